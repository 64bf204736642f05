package ks.net.protocol;

import java.util.concurrent.TimeUnit;
import ks.engine.Color;
import ks.engine.Position;
import ks.engine.Outcome;

/**
 * The end of a joint game, which each process reaches by itself: the board's result from the
 * circuit's outputs (both read the same), a resignation or quit by the loser's signed statement,
 * a draw when both signed one since the last move of the one who offered second. A question the
 * other asked before it learned of the end is still computed, so each reveals its secrets only
 * when it has no question in flight, knows the other has ended too (the board ended it for
 * both, or the other's own statement or reveal says so) and holds its answer to every question:
 * the one that learned of the end from the other reveals first. With the other's reveal in hand each audits the whole game
 * ({@link JointAudit}) and tells the other its verdict. A process that does not reveal within
 * the reveal wait is named by the other's audit line.
 */
final class JointEnd {

    private final JointSession s;
    private String result = "*";
    private String reason = "in progress";
    /** The draw offer that stands, by either player, or null. */
    private Statement offer;
    private long endAt;
    /** Whether the other process has ended the game too, so that it asks nothing more. */
    private boolean theyEnded;
    /** {@link #endedBy} when the board ended the game. */
    static final int BOARD = 2;
    /** Whose signed statement or flag claim ended the game, {@link #BOARD}, or {@link Color#NONE} when not known (restored). */
    private int endedBy = Color.NONE;
    /** Whether a flag claim ended the game here (a later one changes nothing). */
    private boolean onTime;

    JointEnd(JointSession s) {
        this.s = s;
    }

    boolean over() {
        return !"*".equals(result);
    }

    String result() {
        return result;
    }

    String reason() {
        return reason;
    }

    /** Whose signed statement or flag claim ended the game, {@link #BOARD}, or {@link Color#NONE}. */
    int endedBy() {
        return endedBy;
    }

    Statement standingOffer() {
        return offer;
    }

    /**
     * Takes back what a save holds: the result, the offer that stands and, once the game has ended,
     * how it ended ({@code end}). A save of an older ks holds no end: then only an end on the board is
     * known (the replayed board says so), and who ended it otherwise stays unknown.
     */
    void restore(String savedResult, String savedReason, Statement savedOffer, JointSecrets.End end) {
        result = savedResult;
        reason = savedReason;
        offer = savedOffer;
        if (!over()) {
            return;
        }
        if (end == null) {
            endedBy = s.player().isOver() ? BOARD : Color.NONE;
            return;
        }
        endedBy = JointSecrets.End.BOARD.equals(end.by()) ? BOARD : "white".equals(end.by()) ? Color.WHITE : Color.BLACK;
        onTime = end.onTime();
        s.time().restoreEnd(end);
    }

    /** How the game ended here, for the save; null while it goes on (or when a save of an older ks did not say). */
    JointSecrets.End saved() {
        if (!over() || endedBy == Color.NONE) {
            return null;
        }
        String by = endedBy == BOARD ? JointSecrets.End.BOARD : Color.name(endedBy);
        return new JointSecrets.End(by, onTime, s.time().problemAtEnd(), s.time().crossingAtEnd(), s.time().claimProblem());
    }

    /** Our player's signed statement: sent, and the game ends on it or it stands as an offer. */
    void ours(Statement st) throws java.io.IOException {
        s.sendJoint(new JointMessage.Said(s.log().nextSeq(), st));
        said(st, s.colour);
    }

    /** The other player's signed statement, checked already. */
    void theirs(Statement st) throws java.io.IOException {
        said(st, s.opponentColour());
    }

    private void said(Statement st, int by) throws java.io.IOException {
        if (over()) {
            if (by != s.colour && !"draw".equals(st.kind())) {
                theyEnded = true;
                settle();
            }
            return;
        }
        String name = by == s.colour ? s.setup.me() : s.setup.opponent();
        if (!"draw".equals(st.kind())) {
            endedBy = by;
            finish(Results.winFor(Color.opposite(by)), name + ("quit".equals(st.kind()) ? " quit" : " resigned"),
                    by != s.colour);
            return;
        }
        Statement before = s.log().lastDraw(Color.opposite(by));
        if (before != null && agree(before, st)) {
            endedBy = by;
            Statement theirs = by == s.colour ? before : st;
            Statement ours = by == s.colour ? st : before;
            finish("1/2-1/2", "drawn by agreement", theyKnewOurs(theirs, ours));
            return;
        }
        if (by != s.colour && movedBetween(s.colour, st.plies(), s.plies())) {
            // Signed before our move, read after it: lapsed for the other process too.
            s.emit(new Event.Note(name + " offered a draw, but it lapsed with your move"));
            return;
        }
        offer = st;
        s.changed();
        s.emit(new Event.Note(by == s.colour ? DrawNotes.youOffer(s.setup.opponent())
                : DrawNotes.offered(name)));
    }

