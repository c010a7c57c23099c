import { type Account, isOperatorAccount } from '@palco/contracts';
import { bus } from '@palco/shared';

/**
 * Spec section 4, "Complete profile": once completed, an account that is not premium and not an
 * operator's is offered the plans (the checkout's subscription popup, through the shell).
 */
export function offerPlansAfterCompletion(account: Account | null): void {
  if (account && !account.premium && !isOperatorAccount(account)) {
    bus.emit('overlay:open', { name: 'subscribe' });
  }
}
