import { type ReactNode, useState } from 'react';
import type { ApiError } from '@palco/shared';
import { isWrongPin } from '../choose-profile/profile-select-api';
import { PinCheckPopup } from './PinCheckPopup';
import type { UnlockedProfile } from './ProfileGate';
import { RecoverPinPopup } from './RecoverPinPopup';

export interface Repin {
  /**
   * Whether a refused call was the kept PIN no longer being the profile's (changed meanwhile on another
   * device): the viewer is asked for it again over the form, which keeps what they typed.
   */
  isStale: (error: ApiError) => boolean;
  /** Asks the PIN again, then calls `retry` with it. */
  ask: (retry: (pin: string) => void) => void;
  /** The PIN popup while asking; render it after the form. */
  popup: ReactNode;
}

export function useRepin(profile: UnlockedProfile): Repin {
  const [retry, setRetry] = useState<((pin: string) => void) | null>(null);
  const [view, setView] = useState<'pin' | 'recover'>('pin');

  const done = (pin: string): void => {
    profile.unlock(pin);
    const next = retry;
    setRetry(null);
    next?.(pin);
  };

  let popup: ReactNode = null;
  if (retry && view === 'pin') {
    popup = (
      <PinCheckPopup
        profile={profile.target}
        onClose={() => setRetry(null)}
        onUnlocked={done}
        onForgot={() => setView('recover')}
      />
    );
  } else if (retry) {
    popup = (
      <RecoverPinPopup
        profile={profile.target}
        onClose={() => setView('pin')}
        onReset={(_saved, pin) => done(pin)}
      />
    );
  }

  return {
    isStale: (error) => !profile.own && profile.target.has_pin && isWrongPin(error),
    ask: (next) => {
      setView('pin');
      setRetry(() => next);
    },
    popup,
  };
}