    /**
     * Whether two draw statements, one by each player, make an agreement: the one who signed later
     * made no move since the other signed. Both processes judge it alike, from the signed plies
     * alone, whatever order the statements reached them in.
     */
    private boolean agree(Statement a, Statement b) {
        Statement early = a.plies() <= b.plies() ? a : b;
        Statement late = early == a ? b : a;
        return !movedBetween(late.colour(), early.plies(), late.plies());
    }

    /**
     * Whether the other has ended the game too, by a draw agreed from its statement {@code theirs}
     * and ours, so that it asks nothing more: it signed after ours, so it read ours first; or both
     * were signed at one ply and the other is not to move then, so it asks nothing at that ply.
     * When the other is to move at the ply both signed at, the offers crossed and it may have asked
     * the board about a move before ours reached it: its reveal, which follows every such question
     * on the link, says when it has ended.
     */
    private boolean theyKnewOurs(Statement theirs, Statement ours) {
        return theirs.plies() > ours.plies()
                || theirs.plies() == ours.plies() && s.moverAt(ours.plies()) == s.colour;
    }

    /** Whether {@code colour} made a move that started at a ply from {@code from} up to, not including, {@code to}. */
    private boolean movedBetween(int colour, int from, int to) {
        return to - from >= 2 || to - from == 1 && s.moverAt(from) == colour;
    }

    /** Whether our own draw offer stands (then we sign no other). */
    boolean oursStands() {
        return offer != null && offer.colour() == s.colour;
    }

    /**
     * A move by {@code mover}: an offer of the other player's lapses. A move read once the game is
     * over (asked before the other learned of the end, and still computed) lapses nothing: a draw
     * agreed stands on both statements, whatever was asked after them.
     */
    void moved(int mover) {
        if (!over() && offer != null && offer.colour() != mover) {
            offer = null;
            s.changed();
            s.emit(new Event.Note("the draw offer lapsed"));
        }
    }

    /**
     * {@code flagged} ran out of time ({@code theyToo}: the other process said so). Whether it
     * loses or the other could never mate needs the whole board: settled at the audit.
     */
    void timeOut(int flagged, boolean theyToo) throws java.io.IOException {
        if (over()) {
            theyEnded |= theyToo;
            // A flag taken after the end (sent before its sender learned of it) decides the game when it
            // is the one the rule ranks first ({@link JointRecord#decidingFlag}), as the audit reads the
            // record and as the sender's side ended it: the records agree. One our own clock refutes
            // leaves our end as it was, so that our record fails its audit as our live audit does: a
            // false claim never becomes a win on file.
            JointMessage.Flag deciding = s.log().flag();
            String due = Results.winFor(Color.opposite(flagged));
            if (endedBy != BOARD && endedBy != Color.NONE && s.time().claimProblem() == null && deciding != null
                    && deciding.colour() == flagged && !(onTime && result.equals(due))) {
                result = due;
                reason = name(flagged) + " ran out of time";
                onTime = true;
                s.time().forfeitAfterTheEnd(flagged);
                s.changed();
            }
            settle();
            return;
        }
        endedBy = theyToo ? s.opponentColour() : s.colour;
        onTime = true;
        finish(Results.winFor(Color.opposite(flagged)), name(flagged) + " ran out of time", theyToo);
    }

    private String name(int colour) {
        return colour == s.colour ? s.setup.me() : s.setup.opponent();
    }

    /** The board ended the game: {@code outcome} with {@code sideToMove} to move. */
    void board(Outcome outcome, int sideToMove) throws java.io.IOException {
        endedBy = BOARD;
        finish(Results.of(outcome, sideToMove), Results.reason(outcome, sideToMove), true);
    }

    private void finish(String r, String why, boolean theyToo) throws java.io.IOException {
        result = r;
        reason = why;
        theyEnded |= theyToo;
        s.time().stop();
        s.enter(SessionPhase.ENDING);
        endAt = s.options.ticker().nanos();
        settle();
    }

    /**
     * Reveals once we may (ended, no question in flight, the other ended too and signed its answer
     * to every question we read, or revealed), and audits once both reveals are in. Waiting for
     * the other's answers keeps our reveal until the other has read the last question: one it lost
     * with a crash is computed again after the resume, and our reveal must hold that run.
     */
    void settle() throws java.io.IOException {
        if (!over() || s.phase() != SessionPhase.ENDING) {
            return;
        }
        boolean theyRevealed = s.log().theirsRevealed();
        if (!s.log().revealed() && s.idle() && (theyEnded && s.log().answeredByThem() || theyRevealed)) {
            s.sendReveal();
        }
        if (s.log().revealed() && s.log().theirsRevealed()) {
            audit();
        }
    }

