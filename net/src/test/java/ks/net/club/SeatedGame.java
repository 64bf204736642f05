package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.HexFormat;
import ks.crypto.KnownOpponents;
import ks.crypto.SigningKey;
import ks.net.club.host.ClubHost;
import ks.net.protocol.Agreement;
import ks.net.protocol.Message;
import ks.net.protocol.Statement;
import ks.net.protocol.Statements;

/**
 * Two members of a real club, alice and bob, who met through a seek, sat down at their game over
 * loopback, signed its agreement and caught up: what the club's end-to-end tests start from.
 */
final class SeatedGame implements AutoCloseable {

    private static final HexFormat HEX = HexFormat.of();

    final String id;
    final ClubLink white;
    final ClubLink black;
    private final ClubHost club;
    private final Path dir;
    private final SigningKey whiteKey;
    private final SigningKey blackKey;
    private final String[] names;

    private SeatedGame(ClubHost club, Path dir, String id, ClubLink white, ClubLink black, SigningKey whiteKey,
            SigningKey blackKey, String... names) {
        this.club = club;
        this.dir = dir;
        this.id = id;
        this.white = white;
        this.black = black;
        this.whiteKey = whiteKey;
        this.blackKey = blackKey;
        this.names = names;
    }

    /** Both members register on {@code club}, meet through a seek, sit down and sign; pins are kept in {@code dir}. */
    static SeatedGame at(ClubHost club, Path dir) throws IOException {
        return at(club, dir, "alice", "bob");
    }

    /** {@link #at(ClubHost, Path)} for members named {@code first} (who seeks) and {@code second}. */
    static SeatedGame at(ClubHost club, Path dir, String first, String second) throws IOException {
        return of(club, dir, first, true, second, true);
    }

    /**
     * {@link #at(ClubHost, Path, String, String)}, each member registering first if {@code firstNew}
     * or {@code secondNew}, else only logging in with the password {@code password-NAME}.
     */
    static SeatedGame of(ClubHost club, Path dir, String first, boolean firstNew, String second, boolean secondNew)
            throws IOException {
        return of(club, dir, first, firstNew, second, secondNew, "game/60");
    }

    /** {@link #at(ClubHost, Path)} with a daily game rather than game/60. */
    static SeatedGame daily(ClubHost club, Path dir) throws IOException {
        return of(club, dir, "alice", true, "bob", true, "daily");
    }

    private static SeatedGame of(ClubHost club, Path dir, String first, boolean firstNew, String second,
            boolean secondNew, String timeControl) throws IOException {
        SigningKey firstKey = SigningKey.generate(new SecureRandom());
        SigningKey secondKey = SigningKey.generate(new SecureRandom());
        ClubLink one = firstNew ? member(club, dir, first, firstKey) : loggedIn(club, dir, first, firstKey);
        ClubLink two = secondNew ? member(club, dir, second, secondKey) : loggedIn(club, dir, second, secondKey);
        meet(one, two, timeControl);
        ClubMessage.Seated oneSeat = sit(one, firstKey);
        ClubMessage.Seated twoSeat = sit(two, secondKey);
        settle(one, firstKey, oneSeat, first);
        settle(two, secondKey, twoSeat, second);
        boolean firstWhite = oneSeat.white().equals(first);
        return firstWhite ? new SeatedGame(club, dir, oneSeat.gameId(), one, two, firstKey, secondKey, first, second)
                : new SeatedGame(club, dir, oneSeat.gameId(), two, one, secondKey, firstKey, second, first);
    }

    /** {@code colour}'s statement of {@code kind} as of {@code plies}, signed with their key. */
    Statement statement(int colour, String kind, int plies) {
        SigningKey key = colour == 0 ? whiteKey : blackKey;
        return new Statement(kind, colour, plies, HEX.formatHex(key.sign(Statements.statement(id, kind, colour, plies))));
    }

    /** {@code colour}'s attempt number {@code seq} of {@code uci}, signed with the time and round trip given. */
    Message.Try attempt(int colour, int seq, String uci, long thinkMillis, long lagMillis) {
        SigningKey key = colour == 0 ? whiteKey : blackKey;
        return new Message.Try(seq, uci, HEX.formatHex(key.sign(Statements.attempt(id, seq, uci, thinkMillis, lagMillis))),
                thinkMillis, lagMillis);
    }

