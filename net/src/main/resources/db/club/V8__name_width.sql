-- A name is 1 to 64 letters (PlayerNames), but H2 measures a VARCHAR in UTF-16 units, two for a
-- letter beyond the BMP, and the case-folded key (Locale.ROOT) can be longer than the name: a
-- capital I with a dot above becomes an i and a combining dot. 128 holds either on both databases.
ALTER TABLE accounts ALTER COLUMN name SET DATA TYPE VARCHAR(128);
ALTER TABLE accounts ALTER COLUMN name_key SET DATA TYPE VARCHAR(128);
