package ks.app.bench;

import java.util.function.Consumer;
import ks.engine.Move;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.belief.BeliefMap;
import ks.engine.opponent.Opponent;
import ks.engine.referee.Referee;
import ks.engine.referee.Ruling;

/**
 * One game's ten-point lead followed through the {@link StrengthBench#CONVERSION_PLIES} plies after
 * it, for {@code ks bench belief leads}: the men of each side at the lead and at its end (or the
 * game's end if sooner), each rook or queen of the tested side the enemy took inside it (by which
 * man, from where, whether that man was a promoted pawn, and the share the tested level's belief
 * gave a man of the taker's kind on the taker's square when we made our last move before it, and
 * how many men of that kind it expected the enemy to have against how many it had), the
 * enemy's promotions inside it, and the plies inside it in which the enemy had its king alone, or
 * king and pawns alone. It reads the true board and the tested level's belief only; it never
 * changes the game, so {@code leads} plays the games of {@code strength}.
 */
final class LeadTrace {

    /** Below this share the belief is said not to have placed the taker. */
    private static final double UNPLACED = 0.05;

    private final int strong;
    private BeliefMap asked = BeliefMap.EMPTY;
    private BeliefMap atOurMove = BeliefMap.EMPTY;
    /** The enemy's men that were pawns once, as squares. */
    private long promoted;
    private Position before;
    private int plies;
    private int firstAhead = -1;
    private String atLead = "";
    private String atWindowEnd = "";
    private int leadAtWindowEnd;
    private final StringBuilder heavy = new StringBuilder();
    private int heavyLost;
    private final StringBuilder promotions = new StringBuilder();
    private int loneKing;
    private int kingAndPawns;

    LeadTrace(int strong) {
        this.strong = strong;
    }

    /** Stands between the tested player and the match, reading its belief before each attempt, and giving it to {@code also}. */
    Opponent reading(Opponent inner, Consumer<BeliefMap> also) {
        return new BeforeEachAttempt(inner, () -> {
            asked = inner.belief();
            also.accept(asked);
        });
    }

    /** Takes in one ruling with the board after it. */
    void ruled(Ruling ruling, Referee referee) {
        if (!ruling.isLegal()) {
            return;
        }
        plies++;
        Position p = referee.position();
        int move = ruling.move();
        int from = Move.from(move);
        int to = Move.to(move);
        boolean inside = firstAhead >= 0 && plies - firstAhead <= StrengthBench.CONVERSION_PLIES;
        if (ruling.mover() == strong) {
            atOurMove = asked;
            promoted &= ~(1L << to);
        } else {
            boolean wasPromoted = (promoted & 1L << from) != 0;
            promoted &= ~(1L << from);
            if (wasPromoted || Move.isPromotion(move)) {
                promoted |= 1L << to;
            }
            if (inside && Move.isPromotion(move)) {
                promotions.append(' ').append(plies - firstAhead);
            }
            if (inside && ruling.facts().capture() != null && before != null) {
                int lost = before.pieceTypeAt(to);
                if (lost == PieceType.ROOK || lost == PieceType.QUEEN) {
                    taken(lost, p.pieceTypeAt(to), from, to, wasPromoted || Move.isPromotion(move));
                }
            }
        }
        int lead = StrengthBench.lead(p, strong);
        if (firstAhead < 0 && lead >= StrengthBench.AHEAD) {
            firstAhead = plies;
            atLead = signature(p);
            inside = true;
        }
        if (inside) {
            long enemy = p.occupancy(1 - strong);
            long king = p.pieces(1 - strong, PieceType.KING);
            loneKing += enemy == king ? 1 : 0;
            kingAndPawns += enemy != king && enemy == (king | p.pieces(1 - strong, PieceType.PAWN)) ? 1 : 0;
            atWindowEnd = signature(p);
            leadAtWindowEnd = lead;
        }
        before = p.copy();
    }

    private void taken(int lost, int taker, int from, int to, boolean wasPawn) {
        double share = atOurMove.probability(taker, from);
        double kind = 0;
        for (int sq = 0; sq < 64; sq++) {
            kind += atOurMove.probability(taker, sq);
        }
        heavyLost++;
        heavy.append(String.format(" +%d %c%s by %c%s%s %.2f %s (%.2f of %d)", plies - firstAhead,
                PieceType.letter(lost), Square.name(to), Character.toLowerCase(PieceType.letter(taker)),
                Square.name(from), wasPawn ? " promoted" : "", share, share < UNPLACED ? "unplaced" : "placed", kind,
                Long.bitCount(before.pieces(1 - strong, taker))));
    }

    /** The ply at which the lead was first reached, or -1. */
    int firstAhead() {
        return firstAhead;
    }

    /**
     * One line for the lead: {@code lead-end} is how the game ended seen from the lead; then the men
     * at the lead and at the window's end, the heavy men lost, the enemy's promotions and the plies
     * of a lone king or of king and pawns inside the window.
     */
    String describe(String leadEnd) {
        return String.format("%s; at lead %s; at +%d %s (lead %d); heavy lost %d%s; enemy promoted%s;"
                + " enemy king alone %d plies, king and pawns %d plies", leadEnd, atLead,
                StrengthBench.CONVERSION_PLIES, atWindowEnd, leadAtWindowEnd, heavyLost,
                heavy.length() == 0 ? "" : ":" + heavy, promotions.length() == 0 ? " never" : " at +"
                        + promotions.toString().trim().replace(" ", " +"), loneKing, kingAndPawns);
    }

    private String signature(Position p) {
        StringBuilder s = new StringBuilder();
        for (int side : new int[] {strong, 1 - strong}) {
            s.append(side == strong ? "" : " v ").append('K');
            for (int type = PieceType.QUEEN; type >= PieceType.PAWN; type--) {
                char letter = PieceType.letter(type);
                s.append(String.valueOf(side == strong ? letter : Character.toLowerCase(letter))
                        .repeat(Long.bitCount(p.pieces(side, type))));
            }
        }
        return s.toString();
    }
}
