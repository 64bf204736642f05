package ks.app.bench;

import ks.engine.Move;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.referee.Referee;
import ks.engine.referee.Ruling;

/**
 * What became of one game's lead, watched from the true board: the ply at which the tested side
 * first stood {@link StrengthBench#AHEAD} points up, the least lead after it, and every capture
 * from then on (who took what where), so that a lead that was not converted can be read back
 * from one line: {@code 57 Qd4xr} is the tested side's queen taking a rook on d4, {@code 58 b:d4xQ}
 * the enemy's bishop taking it back. When the enemy takes a rook or queen of ours, the plies that man
 * had stood there follow in brackets, with {@code x} when it stood where we had last taken a man
 * (the square the heuristic bot aims its captures at): {@code 64 na5xQ(1 x)}.
 */
final class LeadLog {

    private final int strong;
    private final StringBuilder captures = new StringBuilder();
    private int plies;
    private int firstAhead = -1;
    private int leastAfter = Integer.MAX_VALUE;
    private int lone = -1;
    private int pawnsAlone = -1;
    /** After the lead, each side's legal moves by the type of man moved, and the tested side's refused attempts. */
    private final int[][] moved = new int[2][6];
    private int refused;
    private final StringBuilder promotions = new StringBuilder();
    private String atLead = "";
    private String lastBoard = "";
    private String lastMen = "";
    private int[] men;
    /** The ply at which each of the tested side's men came to its square, and the square of its last capture. */
    private final int[] arrived = new int[64];
    private int lastTook = -1;

    LeadLog(int strong, Position start) {
        this.strong = strong;
        this.men = count(start);
    }

    /** Takes in one ruling with the board after it. */
    void ruled(Ruling ruling, Referee referee) {
        if (!ruling.isLegal()) {
            refused += firstAhead >= 0 && ruling.mover() == strong ? 1 : 0;
            return;
        }
        plies++;
        Position p = referee.position();
        if (firstAhead >= 0) {
            int type = Move.isPromotion(ruling.move()) ? PieceType.PAWN : p.pieceTypeAt(Move.to(ruling.move()));
            moved[ruling.mover() == strong ? 0 : 1][type]++;
            if (Move.isPromotion(ruling.move()) && ruling.mover() == strong) {
                promotions.append(' ').append(plies);
            }
        }
        int lead = StrengthBench.lead(p, strong);
        if (firstAhead < 0 && lead >= StrengthBench.AHEAD) {
            firstAhead = plies;
            atLead = signature(p);
        }
        if (lone < 0 && p.occupancy(1 - strong) == p.pieces(1 - strong, PieceType.KING)) {
            lone = plies;
        }
        long enemy = p.occupancy(1 - strong);
        if (pawnsAlone < 0 && enemy != p.pieces(1 - strong, PieceType.KING)
                && enemy == (p.pieces(1 - strong, PieceType.KING) | p.pieces(1 - strong, PieceType.PAWN))) {
            pawnsAlone = plies;
        }
        int[] now = count(p);
        if (firstAhead >= 0) {
            leastAfter = Math.min(leastAfter, lead);
            if (ruling.facts().capture() != null) {
                int to = Move.to(ruling.move());
                captures.append(' ').append(plies).append(' ')
                        .append(letter(p.pieceTypeAt(to), ruling.mover()))
                        .append(Square.name(to)).append('x').append(letter(taken(now), 1 - ruling.mover()));
                int lost = taken(now);
                if (ruling.mover() != strong && (lost == PieceType.ROOK || lost == PieceType.QUEEN)) {
                    captures.append('(').append(plies - arrived[to]).append(to == lastTook ? " x)" : ")");
                }
            }
        }
        if (ruling.mover() == strong) {
            arrived[Move.to(ruling.move())] = plies;
            lastTook = ruling.facts().capture() != null ? Move.to(ruling.move()) : lastTook;
        }
        men = now;
        lastBoard = p.toFen();
        lastMen = signature(p);
    }

    /** The ply at which the lead was first reached, or -1. */
    int firstAhead() {
        return firstAhead;
    }

    /** The least lead from then on. */
    int leastAfter() {
        return leastAfter;
    }

    /** One line: when the lead came, with what men, the captures after it and the board at the end. */
    String describe() {
        return "ahead at ply " + firstAhead + " (" + atLead + "), least lead after " + leastAfter + ";"
                + (captures.length() == 0 ? " no captures after" : " captures after:" + captures)
                + (pawnsAlone < 0 ? "" : "; enemy king and pawns alone from ply " + pawnsAlone)
                + (lone < 0 ? "" : "; enemy king alone from ply " + lone)
                + "; moved after: " + moves(0) + " v " + moves(1) + ", refused " + refused
                + (promotions.length() == 0 ? "" : ", promoted at" + promotions)
                + "; end " + end();
    }

    /** The moves of one side after the lead by the type of man moved: {@code K12 Q30 P4}, the tested side's in capitals. */
    private String moves(int side) {
        StringBuilder s = new StringBuilder();
        for (int type = PieceType.KING; type >= PieceType.PAWN; type--) {
            if (moved[side][type] > 0) {
                s.append(s.length() == 0 ? "" : " ").append(letter(type, side == 0 ? strong : 1 - strong))
                        .append(moved[side][type]);
            }
        }
        return s.length() == 0 ? "-" : s.toString();
    }

    /** The men left at the end and the last board: {@code KRP v K (8/8/...)}. */
    String end() {
        return lastMen + " (" + lastBoard + ")";
    }

    /** The type whose count of men went down since the last ply. */
    private int taken(int[] now) {
        for (int i = 0; i < 12; i++) {
            if (now[i] < men[i]) {
                return i % 6;
            }
        }
        return PieceType.PAWN;
    }

    /** The tested side's men in capitals, the enemy's in small letters. */
    private String letter(int type, int colour) {
        String l = type == PieceType.NONE ? "?" : String.valueOf(PieceType.letter(type));
        return colour == strong ? l : l.toLowerCase();
    }

    private String signature(Position p) {
        StringBuilder s = new StringBuilder();
        for (int side : new int[] {strong, 1 - strong}) {
            s.append(side == strong ? "" : " v ").append('K');
            for (int type = PieceType.QUEEN; type >= PieceType.PAWN; type--) {
                s.append(letter(type, strong).repeat(Long.bitCount(p.pieces(side, type))));
            }
        }
        return s.toString();
    }

    private static int[] count(Position p) {
        int[] c = new int[12];
        for (int side = 0; side < 2; side++) {
            for (int type = PieceType.PAWN; type < PieceType.KING; type++) {
                c[6 * side + type] = Long.bitCount(p.pieces(side, type));
            }
        }
        return c;
    }
}
