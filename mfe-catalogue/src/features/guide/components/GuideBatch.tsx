import { type ReactNode, useCallback, useMemo } from 'react';
import type { VirtualItem } from '@tanstack/react-virtual';
import type { Channel } from '@palco/contracts';
import { useEpg } from '../api/get-epg';
import { batchItems, BATCH_SIZE } from '../utils/batches';
import type { EpgRange } from '../utils/guide-range';
import { programmesByChannel } from '../utils/programmes';
import { ChannelRow } from './ChannelRow';
import type { OpenProgramme } from './GuideSchedule';

/**
 * The rows in view of batch `batch` of the line-up, whose programmes come in one call for the whole day.
 * `rows` are all the rows in view; those of other batches are left to theirs.
 */
export function GuideBatch({
  channels,
  batch,
  rows,
  range,
  span,
  nowSeconds,
  pastAsVod,
  onOpen,
  tabStopRow,
  tabStop,
  keepTabStop,
}: {
  channels: readonly Channel[];
  batch: number;
  rows: readonly VirtualItem[];
  range: EpgRange;
  span: EpgRange;
  nowSeconds: number;
  pastAsVod: boolean;
  onOpen: (programme: OpenProgramme) => void;
  /** The row holding the grid's one tab stop, and that cell's `data-guide-cell`. */
  tabStopRow: number;
  tabStop: string;
  /** Draw the tab stop's programme even out of view: focus is on it, or on its way there. */
  keepTabStop: boolean;
}): ReactNode {
  // By batch index rather than a slice made by the parent, so the ids (and the request key) stay the same
  // object across the grid's renders.
  const ids = useMemo(() => batchItems(channels, batch).map((channel) => channel.id), [channels, batch]);
  const epg = useEpg(range, ids);
  const programmes = useMemo(() => (epg.data ? programmesByChannel(epg.data) : null), [epg.data]);
  const { mutate } = epg;
  const retry = useCallback(() => void mutate(), [mutate]);
  const firstIndex = batch * BATCH_SIZE;

  return rows.flatMap((row) => {
    if (row.index < firstIndex || row.index >= firstIndex + BATCH_SIZE) return [];
    const channel = channels[row.index];
    if (!channel) return [];
    return (
      <ChannelRow
        key={channel.id}
        channel={channel}
        index={row.index}
        top={row.start}
        programmes={programmes ? (programmes.get(channel.id) ?? []) : null}
        failed={Boolean(epg.error) && !epg.isValidating}
        onRetry={retry}
        range={range}
        span={span}
        nowSeconds={nowSeconds}
        pastAsVod={pastAsVod}
        onOpen={onOpen}
        // Only the row holding it is told, so a move redraws two rows, not every one in view.
        tabStop={row.index === tabStopRow ? tabStop : null}
        keepTabStop={row.index === tabStopRow && keepTabStop}
      />
    );
  });
}
