import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from '@palco/shared';

// The popup loads when asked for, with its strings (pages/device-pages.ts).
const DeleteAccountPopup = lazy(() =>
  import('../pages/device-pages').then((pages) => ({ default: pages.DeleteAccountPopup })),
);

/** The account area's "Delete account" action: opens the delete-account popup (spec section 2). */
export function DeleteAccountAction({ email }: { email: string }): ReactNode {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="palco-button palco-button--ghost" onClick={() => setOpen(true)}>
        {t('ACCOUNT_DELETE_ACCOUNT')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <DeleteAccountPopup email={email} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
