-- Social sign-in (spec sections 4 and 7): an account may be reached through identities at Facebook, Apple
-- and Google, each the provider's subject for one person. A sign-in whose provider kept the e-mail back
-- waits in social_pending, keyed by a hash of the page's PKCE verifier, until the viewer gives one.
CREATE TABLE social_identities (
  provider text NOT NULL CHECK (provider IN ('facebook', 'apple', 'google')),
  subject text NOT NULL,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (provider, subject)
);
CREATE INDEX social_identities_by_account ON social_identities (account_id);

CREATE TABLE social_pending (
  verifier_key text PRIMARY KEY,
  provider text NOT NULL,
  subject text NOT NULL,
  name text,
  expires_at timestamptz NOT NULL
);

-- The sandbox identity providers' authorization codes and access tokens (social/sandbox-idp.ts), hashed.
CREATE TABLE sandbox_oauth_grants (
  token_hash text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('code', 'access')),
  provider text NOT NULL,
  redirect_uri text,
  code_challenge text,
  nonce text,
  subject text NOT NULL,
  name text NOT NULL,
  email text,
  expires_at timestamptz NOT NULL
);

-- A fresh database gets these from the seed (src/seed/translations.ts), which runs after the migrations;
-- one seeded before this change gets them here.
INSERT INTO translations (locale, key, value)
SELECT v.locale, v.key, v.value
FROM (VALUES
  ('pt_PT', 'SERVER_ERROR_SOCIAL_LOGIN_FAILED', 'Não foi possível entrar com esta conta. Tenta novamente.'),
  ('pt_PT', 'SERVER_ERROR_MISSING_USER_INFORMATION', 'Para criar a tua conta, indica o teu nome e o teu e-mail.'),
  ('en', 'SERVER_ERROR_SOCIAL_LOGIN_FAILED', 'We could not sign you in with this account. Please try again.'),
  ('en', 'SERVER_ERROR_MISSING_USER_INFORMATION', 'To create your account, tell us your name and e-mail.'),
  ('fr_FR', 'SERVER_ERROR_SOCIAL_LOGIN_FAILED', 'Connexion impossible avec ce compte. Réessayez.'),
  ('fr_FR', 'SERVER_ERROR_MISSING_USER_INFORMATION', 'Pour créer votre compte, indiquez votre nom et votre e-mail.')
) AS v (locale, key, value)
WHERE EXISTS (SELECT 1 FROM settings)
ON CONFLICT (locale, key) DO NOTHING;
