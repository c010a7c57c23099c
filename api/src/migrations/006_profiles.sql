-- Profiles at full depth (spec sections 3, 6 and 7): a kids flag beside the parental restriction level,
-- and the words of the profile calls' refusals and restriction levels.

-- A kids profile: made for children, with a restriction level (accounts/restrictions.ts) set by the master.
ALTER TABLE profiles ADD COLUMN kids boolean NOT NULL DEFAULT false;

-- The demo family's children's profile, in a database seeded before this change (the seed does it since).
UPDATE profiles SET kids = true, restriction_id = coalesce(restriction_id, 'M6') WHERE id = 'pf-family-kids';

-- A fresh database gets these from the seed (src/seed/translations.ts), which runs after the migrations;
-- one seeded before this change gets them here.
INSERT INTO translations (locale, key, value)
SELECT v.locale, v.key, v.value
FROM (VALUES
  ('pt_PT', 'SERVER_ERROR_MANAGER_REQUIRED', 'Só o perfil gestor da conta pode fazer isto.'),
  ('pt_PT', 'SERVER_ERROR_PROFILE_LIMIT', 'A conta já tem o máximo de 5 perfis.'),
  ('pt_PT', 'SERVER_ERROR_MASTER_PROFILE', 'O perfil gestor da conta não pode ser apagado.'),
  ('pt_PT', 'PROFILE_RESTRICTION_M6', 'Só títulos para todas as idades e maiores de 6 anos.'),
  ('pt_PT', 'PROFILE_RESTRICTION_M12', 'Títulos até maiores de 12 anos.'),
  ('pt_PT', 'PROFILE_RESTRICTION_M16', 'Títulos até maiores de 16 anos.'),
  ('pt_PT', 'AUTHENTICATION_ERROR_PROFILE_NAME_INVALID', 'O nome do perfil precisa de pelo menos 2 caracteres: letras, espaços, apóstrofo ou hífen.'),
  ('pt_PT', 'AUTHENTICATION_ERROR_PIN_INVALID', 'Introduz um PIN válido (4 algarismos).'),
  ('pt_PT', 'AUTHENTICATION_ERROR_PIN_MISMATCH', 'Os códigos PIN introduzidos não coincidem.'),
  ('en', 'SERVER_ERROR_MANAGER_REQUIRED', 'Only the account manager profile can do this.'),
  ('en', 'SERVER_ERROR_PROFILE_LIMIT', 'The account already has the maximum of 5 profiles.'),
  ('en', 'SERVER_ERROR_MASTER_PROFILE', 'The account manager profile cannot be deleted.'),
  ('en', 'PROFILE_RESTRICTION_M6', 'Only titles for all ages and over 6.'),
  ('en', 'PROFILE_RESTRICTION_M12', 'Titles rated up to 12 and over.'),
  ('en', 'PROFILE_RESTRICTION_M16', 'Titles rated up to 16 and over.'),
  ('en', 'AUTHENTICATION_ERROR_PROFILE_NAME_INVALID', 'The profile name needs at least 2 characters: letters, spaces, apostrophe or hyphen.'),
  ('en', 'AUTHENTICATION_ERROR_PIN_INVALID', 'Please insert a valid PIN (4 digits).'),
  ('en', 'AUTHENTICATION_ERROR_PIN_MISMATCH', 'The PIN codes entered do not match.'),
  ('fr_FR', 'SERVER_ERROR_MANAGER_REQUIRED', 'Seul le profil gestionnaire du compte peut faire cela.'),
  ('fr_FR', 'SERVER_ERROR_PROFILE_LIMIT', 'Le compte a déjà le maximum de 5 profils.'),
  ('fr_FR', 'SERVER_ERROR_MASTER_PROFILE', 'Le profil gestionnaire du compte ne peut pas être supprimé.'),
  ('fr_FR', 'PROFILE_RESTRICTION_M6', 'Uniquement les titres tous publics et de plus de 6 ans.'),
  ('fr_FR', 'PROFILE_RESTRICTION_M12', 'Titres jusqu''à la classification 12 ans.'),
  ('fr_FR', 'PROFILE_RESTRICTION_M16', 'Titres jusqu''à la classification 16 ans.'),
  ('fr_FR', 'AUTHENTICATION_ERROR_PROFILE_NAME_INVALID', 'Le nom du profil doit avoir au moins 2 caractères : lettres, espaces, apostrophe ou trait d’union.'),
  ('fr_FR', 'AUTHENTICATION_ERROR_PIN_INVALID', 'Saisissez un code PIN valide (4 chiffres).'),
  ('fr_FR', 'AUTHENTICATION_ERROR_PIN_MISMATCH', 'Les codes PIN saisis ne correspondent pas.')
) AS v (locale, key, value)
WHERE EXISTS (SELECT 1 FROM settings)
ON CONFLICT (locale, key) DO NOTHING;
