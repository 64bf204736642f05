package ks.engine.joint;

import java.util.List;
import java.util.random.RandomGenerator;
import ks.engine.MoveList;
import ks.engine.Outcome;
import ks.engine.Position;
import ks.engine.circuit.Circuit;
import ks.engine.circuit.OutputBits;
import ks.engine.circuit.Party;
import ks.engine.referee.Announcement;
import ks.engine.referee.Announcements;
import ks.engine.referee.Facts;
import ks.engine.referee.Hearing;
import ks.engine.referee.RuleSet;
import ks.engine.referee.TurnGate;
import ks.engine.referee.Umpire;
import ks.engine.referee.Verdict;

/**
 * A joint game's referee with both processes' sides in one place and the circuits evaluated in
 * the clear: the model the two-party protocol replaces, gate for gate, by garbled evaluation.
 * Each side holds only its own men; the mover screens its attempt alone ({@link TurnGate}) and,
 * when the board must judge, both feed the ATTEMPT circuit; each then hears exactly what the
 * rule set tells it, from the facts it may read. The start is public: its announcements are
 * worked out by both from the starting position. Not thread-safe.
 */
public final class PlainJointReferee {

    private final RuleSet rules;
    private final JointSide[] sides = new JointSide[2];
    private final RandomGenerator random;
    private final Disclosure[] disclosures = new Disclosure[2];
    private final Announcements start;
    private int turn;
    private Outcome outcome;

    /** A joint game from {@code start} under {@code rules}; {@code random} draws the pads. */
    public PlainJointReferee(Position start, RuleSet rules, RandomGenerator random) {
        this.rules = rules;
        this.random = random;
        for (int colour = 0; colour < 2; colour++) {
            sides[colour] = new JointSide(start, colour, rules);
            disclosures[colour] = Disclosure.of(rules, colour);
        }
        GameStart opening = GameStart.of(start, rules);
        this.start = opening.heard();
        this.turn = start.sideToMove();
        this.outcome = opening.outcome();
    }

    /** What each player hears as the game starts, worked out from the public start. */
    public Announcements turnStart() {
        return start;
    }

    public int sideToMove() {
        return turn;
    }

    public Outcome outcome() {
        return outcome;
    }

    public boolean isOver() {
        return outcome != Outcome.NONE;
    }

    /** Judges an attempt by the side to move, jointly when its own men cannot. */
    public JointRuling attempt(int move) {
        if (isOver()) {
            throw new IllegalStateException("the game is over (" + outcome + ")");
        }
        JointSide mover = sides[turn];
        JointSide opponent = sides[turn ^ 1];
        move = TurnGate.withDefaultPromotion(mover.men(), move);
        Hearing hearing = new Hearing();
        Verdict refused = mover.gate().screen(mover.men(), move, hearing);
        if (refused != null) {
            return ruling(move, refused, hearing.done());
        }
        Disclosure disclosure = disclosures[turn];
        Circuit c = JointCircuits.attempt(disclosure, turn);
        boolean spends = mover.gate().wouldSpendLimit(mover.men(), move);
        JointSide.Contribution m = mover.asMover(c, disclosure, move, spends, random);
        JointSide.Contribution o = opponent.asOpponent(c, disclosure, random);
        OutputBits out = new OutputBits(c, c.eval(m.bits().bits(), o.bits().bits()));
        if (!out.bit(Fact.LEGAL.wireName())) {
            rules.refused(Verdict.ILLEGAL, turn, hearing);
            mover.gate().refusedByBoard(mover.men(), move);
            if (out.has(Fact.LIMIT_END.wireName()) && out.bit(Fact.LIMIT_END.wireName())) {
                outcome = out.bit(Fact.LIMIT_MATE.wireName()) ? Outcome.CHECKMATE : Outcome.STALEMATE;
                rules.gameOver(outcome, turn, hearing);
            }
            return ruling(move, Verdict.ILLEGAL, hearing.done());
        }
        Facts moverFacts = mover.read(out, disclosure, Party.MOVER, m, turn);
        Facts opponentFacts = opponent.read(out, disclosure, Party.OPPONENT, o, turn);
        List<Announcement> moverHears = heard(moverFacts, turn);
        List<Announcement> opponentHears = heard(opponentFacts, turn ^ 1);
        int lost = opponent.lost(out, disclosure, o);
        mover.moved(move);
        opponent.opponentMoved(lost);
        outcome = moverFacts.result();
        int mc = turn;
        turn ^= 1;
        return new JointRuling(move, mc, Verdict.LEGAL, outcome, mc == 0 ? moverHears : opponentHears,
                mc == 0 ? opponentHears : moverHears);
    }

    /**
     * The side to move asks "any pawn captures?": nothing under sets without the question or
     * once the game is over; a second question in a turn is refused by the asker's side alone;
     * otherwise both feed the ANY circuit and both hear the answer.
     */
    public Announcements askAny() {
        Circuit c = JointCircuits.any(rules, turn);
        if (c == null || isOver()) {
            return Announcements.NONE;
        }
        JointSide asker = sides[turn];
        Hearing hearing = new Hearing();
        if (asker.gate().askedThisTurn()) {
            rules.anyAskedAgain(turn, hearing);
            return hearing.done();
        }
        JointSide.Contribution m = asker.asAsker(c);
        JointSide.Contribution o = sides[turn ^ 1].asOpponent(c, disclosures[turn], random);
        boolean yes = new OutputBits(c, c.eval(m.bits().bits(), o.bits().bits())).bit(Fact.ANY.wireName());
        asker.gate().anyAnswered(yes);
        rules.anyAsked(turn, yes, hearing);
        return hearing.done();
    }

    /** What the player of {@code colour} hears of a legal move, from the facts it may read. */
    private List<Announcement> heard(Facts facts, int colour) {
        Hearing h = new Hearing();
        rules.moveMade(facts, h);
        rules.turnStarts(facts, h);
        return h.done().heardBy(colour);
    }

    private JointRuling ruling(int move, Verdict verdict, Announcements heard) {
        return new JointRuling(move, turn, verdict, outcome, heard.white(), heard.black());
    }
}
