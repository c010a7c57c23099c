import { useEffect, useState, type ReactNode } from 'react';
import type { PalcoEvents } from '@palco/contracts';
import { bus } from '@palco/shared';
import { LoginPopup } from '../login/LoginPopup';

type LoginRequest = Extract<PalcoEvents['overlay:open'], { name: 'login' }>;

/**
 * Running alone there is no shell, so this stands in for its overlay host: it shows the login popup when
 * something asks for it, the way the shell does with the exposed `./login-popup`. The checkout's popups are
 * not part of this app, so a request for one is left unanswered here.
 */
export function StandaloneOverlayHost(): ReactNode {
  const [request, setRequest] = useState<LoginRequest | null>(null);

  useEffect(() => {
    const open = (event: PalcoEvents['overlay:open']): void => {
      if (event.name === 'login') setRequest(event);
    };
    const close = ({ name }: PalcoEvents['overlay:close']): void => {
      if (name === 'login') setRequest(null);
    };
    bus.on('overlay:open', open);
    bus.on('overlay:close', close);
    return () => {
      bus.off('overlay:open', open);
      bus.off('overlay:close', close);
    };
  }, []);

  if (!request) return null;
  return (
    <LoginPopup
      onClose={() => setRequest(null)}
      redirectTo={request.redirectTo}
      initialView={request.initialView}
      email={request.email}
    />
  );
}
