-- Protocol 6 (docs/protocol.md §7): each player's seal, one signature over its attempts, sent with
-- its audit report and kept when it verifies over the attempts the club stored, so that the record
-- the club writes for that player (docs/club.md, the web page's downloads) carries it as the
-- player's own does. Null for a player who sent none and for games before this column.
ALTER TABLE games ADD COLUMN white_seal VARCHAR(128);
ALTER TABLE games ADD COLUMN black_seal VARCHAR(128);