    /** The other's reveal came: it has ended; unless the game has not ended for us too. */
    void revealed() throws java.io.IOException {
        if (over()) {
            theyEnded = true;
            settle();
        } else {
            stop(s.setup.opponent() + " revealed its secrets before the game ended", true);
        }
    }

    private void audit() throws java.io.IOException {
        s.enter(SessionPhase.AUDIT);
        settleTimeOut();
        GameRecord done = s.record(result, reason, false);
        Audit.Report report = Audit.verify(done);
        String claim = s.time().claimProblem();
        if (claim != null) {
            // Named first: a refuted claim is why a record holding it fails (a flag after a draw).
            report = new Audit.Report(false, "Audit: FAILED: " + claim, report.finalFen());
        }
        s.send(new Message.AuditReport(report.passed(), report.line()));
        // The report is a courtesy: the other process may have audited and gone already.
        s.flushQuietly();
        s.out.discard();
        s.emit(new Event.Over(result, reason, report.finalFen(), report.line(), report.passed()));
        s.finished(done);
    }

    /**
     * A game ended on time gets its result from the board both reveals replay: a loss for the side
     * whose flag fell, or a draw when the other could never mate.
     */
    private void settleTimeOut() {
        JointMessage.Flag flag = s.log().flag();
        if (flag == null || !result.equals(Results.winFor(Color.opposite(flag.colour())))) {
            return;
        }
        Position end = JointAudit.finalPosition(s.record(result, reason, false));
        if (end != null) {
            long unaccounted = flag.colour() == s.colour ? 0 : s.time().unaccounted();
            result = Results.timeOut(end, flag.colour());
            reason = Results.timeOutReason(end, flag.colour(), name(flag.colour()), unaccounted);
        }
    }

    /**
     * Stops the game at once: {@code why} in one line to both players; {@code theirFault} when the
     * other process broke the protocol (then our verdict names it), else the game stops unaudited.
     */
    void stop(String why, boolean theirFault) throws java.io.IOException {
        if (s.done()) {
            return;
        }
        if (theirFault) {
            s.send(new Message.Refusal(s.setup.me() + " refuses to go on: " + why));
        }
        GameRecord kept = s.record("*", "stopped: " + why, false);
        s.changed();
        s.flushQuietly();
        s.out.discard();
        s.emit(new Event.Over("*", (theirFault ? "you stopped the game: " : "") + why, null,
                theirFault ? "Audit: FAILED at ply " + s.plies() + ": " + why : "Audit: not done (the game was stopped)",
                false));
        s.finished(kept);
    }

    /** Nanoseconds left for the other's reveal, or {@link Long#MAX_VALUE} while none is owed. */
    long nanosToReveal() {
        if (s.phase() != SessionPhase.ENDING || s.log().theirsRevealed()) {
            return Long.MAX_VALUE;
        }
        return endAt + TimeUnit.MILLISECONDS.toNanos(s.options.revealWaitMillis()) - s.options.ticker().nanos();
    }

    /** The end came and the other's reveal did not. */
    void noReveal() {
        if (s.phase() != SessionPhase.ENDING || s.log().theirsRevealed()) {
            return;
        }
        GameRecord kept = s.record(result, reason, false);
        s.out.dropMessages();
        s.out.discard();
        s.emit(new Event.Over(result, reason + "; " + s.setup.opponent() + " did not reveal", null,
                "Audit: FAILED (" + s.setup.opponent() + " did not reveal)", false));
        s.out.deliverEvents();
        s.finished(kept);
    }

    /**
     * The link was lost at the end: without a way to reconnect, a reveal still owed will not come
     * (true: the session ends here); with one, the link is found again like any other, and the
     * reveals, numbered messages, follow.
     */
    boolean lostAtTheEnd() {
        if (s.phase() == SessionPhase.ENDING && !s.log().theirsRevealed() && s.options.reconnector() == null) {
            noReveal();
            return true;
        }
        return false;
    }

    /** After a resume: an ended game owes its reveal (the other gets it again if it lacks it) and its audit. */
    void afterResume() throws java.io.IOException {
        if (!over()) {
            return;
        }
        s.enter(SessionPhase.ENDING);
        endAt = s.options.ticker().nanos();
        theyEnded = s.player().isOver() || s.log().theyEndedIt();
        settle();
    }
}
