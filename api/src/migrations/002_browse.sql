-- The watchlist joins continue-watching as a rail the server fills from the signed-in profile's own
-- data (favorites), so both can sit on a screen and stay empty, hence hidden, for visitors.
ALTER TABLE rails DROP CONSTRAINT rails_source_check;
ALTER TABLE rails
  ADD CONSTRAINT rails_source_check CHECK (source IN ('curated', 'continue_watching', 'watchlist'));

-- Favorites are listed newest first per profile (watchlist rail and page).
CREATE INDEX favorites_by_profile ON favorites (profile_id, created_at DESC);
