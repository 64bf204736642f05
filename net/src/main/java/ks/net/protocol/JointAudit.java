package ks.net.protocol;

import static ks.net.protocol.JointAudit.Fault.at;

import java.util.ArrayList;
import java.util.List;
import ks.crypto.Identity;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.Position;
import ks.engine.joint.JointPlayer;
import ks.engine.referee.Referee;
import ks.engine.referee.Ruling;

/**
 * The audit of a joint game (docs/joint-referee.md, "Who learns what, and what a cheat can do"),
 * from its record alone: every signature against the agreement's keys; then the game replayed
 * through {@link Referee} from both players' revealed actions, each checked against the
 * commitment its player signed before; for every run of every question
 * ({@link JointQuestionAudit}) each garbler's revealed seed and inputs re-garbled into the garbling
 * digest both signed, each evaluator's revealed inputs into the labels it signed it had obtained,
 * the revealed inputs against the true board (the pads are each player's free choice), and the
 * outputs both signed against the circuit on those inputs; every men commitment opened against
 * the replayed board; and the end. The first fault names the player at fault in one line.
 */
final class JointAudit {

    private final GameRecord r;
    private final String id;
    private final JointRecord joint;
    private final Identity[] keys = new Identity[2];
    private final String[] names = new String[2];
    private final JointMessage.Reveal[] reveals = new JointMessage.Reveal[2];
    private final List<String> positions = new ArrayList<>();
    private final JointClockAudit clocks;
    private final JointQuestionAudit questions;

    private JointAudit(GameRecord r) {
        this.r = r;
        this.id = r.gameId();
        this.joint = r.joint();
        Agreement a = r.agreement().agreement();
        keys[0] = Identity.fromHex(a.whiteKey());
        keys[1] = Identity.fromHex(a.blackKey());
        names[0] = a.white();
        names[1] = a.black();
        clocks = new JointClockAudit(r.terms().timeControl());
        questions = new JointQuestionAudit(joint, names);
    }

    /** The verdict on a joint record; never throws for a bad one. */
    static Audit.Report verify(GameRecord r) {
        try {
            if (r.agreement() == null || !r.agreement().agreement().jointReferee()) {
                return fail("the record of a joint game must hold an agreement naming the joint referee");
            }
            int bad = r.agreement().badSignature();
            if (bad >= 0) {
                return fail("the record was altered: " + Color.name(bad) + "'s signature on the agreement does not verify");
            }
            return new JointAudit(r).run();
        } catch (Fault f) {
            return fail(f.getMessage());
        } catch (IllegalArgumentException | IllegalStateException | NullPointerException | IndexOutOfBoundsException e) {
            return fail("the record is unreadable: " + e.getMessage());
        }
    }

    private static Audit.Report fail(String why) {
        return new Audit.Report(false, why.startsWith("Audit:") ? why : "Audit: FAILED: " + why, null);
    }

    /** A fault found, already in words. */
    static final class Fault extends RuntimeException {
        Fault(String line) {
            super(line, null, false, false);
        }

        /** The fault {@code why} found at ply {@code ply}. */
        static Fault at(int ply, String why) {
            return new Fault("Audit: FAILED at ply " + ply + ": " + why);
        }
    }

    /**
     * The final position of a joint record whose signatures, reveals and replay hold, whatever its
     * result says (a time forfeit's result is settled from it); null when they do not hold.
     */
    static Position finalPosition(GameRecord r) {
        try {
            return new JointAudit(r).replayed().position();
        } catch (Fault | IllegalArgumentException | IllegalStateException | NullPointerException
                | IndexOutOfBoundsException e) {
            return null;
        }
    }

    private Audit.Report run() {
        Referee referee = replayed();
        checkMen();
        checkEnd(referee);
        int plies = positions.size() - 1;
        int runsChecked = questions.runsChecked();
        return new Audit.Report(true, "Audit: passed (" + plies + (plies == 1 ? " ply, " : " plies, ") + runsChecked
                + (runsChecked == 1 ? " joint computation" : " joint computations") + " checked)",
                referee.position().toFen());
    }

    /**
     * Every signature, the bound of a turn's actions (the first fault of a game it stopped), both
     * reveals, then the game replayed.
     */
    private Referee replayed() {
        // The questions' garblings are checked ahead, beside the signatures; their verdicts are taken in order.
        questions.start(r.terms().rules());
        try {
            return verifiedAndReplayed();
        } finally {
            questions.stop();
        }
    }

