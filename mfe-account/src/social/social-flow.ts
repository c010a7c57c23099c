import {
  isOperatorName,
  operatorCallbackPath,
  SOCIAL_CALLBACK_PATH,
  SOCIAL_FORM_POST_CALLBACK_PATH,
  type OperatorLoginBody,
  type OperatorName,
  type OperatorProvider,
  type SocialLoginBody,
  type SocialProvider,
  type SocialProviderName,
} from '@palco/contracts';
import * as oauth from 'oauth4webapi';

/**
 * A social sign-in under way, kept in local storage across the trip to the provider (spec section 3:
 * "code verifier, redirect uri"): what the callback needs to check the answer and finish.
 */
export interface PendingSocialSignIn {
  /** A social provider, or an operator (whose sign-in comes back to its own page). */
  provider: SocialProviderName | OperatorName;
  issuer: string;
  authorizationEndpoint: string;
  clientId: string;
  codeVerifier: string;
  redirectUri: string;
  state: string;
  /** Sent to OpenID providers only. */
  nonce: string | null;
  /** The page to continue to once signed in. */
  returnTo: string;
  startedAt: number;
}

export const SOCIAL_PENDING_KEY = 'palco.social-sign-in';
/** A trip to the provider older than this is not finished: the viewer starts again. */
export const SOCIAL_PENDING_TTL_MS = 10 * 60_000;

const isOperator = (provider: SocialProvider | OperatorProvider): provider is OperatorProvider =>
  isOperatorName(provider.provider);

/**
 * Where this provider sends the viewer back: an operator to its own page (`/auth/meo`), a social provider
 * to the login callback, or Apple to the API's form_post receiver.
 */
export function redirectUriFor(
  provider: SocialProvider | OperatorProvider,
  origin: string = window.location.origin,
): string {
  if (isOperator(provider)) return `${origin}${operatorCallbackPath(provider.provider)}`;
  return provider.response_mode === 'form_post'
    ? `${origin}/api${SOCIAL_FORM_POST_CALLBACK_PATH}`
    : `${origin}${SOCIAL_CALLBACK_PATH}`;
}

/**
 * The provider's authorization address for a new sign-in (authorization code with PKCE, S256), and what
 * to keep until the viewer comes back. The verifier never leaves this browser until the API exchanges the code.
 */
export async function startSocialSignIn<P extends SocialProvider | OperatorProvider>(
  provider: P,
  options: { returnTo: string; locale: string; origin?: string; now?: number },
): Promise<{ url: URL; pending: PendingSocialSignIn & { provider: P['provider'] } }> {
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const nonce = provider.oidc ? oauth.generateRandomNonce() : null;
  const redirectUri = redirectUriFor(provider, options.origin);
  const url = new URL(provider.authorization_endpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.client_id);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', provider.scope);
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  url.searchParams.set('ui_locales', options.locale.replace('_', '-'));
  if (nonce) url.searchParams.set('nonce', nonce);
  if (provider.response_mode === 'form_post') url.searchParams.set('response_mode', 'form_post');
  return {
    url,
    pending: {
      provider: provider.provider,
      issuer: provider.issuer,
      authorizationEndpoint: provider.authorization_endpoint,
      clientId: provider.client_id,
      codeVerifier,
      redirectUri,
      state,
      nonce,
      returnTo: options.returnTo,
      startedAt: options.now ?? Date.now(),
    },
  };
}

export function savePending(pending: PendingSocialSignIn, storage: Storage = window.localStorage): void {
  storage.setItem(SOCIAL_PENDING_KEY, JSON.stringify(pending));
}

export function clearPending(storage: Storage = window.localStorage): void {
  storage.removeItem(SOCIAL_PENDING_KEY);
}

