import { type OperatorName, type OperatorProvider, type Settings } from '@palco/contracts';
import { bus } from '@palco/shared';

/** Local storage (spec section 3): the operator chosen, and that its terms were agreed. */
export const OPERATOR_KEY = 'palco.operator';
export const OPERATOR_TERMS_KEY = 'palco.operator-terms';

/** The operators offered: MEO only when `enterWithMeo` is 1, Vodafone only when `enterWithVodafone` is 1. */
export function offeredOperators(settings: Settings): OperatorProvider[] {
  const on: Record<OperatorName, boolean> = {
    meo: settings.enterWithMeo === 1,
    vodafone: settings.enterWithVodafone === 1,
  };
  return (settings.operator_providers ?? []).filter((provider) => on[provider.provider]);
}

/**
 * Spec section 4, "Operator choice": the operator is kept, and the analytics event 'enter with operator'
 * goes out; the terms popup comes next.
 */
export function chooseOperator(operator: OperatorName, storage: Storage = window.localStorage): void {
  storage.setItem(OPERATOR_KEY, operator);
  bus.emit('analytics:event', { event: 'enter_with_operator', params: { operator } });
}

/** The terms were agreed (kept, as the spec's "terms-agree choice"). */
export function agreeOperatorTerms(storage: Storage = window.localStorage): void {
  storage.setItem(OPERATOR_TERMS_KEY, 'agreed');
}
