import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '@palco/shared';

/** Logout through shared's one path; the shell then takes the viewer home. */
export function LogoutButton(): ReactNode {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function logout(): Promise<void> {
    setBusy(true);
    await signOut();
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
