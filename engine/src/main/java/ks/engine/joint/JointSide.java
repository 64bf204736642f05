package ks.engine.joint;

import java.util.EnumMap;
import java.util.Map;
import java.util.random.RandomGenerator;
import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.circuit.Audience;
import ks.engine.circuit.Circuit;
import ks.engine.circuit.InputBits;
import ks.engine.circuit.OutputBits;
import ks.engine.circuit.Party;
import ks.engine.referee.Facts;
import ks.engine.referee.RuleSet;
import ks.engine.referee.TurnGate;

/**
 * One process of a joint game: what it holds is only what its player knows exactly, its own men
 * and castling rights ({@link OwnMen}), its own last double pawn step while the opponent may still
 * take it en passant, and its {@link TurnGate} for the refusals it judges alone (castling rights
 * among them: they only make castling possible per se). It makes its inputs to a circuit (with
 * fresh pads for the outputs meant for it alone), reads the outputs it may read, and keeps its men
 * from its own moves and from what it is told it lost.
 */
final class JointSide {

    private final TurnGate gate;
    private OwnMen men;
    private int doubleStep;

    /** The side of {@code colour} at the start {@code start}, which both processes know. */
    JointSide(Position start, int colour, RuleSet rules) {
        this.gate = new TurnGate(rules);
        this.men = OwnMen.of(start, colour);
        int ep = start.enPassantSquare();
        boolean steppedLast = ep != Square.NONE && start.sideToMove() != colour;
        this.doubleStep = steppedLast ? ep ^ 8 : Square.NONE;
    }

    OwnMen men() {
        return men;
    }

    TurnGate gate() {
        return gate;
    }

    /** What this side feeds a circuit and the pads it chose for the outputs meant for it alone. */
    record Contribution(InputBits bits, Map<Fact, Long> pads) {
    }

    /** Inputs as the mover: its men, the move, and whether a refusal of it would spend the pawn-try limit. */
    Contribution asMover(Circuit c, Disclosure disclosure, int move, boolean spendsLimit, RandomGenerator random) {
        InputBits in = new InputBits(c, Party.MOVER).set(Men.INPUT, menWords())
                .set(AttemptCircuit.FROM, Move.from(move)).set(AttemptCircuit.TO, Move.to(move))
                .set(AttemptCircuit.PROMOTION, Move.isPromotion(move) ? Move.promotion(move) - PieceType.KNIGHT : 0);
        if (in.has(AttemptCircuit.LIMIT)) {
            in.set(AttemptCircuit.LIMIT, spendsLimit);
        }
        return new Contribution(in, pads(in, c, disclosure, Party.MOVER, random));
    }

    /** Inputs as the asker of "any?": its men. */
    Contribution asAsker(Circuit c) {
        return new Contribution(new InputBits(c, Party.MOVER).set(Men.INPUT, menWords()), Map.of());
    }

    /** Inputs as the opponent: its men and its last double step. */
    Contribution asOpponent(Circuit c, Disclosure disclosure, RandomGenerator random) {
        InputBits in = new InputBits(c, Party.OPPONENT).set(Men.INPUT, menWords())
                .set(AttemptCircuit.DOUBLE_STEP, DoubleStep.encode(doubleStep));
        return new Contribution(in, pads(in, c, disclosure, Party.OPPONENT, random));
    }

    /** The facts of a legal move as this side may read them, {@code party} being its role in the circuit. */
    Facts read(OutputBits out, Disclosure disclosure, Party party, Contribution mine, int mover) {
        Reading r = new Reading(out, disclosure, party, mine.pads());
        return FactsReader.read(r, mover, party == Party.OPPONENT ? men : null);
    }

    /** This side's own legal move was played. */
    void moved(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        boolean twoSteps = men.typeAt(from) == PieceType.PAWN && Math.abs(to - from) == 16;
        men = men.after(move);
        doubleStep = twoSteps ? to : Square.NONE;
        gate.moved();
    }

    /** The opponent's legal move was played; it took this side's man on {@code lost}, or nothing ({@link Square#NONE}). */
    void opponentMoved(int lost) {
        if (lost != Square.NONE) {
            men = men.without(lost);
        }
        doubleStep = Square.NONE;
    }

    /** The square of the man this side lost by the move just read, or {@link Square#NONE}. */
    int lost(OutputBits out, Disclosure disclosure, Contribution mine) {
        Reading r = new Reading(out, disclosure, Party.OPPONENT, mine.pads());
        return r.bit(Fact.CAPTURED) ? (int) r.value(Fact.CAPTURE_SQUARE) : Square.NONE;
    }

    private long[] menWords() {
        long[] words = new long[6];
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            words[type] = men.men(type);
        }
        return words;
    }

    /** Fresh pads for every output meant for {@code party} alone. */
    private static Map<Fact, Long> pads(InputBits in, Circuit c, Disclosure disclosure, Party party,
            RandomGenerator random) {
        Map<Fact, Long> pads = new EnumMap<>(Fact.class);
        for (Fact f : Fact.values()) {
            if (disclosure.audience(f) == Audience.only(party) && c.output(f.wireName()) != null) {
                long pad = random.nextLong() & (f.width() == 64 ? -1L : (1L << f.width()) - 1);
                in.set(f.padName(), pad);
                pads.put(f, pad);
            }
        }
        return pads;
    }
}
