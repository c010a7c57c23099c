import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '@palco/shared';

/** The consent manager loads when a viewer opens it: no page needs it to show. */
const ConsentModal = lazy(() =>
  import(/* webpackChunkName: "consent-modal" */ './ConsentModal').then(({ ConsentModal: modal }) => ({
    default: modal,
  })),
);

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
      {open && (
        <Suspense fallback={null}>
          <ConsentModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
