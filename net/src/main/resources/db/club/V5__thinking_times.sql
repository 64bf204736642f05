-- Each attempt keeps the thinking time and the round trip its player signed with it
-- (ks/timed-try/v1 and v2), so the club can write the signed record a player's ks keeps
-- (docs/club.md, the web page's downloads) for anyone to audit: the player's signature covers the
-- move and those times. Null for an "any?", for an attempt without a round trip, and for attempts
-- stored before these columns.
ALTER TABLE game_actions ADD COLUMN think_ms BIGINT;
ALTER TABLE game_actions ADD COLUMN lag_ms BIGINT;
