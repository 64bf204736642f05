package ks.engine.joint;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import ks.engine.Attacks;
import ks.engine.Move;
import ks.engine.MoveList;
import ks.engine.Outcome;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.referee.Announcements;
import ks.engine.referee.Facts;
import ks.engine.referee.Referee;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Ruling;
import ks.engine.referee.Verdict;
import ks.engine.rules.RuleSets;

/**
 * Seeded random games played at once by the referee and by the joint referee, compared
 * attempt by attempt: the verdict, the outcome and what each player hears. The attempts are
 * legal, illegal and impossible moves, pawn tries, promotions (named or not), castling and "any?"
 * questions, from starts chosen to bring en passant, pins, checks, mates and stalemates.
 */
final class JointPlay {

    /** Starts where White has only pawn captures, so the third failed try under the limit ends the game. */
    static final List<String> LIMIT_STARTS = List.of("k7/8/8/8/8/4p1pn/4P1PP/7K w - - 0 1",
            "k7/8/8/8/8/6n1/5PPP/6RK w - - 0 1");

    static final List<String> STARTS = List.of(
            Position.STARTPOS_FEN,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "4k3/1P6/8/2pP4/8/8/6p1/4K2R w K c6 0 1",
            "r3k2r/1pp3pp/8/3pP3/8/8/PPP3PP/R3K2R w KQkq d6 0 1",
            "8/8/3k4/8/2pP4/8/8/3K1B2 b - d3 0 1",
            "1k6/8/8/8/8/4p1pn/4P1PP/R6K w - - 0 1",
            "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
            "7k/8/6KP/8/8/8/8/8 w - - 0 1",
            LIMIT_STARTS.get(0),
            LIMIT_STARTS.get(1),
            "4k3/p1p1p1p1/8/1P1P1P1P/8/8/8/4K3 b - - 0 1",
            "8/2p1p3/8/KP1P3r/8/8/8/7k b - - 0 1",
            "4k3/8/8/8/1p1p1p1p/8/P1P1P1P1/4K3 w - - 0 1");

    /** What one run compared: attempts, those judged jointly, questions, legal moves, and how often each event came. */
    record Tally(int attempts, int joint, int questions, int legal, Map<String, Integer> events) {

        static Tally none() {
            return new Tally(0, 0, 0, 0, new TreeMap<>());
        }

        Tally plus(Tally o) {
            Map<String, Integer> sum = new TreeMap<>(events);
            o.events.forEach((k, v) -> sum.merge(k, v, Integer::sum));
            return new Tally(attempts + o.attempts, joint + o.joint, questions + o.questions, legal + o.legal, sum);
        }
    }

    private JointPlay() {
    }

    /** Plays {@code games} games under {@code rules} from seed {@code seed}, failing at the first difference. */
    static Tally play(String rules, long seed, int games, int maxPlies) {
        Random random = new Random(seed);
        int attempts = 0;
        int joint = 0;
        int questions = 0;
        int legal = 0;
        Map<String, Integer> events = new TreeMap<>();
        RuleSet set = RuleSets.byName(rules);
        for (int game = 0; game < games; game++) {
            String fen = set.pawnTryLimit() > 0 && random.nextInt(4) == 0
                    ? LIMIT_STARTS.get(random.nextInt(LIMIT_STARTS.size())) : STARTS.get(random.nextInt(STARTS.size()));
            Referee ref = new Referee(Position.fromFen(fen), set);
            PlainJointReferee jr = new PlainJointReferee(Position.fromFen(fen), set, new Random(random.nextLong()));
            String where = rules + " seed " + seed + " game " + game + " from " + fen;
            assertThat(jr.turnStart()).as(where + " start").isEqualTo(ref.turnStart());
            assertThat(jr.outcome()).as(where + " start").isEqualTo(ref.outcome());
            MoveList moves = new MoveList();
            for (int ply = 0; ply < maxPlies && !ref.isOver(); ply++) {
                Position board = ref.position();
                board.legalMoves(moves);
                for (int a = 0; a < 40 && !ref.isOver(); a++) {
                    String at = where + " ply " + ply + " " + board.toFen();
                    if (random.nextInt(8) == 0) {
                        Announcements expected = ref.askAny();
                        assertThat(jr.askAny()).as(at + " any?").isEqualTo(expected);
                        questions++;
                    }
                    int move = attempt(board, moves, random, a > 12);
                    boolean screenedAlone = !ref.owesPawnTry() && ref.pawnTriesLeft() != 0;
                    Ruling r = ref.attempt(move);
                    JointRuling j = jr.attempt(move);
                    String what = at + " attempt " + Move.toString(move);
                    assertThat(j.verdict()).as(what + " verdict").isEqualTo(r.verdict());
                    assertThat(j.white()).as(what + " white hears").isEqualTo(r.white());
                    assertThat(j.black()).as(what + " black hears").isEqualTo(r.black());
                    assertThat(j.outcome()).as(what + " outcome").isEqualTo(r.outcome());
                    attempts++;
                    if (r.verdict() != Verdict.IMPOSSIBLE && screenedAlone) {
                        joint++;
                    }
                    count(events, r);
                    if (r.isLegal()) {
                        legal++;
                        break;
                    }
                }
            }
        }
        return new Tally(attempts, joint, questions, legal, events);
    }

