import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './tokens.css';

export function Spinner({ label }: { label?: string }): ReactNode {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <div className="palco-spinner" aria-hidden="true" />
      <span className="palco-visually-hidden">{label ?? t('GENERIC_AWAIT')}</span>
    </div>
  );
}
