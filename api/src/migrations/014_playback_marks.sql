-- Playback marks of a title (spec section 3's skip-intro, skip-recap and next-episode timestamps), in
-- seconds from its start: the intro and the recap the player offers to skip, and `next_episode_at`, where
-- the closing credits begin and the player offers what comes next (answered as the item's `marks`). A title
-- without them (a series, a promotional tile) keeps NULLs; a stretch is both ends or neither.
ALTER TABLE items
  ADD COLUMN intro_start int,
  ADD COLUMN intro_end int,
  ADD COLUMN recap_start int,
  ADD COLUMN recap_end int,
  ADD COLUMN next_episode_at int,
  ADD CONSTRAINT items_intro_range CHECK (
    (intro_start IS NULL) = (intro_end IS NULL) AND intro_start >= 0 AND intro_start < intro_end
  ),
  ADD CONSTRAINT items_recap_range CHECK (
    (recap_start IS NULL) = (recap_end IS NULL) AND recap_start >= 0 AND recap_start < recap_end
  ),
  ADD CONSTRAINT items_next_episode_mark CHECK (next_episode_at >= 0);

-- A fresh database gets the demo titles' marks from the seed (src/seed/playback-marks.ts, whose numbers
-- these repeat: they follow the 20-second demo stream), which runs after the migrations and finds no items
-- here; one seeded before this change gets them here. Episodes: a recap at 0-4 s after the first of a
-- season, the intro at 4-9 s (1-6 s in the first), the credits at 15 s. Films: the credits at 16 s.
UPDATE items SET
  intro_start = CASE WHEN episode_number = 1 THEN 1 ELSE 4 END,
  intro_end = CASE WHEN episode_number = 1 THEN 6 ELSE 9 END,
  recap_start = CASE WHEN episode_number = 1 THEN NULL ELSE 0 END,
  recap_end = CASE WHEN episode_number = 1 THEN NULL ELSE 4 END,
  next_episode_at = 15
WHERE type = 'EPISODE';

UPDATE items SET next_episode_at = 16 WHERE type = 'MOVIE';
