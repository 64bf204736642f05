package ks.net.club;

import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.function.LongSupplier;
import ks.crypto.Argon2id;
import ks.engine.Position;
import ks.engine.rating.Elo;
import ks.net.club.db.Accounts;
import ks.net.club.db.ClubDatabase;
import ks.net.club.db.ClubStoreException;
import ks.net.club.db.Games;
import ks.net.club.db.Seeks;

/**
 * What the club does for its members, one request at a time: registering, logging in, ratings,
 * seeks and requests, the list of one's games. It runs on the club's worker threads (never on the
 * I/O loop: hashing a password and the database both take time) and answers every request with
 * one {@link ClubMessage}; a member's mistake is a {@link ClubMessage.Refused} with one line.
 * Registering and logging in are {@link ClubAccounts}'s.
 */
public final class Club {

    private static final HexFormat HEX = HexFormat.of();
    private static final int GAMES_LISTED = 50;
    /**
     * The seeks one member may have open at once: every member's seek list holds them all, and
     * without a bound one member's seeks made that list larger than a club message may be.
     */
    static final int OPEN_SEEKS = 10;
    /**
     * The bytes a list in one reply may take: a member's ks refuses a club message larger than
     * {@link ClubCodec#MAX_BYTES}, so lists that grow with the members are cut to fit (ratings best
     * first, seeks oldest first, one's own always), or nobody could read them.
     */
    private static final int LIST_BYTES = ClubCodec.MAX_BYTES * 3 / 4;

    private final ClubDatabase db;
    private final Clock clock;
    private final SecureRandom random;
    private final Guards guards;
    private final Tables tables;
    private final ClubAccounts accounts;
    /**
     * Posts, answers and withdrawals read the seeks' state and change it one at a time: two accepts
     * sent at once on two connections would each read the seek open, and one seek would start two
     * games; two posts would each find the member under its {@link #OPEN_SEEKS}.
     */
    private final Object seeking = new Object();

    /** What a request leaves: the reply, and who is logged in on the connection afterwards. */
    public record Reply(ClubMessage message, Member member) {
    }

    /**
     * What stands between the club and a flood, a guesser or a farmer: password hashing within a
     * memory budget, the throttle on failed logins, the limit on registrations per address, and the
     * key that keeps where a member registered from ({@link OriginKey}).
     */
    public record Guards(Passwords passwords, LoginThrottle logins, RegistrationLimit registrations,
            OriginKey origins) {

        /** The guards {@code limits} asks for, timed by {@code nanos}, with an origin key kept nowhere. */
        public static Guards of(ClubLimits limits, Argon2id.Cost cost, SecureRandom random, LongSupplier nanos) {
            return new Guards(new Passwords(cost, random, limits.hashingBudgetBytes(), limits.hashingWait()),
                    new LoginThrottle(nanos), new RegistrationLimit(nanos, limits.registrationBurst(),
                            limits.registrationEvery().toNanos()), OriginKey.fresh(random, OriginRule.PUBLIC));
        }

        /** These guards keeping origins under {@code key}. */
        public Guards withOrigins(OriginKey key) {
            return new Guards(passwords, logins, registrations, key);
        }
    }

    public Club(ClubDatabase db, Clock clock, SecureRandom random, Guards guards, Tables tables) {
        this.db = db;
        this.clock = clock;
        this.random = random;
        this.guards = guards;
        this.tables = tables;
        this.accounts = new ClubAccounts(db, clock, random, guards);
    }

    /** Handles one request from a connection where {@code member} is logged in (or null) and which comes from {@code from}. */
    public Reply handle(ClubMessage request, Member member, String from) {
        try {
            if (request instanceof ClubMessage.Register r) {
                return new Reply(accounts.register(r, from), member);
            } else if (request instanceof ClubMessage.Login l) {
                return accounts.login(l, member, from);
            } else if (request instanceof ClubMessage.TokenLogin t) {
                return accounts.tokenLogin(t, member, from);
            } else if (request instanceof ClubMessage.Ratings) {
                return new Reply(ratings(), member);
            } else if (member == null) {
                return new Reply(new ClubMessage.Refused("log in first: ks --club HOST login"), null);
            }
            return new Reply(forMember(request, member), member);
        } catch (ClubStoreException e) {
            return new Reply(new ClubMessage.Refused("the club cannot do that now: its database failed"), member);
        } catch (Passwords.Busy e) {
            return new Reply(new ClubMessage.Refused(e.getMessage()), member);
        }
    }

    private ClubMessage forMember(ClubMessage request, Member m) {
        if (request instanceof ClubMessage.PostSeek s) {
            return postSeek(s, m);
        } else if (request instanceof ClubMessage.ListSeeks) {
            return seeks(m);
        } else if (request instanceof ClubMessage.RequestSeek r) {
            return requestSeek(r, m);
        } else if (request instanceof ClubMessage.Answer a) {
            return answer(a, m);
        } else if (request instanceof ClubMessage.CancelSeek c) {
            return cancel(c, m);
        } else if (request instanceof ClubMessage.ListGames) {
            return games(m);
        } else if (request instanceof ClubMessage.GameRatings r) {
            return ratingChange(r.gameId());
        }
        return new ClubMessage.Refused("the club does not take a " + request.getClass().getSimpleName() + " here");
    }

