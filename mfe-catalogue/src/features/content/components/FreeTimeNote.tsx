import type { ReactNode } from 'react';
import type { ContentItem } from '@palco/contracts';
import { useSession, useTranslation } from '@palco/shared';
import { useDayAllowance } from '../api/get-allowance';
import * as styles from './ContentDetail.module.css';

/**
 * Under a premium title's play button, for a visitor or free viewer: how much of today's free time on
 * premium titles is left (spec section 4's limits), before they press play; or that it is used up. Asked
 * for once `ask` says the page's poster has painted: a visitor's call is often the page's first to the
 * network, which loads the HTTP library, and neither should slow the poster down.
 */
export function FreeTimeNote({ item, ask }: { item: Pick<ContentItem, 'premium'>; ask: boolean }): ReactNode {
  const { t } = useTranslation();
  const premiumViewer = useSession((state) => state.account?.premium ?? false);
  const { data } = useDayAllowance(ask && item.premium && !premiumViewer);
  if (!data?.limited) return null;
  const minutes = Math.floor(data.seconds_left / 60);
  let text: string;
  if (data.seconds_left <= 0) text = t('CATALOGUE_FREE_TIME_USED');
  else if (minutes > 0) text = t('CATALOGUE_FREE_MINUTES_TODAY', { count: minutes });
  else text = t('CATALOGUE_FREE_SECONDS_TODAY', { count: data.seconds_left });
  return (
    <p className={styles.freeTime} data-testid="free-time-today">
      {text}
    </p>
  );
}
