-- Managing a plan (spec sections 3, 4, 5, 7 and 8): a change of plan that waits for the plan in force to
-- end, PayPal agreements cancelled at the provider, the account's billing details, and an invoice for every
-- payment granted.

-- A change of plan paid for while a plan is in force starts the day after that plan's last day (section 4);
-- until then the plan in force is the one shown and used. `pending_*` is that next plan: its plan, how it was
-- paid and its last day. The day the current plan has passed, the pending one takes its place
-- (payments/subscriptions.ts `startNextPlan`): it then runs from the old `end_date` plus one day.
ALTER TABLE subscriptions
  ADD COLUMN pending_plan_id text REFERENCES plans (id),
  ADD COLUMN pending_payment_type text CHECK (pending_payment_type IN ('thinkpay', 'paypal', 'dd')),
  ADD COLUMN pending_payment_method text CHECK (pending_payment_method IN ('cc', 'mbway', 'paypal', 'dd')),
  ADD COLUMN pending_end_date date,
  ADD CONSTRAINT subscriptions_pending_whole CHECK (
    (pending_plan_id IS NULL AND pending_payment_type IS NULL AND pending_payment_method IS NULL
      AND pending_end_date IS NULL)
    OR (pending_plan_id IS NOT NULL AND pending_payment_type IS NOT NULL AND pending_payment_method IS NOT NULL
      AND pending_end_date > end_date)
  );

-- The sandbox PayPal's record of the billing agreements it was asked to cancel (section 4: a PayPal
-- subscription is cancelled at the provider). A production adapter calls PayPal instead.
CREATE TABLE paypal_cancellations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  plan_id text NOT NULL REFERENCES plans (id),
  cancelled_at timestamptz NOT NULL
);
CREATE INDEX paypal_cancellations_by_account ON paypal_cancellations (account_id);

-- What the account's invoices are issued to (section 3's billing details), kept as normalised by contracts'
-- `normaliseBilling`. Optional fields are empty strings. An invoice copies them when it is issued, so a
-- change applies to the invoices that follow it.
CREATE TABLE billing_details (
  account_id text PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  name text NOT NULL,
  address text NOT NULL,
  zip_code text NOT NULL,
  city text NOT NULL,
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  phone_number text NOT NULL DEFAULT '',
  tax_id_number text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL
);

-- The last number given in each year's invoice series (FT PALCO2026/1, /2, ...): numbers follow each other
-- with no gaps, as Portuguese invoices must.
CREATE TABLE invoice_series (
  year int PRIMARY KEY,
  last_number int NOT NULL CHECK (last_number > 0)
);

-- One invoice per payment granted, issued in the grant's transaction (so once). `id` is random and
-- unguessable, named in the PDF's address; `number` is the series number printed on it. `billing` is the
-- account's billing details when it was issued (NULL: issued to a final consumer, without a tax number).
-- `amount` includes VAT at `vat_rate`. `period_start`/`period_end` are the days of service paid for.
CREATE TABLE invoices (
  id text PRIMARY KEY,
  -- The order they were issued in, for two issued in the same instant.
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  payment_id text NOT NULL UNIQUE REFERENCES payments (id) ON DELETE CASCADE,
  number text NOT NULL UNIQUE,
  issued_at timestamptz NOT NULL,
  issued_on date NOT NULL,
  plan_id text NOT NULL REFERENCES plans (id),
  plan_name text NOT NULL,
  period_start date,
  period_end date,
  amount double precision NOT NULL CHECK (amount >= 0),
  currency text NOT NULL CHECK (currency IN ('EUR', 'USD')),
  vat_rate double precision NOT NULL CHECK (vat_rate >= 0),
  payment_type text NOT NULL CHECK (payment_type IN ('thinkpay', 'paypal', 'dd')),
  payment_method text NOT NULL CHECK (payment_method IN ('cc', 'mbway', 'paypal', 'dd')),
  billing jsonb
);
CREATE INDEX invoices_by_account ON invoices (account_id, issued_at DESC, seq DESC);

-- Payments granted before invoices were kept get theirs now, numbered in the order they were granted within
-- each Lisbon year. The days they paid for were not recorded, and they were issued to a final consumer.
WITH granted AS (
  SELECT p.id, p.account_id, p.plan_id, pl.name AS plan_name, p.amount, pl.currency, p.payment_type,
    p.payment_method, coalesce(p.settled_at, p.created_at) AS issued_at,
    (coalesce(p.settled_at, p.created_at) AT TIME ZONE 'Europe/Lisbon')::date AS issued_on
  FROM payments p JOIN plans pl ON pl.id = p.plan_id
  WHERE p.status = 'applied'
),
numbered AS (
  SELECT g.*, extract(year FROM g.issued_on)::int AS year,
    row_number() OVER (PARTITION BY extract(year FROM g.issued_on) ORDER BY g.issued_at, g.id) AS n
  FROM granted g
)
INSERT INTO invoices
  (id, account_id, payment_id, number, issued_at, issued_on, plan_id, plan_name, period_start, period_end,
   amount, currency, vat_rate, payment_type, payment_method, billing)
SELECT 'inv-' || replace(gen_random_uuid()::text, '-', ''), account_id, id, 'FT PALCO' || year || '/' || n,
  issued_at, issued_on, plan_id, plan_name, NULL, NULL, amount, currency, 0.23, payment_type, payment_method,
  NULL
FROM numbered
ORDER BY issued_at, id;

INSERT INTO invoice_series (year, last_number)
SELECT extract(year FROM issued_on)::int, count(*)::int FROM invoices GROUP BY 1;
