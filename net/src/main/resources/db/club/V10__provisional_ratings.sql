-- Provisional ratings (docs/club.md, "Ratings"): a member is established after 5 rated games
-- against established opponents, 3 of them distinct; until then the rating is not listed and moves
-- no established rating. A member who already has 5 finished games against 3 distinct opponents is
-- established now, at the rating they have; everyone's rating stays as it is.
ALTER TABLE accounts ADD COLUMN established BOOLEAN DEFAULT FALSE NOT NULL;

-- Whether a finished game counts towards each player's being established: its opponent was
-- established when it ended, or the club had too few established members to play. Games finished
-- before count, as the rule above counted them.
ALTER TABLE games ADD COLUMN white_counts BOOLEAN;
ALTER TABLE games ADD COLUMN black_counts BOOLEAN;
UPDATE games SET white_counts = TRUE, black_counts = TRUE WHERE result IS NOT NULL;

UPDATE accounts SET established = TRUE
WHERE (SELECT COUNT(*) FROM (
           SELECT white_id AS player, black_id AS opponent FROM games WHERE result IS NOT NULL
           UNION ALL SELECT black_id, white_id FROM games WHERE result IS NOT NULL) p
       WHERE p.player = accounts.id) >= 5
  AND (SELECT COUNT(DISTINCT p.opponent) FROM (
           SELECT white_id AS player, black_id AS opponent FROM games WHERE result IS NOT NULL
           UNION ALL SELECT black_id, white_id FROM games WHERE result IS NOT NULL) p
       WHERE p.player = accounts.id) >= 3;

-- A game's end counts the pair's games of the last day, and a provisional member's games.
CREATE INDEX games_white_pair ON games (white_id, black_id);
CREATE INDEX games_black_pair ON games (black_id, white_id);
