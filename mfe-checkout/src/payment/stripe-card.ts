import type { Stripe } from '@stripe/stripe-js';

// The card gateway's page side: Stripe's embedded checkout, mounted into the payment popup with the
// session's client secret that the token call answered and the publishable key of the settings.
//
// Stripe's library is imported on demand, so it is a chunk of its own that only a card payment with a
// publishable key downloads. It comes from `@stripe/stripe-js/pure`: the package's main entry adds
// Stripe.js's <script> (and its fraud signals) to the page as soon as it is imported, the pure one only
// when `loadStripe` is called, here, when the viewer has chosen to pay by card.

export interface StripeCardOptions {
  publishableKey: string;
  /** The card session's client secret, as the token call answered it. */
  clientSecret: string;
  /**
   * Stripe's form took the payment. The status call stays the judge of it: this only means asking now
   * rather than at the next 10 s.
   */
  onComplete: () => void;
}

/** Stripe.js could not be loaded or started: the caller shows the payment-failed message (section 8). */
export class StripeCardError extends Error {
  override readonly name = 'StripeCardError';
}

/** Stripe.js for the key of the last mount: one download and one instance for every later mount. */
let loaded: { key: string; stripe: Promise<Stripe> } | null = null;

function stripeFor(publishableKey: string): Promise<Stripe> {
  if (loaded?.key === publishableKey) return loaded.stripe;
  const stripe = import('@stripe/stripe-js/pure')
    .then(({ loadStripe }) => loadStripe(publishableKey))
    .then((instance) => {
      if (!instance) throw new StripeCardError('Stripe.js is not available on this page');
      return instance;
    });
  const entry = { key: publishableKey, stripe };
  loaded = entry;
  // A failed load (a blocked script, the network) is not kept: the next mount tries again.
  stripe.catch(() => {
    if (loaded === entry) loaded = null;
  });
  return stripe;
}

/**
 * Mounts Stripe's embedded checkout for the session into `container`. Resolves with the function that
 * takes it away again (Stripe allows one embedded checkout on a page at a time, so the popup calls it
 * when it leaves the card step); rejects with a `StripeCardError` when Stripe.js cannot be loaded (a
 * blocked script, the network) or refuses the key or the session.
 */
export async function mountStripeCard(
  container: HTMLElement,
  { publishableKey, clientSecret, onComplete }: StripeCardOptions,
): Promise<() => void> {
  try {
    const stripe = await stripeFor(publishableKey);
    const checkout = await stripe.createEmbeddedCheckoutPage({
      // The secret is known already; `fetchClientSecret` is the option Stripe keeps (`clientSecret` is
      // deprecated).
      fetchClientSecret: () => Promise.resolve(clientSecret),
      onComplete,
    });
    try {
      checkout.mount(container);
    } catch (error) {
      checkout.destroy();
      throw error;
    }
    let mounted = true;
    return () => {
      if (!mounted) return;
      mounted = false;
      checkout.destroy();
    };
  } catch (error) {
    if (error instanceof StripeCardError) throw error;
    throw new StripeCardError('The card form could not be shown', { cause: error });
  }
}
