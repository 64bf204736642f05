package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
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
 * A member who catches up again and again in a long game. Every catch-up replays the game's actions
 * through a fresh referee and signs again all the news the member says it lacks (docs/club.md, "What
 * a game in progress keeps"), on the game's actor, where the opponent's moves wait behind it: about
 * 150 ms in a game of 3,000 actions. Resumed 100 times at once on one connection, the opponent's
 * next move waited 21-28 s; reconnecting, a member was caught up as often as it came. Growing the
 * game takes 3,000 commits, about 10 s under load: in the {@code slow} profile
 * ({@code mvn -B -o -Pslow -pl net -am test -Dtest=ClubCatchUpFloodTest}).
 *
 * <p>A move is bounded by the catch-ups it may wait behind, in the catch-up's own time measured in
 * the same test ({@link #CATCH_UPS}), never in milliseconds: a slower or busier machine makes both
 * slower together, while a move queued behind the attack waits about as many catch-ups as were sent.
 */
@Tag("slow")
@Timeout(300)
class ClubCatchUpFloodTest {

    /** Resumes sent at once: an honest ks sends one on each connection. */
    private static final int RESUMES = 100;
    /**
     * What the opponent's move may take with the attack under way, in catch-ups timed in the same
     * test: a fifth of the {@link #RESUMES}, where the move waited behind all of them before.
     */
    private static final int CATCH_UPS = RESUMES / 5;
    /** Black's "any?" questions in the game grown ({@link #grow}). */
    private static final int BLACK_ANYS = TurnBound.ACTIONS - 1;

    @TempDir
    Path dir;

    private final MutableClock clock = new MutableClock(1_800_000_000_000L);
    private ClubHost club;
    private SeatedGame game;
    /** Another game, which the attack on the first must leave alone. */
    private SeatedGame other;
    private ClubLink hostile;

    @BeforeEach
    void start() throws IOException {
        club = ClubHost.start(ClubConfig.of(dir.resolve("club"), 0).withBindHost("127.0.0.1")
                .withCost(Argon2id.Cost.TEST).withClock(clock));
        game = SeatedGame.at(club, dir);
        other = SeatedGame.at(club, dir, "carol", "dave");
        grow();
    }

    @AfterEach
    void stop() {
        TestClubs.closeAll(hostile, game, other, club);
    }

    @Test
    void resumingAgainAndAgainOnOneConnectionDoesNotHoldUpTheOpponentsMove() throws Exception {
        hostile = game.again(1);
        assertThat(hostile.request(new ClubMessage.Sit(game.id))).isInstanceOf(ClubMessage.Seated.class);
        long sent = System.nanoTime();
        for (int i = 0; i < RESUMES; i++) {
            hostile.send(resume());
        }
        assertThat(SeatedGame.until(hostile, Message.Resume.class)).isNotNull();
        double catchUp = millisSince(sent);
        CompletableFuture<String> closed = drain(hostile);

        double elsewhere = timedMove(other, 1, "e2e4");
        double took = timedMove();

        assertThat(took).as("white's move, in ms, behind %d resumes of a game of 3,000 actions (a catch-up: %.1f ms)",
                RESUMES, catchUp).isLessThan(CATCH_UPS * catchUp);
        assertThat(elsewhere).as("a move in another game, in ms (a catch-up: %.1f ms)", catchUp)
                .isLessThan(CATCH_UPS * catchUp);
        assertThat(closed.get()).contains("you resumed this game on this connection already");
    }

    @Test
    void reconnectingAgainAndAgainIsCaughtUpOnlyAsTheBudgetRefills() throws Exception {
        int answered = 0;
        double catchUp = 0;
        while (true) {
            hostile = game.again(1);
            assertThat(hostile.request(new ClubMessage.Sit(game.id))).isInstanceOf(ClubMessage.Seated.class);
            long sent = System.nanoTime();
            hostile.send(resume());
            // Out of turn, so noted at once: the note comes after the resume's answer, if it is answered now.
            hostile.send(new Message.Any(BLACK_ANYS + 1));
            Message first = SeatedGame.next(hostile);
            if (!(first instanceof Message.Resume)) {
                assertThat(first).isInstanceOf(Message.Note.class);
                break;
            }
            catchUp = Math.max(catchUp, millisSince(sent));
            answered++;
            assertThat(answered).as("catch-ups made at once").isLessThan(10);
            hostile.close();
        }
        double took = timedMove();

        clock.advance(CatchUpBudget.MOST * 1000 / CatchUpBudget.PER_SECOND);
        club.sweep();

        assertThat(answered).as("catch-ups made at once").isGreaterThan(1);
        assertThat(took).as("white's move, in ms, while black's catch-up waits (the slowest catch-up made: %.1f ms)",
                catchUp).isLessThan(CATCH_UPS * catchUp);
        assertThat(SeatedGame.until(hostile, Message.Resume.class)).as("the catch-up made once the budget is back")
                .isNotNull();
    }

    private Message.Resume resume() {
        return new Message.Resume(Message.VERSION, "bob", game.id, 0, 0, 0, 0);
    }

    /**
     * White and black each ask "any?" as often as a turn allows and move, and white asks again: a game
     * of about 3,000 actions, the most a finished game's page replays.
     */
    private void grow() throws IOException {
        String[] moves = {"e2e4", "e7e5"};
        int[] anys = new int[2];
        for (int colour = 0; colour < 2; colour++) {
            ClubLink mover = colour == 0 ? game.white : game.black;
            ask(anys, colour, 1);
            mover.send(game.attempt(colour, 1, moves[colour], 500, 0));
            SeatedGame.until(game.black, Message.Commit.class);
            SeatedGame.until(game.white, Message.Commit.class);
        }
        ask(anys, 0, 2);
    }

    /**
     * {@code colour}'s player asks "any?" as often as a turn allows, then sends an attempt (number
     * {@code seq}, not yet made) with a bad signature: its note comes once every answer before it went.
     */
    private void ask(int[] anys, int colour, int seq) throws IOException {
        ClubLink mover = colour == 0 ? game.white : game.black;
        for (int i = 0; i < TurnBound.ACTIONS - 1; i++) {
            mover.send(new Message.Any(++anys[colour]));
        }
        mover.send(new Message.Try(seq, "a2a3", "00".repeat(64), 0L, 0L));
        SeatedGame.until(mover, Message.Note.class);
    }

    /** White's next move in the game grown, timed from sending it to its commitment. */
    private double timedMove() throws IOException {
        return timedMove(game, 2, "g1f3");
    }

    /** White's legal attempt {@code seq} of {@code uci} in {@code g}, timed from sending it to its commitment, in ms. */
    private static double timedMove(SeatedGame g, int seq, String uci) throws IOException {
        long start = System.nanoTime();
        g.white.send(g.attempt(0, seq, uci, 500, 0));
        // Past what may wait from before (the start's commitment comes after the catch-up's resume).
        while (!(SeatedGame.next(g.white) instanceof Message.News n && n.own() && n.moved())) {
            // Earlier news.
        }
        SeatedGame.until(g.white, Message.Commit.class);
        return millisSince(start);
    }

    private static double millisSince(long nanoTime) {
        return (System.nanoTime() - nanoTime) / 1e6;
    }

    /** Reads and drops everything {@code l} receives, as a hostile ks that keeps its connection does: why it closed. */
    private static CompletableFuture<String> drain(ClubLink l) {
        CompletableFuture<String> closed = new CompletableFuture<>();
        Thread t = new Thread(() -> {
            try {
                while (true) {
                    l.receive(60_000);
                }
            } catch (IOException gone) {
                closed.complete(gone.getMessage());
            }
        }, "hostile-drain");
        t.setDaemon(true);
        t.start();
        return closed;
    }
}
