import type { ContentItem } from '@palco/contracts';
import type { Programme } from './programmes';

/** Past programmes stay playable for 1296000 s, 15 days (spec section 9). */
export const CATCHUP_AVAILABILITY_SECONDS = 1_296_000;

/** Programme ids as `GET /v1/content/item/{id}` takes them, e.g. `ch-07_20260105_3`. */
export const PROGRAMME_ID_PATTERN = '^ch-\\d+_\\d{8}_\\d+$';

/**
 * A recorded programme as a playable item, so the player's `/vod/{id}` plays the catch-up the way it
 * plays a film: the item carries the recording's media id, and it is "released" when the programme ends.
 */
export function catchupItem(programme: Programme, options: { fromBeginning?: boolean } = {}): ContentItem {
  return {
    id: programme.id,
    title: programme.title,
    short_description: programme.description,
    description: programme.description,
    year: null,
    images: programme.images,
    cast: [],
    creator: [],
    duration: programme.end_date - programme.start_date,
    genre: [],
    trailer_id: programme.trailer_id,
    media_id: programme.media_id,
    rating: null,
    classification: programme.classification,
    premium: programme.premium,
    exclusive: false,
    label: null,
    action_type: 'VOD',
    action_value: programme.id,
    type: 'CATCHUP',
    audio_formats: [],
    subtitle_formats: [],
    season: null,
    episode_number: programme.episode_number,
    series: null,
    // On air and offered from its beginning (flag `play_live_from_beginning`), it plays from its start.
    release_date: options.fromBeginning ? programme.start_date : programme.end_date,
    premium_end_date: null,
    dynamic_label: null,
    seo_title: programme.title,
    seo_description: programme.description,
    user_status: null,
    marks: null,
  };
}

/** Whether a programme's recording may still be played at `nowSeconds`: ended, and at most 15 days ago. */
export function isCatchupKept(programme: Pick<Programme, 'end_date'>, nowSeconds: number): boolean {
  return programme.end_date >= nowSeconds - CATCHUP_AVAILABILITY_SECONDS;
}
