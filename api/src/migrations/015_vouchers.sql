-- Vouchers and promo codes (spec sections 3, 4 and 7): what a code unlocks, and who redeemed it.

-- A code is stored upper-case (the API compares codes ignoring case) and only of letters, digits, "_" and
-- "-". `prepaid` and `promotion` vouchers grant `days` of their plan at once; a `product` voucher takes
-- `discount_amount` off the plan's price (`value` in the plan's currency, or a `percentage`) when it is
-- paid. `valid_from` and `valid_until` are Lisbon calendar days, both included, NULL for no bound.
-- `redemptions` counts the rows of voucher_redemptions; a voucher is used up once it reaches
-- `max_redemptions` (NULL: no limit). A product voucher's redemption is recorded when its payment is
-- granted, after the money was taken, so a last race may take it one past the limit: no CHECK holds it.
CREATE TABLE vouchers (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9_-]{1,64}$'),
  type text NOT NULL CHECK (type IN ('prepaid', 'product', 'promotion')),
  plan_id text NOT NULL REFERENCES plans (id),
  days int CHECK (days > 0),
  discount_kind text NOT NULL CHECK (discount_kind IN ('value', 'percentage', 'days')),
  discount_amount double precision NOT NULL CHECK (discount_amount > 0),
  valid_from date,
  valid_until date,
  max_redemptions int CHECK (max_redemptions > 0),
  redemptions int NOT NULL DEFAULT 0 CHECK (redemptions >= 0),
  information text NOT NULL DEFAULT '',
  CHECK (valid_from IS NULL OR valid_until IS NULL OR valid_from <= valid_until),
  CHECK (
    CASE type
      WHEN 'product' THEN days IS NULL AND discount_kind IN ('value', 'percentage')
      ELSE days IS NOT NULL AND discount_kind = 'days' AND discount_amount = days
    END
  ),
  CHECK (discount_kind <> 'percentage' OR discount_amount <= 100)
);

-- One row per voucher and account: an account redeems a code once. The primary key is what makes a
-- double submit record it once.
CREATE TABLE voucher_redemptions (
  voucher_code text NOT NULL REFERENCES vouchers (code),
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  redeemed_at timestamptz NOT NULL,
  PRIMARY KEY (voucher_code, account_id)
);
CREATE INDEX voucher_redemptions_by_account ON voucher_redemptions (account_id);

-- A plan granted by a prepaid or promotion voucher has no payment method and nothing paid.
ALTER TABLE subscriptions DROP CONSTRAINT subscriptions_payment_type_check;
ALTER TABLE subscriptions
  ADD CONSTRAINT subscriptions_payment_type_check
  CHECK (payment_type IN ('thinkpay', 'paypal', 'dd', 'voucher', 'unknown'));

-- What the provider charges for a checkout: the plan's price, or a product voucher's discounted price.
-- Checkouts opened before this change charged the plan's price.
ALTER TABLE payments ADD COLUMN amount double precision CHECK (amount >= 0);
UPDATE payments p SET amount = pl.price FROM plans pl WHERE pl.id = p.plan_id;
ALTER TABLE payments ALTER COLUMN amount SET NOT NULL;
-- Until now a voucher sent with a checkout was kept as typed but not applied (the plan's price was charged):
-- such a checkout redeems nothing when it is granted.
UPDATE payments SET voucher = NULL WHERE voucher IS NOT NULL;

-- A fresh database gets these from the seed (src/seed/vouchers.ts and src/seed/translations.ts), which runs
-- after the migrations; one seeded before this change gets them here.
INSERT INTO vouchers
  (code, type, plan_id, days, discount_kind, discount_amount, valid_from, valid_until, max_redemptions,
   redemptions, information)
SELECT v.code, v.type, v.plan_id, v.days, v.discount_kind, v.discount_amount, v.valid_from::date,
  v.valid_until::date, v.max_redemptions, v.redemptions, v.information
FROM (VALUES
  ('PALCO30', 'prepaid', 'plan-monthly', 30, 'days', 30::double precision, NULL, NULL, NULL::int, 0,
    '30 dias do plano Mensal, já pagos. Sem renovação automática.'),
  ('ANUAL20', 'product', 'plan-yearly', NULL::int, 'percentage', 20, NULL, NULL, NULL, 0,
    '20% de desconto no primeiro ano do plano Anual.'),
  ('VERAO', 'promotion', 'plan-monthly', 30, 'days', 30, NULL, NULL, NULL, 0,
    'O primeiro mês do plano Mensal é oferta do Palco.'),
  ('MENOS3', 'product', 'plan-monthly', NULL, 'value', 3, NULL, NULL, NULL, 0,
    'Menos 3 € no primeiro mês do plano Mensal.'),
  ('EXPIRADO', 'prepaid', 'plan-monthly', 7, 'days', 7, '2024-06-01', '2024-08-31', NULL, 0,
    'Uma semana do plano Mensal para o verão de 2024.'),
  ('ESGOTADO', 'promotion', 'plan-monthly', 14, 'days', 14, NULL, NULL, 100, 100,
    'Duas semanas do plano Mensal para os primeiros 100.')
) AS v (code, type, plan_id, days, discount_kind, discount_amount, valid_from, valid_until, max_redemptions,
  redemptions, information)
WHERE EXISTS (SELECT 1 FROM settings)
ON CONFLICT (code) DO NOTHING;

INSERT INTO translations (locale, key, value)
SELECT v.locale, v.key, v.value
FROM (VALUES
  ('pt_PT', 'SERVER_ERROR_INVALID_VOUCHER', 'Este código não é válido, já expirou ou já foi usado.'),
  ('en', 'SERVER_ERROR_INVALID_VOUCHER', 'This code is not valid, has expired or has already been used.'),
  ('fr_FR', 'SERVER_ERROR_INVALID_VOUCHER', 'Ce code n''est pas valable, a expiré ou a déjà été utilisé.')
) AS v (locale, key, value)
WHERE EXISTS (SELECT 1 FROM settings)
ON CONFLICT (locale, key) DO NOTHING;
