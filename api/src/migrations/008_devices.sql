-- Devices, TV sign-in by code and deleting the account (spec sections 1, 3, 4, 7 and 9).

-- A device is a device id (x-device-id) of the account with a live session; sessions without the header
-- count together as one. Each session keeps what its sign-in's User-Agent said (browser and system names,
-- worded by the clients), and when it was last used, written at most every few minutes.
ALTER TABLE sessions
  ADD COLUMN device_browser text,
  ADD COLUMN device_os text,
  ADD COLUMN last_used_at timestamptz;
CREATE INDEX sessions_by_account ON sessions (account_id, device_id);

-- Codes a TV (or any screen) shows for a signed-in device to link at /apptv (spec section 4, "TV login").
-- Only a digest is stored. The screen that asked (its device id) polls with the code; once a signed-in
-- account links it, that poll gets a session, once, and the row goes.
CREATE TABLE device_codes (
  code_hash text PRIMARY KEY,
  device_id text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  account_id text REFERENCES accounts (id) ON DELETE CASCADE,
  linked_at timestamptz
);
CREATE INDEX device_codes_by_expiry ON device_codes (expires_at);

-- The code e-mailed to confirm deleting the account is one more purpose of the e-mailed codes.
ALTER TABLE account_codes DROP CONSTRAINT IF EXISTS account_codes_purpose_check;
ALTER TABLE account_codes
  ADD CONSTRAINT account_codes_purpose_check
  CHECK (purpose IN ('activation', 'password_reset', 'pin_recovery', 'account_deletion'));

-- A fresh database gets these from the seed (src/seed/translations.ts), which runs after the migrations;
-- one seeded before this change gets them here.
INSERT INTO translations (locale, key, value)
SELECT v.locale, v.key, v.value
FROM (VALUES
  ('pt_PT', 'SERVER_ERROR_DEVICE_LIMIT_REACHED', 'A conta já tem o máximo de 10 dispositivos com sessão iniciada. Para entrares neste, remove um dispositivo em "A minha conta" > "Dispositivos", num dispositivo onde já tenhas sessão iniciada.'),
  ('pt_PT', 'SERVER_ERROR_CODE_ALREADY_USED', 'Este código já foi usado noutra conta. Pede um código novo na TV.'),
  ('pt_PT', 'SERVER_ERROR_EMAIL_MISMATCH', 'Este não é o e-mail da tua conta.'),
  ('en', 'SERVER_ERROR_DEVICE_LIMIT_REACHED', 'The account already has the maximum of 10 signed-in devices. To sign in on this one, remove a device under "My account" > "Devices" on a device where you are signed in.'),
  ('en', 'SERVER_ERROR_CODE_ALREADY_USED', 'This code has already been used with another account. Get a new code on the TV.'),
  ('en', 'SERVER_ERROR_EMAIL_MISMATCH', 'This is not your account''s e-mail.'),
  ('fr_FR', 'SERVER_ERROR_DEVICE_LIMIT_REACHED', 'Le compte a déjà le maximum de 10 appareils connectés. Pour vous connecter sur celui-ci, retirez un appareil dans « Mon compte » > « Appareils » depuis un appareil déjà connecté.'),
  ('fr_FR', 'SERVER_ERROR_CODE_ALREADY_USED', 'Ce code a déjà été utilisé avec un autre compte. Demandez un nouveau code sur la TV.'),
  ('fr_FR', 'SERVER_ERROR_EMAIL_MISMATCH', 'Ce n''est pas l''e-mail de votre compte.')
) AS v (locale, key, value)
WHERE EXISTS (SELECT 1 FROM settings)
ON CONFLICT (locale, key) DO NOTHING;
