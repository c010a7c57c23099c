import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Channel, EpgEntry } from '@palco/contracts';
import { cardHref } from '../../../utils/card-href';
import { programmeState } from '../utils/catch-up';
import type { EpgRange } from '../utils/guide-range';
import { intersects, programmeBox } from '../utils/timeline';
import type { OpenProgramme } from './GuideSchedule';
import { ProgrammeCell } from './ProgrammeCell';
import * as styles from './Guide.module.css';

const LOGO = { width: 56, height: 42 };

/**
 * One channel, `top` px down the grid: its logo and name, leading to its live stream, and the day's
 * programmes in `span`, each a button opening its details. `programmes` is null until the channel's batch
 * arrives.
 */
export const ChannelRow = memo(function ChannelRow({
  channel,
  top,
  programmes,
  failed,
  onRetry,
  range,
  span,
  nowSeconds,
  pastAsVod,
  onOpen,
}: {
  channel: Channel;
  top: number;
  programmes: readonly EpgEntry[] | null;
  failed: boolean;
  onRetry: () => void;
  range: EpgRange;
  span: EpgRange;
  nowSeconds: number;
  pastAsVod: boolean;
  onOpen: (programme: OpenProgramme) => void;
}): ReactNode {
  const { t } = useTranslation();
  const shown = programmes?.filter((entry) => intersects(entry, span)) ?? [];
  let track: ReactNode;
  if (programmes === null && failed) {
    track = (
      <p className={styles.rowNote}>
        {t('CATALOGUE_GUIDE_ROW_ERROR')}{' '}
        <button type="button" className={styles.rowRetry} onClick={() => onRetry()}>
          {t('GENERIC_RETRY')}
        </button>
      </p>
    );
  } else if (programmes === null) {
    track = <span className={`palco-skeleton ${styles.rowBone}`} data-testid="guide-row-loading" />;
  } else if (programmes.length === 0) {
    track = <p className={styles.rowNote}>{t('CATALOGUE_GUIDE_NO_PROGRAMMES')}</p>;
  } else {
    track = (
      <ul
        className={styles.programmes}
        aria-label={t('CATALOGUE_GUIDE_PROGRAMMES', { channel: channel.name })}
      >
        {shown.map((entry) => (
          <ProgrammeCell
            key={entry.id}
            entry={entry}
            box={programmeBox(entry, range)}
            state={programmeState(entry, channel, nowSeconds, pastAsVod)}
            onOpen={() => onOpen({ entry, channel })}
          />
        ))}
      </ul>
    );
  }
  return (
    <div className={styles.row} style={{ top }} data-testid="guide-channel" data-channel-id={channel.id}>
      <Link
        to={cardHref(channel)}
        className={styles.channel}
        aria-label={t('CATALOGUE_GUIDE_CHANNEL_LIVE', { channel: channel.name })}
      >
        <img
          className={styles.logo}
          src={channel.logo}
          alt=""
          loading="lazy"
          decoding="async"
          width={LOGO.width}
          height={LOGO.height}
        />
        <span className={styles.name}>{channel.name}</span>
      </Link>
      <div className={styles.track}>{track}</div>
    </div>
  );
});
