package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import ks.engine.referee.Verdict;
import ks.net.ProtocolException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A crash between the end of a question's computation and the save that reads it leaves one side
 * having read the question and the other not; the side that read it may already have asked the
 * next. The resume settles the cut-off question first, from what both saved (the check of its run
 * finished with the parts both saved), and only then the next one (docs/joint-referee.md, "Saves
 * and resume"). Each test freezes bob's save at the moment
 * he reads question {@code n} and resumes him from the save before it, as a kill -9 there would.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class JointCutOffQuestionTest {

    private static final Wishes WHITE = JointSessionTest.joint(ColourWish.WHITE);
    private static final Wishes BLACK = JointSessionTest.joint(ColourWish.BLACK);

    @Test
    void aMoveTheOtherReadAndFollowedWithItsOwnAttemptIsSettledBeforeThatAttempt() throws Exception {
        ResumeTest.Saves saves = new ResumeTest.Saves();
        Pair p = pair(saves);
        p.play(p.alice, "f2f3");
        p.awaitTurn(p.bob);
        // bob reads his e7e5 (question 2) and dies before the save that holds it is on disk.
        saves.guest.freezeWhen = g -> read(g, 2);
        saves.host.seenWhen = g -> asked(g, 3);
        p.bob.submit(new Command.Play(Entries.move("e7e5")));
        assertThat(saves.guest.frozen.await(60, TimeUnit.SECONDS)).isTrue();
        p.awaitTurn(p.alice);
        p.alice.submit(new Command.Play(Entries.move("g2g4")));
        assertThat(saves.host.seen.await(60, TimeUnit.SECONDS)).isTrue();
        JointResumeTest.Resumed r = JointResumeTest.resume(p, saves.host.last(), beforeFreezing(saves.guest, 2), saves);
        assertThat(Pair.next(r.bobEvents(), Event.Answered.class).verdict()).isEqualTo(Verdict.LEGAL);
        assertThat(Pair.next(r.aliceEvents(), Event.Answered.class).verdict()).isEqualTo(Verdict.LEGAL);
        JointResumeTest.awaitTurn(r.bobEvents());
        r.bob().submit(new Command.Play(Entries.move("d8h4")));
        bothAuditsPass(r, 4);
    }

    @Test
    void anIllegalAttemptTheMoverReadAndFollowedWithAnotherIsNotAnsweredByTheOther() throws Exception {
        ResumeTest.Saves saves = new ResumeTest.Saves();
        Pair p = pair(saves);
        p.play(p.alice, "e2e4");
        p.awaitTurn(p.bob);
        p.play(p.bob, "d7d5");
        p.awaitTurn(p.alice);
        // alice's e4f5 (question 3) finds no man on f5; bob dies before his save reads it.
        saves.guest.freezeWhen = g -> read(g, 3);
        p.alice.submit(new Command.Play(Entries.move("e4f5")));
        assertThat(Pair.next(p.aliceEvents, Event.Answered.class).verdict()).isEqualTo(Verdict.ILLEGAL);
        assertThat(saves.guest.frozen.await(60, TimeUnit.SECONDS)).isTrue();
        saves.host.seenWhen = g -> asked(g, 4);
        p.alice.submit(new Command.Play(Entries.move("e4d5")));
        assertThat(saves.host.seen.await(60, TimeUnit.SECONDS)).isTrue();
        JointResumeTest.Resumed r = JointResumeTest.resume(p, saves.host.last(), beforeFreezing(saves.guest, 3), saves);
        Event.Answered capture = Pair.next(r.aliceEvents(), Event.Answered.class);
        assertThat(capture.verdict()).isEqualTo(Verdict.LEGAL);
        Event.Heard taken = Pair.next(r.bobEvents(), Event.Heard.class);
        while (!taken.moved()) {
            taken = Pair.next(r.bobEvents(), Event.Heard.class);
        }
        assertThat(taken.lost()).as("bob's pawn on d5 is taken by alice's second attempt")
                .isEqualTo(ks.engine.Square.parse("d5"));
        r.bob().submit(new Command.Resign(false));
        bothAuditsPass(r, 3);
    }

    @Test
    void aMateTheOtherReadBeforeTheCrashEndsWithBothAuditsPassing() throws Exception {
        ResumeTest.Saves saves = new ResumeTest.Saves();
        Pair p = pair(saves);
        p.play(p.alice, "f2f3");
        p.awaitTurn(p.bob);
        p.play(p.bob, "e7e5");
        p.awaitTurn(p.alice);
        p.play(p.alice, "g2g4");
        p.awaitTurn(p.bob);
        // alice dies before the save that reads bob's mate (question 4); bob has read it.
        saves.host.freezeWhen = g -> read(g, 4);
        assertThat(p.play(p.bob, "d8h4").verdict()).isEqualTo(Verdict.LEGAL);
        assertThat(saves.host.frozen.await(60, TimeUnit.SECONDS)).isTrue();
        JointResumeTest.Resumed r = JointResumeTest.resume(p, beforeFreezing(saves.host, 4), saves.guest.last(), saves);
        bothAuditsPass(r, 4);
    }

    @Test
    void savesOfAnOlderKsThatDifferInTheQuestionCutOffAreRefusedByBothInOneLine() throws Exception {
        ResumeTest.Saves saves = new ResumeTest.Saves();
        Pair p = pair(saves);
        p.play(p.alice, "f2f3");
        p.awaitTurn(p.bob);
        // bob reads his e7e5 (question 2) and dies before the save that holds it; alice has read it.
        saves.guest.freezeWhen = g -> read(g, 2);
        p.bob.submit(new Command.Play(Entries.move("e7e5")));
        assertThat(saves.guest.frozen.await(60, TimeUnit.SECONDS)).isTrue();
        p.awaitTurn(p.alice);
        // Both saves as an older ks wrote them: no part of a check, and a run only once it was read.
        SavedGame alice = older(saves.host.last());
        SavedGame bob = older(beforeFreezing(saves.guest, 2));
        InMemoryLink[] links = InMemoryLink.pair();
        CompletableFuture<Session> a = CompletableFuture.supplyAsync(() -> {
            try {
                return Session.resume(p.aliceSetup, links[0], e -> { }, SessionOptions.defaults().withStore(saves.host),
                        alice);
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        });
        String line = "this game was saved by an older ks, which did not save its part of the equality check, and the"
                + " question cut off was read by one side only: it cannot go on with this ks";
        assertThatThrownBy(() -> Session.resume(p.bobSetup, links[1], e -> { },
                SessionOptions.defaults().withStore(saves.guest), bob)).isInstanceOf(ProtocolException.class)
                .hasMessage(line);
        assertThatThrownBy(() -> a.get(60, TimeUnit.SECONDS)).isInstanceOf(ExecutionException.class).rootCause()
                .isInstanceOf(ProtocolException.class).hasMessage(line);
    }

    /**
     * {@code g} as a ks before the tenth red-team round saved it: without a part of a check, and with
     * runs only of the questions it read.
     */
    private static SavedGame older(SavedGame g) throws Exception {
        ObjectNode tree = Json.MAPPER.valueToTree(g);
        ObjectNode secrets = (ObjectNode) tree.path("game").path("joint").path("secrets");
        secrets.remove("check");
        secrets.remove("lostChecks");
        ArrayNode runs = (ArrayNode) secrets.path("runs");
        for (int i = runs.size() - 1; i >= 0; i--) {
            int number = runs.get(i).path("number").asInt();
            if (!read(g, number)) {
                runs.remove(i);
            }
        }
        return Json.MAPPER.treeToValue(tree, SavedGame.class);
    }

    private static Pair pair(ResumeTest.Saves saves) throws Exception {
        return new Pair(WHITE, BLACK, SessionOptions.defaults().withStore(saves.host),
                SessionOptions.defaults().withStore(saves.guest));
    }

    private static void bothAuditsPass(JointResumeTest.Resumed r, int plies) throws InterruptedException {
        Event.Over a = Pair.next(r.aliceEvents(), Event.Over.class);
        Event.Over b = Pair.next(r.bobEvents(), Event.Over.class);
        assertThat(a.audit()).startsWith("Audit: passed (" + plies + " plies");
        assertThat(b.audit()).startsWith("Audit: passed (" + plies + " plies");
    }

    private static List<JointSecrets.Step> steps(SavedGame g) {
        return g.game().joint().secrets().steps();
    }

    /** Whether the save holds the outputs of question {@code n}. */
    static boolean read(SavedGame g, int n) {
        return steps(g).stream().anyMatch(s -> !s.alone() && s.number() == n && s.outputs() != null);
    }

    /** Whether the save holds question {@code n} asked and not yet read. */
    static boolean asked(SavedGame g, int n) {
        return steps(g).stream().anyMatch(s -> !s.alone() && s.number() == n && s.outputs() == null);
    }

    /** The last save before the frozen one, which read question {@code n}: a kill just before that save. */
    static SavedGame beforeFreezing(ResumeTest.Store store, int n) {
        SavedGame g;
        synchronized (store) {
            g = store.saves.get(store.saves.size() - 2);
        }
        assertThat(asked(g, n)).as("the save before the frozen one holds question " + n + " unread").isTrue();
        assertThat(g.game().joint().secrets().check().number()).as("and its part of the question's check, so the"
                + " resume finishes that check").isEqualTo(n);
        return g;
    }
}
