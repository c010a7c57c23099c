-- Operator sign-in (spec sections 1, 4 and 7): an account made through MEO or Vodafone is known by the
-- operator's subject, like a social identity, and may have no e-mail until it completes its profile. So
-- e-mails are unique only when there is one.
ALTER TABLE social_identities DROP CONSTRAINT IF EXISTS social_identities_provider_check;
ALTER TABLE social_identities
  ADD CONSTRAINT social_identities_provider_check
  CHECK (provider IN ('facebook', 'apple', 'google', 'meo', 'vodafone'));

ALTER TABLE accounts DROP CONSTRAINT IF EXISTS accounts_email_key;
CREATE UNIQUE INDEX accounts_email_unique ON accounts (email) WHERE email <> '';
