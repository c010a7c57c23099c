import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Channel } from '@palco/contracts';
import { addTranslations, ContentText, isFeatureOn, useSettings, useTranslation } from '@palco/shared';
import { vodPath } from '../next/NextUp';
import { nowInSeconds } from '../playback/playback-problem';
import { liveDictionaries } from './live-i18n';
import { onAirAt, useChannelGuide } from './on-air';
import * as styles from './OnAirLine.module.css';

addTranslations(liveDictionaries);

/** The clock the line reads, moved on every half minute. */
function useNowSeconds(): number {
  const [now, setNow] = useState(nowInSeconds);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(nowInSeconds()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * Under a channel's name: the programme on air with its hours, the one that follows, and — on a channel
 * that records, while the flag offers it — a link that plays the programme on air from its start (its
 * recording, as catch-up plays). Nothing while the guide is not known.
 */
export function OnAirLine({ channel }: { channel: Pick<Channel, 'id' | 'dvr'> }): ReactNode {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const nowSeconds = useNowSeconds();
  const guide = useChannelGuide(channel.id, nowSeconds);
  const { now, next } = onAirAt(guide.data ?? [], nowSeconds);
  if (!now && !next) return null;
  const time = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Lisbon',
  });
  const at = (seconds: number): string => time.format(new Date(seconds * 1000));
  const fromBeginning = now !== null && channel.dvr && isFeatureOn(settings, 'play_live_from_beginning');
  return (
    <div className={styles.line} data-testid="on-air">
      {now && (
        <p>
          <strong>{t('PLAYER_ON_AIR')}</strong> <ContentText>{now.title}</ContentText>{' '}
          <span className={styles.time}>
            {at(now.start_date)}–{at(now.end_date)}
          </span>
        </p>
      )}
      {next && (
        <p>
          <strong>{t('PLAYER_UP_NEXT')}</strong> <ContentText>{next.title}</ContentText>{' '}
          <span className={styles.time}>{at(next.start_date)}</span>
        </p>
      )}
      {fromBeginning && (
        <Link className={`palco-button palco-button--ghost ${styles.start}`} to={vodPath(now.id)}>
          {t('PLAYER_FROM_BEGINNING')}
        </Link>
      )}
    </div>
  );
}
