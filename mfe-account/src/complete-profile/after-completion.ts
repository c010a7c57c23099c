import { type Account, isOperatorAccount } from '@palco/contracts';
import { bus } from '@palco/shared';

/**
 * Whether the page's query hands over a session (both `token` and `sessionId`, neither empty), as a partner's
 * site sends a viewer here to subscribe (spec section 4, "Login" and "Complete profile").
 */
export function queryHandsOverSession(search: string): boolean {
  const query = new URLSearchParams(search);
  return Boolean(query.get('token')?.trim()) && Boolean(query.get('sessionId')?.trim());
}

/**
 * Spec section 4, "Complete profile": once completed, an account that is not premium is offered the plans
 * (the checkout's subscription popup, through the shell) unless it is an operator's; with `token` and
 * `sessionId` in the query an operator's account is offered them too. A premium account never is. Read
 * `search` before navigating away from the page that carried it.
 */
export function offerPlansAfterCompletion(
  account: Account | null,
  search: string = window.location.search,
): void {
  if (!account || account.premium) return;
  if (!isOperatorAccount(account) || queryHandsOverSession(search)) {
    bus.emit('overlay:open', { name: 'subscribe' });
  }
}

/**
 * Spec section 4, "Login", afterwards: with `token` and `sessionId` in the query, a completed account that is
 * not premium is offered the plans. (An account that is not completed completes its profile first, and is
 * offered them then.)
 */
export function offerPlansAfterSignIn(account: Account, search: string = window.location.search): void {
  if (account.completed && !account.premium && queryHandsOverSession(search)) {
    bus.emit('overlay:open', { name: 'subscribe' });
  }
}
