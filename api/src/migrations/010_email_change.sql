-- Changing an account's e-mail (spec sections 1 and 7, behind the `email_update` flag): the new address
-- waits in pending_email until the code mailed to it comes back, so a typo never locks anyone out.
ALTER TABLE accounts ADD COLUMN pending_email text;

ALTER TABLE account_codes DROP CONSTRAINT IF EXISTS account_codes_purpose_check;
ALTER TABLE account_codes
  ADD CONSTRAINT account_codes_purpose_check
  CHECK (purpose IN ('activation', 'password_reset', 'pin_recovery', 'account_deletion', 'email_change'));