    private ClubMessage ratings() {
        List<ClubMessage.Rated> out = new ArrayList<>();
        int room = LIST_BYTES;
        for (Accounts.Rated r : db.inTransaction(Accounts::ratings)) {
            if (!r.established()) {
                continue;
            }
            room -= lineBytes(r.name());
            if (room < 0) {
                break;
            }
            out.add(new ClubMessage.Rated(r.name(), r.rating(), r.games()));
        }
        return new ClubMessage.RatingList(out);
    }

    private ClubMessage postSeek(ClubMessage.PostSeek s, Member m) {
        ClubTimeControl tc;
        ClubRules rules;
        try {
            tc = ClubTimeControl.parse(s.timeControl());
            rules = ClubRules.parse(s.rules());
        } catch (IllegalArgumentException e) {
            return new ClubMessage.Refused(e.getMessage());
        }
        String control = tc.text();
        String named = rules.text();
        String posted = "posted: " + tc + ", " + rules + (s.anonymous() ? ", your name hidden" : "");
        // One post at a time: two at once would each count the seeks open before the other's went in.
        synchronized (seeking) {
            return db.inTransaction(c -> {
                if (Seeks.open(c).stream().filter(open -> open.accountId() == m.id()).count() >= OPEN_SEEKS) {
                    return new ClubMessage.Refused("you have " + OPEN_SEEKS + " seeks open, as many as a member may;"
                            + " cancel one first (ks --club HOST cancel SEEK)");
                }
                long id = Seeks.post(c, m.id(), control, named, s.anonymous(), clock.millis());
                return new ClubMessage.Done("seek " + id + " " + posted, id);
            });
        }
    }

    private ClubMessage seeks(Member m) {
        return db.inTransaction(c -> {
            List<ClubMessage.SeekLine> seeks = new ArrayList<>();
            // The public ratings, which an anonymous seeker must not be picked out of.
            List<Integer> ratings = Accounts.ratings(c).stream().filter(Accounts.Rated::established)
                    .map(Accounts.Rated::rating).toList();
            int room = LIST_BYTES / 2;
            for (Seeks.Seek s : Seeks.open(c)) {
                room -= lineBytes(s.name(), s.timeControl(), s.rules());
                if (room < 0 && s.accountId() != m.id()) {
                    continue;
                }
                boolean hidden = s.anonymous() && s.accountId() != m.id();
                seeks.add(new ClubMessage.SeekLine(s.id(), hidden ? ClubNames.ANONYMOUS : s.name(),
                        hidden ? RatingBand.lowerBound(s.rating(), ratings) : s.rating(), s.timeControl(), s.rules(),
                        s.accountId() == m.id()));
            }
            List<ClubMessage.RequestLine> requests = new ArrayList<>();
            room = LIST_BYTES / 2;
            for (Seeks.Request r : Seeks.pendingFor(c, m.id())) {
                room -= lineBytes(r.name());
                if (room < 0) {
                    break;
                }
                requests.add(new ClubMessage.RequestLine(r.id(), r.seekId(), r.name(), r.rating()));
            }
            return new ClubMessage.SeekList(seeks, requests);
        });
    }

    private ClubMessage requestSeek(ClubMessage.RequestSeek r, Member m) {
        return db.inTransaction(c -> {
            Optional<Seeks.Seek> seek = Seeks.byId(c, r.seekId());
            if (seek.isEmpty() || !seek.get().state().equals(Seeks.OPEN)) {
                return new ClubMessage.Refused("there is no open seek " + r.seekId() + " (ks --club HOST seeks "
                        + "lists them)");
            }
            if (seek.get().accountId() == m.id()) {
                return new ClubMessage.Refused("seek " + r.seekId() + " is your own");
            }
            if (!Seeks.pendingBy(c, m.id(), r.seekId()).isEmpty()) {
                return new ClubMessage.Refused("you already asked to play seek " + r.seekId()
                        + "; wait for the answer");
            }
            long id = Seeks.request(c, r.seekId(), m.id(), clock.millis());
            return new ClubMessage.Done("request " + id + " sent; the seeker accepts or rejects it", id);
        });
    }

    /** An answer's reply, and the game it started (or null). */
    private record Answered(ClubMessage reply, String gameId) {
    }

    private ClubMessage answer(ClubMessage.Answer a, Member m) {
        Answered done;
        synchronized (seeking) {
            done = db.inTransaction(c -> answer(c, a, m));
        }
        if (done.gameId() != null) {
            tables.started(done.gameId());
        }
        return done.reply();
    }

