package ks.net.club;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.sql.SQLException;
import java.time.Clock;
import java.util.HexFormat;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Logger;
import ks.engine.rating.Elo;
import ks.net.club.db.Accounts;
import ks.net.club.db.ClubDatabase;

/**
 * The club's members' accounts as requests reach them: registering under a name no member's looks
 * like, logging in by password (throttled, and as slow for an unknown name as for a known one) or
 * by the token a login gave. Apart from {@link Club}, which hands it these requests, so that the
 * club reads as the list of what it does and the accounts' guards stand in one place.
 */
final class ClubAccounts {

    private static final Logger LOG = Logger.getLogger(ClubAccounts.class.getName());

    private static final HexFormat HEX = HexFormat.of();
    private static final long TOKEN_LIFE_MS = 30L * 24 * 3600 * 1000;

    private final ClubDatabase db;
    private final Clock clock;
    private final SecureRandom random;
    private final Club.Guards guards;
    /** Whether the operator was told that a member registered from this host, which keeps no origin: once a run. */
    private final AtomicBoolean toldOfThisHost = new AtomicBoolean();
    private final MemberNames names = new MemberNames();
    /** Registrations check and insert one at a time, so two look-alike names never both get in. */
    private final Object registering = new Object();
    /** A hash to check when the name is unknown, so a refusal takes as long either way. */
    private final String decoy;

    ClubAccounts(ClubDatabase db, Clock clock, SecureRandom random, Club.Guards guards) {
        this.db = db;
        this.clock = clock;
        this.random = random;
        this.guards = guards;
        try {
            this.decoy = guards.passwords().hash("decoy");
        } catch (Passwords.Busy e) {
            throw new IllegalStateException("no password could be hashed as the club started", e);
        }
    }

    ClubMessage register(ClubMessage.Register r, String from) throws Passwords.Busy {
        Optional<String> refused = names.refusal(r.name(), db.inTransaction(Accounts::names));
        if (refused.isPresent()) {
            return new ClubMessage.Refused(refused.get());
        }
        String tooShort = ClubMessage.shortPassword(r.password(), r.name());
        if (tooShort != null) {
            return new ClubMessage.Refused(tooShort);
        }
        long wait = guards.registrations().take(from);
        if (wait > 0) {
            return new ClubMessage.Refused("too many registrations from your address; try again in " + wait + " s");
        }
        String hash = guards.passwords().hash(r.password());
        synchronized (registering) {
            return db.inTransaction(c -> {
                // Checked again: another member may have registered while the password was hashed.
                Optional<String> now = names.refusal(r.name(), Accounts.names(c));
                if (now.isPresent()) {
                    return new ClubMessage.Refused(now.get());
                }
                try {
                    long id = Accounts.create(c, r.name(), r.email(), hash, Elo.START, clock.millis());
                    Optional<String> origin = guards.origins().of(from);
                    if (origin.isPresent()) {
                        Accounts.origin(c, id, origin.get());
                    } else if (guards.origins().hidesThisHost(from) && !toldOfThisHost.getAndSet(true)) {
                        LOG.warning(r.name() + " registered from this club's own host (" + from + "): under --origins "
                                + "public no origin is kept for members who come from it, nor for any member who "
                                + "reaches the club through a proxy or tunnel here, and the origin rules pass them by "
                                + "(docs/club.md, \"A club behind a proxy\")");
                    }
                    return new ClubMessage.Done("registered " + r.name() + " at rating " + Elo.START, id);
                } catch (SQLException e) {
                    if ("23505".equals(e.getSQLState())) {
                        return new ClubMessage.Refused("the name was taken a moment ago");
                    }
                    throw e;
                }
            });
        }
    }

    Club.Reply login(ClubMessage.Login l, Member member, String from) throws Passwords.Busy {
        LoginThrottle.Wait wait = guards.logins().waitFor(l.name(), from);
        if (wait.seconds() > 0) {
            return new Club.Reply(new ClubMessage.Refused(throttled(wait, l.name())), member);
        }
        Optional<Accounts.Account> found = db.inTransaction(c -> Accounts.byName(c, l.name()));
        boolean ok = guards.passwords().matches(l.password(), found.map(Accounts.Account::passwordHash)
                .orElse(decoy)) && found.isPresent();
        if (!ok) {
            guards.logins().failed(l.name(), from);
            return new Club.Reply(new ClubMessage.Refused("wrong name or password"), member);
        }
        guards.logins().succeeded(l.name(), from);
        Accounts.Account a = found.get();
        byte[] token = new byte[32];
        random.nextBytes(token);
        String tokenHex = HEX.formatHex(token);
        db.inTransaction(c -> {
            Accounts.addToken(c, tokenHash(tokenHex), a.id(), clock.millis() + TOKEN_LIFE_MS);
            return null;
        });
        return new Club.Reply(new ClubMessage.Welcome(a.name(), a.rating(), tokenHex), new Member(a.id(), a.name()));
    }

    private static String throttled(LoginThrottle.Wait wait, String name) {
        return "too many failed logins " + (wait.culprit() == LoginThrottle.Culprit.NAME ? "as " + name + " from"
                : "from") + " your address; try again in " + wait.seconds() + " s";
    }

    Club.Reply tokenLogin(ClubMessage.TokenLogin t, Member member, String from) {
        LoginThrottle.Wait wait = guards.logins().waitFor(null, from);
        if (wait.seconds() > 0) {
            return new Club.Reply(new ClubMessage.Refused(throttled(wait, t.name())), member);
        }
        Optional<Accounts.Account> found = db.inTransaction(c -> Accounts.byToken(c, tokenHash(t.token()),
                clock.millis()));
        if (found.isEmpty() || !found.get().name().equalsIgnoreCase(t.name())) {
            guards.logins().failed(null, from);
            return new Club.Reply(new ClubMessage.Refused("your login has expired or is unknown here; log in again: "
                    + "ks --club HOST login"), member);
        }
        Accounts.Account a = found.get();
        return new Club.Reply(new ClubMessage.Welcome(a.name(), a.rating(), t.token()), new Member(a.id(), a.name()));
    }

    /** SHA-256 of a token: the database never holds a token that would let its reader log in. */
    static String tokenHash(String tokenHex) {
        try {
            return HEX.formatHex(MessageDigest.getInstance("SHA-256").digest(tokenHex.getBytes(StandardCharsets.US_ASCII)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this Java", e);
        }
    }
}
