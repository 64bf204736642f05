package ks.app.bench;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import ks.engine.Bitboards;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.belief.region.ManRegions;
import ks.engine.opponent.mating.MatingPlayer;

/**
 * The regions bench's reading of the turns at which the sample is lost and only the regions know
 * it: every distinct guess puts some enemy man on a square no region of its kind holds. For each
 * turn read (a lead of {@value RegionBench#LEAD} on the true board) it keeps whether it was such a
 * turn, a shrunk one (under {@value RegionBench#FEW} distinct guesses) or neither, and whether a rook
 * or queen of ours was gone by our next turn; at the lost turns it also mends every guess (each man
 * outside the regions moved to the nearest free square a region of its kind holds) and reads the
 * weight on the true squares before and after, which is what a choice reading the mended guesses
 * would read.
 */
final class LostTurns {

    /** How a turn's sample stood: lost (every guess ruled out), shrunk but not lost, neither. */
    private enum Kind { LOST, FEW, MANY }

    private record Turn(Kind kind, boolean heavyLost, double kingBefore, double kingAfter, double menBefore,
                        double menAfter, boolean boardBefore, boolean boardAfter, int mendFailed) {
    }

    private final List<Turn> turns = new ArrayList<>();
    /** The turn read last and our heavy men then, waiting for our next turn to tell whether one was lost. */
    private Turn pending;
    private int heavyThen;

    /** At the start of each of our turns: settles the turn read before, then reads this one when {@code read}. */
    void turn(MatingPlayer player, ManRegions regions, Position truth, int enemy, boolean read) {
        int heavy = heavy(truth, 1 - enemy);
        if (pending != null) {
            turns.add(new Turn(pending.kind, heavy < heavyThen, pending.kingBefore, pending.kingAfter,
                    pending.menBefore, pending.menAfter, pending.boardBefore, pending.boardAfter, pending.mendFailed));
            pending = null;
        }
        if (!read) {
            return;
        }
        heavyThen = heavy;
        List<Position> guesses = new ArrayList<>();
        List<Double> weights = new ArrayList<>();
        Set<Long> distinct = new HashSet<>();
        boolean[] admitted = {false};
        player.ownBelief().forEach((p, w) -> {
            guesses.add(p);
            weights.add(w);
            distinct.add(p.hash());
            admitted[0] |= regions.admits(p);
        });
        if (admitted[0] || guesses.isEmpty()) {
            pending = new Turn(distinct.size() < RegionBench.FEW ? Kind.FEW : Kind.MANY, false, 0, 0, 0, 0, false, false, 0);
            return;
        }
        List<Position> mended = new ArrayList<>();
        int failed = 0;
        for (Position p : guesses) {
            Position m = regions.mended(p);
            failed += m == null ? 1 : 0;
            mended.add(m == null ? p : m);
        }
        pending = new Turn(Kind.LOST, false, kingWeight(guesses, weights, truth, enemy),
                kingWeight(mended, weights, truth, enemy), menWeight(guesses, weights, truth, enemy),
                menWeight(mended, weights, truth, enemy), anyIs(guesses, truth, enemy), anyIs(mended, truth, enemy), failed);
    }

    /** At a game's end: the turn read last is dropped (no next turn tells what it lost). */
    void gameOver() {
        pending = null;
    }

    private static int heavy(Position p, int us) {
        return Long.bitCount(p.pieces(us, PieceType.ROOK) | p.pieces(us, PieceType.QUEEN));
    }

    private static double kingWeight(List<Position> guesses, List<Double> weights, Position truth, int enemy) {
        double w = 0;
        for (int i = 0; i < guesses.size(); i++) {
            w += guesses.get(i).kingSquare(enemy) == truth.kingSquare(enemy) ? weights.get(i) : 0;
        }
        return w;
    }

    /** The weight on a man of the right kind on each true enemy man's square, averaged over the true men. */
    private static double menWeight(List<Position> guesses, List<Double> weights, Position truth, int enemy) {
        double sum = 0;
        int men = 0;
        for (int t = PieceType.PAWN; t <= PieceType.KING; t++) {
            for (long b = truth.pieces(enemy, t); b != 0; b &= b - 1) {
                int sq = Long.numberOfTrailingZeros(b);
                men++;
                for (int i = 0; i < guesses.size(); i++) {
                    sum += Bitboards.contains(guesses.get(i).pieces(enemy, t), sq) ? weights.get(i) : 0;
                }
            }
        }
        return men == 0 ? 0 : sum / men;
    }

    private static boolean anyIs(List<Position> guesses, Position truth, int enemy) {
        for (Position p : guesses) {
            boolean same = true;
            for (int t = PieceType.PAWN; t <= PieceType.KING; t++) {
                same &= p.pieces(enemy, t) == truth.pieces(enemy, t);
            }
            if (same) {
                return true;
            }
        }
        return false;
    }

    void print(PrintStream out) {
        out.println("the lost sample (every guess ruled out by some region), turns read:");
        for (Kind k : Kind.values()) {
            List<Turn> of = turns.stream().filter(t -> t.kind == k).toList();
            long lostHeavy = of.stream().filter(Turn::heavyLost).count();
            out.printf("  %-5s %5d turns, a rook or queen of ours gone by our next turn in %d (%.1f %%)%n", k.name().toLowerCase(),
                    of.size(), lostHeavy, of.isEmpty() ? 0 : 100.0 * lostHeavy / of.size());
        }
        List<Turn> lost = turns.stream().filter(t -> t.kind == Kind.LOST).toList();
        out.printf("  lost turns, mended guesses (men outside moved to the nearest square of a region): weight on the true king's"
                + " square %.3f -> %.3f; on each true man's square %.3f -> %.3f; true board a guess %d -> %d; guesses not mendable %d%n",
                lost.stream().mapToDouble(Turn::kingBefore).average().orElse(0),
                lost.stream().mapToDouble(Turn::kingAfter).average().orElse(0),
                lost.stream().mapToDouble(Turn::menBefore).average().orElse(0),
                lost.stream().mapToDouble(Turn::menAfter).average().orElse(0),
                lost.stream().filter(Turn::boardBefore).count(), lost.stream().filter(Turn::boardAfter).count(),
                lost.stream().mapToInt(Turn::mendFailed).sum());
    }
}
