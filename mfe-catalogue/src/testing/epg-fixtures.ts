import type { EpgEntry, Guide } from '@palco/contracts';

/** A programme of `channel-1`, 20:00–21:00 UTC on 14 March 2026, not flagged live. */
export function makeEpgEntry(over: Partial<EpgEntry> = {}): EpgEntry {
  return {
    id: 'epg-1',
    title: 'Telejornal',
    description: 'As notícias do dia.',
    type: 'CATCHUP',
    trailer_id: null,
    media_id: null,
    classification: 'M/12',
    premium: false,
    channel: 'channel-1',
    start_date: Date.parse('2026-03-14T20:00:00Z') / 1000,
    end_date: Date.parse('2026-03-14T21:00:00Z') / 1000,
    live: false,
    images: {},
    season_number: null,
    episode_number: null,
    item_id: null,
    ...over,
  };
}

/** A guide holding each channel's entries under one day, as `GET /v1/content/epg` groups them. */
export function makeGuide(byChannel: Record<string, EpgEntry[]>, date = '2026-03-14'): Guide {
  return {
    channels: Object.entries(byChannel).map(([id, epgs]) => ({
      id,
      dates: epgs.length > 0 ? [{ date, epgs }] : [],
    })),
  };
}

/** Seconds since the epoch of an ISO moment, as the guide writes its dates. */
export function at(iso: string): number {
  return Date.parse(iso) / 1000;
}
