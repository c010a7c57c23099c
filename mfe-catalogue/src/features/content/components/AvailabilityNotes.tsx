import type { ReactNode } from 'react';
import type { ContentItem } from '@palco/contracts';
import { AppLink, toLocale, useSession, useTranslation } from '@palco/shared';
import { useClock } from '../../../hooks/use-clock';
import { isUnreleased } from '../utils/play-action';
import { premiumNote } from '../utils/premium-note';
import { momentParts } from '../utils/release-moment';
import * as styles from './ContentDetail.module.css';

/** When a title not out yet opens, and what a viewer without a subscription needs for a premium one. */
export function AvailabilityNotes({ item }: { item: ContentItem }): ReactNode {
  const { t, i18n } = useTranslation();
  const clock = useClock();
  const premiumViewer = useSession((state) => state.account?.premium ?? false);
  const locale = toLocale(i18n.language);
  const nowSeconds = Math.floor(clock.now() / 1000);
  const note = premiumNote(item, { premium: premiumViewer }, nowSeconds);

  return (
    <>
      {item.release_date !== null && isUnreleased(item, nowSeconds) && (
        <p className={styles.release} data-testid="release-note">
          {t('CATALOGUE_CONTENT_RELEASE', { ...momentParts(item.release_date, locale) })}
        </p>
      )}
      {note && (
        <p className={styles.premiumNote} data-testid="premium-note">
          {note.kind === 'free-from'
            ? t('CATALOGUE_CONTENT_PREMIUM_FREE_FROM', { ...momentParts(note.seconds, locale) })
            : t('CATALOGUE_CONTENT_PREMIUM_NOTE')}{' '}
          <AppLink href="/adira-ja" className={styles.subscribe}>
            {t('CATALOGUE_CONTENT_SUBSCRIBE')}
          </AppLink>
        </p>
      )}
    </>
  );
}
