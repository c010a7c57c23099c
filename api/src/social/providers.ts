import {
  isOperatorName,
  operatorNames,
  socialProviderNames,
  type OperatorName,
  type OperatorProvider,
  type SocialProvider,
  type SocialProviderName,
} from '@palco/contracts';
import type { AuthorizationServer, Client } from 'oauth4webapi';

/** Where the reference API serves its sandbox identity providers, as the browser reaches it. */
export const SANDBOX_SOCIAL_ORIGIN = 'http://localhost:4000';
/** The client the sandbox providers know: the site, with this secret for the token call. */
export const SANDBOX_SOCIAL_CLIENT_ID = 'palco-web';
export const SANDBOX_SOCIAL_CLIENT_SECRET = 'palco-sandbox-social-secret';

/** Who may sign a viewer in: a social provider or a telecom operator. */
export type IdentityProviderName = SocialProviderName | OperatorName;

/**
 * One social sign-in as the API runs it: what clients are told (`public`), the authorization server's
 * metadata and this service's client registration there, for the code exchange the API makes.
 */
export interface SocialSetup<N extends IdentityProviderName = IdentityProviderName> {
  name: N;
  public: N extends OperatorName ? OperatorProvider : SocialProvider;
  as: AuthorizationServer;
  client: Client;
  clientSecret: string;
  /** The sandbox provider this API serves itself: reached in-process, over plain http. */
  sandbox: boolean;
  /** Facebook answers no ID token: who signed in comes from its Graph `me` call. */
  profileFrom: 'id_token' | 'userinfo';
}

interface RealProvider {
  as: AuthorizationServer;
  scope: string;
  responseMode: SocialProvider['response_mode'];
  profileFrom: SocialSetup['profileFrom'];
}

// The providers' published endpoints. Apple posts its answer (form_post) and shares the name only then;
// Facebook is OAuth 2 without OpenID Connect.
const REAL: Record<SocialProviderName, RealProvider> = {
  google: {
    as: {
      issuer: 'https://accounts.google.com',
      authorization_endpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
      token_endpoint: 'https://oauth2.googleapis.com/token',
      userinfo_endpoint: 'https://openidconnect.googleapis.com/v1/userinfo',
      jwks_uri: 'https://www.googleapis.com/oauth2/v3/certs',
    },
    scope: 'openid email profile',
    responseMode: 'query',
    profileFrom: 'id_token',
  },
  apple: {
    as: {
      issuer: 'https://appleid.apple.com',
      authorization_endpoint: 'https://appleid.apple.com/auth/authorize',
      token_endpoint: 'https://appleid.apple.com/auth/token',
      jwks_uri: 'https://appleid.apple.com/auth/keys',
    },
    scope: 'openid name email',
    responseMode: 'form_post',
    profileFrom: 'id_token',
  },
  facebook: {
    as: {
      issuer: 'https://www.facebook.com',
      authorization_endpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
      token_endpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
      userinfo_endpoint: 'https://graph.facebook.com/v19.0/me?fields=id,name,email',
    },
    scope: 'email public_profile',
    responseMode: 'query',
    profileFrom: 'userinfo',
  },
};

export const sandboxOriginOf = (env: NodeJS.ProcessEnv): string =>
  (env.SOCIAL_SANDBOX_ORIGIN?.trim() || SANDBOX_SOCIAL_ORIGIN).replace(/\/+$/, '');

/**
 * How the operators' sign-ins speak (spec section 7: "scope profile or openid"): MEO by OpenID Connect,
 * Vodafone by OAuth 2 and a userinfo call. Their addresses are the deployment's (`OPERATOR_<NAME>_…`).
 */
const OPERATORS: Record<OperatorName, Omit<RealProvider, 'as'>> = {
  meo: { scope: 'openid profile', responseMode: 'query', profileFrom: 'id_token' },
  vodafone: { scope: 'profile', responseMode: 'query', profileFrom: 'userinfo' },
};

const protocolOf = (name: IdentityProviderName): Omit<RealProvider, 'as'> =>
  isOperatorName(name) ? OPERATORS[name] : REAL[name];

/** The sandbox provider standing in for `name`: the same protocol, served under `/sandbox/oauth/{name}`. */
export function sandboxIssuer(origin: string, name: IdentityProviderName): string {
  return `${origin}/sandbox/oauth/${name}`;
}

