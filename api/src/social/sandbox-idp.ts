import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import {
  identityProviderLabels,
  isOperatorName,
  operatorNames,
  siteOriginsOf,
  socialProviderNames,
} from '@palco/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { isValidEmail, normaliseEmail } from '../accounts/rules';
import { timestamp, type Db } from '../db';
import type { Deps } from '../deps';
import { badRequest } from '../http/errors';
import { NoQuery, typedText, type Api } from '../http/schema';
import { scriptHash } from '../http/script-hash';
import { escapeHtml } from '../mail/messages';
import { resolveLocale, type ServerLocale } from '../seed/translations';
import { isAllowedRedirect } from './redirects';
import {
  type IdentityProviderName,
  sandboxIssuer,
  sandboxOriginOf,
  SANDBOX_SOCIAL_CLIENT_ID,
  SANDBOX_SOCIAL_CLIENT_SECRET,
} from './providers';

// Sandbox identity providers (Facebook, Apple, Google, and the operators MEO and Vodafone) that the
// reference API serves so that social and operator sign-in work end to end with nothing external: each is an OAuth 2 authorization server with PKCE
// (S256 required), Google and Apple also OpenID Connect (RS256 ID tokens, JWKS). A person signs in by
// choosing the name and e-mail to share, and may withhold the e-mail to see the service ask for it.

/** An authorization code is good for a minute, once; an access token for ten. */
const CODE_TTL_MS = 60_000;
const ACCESS_TOKEN_TTL_MS = 600_000;
const ID_TOKEN_TTL_S = 600;

const Provider = z.enum([...socialProviderNames, ...operatorNames]);
const ProviderParams = z.object({ provider: Provider });

/** The authorization request's parameters (RFC 6749 4.1.1, RFC 7636, OpenID Connect core). */
const AuthorizeFields = {
  response_type: typedText(32).optional(),
  client_id: typedText(128).optional(),
  redirect_uri: typedText(2048).optional(),
  scope: typedText(256).optional(),
  state: typedText(512).optional(),
  nonce: typedText(512).optional(),
  code_challenge: typedText(128).optional(),
  code_challenge_method: typedText(16).optional(),
  response_mode: typedText(16).optional(),
  ui_locales: typedText(64).optional(),
};
const AuthorizeQuery = z.object(AuthorizeFields);
type AuthorizeRequest = z.infer<typeof AuthorizeQuery>;

/** The person's decision on the sign-in page, with the request carried along in hidden fields. */
const DecisionBody = z.preprocess(
  (body) => body ?? {},
  z.object({
    ...AuthorizeFields,
    decision: z.enum(['allow', 'deny']),
    name: typedText(200).optional(),
    email: typedText(320).optional(),
    share_email: typedText(8).optional(),
  }),
);

const TokenBody = z.preprocess(
  (body) => body ?? {},
  z.object({
    grant_type: typedText(64).optional(),
    code: typedText(256).optional(),
    redirect_uri: typedText(2048).optional(),
    code_verifier: typedText(256).optional(),
    client_id: typedText(128).optional(),
    client_secret: typedText(256).optional(),
  }),
);

export interface Person {
  subject: string;
  name: string;
  /** Withheld when the person chose not to share it. */
  email: string | null;
}

/** A code or access token as the sandbox keeps it (migration 009), by the hash of its value. */
interface GrantRow {
  provider: string;
  redirect_uri: string | null;
  code_challenge: string | null;
  nonce: string | null;
  subject: string;
  name: string;
  email: string | null;
}

const hashOf = (value: string): string => createHash('sha256').update(value).digest('base64url');

/**
 * Keeps a new code (for `redirectUri`, with its PKCE challenge) or access token for `person`; answers
 * its value. Exported so tests can hold a code as the sign-in page would have issued it.
 */
