package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import ks.crypto.SigningKey;
import ks.engine.MoveList;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.Uci;
import ks.net.club.db.GameMoves;
import ks.net.club.db.Games;
import ks.net.protocol.CatchUp;
import ks.net.protocol.Message;
import ks.net.protocol.Terms;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A player who comes back to a long game is sent exactly the signed news and commitments they
 * lack, the very ones the club sent as the game went: at every point of a game of over a hundred
 * actions (legal moves, illegal attempts, "any?" questions), and from a board rebuilt from the
 * stored actions as after a restart.
 */
class ClubBoardCatchUpTest {

    private static final String CLOCKS = "300000 300000 0 0";

    private final SigningKey key = SigningKey.generate(new SecureRandom(new byte[] {25}));
    private final Games.Game game = new Games.Game("0123456789abcdef0123456789abcdef",
            new Games.Player(1, "alice", null), new Games.Player(2, "bob", null),
            new Games.Setup("daily", "wolfe", Position.STARTPOS_FEN,
                    "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"),
            Games.Outcome.UNDER_WAY, new Games.Clocks(0, 0, 0), 0);
    private final Terms terms = ClubRules.parse("wolfe").terms("alice", "daily");

    /** What the club sent each player as the game went, by colour, the opening's news first. */
    private final List<List<Message.News>> sent = List.of(new ArrayList<>(), new ArrayList<>());
    private final List<String> commitments = new ArrayList<>();
    private final List<String> clocks = new ArrayList<>();
    private final List<GameMoves.Action> actions = new ArrayList<>();
    private ClubBoard board;

    @BeforeEach
    void play() {
        board = newBoard();
        board.opening();
        for (int colour = 0; colour < 2; colour++) {
            sent.get(colour).addAll(news(board.catchUp(colour, 0, 1)));
        }
        committed(board.commit(CLOCKS));
        Random random = new Random(25);
        while (!board.decided() && board.plies() < 120) {
            int mover = board.sideToMove();
            if (random.nextInt(4) == 0) {
                heard(board.any(mover));
                actions.add(new GameMoves.Action(actions.size(), mover, null, null, null, null, 0));
            }
            String illegal = illegalMove(random);
            if (illegal != null && random.nextInt(3) == 0) {
                heard(board.attempt(mover, illegal).told());
                actions.add(new GameMoves.Action(actions.size(), mover, illegal, null, null, null, 0));
            }
            if (board.decided()) {
                break;
            }
            String uci = legalMove(random);
            heard(board.attempt(mover, uci).told());
            actions.add(new GameMoves.Action(actions.size(), mover, uci, null, null, null, 0));
            committed(board.commit(CLOCKS));
        }
    }

    @Test
    void aLongGamesCatchUpFromAnyPointIsWhatTheClubSentFromThatPoint() {
        assertThat(actions).hasSizeGreaterThan(100);
        for (int colour = 0; colour < 2; colour++) {
            List<Message.News> told = sent.get(colour);
            assertThat(board.newsFor(colour)).isEqualTo(told.size());
            // Every fourth point and the last few: each catch-up signs again all the news it sends.
            for (int held = 0; held <= told.size(); held += held < told.size() - 4 ? 4 : 1) {
                int commitmentsHeld = Math.min(commitments.size(), held / 2);
                assertThat(board.catchUp(colour, held, commitmentsHeld))
                        .as("colour %d holding %d pieces of news", colour, held)
                        .isEqualTo(CatchUp.of(told, commitments, clocks, held, commitmentsHeld));
            }
        }
    }

    @Test
    void aBoardRebuiltFromTheStoredActionsCatchesUpWithTheSameSignedNews() {
        ClubBoard rebuilt = newBoard();
        rebuilt.opening();
        actions.forEach(rebuilt::replay);
        for (int colour = 0; colour < 2; colour++) {
            List<Message.News> told = sent.get(colour);
            assertThat(rebuilt.newsFor(colour)).isEqualTo(told.size());
            assertThat(rebuilt.told(colour)).isEqualTo(told);
            assertThat(news(rebuilt.catchUp(colour, told.size() / 2, 0)))
                    .isEqualTo(told.subList(told.size() / 2, told.size()));
        }
    }

    private ClubBoard newBoard() {
        return new ClubBoard(game, terms, key, new SecureRandom(new byte[] {18}));
    }

    private void heard(Message.News[] told) {
        for (int colour = 0; colour < 2; colour++) {
            if (told[colour] != null) {
                sent.get(colour).add(told[colour]);
            }
        }
    }

    private void committed(GameMoves.Committed k) {
        commitments.add(k.commitment());
        clocks.add(k.clocks());
    }

    private String legalMove(Random random) {
        MoveList list = new MoveList();
        board.position().legalMoves(list);
        return Uci.format(list.get(random.nextInt(list.size())));
    }

    /** A move of one of the mover's men that the board does not allow, when one is found. */
    private String illegalMove(Random random) {
        for (int i = 0; i < 50; i++) {
            String uci = "" + (char) ('a' + random.nextInt(8)) + (1 + random.nextInt(8))
                    + (char) ('a' + random.nextInt(8)) + (1 + random.nextInt(8));
            if (!uci.substring(0, 2).equals(uci.substring(2)) && !board.wouldAccept(uci)
                    && ownMan(uci.substring(0, 2))) {
                return uci;
            }
        }
        return null;
    }

    private boolean ownMan(String square) {
        return board.position().colorAt(Square.parse(square)) == board.sideToMove();
    }

    private static List<Message.News> news(List<Message> messages) {
        return messages.stream().filter(Message.News.class::isInstance).map(Message.News.class::cast).toList();
    }
}
