import type { Account, PalcoEvents, Settings } from '@palco/contracts';
import { isFeatureOn } from '@palco/shared';

export type LockAction = { kind: 'navigate'; to: string } | { kind: 'login' };

/** Where a 423 sends the viewer (spec section 8). */
export function lockAction(
  reason: PalcoEvents['session:locked']['reason'],
  account: Account | null,
  settings: Settings,
): LockAction {
  if (reason === 'profile_not_chosen') {
    if (account?.premium || isFeatureOn(settings, 'skip_products'))
      return { kind: 'navigate', to: '/choose-profile' };
    return settings.monetization === 1 ? { kind: 'navigate', to: '/adira-ja' } : { kind: 'login' };
  }
  return settings.monetization === 1 ? { kind: 'navigate', to: '/adira-ja' } : { kind: 'login' };
}
