import type { EpgEntry, Guide } from '@palco/contracts';

/**
 * Each channel's programmes in the order they air. The guide groups them by Lisbon day; the contract
 * does not say under which day a programme crossing midnight goes, so the days are merged and an entry
 * listed under both is kept once.
 */
export function programmesByChannel(guide: Guide): Map<string, EpgEntry[]> {
  const byChannel = new Map<string, EpgEntry[]>();
  for (const channel of guide.channels) {
    const unique = new Map<string, EpgEntry>();
    for (const entry of channel.dates.flatMap((day) => day.epgs)) unique.set(entry.id, entry);
    byChannel.set(
      channel.id,
      [...unique.values()].sort((a, b) => a.start_date - b.start_date),
    );
  }
  return byChannel;
}

/**
 * On air at `nowSeconds`: started, not yet ended. The entry's own `live` flag is not used: the server set
 * it when it answered, and the page keeps showing the answer while time moves on.
 */
export function isOnAir(entry: Pick<EpgEntry, 'start_date' | 'end_date'>, nowSeconds: number): boolean {
  return entry.start_date <= nowSeconds && nowSeconds < entry.end_date;
}

/** How much of a programme has aired, as a whole percentage from 0 to 100. */
export function progressPercent(
  entry: Pick<EpgEntry, 'start_date' | 'end_date'>,
  nowSeconds: number,
): number {
  const length = entry.end_date - entry.start_date;
  if (length <= 0) return nowSeconds >= entry.start_date ? 100 : 0;
  const share = (nowSeconds - entry.start_date) / length;
  return Math.round(Math.min(1, Math.max(0, share)) * 100);
}
