import { bus, Dialog, Toast } from '@palco/shared';
import { useCallback, type ReactNode } from 'react';
import { navigateToUrl } from 'single-spa';
import { useStore } from 'zustand';
import { ErrorPage } from '../pages/ErrorPage';
import { errorOkGoesHome } from './dialog-ok';
import { overlayStore } from './overlay-store';

/** The overlay host: login popup (from mfe-account), error and info dialogs, toasts, route errors. */
export function OverlayHost(): ReactNode {
  const { login, dialog, toast, routeError } = useStore(overlayStore);
  const closeLogin = useCallback(() => overlayStore.setState({ login: null }), []);
  const hideToast = useCallback(() => overlayStore.setState({ toast: null }), []);

  const onDialogOk = (): void => {
    if (!dialog) return;
    overlayStore.setState({ dialog: null });
    if (dialog.okOpensLogin) bus.emit('overlay:open', { name: 'login' });
    else if (dialog.kind === 'error' && errorOkGoesHome(window.location.pathname, dialog.cleanError))
      navigateToUrl('/');
  };

  return (
    <>
      {routeError && (
        <div
          style={{
            position: 'fixed',
            inset: 0,
            background: 'var(--palco-bg, #0d0f14)',
            zIndex: 900,
            overflow: 'auto',
          }}
        >
          <ErrorPage status={routeError} />
        </div>
      )}
      {login && (
        <login.component
          onClose={closeLogin}
          {...(login.redirectTo ? { redirectTo: login.redirectTo } : {})}
        />
      )}
      {dialog && <Dialog title={dialog.title} message={dialog.message} onOk={onDialogOk} />}
      {toast && <Toast key={toast.id} message={toast.message} kind={toast.kind} onHide={hideToast} />}
    </>
  );
}
