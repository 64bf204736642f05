-- Adjourning a live game by agreement (docs/club.md): the players' signed proposals to adjourn
-- that stand (kind:colour:plies:signature, separated by ';', as end_statements), and whether both
-- agreed, so the game waits with both clocks stopped until both players sit down again. Kept here
-- so that a club that restarts neither loses a proposal a player was told of nor lets the clocks
-- of an adjourned game run.
ALTER TABLE games ADD COLUMN adjourned BOOLEAN DEFAULT FALSE NOT NULL;
ALTER TABLE games ADD COLUMN adjourn_offers VARCHAR(400);
