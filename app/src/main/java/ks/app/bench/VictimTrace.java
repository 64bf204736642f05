package ks.app.bench;

import ks.engine.Move;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.belief.BeliefMap;
import ks.engine.referee.Referee;
import ks.engine.referee.Ruling;

/**
 * Which enemy man each capture of the tested side took, against the tested level's belief, for
 * {@code ks bench belief leads}: for every capture of ours, the share the belief (read before the
 * attempt) gave each kind of man on the square, the square's man taken as sure (the news of an
 * accepted capture rules the rest out), the true victim, and at our next attempt how many rooks and
 * queens the belief expected the enemy to have against how many it had. Under rules that tell a
 * capture by its square alone the sample decides which man went; this says how often it decides
 * wrongly, and how often it then holds a live rook or queen for gone. It reads only.
 */
final class VictimTrace {

    /** A live man the belief counts at less than this is said to be held for gone. */
    private static final double GONE = 0.5;

    private final int strong;
    private final StringBuilder lines = new StringBuilder();
    private BeliefMap asked = BeliefMap.EMPTY;
    private BeliefMap atOurMove = BeliefMap.EMPTY;
    private Position board = Position.startpos();
    private String pending;
    private int plies;
    private int reads;
    private final int[] heldGone = new int[2];

    VictimTrace(int strong) {
        this.strong = strong;
    }

    /** The belief as it stood before an attempt of ours. */
    void read(BeliefMap map) {
        asked = map;
        reads++;
        int[] heavy = {PieceType.ROOK, PieceType.QUEEN};
        StringBuilder after = new StringBuilder();
        for (int h = 0; h < 2; h++) {
            double expected = expected(map, heavy[h]);
            int live = Long.bitCount(board.pieces(1 - strong, heavy[h]));
            heldGone[h] += live - expected >= GONE ? 1 : 0;
            after.append(String.format(" %c %.2f of %d", Character.toLowerCase(PieceType.letter(heavy[h])), expected, live));
        }
        if (pending != null) {
            lines.append(pending).append("; next turn").append(after).append(System.lineSeparator());
            pending = null;
        }
    }

    /** Takes in one ruling with the board after it. */
    void ruled(Ruling ruling, Referee referee, int game) {
        if (!ruling.isLegal()) {
            return;
        }
        plies++;
        int to = Move.to(ruling.move());
        if (ruling.mover() == strong) {
            atOurMove = asked;
            if (ruling.facts().capture() != null) {
                int victim = board.pieceTypeAt(to);
                captured(game, victim == PieceType.NONE ? PieceType.PAWN : victim, to);
            }
        }
        board = referee.position().copy();
    }

    private void captured(int game, int victim, int to) {
        double[] share = new double[PieceType.KING];
        double all = 0;
        for (int type = PieceType.PAWN; type < PieceType.KING; type++) {
            share[type] = atOurMove.probability(type, to);
            all += share[type];
        }
        StringBuilder s = new StringBuilder(String.format("  victim game %d ply %d %s: %c; belief", game, plies,
                Square.name(to), Character.toLowerCase(PieceType.letter(victim))));
        for (int type = PieceType.PAWN; type < PieceType.KING; type++) {
            s.append(String.format(" %c %.2f", Character.toLowerCase(PieceType.letter(type)),
                    all > 0 ? share[type] / all : 0));
        }
        pending = s.toString();
    }

    private double expected(BeliefMap map, int type) {
        double n = 0;
        for (int sq = 0; sq < 64; sq++) {
            n += map.probability(type, sq);
        }
        return n;
    }

    /** The game's lines: one for each capture of ours, then the reads at which a live rook or queen was held for gone. */
    String describe(int game) {
        if (pending != null) {
            lines.append(pending).append("; no next turn").append(System.lineSeparator());
            pending = null;
        }
        return lines + String.format("  victims game %d: attempts read %d, a live rook held for gone at %d,"
                + " a live queen at %d%n", game, reads, heldGone[0], heldGone[1]);
    }
}
