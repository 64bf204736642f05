package ks.engine.referee;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import ks.engine.Move;
import ks.engine.MoveList;
import ks.engine.Outcome;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.rules.RuleSets;
import ks.testkit.Seeds;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Seeded random games with random attempts (impossible, illegal and legal ones) under every rule
 * set: the referee's verdicts and facts must agree with {@link BruteForce}, and nothing but a
 * legal attempt may change the position. Every announcement's structured facts must be exactly
 * those its words state ({@link ReadBack}) and agree with the umpire's facts. The seed is in the
 * test name and in every failure.
 */
class RefereeRandomGamesTest {

    private static final int GAMES_PER_SEED = 500;
    private static final int MAX_PLIES = 60;
    private static final List<String> STARTS = List.of(
            Position.STARTPOS_FEN,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "4k3/1P6/8/2pP4/8/8/6p1/4K2R w K c6 0 1",
            "r3k2r/1pp3pp/8/3pP3/8/8/PPP3PP/R3K2R w KQkq d6 0 1");

    static Stream<Long> seeds() {
        return Stream.concat(LongStream.rangeClosed(1, 3).boxed(), Stream.of(Seeds.choose("ks.seed")));
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void factsAndVerdictsAgreeWithBruteForce(long seed) {
        System.out.println("RefereeRandomGamesTest seed " + seed);
        Random random = new Random(seed);
        List<String> names = RuleSets.names();
        for (int game = 0; game < GAMES_PER_SEED; game++) {
            String rules = names.get(random.nextInt(names.size()));
            if (rules.equals("wolfe") && random.nextBoolean()) {
                rules = "wolfe+a+p";
            }
            playOne(seed, game, STARTS.get(random.nextInt(STARTS.size())), rules, random);
        }
    }

    private static void playOne(long seed, int game, String fen, String rules, Random random) {
        Referee ref = new Referee(Position.fromFen(fen), RuleSets.byName(rules));
        Position shadow = Position.fromFen(fen);
        MoveList legal = new MoveList();
        checkHeard(ref.turnStart(), ref.facts(), ref.outcome(), "seed " + seed + " game " + game + " " + rules + " start");
        for (int ply = 0; ply < MAX_PLIES && !ref.isOver(); ply++) {
            shadow.legalMoves(legal);
            String before = shadow.toFen();
            String where = "seed " + seed + " game " + game + " " + rules + " ply " + ply + " " + before;
            for (int attempt = 0; attempt < 40 && !ref.isOver(); attempt++) {
                if (random.nextInt(10) == 0) {
                    checkHeard(ref.askAny(), ref.facts(), ref.outcome(), where + " any?");
                }
                int move = randomAttempt(shadow, legal, random, attempt > 20);
                boolean owed = ref.owesPawnTry();
                boolean limitSpent = ref.pawnTriesLeft() == 0;
                boolean foreseen = ref.wouldAccept(move);
                Ruling r = ref.attempt(move);
                if (foreseen != r.isLegal()) {
                    throw new AssertionError(where + " attempt " + Move.toString(r.move()) + ": foreseen "
                            + (foreseen ? "accepted" : "refused") + ", judged " + r.verdict());
                }
                checkHeard(new Announcements(r.white(), r.black()), r.isLegal() ? r.facts() : ref.facts(), r.outcome(),
                        where + " attempt " + Move.toString(r.move()));
                int found = legal.find(r.move());
                boolean possible = BruteForce.possible(shadow, r.move());
                if (r.verdict() == Verdict.IMPOSSIBLE == possible) {
                    throw new AssertionError(where + " attempt " + Move.toString(r.move()) + ": " + r.verdict());
                }
                if (r.verdict() != Verdict.LEGAL) {
                    boolean pawnCapture = shadow.pieceTypeAt(Move.from(r.move())) == PieceType.PAWN
                            && Square.file(Move.from(r.move())) != Square.file(Move.to(r.move()));
                    boolean ruleRefusal = owed && !pawnCapture || limitSpent && pawnCapture;
                    if (found != Move.NONE && !ruleRefusal) {
                        throw new AssertionError(where + " attempt " + Move.toString(r.move()) + ": legal move refused");
                    }
                    if (ref.position().hash() != shadow.hash()) {
                        throw new AssertionError(where + " attempt " + Move.toString(r.move()) + ": position changed");
                    }
                    continue;
                }
                String what = where + " attempt " + Move.toString(r.move());
                assertThat(found).as(what + ": played a move that is not legal").isNotEqualTo(Move.NONE);
                Capture capture = BruteForce.capture(shadow, found);
                shadow.make(found);
                checkFacts(r.facts(), shadow, capture, found, what);
                break;
            }
            assertThat(ref.position().toFen()).as(where).isEqualTo(shadow.toFen());
        }
    }

    private static void checkFacts(Facts f, Position after, Capture capture, int move, String what) {
        assertThat(f.capture()).as(what + " capture").isEqualTo(capture);
        assertThat(f.promotion()).as(what + " promotion").isEqualTo(Move.isPromotion(move));
        assertThat(f.checks()).as(what + " checks").containsExactlyElementsOf(BruteForce.checks(after));
        Set<String> tries = BruteForce.pawnTries(after);
        assertThat(f.pawnTries()).as(what + " tries " + tries).isEqualTo(tries.size());
        Set<Integer> from = new TreeSet<>();
        Set<Integer> to = new TreeSet<>();
        for (String t : tries) {
            from.add(Square.parse(t.substring(0, 2)));
            to.add(Square.parse(t.substring(2, 4)));
        }
        assertThat(f.pawnTryFromSquares()).as(what + " try squares").containsExactlyElementsOf(from);
        assertThat(f.pawnTryToSquares()).as(what + " try targets").containsExactlyElementsOf(to);
        assertThat(f.result()).as(what + " result").isEqualTo(after.outcome());
        assertThat(f.turn()).as(what + " turn").isEqualTo(after.sideToMove());
    }

    /**
     * Each announcement carries exactly the facts its words state, and those facts are the
     * umpire's: the capture, the checks, the pawn tries (a set naming pawns names all of them over
     * the turn's announcements), whose turn, who promoted, the result.
     */
    private static void checkHeard(Announcements heard, Facts f, Outcome outcome, String what) {
        for (int colour = 0; colour < 2; colour++) {
            long named = 0;
            boolean squaresTold = false;
            for (Announcement a : heard.heardBy(colour)) {
                String as = what + " heard by " + colour + ": " + a.kind() + " '" + a.text() + "'";
                assertThat(a).as(as + " facts beyond or short of the words").isEqualTo(ReadBack.of(a));
                if (a.square() != -1) {
                    assertThat(a.square()).as(as).isEqualTo(f.capture().square());
                }
                if (a.captured() != null) {
                    assertThat(a.captured()).as(as).isEqualTo(f.capture().kind());
                }
                assertThat(f.checks()).as(as).containsAll(a.checks());
                if (a.pawnTries() != -1) {
                    assertThat(a.pawnTries()).as(as).isEqualTo(f.pawnTries());
                }
                if (a.anyTries() != null) {
                    assertThat(a.anyTries()).as(as).isEqualTo(f.pawnTries() > 0);
                }
                if (a.pawnTryFrom() != 0) {
                    squaresTold = true;
                    named |= a.pawnTryFrom();
                }
                if (a.colour() != -1) {
                    // The promoter and the mating side have just moved; the others are the side to move.
                    boolean mover = a.kind() == Announcement.Kind.PROMOTION || a.kind() == Announcement.Kind.GAME_OVER;
                    int expected = mover ? f.turn() ^ 1 : f.turn();
                    assertThat(a.colour()).as(as).isEqualTo(expected);
                }
                if (a.result() != null) {
                    assertThat(a.result()).as(as).isEqualTo(outcome);
                }
            }
            if (squaresTold) {
                assertThat(named).as(what + " pawns named").isEqualTo(f.pawnTryFrom());
            }
        }
    }

    /** Mostly plausible attempts by own men, some wild ones; late in a turn, legal ones to finish it. */
    private static int randomAttempt(Position p, MoveList legal, Random random, boolean finish) {
        int roll = random.nextInt(10);
        if (finish || roll < 3) {
            return legal.get(random.nextInt(legal.size()));
        }
        int to = random.nextInt(64);
        int from;
        if (roll < 5) {
            from = random.nextInt(64);
        } else {
            long own = p.occupancy(p.sideToMove());
            int k = random.nextInt(Long.bitCount(own));
            for (int i = 0; i < k; i++) {
                own &= own - 1;
            }
            from = Long.numberOfTrailingZeros(own);
            if (p.pieceTypeAt(from) == PieceType.PAWN && random.nextBoolean()) {
                int fwd = p.sideToMove() == 0 ? 8 : -8;
                int[] near = {from + fwd, from + fwd - 1, from + fwd + 1, from + 2 * fwd};
                to = Math.floorMod(near[random.nextInt(near.length)], 64);
            }
        }
        int promo = random.nextInt(8) == 0 ? PieceType.KNIGHT + random.nextInt(5) : PieceType.NONE;
        return Move.of(from, to, promo == PieceType.KING ? PieceType.NONE : promo);
    }
}
