package ks.engine.view;

import static ks.engine.view.Boards.names;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.Random;
import java.util.Set;
import ks.engine.Bitboards;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.MoveList;
import ks.engine.Outcome;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.Uci;
import ks.engine.referee.CheckDirection;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Random games with both players' views fed the umpire's true news: a token set must never rule
 * out where the enemy really is, and each view's men must stay the real ones.
 */
class SoundnessTest {

    private static final String[] STARTS = {
        Position.STARTPOS_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    };

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16})
    void tokensNeverRuleOutTheTruth(long seed) {
        Random random = new Random(seed);
        Position position = Position.fromFen(STARTS[(int) (seed % STARTS.length)]);
        PlayerView[] views = {
            PlayerView.start(OwnMen.of(position, Color.WHITE), position.sideToMove()),
            PlayerView.start(OwnMen.of(position, Color.BLACK), position.sideToMove()),
        };
        MoveList moves = new MoveList();
        for (int ply = 0; ply < 200 && position.outcome() == Outcome.NONE; ply++) {
            position.legalMoves(moves);
            int move = moves.get(random.nextInt(moves.size()));
            String context = "seed " + seed + " ply " + ply + " " + position.toFen() + " " + Uci.format(move);
            int mover = position.sideToMove();
            int taken = Move.isEnPassant(move) ? Move.to(move) ^ 8 : Move.to(move);
            int takenType = position.pieceTypeAt(taken);
            position.make(move);
            long tryTargets = tryTargets(position, moves);
            UmpireNews news = new UmpireNews(takenType == PieceType.NONE ? Square.NONE : taken,
                    takenType == PieceType.PAWN ? CaptureKind.PAWN : CaptureKind.PIECE,
                    checks(position), tries(random, position, moves, tryTargets));

            views[mover] = views[mover].afterOurMove(move, news);
            views[1 - mover] = views[1 - mover].afterTheirMove(news);

            for (int c = Color.WHITE; c <= Color.BLACK; c++) {
                assertThat(views[c].men()).as(context).isEqualTo(OwnMen.of(position, c));
            }
            Tokens ours = views[mover].tokens();
            Tokens theirs = views[1 - mover].tokens();
            if (!news.checks().isEmpty()) {
                assertThat(names(ours.squares(TokenKind.KING))).as(context)
                        .contains(Square.name(position.kingSquare(1 - mover)));
                assertThat(theirs.squares(TokenKind.CHECK) & position.checkers()).as(context)
                        .isEqualTo(position.checkers());
            }
            if (news.hasCapture() && !Move.isEnPassant(move)) {
                assertThat(theirs.age(TokenKind.CAPTURE, taken)).as(context).isZero();
            }
            if (news.tries().presence() != PawnTries.Presence.UNKNOWN) {
                assertThat(theirs.squares(TokenKind.PAWN_TRY) & tryTargets).as(context).isEqualTo(tryTargets);
            }
        }
    }

    private static Set<CheckDirection> checks(Position position) {
        Set<CheckDirection> checks = EnumSet.noneOf(CheckDirection.class);
        int king = position.kingSquare(position.sideToMove());
        for (long b = position.checkers(); b != 0; b &= b - 1) {
            int checker = Long.numberOfTrailingZeros(b);
            checks.add(CheckDirection.of(king, checker, position.pieceTypeAt(checker) == PieceType.KNIGHT));
        }
        return checks;
    }

    /** The squares the side to move's legal pawn captures land on. */
    private static long tryTargets(Position position, MoveList moves) {
        position.legalMoves(moves);
        long targets = 0;
        for (int i = 0; i < moves.size(); i++) {
            int m = moves.get(i);
            if (position.pieceTypeAt(Move.from(m)) == PieceType.PAWN
                    && Square.file(Move.from(m)) != Square.file(Move.to(m))) {
                targets |= Bitboards.bit(Move.to(m));
            }
        }
        return targets;
    }

    /** The tries told in one of the rule sets' forms, chosen at random. */
    private static PawnTries tries(Random random, Position position, MoveList moves, long targets) {
        long pawns = 0;
        int count = 0;
        for (int i = 0; i < moves.size(); i++) {
            int m = moves.get(i);
            if (Bitboards.contains(targets, Move.to(m)) && position.pieceTypeAt(Move.from(m)) == PieceType.PAWN
                    && Square.file(Move.from(m)) != Square.file(Move.to(m))) {
                pawns |= Bitboards.bit(Move.from(m));
                count++;
            }
        }
        return switch (random.nextInt(4)) {
            case 0 -> PawnTries.count(count);
            case 1 -> PawnTries.fromPawns(pawns);
            case 2 -> PawnTries.onTargets(targets);
            default -> PawnTries.unknown();
        };
    }
}
