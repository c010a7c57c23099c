-- Guest profiles (routes/profiles.ts, content/viewing-rules.ts): a profile for whoever borrows the account
-- for an evening, that keeps nothing they watch, mark or rate; and the words of the refusals that the
-- parental restrictions and guest profiles answer with.

-- Set when the profile is made (`POST /v1/profile {guest: true}`), never changed afterwards: a profile that
-- stopped being a guest would start from history it never kept, one that became one would keep its own.
ALTER TABLE profiles ADD COLUMN guest boolean NOT NULL DEFAULT false;

-- A fresh database gets these from the seed (src/seed/translations.ts), which runs after the migrations;
-- one seeded before this change gets them here.
INSERT INTO translations (locale, key, value)
SELECT v.locale, v.key, v.value
FROM (VALUES
  ('pt_PT', 'SERVER_ERROR_CONTENT_RESTRICTED', 'Este título não está disponível neste perfil.'),
  ('pt_PT', 'SERVER_ERROR_GUEST_PROFILE', 'Os perfis de convidado não guardam a lista nem as classificações.'),
  ('en', 'SERVER_ERROR_CONTENT_RESTRICTED', 'This title is not available on this profile.'),
  ('en', 'SERVER_ERROR_GUEST_PROFILE', 'Guest profiles do not keep a list or ratings.'),
  ('fr_FR', 'SERVER_ERROR_CONTENT_RESTRICTED', 'Ce titre n''est pas disponible sur ce profil.'),
  ('fr_FR', 'SERVER_ERROR_GUEST_PROFILE', 'Les profils invités ne conservent ni liste ni notes.')
) AS v (locale, key, value)
WHERE EXISTS (SELECT 1 FROM settings)
ON CONFLICT (locale, key) DO NOTHING;
