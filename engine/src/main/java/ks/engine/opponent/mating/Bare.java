package ks.engine.opponent.mating;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import ks.engine.Color;
import ks.engine.FenException;
import ks.engine.Position;

/**
 * A guessed position with one side's men other than its king and pawns taken off: what the
 * position would be if the pieces the belief still gives that side were gone.
 */
final class Bare {

    private Bare() {
    }

    /**
     * Each of {@code guesses} at {@code 1 - share} of its weight, and beside it the same position
     * without {@code colour}'s pieces at {@code share} (copies that come out alike weighed together),
     * heaviest first. Under rules that tell a capture by its square alone the sample guesses which
     * man went, and it can settle, with every copy alike, on a piece the enemy no longer has: a
     * queen that never moves again keeps our king at home and our men away from squares it could
     * reach, for a hundred plies against king and pawns. The bare copies let the other case count.
     */
    static List<Guess> alongside(List<Guess> guesses, int colour, double share) {
        Map<Long, Guess> byHash = new HashMap<>();
        List<Guess> out = new ArrayList<>();
        for (Guess g : guesses) {
            Guess kept = new Guess(g.position);
            kept.weight = g.weight * (1 - share);
            out.add(kept);
            Position bare = of(g.position, colour);
            if (bare != null) {
                byHash.computeIfAbsent(bare.hash(), h -> {
                    Guess b = new Guess(bare);
                    out.add(b);
                    return b;
                }).weight += g.weight * share;
            }
        }
        out.sort((a, b) -> Double.compare(b.weight, a.weight));
        return out;
    }

    /** {@code p} without {@code colour}'s knights, bishops, rooks and queens (and their castling rights), or null when it has none or their going would leave its king in check. */
    static Position of(Position p, int colour) {
        String[] fields = p.toFen().split(" ");
        String pieces = colour == Color.WHITE ? "NBRQ" : "nbrq";
        StringBuilder board = new StringBuilder();
        int empty = 0;
        boolean removed = false;
        for (char c : fields[0].toCharArray()) {
            if (Character.isDigit(c)) {
                empty += c - '0';
            } else if (pieces.indexOf(c) >= 0) {
                empty++;
                removed = true;
            } else {
                if (empty > 0) {
                    board.append(empty);
                    empty = 0;
                }
                board.append(c);
            }
        }
        if (empty > 0) {
            board.append(empty);
        }
        if (!removed) {
            return null;
        }
        String rights = fields[2].replaceAll(colour == Color.WHITE ? "[KQ]" : "[kq]", "");
        fields[0] = board.toString();
        fields[2] = rights.isEmpty() ? "-" : rights;
        try {
            return Position.fromFen(String.join(" ", fields));
        } catch (FenException e) {
            // A piece taken off uncovered a check on the side not to move: no such position.
            return null;
        }
    }
}
