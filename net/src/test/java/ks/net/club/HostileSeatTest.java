package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.HexFormat;
import ks.crypto.Argon2id;
import ks.crypto.KnownOpponents;
import ks.crypto.SigningKey;
import ks.net.club.db.ClubDatabase;
import ks.net.club.host.ClubHost;
import ks.net.protocol.Agreement;
import ks.net.protocol.Message;
import ks.net.protocol.TurnBound;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a hostile member seated at a game can do with messages the game allows without end. The
 * club passes every {@code say} on, and a connection whose unread output passes 4 MiB is dropped as
 * too slow (docs/club.md, {@code Outbox}), so words the opponent never asked for, sent faster than
 * the opponent's link takes them, must not cost the opponent its connection. A second "any?" in a
 * turn changes nothing (docs/rules.md), so asking it again and again must not grow the game's rows.
 */
@Timeout(180)
class HostileSeatTest {

    private static final HexFormat HEX = HexFormat.of();
    /** 6,000 lines padded to 2 KiB each: 12 MiB, three times the outbox's limit with the sockets' buffers. */
    private static final int FLOOD = 6_000;
    /** Questions asked again in one turn: past the bound of a turn's actions. */
    private static final int ASKED_AGAIN = TurnBound.ACTIONS + 100;

    @TempDir
    Path dir;

    private ClubHost club;
    private ClubLink alice;
    private ClubLink bob;
    private ClubLink white;
    private ClubLink black;

    @BeforeEach
    void start() throws IOException {
        club = ClubHost.start(ClubConfig.of(dir.resolve("club"), 0).withBindHost("127.0.0.1")
                .withCost(Argon2id.Cost.TEST));
    }

    @AfterEach
    void stop() {
        if (alice != null) {
            alice.close();
        }
        if (bob != null) {
            bob.close();
        }
        if (club != null) {
            club.close();
        }
    }

    @Test
    void aFloodOfChatFromTheOpponentDoesNotCostAMemberWhoReadsSlowlyItsConnection() throws Exception {
        String gameId = seatBoth();
        ClubLink victim = white;
        ClubLink hostile = black;

        // The victim reads nothing meanwhile: its link is slower than the hostile member's.
        String line = "x".repeat(Message.MAX_SAY);
        for (int i = 0; i < FLOOD; i++) {
            hostile.send(new Message.Say(line));
        }
        // The game's actor takes the hostile member's messages in order: once this is answered, every line was passed on.
        hostile.send(new Message.Try(1, "g8f6", "00".repeat(64), 0L, 0L));
        until(hostile, Message.Note.class);

        victim.send(new Message.Ping());
        assertThat(until(victim, Message.Ping.class)).as("the victim's ping answered in game " + gameId).isNotNull();
    }

    @Test
    void aQuestionAskedAgainAndAgainInOneTurnIsStoredAtMostTheTurnsBound() throws Exception {
        String gameId = seatBoth();
        ClubLink hostile = white;

        for (int seq = 1; seq <= ASKED_AGAIN; seq++) {
            hostile.send(new Message.Any(seq));
        }
        // Answered after every question, in order, by the same actor; its bad signature keeps it out of the rows.
        hostile.send(new Message.Try(1, "e2e4", "00".repeat(64), 0L, 0L));
        until(hostile, Message.Note.class);
        club.close();
        club = null;

        assertThat(actions(gameId)).as("rows stored for " + ASKED_AGAIN + " questions in one turn")
                .isEqualTo(TurnBound.ACTIONS);
    }

    /** Both members register, meet through a seek, sit down and sign; returns the game's id. */
    private String seatBoth() throws IOException {
        SigningKey aliceKey = SigningKey.generate(new SecureRandom());
        SigningKey bobKey = SigningKey.generate(new SecureRandom());
        alice = member("alice", aliceKey);
        bob = member("bob", bobKey);
        long seek = ((ClubMessage.Done) alice.request(new ClubMessage.PostSeek("game/60", "wolfe", false))).id();
        long request = ((ClubMessage.Done) bob.request(new ClubMessage.RequestSeek(seek))).id();
        assertThat(alice.request(new ClubMessage.Answer(request, true))).isInstanceOf(ClubMessage.Done.class);
        ClubMessage.Seated aliceSeat = sit(alice, aliceKey);
        ClubMessage.Seated bobSeat = sit(bob, bobKey);
        settle(alice, aliceKey, aliceSeat, "alice");
        settle(bob, bobKey, bobSeat, "bob");
        boolean aliceWhite = aliceSeat.white().equals("alice");
        white = aliceWhite ? alice : bob;
        black = aliceWhite ? bob : alice;
        return aliceSeat.gameId();
    }

    /** The rows game {@code gameId} has in game_actions, read from the stopped club's database. */
    private int actions(String gameId) {
        ClubDatabase db = ClubDatabase.open(ClubDatabase.embeddedUrl(dir.resolve("club")), null, null, 2);
        try {
            return db.inTransaction(c -> {
                try (Statement s = c.createStatement();
                        ResultSet r = s.executeQuery("SELECT COUNT(*) FROM game_actions WHERE game_id = '" + gameId + "'")) {
                    r.next();
                    return r.getInt(1);
                }
            });
        } finally {
            db.close();
        }
    }

    private ClubLink member(String name, SigningKey key) throws IOException {
        ClubLink l = ClubLink.connect("127.0.0.1", club.port(), name, key, new KnownOpponents(dir.resolve("pins-" + name)),
                new SecureRandom(), Duration.ofSeconds(30));
        assertThat(l.request(new ClubMessage.Register(name, name + "@example.org", "password-" + name)))
                .isInstanceOf(ClubMessage.Done.class);
        assertThat(l.request(new ClubMessage.Login(name, "password-" + name))).isInstanceOf(ClubMessage.Welcome.class);
        return l;
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

    private static <T extends Message> T until(ClubLink l, Class<T> type) throws IOException {
        while (true) {
            Message m = next(l);
            if (type.isInstance(m)) {
                return type.cast(m);
            }
        }
    }

    private static Message next(ClubLink l) throws IOException {
        Message m = l.receive(60_000);
        if (m == null) {
            throw new IOException("the club said nothing for 60 s");
        }
        return m;
    }
}
