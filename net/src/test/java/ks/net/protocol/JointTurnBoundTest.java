package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import ks.crypto.Salt;
import ks.engine.Color;
import ks.engine.referee.Verdict;
import ks.net.store.SaveFile;
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

    private static final Wishes BERKELEY = Wishes.none().withJoint(Wish.ON).withRuleSet("berkeley");

    private final Keeping aliceStore = new Keeping();

    @Test
    void aRefusalPastTheBoundOfATurnStopsTheGameAndNothingMoreIsKept() throws Exception {
        LyingJointPlayer game = bobsTurnAfterRefusals(TurnBound.ACTIONS + 100, JointTurnBoundTest::flooding);
        game.bob.submit(new Command.Play(Entries.move("e7e5")));

        Event end = overOrMoved(game.aliceEvents);
        assertThat(refusalsKeptOfBob(aliceStore.saved.get())).isEqualTo(TurnBound.ACTIONS + 1);
        assertThat(end).isInstanceOf(Event.Over.class);
        assertThat(((Event.Over) end).reason()).isEqualTo("you stopped the game: " + PAST_THE_BOUND);
    }

    @Test
    void aQuestionPastTheBoundOfATurnIsNotComputedAndStopsTheGame() throws Exception {
        LyingJointPlayer game = bobsTurnAfterRefusals(TurnBound.ACTIONS, JointTurnBoundTest::flooding);
        game.bob.submit(new Command.Play(Entries.move("e7e5")));

        Event end = overOrMoved(game.aliceEvents);
        assertThat(end).isInstanceOf(Event.Over.class);
        Event.Over over = (Event.Over) end;
        assertThat(over.reason()).isEqualTo("you stopped the game: " + PAST_THE_BOUND);
        assertThat(over.audit()).isEqualTo("Audit: FAILED at ply 1: " + PAST_THE_BOUND);
        assertThat(aliceStore.saved.get().game().joint().secrets().steps())
                .noneMatch(s -> s.number() == TurnBound.ACTIONS + 1);
    }

    @Test
    void theRecordOfAGameStoppedByTheBoundFailsItsAuditNamingTheOffender() throws Exception {
        LyingJointPlayer game = bobsTurnAfterRefusals(TurnBound.ACTIONS + 1, JointTurnBoundTest::flooding);
        game.aliceEvents.next(Event.Over.class);

        GameRecord kept = aliceStore.finished.get().game();
        assertThat(Audit.verify(kept).line()).isEqualTo("Audit: FAILED at ply 1: " + PAST_THE_BOUND);
    }

    @Test
    void aTurnThatReachesTheBoundGoesOnAndItsGamePassesTheAudit() throws Exception {
        LyingJointPlayer game = bobsTurnAfterRefusals(TurnBound.ACTIONS - 1, JointTurnBoundTest::flooding);
        assertThat(game.play(game.bob, "e7e5").verdict()).isEqualTo(Verdict.LEGAL);
        assertThat(overOrMoved(game.aliceEvents)).isInstanceOf(Event.Heard.class);

        Event.Over over = game.aliceResignsAndAudits();
        assertThat(over.audit()).startsWith("Audit: passed (2 plies");
        assertThat(refusalsKeptOfBob(aliceStore.finished.get())).isEqualTo(TurnBound.ACTIONS - 1);
    }

    @Test
    void anHonestProcessSendsNothingPastTheBoundAndItsPlayerCanStillResign() throws Exception {
        LyingJointPlayer game = bobsTurnAfterRefusals(TurnBound.ACTIONS, JointTurnBoundTest::honest);
        game.bob.submit(new Command.Play(Entries.move("e7e5")));

        assertThat(game.bobEvents.next(Event.Note.class).text()).isEqualTo(TurnBound.reachedOwn());
        game.bob.submit(new Command.Resign(false));
        Event.Over over = game.aliceEvents.next(Event.Over.class);
        assertThat(over.reason()).isEqualTo("bob resigned");
        assertThat(over.audit()).startsWith("Audit: passed (1 ply");
        assertThat(refusalsKeptOfBob(aliceStore.finished.get())).isEqualTo(TurnBound.ACTIONS);
    }

    @Test
    void aTurnsCountGoesOnAfterARestartFromTheSaves() throws Exception {
        Keeping bobStore = new Keeping();
        Pair p = new Pair(BERKELEY.withColour(ColourWish.WHITE), BERKELEY.withColour(ColourWish.BLACK),
                SessionOptions.defaults().withStore(aliceStore), SessionOptions.defaults().withStore(bobStore));
        p.play(p.alice, "e2e4");
        JointResumeTest.awaitTurn(p.bobEvents);
        int before = TurnBound.ACTIONS - 400;
        impossibleAttempts(p.bob, before);
        for (int i = 0; i < before; i++) {
            Pair.next(p.aliceEvents, Event.Heard.class);
        }

        Session[] resumed = new Session[2];
        EventQueue aliceEvents = new EventQueue();
        EventQueue bobEvents = new EventQueue();
        InMemoryLink[] links = InMemoryLink.pair();
        SavedGame aliceSave = throughAFile(aliceStore.saved.get());
        SavedGame bobSave = throughAFile(bobStore.saved.get());
        CompletableFuture<Session> alice = CompletableFuture.supplyAsync(() -> {
            try {
                return Session.resume(p.aliceSetup, links[0], aliceEvents::add,
                        SessionOptions.defaults().withStore(aliceStore), aliceSave);
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        });
        resumed[1] = Session.resume(p.bobSetup, links[1], bobEvents::add, SessionOptions.defaults().withStore(bobStore),
                bobSave);
        resumed[0] = alice.get(60, TimeUnit.SECONDS);
        impossibleAttempts(resumed[1], TurnBound.ACTIONS - before + 1);

        assertThat(bobEvents.next(Event.Note.class).text()).isEqualTo(TurnBound.reachedOwn());
        resumed[1].submit(new Command.Resign(false));
        assertThat(aliceEvents.next(Event.Over.class).audit()).startsWith("Audit: passed (1 ply");
    }

    /** A save as a restarted ks reads it. */
    private static SavedGame throughAFile(SavedGame g) throws IOException {
        Path f = Files.createTempFile("ks-save", ".kss");
        try {
            SaveFile.write(f, g);
            return SaveFile.read(f);
        } finally {
            Files.deleteIfExists(f);
        }
    }

    /** Alice's e2e4, then {@code refusals} of bob's impossible e7e4, each told to both under {@code berkeley}. */
    private LyingJointPlayer bobsTurnAfterRefusals(int refusals, LyingJointPlayer.Cheat bob) throws Exception {
        LyingJointPlayer game = new LyingJointPlayer("berkeley", SessionOptions.defaults().withStore(aliceStore), bob);
        game.play(game.alice, "e2e4");
        game.awaitTurn(game.bob);
        impossibleAttempts(game.bob, refusals);
        return game;
    }

    private static void impossibleAttempts(Session s, int times) {
        for (int i = 0; i < times; i++) {
            s.submit(new Command.Play(Entries.move("e7e4")));
        }
    }

    /** Bob's process as this ks makes it. */
    private static JointSession honest(SessionSetup setup, Link link, SetupExchange.Agreed agreed,
            Consumer<Event> player, SessionOptions options) {
        return new JointSession(setup, link, agreed.terms(), agreed.agreement(), player, options);
    }

    /**
     * Bob's process, modified to send its refusals of {@code e7e4} as many as its player types,
     * each numbered, committed and signed as the honest process does; its other commands as usual.
     */
    private static JointSession flooding(SessionSetup setup, Link link, SetupExchange.Agreed agreed,
            Consumer<Event> player, SessionOptions options) {
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
