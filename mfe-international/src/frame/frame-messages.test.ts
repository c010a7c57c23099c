import {
  clampFrameHeight,
  FRAME_EMAIL_MAX_LENGTH,
  FRAME_HEIGHT_MAX_PX,
  FRAME_HEIGHT_MIN_PX,
  handleFrameMessage,
  isAllowedOrigin,
  normaliseFrameEmail,
  type FrameState,
} from './frame-messages';

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

  it('keeps the e-mail as registration would: trimmed and lower-cased', () => {
    const update = handleFrameMessage(start, from({ email: '  Ana.Sousa@Exemplo.FR ' }), ALLOWED);
    expect(update.state.signupEmail).toBe('ana.sousa@exemplo.fr');
    expect(update.navigateTo).toBe('/international/signup');
  });

  it('accepts an e-mail of exactly the longest length', () => {
    const longest = `${'a'.repeat(FRAME_EMAIL_MAX_LENGTH - '@exemplo.fr'.length)}@exemplo.fr`;
    expect(longest).toHaveLength(FRAME_EMAIL_MAX_LENGTH);
    expect(handleFrameMessage(start, from({ email: longest }), ALLOWED).state.signupEmail).toBe(longest);
  });

  it('keeps the frame within its height range, in whole pixels', () => {
    expect(handleFrameMessage(start, from({ iframeHeight: 50 }), ALLOWED).state.height).toBe(
      FRAME_HEIGHT_MIN_PX,
    );
    expect(handleFrameMessage(start, from({ iframeHeight: 1e9 }), ALLOWED).state.height).toBe(
      FRAME_HEIGHT_MAX_PX,
    );
    expect(handleFrameMessage(start, from({ iframeHeight: 1520.6 }), ALLOWED).state.height).toBe(1521);
  });

  it('resizes when the e-mail field is blank and a height follows', () => {
    expect(handleFrameMessage(start, from({ email: '', iframeHeight: 900 }), ALLOWED)).toEqual({
      state: { signupEmail: null, height: 900 },
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
    ['an e-mail without a domain', { email: 'ana@' }],
    ['an e-mail without an at sign', { email: 'ana.example.com' }],
    ['an e-mail with spaces inside', { email: 'ana sousa@example.com' }],
    ['an e-mail with a one-letter top-level domain', { email: 'ana@example.c' }],
    ['an e-mail longer than 254 characters', { email: `${'a'.repeat(250)}@exemplo.fr` }],
    ['a very long string as the e-mail', { email: `${'a@b.'.repeat(50_000)}pt` }],
    ['an e-mail that is not a string', { email: ['ana@example.com'] }],
    ['an e-mail that is a number', { email: 42 }],
    ['a malformed e-mail next to userLogged', { email: 'not-an-email', userLogged: true }],
    ['a malformed e-mail next to a height', { email: 'not-an-email', iframeHeight: 1500 }],
    ['a userLogged that is a string', { userLogged: 'true' }],
    ['a userLogged that is a number', { userLogged: 1 }],
    ['a height that is not a number (NaN)', { iframeHeight: Number.NaN }],
    ['an array', ['ana@example.com']],
    ['an e-mail only inherited, not carried', Object.create({ email: 'ana@example.com' }) as object],
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

describe('normaliseFrameEmail', () => {
  it('trims and lower-cases a valid address', () => {
    expect(normaliseFrameEmail(' Rui@Exemplo.PT ')).toBe('rui@exemplo.pt');
  });

  it.each(['', 'rui', 'rui@', '@exemplo.pt', 'rui@exemplo', 'rui @exemplo.pt', 'rui@@exemplo.pt'])(
    'refuses %p',
    (value) => {
      expect(normaliseFrameEmail(value)).toBeNull();
    },
  );

  it('measures the length after trimming', () => {
    const longest = `${'r'.repeat(FRAME_EMAIL_MAX_LENGTH - '@exemplo.pt'.length)}@exemplo.pt`;
    expect(normaliseFrameEmail(`   ${longest}   `)).toBe(longest);
    expect(normaliseFrameEmail(`r${longest}`)).toBeNull();
  });
});

describe('clampFrameHeight', () => {
  it.each([
    [1, FRAME_HEIGHT_MIN_PX],
    [FRAME_HEIGHT_MIN_PX, FRAME_HEIGHT_MIN_PX],
    [640.4, 640],
    [FRAME_HEIGHT_MAX_PX, FRAME_HEIGHT_MAX_PX],
    [FRAME_HEIGHT_MAX_PX + 1, FRAME_HEIGHT_MAX_PX],
  ])('%p px becomes %p px', (asked, given) => {
    expect(clampFrameHeight(asked)).toBe(given);
  });
});
