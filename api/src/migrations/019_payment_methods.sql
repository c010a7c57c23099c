-- Every way of paying of spec sections 1, 3 and 9: besides card, MB Way, PayPal and direct debit, a
-- Multibanco reference (paid at an ATM or in home banking, through the card gateway) and a bank transfer
-- (through the bank, with direct debit: section 3's provider code TB).

ALTER TABLE payments DROP CONSTRAINT payments_payment_method_check;
ALTER TABLE payments ADD CONSTRAINT payments_payment_method_check
  CHECK (payment_method IN ('cc', 'mbway', 'paypal', 'dd', 'multibanco', 'transfer'));
ALTER TABLE subscriptions DROP CONSTRAINT subscriptions_payment_method_check;
ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_payment_method_check
  CHECK (payment_method IN ('cc', 'mbway', 'paypal', 'dd', 'multibanco', 'transfer'));
ALTER TABLE subscriptions DROP CONSTRAINT subscriptions_pending_payment_method_check;
ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_pending_payment_method_check
  CHECK (pending_payment_method IN ('cc', 'mbway', 'paypal', 'dd', 'multibanco', 'transfer'));
ALTER TABLE invoices DROP CONSTRAINT invoices_payment_method_check;
ALTER TABLE invoices ADD CONSTRAINT invoices_payment_method_check
  CHECK (payment_method IN ('cc', 'mbway', 'paypal', 'dd', 'multibanco', 'transfer'));

-- What a checkout tells the viewer besides its page: a Multibanco reference (entity, reference, when it
-- stops being payable), the account to transfer to with the reference to write, or the debited account
-- (its IBAN masked to the last four characters, and its holder; the full IBAN is the bank's, not kept).
-- `expires_at`: a reference not paid by then is failed, with outcome `expired`.
ALTER TABLE payments
  ADD COLUMN details jsonb,
  ADD COLUMN expires_at timestamptz;
ALTER TABLE payments DROP CONSTRAINT payments_outcome_check;
ALTER TABLE payments ADD CONSTRAINT payments_outcome_check
  CHECK (outcome IN ('success', 'failure', 'cancel', 'slow', 'expired'));

-- A database seeded before this change: the monthly plan may be paid by Multibanco reference too, the
-- yearly one by reference and by bank transfer (the seed, src/seed/plans.ts, says the same).
UPDATE plans SET payment_methods = '["cc", "mbway", "paypal", "dd", "multibanco"]'::jsonb WHERE id = 'plan-monthly';
UPDATE plans SET payment_methods = '["cc", "mbway", "paypal", "dd", "multibanco", "transfer"]'::jsonb
  WHERE id = 'plan-yearly';

-- A card checkout through the production card gateway (Stripe, when `STRIPE_SECRET_KEY` is set): the
-- gateway's session, which the status call asks about, and its client secret, which the page mounts the
-- gateway's form with (given again for the same checkout, so a reload or a double click opens the same form).
ALTER TABLE payments
  ADD COLUMN provider_session_id text,
  ADD COLUMN provider_client_secret text;

-- The account direct debits are taken from, kept with the billing details when the viewer gives it (section
-- 5: a valid IBAN), without spaces; empty when not given.
ALTER TABLE billing_details ADD COLUMN iban text NOT NULL DEFAULT '';
