import type { ReactNode } from 'react';
import type { CardItem } from '@palco/contracts';
import { useSession, useSettings } from '@palco/shared';
import { useClock } from '../../hooks/use-clock';
import { type CardText, useCardText } from '../card-text';
import { badgeLabel } from '../../utils/badge-label';
import { dayAndMonth, weekdayName } from '../../utils/badge-dates';
import { dynamicLabel } from '../../utils/dynamic-label';
import { type ReleaseBadge, releaseBadge } from '../../utils/release-badge';
import * as styles from './Card.module.css';

type Badged = Pick<
  CardItem,
  'label' | 'release_date' | 'premium_end_date' | 'premium' | 'dynamic_label' | 'exclusive'
>;

/** "Esta noite", "Sexta-feira" or "24 dez.". */
function releaseText(badge: ReleaseBadge, { t, language }: CardText): string {
  if (badge.kind === 'tonight') return t('CATALOGUE_BADGE_TONIGHT');
  if (badge.kind === 'weekday') return weekdayName(badge.at, language);
  return t('CATALOGUE_BADGE_DATE', dayAndMonth(badge.at, language));
}

/**
 * The words over a card's picture: the release badge, the dynamic label (or else the editorial label,
 * cut to 15 characters), and the exclusive marker. Part of the card's link text, so screen readers hear
 * them with the title.
 */
export function CardBadges({ item }: { item: Badged }): ReactNode {
  const text = useCardText();
  const { t, language, contentLang } = text;
  const { now } = useClock();
  const { dynamic_label_days_before: daysBefore } = useSettings();
  const viewerPremium = useSession((state) => state.account?.premium ?? false);
  const nowMs = now();

  const release = releaseBadge(item.release_date, nowMs);
  const dynamic = dynamicLabel(item, { nowMs, daysBefore, viewerPremium });
  let label: string | null = badgeLabel(item.label);
  // The editorial and dynamic labels come from the API, in Portuguese; the others are translated here.
  let labelLang = contentLang;
  if (dynamic?.kind === 'text') label = dynamic.text;
  else if (dynamic?.kind === 'soon') {
    label = t('CATALOGUE_BADGE_SOON');
    labelLang = undefined;
  } else if (dynamic?.kind === 'freeFrom') {
    label = t('CATALOGUE_BADGE_FREE_FROM', {
      date: t('CATALOGUE_BADGE_DATE', dayAndMonth(dynamic.at, language)),
    });
    labelLang = undefined;
  }

  if (!release && !label && !item.exclusive) return null;
  return (
    <span className={styles.badges}>
      {release && (
        <span className={`${styles.badge} ${styles.release}`} data-badge="release">
          {releaseText(release, text)}{' '}
        </span>
      )}
      {label && (
        <span className={styles.badge} data-badge="label" lang={labelLang}>
          {label}{' '}
        </span>
      )}
      {item.exclusive && (
        <span className={`${styles.badge} ${styles.exclusive}`} data-badge="exclusive">
          {t('CATALOGUE_EXCLUSIVE')}
        </span>
      )}
    </span>
  );
}