    private static void count(Map<String, Integer> events, Ruling r) {
        if (!r.isLegal()) {
            events.merge(r.verdict().name().toLowerCase(Locale.ROOT), 1, Integer::sum);
            if (r.outcome() != Outcome.NONE) {
                events.merge("limit end " + r.outcome(), 1, Integer::sum);
            }
            return;
        }
        Facts f = r.facts();
        if (f.capture() != null) {
            events.merge(f.capture().enPassant() ? "en passant" : "capture", 1, Integer::sum);
        }
        if (f.promotion()) {
            events.merge("promotion", 1, Integer::sum);
        }
        if (Move.isCastling(r.move())) {
            events.merge("castling", 1, Integer::sum);
        }
        if (!f.checks().isEmpty()) {
            events.merge(f.checks().size() > 1 ? "double check" : "check", 1, Integer::sum);
        }
        if (f.pawnTries() > 0) {
            events.merge("pawn tries", 1, Integer::sum);
        }
        if (f.result() != Outcome.NONE) {
            events.merge(f.result().name(), 1, Integer::sum);
        }
    }

    /**
     * Attempts of every kind: legal moves (promotions half the time without the piece), pawn
     * tries, moves its own men allow (the enemy then decides: blocked paths, pins, checks, castling through
     * attack), pawn steps and tries, castling steps, and wild from-to pairs; late in a turn,
     * legal ones to move on.
     */
    private static int attempt(Position p, MoveList legal, Random random, boolean finish) {
        int roll = random.nextInt(20);
        if (legal.size() > 0 && (finish || roll < 6)) {
            int m = legal.get(random.nextInt(legal.size()));
            // Castling and en passant are rare among legal moves: take one, when there is one, half the time.
            MoveList special = new MoveList();
            for (int i = 0; i < legal.size(); i++) {
                if (Move.isCastling(legal.get(i)) || Move.isEnPassant(legal.get(i))) {
                    special.add(legal.get(i));
                }
            }
            if (special.size() > 0 && random.nextBoolean()) {
                m = special.get(random.nextInt(special.size()));
            }
            return Move.isPromotion(m) && random.nextBoolean() ? Move.of(Move.from(m), Move.to(m)) : m;
        }
        if (roll < 8) {
            return Move.of(random.nextInt(64), random.nextInt(64));
        }
        OwnMen own = OwnMen.toMove(p);
        long pawns = own.men(PieceType.PAWN);
        if (roll < 11 && pawns != 0) {
            // A pawn try: the pawn-try limit and "any?" obligations need many of them.
            int k = random.nextInt(Long.bitCount(pawns));
            for (int i = 0; i < k; i++) {
                pawns &= pawns - 1;
            }
            int from = Long.numberOfTrailingZeros(pawns);
            long targets = Attacks.pawn(own.color(), from);
            return Move.of(from, random.nextBoolean() || Long.bitCount(targets) == 1
                    ? Long.numberOfTrailingZeros(targets) : 63 - Long.numberOfLeadingZeros(targets));
        }
        long occupied = own.occupancy();
        int k = random.nextInt(Long.bitCount(occupied));
        for (int i = 0; i < k; i++) {
            occupied &= occupied - 1;
        }
        int from = Long.numberOfTrailingZeros(occupied);
        int type = own.typeAt(from);
        long reach = own.attacksFrom(type, from, own.occupancy()) & ~own.occupancy();
        int forward = p.sideToMove() == 0 ? 8 : -8;
        if (type == PieceType.PAWN) {
            int[] steps = {forward, 2 * forward};
            reach |= 1L << Math.floorMod(from + steps[random.nextInt(2)], 64);
        } else if (type == PieceType.KING && random.nextInt(3) == 0) {
            reach = 1L << Math.floorMod(from + (random.nextBoolean() ? 2 : -2), 64);
        }
        if (reach == 0) {
            return Move.of(from, random.nextInt(64));
        }
        int n = random.nextInt(Long.bitCount(reach));
        for (int i = 0; i < n; i++) {
            reach &= reach - 1;
        }
        int promo = random.nextInt(6) == 0 ? PieceType.KNIGHT + random.nextInt(4) : PieceType.NONE;
        return Move.of(from, Long.numberOfTrailingZeros(reach), promo);
    }
}
