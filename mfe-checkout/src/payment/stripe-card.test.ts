import type { Stripe, StripeEmbeddedCheckout, StripeEmbeddedCheckoutOptions } from '@stripe/stripe-js';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));

/** A fresh module (its Stripe.js kept per key) and the mocked loader it reaches. */
async function fresh() {
  jest.resetModules();
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  const card = await import('./stripe-card');
  return { ...card, loadStripe: jest.mocked(loadStripe) };
}

/**
 * A Stripe whose embedded checkouts are recorded with the options they were created with; their mount
 * throws `mountError` when given (as Stripe's does for a second embedded checkout on the page).
 */
function fakeStripe(mountError?: Error) {
  const created: { options: StripeEmbeddedCheckoutOptions; checkout: jest.Mocked<StripeEmbeddedCheckout> }[] =
    [];
  const createEmbeddedCheckoutPage = jest.fn(async (options: StripeEmbeddedCheckoutOptions) => {
    const checkout: jest.Mocked<StripeEmbeddedCheckout> = {
      mount: jest.fn((_location: string | HTMLElement) => {
        if (mountError) throw mountError;
      }),
      unmount: jest.fn(),
      destroy: jest.fn(),
    };
    created.push({ options, checkout });
    return checkout;
  });
  return { stripe: { createEmbeddedCheckoutPage } as unknown as Stripe, created, createEmbeddedCheckoutPage };
}

const container = (): HTMLElement => document.body.appendChild(document.createElement('div'));

describe('mountStripeCard', () => {
  it('mounts the embedded checkout of the session into the container, and destroys it once', async () => {
    const { mountStripeCard, loadStripe } = await fresh();
    const { stripe, created } = fakeStripe();
    loadStripe.mockResolvedValue(stripe);
    const onComplete = jest.fn();
    const where = container();

    const destroy = await mountStripeCard(where, {
      publishableKey: 'pk_test_123',
      clientSecret: 'cs_test_1_secret_abc',
      onComplete,
    });

    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(created).toHaveLength(1);
    const [{ options, checkout }] = created as [(typeof created)[number]];
    await expect(options.fetchClientSecret?.()).resolves.toBe('cs_test_1_secret_abc');
    options.onComplete?.();
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(checkout.mount).toHaveBeenCalledWith(where);
    expect(checkout.destroy).not.toHaveBeenCalled();

    destroy();
    destroy();
    expect(checkout.destroy).toHaveBeenCalledTimes(1);
  });

  it('loads Stripe.js once for the key, however many times the card form is shown', async () => {
    const { mountStripeCard, loadStripe } = await fresh();
    const { stripe, created } = fakeStripe();
    loadStripe.mockResolvedValue(stripe);
    const options = { publishableKey: 'pk_test_123', onComplete: jest.fn() };

    // Two at once (a popup reopened while the first still loads), then one more later.
    const [first, second] = await Promise.all([
      mountStripeCard(container(), { ...options, clientSecret: 'cs_test_1_secret_a' }),
      mountStripeCard(container(), { ...options, clientSecret: 'cs_test_2_secret_b' }),
    ]);
    first();
    second();
    await mountStripeCard(container(), { ...options, clientSecret: 'cs_test_3_secret_c' });

    expect(loadStripe).toHaveBeenCalledTimes(1);
    expect(created).toHaveLength(3);
    await expect(created[2]?.options.fetchClientSecret?.()).resolves.toBe('cs_test_3_secret_c');
  });

  it('rejects when Stripe.js is not there, and tries again next time', async () => {
    const { mountStripeCard, loadStripe, StripeCardError } = await fresh();
    loadStripe.mockResolvedValueOnce(null);
    const options = {
      publishableKey: 'pk_test_123',
      clientSecret: 'cs_test_1_secret_a',
      onComplete: jest.fn(),
    };

    await expect(mountStripeCard(container(), options)).rejects.toBeInstanceOf(StripeCardError);

    const { stripe, created } = fakeStripe();
    loadStripe.mockResolvedValueOnce(stripe);
    await mountStripeCard(container(), options);
    expect(loadStripe).toHaveBeenCalledTimes(2);
    expect(created).toHaveLength(1);
  });

  it('rejects when the script is blocked or Stripe refuses the session', async () => {
    const { mountStripeCard, loadStripe, StripeCardError } = await fresh();
    const options = {
      publishableKey: 'pk_test_123',
      clientSecret: 'cs_test_1_secret_a',
      onComplete: jest.fn(),
    };

    loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    const blocked = mountStripeCard(container(), options);
    await expect(blocked).rejects.toBeInstanceOf(StripeCardError);
    await expect(blocked).rejects.toMatchObject({ cause: new Error('Failed to load Stripe.js') });

    const { stripe, createEmbeddedCheckoutPage } = fakeStripe();
    createEmbeddedCheckoutPage.mockRejectedValueOnce(new Error('IntegrationError: invalid client secret'));
    loadStripe.mockResolvedValue(stripe);
    await expect(mountStripeCard(container(), options)).rejects.toBeInstanceOf(StripeCardError);
  });

  it('destroys a checkout it could not mount', async () => {
    const { mountStripeCard, loadStripe, StripeCardError } = await fresh();
    const { stripe, created } = fakeStripe(new Error('IntegrationError: only one embedded checkout'));
    loadStripe.mockResolvedValue(stripe);
    await expect(
      mountStripeCard(container(), {
        publishableKey: 'pk_test_123',
        clientSecret: 'cs_test_1_secret_a',
        onComplete: jest.fn(),
      }),
    ).rejects.toBeInstanceOf(StripeCardError);
    expect(created[0]?.checkout.mount).toHaveBeenCalledTimes(1);
    expect(created[0]?.checkout.destroy).toHaveBeenCalledTimes(1);
  });
});
