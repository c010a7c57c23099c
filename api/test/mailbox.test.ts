/** @jest-environment ./test/pglite-environment.cjs */
import { createServer, type Server, type Socket } from 'node:net';
import { createTransport } from 'nodemailer';
import { DEFAULT_MAIL_FROM, MailNotSentError, mailerOf, smtpMailer, type Mail } from '../src/mail/mailer';
import { codeMail } from '../src/mail/messages';
import { DEMO_PASSWORD } from '../src/seed/accounts';
import {
  call,
  captchaToken,
  errorOf,
  latestCode,
  mailsTo,
  newAddress,
  newEmail,
  signUp,
  signupFields,
} from './account-helpers';
import { buildTestApp, SETUP_TIMEOUT_MS, type InjectApp } from './test-app';

const sampleMail = (): Mail =>
  codeMail('activation', { to: 'joana@exemplo.pt', locale: 'pt_PT', name: 'Joana <b>', code: '012345' });

describe('the sandbox mailbox', () => {
  let t: InjectApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close(), SETUP_TIMEOUT_MS);

  it('lists the mails to an address newest first, with subject, text and code', async () => {
    const email = newEmail('caixa');
    await signUp(t, email);
    await call(t, 'PUT', '/api/v1/account/activate', { address: newAddress(), json: { email } });
    await call(t, 'POST', '/api/v1/recover', { address: newAddress(), json: { email } });

    const reply = await call(t, 'GET', `/sandbox/mailbox?to=${encodeURIComponent(email.toUpperCase())}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    const mails = await mailsTo(t, email);
    expect(mails.map((m) => m.kind)).toEqual(['password_reset', 'activation', 'activation']);
    expect(Number(mails[0]?.id)).toBeGreaterThan(Number(mails[1]?.id));
    for (const mail of mails) {
      expect(mail).toMatchObject({ to: email, from: DEFAULT_MAIL_FROM, locale: 'pt_PT' });
      expect(mail.code).toMatch(/^\d{6}$/);
      expect(mail.text).toContain(mail.code);
      expect(new Date(mail.sent_at).toISOString()).toBe(mail.sent_at);
    }
    expect(await latestCode(t, email, 'password_reset')).toBe(mails[0]?.code);
  });

  it('keeps each address’s mails to itself, and lists the newest of all without an address', async () => {
    const a = newEmail('a');
    const b = newEmail('b');
    await signUp(t, a);
    await signUp(t, b);
    expect((await mailsTo(t, a)).every((m) => m.to === a)).toBe(true);
    const all = (await call(t, 'GET', '/sandbox/mailbox')).json() as { messages: { to: string }[] };
    expect(all.messages.slice(0, 2).map((m) => m.to)).toEqual([b, a]);
  });

  it('shows the mails to people as a page, with nothing of the mail run as HTML', async () => {
    const email = newEmail('pagina');
    await signUp(t, email, { fields: { fullname: "D'Ana Costa" } });
    const code = await latestCode(t, email, 'activation');
    const page = await call(t, 'GET', `/sandbox/mailbox/view?to=${encodeURIComponent(email)}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).not.toContain('script-src');
    expect(page.body).toContain(code);
    expect(page.body).toContain('Ativa a tua conta Palco');
    expect(page.body).toContain('Olá D&#39;Ana,');
    expect((await call(t, 'GET', '/sandbox/mailbox/view?to=%3Cscript%3E')).body).toContain('&lt;script&gt;');
  });

  it('forgets mails after a week', async () => {
    const email = newEmail('velho');
    await signUp(t, email);
    await t.db.query("UPDATE sandbox_mails SET sent_at = sent_at - interval '8 days' WHERE to_address = $1", [
      email,
    ]);
    await signUp(t, newEmail('novo'));
    expect(await mailsTo(t, email)).toEqual([]);
  });

  it('refuses a malformed address with 400', async () => {
    expect(errorOf(await call(t, 'GET', '/sandbox/mailbox?to=a%00b'))).toEqual({ status: 400, code: 400 });
  });
});

describe('mails', () => {
  it('are written in the account’s language, with the code in text and HTML, and HTML escaped', () => {
    const pt = sampleMail();
    expect(pt.subject).toBe('Ativa a tua conta Palco');
    expect(pt.text).toContain('Olá Joana <b>,');
    expect(pt.text).toContain('    012345');
    expect(pt.html).toContain('Olá Joana &lt;b&gt;,');
    expect(pt.html).toContain('012345');
    expect(pt.html).not.toContain('<b>');

    const fr = codeMail('password_reset', {
      to: 'x@exemplo.pt',
      locale: 'fr_FR',
      name: null,
      code: '999999',
    });
    expect(fr).toMatchObject({
      subject: 'Récupérez votre mot de passe Palco',
      locale: 'fr_FR',
      code: '999999',
    });
    expect(fr.text.startsWith('Bonjour,')).toBe(true);
    const en = codeMail('pin_recovery', {
      to: 'x@exemplo.pt',
      locale: 'en',
      name: 'Ann',
      code: '111111',
      profileName: 'Kids',
    });
    expect(en.subject).toBe('Recover the PIN of the profile Kids');
    expect(en.text).toContain('You asked to recover the PIN of the profile Kids.');
  });
});

