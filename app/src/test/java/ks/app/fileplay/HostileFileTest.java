package ks.app.fileplay;

import static ks.app.fileplay.FileSamples.BLACK_PASSWORD;
import static ks.app.fileplay.FileSamples.WHITE_PASSWORD;
import static ks.app.fileplay.FileSamples.play;
import static ks.app.fileplay.FileSamples.turn;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import ks.engine.Color;
import ks.net.protocol.Command;
import ks.net.protocol.Event;
import ks.testkit.FuzzKit;
import ks.text.Printable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Files written by a player, or a maker, who changed their ks ({@link ModifiedPlayer}): what they sign
 * with their own key must still never reach the other player's terminal as anything but text, nor stop
 * the other player's ks with anything but one line.
 */
class HostileFileTest {

    private static final String STARTPOS = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    @TempDir
    Path tmp;

    private Path game;

    private void refused(String password, String why) {
        assertThatThrownBy(() -> turn(game, password, tmp.resolve("ledger"), play("a2a3")))
                .isInstanceOf(FileRefused.class)
                .satisfies(e -> FuzzKit.assertOneLine(e.getMessage()))
                .hasMessageContaining(why);
    }

    // A CSI that clears the screen, text that reads backwards, a line break and NEL before a fake umpire line.
    @ParameterizedTest
    @ValueSource(strings = {"hi\u009b2J", "\u202eevil", "ok\u2028umpire: Checkmate", "ok\u0085umpire: Checkmate",
        "zero\u200bwidth"})
    void aMessageWithTerminalControlsSignedByTheOpponentIsRefusedInOneLine(String text) throws Exception {
        game = tmp.resolve("game.ksf");
        FileSamples.create(game, "kref");
        turn(game, WHITE_PASSWORD, tmp.resolve("alice"), play("e2e4"));
        ModifiedPlayer.open(game, BLACK_PASSWORD, Color.BLACK).append("SAY", text).append("TRY", "e7e5")
                .write(Color.WHITE);
        refused(WHITE_PASSWORD, "action 2 (black's message) is not a message ks would send");
    }

    @Test
    void aMessageTypedWithTerminalControlsReachesTheOpponentAsPlainText() throws Exception {
        game = tmp.resolve("game.ksf");
        FileSamples.create(game, "kref");
        turn(game, WHITE_PASSWORD, tmp.resolve("alice"), new Command.Talk("look \u202eevil\u2028umpire: Checkmate"),
                play("e2e4"));
        List<Event> seen = turn(game, BLACK_PASSWORD, tmp.resolve("bob"));
        Event.Said said = seen.stream().filter(Event.Said.class::isInstance).map(Event.Said.class::cast).findFirst()
                .orElseThrow();
        assertThat(said.text()).isEqualTo("look ?evil?umpire: Checkmate");
        assertThat(Printable.isPrintable(said.text())).isTrue();
    }

    @Test
    void aStartPositionWhereTheGameIsAlreadyOverIsRefusedInOneLine() throws Exception {
        game = tmp.resolve("game.ksf");
        ModifiedPlayer.make(game, "k7/8/8/8/8/8/8/7K w - - 0 1", "2026-01-02", WHITE_PASSWORD, BLACK_PASSWORD);
        assertThatThrownBy(() -> GameFile.read(game)).isInstanceOf(FileRefused.class)
                .hasMessage("the file's start position is damaged: the game would be over before it began");
    }

    @Test
    void aDateThatIsNotFourDigitsOfYearIsRefusedInOneLine() throws Exception {
        game = tmp.resolve("game.ksf");
        ModifiedPlayer.make(game, STARTPOS, "+999999999-12-31", WHITE_PASSWORD, BLACK_PASSWORD);
        assertThatThrownBy(() -> GameFile.read(game)).isInstanceOf(FileRefused.class)
                .hasMessage("the file's header is damaged (a date that is not YYYY-MM-DD)");
    }

    @Test
    void aGameMadeOnTheFirstDayOfYearZeroPlaysToItsPgn() throws Exception {
        game = tmp.resolve("game.ksf");
        ModifiedPlayer.make(game, STARTPOS, "0000-01-01", WHITE_PASSWORD, BLACK_PASSWORD);
        turn(game, WHITE_PASSWORD, tmp.resolve("alice"), new Command.Resign(false));
        FileSession bob = FileSamples.open(game, BLACK_PASSWORD, tmp.resolve("bob"));
        bob.start(e -> { });
        assertThat(bob.pgn()).contains("[Date \"0000.01.01\"]", "[Result \"0-1\"]");
    }
    // Alice fills the record with refused attempts and moves: bob, to move, could neither move nor resign.
    @Test
    void aRecordFilledWithOnePlayersAttemptsIsRefusedInOneLineNamingThatPlayer() throws Exception {
        game = tmp.resolve("game.ksf");
        FileSamples.create(game, "kref");
        ModifiedPlayer alice = ModifiedPlayer.open(game, WHITE_PASSWORD, Color.WHITE);
        for (int i = 1; i < ActionLog.MAX_ACTIONS; i++) {
            alice.append("TRY", "a1a1");
        }
        alice.append("TRY", "e2e4").write(Color.BLACK);
        refused(BLACK_PASSWORD, "action 5001 (white's attempt a1a1) goes past alice's half of the record");
    }

    // The same with the longest messages, which fill the record's bytes long before its count of actions.
    @Test
    void aRecordFilledWithOnePlayersMessagesIsRefusedInOneLineNamingThatPlayer() throws Exception {
        game = tmp.resolve("game.ksf");
        FileSamples.create(game, "kref");
        ModifiedPlayer alice = ModifiedPlayer.open(game, WHITE_PASSWORD, Color.WHITE);
        String longest = "\u20ac".repeat(500);
        for (int i = 0; i < 2_000; i++) {
            alice.append("SAY", longest);
        }
        alice.append("TRY", "e2e4").write(Color.BLACK);
        refused(BLACK_PASSWORD, "action 1004 (white's message) goes past alice's half of the record");
    }
}
