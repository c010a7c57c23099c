-- Sign-up, activation and passwords (spec sections 4 and 7): an account is usable by password only once
-- the code e-mailed to it has been entered; codes, sandbox captcha tokens and the sandbox mailbox.

-- NULL until the account's e-mail is proven (activation code, or a password reset by code). Accounts that
-- exist before this migration were made by the seed or by hand, and stay as they were: activated.
ALTER TABLE accounts
  ADD COLUMN activated_at timestamptz,
  ADD COLUMN terms_accepted_at timestamptz,
  ADD COLUMN marketing_optin boolean NOT NULL DEFAULT false;
UPDATE accounts SET activated_at = created_at, terms_accepted_at = created_at;

-- Codes sent by e-mail. One live code per account and purpose: a new one replaces (voids) the one before.
-- Only a digest is stored, as for session tokens; a code is deleted when used, and refused once expired or
-- after too many wrong tries. A PIN recovery code names the profile whose PIN it recovers.
CREATE TABLE account_codes (
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('activation', 'password_reset', 'pin_recovery')),
  code_hash text NOT NULL,
  profile_id text REFERENCES profiles (id) ON DELETE CASCADE,
  failures int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, purpose)
);

-- Tokens of the sandbox captcha provider (routes/sandbox-accounts.ts): each good once, for one action.
CREATE TABLE sandbox_captcha_tokens (
  token_hash text PRIMARY KEY,
  action text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

-- The sandbox mailbox: what the API would have sent by SMTP when no SMTP server is configured.
CREATE TABLE sandbox_mails (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address text NOT NULL,
  from_address text NOT NULL,
  kind text NOT NULL,
  locale text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  -- The code the mail carries, so tests and people need not parse the text.
  code text,
  sent_at timestamptz NOT NULL
);
CREATE INDEX sandbox_mails_by_recipient ON sandbox_mails (to_address, id DESC);
