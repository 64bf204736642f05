-- An e-mail address is never verified, so its being unique kept nobody out; it only let a stranger
-- learn, by registering with it, that an address was a member's, and take a victim's address
-- before they came. Two members may now give one address; names stay unique.
ALTER TABLE accounts DROP CONSTRAINT accounts_email_unique;
