import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '@palco/shared';
import { fullPageLoad } from './full-page-load';

/** After logout the viewer goes home with a full load, so every application starts without the session. */
export function LogoutButton(): ReactNode {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function logout(): Promise<void> {
    setBusy(true);
    await signOut();
    fullPageLoad('/');
  }

  return (
    <button
      type="button"
      className="palco-button palco-button--ghost"
      disabled={busy}
      onClick={() => void logout()}
    >
      {busy ? t('ACCOUNT_LOGGING_OUT') : t('ACCOUNT_LOGOUT')}
    </button>
  );
}
