-- Catalogue, configuration and accounts of the reference API. Epoch times are seconds (spec section 9).

CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);

CREATE TABLE translations (
  locale text NOT NULL,
  key text NOT NULL,
  value text NOT NULL,
  PRIMARY KEY (locale, key)
);

CREATE TABLE plans (
  id text PRIMARY KEY,
  position int NOT NULL,
  name text NOT NULL,
  description text NOT NULL,
  price double precision NOT NULL,
  full_price double precision NOT NULL,
  renewal_price double precision NOT NULL,
  currency text NOT NULL CHECK (currency IN ('EUR', 'USD')),
  highlight boolean NOT NULL,
  period_type text NOT NULL CHECK (period_type IN ('D', 'W', 'M', 'Y', 'T', 'S')),
  payment_methods jsonb NOT NULL
);

CREATE TABLE items (
  id text PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('MOVIE', 'EPISODE', 'SERIES', 'CATCHUP')),
  title text NOT NULL,
  short_description text NOT NULL,
  description text NOT NULL,
  year int,
  images jsonb NOT NULL,
  cast_members jsonb NOT NULL,
  creator jsonb NOT NULL,
  duration int NOT NULL,
  genre jsonb NOT NULL,
  trailer_id text UNIQUE,
  media_id text UNIQUE,
  rating double precision,
  classification text,
  premium boolean NOT NULL,
  exclusive boolean NOT NULL,
  label text,
  action_type text NOT NULL,
  action_value text NOT NULL,
  audio_formats jsonb NOT NULL,
  subtitle_formats jsonb NOT NULL,
  series_id text REFERENCES items (id),
  season_id text,
  episode_number int,
  -- A fixed release moment, or an offset from today's midnight in Lisbon for titles that must stay
  -- "released today" or "coming soon" whenever the server runs.
  release_date bigint,
  release_offset bigint,
  premium_end_offset bigint,
  dynamic_label text,
  -- Title, cast and genre lower-cased without accents, so search ignores both.
  search_text text NOT NULL
);
CREATE INDEX items_by_series ON items (series_id, season_id, episode_number);

CREATE TABLE seasons (
  id text PRIMARY KEY,
  series_id text NOT NULL REFERENCES items (id),
  season int NOT NULL,
  name text NOT NULL,
  UNIQUE (series_id, season)
);
ALTER TABLE items ADD FOREIGN KEY (season_id) REFERENCES seasons (id);

CREATE TABLE channels (
  id text PRIMARY KEY,
  position int NOT NULL,
  name text NOT NULL,
  logo text NOT NULL,
  media_id text UNIQUE,
  dvr boolean NOT NULL,
  fast boolean NOT NULL
);

CREATE TABLE screens (
  id text PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE sections (
  id text PRIMARY KEY,
  position int NOT NULL,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  screen_id text NOT NULL REFERENCES screens (id),
  sub_menu jsonb NOT NULL
);

CREATE TABLE rails (
  id text PRIMARY KEY,
  screen_id text NOT NULL REFERENCES screens (id),
  position int NOT NULL,
  name text NOT NULL,
  widget_type text NOT NULL,
  design_type text NOT NULL,
  card_display text NOT NULL,
  show_name boolean NOT NULL,
  progress boolean NOT NULL,
  -- 'curated' rails list rail_entries; 'continue_watching' is filled from the viewer's own progress.
  source text NOT NULL DEFAULT 'curated' CHECK (source IN ('curated', 'continue_watching'))
);
CREATE INDEX rails_by_screen ON rails (screen_id, position);

CREATE TABLE rail_entries (
  rail_id text NOT NULL REFERENCES rails (id),
  position int NOT NULL,
  item_id text REFERENCES items (id),
  channel_id text REFERENCES channels (id),
  PRIMARY KEY (rail_id, position),
  CHECK ((item_id IS NULL) <> (channel_id IS NULL))
);

CREATE TABLE avatars (
  id text PRIMARY KEY,
  position int NOT NULL,
  name text NOT NULL,
  url text NOT NULL
);

CREATE TABLE accounts (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  country text NOT NULL,
  city text,
  birthday text,
  gender text CHECK (gender IN ('m', 'f', 'other')),
  phone text,
  username text,
  photo_url text,
  completed boolean NOT NULL,
  is_multi_profile boolean NOT NULL,
  premium boolean NOT NULL,
  affiliate text,
  origin text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE profiles (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  position int NOT NULL,
  name text NOT NULL,
  avatar_id text REFERENCES avatars (id),
  locale text NOT NULL,
  subtitle_language text,
  audio_language text,
  pin_hash text,
  restriction_id text,
  is_master boolean NOT NULL
);
CREATE INDEX profiles_by_account ON profiles (account_id, position);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  profile_id text REFERENCES profiles (id) ON DELETE SET NULL,
  device_id text,
  device_platform text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);

CREATE TABLE viewing_progress (
  profile_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  item_id text NOT NULL REFERENCES items (id),
  progress double precision NOT NULL CHECK (progress >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (profile_id, item_id)
);

CREATE TABLE favorites (
  profile_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  item_id text NOT NULL REFERENCES items (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (profile_id, item_id)
);

CREATE TABLE ratings (
  profile_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  item_id text NOT NULL REFERENCES items (id),
  classification smallint NOT NULL CHECK (classification BETWEEN 1 AND 5),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (profile_id, item_id)
);

CREATE TABLE stream_pings (
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  device_id text NOT NULL,
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, device_id)
);
