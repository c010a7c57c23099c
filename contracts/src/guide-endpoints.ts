// The TV guide's call, apart from endpoint-list.ts (which re-exports it) so that an app's bundle places it and
// the guide's schemas with the code that draws the guide, not in the first file of every page.
import { defineEndpoint as e } from './endpoint-def';
import { GuideSchema } from './guide-entities';

/**
 * The guide of query `channels` (a comma list of at most `GUIDE_MAX_CHANNELS`) from `startDate` to `endDate`
 * (seconds, at most `GUIDE_MAX_RANGE_SECONDS` apart: a day); without channels, `page` (from 1) of the line-up.
 */
export const getEpg = /* @__PURE__ */ e('getEpg', 'GET', '/v1/content/epg', GuideSchema);
