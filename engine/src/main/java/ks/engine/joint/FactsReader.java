package ks.engine.joint;

import java.util.EnumSet;
import java.util.Set;
import ks.engine.Color;
import ks.engine.Outcome;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Square;
import ks.engine.referee.Capture;
import ks.engine.referee.CheckDirection;
import ks.engine.referee.Facts;

/**
 * Rebuilds, for one player, the umpire's {@link Facts} of a legal move from the outputs that
 * player may read, so that the rule set's own {@code moveMade} and {@code turnStarts} give
 * exactly the words he hears. A fact he may not read is set to a stand-in his words do not
 * depend on (that is how {@link Disclosure} chose what he reads): no capture, no promotion, no
 * tries. The victim knows the kind of the man it lost from its own men.
 */
final class FactsReader {

    private FactsReader() {
    }

    /**
     * The facts as the player reading {@code r} knows them; {@code mover} moved, and
     * {@code victimMen} are the victim's men before the move when this player is the victim
     * (else null).
     */
    static Facts read(Reading r, int mover, OwnMen victimMen) {
        return new Facts(capture(r, mover, victimMen), r.reads(Fact.PROMOTION) && r.bit(Fact.PROMOTION),
                checks(r), tries(r), r.reads(Fact.TRY_FROM) ? r.value(Fact.TRY_FROM) : 0,
                r.reads(Fact.TRY_TO) ? r.value(Fact.TRY_TO) : 0, Outcome.values()[(int) r.value(Fact.RESULT)],
                mover ^ 1);
    }

    private static Capture capture(Reading r, int mover, OwnMen victimMen) {
        if (!r.reads(Fact.CAPTURED) || !r.bit(Fact.CAPTURED)) {
            return null;
        }
        // A stand-in square on the rank where the victim's pawns can be taken en passant.
        int square = r.reads(Fact.CAPTURE_SQUARE) ? (int) r.value(Fact.CAPTURE_SQUARE)
                : Square.of(0, mover == Color.WHITE ? 4 : 3);
        boolean enPassant = r.reads(Fact.EN_PASSANT) && r.bit(Fact.EN_PASSANT);
        if (enPassant) {
            return Capture.enPassant(square);
        }
        boolean pawn = r.reads(Fact.CAPTURE_PAWN) ? r.bit(Fact.CAPTURE_PAWN)
                : victimMen != null && victimMen.typeAt(square) == PieceType.PAWN;
        return Capture.of(square, pawn ? PieceType.PAWN : PieceType.KNIGHT);
    }

    private static Set<CheckDirection> checks(Reading r) {
        Set<CheckDirection> set = EnumSet.noneOf(CheckDirection.class);
        if (r.reads(Fact.CHECKS)) {
            long bits = r.value(Fact.CHECKS);
            for (CheckDirection d : CheckDirection.values()) {
                if ((bits >>> d.ordinal() & 1) != 0) {
                    set.add(d);
                }
            }
        }
        return set;
    }

    private static int tries(Reading r) {
        if (r.reads(Fact.TRY_COUNT)) {
            return (int) r.value(Fact.TRY_COUNT);
        }
        int known = Math.max(Long.bitCount(r.reads(Fact.TRY_FROM) ? r.value(Fact.TRY_FROM) : 0),
                Long.bitCount(r.reads(Fact.TRY_TO) ? r.value(Fact.TRY_TO) : 0));
        return Math.max(known, r.reads(Fact.TRY_ANY) && r.bit(Fact.TRY_ANY) ? 1 : 0);
    }
}
