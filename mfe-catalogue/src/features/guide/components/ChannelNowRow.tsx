import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Channel } from '@palco/contracts';
import { cardHref } from '../../../utils/card-href';
import { formatClockTime } from '../utils/clock-time';
import type { NowAndNext } from '../utils/now-and-next';
import { OnAir } from './OnAir';
import * as styles from './Guide.module.css';

const LOGO = { width: 64, height: 48 };

/** One channel: its logo and name, what is on now and next, and the way to its live stream. */
export function ChannelNowRow({
  channel,
  schedule,
  nowSeconds,
}: {
  channel: Channel;
  schedule: NowAndNext;
  nowSeconds: number;
}): ReactNode {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const { now, next } = schedule;
  return (
    <li className={styles.row} data-testid="guide-channel" data-channel-id={channel.id}>
      <div className={styles.channel}>
        <img
          className={styles.logo}
          src={channel.logo}
          alt=""
          loading="lazy"
          decoding="async"
          width={LOGO.width}
          height={LOGO.height}
        />
        <h2 id={nameId} className={styles.name}>
          {channel.name}
        </h2>
      </div>
      <dl className={styles.schedule}>
        <div className={styles.slot}>
          <dt className={styles.label}>{t('CATALOGUE_GUIDE_NOW')}</dt>
          <dd className={styles.slotBody}>
            {now ? (
              <OnAir entry={now} nowSeconds={nowSeconds} />
            ) : (
              <span className={styles.muted}>{t('CATALOGUE_GUIDE_NO_INFO')}</span>
            )}
          </dd>
        </div>
        <div className={styles.slot}>
          <dt className={styles.label}>{t('CATALOGUE_GUIDE_NEXT')}</dt>
          <dd className={styles.slotBody}>
            {next ? (
              <>
                <span className={styles.time}>{formatClockTime(next.start_date, i18n.language)}</span>{' '}
                <span className={styles.programme}>{next.title}</span>
              </>
            ) : (
              <span className={styles.muted}>{t('CATALOGUE_GUIDE_NO_INFO')}</span>
            )}
          </dd>
        </div>
      </dl>
      {/* Every row has the same link text; the channel's name, as its description, tells them apart. */}
      <Link
        to={cardHref(channel)}
        className={`palco-button palco-button--ghost ${styles.watch}`}
        aria-describedby={nameId}
      >
        <span aria-hidden="true">▶</span>
        <span className={styles.watchText}>{t('CATALOGUE_GUIDE_WATCH_LIVE')}</span>
      </Link>
    </li>
  );
}
