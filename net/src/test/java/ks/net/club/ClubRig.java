package ks.net.club;

import ks.net.club.host.ClubHost;
import static org.assertj.core.api.Assertions.assertThat;

import java.security.SecureRandom;
import java.sql.PreparedStatement;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import ks.crypto.Argon2id;
import ks.crypto.SigningKey;
import ks.net.club.db.Accounts;
import ks.net.club.db.ClubDatabase;
import ks.net.club.db.Games;
import ks.net.protocol.Agreement;
import ks.net.protocol.Message;
import ks.net.protocol.Statement;
import ks.net.protocol.Statements;

/**
 * A club without the network, for tests: a real database, a clock the test moves, the club's
 * key, and games run synchronously on the calling thread (each game's actor on a direct
 * executor), so a test reads the result of a call on the next line.
 */
final class ClubRig implements AutoCloseable {

    static final long START = 1_800_000_000_000L;

    final MutableClock clock = new MutableClock(START);
    final SigningKey clubKey = SigningKey.generate(new SecureRandom());
    final List<String> moves = new ArrayList<>();
    private final String url;
    private final java.util.function.Function<ClubDatabase, GameNotices> notices;
    /** What clubs stopped by {@link #crash} left open, as a crashed process leaves it; closed with the rig. */
    private final List<Runnable> crashed = new ArrayList<>();
    ClubDatabase db;
    ks.net.club.db.GroupCommit commits;
    Tables tables;
    Club club;

    ClubRig(String url) {
        this(url, null);
    }

    /** A rig whose games tell {@code notices} (or, when null, note each move in {@link #moves}). */
    ClubRig(String url, java.util.function.Function<ClubDatabase, GameNotices> notices) {
        this.url = url;
        this.notices = notices;
        open();
    }

    private void open() {
        db = ClubDatabase.open(url, null, null, 4);
        commits = new ks.net.club.db.GroupCommit(db);
        GameNotices noted = new GameNotices() {
            @Override
            public void moved(Games.Game game, int mover, int plies) {
                moves.add(game.id() + " " + mover + " " + plies);
            }

            @Override
            public void ended(Games.Game game, String result, String reason) {
            }
        };
        tables = new Tables(new ClubGame.Context(db, commits, clock, clubKey, new SecureRandom(),
                notices == null ? noted : notices.apply(db)), Actor.CALLER);
        club = new Club(db, clock, new SecureRandom(), Club.Guards.of(ClubLimits.DEFAULT, Argon2id.Cost.TEST,
                new SecureRandom(), () -> clock.millis() * 1_000_000L), tables);
    }

    /**
     * The club stops mid-game without a clean shutdown and a new one starts on the same database
     * with the same key: nothing of the old club is closed, stored or told (its games in memory,
     * their seats and anything not yet committed are simply gone), and the new club opens its own
     * connections and loads every game in progress, as {@link ClubHost} does at start. Returns how
     * many games it loaded.
     */
    int crash() {
        crashed.add(commits::close);
        crashed.add(db::close);
        open();
        return tables.loadAll();
    }

    ClubMessage ask(ClubMessage m, Member who) {
        return club.handle(m, who, "127.0.0.1").message();
    }

    /** {@link #ask} from the address {@code from} (as {@link Origins} writes it), by nobody logged in. */
    ClubMessage askFrom(ClubMessage m, String from) {
        return club.handle(m, null, from).message();
    }

    /** Registers and logs in {@code name}; returns the member. */
    Member member(String name) {
        return member(name, "127.0.0.1");
    }

    /** Registers {@code name} from the address {@code from} (as {@link Origins} writes it) and logs in. */
    Member member(String name, String from) {
        assertThat(club.handle(new ClubMessage.Register(name, name + "@example.org", "password-" + name), null, from)
                .message()).isInstanceOf(ClubMessage.Done.class);
        Club.Reply r = club.handle(new ClubMessage.Login(name, "password-" + name), null, from);
        assertThat(r.message()).isInstanceOf(ClubMessage.Welcome.class);
        return r.member();
    }

    /** {@code seeker} seeks, {@code other} asks, the seeker accepts: returns the new game's id. */
    String game(Member seeker, Member other, String timeControl, String rules) {
        long seek = ((ClubMessage.Done) ask(new ClubMessage.PostSeek(timeControl, rules, false), seeker)).id();
        long request = ((ClubMessage.Done) ask(new ClubMessage.RequestSeek(seek), other)).id();
        ClubMessage done = ask(new ClubMessage.Answer(request, true), seeker);
        assertThat(done).isInstanceOf(ClubMessage.Done.class);
        return ((ClubMessage.GameList) ask(new ClubMessage.ListGames(), seeker)).games().get(0).id();
    }

