import { type ReactNode, useDeferredValue, useState } from 'react';
import { useTranslation } from '@palco/shared';
import type { Channel, EpgEntry } from '@palco/contracts';
import { LoadError } from '../../../components/LoadError';
import { useChannels } from '../api/get-channels';
import { GuideGrid } from './GuideGrid';
import { GuideSkeleton } from './GuideSkeleton';
import { ProgrammeDetails } from './ProgrammeDetails';
import * as styles from './Guide.module.css';

export interface OpenProgramme {
  entry: EpgEntry;
  channel: Channel;
}

/** The channel list's loading, error and empty states, then the grid and the details of a programme. */
export function GuideSchedule({
  day,
  today,
  nowSeconds,
  pastAsVod,
  onToday,
}: {
  day: string;
  today: string;
  nowSeconds: number;
  pastAsVod: boolean;
  onToday: () => void;
}): ReactNode {
  const { t } = useTranslation();
  const channels = useChannels();
  // The grid is drawn in a transition, which yields to the browser every few milliseconds, rather than in
  // one long task when the line-up arrives (or is already in as the page mounts).
  const lineUp = useDeferredValue(channels.data, undefined);
  const [open, setOpen] = useState<OpenProgramme | null>(null);

  if (channels.error)
    return <LoadError message={t('CATALOGUE_GUIDE_ERROR')} onRetry={() => void channels.mutate()} />;
  if (!lineUp) return <GuideSkeleton />;
  if (lineUp.length === 0) return <p className={styles.empty}>{t('CATALOGUE_GUIDE_EMPTY')}</p>;
  return (
    <>
      <GuideGrid
        channels={lineUp}
        day={day}
        isToday={day === today}
        nowSeconds={nowSeconds}
        pastAsVod={pastAsVod}
        onOpen={setOpen}
        onToday={onToday}
      />
      {open && (
        <ProgrammeDetails
          entry={open.entry}
          channel={open.channel}
          nowSeconds={nowSeconds}
          pastAsVod={pastAsVod}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
