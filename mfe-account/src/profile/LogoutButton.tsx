import { useState, type ReactNode } from 'react';
import { signOut, useTranslation } from '@palco/shared';

/**
 * Logout through shared's one path; the shell then takes the viewer home. `onSignedOut` runs once the
 * session has ended (e.g. a popup that offers logout closes itself).
 */
export function LogoutButton({ onSignedOut }: { onSignedOut?: () => void }): ReactNode {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function logout(): Promise<void> {
    setBusy(true);
    await signOut();
    onSignedOut?.();
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
