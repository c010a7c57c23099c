import * as z from './zod';

/** The social sign-ins of spec section 1, in the order the login popup offers them. */
export const socialProviderNames = ['facebook', 'apple', 'google'] as const;
export type SocialProviderName = (typeof socialProviderNames)[number];

/** The telecom operators one may sign in through (spec sections 1 and 2: `/auth/meo`, `/auth/vodafone`). */
export const operatorNames = ['meo', 'vodafone'] as const;
export type OperatorName = (typeof operatorNames)[number];

/** The providers' and operators' names as people know them: brands, the same in every language. */
export const identityProviderLabels: Readonly<Record<SocialProviderName | OperatorName, string>> = {
  facebook: 'Facebook',
  apple: 'Apple',
  google: 'Google',
  meo: 'MEO',
  vodafone: 'Vodafone',
};

/** Whether a sign-in's provider is a telecom operator rather than a social provider. */
export const isOperatorName = (name: string): name is OperatorName =>
  (operatorNames as readonly string[]).includes(name);

/**
 * What a client needs to start a provider's authorization-code flow with PKCE (settings
 * `social_providers` and `operator_providers`): only public values. The API keeps the client secrets and
 * makes the token call.
 */
function providerSchema<const N extends readonly [string, ...string[]]>(names: N) {
  return z.object({
    provider: z.enum(names),
    /** The authorization server's identifier: the `iss` an authorization response may carry is checked against it. */
    issuer: z.string(),
    authorization_endpoint: z.string(),
    client_id: z.string(),
    scope: z.string(),
    /** Apple answers with a form POST (spec section 7), which lands on `SOCIAL_FORM_POST_CALLBACK_PATH`. */
    response_mode: z.enum(['query', 'form_post']),
    /** An OpenID Connect provider: the request carries a nonce, which the API checks in the ID token. */
    oidc: z.boolean(),
  });
}
export const SocialProviderSchema = providerSchema(socialProviderNames);
export type SocialProvider = z.infer<typeof SocialProviderSchema>;
export const OperatorProviderSchema = providerSchema(operatorNames);
export type OperatorProvider = z.infer<typeof OperatorProviderSchema>;

/** An operator's sign-in comes back to its own page, which also starts it (spec section 2). */
export const operatorCallbackPath = (operator: OperatorName): string => `/auth/${operator}`;

/**
 * `POST /v1/operator/login` (the spec names no call; operator sign-in is an authorization-code flow, section
 * 7): the code the operator returned, exchanged by the API with the page's PKCE verifier.
 */
export const OperatorLoginBodySchema = z.object({
  operator: z.enum(operatorNames),
  code: z.string(),
  code_verifier: z.string(),
  redirect_uri: z.string(),
  nonce: z.optional(z.string()),
});
export type OperatorLoginBody = z.infer<typeof OperatorLoginBodySchema>;

/** Where providers send the viewer back with the code: the login callback route (spec section 2). */
export const SOCIAL_CALLBACK_PATH = '/login';
/**
 * A provider answering with `response_mode=form_post` posts the code to the API here (under the site's
 * `/api`); the API turns the post into a redirect to `SOCIAL_CALLBACK_PATH` with the same parameters.
 */
export const SOCIAL_FORM_POST_CALLBACK_PATH = '/v1/social/callback';

/**
 * `POST /v1/social/login` (spec section 7). With `access_token` it carries the authorization code the
 * provider returned, which the API exchanges with `code_verifier` and `redirect_uri` (PKCE); `nonce` is the
 * one the request sent to an OpenID provider. When the provider withheld the e-mail (`missing_user_information`),
 * the same `code_verifier` with `fullname`, `email`, `agree` and `optin` completes the sign-up.
 */
export const SocialLoginBodySchema = z.object({
  provider: z.enum(socialProviderNames),
  access_token: z.optional(z.string()),
  refresh_token: z.optional(z.string()),
  code_verifier: z.string(),
  redirect_uri: z.string(),
  nonce: z.optional(z.string()),
  fullname: z.optional(z.string()),
  email: z.optional(z.string()),
  agree: z.optional(z.union([z.boolean(), z.literal(0), z.literal(1)])),
  optin: z.optional(z.union([z.boolean(), z.literal(0), z.literal(1)])),
});
export type SocialLoginBody = z.infer<typeof SocialLoginBodySchema>;

/**
 * The answer: a session, as `POST /v1/login`'s, and whether this sign-in made the account (a new account
 * then completes its profile, spec section 4).
 */
export const SocialLoginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  created: z.boolean(),
});
export type SocialLoginResponse = z.infer<typeof SocialLoginResponseSchema>;
