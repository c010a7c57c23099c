-- Who may have a stream (spec section 4): the messages of the two refusals the media calls add, a country
-- the content is not offered in (451) and a stream address that is not, or no longer, good (403).
-- A fresh database gets them from the seed (src/seed/translations.ts), which runs after the migrations;
-- one seeded before this change gets them here, so its clients show these words rather than a generic one.
INSERT INTO translations (locale, key, value)
SELECT v.locale, v.key, v.value
FROM (VALUES
  ('pt_PT', 'SERVER_ERROR_451', 'Por razões legais ou técnicas, este conteúdo não está disponível no teu país.'),
  ('en', 'SERVER_ERROR_451', 'For legal or technical reasons, this content is not available in your country.'),
  ('fr_FR', 'SERVER_ERROR_451', 'Pour des raisons légales ou techniques, ce contenu n’est pas disponible dans votre pays.'),
  ('pt_PT', 'SERVER_ERROR_STREAM_URL', 'O endereço deste vídeo não é válido ou expirou. Abre o conteúdo outra vez.'),
  ('en', 'SERVER_ERROR_STREAM_URL', 'This video address is not valid or has expired. Open the title again.'),
  ('fr_FR', 'SERVER_ERROR_STREAM_URL', 'L''adresse de cette vidéo n''est pas valide ou a expiré. Ouvrez à nouveau le contenu.')
) AS v (locale, key, value)
WHERE EXISTS (SELECT 1 FROM settings)
ON CONFLICT (locale, key) DO NOTHING;