    private Answered answer(Connection c, ClubMessage.Answer a, Member m) throws SQLException {
        Optional<Seeks.Request> request = Seeks.requestById(c, a.requestId());
        Optional<Seeks.Seek> seek = request.isEmpty() ? Optional.empty() : Seeks.byId(c, request.get().seekId());
        if (seek.isEmpty() || seek.get().accountId() != m.id()) {
            return new Answered(new ClubMessage.Refused("there is no request " + a.requestId() + " on your seeks"),
                    null);
        }
        Seeks.Request q = request.get();
        if (!q.state().equals(Seeks.PENDING) || !seek.get().state().equals(Seeks.OPEN)) {
            return new Answered(new ClubMessage.Refused("request " + a.requestId() + " was already answered"),
                    null);
        }
        if (!a.accept()) {
            Seeks.setRequestState(c, q.id(), Seeks.REJECTED);
            return new Answered(new ClubMessage.Done("rejected " + q.name() + "'s request " + q.id(), q.id()), null);
        }
        Seeks.setRequestState(c, q.id(), Seeks.ACCEPTED);
        Seeks.setState(c, seek.get().id(), Seeks.TAKEN);
        Seeks.rejectOthers(c, seek.get().id(), q.id());
        Games.Game g = newGame(c, seek.get(), q);
        return new Answered(new ClubMessage.Done("game " + g.id() + " begins: " + g.white() + " (white) against "
                + g.black() + " (black), " + g.timeControl() + ", " + g.rules(), 0), g.id());
    }

    private Games.Game newGame(Connection c, Seeks.Seek seek, Seeks.Request q) throws SQLException {
        boolean seekerWhite = random.nextBoolean();
        long whiteId = seekerWhite ? seek.accountId() : q.accountId();
        long blackId = seekerWhite ? q.accountId() : seek.accountId();
        String white = seekerWhite ? seek.name() : q.name();
        String black = seekerWhite ? q.name() : seek.name();
        byte[] id = new byte[16];
        random.nextBytes(id);
        byte[] seed = new byte[32];
        random.nextBytes(seed);
        long now = clock.millis();
        long initial = ClubTimeControl.parse(seek.timeControl()).initialMs();
        Games.Game g = new Games.Game(HEX.formatHex(id), new Games.Player(whiteId, white, null),
                new Games.Player(blackId, black, null),
                new Games.Setup(seek.timeControl(), seek.rules(), Position.STARTPOS_FEN, HEX.formatHex(seed)),
                Games.Outcome.UNDER_WAY, new Games.Clocks(initial, initial, now), now);
        Games.create(c, g);
        return g;
    }

    private ClubMessage cancel(ClubMessage.CancelSeek s, Member m) {
        synchronized (seeking) {
            return withdraw(s, m);
        }
    }

    private ClubMessage withdraw(ClubMessage.CancelSeek s, Member m) {
        return db.inTransaction(c -> {
            Optional<Seeks.Seek> seek = Seeks.byId(c, s.seekId());
            if (seek.isEmpty() || seek.get().accountId() != m.id() || !seek.get().state().equals(Seeks.OPEN)) {
                return new ClubMessage.Refused("you have no open seek " + s.seekId());
            }
            Seeks.setState(c, s.seekId(), Seeks.CANCELLED);
            return new ClubMessage.Done("seek " + s.seekId() + " withdrawn", s.seekId());
        });
    }

    private ClubMessage games(Member m) {
        List<Games.Game> mine = db.inTransaction(c -> Games.ofAccount(c, m.id(), GAMES_LISTED));
        List<ClubMessage.GameLine> lines = new ArrayList<>();
        for (Games.Game g : mine) {
            lines.add(tables.line(g, m.id()));
        }
        return new ClubMessage.GameList(lines);
    }

    /** How finished game {@code id} moved both ratings (public, as the ratings and the web page are). */
    private ClubMessage ratingChange(String id) {
        Optional<Games.Game> found = db.inTransaction(c -> Games.byId(c, id));
        if (found.isEmpty() || !Games.OVER.equals(found.get().state()) || found.get().whiteBefore() == null) {
            return new ClubMessage.Refused("game " + id.substring(0, 8) + " has not ended, so no rating has moved");
        }
        Games.Game g = found.get();
        return new ClubMessage.RatingChange(g.white(), g.whiteBefore(), g.whiteAfter(), g.black(), g.blackBefore(),
                g.blackAfter());
    }

    /**
     * The most bytes a list line with these texts takes in JSON, with room for its fields' names
     * and numbers: a letter outside ASCII takes up to three bytes, and half of a surrogate pair is
     * written as a six-byte escape.
     */
    private static int lineBytes(String... texts) {
        int bytes = 128;
        for (String t : texts) {
            for (int i = 0; i < t.length(); i++) {
                char ch = t.charAt(i);
                bytes += ch < 0x20 || Character.isSurrogate(ch) ? 6 : ch == '"' || ch == '\\' ? 2 : ch < 0x80 ? 1 : 3;
            }
        }
        return bytes;
    }
}