function sandboxSetup<N extends IdentityProviderName>(origin: string, name: N): SocialSetup<N> {
  const issuer = sandboxIssuer(origin, name);
  const real = protocolOf(name);
  return {
    name,
    public: {
      provider: name,
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      client_id: SANDBOX_SOCIAL_CLIENT_ID,
      scope: real.scope,
      response_mode: real.responseMode,
      oidc: real.profileFrom === 'id_token',
    } as SocialSetup<N>['public'],
    as: {
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      jwks_uri: `${issuer}/jwks`,
      id_token_signing_alg_values_supported: ['RS256'],
    },
    client: { client_id: SANDBOX_SOCIAL_CLIENT_ID, id_token_signed_response_alg: 'RS256' },
    clientSecret: SANDBOX_SOCIAL_CLIENT_SECRET,
    sandbox: true,
    profileFrom: real.profileFrom,
  };
}

function realSetup(
  name: SocialProviderName,
  clientId: string,
  clientSecret: string,
): SocialSetup<SocialProviderName> {
  const real = REAL[name];
  return {
    name,
    public: {
      provider: name,
      issuer: real.as.issuer,
      authorization_endpoint: real.as.authorization_endpoint ?? '',
      client_id: clientId,
      scope: real.scope,
      response_mode: real.responseMode,
      oidc: real.profileFrom === 'id_token',
    },
    as: real.as,
    client: { client_id: clientId, id_token_signed_response_alg: 'RS256' },
    clientSecret,
    sandbox: false,
    profileFrom: real.profileFrom,
  };
}

/**
 * The social sign-ins of this deployment: a provider whose `SOCIAL_<NAME>_CLIENT_ID` and
 * `SOCIAL_<NAME>_CLIENT_SECRET` are set is the real one (for Apple the secret is the signed client-secret
 * JWT Apple asks for); any other is the sandbox provider at `SOCIAL_SANDBOX_ORIGIN` (default the API's
 * own local address).
 */
export function socialSetupsOf(env: NodeJS.ProcessEnv): SocialSetup<SocialProviderName>[] {
  const origin = sandboxOriginOf(env);
  return socialProviderNames.map((name) => {
    const key = name.toUpperCase();
    const clientId = env[`SOCIAL_${key}_CLIENT_ID`]?.trim();
    const secret = env[`SOCIAL_${key}_CLIENT_SECRET`]?.trim();
    return clientId && secret ? realSetup(name, clientId, secret) : sandboxSetup(origin, name);
  });
}

/**
 * The operators' sign-ins: the real one when `OPERATOR_<NAME>_ISSUER`, `_AUTHORIZATION_ENDPOINT`,
 * `_TOKEN_ENDPOINT`, `_CLIENT_ID` and `_CLIENT_SECRET` are set (and `_USERINFO_ENDPOINT` for Vodafone),
 * otherwise the sandbox operator this API serves.
 */
export function operatorSetupsOf(env: NodeJS.ProcessEnv): SocialSetup<OperatorName>[] {
  const origin = sandboxOriginOf(env);
  return operatorNames.map((name) => {
    const read = (key: string): string => env[`OPERATOR_${name.toUpperCase()}_${key}`]?.trim() ?? '';
    const [issuer, authorization, token, clientId, secret] = [
      read('ISSUER'),
      read('AUTHORIZATION_ENDPOINT'),
      read('TOKEN_ENDPOINT'),
      read('CLIENT_ID'),
      read('CLIENT_SECRET'),
    ];
    if (!issuer || !authorization || !token || !clientId || !secret) return sandboxSetup(origin, name);
    const protocol = OPERATORS[name];
    const userinfo = read('USERINFO_ENDPOINT');
    return {
      name,
      public: {
        provider: name,
        issuer,
        authorization_endpoint: authorization,
        client_id: clientId,
        scope: protocol.scope,
        response_mode: protocol.responseMode,
        oidc: protocol.profileFrom === 'id_token',
      },
      as: {
        issuer,
        authorization_endpoint: authorization,
        token_endpoint: token,
        ...(userinfo ? { userinfo_endpoint: userinfo } : {}),
      },
      client: { client_id: clientId, id_token_signed_response_alg: 'RS256' },
      clientSecret: secret,
      sandbox: false,
      profileFrom: protocol.profileFrom,
    };
  });
}
