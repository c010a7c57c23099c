import { bus, Dialog, sessionStore, Toast } from '@palco/shared';
import { useCallback, type ReactNode } from 'react';
import { navigateToUrl } from 'single-spa';
import { useStore } from 'zustand';
import { ErrorPage } from '../pages/ErrorPage';
import { GuestBoundary } from '../remotes/GuestBoundary';
import { forgetRedirectAfterLogin } from '../session/redirect-after-login';
import { errorOkGoesHome } from './dialog-ok';
import { showUnavailable } from './overlay-controller';
import { overlayStore } from './overlay-store';

/**
 * The overlay host: login popup (from mfe-account) and subscription popup (from mfe-checkout), each inside
 * the shell's own boundary, error and info dialogs, toasts, route errors.
 */
export function OverlayHost(): ReactNode {
  const { login, subscribe, dialog, toast, routeError } = useStore(overlayStore);
  const closeLogin = useCallback(() => {
    overlayStore.setState({ login: null });
    // Closed without signing in: the page a guard asked the visitor to sign in for is no longer wanted.
    if (!sessionStore.getState().token) forgetRedirectAfterLogin();
  }, []);
  const closeSubscribe = useCallback(() => overlayStore.setState({ subscribe: null }), []);
  const hideToast = useCallback(() => overlayStore.setState({ toast: null }), []);
  // A popup that throws once shown goes, and the viewer is told; the next opening tries it again.
  const loginFailed = useCallback(() => {
    overlayStore.setState({ login: null });
    showUnavailable('SHELL_LOGIN_UNAVAILABLE');
  }, []);
  const subscribeFailed = useCallback(() => {
    overlayStore.setState({ subscribe: null });
    showUnavailable('SHELL_SUBSCRIBE_UNAVAILABLE');
  }, []);

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
        <GuestBoundary guest="mfe-account/login-popup" onError={loginFailed}>
          <login.component
            onClose={closeLogin}
            {...(login.redirectTo ? { redirectTo: login.redirectTo } : {})}
            {...(login.initialView ? { initialView: login.initialView } : {})}
            {...(login.email ? { email: login.email } : {})}
          />
        </GuestBoundary>
      )}
      {subscribe && (
        <GuestBoundary guest="mfe-checkout/subscription-popup" onError={subscribeFailed}>
          <subscribe.component onClose={closeSubscribe} />
        </GuestBoundary>
      )}
      {dialog && <Dialog title={dialog.title} message={dialog.message} onOk={onDialogOk} />}
      {toast && <Toast key={toast.id} message={toast.message} kind={toast.kind} onHide={hideToast} />}
    </>
  );
}
