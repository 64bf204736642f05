package ks.engine.joint;

import java.util.List;
import java.util.Map;
import java.util.EnumMap;
import java.util.random.RandomGenerator;
import ks.engine.MoveList;
import ks.engine.Outcome;
import ks.engine.OwnMen;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.circuit.Audience;
import ks.engine.circuit.Circuit;
import ks.engine.circuit.InputBits;
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
 * One process of a joint game, as a two-process program uses it: the side of one colour, which
 * holds only its own men ({@link JointSide}), screens its own attempts alone, gives its input bits
 * to the question the two processes compute ({@link #inputs}), and reads the computed outputs
 * back into what its player hears and into its own men ({@link #read}). It follows whose turn it
 * is and how the game stands from what both processes are told. {@link PlainJointReferee} is the
 * same thing with both sides in one place. Not thread-safe.
 */
public final class JointPlayer {

    /** The two questions a joint game computes. */
    public enum Kind { ATTEMPT, ANY }

    /** Why the mover's process refused an attempt alone. */
    public enum Refusal { IMPOSSIBLE, PAWN_TRY_OWED, TRIES_SPENT, ASKED_AGAIN }

    /**
     * The mover's own judgement of an attempt: the {@code move} as understood, and when refused
     * alone the {@code refusal} with what each player hears (null when the board must judge).
     */
    public record Screened(int move, Refusal refusal, Announcements heard) {
        public boolean judgedAlone() {
            return refusal != null;
        }
    }

    /**
     * What one computed question told this side: the {@code verdict} of an attempt (null for
     * "any?"), the words its player hears, the square of its man just taken ({@link Square#NONE}
     * when none), and whether the turn passed.
     */
    public record Told(Verdict verdict, List<Announcement> heard, int lost, boolean moved) {
        public Told {
            heard = List.copyOf(heard);
        }
    }

    private final RuleSet rules;
    private final int colour;
    private final JointSide side;
    private final Announcements start;
    private int turn;
    private Outcome outcome;

    /** The side of {@code colour} in a game from the public {@code start} under {@code rules}. */
    public JointPlayer(Position start, int colour, RuleSet rules) {
        this.rules = rules;
        this.colour = colour;
        this.side = new JointSide(start, colour, rules);
        GameStart opening = GameStart.of(start, rules);
        this.start = opening.heard();
        this.turn = start.sideToMove();
        this.outcome = opening.outcome();
    }

    public int colour() {
        return colour;
    }

    /** This side's own men as they stand. */
    public OwnMen men() {
        return side.men();
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

    /** What this side's player hears as the game starts, worked out from the public start. */
    public List<Announcement> opening() {
        return start.heardBy(colour);
    }

    /** Whether it is this side's turn. */
    public boolean toMove() {
        return turn == colour;
    }

    /** Screens this side's attempt {@code move} alone, as {@link TurnGate} does. */
    public Screened screen(int move) {
        requireToMove();
        move = TurnGate.withDefaultPromotion(side.men(), move);
        boolean owed = side.gate().owesPawnTry();
        Hearing hearing = new Hearing();
        Verdict refused = side.gate().screen(side.men(), move, hearing);
        if (refused == null) {
            return new Screened(move, null, Announcements.NONE);
        }
        Refusal why = refused == Verdict.IMPOSSIBLE ? Refusal.IMPOSSIBLE
                : owed ? Refusal.PAWN_TRY_OWED : Refusal.TRIES_SPENT;
        return new Screened(move, why, hearing.done());
    }

    /**
     * Whether this side may ask "any?" now: null when the circuit must answer, else what a refusal
     * says (a second question this turn; nothing at all under sets without the question).
     */
    public Announcements askAny() {
        requireToMove();
        if (JointCircuits.any(rules, turn) == null || isOver()) {
            return Announcements.NONE;
        }
        if (side.gate().askedThisTurn()) {
            Hearing hearing = new Hearing();
            rules.anyAskedAgain(turn, hearing);
            return hearing.done();
        }
        return null;
    }

    /** What this side's player hears of the other side's refusal {@code why}, which the other judged alone. */
    public List<Announcement> heardOf(Refusal why) {
        Hearing hearing = new Hearing();
        int mover = turn;
        switch (why) {
            case IMPOSSIBLE -> rules.refused(Verdict.IMPOSSIBLE, mover, hearing);
            case PAWN_TRY_OWED -> rules.pawnTryOwed(mover, hearing);
            case TRIES_SPENT -> rules.refused(Verdict.ILLEGAL, mover, hearing);
            case ASKED_AGAIN -> rules.anyAskedAgain(mover, hearing);
        }
        return hearing.done().heardBy(colour);
    }

    /** The circuit of question {@code kind} for the side to move now. */
    public Circuit circuit(Kind kind) {
        return kind == Kind.ATTEMPT ? JointCircuits.attempt(Disclosure.of(rules, turn), turn) : JointCircuits.any(rules, turn);
    }

    /** This side's role in the circuits of the turn now. */
    public Party party() {
        return turn == colour ? Party.MOVER : Party.OPPONENT;
    }

    /**
     * This side's input bits to question {@code kind}: as the mover of an attempt its men, the
     * screened {@code move} and the limit bit; as the opponent its men and double step; fresh pads
     * from {@code random} for the outputs meant for it alone.
     */
    public boolean[] inputs(Kind kind, int move, RandomGenerator random) {
        Circuit c = circuit(kind);
        Disclosure disclosure = Disclosure.of(rules, turn);
        if (turn != colour) {
            return side.asOpponent(c, disclosure, random).bits().bits();
        }
        if (kind == Kind.ANY) {
            return side.asAsker(c).bits().bits();
        }
        boolean spends = side.gate().wouldSpendLimit(side.men(), move);
        return side.asMover(c, disclosure, move, spends, random).bits().bits();
    }

    /**
     * Reads the outputs of question {@code kind}, computed with this side's {@code inputs}, into
     * what its player hears, and keeps its men; {@code move} is this side's screened attempt when
     * it is the mover.
     */
    public Told read(Kind kind, int move, boolean[] inputs, boolean[] outputs) {
        Circuit c = circuit(kind);
        OutputBits out = new OutputBits(c, outputs);
        Hearing hearing = new Hearing();
        if (kind == Kind.ANY) {
            boolean yes = out.bit(Fact.ANY.wireName());
            if (turn == colour) {
                side.gate().anyAnswered(yes);
            }
            rules.anyAsked(turn, yes, hearing);
            return new Told(null, hearing.done().heardBy(colour), Square.NONE, false);
        }
        if (!out.bit(Fact.LEGAL.wireName())) {
            rules.refused(Verdict.ILLEGAL, turn, hearing);
            if (turn == colour) {
                side.gate().refusedByBoard(side.men(), move);
            }
            if (out.has(Fact.LIMIT_END.wireName()) && out.bit(Fact.LIMIT_END.wireName())) {
                outcome = out.bit(Fact.LIMIT_MATE.wireName()) ? Outcome.CHECKMATE : Outcome.STALEMATE;
                rules.gameOver(outcome, turn, hearing);
            }
            return new Told(Verdict.ILLEGAL, hearing.done().heardBy(colour), Square.NONE, false);
        }
        Disclosure disclosure = Disclosure.of(rules, turn);
        Party me = party();
        JointSide.Contribution mine = new JointSide.Contribution(new InputBits(c, me, inputs), pads(c, me, inputs, disclosure));
        Facts facts = side.read(out, disclosure, me, mine, turn);
        rules.moveMade(facts, hearing);
        rules.turnStarts(facts, hearing);
        int lost = Square.NONE;
        if (me == Party.MOVER) {
            side.moved(move);
        } else {
            lost = side.lost(out, disclosure, mine);
            side.opponentMoved(lost);
        }
        outcome = facts.result();
        turn ^= 1;
        return new Told(Verdict.LEGAL, hearing.done().heardBy(colour), lost, true);
    }

    /**
     * The name of the input of {@code party} in question {@code kind}'s circuit that bit
     * {@code bit} belongs to, for an audit that names what a revealed input got wrong.
     */
    public static String inputName(Circuit c, Party party, int bit) {
        int offset = 0;
        for (Circuit.Input in : c.inputs(party)) {
            if (bit < offset + in.width()) {
                return in.name();
            }
            offset += in.width();
        }
        throw new IllegalArgumentException("no input bit " + bit);
    }

    /** Whether an input of that name is a pad (chosen freely by its party). */
    public static boolean isPad(String inputName) {
        return inputName.startsWith("pad.");
    }

    /** The six piece words (pawns to kings) of a party's {@code men} input in {@code bits}. */
    public static long[] men(Circuit c, Party party, boolean[] bits) {
        return new InputBits(c, party, bits).words(Men.INPUT);
    }

    private static Map<Fact, Long> pads(Circuit c, Party me, boolean[] inputs, Disclosure disclosure) {
        InputBits in = new InputBits(c, me, inputs);
        Map<Fact, Long> pads = new EnumMap<>(Fact.class);
        for (Fact f : Fact.values()) {
            if (disclosure.audience(f) == Audience.only(me) && in.has(f.padName())) {
                pads.put(f, in.value(f.padName()));
            }
        }
        return pads;
    }

    private void requireToMove() {
        if (turn != colour) {
            throw new IllegalStateException("it is not this side's turn");
        }
        if (isOver()) {
            throw new IllegalStateException("the game is over (" + outcome + ")");
        }
    }
}
