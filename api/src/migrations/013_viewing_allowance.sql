-- The free tier's time limits on premium VOD (spec sections 4 and 6, settings video_time_limit and
-- video_cumulative_time_limit): what each viewer held to them played, as the server counts it
-- (src/media/allowance.ts).

-- Seconds played of one title (its media id) on one Lisbon calendar day by one viewer: an account (all its
-- profiles and devices together) by its id, a visitor by `device:` and its x-device-id (`address:` and its
-- address when it sends none). A title's row gives what is left of its limit today, the day's rows summed
-- what is left of the day's. `last_charged_at` is when the row was last charged: a charge is never more
-- than the time since then (plus a little slack), so tabs playing together cannot count the same minute
-- twice. Only today's rows count; older ones go as new charges come.
CREATE TABLE viewing_allowance (
  viewer_key text NOT NULL,
  day date NOT NULL,
  media_id text NOT NULL,
  seconds int NOT NULL CHECK (seconds >= 0),
  last_charged_at timestamptz NOT NULL,
  PRIMARY KEY (viewer_key, day, media_id)
);
CREATE INDEX viewing_allowance_by_day ON viewing_allowance (day);

-- A fresh database gets this from the seed (src/seed/translations.ts), which runs after the migrations;
-- one seeded before this change gets it here.
INSERT INTO translations (locale, key, value)
SELECT v.locale, v.key, v.value
FROM (VALUES
  ('pt_PT', 'SERVER_ERROR_TIME_LIMIT_REACHED', 'Chegaste ao limite de tempo gratuito para ver conteúdos premium. Para continuares a ver, adere a um plano.'),
  ('en', 'SERVER_ERROR_TIME_LIMIT_REACHED', 'You have reached the free viewing time for premium content. To keep watching, subscribe to a plan.'),
  ('fr_FR', 'SERVER_ERROR_TIME_LIMIT_REACHED', 'Vous avez atteint la limite de temps gratuit pour les contenus premium. Pour continuer à regarder, souscrivez une offre.')
) AS v (locale, key, value)
WHERE EXISTS (SELECT 1 FROM settings)
ON CONFLICT (locale, key) DO NOTHING;
