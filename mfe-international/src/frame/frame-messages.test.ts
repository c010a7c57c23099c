import { handleFrameMessage, isAllowedOrigin, type FrameState } from './frame-messages';

const ALLOWED = ['http://localhost:4000', 'https://qa.partner.example'] as const;
const start: FrameState = { signupEmail: null, height: 1000 };

describe('isAllowedOrigin', () => {
  it.each(['http://localhost:4000', 'https://qa.partner.example'])('accepts %s exactly', (origin) => {
    expect(isAllowedOrigin(origin, ALLOWED)).toBe(true);
  });

  it.each([
    ['a look-alike host', 'http://localhost:4000.evil.com'],
    ['a look-alike subdomain', 'https://qa.partner.example.evil.com'],
    ['a parent domain', 'https://partner.example'],
    ['another port', 'http://localhost:4001'],
    ['a longer port', 'http://localhost:40000'],
    ['https instead of http', 'https://localhost:4000'],
    ['http instead of https', 'http://qa.partner.example'],
    ['a trailing slash', 'http://localhost:4000/'],
    ['a prefix of an allowed origin', 'http://localhost:400'],
    ['another case', 'HTTP://LOCALHOST:4000'],
    ['an opaque origin', 'null'],
    ['no origin', ''],
  ])('refuses %s', (_case, origin) => {
    expect(isAllowedOrigin(origin, ALLOWED)).toBe(false);
  });

  it('trusts nothing while the origins are not configured', () => {
    expect(isAllowedOrigin('', ['', ''])).toBe(false);
    expect(isAllowedOrigin('http://localhost:4000', ['', ''])).toBe(false);
  });
});

describe('handleFrameMessage', () => {
  const from = (data: unknown, origin = 'http://localhost:4000'): { origin: string; data: unknown } => ({
    origin,
    data,
  });

  it('starts sign-up with the e-mail before looking at anything else', () => {
    const update = handleFrameMessage(
      start,
      from({ email: 'ana@example.com', userLogged: true, iframeHeight: 1500 }),
      ALLOWED,
    );
    expect(update).toEqual({
      state: { signupEmail: 'ana@example.com', height: 1000 },
      navigateTo: '/international/signup',
    });
  });

  it('sends a signed-in viewer to subscribe before resizing', () => {
    const update = handleFrameMessage(start, from({ userLogged: true, iframeHeight: 1500 }), ALLOWED);
    expect(update).toEqual({ state: start, navigateTo: '/international/subscribe' });
  });

  it('resizes the frame to a positive height', () => {
    expect(handleFrameMessage(start, from({ iframeHeight: 1520 }), ALLOWED)).toEqual({
      state: { signupEmail: null, height: 1520 },
      navigateTo: null,
    });
  });

  it('accepts messages from the second (QA) origin too', () => {
    expect(
      handleFrameMessage(start, from({ iframeHeight: 800 }, 'https://qa.partner.example'), ALLOWED).state
        .height,
    ).toBe(800);
  });

  it.each([
    ['an empty e-mail and no other field', { email: '  ' }],
    ['a zero height', { iframeHeight: 0 }],
    ['a negative height', { iframeHeight: -20 }],
    ['a height that is not a number', { iframeHeight: '1500' }],
    ['an infinite height', { iframeHeight: Number.POSITIVE_INFINITY }],
    ['a false userLogged', { userLogged: false }],
    ['a plain string', 'hello'],
    ['null', null],
    ['an unrelated object', { type: 'ready' }],
  ])('ignores %s', (_case, data) => {
    const update = handleFrameMessage(start, from(data), ALLOWED);
    expect(update.state).toBe(start);
    expect(update.navigateTo).toBeNull();
  });

  it('changes nothing for a message from an origin that is not allowed', () => {
    for (const data of [{ email: 'eve@evil.com' }, { userLogged: true }, { iframeHeight: 5000 }]) {
      const update = handleFrameMessage(start, from(data, 'http://localhost:4000.evil.com'), ALLOWED);
      expect(update.state).toBe(start);
      expect(update.navigateTo).toBeNull();
    }
  });
});
