package ks.engine.joint;

import ks.engine.circuit.Audience;
import ks.engine.circuit.Circuit;
import ks.engine.circuit.CircuitBuilder;
import ks.engine.circuit.Party;
import ks.engine.circuit.Word;

/**
 * The ATTEMPT question as a circuit, for one mover colour and one {@link Disclosure}: is the
 * mover's attempt legal, and if so, what may each player hear of the position it reaches. The
 * mover inputs its men, its move and, under the pawn-try limit, whether this attempt would spend
 * the limit; the opponent its men and its last double pawn step (file and whether there was one:
 * the mover's en passant chance). Castling rights are not inputs: the mover's are judged locally
 * (possible per se), and castling never decides whether the side to move has a move at all. The
 * verdict is told to both (the turn passes only on a legal move, which both processes must know);
 * every other output is zero for an illegal attempt, so nothing of a position that never was leaks
 * out; an output told to one party only is xored with that party's pad. Under the pawn-try limit
 * the end "no move besides pawn captures" after the limit-spending failure is folded in, told only
 * when it ends the game.
 */
final class AttemptCircuit {

    /** Input names. */
    static final String FROM = "from";
    static final String TO = "to";
    static final String PROMOTION = "promotion";
    static final String LIMIT = "limit";
    static final String DOUBLE_STEP = "double-step";

    private AttemptCircuit() {
    }

    static Circuit build(Disclosure disclosure, int mover) {
        CircuitBuilder b = new CircuitBuilder();
        Men us = Men.input(b, Party.MOVER, mover);
        int[] from = b.input(Party.MOVER, FROM, 6);
        int[] to = b.input(Party.MOVER, TO, 6);
        int[] promotion = b.input(Party.MOVER, PROMOTION, 2);
        Men them = Men.input(b, Party.OPPONENT, mover ^ 1);
        Word victim = DoubleStep.victim(b, b.input(Party.OPPONENT, DOUBLE_STEP, 4), mover ^ 1);

        AttemptedMove move = new AttemptedMove(us, from, to, promotion, them, victim);
        int legal = move.legal();
        b.output(Fact.LEGAL.wireName(), Audience.BOTH, legal);
        if (disclosure.pawnTryLimit() > 0) {
            int limit = b.input(Party.MOVER, LIMIT, 1)[0];
            Analysis before = new Analysis(us, them, victim);
            int end = b.andAll(b.not(legal), limit, b.not(before.hasMoveBesidesPawnCaptures()));
            b.output(Fact.LIMIT_END.wireName(), Audience.BOTH, end);
            b.output(Fact.LIMIT_MATE.wireName(), Audience.BOTH, b.and(end, before.inCheck()));
        }
        Analysis after = new Analysis(move.opponentAfter(), move.moverAfter(), move.victimAfter());
        Outputs out = new Outputs(b, disclosure, legal);
        out.emit(Fact.CAPTURED, move.captured());
        out.emit(Fact.CAPTURE_SQUARE, move.captureSquare());
        out.emit(Fact.CAPTURE_PAWN, move.capturedPawn());
        out.emit(Fact.EN_PASSANT, move.enPassant());
        out.emit(Fact.PROMOTION, move.promotes());
        out.emit(Fact.CHECKS, after.checks());
        out.emit(Fact.RESULT, after.result());
        out.emit(Fact.TRY_COUNT, after.tries().count());
        out.emit(Fact.TRY_FROM, after.tries().from().bits());
        out.emit(Fact.TRY_TO, after.tries().to().bits());
        out.emit(Fact.TRY_ANY, after.tries().any());
        return b.build();
    }

    /** The facts a disclosure lets out, zero unless legal, masked for one party by its pad. */
    private record Outputs(CircuitBuilder b, Disclosure disclosure, int legal) {

        void emit(Fact fact, int... bits) {
            Audience audience = disclosure.audience(fact);
            if (audience == null) {
                return;
            }
            int[] pad = audience == Audience.BOTH ? null
                    : b.input(audience == Audience.MOVER ? Party.MOVER : Party.OPPONENT, fact.padName(), fact.width());
            int[] wires = new int[fact.width()];
            for (int i = 0; i < wires.length; i++) {
                int v = b.and(bits[i], legal);
                wires[i] = pad == null ? v : b.xor(v, pad[i]);
            }
            b.output(fact.wireName(), audience, wires);
        }
    }
}