export async function issueSandboxGrant(
  db: Db,
  grant: {
    kind: 'code' | 'access';
    provider: IdentityProviderName;
    person: Person;
    redirectUri?: string;
    codeChallenge?: string;
    nonce?: string;
  },
  expiresAtMs: number,
): Promise<string> {
  const value = randomBytes(24).toString('base64url');
  await db.query(
    `INSERT INTO sandbox_oauth_grants
       (token_hash, kind, provider, redirect_uri, code_challenge, nonce, subject, name, email, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      hashOf(value),
      grant.kind,
      grant.provider,
      grant.redirectUri ?? null,
      grant.codeChallenge ?? null,
      grant.nonce ?? null,
      grant.person.subject,
      grant.person.name,
      grant.person.email,
      timestamp(expiresAtMs),
    ],
  );
  return value;
}

/** A code is spent by its first use, right or wrong (RFC 6749 4.1.2); a token lives until it expires. */
async function takeGrant(
  db: Db,
  kind: 'code' | 'access',
  value: string,
  provider: IdentityProviderName,
  nowMs: number,
): Promise<GrantRow | undefined> {
  const sql =
    kind === 'code'
      ? `DELETE FROM sandbox_oauth_grants WHERE token_hash = $1 AND kind = 'code' RETURNING *, expires_at > $2 AS live`
      : `SELECT *, expires_at > $2 AS live FROM sandbox_oauth_grants WHERE token_hash = $1 AND kind = 'access'`;
  const [row] = await db.query<GrantRow & { live: boolean }>(sql, [hashOf(value), timestamp(nowMs)]);
  return row && row.live && row.provider === provider ? row : undefined;
}

const personOf = (row: GrantRow): Person => ({ subject: row.subject, name: row.name, email: row.email });

const WORDS: Readonly<
  Record<
    ServerLocale,
    {
      title: (provider: string) => string;
      intro: string;
      name: string;
      email: string;
      share: string;
      allow: string;
      deny: string;
      badEmail: string;
      badName: string;
      badRequest: string;
      returning: string;
    }
  >
> = {
  pt_PT: {
    title: (p) => `Entrar com ${p} (sandbox)`,
    intro: 'O Palco pede o teu nome e o teu e-mail. Escolhe o que queres partilhar.',
    name: 'Nome',
    email: 'E-mail',
    share: 'Partilhar o meu e-mail com o Palco',
    allow: 'Continuar',
    deny: 'Cancelar',
    badEmail: 'Indica um e-mail válido.',
    badName: 'Indica o teu nome.',
    badRequest: 'Este pedido de início de sessão não é válido.',
    returning: 'A voltar ao Palco…',
  },
  en: {
    title: (p) => `Sign in with ${p} (sandbox)`,
    intro: 'Palco asks for your name and e-mail. Choose what to share.',
    name: 'Name',
    email: 'E-mail',
    share: 'Share my e-mail with Palco',
    allow: 'Continue',
    deny: 'Cancel',
    badEmail: 'Enter a valid e-mail.',
    badName: 'Enter your name.',
    badRequest: 'This sign-in request is not valid.',
    returning: 'Returning to Palco…',
  },
  fr_FR: {
    title: (p) => `Se connecter avec ${p} (sandbox)`,
    intro: 'Palco demande votre nom et votre e-mail. Choisissez ce que vous partagez.',
    name: 'Nom',
    email: 'E-mail',
    share: 'Partager mon e-mail avec Palco',
    allow: 'Continuer',
    deny: 'Annuler',
    badEmail: 'Saisissez un e-mail valide.',
    badName: 'Saisissez votre nom.',
    badRequest: "Cette demande de connexion n'est pas valide.",
    returning: 'Retour vers Palco…',
  },
};

/** Providers that answer with an ID token (OpenID Connect); the others with a userinfo call. */
const OIDC: ReadonlySet<IdentityProviderName> = new Set(['apple', 'google', 'meo']);
/** Operators know their customers by contract, and seldom hand over an e-mail: the box starts unticked. */

/** Submits the form_post answer as soon as the page loads; without script, its button does. */
const FORM_POST_SCRIPT = "document.getElementById('answer').submit();";

const STYLE = `
  body { margin: 0; font-family: Helvetica, Arial, sans-serif; background: #f4f5f8; color: #10131a; }
  main { max-width: 420px; margin: 48px auto; padding: 24px; background: #fff; border-radius: 8px;
    box-shadow: 0 2px 8px rgb(0 0 0 / 12%); }
  h1 { font-size: 20px; margin: 0 0 12px; }
  label { display: block; margin: 12px 0 4px; font-size: 14px; }
  input[type=text], input[type=email] { box-sizing: border-box; width: 100%; padding: 8px; font-size: 16px;
    border: 1px solid #767b87; border-radius: 4px; }
  .check { display: flex; gap: 8px; align-items: center; }
  .check label { margin: 0; }
  .actions { display: flex; gap: 12px; margin-top: 20px; }
  button { padding: 10px 16px; font-size: 16px; border-radius: 4px; border: 1px solid #1d4ed8; cursor: pointer; }
  button[value=allow] { background: #1d4ed8; color: #fff; }
  button[value=deny] { background: #fff; color: #1d4ed8; }
  button:focus-visible, input:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  .error { color: #b91c1c; }
`;

const localeOf = (request: Pick<AuthorizeRequest, 'ui_locales'>): ServerLocale => {
  for (const tag of (request.ui_locales ?? '').split(/\s+/)) {
    const locale = resolveLocale(tag.replace('-', '_'));
    if (locale) return locale;
  }
  return 'pt_PT';
};

/** The subject a provider gives a person: stable for the same e-mail, different between providers. */
const subjectOf = (provider: IdentityProviderName, email: string): string =>
  createHash('sha256').update(`${provider}:${email}`).digest('base64url').slice(0, 22);

const s256 = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

const b64url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Why a request cannot go back to its client: then the page says so and sends nobody anywhere. */
function unredirectable(request: AuthorizeRequest, siteOrigins: readonly string[]): boolean {
  return (
    request.client_id !== SANDBOX_SOCIAL_CLIENT_ID ||
    !request.redirect_uri ||
    !isAllowedRedirect(request.redirect_uri, siteOrigins)
  );
}

/** What is wrong with a request that can go back: an error code of RFC 6749 4.1.2.1, or none. */
function requestError(request: AuthorizeRequest): string | null {
  if (request.response_type !== 'code') return 'unsupported_response_type';
  // PKCE is not optional here: a code without a challenge could be replayed by whoever intercepts it.
  if (!request.code_challenge || request.code_challenge_method !== 'S256') return 'invalid_request';
  if (!/^[A-Za-z0-9_-]{43}$/.test(request.code_challenge)) return 'invalid_request';
  return null;
}

/** The sandbox's sign-in page: the request in hidden fields, the name and e-mail to share. */
function signInPage(
  provider: IdentityProviderName,
  request: AuthorizeRequest,
  locale: ServerLocale,
  filled: { name: string; email: string; share: boolean; error?: string },
): string {
  const w = WORDS[locale];
  const hidden = Object.keys(AuthorizeFields)
    .map((key) => {
      const value = request[key as keyof AuthorizeRequest];
      return value === undefined ? '' : `<input type="hidden" name="${key}" value="${escapeHtml(value)}">`;
    })
    .join('\n    ');
  return `<!doctype html>
<html lang="${locale.replace('_', '-')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(w.title(identityProviderLabels[provider]))}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <h1>${escapeHtml(w.title(identityProviderLabels[provider]))}</h1>
  <p>${escapeHtml(w.intro)}</p>
  ${filled.error ? `<p class="error" role="alert">${escapeHtml(filled.error)}</p>` : ''}
  <form method="post">
    ${hidden}
    <label for="name">${escapeHtml(w.name)}</label>
    <input type="text" id="name" name="name" autocomplete="name" value="${escapeHtml(filled.name)}">
    <label for="email">${escapeHtml(w.email)}</label>
    <input type="email" id="email" name="email" autocomplete="email" value="${escapeHtml(filled.email)}">
    <p class="check">
      <input type="checkbox" id="share_email" name="share_email" value="1"${filled.share ? ' checked' : ''}>
      <label for="share_email">${escapeHtml(w.share)}</label>
    </p>
    <div class="actions">
      <button type="submit" name="decision" value="allow">${escapeHtml(w.allow)}</button>
      <button type="submit" name="decision" value="deny">${escapeHtml(w.deny)}</button>
    </div>
  </form>
</main>
</body>
</html>
`;
}

/** Apple's way back: a page that posts the answer to the client's redirect URI. */
function formPostPage(locale: ServerLocale, redirectUri: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([key, value]) => `<input type="hidden" name="${key}" value="${escapeHtml(value)}">`)
    .join('');
  return `<!doctype html>
<html lang="${locale.replace('_', '-')}">
<head><meta charset="utf-8"><title>${escapeHtml(WORDS[locale].returning)}</title><style>${STYLE}</style></head>
<body><main>
<form id="answer" method="post" action="${escapeHtml(redirectUri)}">${inputs}
<button type="submit" value="allow">${escapeHtml(WORDS[locale].returning)}</button></form>
</main><script>${FORM_POST_SCRIPT}</script></body>
</html>
`;
}

/**
 * `GET /sandbox/oauth/{provider}/authorize` (the sign-in page) and its form's `POST`, `POST …/token`
 * (`authorization_code` with `code_verifier`, client secret by post or basic), `GET …/userinfo`,
 * `GET …/jwks` and `GET …/.well-known/openid-configuration`, for `provider` facebook, apple or google.
 * The token, userinfo and discovery calls answer as providers do (OAuth error bodies), not in the API's
 * error shape: they stand for someone else's service.
 */
export function sandboxIdentityRoutes(app: Api, deps: Deps): void {
  const siteOrigins = siteOriginsOf(deps.env);
  const { db } = deps;
  let keys: { privateKey: KeyObject; jwk: Record<string, unknown> } | null = null;
  const signingKeys = (): { privateKey: KeyObject; jwk: Record<string, unknown> } => {
    if (!keys) {
      const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const jwk = pair.publicKey.export({ format: 'jwk' }) as Record<string, unknown>;
      keys = { privateKey: pair.privateKey, jwk: { ...jwk, kid: 'sandbox-1', alg: 'RS256', use: 'sig' } };
    }
    return keys;
  };
  const issuerOf = (provider: IdentityProviderName): string =>
    sandboxIssuer(sandboxOriginOf(deps.env), provider);

  const pagePolicy = (redirectUri: string | undefined, scripts: string[] = []): string => {
    const target = redirectUri && URL.canParse(redirectUri) ? new URL(redirectUri).origin : '';
    return [
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      scripts.length ? `script-src ${scripts.map((s) => `'${scriptHash(s)}'`).join(' ')}` : '',
      `form-action 'self' ${target}`.trim(),
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ]
      .filter(Boolean)
      .join('; ');
  };

  const sendPage = (reply: FastifyReply, status: number, html: string, policy: string): FastifyReply =>
    reply
      .code(status)
      .header('content-security-policy', policy)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(html);

  /** Back to the client with `params` (and `state`), as a redirect or, for form_post, a posting page. */
  const answer = (
    reply: FastifyReply,
    provider: IdentityProviderName,
    request: AuthorizeRequest,
    params: Record<string, string>,
  ): FastifyReply => {
    const redirectUri = request.redirect_uri ?? '';
    const fields = { ...params, ...(request.state ? { state: request.state } : {}) };
    if (request.response_mode === 'form_post') {
      return sendPage(
        reply,
        200,
        formPostPage(localeOf(request), redirectUri, fields),
        pagePolicy(redirectUri, [FORM_POST_SCRIPT]),
      );
    }
    const target = new URL(redirectUri);
    for (const [key, value] of Object.entries(fields)) target.searchParams.set(key, value);
    target.searchParams.set('iss', issuerOf(provider));
    return reply.code(303).header('location', target.href).header('cache-control', 'no-store').send();
  };

  app.get(
    '/sandbox/oauth/:provider/authorize',
    { schema: { params: ProviderParams, querystring: AuthorizeQuery } },
    (request, reply) => {
      const { provider } = request.params;
      const query = request.query;
      const locale = localeOf(query);
      if (unredirectable(query, siteOrigins)) throw badRequest(WORDS[locale].badRequest);
      const error = requestError(query);
      if (error) return answer(reply, provider, query, { error });
      return sendPage(
        reply,
        200,
        signInPage(provider, query, locale, {
          name: 'Ana Sandbox',
          email: `ana.${provider}@sandbox.palco.pt`,
          share: !isOperatorName(provider),
        }),
        pagePolicy(query.redirect_uri),
      );
    },
  );

  app.post(
    '/sandbox/oauth/:provider/authorize',
    { schema: { params: ProviderParams, querystring: NoQuery, body: DecisionBody } },
    async (request, reply) => {
      const { provider } = request.params;
      const body = request.body;
      const locale = localeOf(body);
      if (unredirectable(body, siteOrigins)) throw badRequest(WORDS[locale].badRequest);
      const error = requestError(body);
      if (error) return answer(reply, provider, body, { error });
      if (body.decision === 'deny') return answer(reply, provider, body, { error: 'access_denied' });

      const name = (body.name ?? '').trim().replace(/\s+/g, ' ');
      const email = normaliseEmail(body.email ?? '');
      const share = body.share_email === '1';
      const filled = { name, email, share };
      if (!name) {
        return sendPage(
          reply,
          200,
          signInPage(provider, body, locale, { ...filled, error: WORDS[locale].badName }),
          pagePolicy(body.redirect_uri),
        );
      }
      // The account at the provider is the e-mail; whether the service learns it is the person's choice.
      if (!isValidEmail(email)) {
        return sendPage(
          reply,
          200,
          signInPage(provider, body, locale, { ...filled, error: WORDS[locale].badEmail }),
          pagePolicy(body.redirect_uri),
        );
      }
      const code = await issueSandboxGrant(
        db,
        {
          kind: 'code',
          provider,
          person: { subject: subjectOf(provider, email), name, email: share ? email : null },
          redirectUri: body.redirect_uri ?? '',
          codeChallenge: body.code_challenge ?? '',
          ...(body.nonce ? { nonce: body.nonce } : {}),
        },
        deps.now() + CODE_TTL_MS,
      );
      // Apple shares the name only in its first answer, as a `user` field beside the code.
      const extra: Record<string, string> =
        provider === 'apple'
          ? {
              user: JSON.stringify({
                name: { firstName: name.split(' ')[0], lastName: name.split(' ').slice(1).join(' ') },
                ...(share ? { email } : {}),
              }),
            }
          : {};
      return answer(reply, provider, body, { code, ...extra });
    },
  );

  app.post(
    '/sandbox/oauth/:provider/token',
    { schema: { params: ProviderParams, querystring: NoQuery, body: TokenBody } },
    async (request, reply) => {
      const { provider } = request.params;
      const body = request.body;
      const fail = (error: string, status = 400): FastifyReply => oauthError(reply, status, error);
      const [basicId, basicSecret] = clientOfBasic(request.headers.authorization);
      const clientId = body.client_id ?? basicId;
      const clientSecret = body.client_secret ?? basicSecret;
      if (clientId !== SANDBOX_SOCIAL_CLIENT_ID || clientSecret !== SANDBOX_SOCIAL_CLIENT_SECRET) {
        return fail('invalid_client', 401);
      }
      if (body.grant_type !== 'authorization_code') return fail('unsupported_grant_type');
      const grant = body.code ? await takeGrant(db, 'code', body.code, provider, deps.now()) : undefined;
      if (!grant || grant.redirect_uri !== body.redirect_uri) return fail('invalid_grant');
      if (!body.code_verifier || s256(body.code_verifier) !== grant.code_challenge)
        return fail('invalid_grant');
      const person = personOf(grant);

      const accessToken = await issueSandboxGrant(
        db,
        { kind: 'access', provider, person },
        deps.now() + ACCESS_TOKEN_TTL_MS,
      );
      const nowS = Math.floor(deps.now() / 1000);
      const answerBody: Record<string, unknown> = {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: ACCESS_TOKEN_TTL_MS / 1000,
      };
      if (OIDC.has(provider)) {
        const { privateKey, jwk } = signingKeys();
        const header = b64url({ alg: 'RS256', kid: jwk.kid, typ: 'JWT' });
        const claims = b64url({
          iss: issuerOf(provider),
          sub: person.subject,
          aud: SANDBOX_SOCIAL_CLIENT_ID,
          iat: nowS,
          exp: nowS + ID_TOKEN_TTL_S,
          ...(grant.nonce ? { nonce: grant.nonce } : {}),
          ...(person.email ? { email: person.email, email_verified: true } : {}),
          // Apple's ID token never carries the name; Google's and MEO's do.
          ...(provider === 'google' || provider === 'meo' ? { name: person.name } : {}),
        });
        const signature = sign('sha256', Buffer.from(`${header}.${claims}`), privateKey).toString(
          'base64url',
        );
        answerBody.id_token = `${header}.${claims}.${signature}`;
      }
      return reply.header('cache-control', 'no-store').send(answerBody);
    },
  );

  app.get(
    '/sandbox/oauth/:provider/userinfo',
    { schema: { params: ProviderParams, querystring: z.object({ fields: typedText(128).optional() }) } },
    async (request, reply) => {
      const { provider } = request.params;
      const header = request.headers.authorization ?? '';
      const grant = header.startsWith('Bearer ')
        ? await takeGrant(db, 'access', header.slice(7), provider, deps.now())
        : undefined;
      if (!grant) {
        return oauthError(
          reply.header('www-authenticate', 'Bearer error="invalid_token"'),
          401,
          'invalid_token',
        );
      }
      const person = personOf(grant);
      return provider === 'facebook'
        ? { id: person.subject, name: person.name, ...(person.email ? { email: person.email } : {}) }
        : {
            sub: person.subject,
            name: person.name,
            ...(person.email ? { email: person.email, email_verified: true } : {}),
          };
    },
  );

  app.get(
    '/sandbox/oauth/:provider/jwks',
    { schema: { params: ProviderParams, querystring: NoQuery } },
    () => ({
      keys: [signingKeys().jwk],
    }),
  );

  app.get(
    '/sandbox/oauth/:provider/.well-known/openid-configuration',
    { schema: { params: ProviderParams, querystring: NoQuery } },
    (request) => {
      const issuer = issuerOf(request.params.provider);
      return {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        response_modes_supported: ['query', 'form_post'],
        grant_types_supported: ['authorization_code'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
        id_token_signing_alg_values_supported: ['RS256'],
        subject_types_supported: ['public'],
      };
    },
  );
}

/**
 * An OAuth error (RFC 6749 5.2): `error` carries the protocol's code, which clients act on, and `code` and
 * `message` are there as in every error answer of this service.
 */
function oauthError(reply: FastifyReply, status: number, error: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ code: error, message: `The sandbox provider refused the request (${error}).`, error });
}

/** A client's id and secret from HTTP Basic authentication, form-urlencoded as RFC 6749 2.3.1 says. */
function clientOfBasic(header: string | undefined): [string | undefined, string | undefined] {
  if (!header?.startsWith('Basic ')) return [undefined, undefined];
  const decoded = Buffer.from(header.slice(6), 'base64').toString();
  const colon = decoded.indexOf(':');
  if (colon < 0) return [undefined, undefined];
  const unescape = (value: string): string => decodeURIComponent(value.replace(/\+/g, ' '));
  try {
    return [unescape(decoded.slice(0, colon)), unescape(decoded.slice(colon + 1))];
  } catch {
    return [undefined, undefined];
  }
}
