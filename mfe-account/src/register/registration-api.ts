import {
  accountErrorCodes,
  endpoints,
  type Account,
  type AccountCheck,
  type AccountUpdateRequest,
  type Activation,
  type SignupRequest,
  type ValidateRequest,
} from '@palco/contracts';
import { callEndpoint, clearAffiliate, getAffiliate, http, normaliseError } from '@palco/shared';

/** What registration step 1 leaves for the steps after it. */
export interface Registration {
  id: string;
  email: string;
  /** The session `?session=1` gives for step 2; the viewer is signed in with it once activated. */
  token: string | null;
}

/**
 * `POST /v1/signup?session=1`: registration step 1; the account waits for its e-mailed code. A viewer who
 * came through a partner (its marker, shared's `getAffiliate`) signs up as that partner's (`affiliate`).
 * A marker the API no longer knows (400 `unknown_affiliate`: the partner's offer has ended) is forgotten
 * and the sign-up made without it: the API refuses it before spending the captcha, so the same token does.
 */
export async function signUp(request: SignupRequest): Promise<Registration> {
  const affiliate = request.affiliate ?? getAffiliate();
  const send = async (body: SignupRequest): Promise<Registration> => {
    const created = await callEndpoint(http, endpoints.signup, { query: { session: 1 }, body });
    return { id: created.id, email: created.email, token: created.access_token ?? null };
  };
  if (!affiliate) return send(request);
  try {
    return await send({ ...request, affiliate });
  } catch (caught) {
    const error = normaliseError(caught);
    if (error.errorCode !== accountErrorCodes.unknownAffiliate) throw error;
    clearAffiliate();
    const { affiliate: _refused, ...withoutAffiliate } = request;
    return send(withoutAffiliate);
  }
}

/**
 * `PUT /v1/account`: registration step 2 with the token sign-up gave (`token`), or completing the signed-in
 * viewer's profile (no token: the session's).
 */
export function updateAccount(request: AccountUpdateRequest, token?: string): Promise<Account> {
  return callEndpoint(http, endpoints.putAccount, { body: request, ...(token ? { token } : {}) });
}

/** `POST /v1/validate`: the e-mailed code, for the account sign-up made (`id`) or an `email`. */
export function activateAccount(request: ValidateRequest): Promise<Activation> {
  return callEndpoint(http, endpoints.validate, { body: request });
}

/** `PUT /v1/account/activate`: e-mails a new activation code, voiding the one before. */
export async function sendActivationCode(email: string): Promise<void> {
  await callEndpoint(http, endpoints.reactivate, { body: { email } });
}

/**
 * `POST /v1/account/check`: whether an e-mail has an account, and an active one. A failure answers null,
 * with no message (spec section 8: account check failure resolves false, no error shown).
 */
export async function checkAccount(email: string): Promise<AccountCheck | null> {
  try {
    return await callEndpoint(http, endpoints.checkAccount, { body: { email } });
  } catch (error) {
    console.warn('account check failed', error);
    return null;
  }
}