    private Referee verifiedAndReplayed() {
        for (int c = 0; c < 2; c++) {
            List<String> acked = commitments(1 - c);
            TurnBound bound = new TurnBound();
            for (Message.Joint m : joint.sentBy(c)) {
                if (!JointSignatures.signedBy(m, c, keys[c], id, acked)) {
                    throw new Fault("Audit: FAILED: the record was altered: " + names[c] + "'s " + JointSignatures.kind(m)
                            + " " + m.seq() + " does not verify");
                }
                int actionPly = JointLog.actionPly(m);
                if (actionPly >= 0 && !bound.admit(actionPly)) {
                    throw at(actionPly, TurnBound.exceeded(names[c]));
                }
                if (m instanceof JointMessage.Reveal rev) {
                    reveals[c] = rev;
                }
                String untimely = m instanceof JointMessage.Ask ask ? clocks.signedAsTimed(ask, names[c]) : null;
                if (untimely != null) {
                    throw new Fault("Audit: FAILED: " + untimely);
                }
            }
        }
        for (int c = 0; c < 2; c++) {
            if (reveals[c] == null) {
                throw new Fault("Audit: FAILED (" + names[c] + " did not reveal)");
            }
        }
        return replay();
    }

    private List<String> commitments(int colour) {
        List<String> out = new ArrayList<>();
        for (Message.Joint m : joint.sentBy(colour)) {
            if (m instanceof JointMessage.Men men) {
                out.add(men.commitment());
            }
        }
        return out;
    }

    /** Every action of both players in turn order, through the referee and both sides' circuits. */
    private Referee replay() {
        Position start = Position.fromFen(r.startFen());
        Referee referee = new Referee(start, r.terms().rules());
        JointPlayer[] sides = {new JointPlayer(start, 0, r.terms().rules()), new JointPlayer(start, 1, r.terms().rules())};
        positions.add(start.toFen());
        int[] next = new int[2];
        List<List<JointMessage.Action>> actions = List.of(reveals[0].actions(), reveals[1].actions());
        while (!referee.isOver()) {
            int m = referee.sideToMove();
            int ply = positions.size() - 1;
            if (next[m] >= actions.get(m).size() || actions.get(m).get(next[m]).ply() != ply) {
                if (next[1 - m] < actions.get(1 - m).size()) {
                    throw at(ply, names[1 - m] + " revealed an action at ply " + actions.get(1 - m).get(next[1 - m]).ply()
                            + " out of turn");
                }
                break;
            }
            JointMessage.Action a = actions.get(m).get(next[m]++);
            checkCommitment(m, a);
            boolean moved = "try".equals(a.kind()) ? attempt(referee, sides, m, a) : any(referee, sides, m, a);
            if (moved) {
                positions.add(referee.position().toFen());
            }
        }
        for (int c = 0; c < 2; c++) {
            if (next[c] < actions.get(c).size()) {
                throw at(positions.size() - 1, names[c] + " revealed actions after the end of the game");
            }
        }
        return referee;
    }

    /** A numbered action must open the commitment its player signed when it announced it. */
    private void checkCommitment(int m, JointMessage.Action a) {
        if (a.number() == 0) {
            return;
        }
        Message.Joint told = announced(m, a.number());
        if (told == null) {
            throw at(a.ply(), names[m] + " revealed question " + a.number() + ", which it never announced");
        }
        String commitment = told instanceof JointMessage.Ask ask ? ask.commitment() : ((JointMessage.Refused) told).commitment();
        if (!commitment.equals(JointStatements.attemptCommitment(id, m, a.ply(), a.number(), a.move(), a.salt()))) {
            throw at(a.ply(), names[m] + "'s revealed " + a.move() + " does not open its commitment to question " + a.number());
        }
    }

    private Message.Joint announced(int colour, int number) {
        for (Message.Joint j : joint.sentBy(colour)) {
            if (j instanceof JointMessage.Ask a && a.number() == number || j instanceof JointMessage.Refused f
                    && f.number() == number) {
                return j;
            }
        }
        return null;
    }

