-- Paying for a plan (spec sections 3, 4 and 7): the viewer's plan and the checkouts that pay for it.

-- The account's plan, one per account. `end_date` is the last day of service (a Lisbon calendar day,
-- inclusive); a cancelled plan keeps its service until then. Once it has passed, the account is no longer
-- premium (payments/subscriptions.ts). An account without a row owes its premium flag to something else
-- (the seed, an operator) and keeps it.
CREATE TABLE subscriptions (
  account_id text PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  plan_id text NOT NULL REFERENCES plans (id),
  status text NOT NULL CHECK (status IN ('ACTIVE', 'CANCELLED')),
  payment_type text NOT NULL CHECK (payment_type IN ('thinkpay', 'paypal', 'dd', 'unknown')),
  payment_method text CHECK (payment_method IN ('cc', 'mbway', 'paypal', 'dd')),
  started_on date NOT NULL,
  end_date date NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A checkout opened at the provider: its id is the one the page polls, random and unguessable, and its
-- sandbox page's address. `pending` until the provider settles it (`succeeded`, `failed`, `cancelled`);
-- `applied` once its plan was granted, which happens once (a conditional update from `succeeded`).
-- `outcome` is what a person chose on the sandbox provider's page; a `slow` one stays pending for
-- `polls_left` more status calls. `is_update` and `voucher` are kept as the token call sent them.
CREATE TABLE payments (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  plan_id text NOT NULL REFERENCES plans (id),
  payment_type text NOT NULL CHECK (payment_type IN ('thinkpay', 'paypal', 'dd')),
  payment_method text NOT NULL CHECK (payment_method IN ('cc', 'mbway', 'paypal', 'dd')),
  status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed', 'cancelled', 'applied')),
  outcome text CHECK (outcome IN ('success', 'failure', 'cancel', 'slow')),
  polls_left int NOT NULL DEFAULT 0 CHECK (polls_left >= 0),
  is_update boolean NOT NULL DEFAULT false,
  voucher text,
  created_at timestamptz NOT NULL,
  settled_at timestamptz
);
CREATE INDEX payments_by_account ON payments (account_id, created_at);

-- A fresh database gets these from the seed (src/seed/translations.ts), which runs after the migrations;
-- one seeded before this change gets them here.
INSERT INTO translations (locale, key, value)
SELECT v.locale, v.key, v.value
FROM (VALUES
  ('pt_PT', 'SERVER_ERROR_INVALID_PAYMENT', 'O pagamento ainda não foi confirmado.'),
  ('pt_PT', 'SERVER_ERROR_PAYMENT_FAILED', 'O pagamento não foi processo com sucesso.'),
  ('pt_PT', 'SERVER_ERROR_PAYMENT_CANCELLED', 'O pagamento foi cancelado.'),
  ('pt_PT', 'SERVER_ERROR_MONETIZATION_DISABLED', 'As adesões não estão disponíveis de momento.'),
  ('pt_PT', 'SERVER_ERROR_PAYMENT_METHOD_NOT_ALLOWED', 'Este método de pagamento não está disponível para este plano.'),
  ('pt_PT', 'SERVER_ERROR_SUBSCRIPTION_ACTIVE', 'Já tens um plano ativo.'),
  ('pt_PT', 'SERVER_ERROR_PLAN_NOT_FOUND', 'Este plano não está disponível.'),
  ('pt_PT', 'SERVER_ERROR_CHECKOUT_NOT_FOUND', 'Não encontrámos este pagamento.'),
  ('pt_PT', 'SERVER_ERROR_SUBSCRIPTION_NOT_FOUND', 'Não tens nenhum plano ativo.'),
  ('en', 'SERVER_ERROR_INVALID_PAYMENT', 'The payment has not been confirmed yet.'),
  ('en', 'SERVER_ERROR_PAYMENT_FAILED', 'The payment did not go through.'),
  ('en', 'SERVER_ERROR_PAYMENT_CANCELLED', 'The payment was cancelled.'),
  ('en', 'SERVER_ERROR_MONETIZATION_DISABLED', 'Subscriptions are not available right now.'),
  ('en', 'SERVER_ERROR_PAYMENT_METHOD_NOT_ALLOWED', 'This payment method is not available for this plan.'),
  ('en', 'SERVER_ERROR_SUBSCRIPTION_ACTIVE', 'You already have an active plan.'),
  ('en', 'SERVER_ERROR_PLAN_NOT_FOUND', 'This plan is not available.'),
  ('en', 'SERVER_ERROR_CHECKOUT_NOT_FOUND', 'We could not find this payment.'),
  ('en', 'SERVER_ERROR_SUBSCRIPTION_NOT_FOUND', 'You have no active plan.'),
  ('fr_FR', 'SERVER_ERROR_INVALID_PAYMENT', 'Le paiement n''a pas encore été confirmé.'),
  ('fr_FR', 'SERVER_ERROR_PAYMENT_FAILED', 'Le paiement n''a pas abouti.'),
  ('fr_FR', 'SERVER_ERROR_PAYMENT_CANCELLED', 'Le paiement a été annulé.'),
  ('fr_FR', 'SERVER_ERROR_MONETIZATION_DISABLED', 'Les abonnements ne sont pas disponibles pour le moment.'),
  ('fr_FR', 'SERVER_ERROR_PAYMENT_METHOD_NOT_ALLOWED', 'Ce moyen de paiement n''est pas disponible pour cette offre.'),
  ('fr_FR', 'SERVER_ERROR_SUBSCRIPTION_ACTIVE', 'Vous avez déjà une offre active.'),
  ('fr_FR', 'SERVER_ERROR_PLAN_NOT_FOUND', 'Cette offre n''est pas disponible.'),
  ('fr_FR', 'SERVER_ERROR_CHECKOUT_NOT_FOUND', 'Nous n''avons pas trouvé ce paiement.'),
  ('fr_FR', 'SERVER_ERROR_SUBSCRIPTION_NOT_FOUND', 'Vous n''avez aucune offre active.')
) AS v (locale, key, value)
WHERE EXISTS (SELECT 1 FROM settings)
ON CONFLICT (locale, key) DO NOTHING;
