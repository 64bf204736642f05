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
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.stream.Stream;
import ks.app.bench.BenchLedger;
import ks.app.dumb.JLineSource;
import ks.app.dumb.SystemTerminal;
import ks.app.screen.Frame;
import ks.app.screen.Layout;
import ks.app.screen.Painter;
import ks.engine.Color;
import ks.engine.Position;
import ks.engine.Square;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.jline.utils.InfoCmp;

/**
 * {@code ks bench train}: the training run the {@code ks} launcher records a class-data sharing
 * archive from ({@code -XX:ArchiveClassesAtExit}). It does, in one JVM and in a throw-away ks
 * directory, what a player's commands do at the start: {@code --rules}, {@code --help}, a short
 * practice game in dumb mode (sessions, referee, commitments, audit, the record and its PGN),
 * {@code --games}, {@code --audit} of that record, {@code --ratings} and {@code --ratings --check}
 * on two rated games, a board drawn on a virtual terminal and a line read with dumb mode's JLine,
 * and the classes only a real terminal would load; so the classes those load come mapped (and on Java 25, linked and profiled) from the archive next
 * time.
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
            String rated = dir.resolve("rated").toString();
            BenchLedger.run(2, 4, Path.of(rated), quiet);
            Main.run(new String[] {"--ratings", "--config", rated}, empty(), quiet, quiet);
            Main.run(new String[] {"--ratings", "--check", "--config", rated}, empty(), quiet, quiet);
            board();
            jline(dir.resolve("history"));
            atARealTerminal();
        } catch (Exception e) {
            // A training run that stops early records fewer classes; the launcher runs either way.
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
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

    /**
     * Dumb mode's line reader ({@link JLineSource}) on an xterm made of two streams: its
     * capabilities parsed, a line read, the history kept; and JLine's native provider loaded as at
     * a real terminal (here, with no terminal, it declines).
     */
    private static void jline(Path history) throws IOException {
        try {
            JLineSource.nativeTerminal().close();
        } catch (IOException | RuntimeException | LinkageError noTerminal) {
            // Expected: the launcher runs the training with no terminal.
        }
        // What the native terminal reads its capabilities with, which a run with no terminal skips.
        SystemTerminal.read(InfoCmp.getDefaultInfoCmp("xterm-256color"), new HashSet<>(), new HashMap<>(),
                new HashMap<>());
        Terminal terminal = TerminalBuilder.builder().system(false).provider("exec").type("xterm-256color")
                .streams(input("e4\n"), OutputStream.nullOutputStream()).build();
        JLineSource lines = new JLineSource(terminal, history);
        lines.completeWith(() -> List.of("e4", "help"));
        lines.readLine("your move> ");
        lines.close();
    }

    /**
     * The classes a game loads only at a real terminal, which this run has not (its input is no
     * terminal, and opening one here would change the modes of the terminal the launcher runs in):
     * the board's Lanterna terminal, its key decoding and its controls; dumb mode's native terminal
     * and ticking prompt. Loaded, not run: the archive then holds them, checked and linked. A name
     * that no longer exists costs only its class's share of the speed.
     */
    private static void atARealTerminal() {
        String[] names = {
            "ks.app.screen.NativeModesTerminal", "ks.app.screen.ScreenConsole", "ks.app.screen.BoardTerminal",
            "ks.app.screen.BoardTerminal$Unusable", "ks.app.screen.ScreenControls", "ks.app.screen.ScreenControls$1",
            "ks.app.screen.ScreenControls$Question", "ks.app.screen.LineEditor", "ks.app.screen.BoardCursor",
            "ks.app.screen.BoardCursor$Touch", "ks.app.screen.BoardPicture", "ks.app.screen.Keys$Action",
            "ks.app.screen.Keys$Act", "ks.app.seat.BeliefTokens", "ks.app.game.GameView$2", "ks.app.dumb.LaterTerminal",
            "ks.app.terminal.TtyModes", "ks.app.dumb.OpeningTerminal", "ks.app.dumb.OpeningTerminal$Opener",
            "ks.app.dumb.SystemTerminal$1",
            "com.googlecode.lanterna.terminal.ansi.UnixLikeTerminal$1",
            "com.googlecode.lanterna.terminal.ansi.UnixLikeTerminal$CtrlCBehaviour",
            "com.googlecode.lanterna.terminal.ansi.ANSITerminal$1", "com.googlecode.lanterna.terminal.MouseCaptureMode",
            "com.googlecode.lanterna.input.MouseActionType", "com.googlecode.lanterna.input.DefaultKeyDecodingProfile",
            "com.googlecode.lanterna.input.InputDecoder", "com.googlecode.lanterna.input.CharacterPattern$Matching",
            "com.googlecode.lanterna.input.EscapeSequenceCharacterPattern$State",
            "com.googlecode.lanterna.input.EscapeSequenceCharacterPattern$1",
            "com.googlecode.lanterna.input.ScreenInfoCharacterPattern$1", "com.googlecode.lanterna.input.KeyStroke$RealF3",
            "com.googlecode.lanterna.input.AltAndCharacterPattern", "com.googlecode.lanterna.input.CtrlAndCharacterPattern",
            "com.googlecode.lanterna.input.CtrlAltAndCharacterPattern", "com.googlecode.lanterna.input.NormalCharacterPattern",
            "com.googlecode.lanterna.input.MouseCharacterPattern", "com.googlecode.lanterna.input.ScreenInfoAction",
            "com.googlecode.lanterna.input.BasicCharacterPattern", "com.googlecode.lanterna.input.KeyType",
            "com.googlecode.lanterna.input.KeyStroke$1", "com.googlecode.lanterna.input.EscapeSequenceCharacterPattern",
            "com.googlecode.lanterna.input.ScreenInfoCharacterPattern",
            "org.jline.nativ.CLibrary$Termios", "org.jline.nativ.CLibrary$WinSize",
            "org.jline.terminal.impl.jni.linux.LinuxNativePty", "org.jline.terminal.impl.jni.linux.LinuxNativePty$1",
            "org.jline.terminal.impl.PosixSysTerminal", "org.jline.utils.FastBufferedOutputStream",
            "org.jline.utils.Signals", "org.jline.utils.ShutdownHooks", "org.jline.utils.ShutdownHooks$1",
            "org.jline.utils.ShutdownHooks$Task", "sun.misc.Signal", "sun.misc.Signal$SunMiscHandler",
            "java.util.concurrent.ScheduledThreadPoolExecutor", "java.util.concurrent.Executors$DelegatedScheduledExecutorService",
            "java.util.concurrent.ScheduledThreadPoolExecutor$ScheduledFutureTask", "java.util.concurrent.CompletionException",
            "java.util.concurrent.ScheduledThreadPoolExecutor$DelayedWorkQueue", "java.util.concurrent.FutureTask$WaitNode",
            "java.util.concurrent.Executors$RunnableAdapter", "java.io.Console$3", "java.io.Console$LineReader",
            "sun.misc.Signal$InternalMiscHandler", "java.nio.StringCharBuffer", "sun.nio.cs.ThreadLocalCoders",
            "sun.nio.cs.ThreadLocalCoders$Cache", "sun.nio.cs.ThreadLocalCoders$1", "sun.nio.cs.ThreadLocalCoders$2",
            "ks.app.screen.DirtyMark", "ks.app.dumb.CommandToType", "ks.app.dumb.SystemTerminal$Ahead", "java.lang.StrictMath", "java.util.concurrent.TimeUnit$1",
            "jdk.internal.reflect.UnsafeQualifiedStaticFieldAccessorImpl",
            "jdk.internal.reflect.UnsafeQualifiedStaticObjectFieldAccessorImpl",
        };
        ClassLoader loader = StartupTraining.class.getClassLoader();
        for (String name : names) {
            try {
                Class.forName(name, false, loader);
            } catch (ClassNotFoundException | LinkageError gone) {
                // Renamed or gone: only that class's share of the speed is lost.
            }
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
