import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '@palco/shared';
import { mountStripeCard } from './stripe-card';
import * as styles from './PaymentPopup.module.css';

export interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  /** The gateway's form took the payment: ask for the status now. */
  onComplete: () => void;
  /** The form could not be shown (a blocked script, a refused key): the flow's error step. */
  onError: (error: unknown) => void;
}

/**
 * The production card gateway's own form (Stripe's embedded checkout, on Stripe's origin), where the
 * sandbox's page would be framed: mounted when the step shows, taken away when it leaves.
 */
export function StripeCardForm({
  publishableKey,
  clientSecret,
  onComplete,
  onError,
}: StripeCardFormProps): ReactNode {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  // The latest callbacks, without mounting the form again when the popup re-renders.
  const callbacks = useRef({ onComplete, onError });
  useEffect(() => {
    callbacks.current = { onComplete, onError };
  }, [onComplete, onError]);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let left = false;
    let unmount: (() => void) | null = null;
    mountStripeCard(element, {
      publishableKey,
      clientSecret,
      onComplete: () => callbacks.current.onComplete(),
    }).then(
      (destroy) => {
        if (left) destroy();
        else unmount = destroy;
      },
      (error: unknown) => {
        if (!left) callbacks.current.onError(error);
      },
    );
    return () => {
      left = true;
      unmount?.();
    };
  }, [publishableKey, clientSecret]);

  return (
    <div ref={container} className={styles.card} role="group" aria-label={t('PAYMENT_PROVIDER_FRAME')} />
  );
}
