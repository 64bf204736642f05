package ks.engine.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.MoveList;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.San;
import ks.engine.Square;
import ks.engine.referee.Announcement;
import ks.engine.referee.Announcements;
import ks.engine.referee.Referee;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Ruling;
import ks.engine.rules.RuleSets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Seeded random games under every rule set, with random refused attempts and "any?" questions:
 * properties every record must have. The seed (and so the rule set and start) is in the test name.
 */
class RandomRecordsTest {

    private static final String[] STARTS = {
        Records.START,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "4k3/1P6/8/2pP4/8/8/6p1/4K2R w K c6 0 1",
        "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    };
    private static final Pattern SQUARE = Pattern.compile("[a-h][1-8]");
    private static final Pattern QUOTED = Pattern.compile("\"([^\"]*)\"");

    /** One random game: its actions, the squares each side named, what each side heard, the final board. */
    private record Game(String fen, RuleSet rules, List<Action> actions, List<Set<String>> squares,
                        List<Set<String>> heard, String finalFen) {
    }

    static Stream<Long> seeds() {
        return IntStream.rangeClosed(1, 32).mapToObj(i -> (long) i);
    }

    private static Game play(long seed) {
        Random rnd = new Random(seed);
        String fen = STARTS[(int) (seed % STARTS.length)];
        List<String> names = RuleSets.names();
        RuleSet rules = RuleSets.byName(seed % 5 == 0 ? "wolfe+a+p" : names.get((int) (seed % names.size())));
        Referee ref = new Referee(Position.fromFen(fen), rules);
        List<Action> actions = new ArrayList<>();
        List<Set<String>> squares = List.of(new HashSet<>(), new HashSet<>());
        List<Set<String>> heard = List.of(new HashSet<>(), new HashSet<>());
        hear(heard, ref.turnStart());
        MoveList legal = new MoveList();
        for (int ply = 0; ply < 120 && !ref.isOver(); ply++) {
            int side = ref.sideToMove();
            Position pos = ref.position();
            pos.legalMoves(legal);
            if (rnd.nextInt(6) == 0) {
                actions.add(Action.any(side));
                hear(heard, ref.askAny());
            }
            boolean moved = false;
            for (int tries = rnd.nextInt(4); !moved && !ref.isOver(); tries--) {
                int move = tries > 0 ? randomAttempt(pos, rnd) : chooseLegal(ref, pos, legal, rnd);
                actions.add(Action.attempt(side, move));
                squares.get(side).add(Square.name(Move.from(move)));
                squares.get(side).add(Square.name(Move.to(move)));
                Ruling r = ref.attempt(move);
                hear(heard, new Announcements(r.white(), r.black()));
                moved = r.isLegal();
            }
        }
        return new Game(fen, rules, actions, squares, heard, ref.position().toFen());
    }

    private static void hear(List<Set<String>> heard, Announcements a) {
        for (int c = Color.WHITE; c <= Color.BLACK; c++) {
            for (Announcement x : a.heardBy(c)) {
                heard.get(c).add(x.text());
            }
        }
    }

    /** A move of one of the mover's men to a square it attacks through its own men: often refused. */
    private static int randomAttempt(Position pos, Random rnd) {
        OwnMen own = OwnMen.of(pos, pos.sideToMove());
        List<Integer> men = new ArrayList<>();
        for (long b = own.occupancy(); b != 0; b &= b - 1) {
            men.add(Long.numberOfTrailingZeros(b));
        }
        int from = men.get(rnd.nextInt(men.size()));
        long targets = own.attacksFrom(own.typeAt(from), from, own.occupancy());
        int to = targets == 0 ? rnd.nextInt(64) : nth(targets, rnd.nextInt(Long.bitCount(targets)));
        return Move.of(from, to);
    }

    private static int chooseLegal(Referee ref, Position pos, MoveList legal, Random rnd) {
        List<Integer> choice = new ArrayList<>();
        for (int i = 0; i < legal.size(); i++) {
            int m = legal.get(i);
            boolean pawnCapture = pos.pieceTypeAt(Move.from(m)) == PieceType.PAWN
                    && Square.file(Move.from(m)) != Square.file(Move.to(m));
            if (!ref.owesPawnTry() || pawnCapture) {
                choice.add(m);
            }
        }
        return choice.get(rnd.nextInt(choice.size()));
    }

    private static int nth(long bits, int n) {
        for (int i = 0; i < n; i++) {
            bits &= bits - 1;
        }
        return Long.numberOfTrailingZeros(bits);
    }

    private static KriegspielPgn record(Game g) {
        return KriegspielPgn.replay(g.fen, g.rules, g.actions, Records.TAGS);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void everyOpponentMoveInAFilteredRecordIsMasked(long seed) {
        Game g = play(seed);
        KriegspielPgn rec = record(g);
        int first = Position.fromFen(g.fen).sideToMove();
        for (int view = Color.WHITE; view <= Color.BLACK; view++) {
            List<String> moves = Records.moves(rec.filtered(view));
            for (int i = 0; i < moves.size(); i++) {
                int mover = (first + i) % 2;
                if (mover == view) {
                    assertThat(moves.get(i)).as("own move %d", i).isNotEqualTo("??");
                } else {
                    assertThat(moves.get(i)).as("opponent move %d", i).isEqualTo("??");
                }
            }
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void filteredRecordNamesOnlyOwnSquaresAndWhatThePlayerHeard(long seed) {
        Game g = play(seed);
        KriegspielPgn rec = record(g);
        for (int view = Color.WHITE; view <= Color.BLACK; view++) {
            String text = Records.movetext(rec.filtered(view));
            Matcher q = QUOTED.matcher(text);
            while (q.find()) {
                assertThat(g.heard.get(view)).as("quoted in %s's record", Records.colourName(view)).contains(q.group(1));
            }
            Matcher sq = SQUARE.matcher(QUOTED.matcher(text).replaceAll(""));
            while (sq.find()) {
                assertThat(g.squares.get(view)).as("square in %s's record", Records.colourName(view))
                        .contains(sq.group());
            }
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void commentsNeverContainABrace(long seed) {
        KriegspielPgn rec = record(play(seed));
        for (String pgn : List.of(rec.unfiltered(), rec.filtered(Color.WHITE), rec.filtered(Color.BLACK))) {
            String rest = Records.movetext(pgn).replaceAll("\\{[^{}]*\\}", "");
            assertThat(rest).doesNotContain("{", "}");
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void linesNeverExceedEightyCharacters(long seed) {
        KriegspielPgn rec = record(play(seed));
        for (String pgn : List.of(rec.unfiltered(), rec.filtered(Color.WHITE), rec.filtered(Color.BLACK))) {
            assertThat(Records.lines(pgn)).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(80));
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void unfilteredMovesReplayAsOrdinaryChessToTheFinalPosition(long seed) {
        Game g = play(seed);
        Position p = Position.fromFen(g.fen);
        for (String san : Records.moves(record(g).unfiltered())) {
            p.make(San.parse(p, san));
        }
        assertThat(p.toFen()).isEqualTo(g.finalFen);
    }
}
