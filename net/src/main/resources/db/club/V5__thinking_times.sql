-- Each attempt keeps the thinking time its player signed with it (ks/timed-try/v1), so the club
-- can write the signed record a player's ks keeps (docs/club.md, the web page's downloads) for
-- anyone to audit: the player's signature covers the move and that time. Null for an "any?" and
-- for attempts stored before this column.
ALTER TABLE game_actions ADD COLUMN think_ms BIGINT;
