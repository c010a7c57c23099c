import { type ReactNode, useCallback, useMemo } from 'react';
import type { VirtualItem } from '@tanstack/react-virtual';
import type { Channel } from '@palco/contracts';
import { useEpg } from '../api/get-epg';
import type { EpgRange } from '../utils/guide-range';
import { programmesByChannel } from '../utils/programmes';
import { ChannelRow } from './ChannelRow';
import type { OpenProgramme } from './GuideSchedule';

/**
 * The rows in view of one batch of channels, whose programmes come in one call for the whole day. `rows`
 * are all the rows in view; those of other batches are left to theirs.
 */
export function GuideBatch({
  channels,
  firstIndex,
  rows,
  range,
  span,
  nowSeconds,
  pastAsVod,
  onOpen,
}: {
  channels: readonly Channel[];
  firstIndex: number;
  rows: readonly VirtualItem[];
  range: EpgRange;
  span: EpgRange;
  nowSeconds: number;
  pastAsVod: boolean;
  onOpen: (programme: OpenProgramme) => void;
}): ReactNode {
  const ids = useMemo(() => channels.map((channel) => channel.id), [channels]);
  const epg = useEpg(range, ids);
  const programmes = useMemo(() => (epg.data ? programmesByChannel(epg.data) : null), [epg.data]);
  const { mutate } = epg;
  const retry = useCallback(() => void mutate(), [mutate]);

  return rows.flatMap((row) => {
    const channel = channels[row.index - firstIndex];
    if (!channel) return [];
    return (
      <ChannelRow
        key={channel.id}
        channel={channel}
        top={row.start}
        programmes={programmes ? (programmes.get(channel.id) ?? []) : null}
        failed={Boolean(epg.error) && !epg.isValidating}
        onRetry={retry}
        range={range}
        span={span}
        nowSeconds={nowSeconds}
        pastAsVod={pastAsVod}
        onOpen={onOpen}
      />
    );
  });
}
