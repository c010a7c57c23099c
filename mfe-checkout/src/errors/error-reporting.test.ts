import type { BrowserOptions, ErrorEvent } from '@sentry/browser';
import { ApiError } from '@palco/shared';
import { REPORTED_PREFIXES, shouldForward } from './error-reporting';

// Counts the SDK's loads: jest runs the factory when the module is first imported (after each reset).
let mockSdkLoads = 0;
function mockSdk(): Partial<typeof import('@sentry/browser')> {
  mockSdkLoads += 1;
  return {
    init: jest.fn(),
    captureException: jest.fn(),
    dedupeIntegration: jest.fn(() => ({ name: 'Dedupe' })),
  };
}
jest.mock('@sentry/browser', () => mockSdk());

type Reporting = typeof import('./error-reporting');
type Sdk = typeof import('@sentry/browser');

const DSN = 'https://public-key@errors.example.com/42';

// A fresh module (nothing started) and a fresh SDK mock for each test that starts reporting.
let reporting: Reporting;
async function freshModule(): Promise<void> {
  jest.resetModules();
  // A test may have made the SDK fail to load.
  jest.doMock('@sentry/browser', () => mockSdk());
  mockSdkLoads = 0;
  reporting = await import('./error-reporting');
}

/** The SDK the module loaded (the same mock, once it has). */
const sdk = (): Promise<Sdk> => import('@sentry/browser');

async function started(): Promise<{ sdk: Sdk; options: BrowserOptions }> {
  await expect(reporting.startErrorReporting(DSN)).resolves.toBe(true);
  const loaded = await sdk();
  const options = jest.mocked(loaded.init).mock.calls[0]?.[0];
  if (!options) throw new Error('init was not called');
  return { sdk: loaded, options };
}

const event = (fields: Partial<ErrorEvent>): ErrorEvent => ({ type: undefined, ...fields });

describe('which messages the error-reporting service hears of (spec section 7)', () => {
  it.each([
    'payment: status call failed (payment_failed)',
    'Payment: status call failed',
    'PAYMENT status call failed',
    'payments: methods call failed',
    'payment-status: polling timed out',
    'payment_status timed out',
    'payment.poll timed out',
    'payment/paypal return failed',
    'subscription: cancel failed (500)',
    'subscriptions: history call failed',
    'voucher: redeem failed (voucher_expired)',
    'checkout: resumed checkout lost its plan',
    'billing: save failed (422)',
    'invoice: PDF download failed',
    'invoices: list call failed',
    '  payment: leading spaces are ignored',
  ])('forwards %j', (message) => {
    expect(shouldForward(message)).toBe(true);
  });

  it.each([
    '',
    '   ',
    '\n\t',
    'payment',
    'Payments',
    'paymentsomething failed',
    'paymentservice: down',
    'checkouts2go: x',
    'pay: failed',
    'subscribe: failed',
    'catalogue: rail call failed',
    'player: stream failed to start',
    'account: login failed (401)',
    'TypeError: Cannot read properties of undefined (reading "id")',
    'ChunkLoadError: Loading chunk 812 failed.',
    'failed payment: status call',
    'Error: payment: status call failed',
    'the subscription: cancelled',
  ])('drops %j', (message) => {
    expect(shouldForward(message)).toBe(false);
  });

  it('names its prefixes, all about payments and subscriptions', () => {
    expect(REPORTED_PREFIXES).toEqual([
      'payment',
      'subscription',
      'voucher',
      'checkout',
      'billing',
      'invoice',
    ]);
  });
});

describe('starting error reporting', () => {
  beforeEach(freshModule);

  it.each([[''], ['   '], [undefined]])(
    'without a DSN (%j) starts nothing and never loads the SDK',
    async (dsn) => {
      await expect(reporting.startErrorReporting(dsn)).resolves.toBe(false);
      reporting.reportCheckoutError('payment: status call failed');
      expect(mockSdkLoads).toBe(0);
    },
  );

  it('with a DSN loads the SDK and starts it reporting only what the checkout captures', async () => {
    const { sdk: loaded, options } = await started();
    expect(mockSdkLoads).toBe(1);
    expect(loaded.init).toHaveBeenCalledTimes(1);
    expect(options).toMatchObject({
      dsn: DSN,
      defaultIntegrations: false,
      integrations: [{ name: 'Dedupe' }],
      maxBreadcrumbs: 0,
      sendClientReports: false,
      dataCollection: {
        userInfo: false,
        cookies: false,
        httpHeaders: false,
        httpBodies: [],
        urlQueryParams: false,
      },
      beforeSend: expect.any(Function),
    });
    // No tracing and no session replay.
    expect(options).not.toHaveProperty('tracesSampleRate');
    expect(options).not.toHaveProperty('tracesSampler');
    expect(options).not.toHaveProperty('replaysSessionSampleRate');
    expect(options).not.toHaveProperty('replaysOnErrorSampleRate');
  });

  it('takes the DSN without surrounding spaces', async () => {
    await expect(reporting.startErrorReporting(`  ${DSN}\n`)).resolves.toBe(true);
    expect(jest.mocked((await sdk()).init).mock.calls[0]?.[0]).toMatchObject({ dsn: DSN });
  });

  it('starts once, however often the checkout mounts, and keeps the first DSN', async () => {
    const [first, second] = await Promise.all([
      reporting.startErrorReporting(DSN),
      reporting.startErrorReporting(DSN),
    ]);
    await expect(reporting.startErrorReporting(DSN)).resolves.toBe(true);
    await expect(reporting.startErrorReporting('https://other@errors.example.com/7')).resolves.toBe(false);
    expect([first, second]).toEqual([true, true]);
    expect(mockSdkLoads).toBe(1);
    expect((await sdk()).init).toHaveBeenCalledTimes(1);
  });

  it('goes on without reporting when the SDK cannot be downloaded, and may try again later', async () => {
    jest.doMock('@sentry/browser', () => {
      throw new Error('Loading chunk error-reporting failed.');
    });
    await expect(reporting.startErrorReporting(DSN)).resolves.toBe(false);
    expect(() => reporting.reportCheckoutError('payment: status call failed')).not.toThrow();

    jest.resetModules();
    jest.doMock('@sentry/browser', () => mockSdk());
    await expect(reporting.startErrorReporting(DSN)).resolves.toBe(true);
    expect((await sdk()).init).toHaveBeenCalledTimes(1);
  });
  it('goes on without reporting when the SDK refuses to start', async () => {
    jest.doMock('@sentry/browser', () => ({
      ...mockSdk(),
      init: jest.fn(() => {
        throw new Error('Invalid Sentry Dsn');
      }),
    }));
    await expect(reporting.startErrorReporting(DSN)).resolves.toBe(false);
    const loaded = await sdk();
    reporting.reportCheckoutError('payment: status call failed');
    expect(loaded.captureException).not.toHaveBeenCalled();
  });
});

