package ks.app.bench;

import java.io.PrintStream;
import ks.engine.Attacks;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.belief.BeliefMap;
import ks.engine.opponent.Opponent;
import ks.engine.opponent.Thinking;
import ks.engine.opponent.levels.Level;
import ks.engine.referee.Referee;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Ruling;

/**
 * {@code ks bench belief losses}: the games of {@code strength} played again (the same seeds, so
 * the same games), reading the tested level's belief beside the match, and for every rook or
 * queen of the tested side the enemy takes, one line: what took it from where, whether our man had
 * come to that square on the move just before (and by a capture), whether another of our men
 * guarded it, the lead before, and what the belief said when our man was moved: the share it gave
 * the taker's kind on the taker's square, and the number of enemy men it expected to attack that
 * square (summed over its map, each line blocked as on the true board, so a guess whose own men
 * block it still counts). A tally follows, to tell a risk the player took knowingly from a man
 * its sample had not placed.
 */
final class LossBench {

    /** Below this many expected attackers the sample is said not to have placed one. */
    private static final double UNPLACED = 0.1;
    /** The lead from which level 4 presses: its safety term weighs only then. */
    private static final double PRESSING = 4;

    private LossBench() {
    }

    /** The tallies of one run. */
    private static final class Tally {
        int taken;
        int justMoved;
        int afterOurCapture;
        int whileAhead;
        int guarded;
        int guardedExpected;
        int unguardedUnplaced;
        int takerUnder5;
    }

    static void run(int games, int first, Level tested, Level against, RuleSet rules, PrintStream out) {
        Tally t = new Tally();
        StringBuilder lines = new StringBuilder();
        for (int game = first; game < first + games; game++) {
            int strong = game % 2 == 0 ? Color.WHITE : Color.BLACK;
            Watch watch = new Watch(game, strong, t, lines);
            StrengthBench.game(game, tested, strong, against, rules, Thinking.UNLIMITED, watch::reading, watch::ruled);
        }
        out.printf("ks bench belief losses: level %s against level %s under %s, %d games%s%n", tested.text(),
                against.text(), rules.name(), games, first == 0 ? "" : " from game " + first);
        out.print(lines);
        out.printf("  rooks and queens taken %d; on the square our man came to the move before %d (%d after our capture);"
                + " of those, while %d or more ahead %d: on a square we guarded %d (%d where the belief expected an"
                + " attacker), unguarded where it expected none %d; the taker's kind under 5%% on its square in %d of %d%n",
                t.taken, t.justMoved, t.afterOurCapture, (int) PRESSING, t.whileAhead, t.guarded, t.guardedExpected,
                t.unguardedUnplaced, t.takerUnder5, t.taken);
    }

    /** One game watched: the belief when our man moved, and each heavy man taken. */
    private static final class Watch {
        private final int game;
        private final int strong;
        private final Tally t;
        private final StringBuilder lines;
        private BeliefMap asked = BeliefMap.EMPTY;
        private BeliefMap atOurMove = BeliefMap.EMPTY;
        private Position before;
        private int ourTo = -1;
        private boolean ourCapture;
        private int plies;

        Watch(int game, int strong, Tally t, StringBuilder lines) {
            this.game = game;
            this.strong = strong;
            this.t = t;
            this.lines = lines;
        }

        /** Stands between the tested player and the match, reading its belief before each attempt. */
        Opponent reading(Opponent inner) {
            return new BeforeEachAttempt(inner, () -> asked = inner.belief());
        }

        void ruled(Ruling ruling, Referee referee) {
            if (!ruling.isLegal()) {
                return;
            }
            plies++;
            Position p = referee.position();
            int to = Move.to(ruling.move());
            if (ruling.mover() == strong) {
                atOurMove = asked;
                ourTo = to;
                ourCapture = ruling.facts().capture() != null;
            } else if (ruling.facts().capture() != null && before != null) {
                int lost = before.pieceTypeAt(to);
                if (lost == PieceType.ROOK || lost == PieceType.QUEEN) {
                    taken(before, p, ruling.move(), lost);
                }
            }
            before = p.copy();
        }

        private void taken(Position was, Position now, int move, int lost) {
            int to = Move.to(move);
            int from = Move.from(move);
            int taker = now.pieceTypeAt(to);
            double share = atOurMove.probability(taker, from);
            double expected = expectedAttackers(atOurMove, was, to, 1 - strong);
            boolean guarded = was.attackersTo(to, strong) != 0;
            boolean justMoved = ourTo == to;
            int lead = StrengthBench.lead(was, strong);
            t.taken++;
            t.takerUnder5 += share < 0.05 ? 1 : 0;
            if (justMoved) {
                t.justMoved++;
                t.afterOurCapture += ourCapture ? 1 : 0;
                if (lead >= PRESSING) {
                    t.whileAhead++;
                    t.guarded += guarded ? 1 : 0;
                    t.guardedExpected += guarded && expected >= 0.5 ? 1 : 0;
                    t.unguardedUnplaced += !guarded && expected < UNPLACED ? 1 : 0;
                }
            }
            lines.append(String.format("  game %d ply %d: %c%s taken by %c from %s; %s, %s, lead %d; belief: %.2f on"
                    + " the taker's square, %.2f attackers expected%n", game, plies,
                    PieceType.letter(lost), Square.name(to), Character.toLowerCase(PieceType.letter(taker)),
                    Square.name(from), justMoved ? (ourCapture ? "came there taking" : "came there") : "stood there",
                    guarded ? "guarded" : "unguarded", lead, share, expected));
        }
    }

    /**
     * The enemy men the map expects to attack {@code sq}: for each kind and square, its share when
     * a man of that kind there would attack {@code sq} on {@code board}'s occupancy.
     */
    private static double expectedAttackers(BeliefMap map, Position board, int sq, int enemy) {
        long occupancy = board.occupancy();
        double expected = 0;
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            for (int s = 0; s < 64; s++) {
                double share = map.probability(type, s);
                if (share > 0 && (attacks(type, enemy, s, occupancy) & 1L << sq) != 0) {
                    expected += share;
                }
            }
        }
        return expected;
    }

    private static long attacks(int type, int colour, int sq, long occupancy) {
        return switch (type) {
            case PieceType.PAWN -> Attacks.pawn(colour, sq);
            case PieceType.KNIGHT -> Attacks.knight(sq);
            case PieceType.BISHOP -> Attacks.bishop(sq, occupancy);
            case PieceType.ROOK -> Attacks.rook(sq, occupancy);
            case PieceType.QUEEN -> Attacks.queen(sq, occupancy);
            default -> Attacks.king(sq);
        };
    }
}