    void setRating(String name, int rating) {
        db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement("UPDATE accounts SET rating = ? WHERE name = ?")) {
                s.setInt(1, rating);
                s.setString(2, name);
                s.executeUpdate();
            }
            return null;
        });
    }

    /** Makes {@code name}'s rating established, as five games against three established members would. */
    void establish(String name) {
        db.inTransaction(c -> {
            Accounts.establish(c, Accounts.byName(c, name).orElseThrow().id());
            return null;
        });
    }

    int rating(String name) {
        return db.inTransaction(c -> Accounts.byName(c, name)).orElseThrow().rating();
    }

    /** Seats both players of a game, each signs the agreement, and both run the resume exchange. */
    static void seatBoth(Player a, Player b) {
        a.sitOnly();
        b.sitOnly();
        a.agree();
        b.agree();
        a.resume();
        b.resume();
    }

    /**
     * A player at a game: their key, their seat, their signature on the agreement and their
     * attempts and statements signed as the protocol says.
     */
    final class Player {
        final Member member;
        final SigningKey key = SigningKey.generate(new SecureRandom());
        /** The connection this player sits on; a new one after {@link #reconnect}. */
        TestSeat seat = new TestSeat();
        final String gameId;
        ClubMessage.Seated seated;
        int colour;
        int tries;
        /** Every attempt sent, in order. */
        final List<Message.Try> sent = new java.util.ArrayList<>();

        Player(Member member, String gameId) {
            this.member = member;
            this.gameId = gameId;
        }

        /** Sits down, signs the agreement if the club can show it yet, and runs the resume exchange. */
        ClubMessage sit() {
            ClubMessage answer = sitOnly();
            if (answer instanceof ClubMessage.Seated) {
                if (agreement() != null) {
                    agree();
                }
                resume();
            }
            return answer;
        }

        /** Sits down without the agreement and the resume exchange that a member's ks sends next. */
        ClubMessage sitOnly() {
            ClubMessage[] answer = new ClubMessage[1];
            tables.sit(gameId, member, seat, key.identity(), a -> answer[0] = a);
            if (answer[0] instanceof ClubMessage.Seated s) {
                seated = s;
                colour = s.white().equals(member.name()) ? 0 : 1;
            }
            return answer[0];
        }

        /** The agreement the club showed: on sitting down, or later in a start message; or null. */
        Agreement agreement() {
            if (seated != null && seated.agreement() != null) {
                return seated.agreement();
            }
            List<Message.Start> starts = seat.all(Message.Start.class);
            return starts.isEmpty() ? null : starts.get(0).agreement();
        }

        /** This player's signature on the agreement (hex). */
        String signature() {
            return HexFormat.of().formatHex(key.sign(agreement().bytes()));
        }

        void agree() {
            send(new Message.Agree(signature()));
        }

        /**
         * Sits down again on a new connection, after the club came back, and runs the resume
         * exchange holding nothing, so the club sends everything again to the new seat.
         */
        void reconnect() {
            seat = new TestSeat();
            sitOnly();
            resume();
        }

        void resume() {
            send(new Message.Resume(Message.VERSION, member.name(), gameId, 0, 0, 0, 0));
        }

        void send(Message m) {
            tables.receive(tables.game(gameId).orElseThrow(), colour, seat, m);
        }

        /** Attempts {@code uci}, signed with the thinking time since the turn began on the club's clock. */
        void attempt(String uci) {
            attempt(uci, Math.max(0, clock.millis() - tables.game(gameId).orElseThrow().status().turnStart()));
        }

        /** Attempts {@code uci}, signed with {@code thinkMillis} of thought and no round trip measured. */
        void attempt(String uci, long thinkMillis) {
            attempt(uci, thinkMillis, 0);
        }

        /** Attempts {@code uci}, signed with {@code thinkMillis} of thought and a round trip of {@code lagMillis}. */
        void attempt(String uci, long thinkMillis, long lagMillis) {
            tries++;
            String sig = HexFormat.of().formatHex(key.sign(Statements.attempt(gameId, tries, uci, thinkMillis,
                    lagMillis)));
            Message.Try t = new Message.Try(tries, uci, sig, thinkMillis, lagMillis);
            sent.add(t);
            send(t);
        }

        /** This player's signed statement of {@code kind} as of {@code plies}. */
        Statement statement(String kind, int plies) {
            return new Statement(kind, colour, plies, HexFormat.of().formatHex(key.sign(
                    Statements.statement(gameId, kind, colour, plies))));
        }
    }

    @Override
    public void close() {
        commits.close();
        db.close();
        crashed.forEach(Runnable::run);
    }
}
