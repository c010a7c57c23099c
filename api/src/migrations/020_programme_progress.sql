-- Where a profile is in a recorded programme (spec section 6's catch-up, issue's "progress saved for VOD and
-- catch-up alike"): programmes are not items (they are made from each channel's schedule, epg/programmes.ts),
-- so their positions are kept here, by programme id, beside viewing_progress's. A programme leaves catch-up
-- after 15 days; its row is then never read again.
CREATE TABLE programme_progress (
  profile_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  programme_id text NOT NULL,
  progress double precision NOT NULL CHECK (progress >= 0),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (profile_id, programme_id)
);
CREATE INDEX programme_progress_recent ON programme_progress (profile_id, updated_at DESC);
