import { createTransport } from 'nodemailer';
import { timestamp, type Db } from '../db';
import type { Deps } from '../deps';
import type { ServerLocale } from '../seed/translations';

/** The mails the API sends (mail/messages.ts). */
export type MailKind = 'activation' | 'password_reset' | 'pin_recovery' | 'account_deletion' | 'email_change';

export interface Mail {
  to: string;
  kind: MailKind;
  locale: ServerLocale;
  subject: string;
  text: string;
  html: string;
  /** The code the mail carries; the sandbox mailbox shows it apart, for tests and people. */
  code: string | null;
}

/**
 * Sends the API's mails: by SMTP when `SMTP_URL` is set, otherwise into the sandbox mailbox that the
 * reference API serves (`GET /sandbox/mailbox`). Throws `MailNotSentError` when the mail did not go.
 */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export class MailNotSentError extends Error {}

/** `From` of every mail unless `MAIL_FROM` says otherwise. */
export const DEFAULT_MAIL_FROM = 'Palco <nao-responder@palco.pt>';

/** The little of a nodemailer transport the SMTP mailer uses; tests hand in a JSON or stream transport. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    headers: Record<string, string>;
  }): Promise<unknown>;
}

/** Sends through a nodemailer transport (SMTP in production). */
export function smtpMailer(transport: MailTransport, from: string): Mailer {
  return {
    async send(mail) {
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          // Says which mail it is, for the sender's own filters and logs; never the code.
          headers: { 'X-Palco-Mail': mail.kind, 'Content-Language': mail.locale.replace('_', '-') },
        });
      } catch (error) {
        throw new MailNotSentError('The mail server did not take the mail', { cause: error });
      }
    },
  };
}

/** How long the sandbox mailbox keeps a mail: far longer than any code in it lives. */
export const SANDBOX_MAIL_KEPT_MS = 7 * 24 * 3600_000;

/** Keeps mails in the database, where `GET /sandbox/mailbox` reads them, newest first. */
export function sandboxMailbox(db: Db, now: () => number, from: string): Mailer {
  return {
    async send(mail) {
      await db.query('DELETE FROM sandbox_mails WHERE sent_at < $1', [
        timestamp(now() - SANDBOX_MAIL_KEPT_MS),
      ]);
      await db.query(
        `INSERT INTO sandbox_mails (to_address, from_address, kind, locale, subject, text_body, html_body, code, sent_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          mail.to,
          from,
          mail.kind,
          mail.locale,
          mail.subject,
          mail.text,
          mail.html,
          mail.code,
          timestamp(now()),
        ],
      );
    },
  };
}

/** Whether mails go by SMTP, so the sandbox mailbox is closed. */
export const sendsBySmtp = (env: NodeJS.ProcessEnv): boolean => Boolean(env.SMTP_URL?.trim());

/**
 * `SMTP_URL` (nodemailer's connection URL, e.g. `smtps://user:password@smtp.example.com:465`) selects SMTP;
 * otherwise mails go to the sandbox mailbox. `MAIL_FROM` names the sender.
 */
export function mailerOf(deps: Deps): Mailer {
  const from = deps.env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
  const smtpUrl = deps.env.SMTP_URL?.trim();
  return smtpUrl ? smtpMailer(createTransport(smtpUrl), from) : sandboxMailbox(deps.db, deps.now, from);
}