    /** {@code colour}'s acknowledgement of {@code c}, the commitment to {@code ply}. */
    Message.Ack ack(int colour, Message.Commit c, int ply) {
        SigningKey key = colour == 0 ? whiteKey : blackKey;
        return new Message.Ack(ply, HEX.formatHex(key.sign(Statements.ack(id, c.commitment()))));
    }

    /** A new connection of {@code colour}'s member, logged in. */
    ClubLink again(int colour) throws IOException {
        return loggedIn(club, dir, names[colour], colour == 0 ? whiteKey : blackKey);
    }

    /** The name of {@code colour}'s member. */
    String name(int colour) {
        return names[colour];
    }

    /** The colour {@code name} plays: 0 white, 1 black. */
    int colour(String name) {
        return names[0].equals(name) ? 0 : 1;
    }

    private static ClubLink loggedIn(ClubHost club, Path dir, String name, SigningKey key) throws IOException {
        ClubLink l = connect(club, dir, name, key);
        assertThat(l.request(new ClubMessage.Login(name, "password-" + name))).isInstanceOf(ClubMessage.Welcome.class);
        return l;
    }

    @Override
    public void close() {
        white.close();
        black.close();
    }

    private static ClubLink connect(ClubHost club, Path dir, String name, SigningKey key) throws IOException {
        return ClubLink.connect("127.0.0.1", club.port(), name, key, new KnownOpponents(dir.resolve("pins-" + name)),
                new SecureRandom(), Duration.ofSeconds(30));
    }

    /** A new member {@code name} of {@code club} with {@code key}, registered and logged in. */
    static ClubLink member(ClubHost club, Path dir, String name, SigningKey key) throws IOException {
        ClubLink l = connect(club, dir, name, key);
        register(l, name);
        return l;
    }

    /** {@code alice} posts a seek, {@code bob} asks to play and is accepted: their game is made. */
    static void meet(ClubLink alice, ClubLink bob) throws IOException {
        meet(alice, bob, "game/60");
    }

    private static void meet(ClubLink alice, ClubLink bob, String timeControl) throws IOException {
        long seek = ((ClubMessage.Done) alice.request(new ClubMessage.PostSeek(timeControl, "wolfe", false))).id();
        long request = ((ClubMessage.Done) bob.request(new ClubMessage.RequestSeek(seek))).id();
        assertThat(alice.request(new ClubMessage.Answer(request, true))).isInstanceOf(ClubMessage.Done.class);
    }

    private static void register(ClubLink l, String name) throws IOException {
        assertThat(l.request(new ClubMessage.Register(name, name + "@example.org", "password-" + name)))
                .isInstanceOf(ClubMessage.Done.class);
        assertThat(l.request(new ClubMessage.Login(name, "password-" + name))).isInstanceOf(ClubMessage.Welcome.class);
    }

    /** Sits down at the member's one game and signs its agreement if the club shows it now. */
    private static ClubMessage.Seated sit(ClubLink l, SigningKey key) throws IOException {
        String gameId = ((ClubMessage.GameList) l.request(new ClubMessage.ListGames())).games().get(0).id();
        ClubMessage.Seated seated = (ClubMessage.Seated) l.request(new ClubMessage.Sit(gameId));
        if (seated.agreement() != null) {
            l.send(new Message.Agree(HEX.formatHex(key.sign(seated.agreement().bytes()))));
        }
        return seated;
    }

    /** Waits for the agreement (if not shown on sitting down) and the opponent's signature, then catches up. */
    private static void settle(ClubLink l, SigningKey key, ClubMessage.Seated seated, String name) throws IOException {
        boolean signed = seated.agreement() != null;
        while (true) {
            Message m = next(l);
            if (m instanceof Message.Start s && !signed) {
                Agreement a = s.agreement();
                l.send(new Message.Agree(HEX.formatHex(key.sign(a.bytes()))));
                signed = true;
            } else if (m instanceof Message.Agree) {
                break;
            }
        }
        l.send(new Message.Resume(Message.VERSION, name, seated.gameId(), 0, 0, 0, 0));
        until(l, Message.Resume.class);
    }

    /** The next message of type {@code type} on {@code l}, skipping others. */
    static <T extends Message> T until(ClubLink l, Class<T> type) throws IOException {
        while (true) {
            Message m = next(l);
            if (type.isInstance(m)) {
                return type.cast(m);
            }
        }
    }

    /** The next message on {@code l}; an {@link IOException} when the club closes it. */
    static Message next(ClubLink l) throws IOException {
        Message m = l.receive(60_000);
        if (m == null) {
            throw new IOException("the club said nothing for 60 s");
        }
        return m;
    }
}
