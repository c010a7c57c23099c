import { useEffect, type ReactNode } from 'react';
import { bus } from '@palco/shared';

/**
 * `/login`, the login callback route: it only asks the shell's overlay host for the login popup. The
 * page itself is bare, so a successful sign-in continues on the home page.
 */
export function LoginCallbackPage(): ReactNode {
  useEffect(() => {
    bus.emit('overlay:open', { name: 'login', redirectTo: '/' });
  }, []);
  return null;
}
