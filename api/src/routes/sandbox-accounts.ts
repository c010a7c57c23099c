import { framedPagePolicy, siteOriginsOf } from '@palco/contracts';
import { z } from 'zod';
import {
  issueSandboxCaptchaToken,
  redeemSandboxCaptchaToken,
  SANDBOX_CAPTCHA_SECRET,
} from '../accounts/captcha';
import { normaliseEmail } from '../accounts/rules';
import type { Deps } from '../deps';
import { NoQuery, typedText, type Api } from '../http/schema';
import { scriptHash } from '../http/script-hash';
import { sendsBySmtp } from '../mail/mailer';
import { escapeHtml } from '../mail/messages';
import { resolveLocale, type ServerLocale } from '../seed/translations';

// Sandbox providers of the account calls, served by the reference API beside the sign-up frame
// (sandbox.ts): a captcha provider and the mailbox where mails land when no SMTP server is set up.

/** Actions as reCAPTCHA takes them: letters, digits, slashes and underscores. */
const CaptchaAction = z.string().regex(/^[A-Za-z0-9_/]{1,64}$/, 'must be letters, digits, "/" or "_"');

const TokenBody = z.preprocess((body) => body ?? {}, z.object({ action: CaptchaAction }));

/** siteverify's form (reCAPTCHA and Turnstile): the secret, the page's token and, optionally, the address. */
const SiteverifyBody = z.preprocess(
  (body) => body ?? {},
  z.object({
    secret: typedText(256).optional(),
    response: typedText(4096).optional(),
    remoteip: typedText(64).optional(),
  }),
);

const WidgetQuery = z.object({ action: CaptchaAction.optional(), hl: typedText(16).optional() });

const MailboxQuery = z.object({
  to: typedText(320)
    .transform((to) => normaliseEmail(to))
    .optional(),
});

/** The newest mails shown; a mailbox is for reading the last code, not an archive. */
const MAILBOX_LIMIT = 50;

