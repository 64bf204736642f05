-- Each commitment of a club game covers the clocks after its ply (ks/position/v2, docs/protocol.md
-- §8), so the club keeps the state it committed to, to send it again to a player catching up.
ALTER TABLE game_commitments ADD COLUMN clocks VARCHAR(80);
