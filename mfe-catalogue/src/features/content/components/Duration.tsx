import type { ReactNode } from 'react';
import { useTranslation } from '@palco/shared';
import { durationParts } from '../utils/duration';

/** A running time in words of the viewer's language, e.g. "1 h 52 min". */
export function Duration({ seconds }: { seconds: number }): ReactNode {
  const { t } = useTranslation();
  const parts = durationParts(seconds);
  if (!parts) return null;
  return parts.hours > 0
    ? t('CATALOGUE_DURATION_HOURS', { hours: parts.hours, minutes: parts.minutes })
    : t('CATALOGUE_DURATION_MINUTES', { minutes: parts.minutes });
}
