package ks.net.joint;

import ks.net.ProtocolException;

/**
 * How a joint game resumed on a new link settles the question a crash or a lost link cut off,
 * from what both sides saved (docs/joint-referee.md, "Saves and resume"). Questions are computed
 * one at a time; each side saves a question before computing it, its part of the run's equality
 * check before that part goes out, and the outputs it read before it says anything after. So for
 * the last question each side is unchecked (its part never sent), in check (its part saved, the
 * other's not come) or has read it; a run's place in a save is the part saved with it, so the last
 * run each side states is the run of its last part. A run cut off in its check is finished on the
 * new link with the saved parts, never computed again, unless the other's save lacks its part;
 * then only a side that never sent its own computes it again without a word, and a side whose part
 * was saved to go out tells its player, counts it in the save, and refuses the second time. A side
 * whose output decoding of the question went out (noted in its save first) counts a question
 * computed again alike: with our decoding the other decoded its outputs on inputs of its choosing.
 */
public final class CutOffQuestion {

    /**
     * What this side saved: the number of the last question it read ({@code lastRead}, 0 for none)
     * and of the one it read before that ({@code readBefore}), the question it asked or was asked
     * and has not read ({@code asked}, 0 for none), the highest run of the computation in its save
     * ({@code lastRun}), whether it holds the other's signed answer to {@code lastRead}, whether it
     * is in the check of {@code asked}'s run ({@code inCheck}: its part of it saved), whether its
     * save holds its part of {@code lastRun}'s check ({@code partSaved}: false for a save of an older
     * ks), and how often before in this game the other's save lacked its part while ours had been
     * saved, or a question was computed again after our output decoding of it had gone out
     * ({@code lostChecks}); and whether our output decoding of a run of {@code asked} went out
     * ({@code decoded}).
     */
    public record Saved(int lastRead, int readBefore, int asked, long lastRun, boolean theirAnswerToLastRead,
            boolean inCheck, boolean partSaved, int lostChecks, boolean decoded) {

        /** A save whose decoding of {@code asked} never went out. */
        public Saved(int lastRead, int readBefore, int asked, long lastRun, boolean theirAnswerToLastRead,
                boolean inCheck, boolean partSaved, int lostChecks) {
            this(lastRead, readBefore, asked, lastRun, theirAnswerToLastRead, inCheck, partSaved, lostChecks, false);
        }
    }

    /**
     * What this side does on the new link: when {@code finish}, it finishes the check of its last run
     * with its saved part before anything else; then it computes its asked question, if any is not
     * in check. A {@code note} (null for none) says the other's save lacked its part while ours had
     * been saved to go out: the caller tells its player, counts it in the save, and computes the
     * question afresh. The new link's runs are numbered on from {@code runsBefore}, the higher of
     * the two sides' last runs, so that no run number of the game is used twice.
     */
    public record Plan(boolean finish, long runsBefore, String note) {
    }

    /**
     * How far the other's last run may be ahead of ours. Both sides number the runs alike, and the
     * run of a question cut off may be in one save alone, so an honest save is at most one ahead;
     * the room is that of sixteen runs of one question (as many accounts of it as the other may
     * give). A run stated far ahead would have both sides number on from it until the numbers no
     * longer fit a resume or the computation (2^31), and the game could never go on.
     */
    static final long RUNS_AHEAD = 16;

    private CutOffQuestion() {
    }

    /**
     * The plan for this side's {@code mine}, given the other's last read question and last run as
     * it stated them; {@code opponent} names the other. A refusal is a {@link ProtocolException}
     * whose message is the line for the player.
     */
    public static Plan settle(Saved mine, int theirLastRead, long theirLastRun, String opponent)
            throws ProtocolException {
        Plan plan = settled(mine, theirLastRead, theirLastRun, opponent);
        if (!mine.decoded() || mine.inCheck() || plan.note() != null) {
            return plan;
        }
        // Our asked question is computed again, and the other had our decoding of a run of it: it
        // decoded its outputs of our circuit on inputs of its choosing, in a run no reveal holds.
        if (mine.lostChecks() > 0) {
            throw new ProtocolException("question " + mine.asked() + " would be computed again after your output"
                    + " decoding of it had gone out to " + opponent + ", the second time in this game: each time would"
                    + " let " + opponent + "'s process learn its outputs on men of its choosing, so the game cannot go"
                    + " on");
        }
        return new Plan(plan.finish(), plan.runsBefore(), "question " + mine.asked() + " is computed again after your"
                + " output decoding of it had gone out to " + opponent + ": " + opponent + "'s process may have learned"
                + " its outputs on men of its choosing; a second time in this game stops it");
    }