/** A mail as the sandbox mailbox lists it. */
export interface SandboxMail {
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

interface MailRow {
  id: string | number;
  to_address: string;
  from_address: string;
  kind: string;
  locale: string;
  subject: string;
  text_body: string;
  html_body: string;
  code: string | null;
  sent_at: string | Date;
}

const WIDGET_WORDS: Readonly<Record<ServerLocale, { label: string; done: string; failed: string }>> = {
  pt_PT: {
    label: 'Não sou um robô',
    done: 'Verificado',
    failed: 'Não foi possível verificar. Tenta novamente.',
  },
  en: { label: "I'm not a robot", done: 'Verified', failed: 'Could not verify. Please try again.' },
  fr_FR: { label: 'Je ne suis pas un robot', done: 'Vérifié', failed: 'Vérification impossible. Réessayez.' },
};

/**
 * The widget's one script: on the tick, a token for the page's action from this origin, posted to the
 * framing page as `{captchaToken, action, expiresIn}`; when it expires, `{captchaToken: null}` and the
 * box is cleared, as real widgets do. Only the site's origins may frame the widget (its CSP).
 */
const WIDGET_SCRIPT = `
  (function () {
    var root = document.getElementById('captcha');
    var box = document.getElementById('robot');
    var status = document.getElementById('status');
    var action = root.getAttribute('data-action');
    var post = function (message) { window.parent.postMessage(message, '*'); };
    box.addEventListener('change', function () {
      if (!box.checked) { post({ captchaToken: null, action: action }); status.textContent = ''; return; }
      box.disabled = true;
      fetch('/sandbox/captcha/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: action })
      })
        .then(function (response) { if (!response.ok) throw new Error(); return response.json(); })
        .then(function (answer) {
          status.textContent = root.getAttribute('data-done');
          post({ captchaToken: answer.token, action: answer.action, expiresIn: answer.expires_in });
          setTimeout(function () {
            box.checked = false;
            status.textContent = '';
            post({ captchaToken: null, action: action });
          }, answer.expires_in * 1000);
        })
        .catch(function () { box.checked = false; status.textContent = root.getAttribute('data-failed'); })
        .then(function () { box.disabled = false; });
    });
  })();
`;

function widgetPage(action: string, locale: ServerLocale): string {
  const words = WIDGET_WORDS[locale];
  return `<!doctype html>
<html lang="${locale.replace('_', '-')}">
<head>
<meta charset="utf-8">
<title>Palco sandbox captcha</title>
<style>
  body { margin: 0; font-family: Helvetica, Arial, sans-serif; background: transparent; color: #10131a; }
  #captcha { display: flex; align-items: center; gap: 12px; box-sizing: border-box; width: 300px; height: 74px;
    padding: 0 16px; border: 1px solid #d3d6de; border-radius: 4px; background: #f9f9fb; }
  input { width: 24px; height: 24px; margin: 0; }
  label { font-size: 14px; }
  #status { margin-left: auto; font-size: 12px; color: #4a5060; }
  small { display: block; font-size: 9px; color: #5c6273; }
</style>
</head>
<body>
<div id="captcha" data-action="${escapeHtml(action)}" data-done="${escapeHtml(words.done)}"
  data-failed="${escapeHtml(words.failed)}">
  <input id="robot" type="checkbox">
  <label for="robot">${escapeHtml(words.label)}<small>Palco sandbox</small></label>
  <span id="status" role="status"></span>
</div>
<script>${WIDGET_SCRIPT}</script>
</body>
</html>
`;
}

const toMail = (row: MailRow): SandboxMail => ({
  id: String(row.id),
  to: row.to_address,
  from: row.from_address,
  kind: row.kind,
  locale: row.locale,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  code: row.code,
  sent_at: new Date(row.sent_at).toISOString(),
});

/** The mailbox for people: the newest mails first, each code large; it looks again every 10 s. */
function mailboxPage(to: string | undefined, mails: readonly SandboxMail[]): string {
  const items = mails
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">${escapeHtml(mail.to)} · ${escapeHtml(mail.sent_at)} · ${escapeHtml(mail.kind)} · ${escapeHtml(mail.locale)}</p>
  ${mail.code ? `<p class="code">${escapeHtml(mail.code)}</p>` : ''}
  <pre>${escapeHtml(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="pt-PT">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="10">
<title>Palco sandbox mailbox</title>
<style>
  body { margin: 0; font-family: Helvetica, Arial, sans-serif; background: #10131a; color: #f4f4f6; }
  main { max-width: 720px; margin: 0 auto; padding: 24px 20px; }
  form { display: flex; gap: 8px; margin: 16px 0 24px; }
  input { flex: 1; padding: 10px; border-radius: 6px; border: 1px solid #3a3f4d; background: #1b1f2a; color: inherit; }
  button { padding: 10px 16px; border: 0; border-radius: 6px; background: #e50046; color: #fff; font-weight: 700; }
  article { margin: 0 0 16px; padding: 16px; border-radius: 8px; background: #1b1f2a; }
  h2 { margin: 0 0 4px; font-size: 1.1rem; }
  .meta { margin: 0 0 8px; color: #b9bcc6; font-size: 0.85rem; }
  .code { margin: 8px 0; font-size: 2rem; font-weight: 700; letter-spacing: 0.4rem; }
  pre { white-space: pre-wrap; margin: 0; color: #d6d8de; font-family: inherit; }
</style>
</head>
<body>
<main>
  <h1>Caixa de correio (sandbox)</h1>
  <form method="get" action="/sandbox/mailbox/view">
    <input name="to" type="email" placeholder="nome@exemplo.pt" value="${escapeHtml(to ?? '')}" aria-label="E-mail">
    <button type="submit">Ver</button>
  </form>
  ${items || '<p>Sem mensagens.</p>'}
</main>
</body>
</html>
`;
}

/** The mailbox page's policy: no script at all, its own styles, and its form. */
const MAILBOX_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/**
 * The sandbox captcha provider and mailbox:
 *
 * - `GET /sandbox/captcha/widget?action=login&hl=pt_PT`: the widget the registration frames; it hands the
 *   page a token by postMessage.
 * - `POST /sandbox/captcha/token {action}`: a token, `{token, action, expires_in}` (what the widget asks).
 * - `POST /sandbox/captcha/siteverify {secret, response}`: reCAPTCHA's verify call, so the production
 *   verifier can run against the sandbox (secret `palco-sandbox-secret`).
 * - `GET /sandbox/mailbox?to=<email>`: the mails sent, newest first, `{messages: [...]}` with the code of
 *   each; `GET /sandbox/mailbox/view?to=<email>` shows them to people. Closed when mails go by SMTP.
 */
export function accountSandboxRoutes(app: Api, deps: Deps): void {
  const { db } = deps;
  const widgetPolicy = `${framedPagePolicy({
    scriptHashes: [scriptHash(WIDGET_SCRIPT)],
    siteOrigins: siteOriginsOf(deps.env),
  })}; connect-src 'self'`;

  app.get('/sandbox/captcha/widget', { schema: { querystring: WidgetQuery } }, (request, reply) =>
    reply
      .header('content-security-policy', widgetPolicy)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(widgetPage(request.query.action ?? 'login', resolveLocale(request.query.hl ?? '') ?? 'pt_PT')),
  );

  app.post(
    '/sandbox/captcha/token',
    { schema: { querystring: NoQuery, body: TokenBody } },
    async (request) => {
      const { action } = request.body;
      const { token, expiresInSeconds } = await issueSandboxCaptchaToken(db, action, deps.now());
      return { token, action, expires_in: expiresInSeconds };
    },
  );

  app.post(
    '/sandbox/captcha/siteverify',
    { schema: { querystring: NoQuery, body: SiteverifyBody } },
    async (request) => {
      const { secret, response } = request.body;
      if (!secret) return { success: false, 'error-codes': ['missing-input-secret'] };
      if (secret !== SANDBOX_CAPTCHA_SECRET)
        return { success: false, 'error-codes': ['invalid-input-secret'] };
      if (!response) return { success: false, 'error-codes': ['missing-input-response'] };
      const redeemed = await redeemSandboxCaptchaToken(db, response, deps.now());
      if (!redeemed) return { success: false, 'error-codes': ['timeout-or-duplicate'] };
      return {
        success: true,
        action: redeemed.action,
        challenge_ts: redeemed.issuedAt,
        hostname: 'localhost',
      };
    },
  );

  // With a real mail server, no mail lands here, and nobody should be led to look for codes in it.
  if (sendsBySmtp(deps.env)) return;

  const mailsTo = async (to: string | undefined): Promise<SandboxMail[]> => {
    const rows = to
      ? await db.query<MailRow>(
          'SELECT * FROM sandbox_mails WHERE to_address = $1 ORDER BY id DESC LIMIT $2',
          [to, MAILBOX_LIMIT],
        )
      : await db.query<MailRow>('SELECT * FROM sandbox_mails ORDER BY id DESC LIMIT $1', [MAILBOX_LIMIT]);
    return rows.map(toMail);
  };

  app.get(
    '/sandbox/mailbox',
    { schema: { querystring: MailboxQuery } },
    async (request, reply): Promise<{ messages: SandboxMail[] }> => {
      reply.header('cache-control', 'no-store');
      return { messages: await mailsTo(request.query.to) };
    },
  );

  app.get('/sandbox/mailbox/view', { schema: { querystring: MailboxQuery } }, async (request, reply) =>
    reply
      .header('content-security-policy', MAILBOX_PAGE_POLICY)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(mailboxPage(request.query.to, await mailsTo(request.query.to))),
  );
}
