import { type ReactNode, useCallback, useMemo } from 'react';
import type { Channel } from '@palco/contracts';
import { useEpg } from '../api/get-epg';
import type { EpgRange } from '../utils/guide-range';
import { programmesByChannel } from '../utils/programmes';
import type { RowWindow } from '../utils/timeline';
import { ChannelRow } from './ChannelRow';
import type { OpenProgramme } from './GuideSchedule';

/** The rows in view of one batch of channels, whose programmes come in one call for the whole day. */
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
  rows: RowWindow;
  range: EpgRange;
  span: EpgRange;
  nowSeconds: number;
  pastAsVod: boolean;
  onOpen: (programme: OpenProgramme) => void;
}): ReactNode {
  const ids = useMemo(() => channels.map((channel) => channel.id), [channels]);
  const epg = useEpg(range, ids);
  const programmes = useMemo(() => (epg.data ? programmesByChannel(epg.data) : null), [epg.data]);
  const from = Math.max(rows.first, firstIndex) - firstIndex;
  const to = Math.min(rows.end, firstIndex + channels.length) - firstIndex;
  const { mutate } = epg;
  const retry = useCallback(() => void mutate(), [mutate]);

  return channels
    .slice(from, to)
    .map((channel, i) => (
      <ChannelRow
        key={channel.id}
        channel={channel}
        index={firstIndex + from + i}
        programmes={programmes ? (programmes.get(channel.id) ?? []) : null}
        failed={Boolean(epg.error) && !epg.isValidating}
        onRetry={retry}
        range={range}
        span={span}
        nowSeconds={nowSeconds}
        pastAsVod={pastAsVod}
        onOpen={onOpen}
      />
    ));
}
