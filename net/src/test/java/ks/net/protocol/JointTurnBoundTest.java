package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import ks.crypto.Salt;
import ks.engine.Color;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The bound of a turn's attempts and questions in a joint game ({@link TurnBound},
 * docs/joint-referee.md, "A turn's attempts and questions are bounded"): a modified process that
 * attempts without end in one turn would grow the honest side's log, save and record, and make it
 * compute every question; past the bound the honest side stops the game naming it, and the audit
 * of the record names it too. Under {@code berkeley} an impossible attempt is told to both, so each
 * crosses to the other process as a signed refusal, computing nothing.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class JointTurnBoundTest {

    private static final String PAST_THE_BOUND = "bob made more than " + TurnBound.ACTIONS
            + " attempts and questions in one turn";

    private final Keeping aliceStore = new Keeping();

    @Test
    void aRefusalPastTheBoundOfATurnStopsTheGameAndNothingMoreIsKept() throws Exception {
        LyingJointPlayer game = new LyingJointPlayer("berkeley", SessionOptions.defaults().withStore(aliceStore),
                JointTurnBoundTest::flooding);
        game.play(game.alice, "e2e4");
        game.awaitTurn(game.bob);
        for (int i = 0; i < TurnBound.ACTIONS + 100; i++) {
            game.bob.submit(new Command.Play(Entries.move("e7e4")));
        }
        game.bob.submit(new Command.Play(Entries.move("e7e5")));

        Event end = overOrMoved(game.aliceEvents);
        assertThat(refusalsKeptOfBob(aliceStore.saved.get())).isEqualTo(TurnBound.ACTIONS + 1);
        assertThat(end).isInstanceOf(Event.Over.class);
        assertThat(((Event.Over) end).reason()).isEqualTo("you stopped the game: " + PAST_THE_BOUND);
    }

    @Test
    void aQuestionPastTheBoundOfATurnIsNotComputedAndStopsTheGame() throws Exception {
        LyingJointPlayer game = new LyingJointPlayer("berkeley", SessionOptions.defaults().withStore(aliceStore),
                JointTurnBoundTest::flooding);
        game.play(game.alice, "e2e4");
        game.awaitTurn(game.bob);
        for (int i = 0; i < TurnBound.ACTIONS; i++) {
            game.bob.submit(new Command.Play(Entries.move("e7e4")));
        }
        game.bob.submit(new Command.Play(Entries.move("e7e5")));

        Event end = overOrMoved(game.aliceEvents);
        assertThat(end).isInstanceOf(Event.Over.class);
        Event.Over over = (Event.Over) end;
        assertThat(over.reason()).isEqualTo("you stopped the game: " + PAST_THE_BOUND);
        assertThat(over.audit()).isEqualTo("Audit: FAILED at ply 1: " + PAST_THE_BOUND);
        assertThat(aliceStore.saved.get().game().joint().secrets().steps())
                .noneMatch(s -> s.number() == TurnBound.ACTIONS + 1);
    }

    /**
     * Bob's process, modified to send its refusals of {@code e7e4} as many as its player types,
     * each numbered, committed and signed as the honest process does; its other commands as usual.
     */
    private static JointSession flooding(SessionSetup setup, Link link, SetupExchange.Agreed agreed,
            java.util.function.Consumer<Event> player, SessionOptions options) {
        return new JointSession(setup, link, agreed.terms(), agreed.agreement(), player, options) {
            @Override
            void onCommand(Command command) throws IOException {
                if (command instanceof Command.Play p && p.move() == Entries.move("e7e4")) {
                    int number = log().nextQuestion();
                    String salt = log().act(plies(), number, "try", "e7e4", Salt.random(setup.random()).hex());
                    log().step(new JointSecrets.Step(number, "try", "e7e4", true, null, null));
                    String commitment = JointStatements.attemptCommitment(gameId, Color.BLACK, plies(), number, "e7e4",
                            salt);
                    sendJoint(new JointMessage.Refused(log().nextSeq(), number, plies(), "IMPOSSIBLE", commitment,
                            sign(JointStatements.refused(gameId, Color.BLACK, number, plies(), "IMPOSSIBLE",
                                    commitment))));
                    return;
                }
                super.onCommand(command);
            }
        };
    }

    /** The first of: the game's end, or the news of the other's move. */
    private static Event overOrMoved(EventQueue events) throws InterruptedException {
        while (true) {
            Event e = events.next(Event.class);
            if (e instanceof Event.Over || e instanceof Event.Heard h && h.moved()) {
                return e;
            }
        }
    }

    private static long refusalsKeptOfBob(SavedGame g) {
        return g.game().joint().sentBy(Color.BLACK).stream().filter(m -> m instanceof JointMessage.Refused).count();
    }

    /** Alice's store: her last save and her finished record. */
    static final class Keeping implements GameStore {
        final AtomicReference<SavedGame> saved = new AtomicReference<>();
        final AtomicReference<SavedGame> finished = new AtomicReference<>();

        @Override
        public void save(SavedGame game) {
            saved.set(game);
        }

        @Override
        public void finished(SavedGame game) {
            finished.set(game);
        }
    }
}
