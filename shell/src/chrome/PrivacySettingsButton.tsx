import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsentModal } from './ConsentModal';

export interface PrivacySettingsButtonProps {
  className?: string;
}

/** "Definições de privacidade": opens the consent manager where the viewer changes cookie choices. */
export function PrivacySettingsButton({ className }: PrivacySettingsButtonProps): ReactNode {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        data-testid="privacy-settings"
        onClick={() => setOpen(true)}
      >
        {t('SHELL_PRIVACY_SETTINGS')}
      </button>
      {open && <ConsentModal onClose={() => setOpen(false)} />}
    </>
  );
}