describe('the SMTP mailer (nodemailer)', () => {
  it('hands nodemailer the mail: sender, recipient, subject, text, HTML and its kind', async () => {
    const json = createTransport({ jsonTransport: true });
    const sent: Record<string, unknown>[] = [];
    const mailer = smtpMailer(
      {
        async sendMail(message) {
          const info = await json.sendMail(message);
          sent.push(JSON.parse(info.message) as Record<string, unknown>);
          return info;
        },
      },
      'Palco <ola@palco.pt>',
    );
    await mailer.send(sampleMail());
    expect(sent).toEqual([
      expect.objectContaining({
        from: { address: 'ola@palco.pt', name: 'Palco' },
        to: [{ address: 'joana@exemplo.pt', name: '' }],
        subject: 'Ativa a tua conta Palco',
        text: expect.stringContaining('012345'),
        html: expect.stringContaining('012345'),
        headers: { 'X-Palco-Mail': 'activation', 'Content-Language': 'pt-PT' },
      }),
    ]);
  });

  it('writes a well-formed message', async () => {
    const stream = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    let raw = '';
    const mailer = smtpMailer(
      {
        async sendMail(message) {
          const info = await stream.sendMail(message);
          raw = info.message.toString();
          return info;
        },
      },
      DEFAULT_MAIL_FROM,
    );
    await mailer.send(sampleMail());
    expect(raw).toMatch(/^From: Palco <nao-responder@palco\.pt>$/m);
    expect(raw).toMatch(/^To: joana@exemplo\.pt$/m);
    expect(raw).toMatch(/^Subject: Ativa a tua conta Palco$/m);
    expect(raw).toMatch(/^X-Palco-Mail: activation$/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(raw).toContain('012345');
  });

  it('reports a mail the transport refused as not sent', async () => {
    const mailer = smtpMailer(
      {
        sendMail: () => Promise.reject(new Error('550 mailbox unavailable')),
      },
      DEFAULT_MAIL_FROM,
    );
    await expect(mailer.send(sampleMail())).rejects.toBeInstanceOf(MailNotSentError);
  });

  it('gives way to the sandbox mailbox when SMTP_URL is not set', async () => {
    const db = { query: jest.fn(() => Promise.resolve([])) } as unknown as InjectApp['db'];
    await mailerOf({ db, now: () => 0, env: { SMTP_URL: ' ' } }).send(sampleMail());
    expect(db.query).toHaveBeenLastCalledWith(expect.stringContaining('INSERT INTO sandbox_mails'), [
      'joana@exemplo.pt',
      DEFAULT_MAIL_FROM,
      'activation',
      'pt_PT',
      'Ativa a tua conta Palco',
      expect.stringContaining('012345'),
      expect.stringContaining('012345'),
      '012345',
      new Date(0).toISOString(),
    ]);
  });
});

/**
 * A mail server on this machine's loopback that speaks just enough SMTP to take a message, or that drops
 * every connection: the API's own nodemailer transport, from SMTP_URL, end to end, with nothing leaving
 * the machine.
 */
async function localSmtpServer(
  mode: 'take' | 'drop',
): Promise<{ url: string; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (mode === 'drop') {
      socket.destroy();
      return;
    }
    socket.setEncoding('utf8');
    const reply = (line: string): void => void socket.write(`${line}\r\n`);
    let buffer = '';
    let data: string | null = null;
    reply('220 localhost ESMTP test');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            messages.push(data);
            data = null;
            reply('250 OK queued');
          } else {
            data += `${line.startsWith('.') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 localhost');
        else if (verb === 'DATA') {
          data = '';
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 OK');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('with SMTP_URL set', () => {
  it(
    'sends the activation mail by SMTP, and closes the sandbox mailbox',
    async () => {
      const smtp = await localSmtpServer('take');
      const t = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Palco <ola@palco.pt>' } });
      try {
        const email = newEmail('smtp');
        const account = await signUp(t, email);
        expect(smtp.messages).toHaveLength(1);
        const raw = smtp.messages[0] ?? '';
        expect(raw).toMatch(/^To: smtp-\d+@exemplo\.pt$/m);
        expect(raw).toMatch(/^From: Palco <ola@palco\.pt>$/m);
        expect(raw).toMatch(/^Subject: Ativa a tua conta Palco$/m);
        const code = /^ {4}(\d{6})$/m.exec(raw)?.[1] ?? '';
        expect(code).toMatch(/^\d{6}$/);

        expect(errorOf(await call(t, 'GET', `/sandbox/mailbox?to=${email}`))).toEqual({
          status: 404,
          code: 404,
        });
        expect(await t.db.query('SELECT 1 FROM sandbox_mails')).toEqual([]);

        const validated = await call(t, 'POST', '/api/v1/validate', {
          address: newAddress(),
          json: { id: account.id, code },
        });
        expect(validated.statusCode).toBe(200);
      } finally {
        await t.close();
        await smtp.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    'answers 502 email_not_sent when the mail server fails, and keeps no account that cannot be activated',
    async () => {
      const smtp = await localSmtpServer('drop');
      const t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
      try {
        const email = newEmail('sem-correio');
        const reply = await call(t, 'POST', '/api/v1/signup', {
          address: newAddress(),
          json: signupFields(email, await captchaToken(t)),
        });
        expect(errorOf(reply)).toEqual({ status: 502, code: 'email_not_sent' });
        expect(await t.db.query('SELECT 1 FROM accounts WHERE email = $1', [email])).toEqual([]);

        const forgot = await call(t, 'POST', '/api/v1/recover', {
          address: newAddress(),
          json: { email: 'free@palco.pt' },
        });
        expect(errorOf(forgot)).toEqual({ status: 502, code: 'email_not_sent' });
        // The password is untouched.
        const login = await call(t, 'POST', '/api/v1/login', {
          address: newAddress(),
          form: { email: 'free@palco.pt', password: DEMO_PASSWORD },
        });
        expect(login.statusCode).toBe(200);
      } finally {
        await t.close();
        await smtp.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );
});