/** The sign-in under way, unless there is none, it is malformed or it is too old. */
export function readPending(
  storage: Storage = window.localStorage,
  now: number = Date.now(),
): PendingSocialSignIn | null {
  const raw = storage.getItem(SOCIAL_PENDING_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingSocialSignIn>;
    if (
      typeof value.provider !== 'string' ||
      typeof value.codeVerifier !== 'string' ||
      typeof value.state !== 'string' ||
      typeof value.redirectUri !== 'string' ||
      typeof value.issuer !== 'string' ||
      typeof value.clientId !== 'string' ||
      typeof value.startedAt !== 'number' ||
      now - value.startedAt > SOCIAL_PENDING_TTL_MS
    ) {
      return null;
    }
    return value as PendingSocialSignIn;
  } catch {
    return null;
  }
}

/** How a provider's answer reads. */
export type SocialAnswer =
  { kind: 'code'; code: string; fullname: string | null } | { kind: 'cancelled' } | { kind: 'failed' };

/** Apple's first answer names the person in `user`: `{"name": {"firstName", "lastName"}}`. */
function fullnameOf(user: string | null): string | null {
  if (!user) return null;
  try {
    const parsed = JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } };
    const parts = [parsed.name?.firstName, parsed.name?.lastName].filter(
      (part): part is string => typeof part === 'string' && part.trim().length > 0,
    );
    return parts.length ? parts.join(' ') : null;
  } catch {
    return null;
  }
}

/**
 * Checks the provider's answer against the sign-in under way (the state it was sent with and, when the
 * provider names itself, its issuer): an answer to a request this page did not make is a failure.
 */
export function readSocialAnswer(search: string, pending: PendingSocialSignIn): SocialAnswer {
  const params = new URLSearchParams(search);
  const as: oauth.AuthorizationServer = {
    issuer: pending.issuer,
    authorization_endpoint: pending.authorizationEndpoint,
  };
  try {
    const checked = oauth.validateAuthResponse(as, { client_id: pending.clientId }, params, pending.state);
    const code = checked.get('code');
    if (!code) return { kind: 'failed' };
    return { kind: 'code', code, fullname: fullnameOf(params.get('user')) };
  } catch (error) {
    if (error instanceof oauth.AuthorizationResponseError && error.error === 'access_denied') {
      return { kind: 'cancelled' };
    }
    return { kind: 'failed' };
  }
}

/** A social provider's sign-in under way. */
export type SocialSignIn = PendingSocialSignIn & { provider: SocialProviderName };
/** An operator's sign-in under way. */
export type OperatorSignIn = PendingSocialSignIn & { provider: OperatorName };

/** Whether the sign-in under way is an operator's. */
export const isOperatorSignIn = (pending: PendingSocialSignIn): pending is OperatorSignIn =>
  isOperatorName(pending.provider);

/** Whether the sign-in under way is a social provider's. */
export const isSocialSignIn = (pending: PendingSocialSignIn): pending is SocialSignIn =>
  !isOperatorSignIn(pending);

/** `POST /v1/operator/login`'s body for the code of an operator's answer. */
export function operatorExchangeBody(pending: OperatorSignIn, code: string): OperatorLoginBody {
  return {
    operator: pending.provider,
    code,
    code_verifier: pending.codeVerifier,
    redirect_uri: pending.redirectUri,
    ...(pending.nonce ? { nonce: pending.nonce } : {}),
  };
}

/** `POST /v1/social/login`'s body for the code of an answer. */
export function exchangeBody(pending: SocialSignIn, code: string, fullname: string | null): SocialLoginBody {
  return {
    provider: pending.provider,
    access_token: code,
    code_verifier: pending.codeVerifier,
    redirect_uri: pending.redirectUri,
    ...(pending.nonce ? { nonce: pending.nonce } : {}),
    ...(fullname ? { fullname } : {}),
  };
}

/** The body completing a sign-up whose provider kept the e-mail back (complete-account). */
export function completionBody(
  pending: SocialSignIn,
  fields: { fullname: string; email: string; agree: boolean; optin: boolean },
): SocialLoginBody {
  return {
    provider: pending.provider,
    code_verifier: pending.codeVerifier,
    redirect_uri: pending.redirectUri,
    fullname: fields.fullname.trim(),
    email: fields.email.trim().toLowerCase(),
    agree: fields.agree,
    optin: fields.optin,
  };
}
