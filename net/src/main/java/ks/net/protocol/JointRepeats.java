package ks.net.protocol;

/**
 * What the other process of a joint game may say only once, or only in its place
 * (docs/joint-referee.md, "Who learns what, and what a cheat can do"): an acknowledgement of a
 * commitment, an account of a run, a resignation or quit, a flag (its claim ends the game on
 * time for both, and then no clock runs to claim another), a draw offer. An honest process sends
 * each once (a resume sends the same message under its own number, which {@link JointInbox}
 * drops), so a copy under a new number would only grow the honest side's record, without end;
 * {@link JointLog} refuses it as a fault, naming the sender.
 */
final class JointRepeats {

    /**
     * The most accounts of one question the other may give. An honest process gives one for each
     * run of it, and a question is run again only when a crash cut it off (docs/joint-referee.md,
     * "Saves and resume"), so sixteen leave room for fifteen such crashes in one question.
     */
    static final int ACCOUNTS = 16;

    private JointRepeats() {
    }

    /** The fault of {@code m}, from {@code opponent} (colour {@code other}), against what {@code log} took in; or null. */
    static String fault(JointLog log, Message.Joint m, String opponent, int other) {
        if (m instanceof JointMessage.MenAck ack
                && log.took(t -> t instanceof JointMessage.MenAck held && held.ply() == ack.ply())) {
            return opponent + " acknowledged the commitment for ply " + ack.ply() + " a second time";
        }
        if (m instanceof JointMessage.Answer a && a.number() > log.questions()) {
            return opponent + " gave an account of question " + a.number() + ", which was never asked";
        }
        if (m instanceof JointMessage.Answer a && log.took(t -> t instanceof JointMessage.Answer held
                && held.number() == a.number() && held.run() == a.run())) {
            return opponent + " gave its account of question " + a.number() + " a second time";
        }
        if (m instanceof JointMessage.Answer a && log.count(t -> t instanceof JointMessage.Answer held
                && held.number() == a.number()) >= ACCOUNTS) {
            return opponent + " gave more than " + ACCOUNTS + " accounts of question " + a.number();
        }
        if (m instanceof JointMessage.Said said && !"draw".equals(said.statement().kind()) && log.took(t ->
                t instanceof JointMessage.Said held && !"draw".equals(held.statement().kind()))) {
            return opponent + " resigned or quit a second time";
        }
        if (m instanceof JointMessage.Flag && log.took(t -> t instanceof JointMessage.Flag)) {
            return opponent + " claimed a flag a second time";
        }
        if (m instanceof JointMessage.Said said && "draw".equals(said.statement().kind())) {
            return drawAgain(log, said.statement().plies(), opponent, other);
        }
        return null;
    }

    /**
     * The fault of the other's draw offer at {@code ply}, or null. An honest process signs one at
     * the ply it is at, which we have reached when its message is taken in (what it says after a
     * question waits for our reading of it), and none while its last stands, that is until our
     * next move: so each of its offers is at a later ply than the one before.
     */
    private static String drawAgain(JointLog log, int ply, String opponent, int other) {
        if (ply > log.plies()) {
            return opponent + " offered a draw at ply " + ply + ", which has not been played";
        }
        Statement before = log.lastDraw(other);
        if (before != null && ply <= before.plies()) {
            return opponent + " offered a draw again at ply " + ply + ", where its offer of ply " + before.plies()
                    + " stood";
        }
        return null;
    }
}
