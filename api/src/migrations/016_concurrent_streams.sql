-- Simultaneous live streams (spec sections 4 and 8): each plan says how many live streams an account may
-- play at once, and the ping counts streams (one per live playback, its id made by the player) rather than
-- devices, so two tabs of one browser are two streams.

-- An account without a plan in force gets FREE_TIER_MAX_STREAMS (contracts), 1, as does a plan added
-- without saying. The seeded plans get theirs from the seed (src/seed/plans.ts), which runs after the
-- migrations; a database seeded before this change gets the same numbers here.
ALTER TABLE plans ADD COLUMN max_streams int NOT NULL DEFAULT 1 CHECK (max_streams >= 1);
UPDATE plans SET max_streams = 1 WHERE id = 'plan-weekly';
UPDATE plans SET max_streams = 2 WHERE id = 'plan-monthly';
UPDATE plans SET max_streams = 4 WHERE id = 'plan-yearly';

-- A row per (account, stream) with when it was last seen; a stream unseen for STREAM_STALE_SECONDS no
-- longer counts. The rows held devices until now: they are a minute's worth of state, so they go.
DELETE FROM stream_pings;
ALTER TABLE stream_pings RENAME COLUMN device_id TO stream_id;

-- A fresh database gets these from the seed (src/seed/translations.ts); one seeded before gets them here.
INSERT INTO translations (locale, key, value)
SELECT v.locale, v.key, v.value
FROM (VALUES
  ('pt_PT', 'SERVER_ERROR_TOO_MANY_STREAMS', 'A tua conta já está a ver o máximo de emissões em simultâneo do teu plano. Fecha uma delas para veres aqui.'),
  ('en', 'SERVER_ERROR_TOO_MANY_STREAMS', 'Your account is already watching as many streams at once as your plan allows. Close one of them to watch here.'),
  ('fr_FR', 'SERVER_ERROR_TOO_MANY_STREAMS', 'Votre compte regarde déjà le nombre maximal de flux simultanés de votre offre. Fermez-en un pour regarder ici.')
) AS v (locale, key, value)
WHERE EXISTS (SELECT 1 FROM settings)
ON CONFLICT (locale, key) DO NOTHING;
