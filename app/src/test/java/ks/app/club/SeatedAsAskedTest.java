package ks.app.club;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import ks.net.club.ClubMessage;
import ks.net.protocol.Agreement;
import org.junit.jupiter.api.Test;

/**
 * A member's ks signs the agreement of the game it sat down at and keeps that game's save: a club
 * that seats it at another game, or at a game of two other members, is refused before anything is signed.
 */
class SeatedAsAskedTest {

    private static final String ASKED = "0123456789abcdef0123456789abcdef";
    private static final String OTHER = "fedcba9876543210fedcba9876543210";
    private static final String FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    @Test
    void aSeatingAtTheGameAskedForIsTaken() {
        assertThatCode(() -> Sitting.seatedAsAsked(seated(ASKED, "alice", "bob"), ASKED, "bob")).doesNotThrowAnyException();
    }

    @Test
    void aSeatingAtAnotherGameIsRefused() {
        assertThatThrownBy(() -> Sitting.seatedAsAsked(seated(OTHER, "alice", "bob"), ASKED, "bob"))
                .isInstanceOf(IOException.class)
                .hasMessage("the club seated you at game fedcba98, not at 01234567 as asked; nothing was signed");
    }

    @Test
    void aSeatingAtAGameOfTwoOtherMembersIsRefused() {
        assertThatThrownBy(() -> Sitting.seatedAsAsked(seated(ASKED, "alice", "carol"), ASKED, "bob"))
                .isInstanceOf(IOException.class)
                .hasMessage("the club seated you at a game of alice and carol, not yours; nothing was signed");
    }

    private static ClubMessage.Seated seated(String gameId, String white, String black) {
        Agreement a = Agreement.builder().gameId(gameId).white(white, "aa".repeat(32)).black(black, "bb".repeat(32))
                .referee("club", "cc".repeat(32)).ruleSet("wolfe").startFen(FEN).timeControl("game/30").build();
        return new ClubMessage.Seated(gameId, white, black, "wolfe", false, false, FEN, "cd".repeat(32), "game/30", a,
                "ef".repeat(64), false);
    }
}
