package ks.app;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import ks.app.screen.Frame;
import ks.app.screen.Layout;
import ks.app.screen.Painter;
import ks.engine.Color;
import ks.engine.Position;
import ks.engine.Square;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

/**
 * {@code ks bench train}: the training run the {@code ks} launcher records a class-data sharing
 * archive from ({@code -XX:ArchiveClassesAtExit}). It does, in one JVM and in a throw-away ks
 * directory, what a player's commands do at the start: {@code --rules}, {@code --help}, a short
 * practice game in dumb mode (sessions, referee, commitments, audit, the record and its PGN),
 * {@code --games}, {@code --audit} of that record, a board drawn on a virtual terminal and a line
 * read with JLine; so the classes those load come mapped and verified from the archive next time.
 * It prints nothing and never fails the launcher.
 */
final class StartupTraining {

    private StartupTraining() {
    }

    static int run() {
        PrintStream quiet = new PrintStream(OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8);
        Path dir = null;
        try {
            dir = Files.createTempDirectory("ks-train");
            String config = dir.toString();
            Main.run(new String[] {"--rules"}, empty(), quiet, quiet);
            Main.run(new String[] {"--help"}, empty(), quiet, quiet);
            Main.run(new String[] {"--practice", "--name", "trainer", "-d", "--config", config},
                    input("e4\nd4\nNf3\nBc4\n"), quiet, quiet);
            Main.run(new String[] {"--games", "--config", config}, empty(), quiet, quiet);
            try (Stream<Path> files = Files.list(dir.resolve("games"))) {
                for (Path record : files.filter(f -> f.toString().endsWith(".ksg")).toList()) {
                    Main.run(new String[] {"--audit", record.toString()}, empty(), quiet, quiet);
                }
            }
            board();
            jline();
        } catch (IOException | RuntimeException e) {
            // A training run that stops early records fewer classes; the launcher runs either way.
        } finally {
            delete(dir);
        }
        return 0;
    }

    private static InputStream empty() {
        return InputStream.nullInputStream();
    }

    private static InputStream input(String lines) {
        return new ByteArrayInputStream(lines.getBytes(StandardCharsets.UTF_8));
    }

    /** The board's drawing classes, on a virtual terminal. */
    private static void board() throws IOException {
        TerminalScreen screen = new TerminalScreen(new DefaultVirtualTerminal(new TerminalSize(80, 24)));
        screen.startScreen();
        Frame frame = new Frame(
                new Frame.Board(Color.WHITE, Frame.menOf(Position.STARTPOS_FEN), null, true, Square.parse("e1"),
                        Square.NONE, new Frame.LastMove(Square.parse("e2"), Square.parse("e4")), null),
                new Frame.Panel("trainer (white) vs practice-bot", "Rules: wolfe", "Your move", "", List.of(), List.of(),
                        "", "You lost: nothing", List.of("e2-e4: accepted")),
                new Frame.Bottom("", "your move> ", "", 0), Frame.Overlay.NONE, new Frame.Style(false, true));
        Painter.paint(screen.newTextGraphics(), Layout.of(80, 24, Color.WHITE), frame);
        screen.refresh();
        screen.stopScreen();
    }

    /** JLine's reader, on a terminal made of two streams. */
    private static void jline() throws IOException {
        try (Terminal terminal = TerminalBuilder.builder().system(false).dumb(true)
                .streams(input("e4\n"), OutputStream.nullOutputStream()).build()) {
            LineReader reader = LineReaderBuilder.builder().terminal(terminal).appName("ks").build();
            reader.readLine("your move> ");
        }
    }

    private static void delete(Path dir) {
        if (dir == null) {
            return;
        }
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException | RuntimeException e) {
            // A temporary directory left behind is harmless.
        }
    }
}
