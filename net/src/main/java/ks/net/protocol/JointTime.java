package ks.net.protocol;

import java.io.IOException;
import ks.engine.Color;
import ks.engine.clock.ClockState;
import ks.engine.clock.TimeControl;

/**
 * The clocks of a {@link JointSession} as its game uses them (docs/joint-referee.md, "Clocks"):
 * our questions sign our thinking time, the other's are checked against its time and our measure
 * before they are computed, every legal move moves the clocks by its signed think and shows them
 * to our player, and a flag that falls (ours by our own clock, the other's by our measure) is
 * claimed with a signed {@link JointMessage.Flag}, which ends the game on time for both. A flag
 * the other claims against us is checked by our own clock. Flags are judged between questions
 * only. The {@link JointClock} holds the time itself.
 */
final class JointTime {

    private final JointSession s;
    private final TimeControl control;
    private final JointClock clock;
    /** What our own clock says is wrong with a flag the other claimed against us, or null. */
    private String claimProblem;
    /** What our clock said, when the game ended otherwise, against a claim of our time out then; or null. */
    private String problemAtEnd;
    /** What our clock said, when the game ended, against a claim crossing our last move; or null. */
    private String crossingAtEnd;
    /** Whether the clocks were rebuilt from a save and wait to be started again. */
    private boolean restored;

    JointTime(JointSession s, TimeControl control, Ticker ticker) {
        this.s = s;
        this.control = control;
        this.clock = new JointClock(control, ticker, s.colour);
    }

    /** Play begins: the clock of {@code toMove} starts now, and our player sees both. */
    void start(int toMove) {
        clock.start(ClockState.start(control), toMove);
        show();
    }

    /** A save is being replayed from the start, with {@code toMove} to move there. */
    void restoring(int toMove) {
        restored = true;
        clock.start(ClockState.start(control), toMove);
    }

    /**
     * Play goes on over a new link. After a restore, {@code toMove}'s clock starts now and nothing
     * is carried unaccounted (the save holds neither the turn's time nor our measure). After a
     * link lost while both processes ran, the clocks run on as they did: restarting the turn
     * would give the mover its time back each time it dropped the link, and forget our measure.
     */
    void resume(int toMove) {
        if (restored) {
            restored = false;
            clock.resumed();
            clock.start(clock.state(), toMove);
        }
        show();
    }

    /** Our thinking time this turn, to sign with a question; null in an untimed game. */
    Long think() {
        return clock.think();
    }

    void computing() {
        clock.computing();
    }

    void computed(long waitedNanos) {
        clock.computed(waitedNanos);
    }

    /** Our sends just took {@code nanos}: on our turn, outside a question's span, that is waiting for the other. */
    void sent(long nanos) {
        clock.sent(nanos);
    }

    void menSent(int ply) {
        clock.menSent(ply);
    }

    void menAcknowledged(int ply) {
        clock.menAcknowledged(ply);
    }

    /** Before our player's attempt or question: true when our own time is used up, and the game ended on it. */
    boolean ownTimeUp() throws IOException {
        if (!clock.ownTimeUsedUp()) {
            return false;
        }
        claim(s.colour);
        return true;
    }

    /**
     * The other's question, before it is computed: true when it is not to be (a thinking time where
     * the game has none or none where it has one stops the game). A question after the other's
     * time claims its flag first and is still computed, as any question asked before its asker
     * learned of the end, so that the asker is not left waiting in the computation.
     */
    boolean refuses(JointMessage.Ask a) throws IOException {
        String untimely = new JointClockAudit(control).signedAsTimed(a, s.setup.opponent());
        if (untimely != null) {
            s.ending().stop(untimely, true);
            return true;
        }
        if (clock.timed() && clock.late(a.think())) {
            claim(s.opponentColour());
        }
        return false;
    }

    /** {@code mover} made the legal move question {@code number} asked: charged its signed think, shown. */
    void moved(int mover, int number) {
        if (!clock.timed()) {
            return;
        }
        if (s.ending().over() && mover != s.colour && problemAtEnd == null) {
            // A move read after the end (its question crossed our acceptance or resignation) puts us to
            // move at a ply our clock never ran at: a claim of our flag there is refuted by the end itself.
            problemAtEnd = s.setup.opponent() + " claimed your time out at ply " + s.plies()
                    + ", after the game had ended, where your clock never ran";
        }
        JointMessage.Ask ask = s.log().ask(number);
        String line = clock.moved(mover, ask.think(), mover == s.colour ? s.setup.me() : s.setup.opponent());
        if (line != null && mover != s.colour) {
            s.emit(new Event.Note(line));
        }
        show();
    }

    /** A save is replayed: {@code mover}'s legal move by question {@code number}, without showing anything. */
    void replayed(int mover, int number) {
        if (clock.timed()) {
            clock.moved(mover, s.log().ask(number).think(), "");
        }
    }

