package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import ks.crypto.Argon2id;
import ks.net.club.host.ClubHost;
import ks.net.protocol.Message;
import ks.net.protocol.TurnBound;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A hostile black grows the game past an honest white's catch-up budget ({@link CatchUpBudget}),
 * asking "any?" as often as each turn allows, so that white, whose connection drops twice, is not
 * caught up the second time until the balance has paid for the game's whole size again: with the
 * club's clock standing still here, never; at the club's rate, a second for every thousand actions
 * past the balance, white's clock running meanwhile. Growing the game takes about 21,000 commits:
 * in the {@code slow} profile ({@code mvn -B -o -Pslow -pl net -am test -Dtest=ClubGrownGameCatchUpTest}).
 */
@Tag("slow")
@Timeout(900)
class ClubGrownGameCatchUpTest {

    /** Black's turns of "any?": past the balance, which a catch-up of the game must not cost in full. */
    private static final int ROUNDS = (int) (CatchUpBudget.MOST / (TurnBound.ACTIONS - 1)) + 1;
    private static final String[][] SHUFFLE = {{"g1f3", "f3g1"}, {"g8f6", "f6g8"}};

    @TempDir
    Path dir;

    private final MutableClock clock = new MutableClock(1_800_000_000_000L);
    private ClubHost club;
    private SeatedGame game;
    private ClubLink honest;
    private final int[] anys = new int[2];
    private final int[] seqs = new int[2];

    @BeforeEach
    void start() throws IOException {
        club = ClubHost.start(ClubConfig.of(dir.resolve("club"), 0).withBindHost("127.0.0.1")
                .withCost(Argon2id.Cost.TEST).withClock(clock));
        game = SeatedGame.at(club, dir);
        for (int round = 0; round < ROUNDS; round++) {
            move(0);
            ask(1);
            move(1);
        }
        move(0);
    }

    @AfterEach
    void stop() {
        TestClubs.closeAll(honest, game, club);
    }

    @Test
    void anHonestPlayerIsCaughtUpAgainAtOnceInAGameTheOpponentGrew() throws IOException {
        assertThat(reconnect()).as("white's first catch-up").isInstanceOf(Message.Resume.class);
        honest.close();
        assertThat(reconnect()).as("white's second catch-up, straight after").isInstanceOf(Message.Resume.class);
    }

    /**
     * White sits down again on a new connection and resumes, then asks "any?" out of turn, which is
     * noted at once: the first answer is the resume's if white is caught up now, else the note.
     */
    private Message reconnect() throws IOException {
        honest = game.again(0);
        assertThat(honest.request(new ClubMessage.Sit(game.id))).isInstanceOf(ClubMessage.Seated.class);
        honest.send(new Message.Resume(Message.VERSION, game.name(0), game.id, 0, 0, 0, 0));
        honest.send(new Message.Any(anys[0] + 1));
        return SeatedGame.next(honest);
    }

    /** {@code colour} shuffles a knight; both see the commitment. */
    private void move(int colour) throws IOException {
        ClubLink mover = colour == 0 ? game.white : game.black;
        int seq = ++seqs[colour];
        mover.send(game.attempt(colour, seq, SHUFFLE[colour][(seq - 1) % 2], 500, 0));
        SeatedGame.until(game.white, Message.Commit.class);
        SeatedGame.until(game.black, Message.Commit.class);
    }

    /**
     * {@code colour} asks "any?" as often as a turn allows, then sends its next attempt with a bad
     * signature, whose note comes once every answer before it went.
     */
    private void ask(int colour) throws IOException {
        ClubLink mover = colour == 0 ? game.white : game.black;
        for (int i = 0; i < TurnBound.ACTIONS - 1; i++) {
            mover.send(new Message.Any(++anys[colour]));
        }
        mover.send(new Message.Try(seqs[colour] + 1, "a2a3", "00".repeat(64), 0L, 0L));
        SeatedGame.until(mover, Message.Note.class);
    }
}
