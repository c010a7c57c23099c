import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from '../src/seed/accounts';
import type { InjectApp } from './test-app';

/** A call as a page sends it, from an address of the test's own (the limits count per address). */
export interface CallInit {
  address?: string;
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

export function call(
  t: InjectApp,
  method: string,
  url: string,
  init: CallInit = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let payload: string | undefined;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(init.form).toString();
  } else if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(init.json);
  }
  return t.app.inject({
    method: method as InjectOptions['method'],
    url,
    headers,
    remoteAddress: init.address ?? '203.0.113.250',
    ...(payload === undefined ? {} : { payload }),
  });
}

/** Each test's callers get addresses of their own, so one test's counts never reach another. */
let nextAddress = 1;
export function newAddress(): string {
  const n = nextAddress++;
  return `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

let nextEmail = 1;
/** An e-mail no account has yet. */
export const newEmail = (label = 'viewer'): string => `${label}-${nextEmail++}@exemplo.pt`;

/** A token of the sandbox captcha, as its widget gives the page. */
export async function captchaToken(t: InjectApp, action = 'login'): Promise<string> {
  const reply = await call(t, 'POST', '/sandbox/captcha/token', { json: { action } });
  if (reply.statusCode !== 200) throw new Error(`No captcha token: ${reply.body}`);
  return (reply.json() as { token: string }).token;
}

/** Registration step 1's fields, all good, for `email`. */
export function signupFields(email: string, token: string): Record<string, unknown> {
  return {
    email,
    password: DEMO_PASSWORD,
    birthday: '1990-05-17',
    agree: true,
    google_recaptcha_token: token,
  };
}

export interface SignedUp {
  id: string;
  email: string;
  access_token?: string;
}

/** Registration step 1 through the API, with a fresh captcha token; fails the test unless it is made. */
export async function signUp(
  t: InjectApp,
  email: string,
  init: { address?: string; fields?: Record<string, unknown>; query?: string } = {},
): Promise<SignedUp> {
  const json = { ...signupFields(email, await captchaToken(t)), ...init.fields };
  const reply = await call(t, 'POST', `/api/v1/signup${init.query ?? ''}`, {
    address: init.address ?? newAddress(),
    json,
  });
  if (reply.statusCode !== 201) throw new Error(`Sign-up of ${email} failed: ${reply.body}`);
  return reply.json() as SignedUp;
}

export interface MailboxMail {
  id: string;
  to: string;
  from: string;
  kind: string;
  locale: string;
  subject: string;
  text: string;
  html: string;
  code: string | null;
  sent_at: string;
}

/** The sandbox mailbox of `email`, newest first. */
export async function mailsTo(t: InjectApp, email: string): Promise<MailboxMail[]> {
  const reply = await call(t, 'GET', `/sandbox/mailbox?to=${encodeURIComponent(email)}`);
  if (reply.statusCode !== 200) throw new Error(`No mailbox: ${reply.body}`);
  return (reply.json() as { messages: MailboxMail[] }).messages;
}

/** The code of the newest mail of `kind` to `email`. */
export async function latestCode(t: InjectApp, email: string, kind: string): Promise<string> {
  const mail = (await mailsTo(t, email)).find((m) => m.kind === kind);
  if (!mail?.code) throw new Error(`No ${kind} mail to ${email}`);
  return mail.code;
}

/** A code that is not `code`, of the same form. */
export const otherCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

export function login(t: InjectApp, email: string, password: string, address = newAddress()) {
  return call(t, 'POST', '/api/v1/login', { address, form: { email, password } });
}

/** The error body's `code`, with its status. */
export function errorOf(reply: LightMyRequestResponse): { status: number; code: unknown } {
  const body = reply.json() as { code: unknown; message: unknown; error: unknown };
  expect(Object.keys(body).sort()).toEqual(['code', 'error', 'message']);
  return { status: reply.statusCode, code: body.code };
}