    /** The other's flag, in order with its messages. */
    void theirFlag(JointMessage.Flag f) throws IOException {
        if (s.ending().over()) {
            afterTheEnd(f);
            return;
        }
        boolean now = f.ply() == s.plies() && f.colour() == clock.running();
        // Our move crossed the claim on the wire: the claim is judged by our clock when we moved.
        boolean crossed = f.ply() == s.plies() - 1 && f.colour() == s.colour && s.moverAt(f.ply()) == s.colour;
        if (!clock.timed() || !(now || crossed) || !s.idle()) {
            s.ending().stop(s.setup.opponent() + " claimed a flag against " + Color.name(f.colour()) + " at ply "
                    + f.ply() + " out of turn", true);
            return;
        }
        if (f.colour() == s.colour) {
            claimProblem = now ? clock.claimAgainstUs(s.setup.opponent()) : clock.claimCrossingOurMove(s.setup.opponent());
        }
        clock.forfeit(f.colour());
        show();
        s.ending().timeOut(f.colour(), true);
    }

    /**
     * The other's flag once the game had ended for us. An honest process claims one only when it had
     * not learned of the end: in a timed game, against the side to move at the last ply (or at the
     * ply before, our move crossing the claim; only that after the board ended it, since both learned
     * of that end from the same question), and never after its own statement ended the game.
     * Anything else would rewrite the end (the flag ranked first decides a game that did not end on the
     * board) or fail our audit without naming anyone: it stops the game, naming the sender. A claim
     * against us is judged by our clock as it stood at the end.
     */
    private void afterTheEnd(JointMessage.Flag f) throws IOException {
        boolean now = f.ply() == s.plies() && f.colour() == s.player().sideToMove()
                && s.ending().endedBy() != JointEnd.BOARD;
        boolean crossed = f.ply() == s.plies() - 1 && f.colour() == s.colour && s.moverAt(f.ply()) == s.colour;
        String claimed = s.setup.opponent() + " claimed a flag against " + Color.name(f.colour()) + " at ply " + f.ply();
        if (clock.timed() && s.ending().endedBy() == Color.NONE) {
            // Restarted from a save of an older ks, which kept neither who ended the game nor our clock
            // at the end: the claim can be neither taken nor put on its sender.
            s.ending().stop(claimed + " after the game had ended, which this game's save, made by an older ks,"
                    + " cannot judge", false);
            return;
        }
        String why = !clock.timed() ? "in an untimed game"
                : s.ending().endedBy() == s.opponentColour() ? "after the game had ended (" + s.ending().reason() + ")"
                : !(now || crossed) ? "out of turn after the game had ended (" + s.ending().reason() + ")" : null;
        if (why != null) {
            s.ending().stop(claimed + " " + why, true);
            return;
        }
        if (f.colour() == s.colour && claimProblem == null && s.log().flag() == f) {
            claimProblem = now ? problemAtEnd : crossingAtEnd;
        }
        s.ending().timeOut(f.colour(), true);
    }

    /** Nanoseconds until the running side's flag falls, while nothing is computed; else {@link Long#MAX_VALUE}. */
    long nanosToFlag() {
        return s.idle() && !s.ending().over() ? clock.nanosToFlag() : Long.MAX_VALUE;
    }

    /** A deadline passed: true when it was the running side's flag, now claimed. */
    boolean flagFell() throws IOException {
        int flagged = clock.flagged();
        if (!s.idle() || s.ending().over() || flagged == Color.NONE) {
            return false;
        }
        claim(flagged);
        return true;
    }

    /**
     * The game ended: both clocks stand, and what our clock says against a claim of our time out
     * that crosses the end is kept (saved with the end, so that a restart does not lose it).
     */
    void stop() {
        if (clock.timed()) {
            crossingAtEnd = clock.claimCrossingOurMove(s.setup.opponent());
        }
        if (clock.running() != Color.NONE) {
            problemAtEnd = clock.claimAgainstUs(s.setup.opponent());
            clock.stop();
            show();
        }
    }

    /** A flag taken after the end decided the game: the flagged side's clock shows nothing left. */
    void forfeitAfterTheEnd(int flagged) {
        clock.forfeit(flagged);
        show();
    }

    /** What our own clock says is wrong with a flag claimed against us, or null. */
    String claimProblem() {
        return claimProblem;
    }

    /** What our clock said at the end against a claim of our time out then, or null. */
    String problemAtEnd() {
        return problemAtEnd;
    }

    /** What our clock said at the end against a claim crossing our last move, or null. */
    String crossingAtEnd() {
        return crossingAtEnd;
    }

    /** A restart after the end: our clock's judgements as they were saved ({@link JointSecrets.End}). */
    void restoreEnd(JointSecrets.End end) {
        problemAtEnd = end.againstUs();
        crossingAtEnd = end.crossing();
        claimProblem = end.claim();
    }

    /** What of our measure the other's reports left unexplained. */
    long unaccounted() {
        return clock.unaccounted();
    }

    private void claim(int flagged) throws IOException {
        int ply = s.plies();
        s.sendJoint(new JointMessage.Flag(s.log().nextSeq(), ply, flagged,
                s.sign(JointStatements.flag(s.gameId, s.colour, ply, flagged))));
        clock.forfeit(flagged);
        show();
        s.ending().timeOut(flagged, false);
    }

    private void show() {
        Event.Clocks shown = clock.shown();
        if (shown != null) {
            s.emit(shown);
        }
    }
}
