-- Affiliates (spec sections 1, 2 and 4): the partners whose sign-up and subscribe routes carry their marker
-- (nos, vodafone, samsung), and the plans each of them sells. An inactive affiliate's offer has ended: its
-- marker is refused (400 unknown_affiliate) and its plans are no longer listed.
CREATE TABLE affiliates (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9_-]{1,64}$'),
  name text NOT NULL,
  active boolean NOT NULL DEFAULT true
);

-- An affiliate's plans are rows of `plans` like any other, so that the payment calls find, charge and grant
-- them as they do the regular ones; `affiliate_id` marks them, and the plans call lists them only for
-- `?affiliate={id}`, leaving them out of the regular list. NULL: a regular plan.
ALTER TABLE plans ADD COLUMN affiliate_id text REFERENCES affiliates (id);
CREATE INDEX plans_by_affiliate ON plans (affiliate_id, position);

-- A fresh database gets these from the seed (src/seed/affiliates.ts and src/seed/translations.ts), which
-- runs after the migrations; one seeded before this change gets them here.
INSERT INTO affiliates (id, name, active)
SELECT v.id, v.name, v.active
FROM (VALUES
  ('nos', 'NOS', true),
  ('vodafone', 'Vodafone', true),
  ('samsung', 'Samsung', true)
) AS v (id, name, active)
WHERE EXISTS (SELECT 1 FROM settings)
ON CONFLICT (id) DO NOTHING;

INSERT INTO plans
  (id, position, name, description, price, full_price, renewal_price, currency, highlight, period_type,
   payment_methods, affiliate_id)
SELECT v.id, v.position, v.name, v.description, v.price, v.full_price, v.renewal_price, v.currency,
  v.highlight, v.period_type, v.payment_methods::jsonb, v.affiliate_id
FROM (VALUES
  ('plan-nos-monthly', 1, 'NOS Palco Mensal',
    'Todo o catálogo premium, sem anúncios, a preço de cliente NOS. Renova todos os meses.',
    4.99::double precision, 6.99::double precision, 4.99::double precision, 'EUR', true, 'M', '["cc"]',
    'nos'),
  ('plan-vodafone-monthly', 1, 'Vodafone Palco Mensal',
    'Todo o catálogo premium, sem anúncios, a preço de cliente Vodafone. Renova todos os meses.',
    5.49, 6.99, 5.49, 'EUR', true, 'M', '["cc", "mbway"]', 'vodafone'),
  ('plan-samsung-semiannual', 1, 'Samsung Palco Semestral',
    'Os primeiros seis meses a metade do preço, oferta da Samsung. Depois, renova a cada seis meses.',
    20.97, 41.94, 41.94, 'EUR', true, 'S', '["cc"]', 'samsung')
) AS v (id, position, name, description, price, full_price, renewal_price, currency, highlight, period_type,
  payment_methods, affiliate_id)
WHERE EXISTS (SELECT 1 FROM settings)
ON CONFLICT (id) DO NOTHING;

INSERT INTO translations (locale, key, value)
SELECT v.locale, v.key, v.value
FROM (VALUES
  ('pt_PT', 'SERVER_ERROR_UNKNOWN_AFFILIATE', 'Não conhecemos este parceiro, ou a sua oferta já terminou.'),
  ('en', 'SERVER_ERROR_UNKNOWN_AFFILIATE', 'We do not know this partner, or its offer has ended.'),
  ('fr_FR', 'SERVER_ERROR_UNKNOWN_AFFILIATE', 'Nous ne connaissons pas ce partenaire, ou son offre est terminée.')
) AS v (locale, key, value)
WHERE EXISTS (SELECT 1 FROM settings)
ON CONFLICT (locale, key) DO NOTHING;