describe('what the started SDK lets through (beforeSend)', () => {
  beforeEach(freshModule);

  it('keeps a payment or subscription message and drops any other', async () => {
    const { options } = await started();
    const kept = event({ message: 'subscription: cancel failed (500)' });
    expect(options.beforeSend?.(kept, {})).toBe(kept);
    expect(options.beforeSend?.(event({ message: 'catalogue: rail call failed' }), {})).toBeNull();
    expect(options.beforeSend?.(event({ message: '' }), {})).toBeNull();
  });

  it('judges a captured error by its own value, not by the errors it came from', async () => {
    const { options } = await started();
    const ours = event({
      exception: {
        values: [
          { type: 'TypeError', value: 'Failed to fetch' },
          { type: 'CheckoutError', value: 'payment: status call failed' },
        ],
      },
    });
    expect(options.beforeSend?.(ours, {})).toBe(ours);
    const theirs = event({
      exception: {
        values: [
          { type: 'Error', value: 'payment: status call failed' },
          { type: 'TypeError', value: 'Cannot read properties of undefined' },
        ],
      },
    });
    expect(options.beforeSend?.(theirs, {})).toBeNull();
  });

  it('drops an event that says nothing', async () => {
    const { options } = await started();
    expect(options.beforeSend?.(event({}), {})).toBeNull();
    expect(options.beforeSend?.(event({ exception: { values: [] } }), {})).toBeNull();
  });
});

describe('reporting one of the checkout’s failures', () => {
  beforeEach(freshModule);

  it('does nothing before reporting has started', () => {
    expect(() => reporting.reportCheckoutError('payment: status call failed')).not.toThrow();
    expect(mockSdkLoads).toBe(0);
  });

  it('sends the message, and of a server error only its code and status, never what the server said', async () => {
    const { sdk: loaded } = await started();
    const failure = new ApiError('payment_failed', 'Pagamento recusado para joana@example.com', 402);
    reporting.reportCheckoutError('payment: status call failed (payment_failed)', failure);

    expect(loaded.captureException).toHaveBeenCalledTimes(1);
    const [reported, context] = jest.mocked(loaded.captureException).mock.calls[0] ?? [];
    expect(reported).toBeInstanceOf(Error);
    expect(reported).toMatchObject({
      name: 'CheckoutError',
      message: 'payment: status call failed (payment_failed)',
    });
    expect(context).toEqual({
      level: 'error',
      tags: { error_name: 'ApiError', error_code: 'payment_failed', error_status: '402' },
    });
    expect(JSON.stringify([String(reported), context])).not.toContain('joana@example.com');
  });

  it('names the kind of any other error, and nothing for a thrown value that is none', async () => {
    const { sdk: loaded } = await started();
    reporting.reportCheckoutError('voucher: redeem failed', new TypeError('Failed to fetch'));
    reporting.reportCheckoutError('billing: save failed', 'a string');
    const contexts = jest.mocked(loaded.captureException).mock.calls.map(([, context]) => context);
    expect(contexts).toEqual([
      { level: 'error', tags: { error_name: 'TypeError' } },
      { level: 'error', tags: {} },
    ]);
  });

  it('sends nothing for a message that is not the checkout’s to report', async () => {
    const { sdk: loaded } = await started();
    reporting.reportCheckoutError('player: stream failed', new Error('boom'));
    reporting.reportCheckoutError('');
    expect(loaded.captureException).not.toHaveBeenCalled();
  });

  it('never throws, even when the SDK does', async () => {
    const { sdk: loaded } = await started();
    jest.mocked(loaded.captureException).mockImplementation(() => {
      throw new Error('transport broke');
    });
    expect(() => reporting.reportCheckoutError('payment: status call failed')).not.toThrow();
  });
});
