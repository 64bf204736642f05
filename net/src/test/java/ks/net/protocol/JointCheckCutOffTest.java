package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import ks.engine.referee.Verdict;
import ks.net.ProtocolException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A modified process that holds back its part of a run's equality check until it has ours, and
 * then drops the link: the check's outcome (which a garbling made to fail on some of our men tells
 * it) is all it wanted, and a run computed again after each such drop would give it one more. Each
 * side saves its part before it goes out, and the resume finishes the run's check with the parts
 * saved: every drop gives it our same part again, nothing is computed again, and the game goes on.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class JointCheckCutOffTest {

    /** The equality check's code on the wire (ks.crypto.twopc.Kind) and its message's length: header and proof. */
    private static final byte EQUALITY = 12;
    private static final byte DECODING = 11;
    private static final int EQUALITY_BYTES = 13 + 32;
    /** How many of bob's links drop in a check: more than the two that stopped the game before. */
    private static final int DROPS = 3;

    @Test
    void linksDroppedAgainAndAgainInTheSameEqualityCheckGetOurSamePartAndTheGameGoesOn() throws Exception {
        List<byte[]> ours = new CopyOnWriteArrayList<>();
        LyingJointPlayer game = againstBob((link, links) -> holdingItsCheck(link, links, ours, Mode.SAME));
        game.alice.submit(new Command.Play(Entries.move("f2f3")));
        Event first = answerOrEnd(game.aliceEvents);
        assertThat(first).as("the game goes on after " + DROPS + " drops in the check").isInstanceOf(Event.Answered.class);
        assertThat(((Event.Answered) first).verdict()).isEqualTo(Verdict.LEGAL);
        game.awaitTurn(game.bob);
        assertThat(game.play(game.bob, "e7e5").verdict()).isEqualTo(Verdict.LEGAL);
        // Bob read question 2, in run 2, after our last part of run 1 came (alice may read question 1
        // before bob's reader has that part, and bob read it on the first link, his own part held back).
        assertThat(ours.stream().map(JointCheckCutOffTest::run).toList())
                .as("our part of run 1 reached bob once on each link; question 1 was computed once, question 2 in run 2")
                .isEqualTo(List.of(1L, 1L, 1L, 1L, 2L));
        for (byte[] part : ours.subList(0, DROPS + 1)) {
            assertThat(Arrays.copyOfRange(part, 13, EQUALITY_BYTES)).as("the same part each time")
                    .isEqualTo(Arrays.copyOfRange(ours.get(0), 13, EQUALITY_BYTES));
        }
        assertThat(game.aliceResignsAndAudits().audit()).startsWith("Audit: passed");
    }

    @Test
    void aPartChangedOnTheNewLinkStopsTheGameNamingItsSender() throws Exception {
        List<byte[]> ours = new CopyOnWriteArrayList<>();
        LyingJointPlayer game = againstBob((link, links) -> holdingItsCheck(link, links, ours, Mode.CHANGED));
        game.alice.submit(new Command.Play(Entries.move("f2f3")));
        Event first = answerOrEnd(game.aliceEvents);
        assertThat(first).isInstanceOf(Event.Over.class);
        assertThat(((Event.Over) first).reason()).isEqualTo("you stopped the game: bob's process broke the two-party"
                + " computation: the equality check of run 1, finished on a new connection, failed: the other party"
                + " cheated or its program is broken; nothing it computed can be trusted");
    }

    @Test
    void aPartSentTwiceOnTheNewLinkStopsTheGameNamingItsSender() throws Exception {
        List<byte[]> ours = new CopyOnWriteArrayList<>();
        LyingJointPlayer game = againstBob((link, links) -> holdingItsCheck(link, links, ours, Mode.TWICE));
        game.alice.submit(new Command.Play(Entries.move("f2f3")));
        Event first = answerOrEnd(game.aliceEvents);
        assertThat(first).as("the first copy finishes the check").isInstanceOf(Event.Answered.class);
        game.awaitTurn(game.bob);
        game.bob.submit(new Command.Play(Entries.move("e7e5")));
        Event next = answerOrEnd(game.aliceEvents);
        assertThat(next).isInstanceOf(Event.Over.class);
        assertThat(((Event.Over) next).reason()).isEqualTo("you stopped the game: bob's process broke the two-party"
                + " computation: two-party computation: expected the other party's circuit announcement 0 of run 2 but"
                + " it sent equality check 1 of run 1");
    }

    @Test
    void aLinkDroppedOnceOurDecodingHadGoneOutIsToldAndCounted() throws Exception {
        List<byte[]> ours = new CopyOnWriteArrayList<>();
        LyingJointPlayer game = againstBob((link, links) -> droppingAfterOurDecoding(link, links, ours, 1));
        game.alice.submit(new Command.Play(Entries.move("f2f3")));
        List<String> notes = new ArrayList<>();
        Event e;
        while (!((e = game.aliceEvents.next(Event.class)) instanceof Event.Answered) && !(e instanceof Event.Over)) {
            if (e instanceof Event.Note n) {
                notes.add(n.text());
            }
        }
        assertThat(ours).as("bob had alice's decoding of question 1 on the dropped link and on the new one").hasSize(2);
        assertThat(notes).contains("question 1 is computed again after your output decoding of it had gone out to"
                + " bob: bob's process may have learned its outputs on men of its choosing; a second time in this game"
                + " stops it");
        assertThat(e).isInstanceOf(Event.Answered.class);
        assertThat(((Event.Answered) e).verdict()).isEqualTo(Verdict.LEGAL);
    }

    @Test
    void aLinkDroppedAgainOnceOurDecodingOfTheQuestionComputedAgainHadGoneOutStopsTheGame() throws Exception {
        List<byte[]> ours = new CopyOnWriteArrayList<>();
        LyingJointPlayer game = againstBob((link, links) -> droppingAfterOurDecoding(link, links, ours, 2));
        game.alice.submit(new Command.Play(Entries.move("f2f3")));
        Event e = answerOrEnd(game.aliceEvents);
        assertThat(e).isInstanceOf(Event.Over.class);
        assertThat(((Event.Over) e).reason()).isEqualTo("cannot resume with bob: question 1 would be computed again"
                + " after your output decoding of it had gone out to bob, the second time in this game: each time would"
                + " let bob's process learn its outputs on men of its choosing, so the game cannot go on");
        assertThat(ours).as("bob had alice's decoding twice, no third time").hasSize(2);
    }

    @Test
    void anOtherWhoseSaveLacksItsPartWhileOursWasSavedIsToldOnceAndRefusedTheSecondTimeAcrossRestarts()
            throws Exception {
        ResumeTest.Saves saves = new ResumeTest.Saves();
        Pair p = new Pair(JointSessionTest.joint(ColourWish.WHITE), JointSessionTest.joint(ColourWish.BLACK),
                SessionOptions.defaults().withStore(saves.host), SessionOptions.defaults().withStore(saves.guest));
        p.play(p.alice, "f2f3");
        p.awaitTurn(p.bob);
        // Alice killed with her part of question 1's check saved; bob killed before his was.
        SavedGame aliceInCheck = inCheck(saves.host, 1);
        SavedGame bobUnchecked = unchecked(saves.guest);
        JointResumeTest.Resumed r = JointResumeTest.resume(p, aliceInCheck, bobUnchecked, saves);
        assertThat(r.aliceEvents().next(Event.Note.class).text()).isEqualTo("bob's save lacks its part of the"
                + " equality check of question 1, while yours had been saved to go out: bob's process may have learned"
                + " one bit of your men from it, and the question is computed again; a second time in this game"
                + " stops it");
        assertThat(r.aliceEvents().next(Event.Answered.class).verdict()).isEqualTo(Verdict.LEGAL);
        JointResumeTest.awaitTurn(r.bobEvents());
        // The count is in alice's save: killed again in the check of the run computed afresh, she refuses.
        SavedGame aliceAgain = inCheck(saves.host, 2);
        assertThat(aliceAgain.game().joint().secrets().lostChecks()).isEqualTo(1);
        InMemoryLink[] links = InMemoryLink.pair();
        CompletableFuture<Session> alice = CompletableFuture.supplyAsync(() -> {
            try {
                return Session.resume(p.aliceSetup, links[0], e -> { }, SessionOptions.defaults().withStore(saves.host),
                        aliceAgain);
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        });
        CompletableFuture.runAsync(() -> {
            try {
                Session.resume(p.bobSetup, links[1], e -> { }, SessionOptions.defaults().withStore(saves.guest),
                        bobUnchecked);
            } catch (Exception e) {
                // Bob's side of the refused resume ends as it may; alice's line is the one tested.
            }
        });
        assertThatThrownBy(() -> alice.get(30, TimeUnit.SECONDS)).isInstanceOf(ExecutionException.class).rootCause()
                .isInstanceOf(ProtocolException.class).hasMessage("bob's save lacks its part of the equality check of"
                        + " question 1, while yours had been saved to go out, the second time in this game: computing it"
                        + " again would let it learn one more bit each time, so the game cannot go on");
    }

    @Test
    void bothKilledInTheSameCheckFinishItAndEachReadsTheQuestionOnce() throws Exception {
        ResumeTest.Saves saves = new ResumeTest.Saves();
        Pair p = new Pair(JointSessionTest.joint(ColourWish.WHITE), JointSessionTest.joint(ColourWish.BLACK),
                SessionOptions.defaults().withStore(saves.host), SessionOptions.defaults().withStore(saves.guest));
        p.play(p.alice, "f2f3");
        p.awaitTurn(p.bob);
        // Both killed after their parts of question 1's check were saved (and perhaps had crossed), before either
        // save read the outputs.
        JointResumeTest.Resumed r = JointResumeTest.resume(p, inCheck(saves.host, 1), inCheck(saves.guest, 1), saves);
        assertThat(r.aliceEvents().next(Event.Answered.class).verdict()).isEqualTo(Verdict.LEGAL);
        JointResumeTest.awaitTurn(r.bobEvents());
        r.bob().submit(new Command.Play(Entries.move("e7e5")));
        assertThat(r.bobEvents().next(Event.Answered.class).verdict()).isEqualTo(Verdict.LEGAL);
        JointResumeTest.awaitTurn(r.aliceEvents());
        r.alice().submit(new Command.Resign(false));
        Event.Over a = r.aliceEvents().next(Event.Over.class);
        Event.Over b = r.bobEvents().next(Event.Over.class);
        assertThat(a.audit()).as("f2f3 read once on each side: two plies").startsWith("Audit: passed (2 plies");
        assertThat(b.audit()).startsWith("Audit: passed (2 plies");
    }

    @Test
    void aSavedPartHoldsNothingTheOtherDoesNotHoldToo() throws Exception {
        ResumeTest.Saves saves = new ResumeTest.Saves();
        Pair p = new Pair(JointSessionTest.joint(ColourWish.WHITE), JointSessionTest.joint(ColourWish.BLACK),
                SessionOptions.defaults().withStore(saves.host), SessionOptions.defaults().withStore(saves.guest));
        saves.host.seenWhen = g -> told(g).isPresent();
        p.play(p.alice, "f2f3");
        assertThat(saves.host.seen.await(60, TimeUnit.SECONDS)).isTrue();
        JointSecrets.Check alice = inCheck(saves.host, 1).game().joint().secrets().check();
        JointSecrets.Check bob = inCheck(saves.guest, 1).game().joint().secrets().check();
        // The value both decode from the labels is one and the same; the outputs are the answer both read.
        assertThat(alice.value()).isEqualTo(bob.value());
        assertThat(alice.session()).isEqualTo(bob.session());
        assertThat(alice.outputs()).isEqualTo(bob.outputs());
        // The account (garbling digests, the labels alice obtained) is what her signed answer tells bob.
        JointMessage.Answer told = told(saves.host.last()).orElseThrow();
        assertThat(List.of(told.run(), told.outputs(), told.whiteGarbling(), told.blackGarbling(), told.labels()))
                .isEqualTo(List.of(alice.run(), alice.outputs(), alice.white(), alice.black(), alice.labels()));
    }

    /** {@code store}'s save with its part of question {@code n}'s check, in run {@code run}, saved and unread. */
    private static SavedGame inCheck(ResumeTest.Store store, long run) {
        synchronized (store) {
            return store.saves.stream().filter(g -> JointCutOffQuestionTest.asked(g, 1)
                    && g.game().joint().secrets().check() != null && g.game().joint().secrets().check().run() == run)
                    .findFirst().orElseThrow();
        }
    }

    /** {@code store}'s save with question 1 asked and no part of its check saved. */
    private static SavedGame unchecked(ResumeTest.Store store) {
        synchronized (store) {
            return store.saves.stream().filter(g -> JointCutOffQuestionTest.asked(g, 1)
                    && g.game().joint().secrets().check() == null).reduce((a, b) -> b).orElseThrow();
        }
    }

    /** Alice's signed answer to question 1 in her save {@code g}, if it holds it. */
    private static Optional<JointMessage.Answer> told(SavedGame g) {
        return g.game().joint().white().stream().filter(m -> m instanceof JointMessage.Answer a && a.number() == 1)
                .map(m -> (JointMessage.Answer) m).findFirst();
    }

    /** The first of {@code q}'s answers or ends, passing over every other event. */
    private static Event answerOrEnd(EventQueue q) throws InterruptedException {
        while (true) {
            Event e = q.next(Event.class);
            if (e instanceof Event.Answered || e instanceof Event.Over) {
                return e;
            }
        }
    }

    private static long run(byte[] check) {
        long run = 0;
        for (int i = 1; i < 9; i++) {
            run = run << 8 | (check[i] & 0xFF);
        }
        return run;
    }

    /** What bob does with his part of the check on the link after those that dropped. */
    private enum Mode {
        /** Sends it as made. */
        SAME,
        /** Sends it with a bit flipped. */
        CHANGED,
        /** Sends it twice. */
        TWICE
    }

    /** What a hostile bob makes of his {@code links}-th link. */
    private interface Hostile {
        Link wrap(Link link, AtomicInteger links);
    }

    /**
     * Alice (white) against a bob whose every link, the first and each one he finds again, is made
     * {@code hostile}; alice finds him again through a switchboard.
     */
    private static LyingJointPlayer againstBob(Hostile hostile) throws Exception {
        ResumeTest.Switchboard board = new ResumeTest.Switchboard();
        AtomicInteger links = new AtomicInteger();
        SessionOptions aliceOptions = SessionOptions.defaults().withReconnector(board::connect);
        SessionOptions bobOptions = SessionOptions.defaults()
                .withReconnector(() -> hostile.wrap(board.connect(), links));
        return new LyingJointPlayer(JointSessionTest.joint(ColourWish.WHITE), aliceOptions,
                (setup, link, agreed, player, ignored) -> new JointSession(setup, hostile.wrap(link, links),
                        agreed.terms(), agreed.agreement(), player, bobOptions));
    }

    /**
     * Bob's link, the {@code links}-th of his: on the first ({@link #DROPS} in {@code Mode.SAME}, else one),
     * his first part of an equality check is held back until alice's has come (kept in {@code ours}), and
     * then the link drops; on a later link his part goes as {@code mode} says.
     */
    private static Link holdingItsCheck(Link link, AtomicInteger links, List<byte[]> ours, Mode mode) {
        boolean dropping = links.incrementAndGet() <= (mode == Mode.SAME ? DROPS : 1);
        return new Link() {
            private boolean held;
            private boolean theirs;

            @Override
            public synchronized void send(Message message) throws IOException {
                if (isCheck(message) && dropping && !held) {
                    held = true;
                    dropOnceBoth();
                    return;
                }
                if (isCheck(message) && mode == Mode.CHANGED && !dropping) {
                    byte[] changed = ((Message.Compute) message).bytes().clone();
                    changed[EQUALITY_BYTES - 1] ^= 1;
                    link.send(new Message.Compute(changed, false));
                    return;
                }
                if (isCheck(message) && mode == Mode.TWICE && !dropping) {
                    link.send(message);
                }
                link.send(message);
            }

            @Override
            public Message receive(long timeoutMillis) throws IOException {
                Message message = link.receive(timeoutMillis);
                synchronized (this) {
                    if (isCheck(message)) {
                        ours.add(((Message.Compute) message).bytes().clone());
                    }
                    if (dropping && !theirs && isCheck(message)) {
                        theirs = true;
                        dropOnceBoth();
                    }
                }
                return message;
            }

            @Override
            public void close() {
                link.close();
            }

            private void dropOnceBoth() {
                if (held && theirs) {
                    link.close();
                }
            }
        };
    }

    /**
     * Bob's link, the {@code links}-th of his: on the first {@code drops}, he holds back his output decoding
     * and drops the link as soon as alice's has come; every decoding of alice's he gets is kept in {@code ours}.
     */
    private static Link droppingAfterOurDecoding(Link link, AtomicInteger links, List<byte[]> ours, int drops) {
        boolean dropping = links.incrementAndGet() <= drops;
        return new Link() {
            private boolean sending;
            private boolean receiving;

            @Override
            public synchronized void send(Message message) throws IOException {
                boolean decoding = isDecoding(message, sending);
                sending = message instanceof Message.Compute c && c.more();
                if (!decoding || !dropping) {
                    link.send(message);
                }
            }

            @Override
            public Message receive(long timeoutMillis) throws IOException {
                Message message = link.receive(timeoutMillis);
                synchronized (this) {
                    boolean decoding = isDecoding(message, receiving);
                    receiving = message instanceof Message.Compute c && c.more();
                    if (decoding) {
                        ours.add(((Message.Compute) message).bytes().clone());
                        if (dropping) {
                            link.close();
                        }
                    }
                }
                return message;
            }

            @Override
            public void close() {
                link.close();
            }
        };
    }

    /** Whether {@code m} is a whole output decoding: the first piece of a message ({@code !continuing}), short. */
    private static boolean isDecoding(Message m, boolean continuing) {
        return !continuing && m instanceof Message.Compute c && !c.more() && c.bytes().length <= EQUALITY_BYTES
                && c.bytes()[0] == DECODING;
    }

    private static boolean isCheck(Message m) {
        return m instanceof Message.Compute c && c.bytes().length == EQUALITY_BYTES && c.bytes()[0] == EQUALITY;
    }
}
