import { CODE_TTL_SECONDS } from '../accounts/codes';
import { MAIL_TRANSLATIONS, type MailKey, type ServerLocale } from '../seed/translations';
import type { Mail, MailKind } from './mailer';

/** The words of each mail that carries a code. */
const WORDS: Readonly<Record<MailKind, { subject: MailKey; intro: MailKey; ignore: MailKey }>> = {
  activation: {
    subject: 'MAIL_ACTIVATION_SUBJECT',
    intro: 'MAIL_ACTIVATION_INTRO',
    ignore: 'MAIL_ACTIVATION_IGNORE',
  },
  password_reset: {
    subject: 'MAIL_PASSWORD_RESET_SUBJECT',
    intro: 'MAIL_PASSWORD_RESET_INTRO',
    ignore: 'MAIL_PASSWORD_RESET_IGNORE',
  },
  pin_recovery: {
    subject: 'MAIL_PIN_RECOVERY_SUBJECT',
    intro: 'MAIL_PIN_RECOVERY_INTRO',
    ignore: 'MAIL_PIN_RECOVERY_IGNORE',
  },
  account_deletion: {
    subject: 'MAIL_ACCOUNT_DELETION_SUBJECT',
    intro: 'MAIL_ACCOUNT_DELETION_INTRO',
    ignore: 'MAIL_ACCOUNT_DELETION_IGNORE',
  },
  email_change: {
    subject: 'MAIL_EMAIL_CHANGE_SUBJECT',
    intro: 'MAIL_EMAIL_CHANGE_INTRO',
    ignore: 'MAIL_EMAIL_CHANGE_IGNORE',
  },
};

/** Fills `%1%`, `%2%`… as the clients do (spec section 8). */
function fill(text: string, params: readonly string[]): string {
  return text.replace(/%(\d+)%/g, (match, index: string) => params[Number(index) - 1] ?? match);
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

export interface CodeMailInput {
  to: string;
  locale: ServerLocale;
  /** The account holder's first name, when known. */
  name: string | null;
  code: string;
  /** The profile whose PIN a recovery mail is about. */
  profileName?: string;
}

/** A mail carrying a code, in the account's language: plain text, and the same as simple HTML. */
export function codeMail(kind: MailKind, input: CodeMailInput): Mail {
  const words = MAIL_TRANSLATIONS[input.locale];
  const t = (key: MailKey, ...params: string[]): string => fill(words[key], params);
  const profile = input.profileName ?? '';
  const greeting = input.name ? t('MAIL_GREETING', input.name) : t('MAIL_GREETING_ANONYMOUS');
  const intro = t(WORDS[kind].intro, profile);
  const validity = t('MAIL_CODE_VALIDITY', String(CODE_TTL_SECONDS / 60));
  const ignore = t(WORDS[kind].ignore);
  const signature = t('MAIL_SIGNATURE');
  const text = [greeting, '', intro, '', `    ${input.code}`, '', validity, ignore, '', signature, ''].join(
    '\n',
  );
  const paragraph = (line: string): string => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const html = [
    `<!doctype html><html lang="${input.locale.replace('_', '-')}"><body style="margin:0;padding:24px;`,
    'font-family:Helvetica,Arial,sans-serif;color:#10131a;background:#f4f4f6">',
    '<div style="max-width:480px;margin:0 auto;padding:24px;background:#fff;border-radius:8px">',
    paragraph(greeting),
    paragraph(intro),
    `<p style="margin:0 0 16px;font-size:32px;font-weight:700;letter-spacing:8px">${escapeHtml(input.code)}</p>`,
    paragraph(validity),
    paragraph(ignore),
    paragraph(signature),
    '</div></body></html>',
  ].join('');
  return {
    to: input.to,
    kind,
    locale: input.locale,
    subject: t(WORDS[kind].subject, profile),
    text,
    html,
    code: input.code,
  };
}
