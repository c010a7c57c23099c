import type { PalcoEvents } from '@palco/contracts';
import { bus, i18n } from '@palco/shared';
import { loadExposed } from '../remotes/remote-registry';
import { overlayStore } from './overlay-store';

let toastId = 0;

type LoginRequest = Extract<PalcoEvents['overlay:open'], { name: 'login' }>;

/** A popup another team owns could not load, or failed once shown: the viewer is told. */
export function showUnavailable(messageKey: string): void {
  overlayStore.setState({
    dialog: {
      kind: 'error',
      title: i18n.t('GENERIC_ERROR_TITLE'),
      message: i18n.t(messageKey),
      cleanError: true,
    },
  });
}

async function openSubscribe(): Promise<void> {
  try {
    const module = await loadExposed('mfe-checkout', 'subscriptionPopup');
    overlayStore.setState({ subscribe: { component: module.SubscriptionPopup } });
  } catch (error) {
    console.error('The subscription popup could not load', error);
    showUnavailable('SHELL_SUBSCRIBE_UNAVAILABLE');
  }
}

async function openLogin({ redirectTo, initialView, email }: LoginRequest): Promise<void> {
  try {
    const module = await loadExposed('mfe-account', 'loginPopup');
    overlayStore.setState({
      login: {
        component: module.LoginPopup,
        ...(redirectTo ? { redirectTo } : {}),
        ...(initialView ? { initialView } : {}),
        ...(email ? { email } : {}),
      },
    });
  } catch (error) {
    console.error('The login popup could not load', error);
    showUnavailable('SHELL_LOGIN_UNAVAILABLE');
  }
}

/** Connects the bus to the overlay host: any team opens popups, dialogs and toasts by event. */
export function connectOverlays(): () => void {
  const onOpen = (event: PalcoEvents['overlay:open']): void =>
    void (event.name === 'subscribe' ? openSubscribe() : openLogin(event));
  const onClose = ({ name }: PalcoEvents['overlay:close']): void => {
    if (name === 'login') overlayStore.setState({ login: null });
    if (name === 'subscribe') overlayStore.setState({ subscribe: null });
  };
  const onError = (payload: PalcoEvents['dialog:error']): void =>
    overlayStore.setState({ dialog: { ...payload, kind: 'error' } });
  const onInfo = (payload: PalcoEvents['dialog:info']): void =>
    overlayStore.setState({ dialog: { ...payload, kind: 'info', cleanError: true } });
  const onToast = ({ message, kind = 'info' }: PalcoEvents['toast:show']): void => {
    toastId += 1;
    overlayStore.setState({ toast: { id: toastId, message, kind } });
  };
  // Spec section 8: a 401 shows the invalid-session message; OK opens the login popup. Any other end of
  // the session closes a login popup left open.
  const onEnded = ({ reason }: PalcoEvents['session:ended']): void => {
    if (reason !== 'expired') {
      overlayStore.setState({ login: null, subscribe: null });
      return;
    }
    overlayStore.setState({
      dialog: {
        kind: 'error',
        title: i18n.t('GENERIC_ERROR_TITLE'),
        message: i18n.t('SERVER_ERROR_401'),
        cleanError: true,
        okOpensLogin: true,
      },
    });
  };
  bus.on('overlay:open', onOpen);
  bus.on('overlay:close', onClose);
  bus.on('dialog:error', onError);
  bus.on('dialog:info', onInfo);
  bus.on('toast:show', onToast);
  bus.on('session:ended', onEnded);
  return () => {
    bus.off('overlay:open', onOpen);
    bus.off('overlay:close', onClose);
    bus.off('dialog:error', onError);
    bus.off('dialog:info', onInfo);
    bus.off('toast:show', onToast);
    bus.off('session:ended', onEnded);
  };
}