    /** The plan before the count of decodings: what the two sides' saves say of the question cut off. */
    private static Plan settled(Saved mine, int theirLastRead, long theirLastRun, String opponent)
            throws ProtocolException {
        if (theirLastRun > mine.lastRun() + RUNS_AHEAD) {
            throw new ProtocolException(opponent + " says its save holds run " + theirLastRun
                    + " of the computation, but yours ends at run " + mine.lastRun()
                    + ": no honest save is that far ahead, so it cannot go on honestly");
        }
        if (theirLastRead < mine.lastRead() && mine.theirAnswerToLastRead()) {
            throw new ProtocolException(opponent + " says the last question it read is " + theirLastRead
                    + ", but it signed the outputs of question " + mine.lastRead()
                    + ": it asks for an answer computed again, which this ks refuses");
        }
        long runsBefore = Math.max(mine.lastRun(), theirLastRun);
        if (theirLastRun == mine.lastRun()) {
            return sameRun(mine, theirLastRead, opponent);
        }
        if (theirLastRun < mine.lastRun()) {
            return ourRunLater(mine, theirLastRead, theirLastRun, opponent, runsBefore);
        }
        // The other's part is of a later run. No honest save gets past a run while the other is in its
        // check (the other sent its part, and the run needs it); taken, the claim would have the
        // question computed again without the count.
        if (mine.inCheck()) {
            throw new ProtocolException(opponent + " says its save holds run " + theirLastRun
                    + " of the computation, but yours is in the equality check of run " + mine.lastRun() + " (question "
                    + mine.asked() + "), which no honest save passes without it: it cannot go on honestly");
        }
        // Ours of that run was never saved, so never sent.
        if (theirLastRead > mine.lastRead()) {
            if (!mine.partSaved()) {
                throw older();
            }
            throw new ProtocolException(opponent + " read the outputs of run " + theirLastRun
                    + ", which needs your part of its equality check, but your save lacks it: your save is older"
                    + " than the game, so it cannot go on honestly");
        }
        if (theirLastRead < mine.lastRead()) {
            throw disagree(mine, theirLastRead, opponent);
        }
        return new Plan(false, runsBefore, null);
    }

    /** Both saves end at the same run: its check is finished when either side is in it. */
    private static Plan sameRun(Saved mine, int theirLastRead, String opponent) throws ProtocolException {
        boolean consistent = theirLastRead == mine.lastRead()
                || theirLastRead < mine.lastRead() && !mine.inCheck() && theirLastRead == mine.readBefore()
                || theirLastRead > mine.lastRead() && mine.inCheck() && theirLastRead == mine.asked();
        if (!consistent) {
            throw disagree(mine, theirLastRead, opponent);
        }
        boolean finish = mine.lastRun() > 0 && (mine.inCheck() || theirLastRead != mine.lastRead());
        if (finish && !mine.partSaved()) {
            throw older();
        }
        return new Plan(finish, mine.lastRun(), null);
    }

    /** Our save holds a part of a later run than the other's: the other says it never saved its own. */
    private static Plan ourRunLater(Saved mine, int theirLastRead, long theirLastRun, String opponent, long runsBefore)
            throws ProtocolException {
        if (!mine.partSaved()) {
            throw older();
        }
        if (!mine.inCheck()) {
            throw new ProtocolException(opponent + " says its save ends at run " + theirLastRun + ", but its part of the"
                    + " equality check of run " + mine.lastRun() + " (question " + mine.lastRead()
                    + ") reached you: it asks for the question computed again, which this ks refuses");
        }
        if (theirLastRead != mine.lastRead()) {
            throw disagree(mine, theirLastRead, opponent);
        }
        String lost = opponent + "'s save lacks its part of the equality check of question " + mine.asked()
                + ", while yours had been saved to go out";
        if (mine.lostChecks() > 0) {
            throw new ProtocolException(lost + ", the second time in this game: computing it again would let it learn"
                    + " one more bit each time, so the game cannot go on");
        }
        return new Plan(false, runsBefore, lost + ": " + opponent + "'s process may have learned one bit of your men"
                + " from it, and the question is computed again; a second time in this game stops it");
    }

    private static ProtocolException older() {
        return new ProtocolException("this game was saved by an older ks, which did not save its part of the equality"
                + " check, and the question cut off was read by one side only: it cannot go on with this ks");
    }

    private static ProtocolException disagree(Saved mine, int theirLastRead, String opponent) {
        String asked = mine.asked() == 0 ? "none asked since" : "question " + mine.asked() + " asked since";
        return new ProtocolException("the two saves disagree on the question cut off: yours read question "
                + mine.lastRead() + " last (" + asked + "), " + opponent + "'s read question " + theirLastRead
                + " last; one save is older than the game, so it cannot go on honestly");
    }
}
