-- Where a member registered from, without the address (docs/club.md, "Provisional ratings"): the
-- keyed hash (HMAC-SHA256 under the club's origin-secret) of the registering address's network,
-- IPv4 /24 or IPv6 /48; NULL when the club keeps none (a private address, --origins off, or a member
-- registered before this version). Members of one origin do not rate each other's games, count as
-- one opponent towards being established, and share the pair rule's day.
ALTER TABLE accounts ADD COLUMN origin VARCHAR(64);
CREATE INDEX accounts_origin ON accounts (origin);

-- A game whose effect on the ratings the club's staff voided (ks --club-server --void NAME): the
-- ratings are worked out again from the finished games as if it had not counted.
ALTER TABLE games ADD COLUMN voided BOOLEAN DEFAULT FALSE NOT NULL;

-- The pair rule counts the day's games between two origins, across every pair of their members.
CREATE INDEX games_ended ON games (ended_ms);
