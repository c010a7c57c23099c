import { useEffect, useState, type ReactNode } from 'react';
import type { PalcoEvents } from '@palco/contracts';
import { bus } from '@palco/shared';
import { LoginPopup } from '../login/LoginPopup';

type LoginRequest = PalcoEvents['overlay:open'];

/**
 * Running alone there is no shell, so this stands in for its overlay host: it shows the login popup when
 * something asks for it, the way the shell does with the exposed `./login-popup`.
 */
export function StandaloneOverlayHost(): ReactNode {
  const [request, setRequest] = useState<LoginRequest | null>(null);

  useEffect(() => {
    const open = (event: LoginRequest): void => setRequest(event);
    const close = (): void => setRequest(null);
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
    />
  );
}
