// The TV guide's entities (spec section 3), apart from entities.ts so that an app's bundle places them with
// the code that draws the guide, not in the first file of every page that imports a content schema.
import * as z from './zod';
import { ContentTypeSchema, EpochSecondsSchema, ImagesSchema } from './entities';

export const EpgEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  type: ContentTypeSchema,
  trailer_id: z.nullable(z.string()),
  media_id: z.nullable(z.string()),
  classification: z.nullable(z.string()),
  premium: z.boolean(),
  channel: z.string(),
  start_date: EpochSecondsSchema,
  end_date: EpochSecondsSchema,
  live: z.boolean(),
  images: ImagesSchema,
  season_number: z.nullable(z.int()),
  episode_number: z.nullable(z.int()),
  item_id: z.nullable(z.string()),
});
export type EpgEntry = z.infer<typeof EpgEntrySchema>;

/**
 * The guide: channels, each with dates, each date with its programmes (spec section 3). A call that names
 * no channels gets a page of the line-up (`GUIDE_MAX_CHANNELS` channels, query `page` from 1), and says
 * which page it is and whether another follows.
 */
export const GuideSchema = z.object({
  channels: z.array(
    z.object({
      id: z.string(),
      /** `date` is the calendar day in Lisbon time, `YYYY-MM-DD`. */
      dates: z.array(
        z.object({ date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)), epgs: z.array(EpgEntrySchema) }),
      ),
    }),
  ),
  page: z.optional(z.int().check(z.positive())),
  has_more: z.optional(z.boolean()),
});
export type Guide = z.infer<typeof GuideSchema>;
