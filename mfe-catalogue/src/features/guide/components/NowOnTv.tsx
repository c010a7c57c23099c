import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { useNow } from '../../../hooks/use-now';
import { useChannels } from '../api/get-channels';
import { useEpg } from '../api/get-epg';
import { useNowAndNextRange } from '../hooks/use-now-and-next-range';
import { toSeconds } from '../utils/guide-range';
import { nowAndNext, programmesByChannel } from '../utils/now-and-next';
import { ChannelNowRow } from './ChannelNowRow';
import { GuideSkeleton } from './GuideSkeleton';
import * as styles from './Guide.module.css';

/** Often enough for a progress bar to creep along, rarely enough to cost nothing. */
const TICK_MS = 30_000;

/** Every channel with what is on now and what comes next, from one guide call for all of them. */
export function NowOnTv(): ReactNode {
  const { t } = useTranslation();
  const nowSeconds = toSeconds(useNow(TICK_MS));
  const range = useNowAndNextRange(nowSeconds);
  const channels = useChannels();
  const channelIds = useMemo(() => channels.data?.map((channel) => channel.id) ?? [], [channels.data]);
  const epg = useEpg(range, channelIds);
  const programmes = useMemo(() => (epg.data ? programmesByChannel(epg.data) : null), [epg.data]);

  if (channels.error || epg.error) {
    // Retry what failed: the guide cannot be asked for before the channel list is known.
    const retry = (): void => void (channels.error ? channels.mutate() : epg.mutate());
    return <LoadError message={t('CATALOGUE_GUIDE_ERROR')} onRetry={retry} />;
  }
  if (channels.data?.length === 0) return <p className={styles.empty}>{t('CATALOGUE_GUIDE_EMPTY')}</p>;
  if (!channels.data || !programmes) return <GuideSkeleton />;

  return (
    <ul className={styles.list}>
      {channels.data.map((channel) => (
        <ChannelNowRow
          key={channel.id}
          channel={channel}
          schedule={nowAndNext(programmes.get(channel.id) ?? [], nowSeconds)}
          nowSeconds={nowSeconds}
        />
      ))}
    </ul>
  );
}
