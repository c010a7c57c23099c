import type { Account } from '@palco/contracts';
import { bus, endSession, loadAccount } from '@palco/shared';

/** Pages that finish an account themselves: the complete-profile page and the login callback. */
const COMPLETING_PATHS = ['/completar-perfil', '/login'];

/**
 * Spec section 4, "At start": a signed-in account that is not completed is fetched again and, if it is
 * still not completed, the complete-profile popup opens (the account popup's `complete-profile` step);
 * failing to fetch it signs the viewer out.
 */
export async function completeAccountAtStart(
  account: Account | null,
  path: string = window.location.pathname,
): Promise<void> {
  if (!account || account.completed) return;
  if (COMPLETING_PATHS.includes(path.replace(/\/+$/, '') || '/')) return;
  let fresh: Account;
  try {
    fresh = await loadAccount();
  } catch {
    await endSession('restore-failed');
    return;
  }
  if (!fresh.completed) bus.emit('overlay:open', { name: 'login', initialView: 'complete-profile' });
}
