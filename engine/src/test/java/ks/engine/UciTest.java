package ks.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class UciTest {

    @Test
    void formatsFromToAndPromotionLetter() {
        assertThat(Uci.format(Move.of(Square.parse("e2"), Square.parse("e4")))).isEqualTo("e2e4");
        assertThat(Uci.format(Move.of(Square.parse("e7"), Square.parse("e8"), PieceType.QUEEN))).isEqualTo("e7e8q");
    }

    @Test
    void parseReturnsTheGeneratedMoveWithFlags() {
        Position p = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertThat(Move.isCastling(Uci.parse(p, "e1g1"))).isTrue();
        Position ep = Position.fromFen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
        assertThat(Move.isEnPassant(Uci.parse(ep, "e5d6"))).isTrue();
        assertThat(Move.isDoublePush(Uci.parse(Position.startpos(), "e2e4"))).isTrue();
    }

    @ParameterizedTest(name = "{1}: {2}")
    @CsvSource(delimiter = '|', value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|e2e9|not a UCI move (like e2e4 or e7e8q): 'e2e9'",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|e2e4k|not a UCI move (like e2e4 or e7e8q): 'e2e4k'",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|e2|not a UCI move (like e2e4 or e7e8q): 'e2'",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|e7e5|illegal move e7e5: no white man on e7",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|e4e5|illegal move e4e5: no white man on e4",
        "4k3/P7/8/8/8/8/8/4K3 w - - 0 1|a7a8|illegal move a7a8: a promotion needs a piece letter, e.g. a7a8q",
        "4k3/8/P7/8/8/8/8/4K3 w - - 0 1|a6a7q|illegal move a6a7q: not a promotion",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|e2e5|illegal move e2e5 in rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    })
    void parseExplainsWhyNot(String fen, String uci, String message) {
        Position p = Position.fromFen(fen);
        assertThatThrownBy(() -> Uci.parse(p, uci)).isInstanceOf(MoveFormatException.class).hasMessage(message);
    }
}
