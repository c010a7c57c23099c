import { useCallback, useEffect, useRef } from 'react';
import { bus, useSession } from '@palco/shared';

/**
 * Runs an action that needs a signed-in viewer. A visitor gets the login popup instead, and the action
 * is kept and run once they have signed in, so the press is not lost.
 */
export function useSignedInAction(): (action: () => void) => void {
  const signedIn = useSession((state) => state.account !== null);
  const pending = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!signedIn || !pending.current) return;
    const action = pending.current;
    pending.current = null;
    action();
  }, [signedIn]);

  return useCallback(
    (action: () => void) => {
      if (signedIn) {
        action();
        return;
      }
      pending.current = action;
      bus.emit('overlay:open', {
        name: 'login',
        redirectTo: `${window.location.pathname}${window.location.search}`,
      });
    },
    [signedIn],
  );
}
