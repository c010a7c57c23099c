-- Indexes for the catalogue's reads, which page through rails and seasons and read the line-up in order.

-- A playlist page after a cursor finds the cursor's card by its id within the rail.
CREATE INDEX rail_entries_by_card ON rail_entries (rail_id, (coalesce(item_id, channel_id)));

-- A season's episodes, in order.
CREATE INDEX items_by_season ON items (season_id, episode_number);

-- The line-up, in the server's order (channel list and guide pages).
CREATE INDEX channels_by_position ON channels (position);
