import { captchaWidgetSrc, readCaptchaMessage } from './captcha';

const WIDGET_ORIGIN = 'http://localhost:4000';
const frameWindow = {} as MessageEventSource;
const otherWindow = {} as MessageEventSource;
const sender = { origin: WIDGET_ORIGIN, source: frameWindow, action: 'login' };

const message = (data: unknown, origin = WIDGET_ORIGIN, source: MessageEventSource | null = frameWindow) => ({
  data,
  origin,
  source,
});

describe('the captcha widget’s address', () => {
  it('carries the action and the page’s language', () => {
    const src = captchaWidgetSrc(
      'http://localhost:4000/sandbox/captcha/widget',
      'login',
      'fr_FR',
      'http://localhost:3000/',
    );
    expect(src.href).toBe('http://localhost:4000/sandbox/captcha/widget?action=login&hl=fr_FR');
    expect(src.origin).toBe(WIDGET_ORIGIN);
  });

  it('is read against the page when the setting is a path', () => {
    expect(captchaWidgetSrc('/captcha', 'login', 'pt_PT', 'http://localhost:3000/x').origin).toBe(
      'http://localhost:3000',
    );
  });
});

describe('readCaptchaMessage', () => {
  it('takes the widget’s token, with how long it lasts', () => {
    expect(
      readCaptchaMessage(message({ captchaToken: 'tok', action: 'login', expiresIn: 120 }), sender),
    ).toEqual({
      token: 'tok',
      expiresInSeconds: 120,
    });
    expect(readCaptchaMessage(message({ captchaToken: 'tok', action: 'login' }), sender)).toEqual({
      token: 'tok',
      expiresInSeconds: null,
    });
  });

  it('takes a null token: the answer expired or was unticked', () => {
    expect(readCaptchaMessage(message({ captchaToken: null, action: 'login' }), sender)).toEqual({
      token: null,
      expiresInSeconds: null,
    });
  });

  it.each([
    ['another origin', message({ captchaToken: 'tok', action: 'login' }, 'https://evil.example')],
    ['the site’s own origin', message({ captchaToken: 'tok', action: 'login' }, 'http://localhost:3000')],
    [
      'another frame of the widget’s origin',
      message({ captchaToken: 'tok', action: 'login' }, WIDGET_ORIGIN, otherWindow),
    ],
    ['another action', message({ captchaToken: 'tok', action: 'signup' })],
    ['no token field', message({ token: 'tok', action: 'login' })],
    ['an empty token', message({ captchaToken: '', action: 'login' })],
    ['a token that is not text', message({ captchaToken: 42, action: 'login' })],
    ['text instead of an object', message('tok')],
    ['nothing', message(null)],
  ])('ignores a message from %s or of the wrong shape', (_case, event) => {
    expect(readCaptchaMessage(event, sender)).toBeNull();
  });
});
