-- Protocol 3 (docs/protocol.md §7): each player's signature on the game's agreement, given the
-- first time they sit down, and the kind of the game's end with the players' signed statements it
-- rests on (kind:colour:plies:signature, separated by ';'), so that a game reloaded after a
-- restart declares the very end it signed before.
ALTER TABLE games ADD COLUMN white_agreement VARCHAR(128);
ALTER TABLE games ADD COLUMN black_agreement VARCHAR(128);
ALTER TABLE games ADD COLUMN end_kind VARCHAR(16);
ALTER TABLE games ADD COLUMN end_statements VARCHAR(2000);
