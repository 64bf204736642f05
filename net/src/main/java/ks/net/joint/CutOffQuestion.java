package ks.net.joint;

import ks.net.ProtocolException;

/**
 * How a joint game resumed on a new link settles the question a crash or a lost link cut off,
 * from what both sides saved (docs/joint-referee.md, "Saves and resume"). Questions are computed
 * one at a time, and each side saves a question before computing it and its outputs before it
 * says anything after, so honest saves differ in at most the last question: both read the same
 * last one, or one side read question n while the other's save holds n asked and unread. Then n
 * is computed again first (the side that read it checks the outputs are the same), and only then
 * the next one. Anything else is two saves that disagree, refused in words that accuse no one,
 * unless the other's own signature contradicts what it states.
 */
public final class CutOffQuestion {

    /**
     * What this side saved: the number of the last question it read ({@code lastRead}, 0 for none)
     * and of the one it read before that ({@code readBefore}), the question it asked or was asked
     * and has not read ({@code asked}, 0 for none), the highest run of the computation in its save
     * ({@code lastRun}), and whether it holds the other's signed answer to {@code lastRead}.
     */
    public record Saved(int lastRead, int readBefore, int asked, long lastRun, boolean theirAnswerToLastRead) {
    }

    /**
     * What this side does on the new link: when {@code again}, it computes its last read question
     * again before anything else; then its asked question, if any. The new link's runs are numbered
     * on from {@code runsBefore}, the higher of the two sides' last runs, so that no run number of
     * the game is used twice.
     */
    public record Plan(boolean again, long runsBefore) {
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
        if (theirLastRun > mine.lastRun() + RUNS_AHEAD) {
            throw new ProtocolException(opponent + " says its save holds run " + theirLastRun
                    + " of the computation, but yours ends at run " + mine.lastRun()
                    + ": no honest save is that far ahead, so it cannot go on honestly");
        }
        long runsBefore = Math.max(mine.lastRun(), theirLastRun);
        if (theirLastRead == mine.lastRead()) {
            return new Plan(false, runsBefore);
        }
        if (theirLastRead < mine.lastRead()) {
            if (mine.theirAnswerToLastRead()) {
                throw new ProtocolException(opponent + " says the last question it read is " + theirLastRead
                        + ", but it signed the outputs of question " + mine.lastRead()
                        + ": it asks for an answer computed again, which this ks refuses");
            }
            if (theirLastRead != mine.readBefore()) {
                throw disagree(mine, theirLastRead, opponent);
            }
            return new Plan(true, runsBefore);
        }
        if (mine.asked() != theirLastRead) {
            throw disagree(mine, theirLastRead, opponent);
        }
        return new Plan(false, runsBefore);
    }

    private static ProtocolException disagree(Saved mine, int theirLastRead, String opponent) {
        String asked = mine.asked() == 0 ? "none asked since" : "question " + mine.asked() + " asked since";
        return new ProtocolException("the two saves disagree on the question cut off: yours read question "
                + mine.lastRead() + " last (" + asked + "), " + opponent + "'s read question " + theirLastRead
                + " last; one save is older than the game, so it cannot go on honestly");
    }
}