    private boolean attempt(Referee referee, JointPlayer[] sides, int m, JointMessage.Action a) {
        int move = Entries.move(a.move());
        JointPlayer.Screened s = sides[m].screen(move);
        Message.Joint told = a.number() == 0 ? null : announced(m, a.number());
        if (s.judgedAlone()) {
            boolean toOther = !s.heard().heardBy(1 - m).isEmpty();
            if (told instanceof JointMessage.Ask) {
                throw at(a.ply(), names[m] + " asked the board about " + a.move() + ", which its own men refuse");
            }
            if (toOther != (told != null) || told instanceof JointMessage.Refused f && !f.refusal().equals(s.refusal().name())) {
                throw at(a.ply(), names[m] + "'s refusal of " + a.move() + " was told otherwise than the rules say");
            }
            referee.attempt(move);
            return false;
        }
        if (!(told instanceof JointMessage.Ask)) {
            throw at(a.ply(), names[m] + "'s process refused " + a.move() + " alone, but its men allow it: a false refusal");
        }
        boolean[] outputs = questions.check(sides, m, a, JointPlayer.Kind.ATTEMPT, s.move());
        Ruling ruling = referee.attempt(move);
        if (ruling.isLegal() != outputs[0]) {
            throw at(a.ply(), "the computed verdict on " + names[m] + "'s " + a.move() + " is not the referee's");
        }
        String late = ruling.isLegal() ? clocks.moved(a.ply(), m, (JointMessage.Ask) told) : null;
        if (late != null) {
            throw at(a.ply(), late);
        }
        return ruling.isLegal();
    }

    private boolean any(Referee referee, JointPlayer[] sides, int m, JointMessage.Action a) {
        boolean alone = sides[m].askAny() != null;
        if (alone == (a.number() > 0)) {
            throw at(a.ply(), names[m] + "'s \"any?\" was " + (alone ? "computed" : "answered alone") + " against the rules");
        }
        if (!alone) {
            questions.check(sides, m, a, JointPlayer.Kind.ANY, Move.NONE);
        }
        referee.askAny();
        return false;
    }

    /** Every men commitment opens, with its revealed salt, to that player's men on the replayed board. */
    private void checkMen() {
        for (int c = 0; c < 2; c++) {
            List<String> commitments = commitments(c);
            List<String> salts = reveals[c].menSalts();
            if (commitments.size() != positions.size() || salts.size() != commitments.size()) {
                throw at(positions.size() - 1, names[c] + " committed to its men " + commitments.size() + " times and revealed "
                        + salts.size() + " salts in a game of " + (positions.size() - 1) + " plies");
            }
            for (int ply = 0; ply < commitments.size(); ply++) {
                OwnMen men = OwnMen.of(Position.fromFen(positions.get(ply)), c);
                String opened = JointStatements.menCommitment(id, c, ply, salts.get(ply), JointStatements.menText(men));
                if (!opened.equals(commitments.get(ply))) {
                    throw at(ply, names[c] + "'s commitment for ply " + ply + " does not match its men on the board");
                }
            }
        }
    }

    /** The result: the board's when the board ended the game, else the signed statements it rests on. */
    private void checkEnd(Referee referee) {
        int ply = positions.size() - 1;
        if (referee.isOver()) {
            String board = Results.of(referee.outcome(), referee.sideToMove());
            if (!board.equals(r.result())) {
                throw at(ply, "the record says " + r.result() + " but the board ended the game " + board);
            }
            return;
        }
        JointMessage.Flag flag = joint.decidingFlag();
        if (flag != null) {
            String wrong = JointClockAudit.timeOut(flag, ply, referee.sideToMove(), referee.position(), r.result());
            if (wrong != null) {
                throw at(ply, wrong);
            }
            return;
        }
        List<Statement> said = new ArrayList<>();
        for (int c = 0; c < 2; c++) {
            for (Message.Joint j : joint.sentBy(c)) {
                if (j instanceof JointMessage.Said s) {
                    said.add(s.statement());
                }
            }
        }
        boolean rests = false;
        for (Statement s : said) {
            rests |= !"draw".equals(s.kind()) && Results.winFor(Color.opposite(s.colour())).equals(r.result());
        }
        rests |= drawAgreed(said, Position.fromFen(r.startFen()).sideToMove()) && "1/2-1/2".equals(r.result());
        if (!rests) {
            throw at(ply, "the record says " + r.result() + ", which neither the board nor a signed statement gives");
        }
    }

    /**
     * Whether the players' last draw statements make an agreement, by the rule both processes
     * play by (docs/joint-referee.md): the one who signed later made no move since the other
     * signed. {@code firstMover} is the side to move at ply 0.
     */
    private static boolean drawAgreed(List<Statement> said, int firstMover) {
        Statement[] last = new Statement[2];
        for (Statement s : said) {
            if ("draw".equals(s.kind())) {
                last[s.colour()] = s;
            }
        }
        if (last[0] == null || last[1] == null) {
            return false;
        }
        Statement early = last[0].plies() <= last[1].plies() ? last[0] : last[1];
        Statement late = early == last[0] ? last[1] : last[0];
        int gap = late.plies() - early.plies();
        boolean lateMoved = gap >= 2 || gap == 1 && Math.floorMod(firstMover + early.plies(), 2) == late.colour();
        return !lateMoved;
    }
}
