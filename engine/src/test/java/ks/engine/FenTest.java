package ks.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

class FenTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/pp1ppppp/8/2pP4/8/8/PPP1PPPP/RNBQKBNR w Kq c6 0 3",
        "8/8/8/8/8/8/8/K6k b - - 99 120",
    })
    void formatRoundTripsParse(String fen) {
        assertThat(Position.fromFen(fen).toFen()).isEqualTo(fen);
    }

    @Test
    void fourFieldsDefaultTheCounters() {
        assertThat(Position.fromFen("  4k3/8/8/8/8/8/8/4K3   b -  - ").toFen()).isEqualTo("4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "''|bad FEN: expected 6 space-separated fields, got 0",
        "4k3/8/8/8/8/8/8/4K3 w - - 0|bad FEN: expected 6 space-separated fields, got 5",
        "4k3/8/8/8/8/8/8/4K3 x - - 0 1|bad FEN: field 2 must be 'w' or 'b', got 'x'",
        "4k3/8/8/8/8/8/4K3 w - - 0 1|bad FEN: field 1 must have 8 ranks separated by '/', got 7",
        "4k3/8/8/8/8/8/8/8/4K3 w - - 0 1|bad FEN: field 1 must have 8 ranks separated by '/', got 9",
        "4k3/8/8/8/3X4/8/8/4K3 w - - 0 1|bad FEN: bad piece letter 'X' in rank 4",
        "4k3/8/8/8/8/8/8/4K4 w - - 0 1|bad FEN: rank 1 is too long: '4K4'",
        "4k3/8/8/8/8/8/8/ppppppppp w - - 0 1|bad FEN: rank 1 is too long: 'ppppppppp'",
        "4k3/8/8/7/8/8/8/4K3 w - - 0 1|bad FEN: rank 5 is too short: '7'",
        "8/8/8/8/8/8/8/4K3 w - - 0 1|bad FEN: black must have exactly one king, got 0",
        "4k3/8/8/8/8/8/8/3KK3 w - - 0 1|bad FEN: white must have exactly one king, got 2",
        "4k2P/8/8/8/8/8/8/4K3 w - - 0 1|bad FEN: pawn on back rank at h8",
        "4k3/8/8/8/8/8/8/p3K3 w - - 0 1|bad FEN: pawn on back rank at a1",
        "4k3/8/8/8/8/8/8/4K2r b - - 0 1|bad FEN: side not to move (white) is in check",
        "4k3/8/8/8/8/8/8/4K3 w KX - 0 1|bad FEN: field 3 must be '-' or distinct letters from 'KQkq', got 'KX'",
        "4k3/8/8/8/8/8/8/4K3 w KK - 0 1|bad FEN: field 3 must be '-' or distinct letters from 'KQkq', got 'KK'",
        "4k3/8/8/8/8/8/8/4K3 w K - 0 1|bad FEN: castling right 'K' needs a white king on e1 and rook on h1",
        "4k3/8/8/8/8/8/8/4K3 w - e3 0 1|bad FEN: field 4 must be '-' or a square on rank 6 when white is to move, got 'e3'",
        "4k3/8/8/8/8/8/8/4K3 w - z9 0 1|bad FEN: field 4 must be '-' or a square on rank 6 when white is to move, got 'z9'",
        "4k3/8/8/8/8/8/8/4K3 w - e6 0 1|bad FEN: en passant square e6 needs a black pawn on e5",
        "4k3/4n3/8/4p3/8/8/8/4K3 w - e6 0 1|bad FEN: en passant square e6 needs e6 and e7 empty",
        "4k3/8/8/8/8/8/8/4K3 w - - x 1|bad FEN: field 5 (halfmove clock) must be an integer >= 0, got 'x'",
        "4k3/8/8/8/8/8/8/4K3 w - - -1 1|bad FEN: field 5 (halfmove clock) must be an integer >= 0, got '-1'",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 0|bad FEN: field 6 (fullmove number) must be an integer >= 1, got '0'",
    })
    void malformedFenIsRejectedWithAPreciseMessage(String fen, String message) {
        assertThatThrownBy(() -> Position.fromFen(fen)).isInstanceOf(FenException.class).hasMessage(message);
    }

    @Test
    void nullIsRejected() {
        assertThatThrownBy(() -> Position.fromFen(null)).isInstanceOf(FenException.class).hasMessage("bad FEN: empty");
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("ks.engine.RandomGames#seeds")
    void randomGamePositionsRoundTrip(long seed) {
        Position p = RandomGames.start(seed);
        Random random = new Random(seed);
        MoveList list = new MoveList();
        for (int i = 0; i < 200; i++) {
            p.legalMoves(list);
            if (list.size() == 0) {
                break;
            }
            p.make(list.get(random.nextInt(list.size())));
            String fen = p.toFen();
            assertThat(Position.fromFen(fen).toFen()).as("seed %d ply %d", seed, i).isEqualTo(fen);
        }
    }
}
