import { expect, type APIRequestContext } from '@playwright/test';
import { getJson } from './api';

/** The headers every client of the site sends (spec section 7). */
export const DEVICE_HEADERS = { 'x-device-platform': 'web', 'x-device-id': 'palco-e2e' };

interface SandboxMail {
  kind: string;
  code: string | null;
}

/** An address no earlier run or retry has used, for tests that make and change accounts of their own. */
export const freshEmail = (label: string): string =>
  `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@exemplo.pt`;

/**
 * The origin of the API's sandbox providers, read from the settings the page reads: the captcha widget is
 * served there, and so is the mailbox where codes land when no mail server is set up.
 */
export async function sandboxOrigin(request: APIRequestContext): Promise<string> {
  const { captcha_widget_url: widget } = await getJson<{ captcha_widget_url?: string }>(
    request,
    '/v1/setting',
  );
  expect(widget, 'the settings name no captcha widget').toBeTruthy();
  return new URL(widget ?? '').origin;
}

/** The newest code of `kind` mailed to `to` (other than `previous`), once it has arrived. */
export async function mailedCode(
  request: APIRequestContext,
  origin: string,
  to: string,
  kind: 'activation' | 'password_reset' | 'account_deletion' | 'email_change',
  previous?: string,
): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${origin}/sandbox/mailbox?to=${encodeURIComponent(to)}`, {
          headers: DEVICE_HEADERS,
        });
        if (!response.ok()) return null;
        const { messages } = (await response.json()) as { messages: SandboxMail[] };
        code =
          messages.find((mail) => mail.kind === kind && mail.code && mail.code !== previous)?.code ?? null;
        return code;
      },
      { message: `no ${kind} code reached ${to}` },
    )
    .not.toBeNull();
  return code ?? '';
}

export interface NewAccount {
  email: string;
  password: string;
  birthday: string;
  first_name: string;
  last_name: string;
}

/**
 * Signs `account` up through the API as the site does (a sandbox captcha token first), leaving it waiting
 * for its activation code.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  origin: string,
  account: NewAccount,
): Promise<void> {
  const captcha = await request.post(`${origin}/sandbox/captcha/token`, {
    headers: DEVICE_HEADERS,
    data: { action: 'login' },
  });
  expect(captcha.ok(), `the sandbox captcha answered ${captcha.status()}`).toBe(true);
  const { token } = (await captcha.json()) as { token: string };
  const signup = await request.post('/api/v1/signup', {
    headers: DEVICE_HEADERS,
    data: { ...account, agree: true, optin: false, google_recaptcha_token: token },
  });
  expect(signup.status(), 'POST /api/v1/signup').toBe(201);
}

/** An active account of its own (signed up and activated through the API, as the site does), for a test that changes it. */
export async function createActiveAccount(
  request: APIRequestContext,
  origin: string,
  account: NewAccount,
): Promise<void> {
  await signUpThroughApi(request, origin, account);
  const code = await mailedCode(request, origin, account.email, 'activation');
  const validate = await request.post('/api/v1/validate', {
    headers: DEVICE_HEADERS,
    data: { code, email: account.email },
  });
  expect(validate.status(), 'POST /api/v1/validate').toBe(200);
}
