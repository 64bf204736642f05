package ks.app.dumb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import ks.app.seat.EventText;
import ks.engine.Color;
import ks.engine.Position;
import ks.engine.notation.Perspective;
import ks.net.protocol.Command;
import ks.net.protocol.Event;
import ks.net.protocol.Terms;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Quitting in dumb mode asks first; where quitting resigns, the question comes with the way to stop
 * without losing (adjourning), unless the player has proposed that already. While the link to the
 * opponent is down, quitting resigns nothing, and the question says so; a question waiting for its
 * answer when the link changes is asked again in the new words.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class DumbConsoleQuitTest {

    /** The session's note when the link drops and the search for the opponent starts. */
    private static final Event LOST = new Event.Note("the connection to bob was lost (reset); trying to reconnect",
            Event.Link.DOWN);

    /**
     * What dumb mode printed for a game in which white typed {@code typed}: a proposal to adjourn
     * is noted, and the game ends when white leaves.
     */
    private static String played(String question, String typed, Event... before) throws Exception {
        return played(question, typed, new java.util.ArrayList<>(), before);
    }

    /** The same, each command the console gave kept in {@code sent}. */
    private static String played(String question, String typed, java.util.List<Command> sent, Event... before)
            throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        DumbConsole console = new DumbConsole(LineSource.plain(new ByteArrayInputStream(typed.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8)), Perspective.WHITE_SIDE, question);
        console.onEvent(new Event.Started("alice", "bob", Color.WHITE, new Terms("alice", "alice", "icc", false, false),
                Position.STARTPOS_FEN, ""));
        for (Event e : before) {
            console.onEvent(e);
        }
        console.play(command -> {
            sent.add(command);
            if (command instanceof Command.Leave) {
                console.onEvent(new Event.Over("*", "alice quit", Position.STARTPOS_FEN, "", false));
            } else if (command instanceof Command.Adjourn) {
                console.onEvent(new Event.Note("You propose to adjourn; bob has not agreed yet."));
            } else if (command instanceof Command.Resign) {
                console.onEvent(new Event.Over("0-1", "alice quit", Position.STARTPOS_FEN, "", true));
            }
        });
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void quittingWhereItResignsSaysHowToStopWithoutLosing() throws Exception {
        assertThat(played(EventText.QUIT_RESIGNS, "quit\ny\n"))
                .contains(EventText.QUIT_ADJOURNS_INSTEAD + "\n" + EventText.QUIT_RESIGNS.strip());
    }

    @Test
    void quittingAfterProposingToAdjournAsksAlone() throws Exception {
        assertThat(played(EventText.QUIT_RESIGNS, "adjourn\nquit\ny\n")).contains(EventText.QUIT_RESIGNS.strip())
                .doesNotContain(EventText.QUIT_ADJOURNS_INSTEAD);
    }

    @Test
    void quittingWhereItKeepsTheTurnAsksAlone() throws Exception {
        String keeps = "Quit? Your turn stays open. (y/n) ";
        assertThat(played(keeps, "quit\ny\n")).contains(keeps.strip()).doesNotContain(EventText.QUIT_ADJOURNS_INSTEAD);
    }

    @Test
    void quittingWhileReconnectingSaysNothingIsResigned() throws Exception {
        String printed = played(EventText.QUIT_RESIGNS, "quit\ny\n", LOST);
        assertThat(printed).contains(EventText.QUIT_SAVED_HINT + "\n" + EventText.QUIT_SAVES.strip())
                .doesNotContain(EventText.QUIT_RESIGNS.strip()).doesNotContain(EventText.QUIT_ADJOURNS_INSTEAD);
    }

    @Test
    void quittingOnceReconnectedResignsAgain() throws Exception {
        String printed = played(EventText.QUIT_RESIGNS, "quit\ny\n", LOST,
                new Event.Note("reconnected to bob; the game goes on", Event.Link.UP));
        assertThat(printed).contains(EventText.QUIT_ADJOURNS_INSTEAD + "\n" + EventText.QUIT_RESIGNS.strip())
                .doesNotContain(EventText.QUIT_SAVES.strip());
    }

    @Test
    void quittingWhileANewConnectionIsTriedAgainSaysNothingIsResigned() throws Exception {
        String printed = played(EventText.QUIT_RESIGNS, "quit\ny\n", LOST,
                new Event.Note("the new connection to bob failed (timed out); trying again"));
        assertThat(printed).contains(EventText.QUIT_SAVES.strip()).doesNotContain(EventText.QUIT_RESIGNS.strip());
    }

    @Test
    void aYesToTheQuestionThatNothingIsResignedSendsNoResignation() throws Exception {
        // The answer is to the words last asked.
        java.util.List<Command> sent = new java.util.ArrayList<>();
        played(EventText.QUIT_RESIGNS, "quit\ny\n", sent, LOST);
        assertThat(sent).containsExactly(new Command.Leave());
    }

    @Test
    void aYesToTheQuestionThatQuittingResignsResigns() throws Exception {
        java.util.List<Command> sent = new java.util.ArrayList<>();
        played(EventText.QUIT_RESIGNS, "quit\ny\n", sent);
        assertThat(sent).containsExactly(new Command.Resign(true));
    }

    /** The note when the link is back. */
    private static final Event BACK = new Event.Note("reconnected to bob; the game goes on", Event.Link.UP);

    @Test
    void theLinkDroppingWhileTheQuitQuestionWaitsAsksItAgainInItsNewWords() throws Exception {
        try (Typing game = new Typing()) {
            game.type("quit");
            game.awaitLine(EventText.QUIT_RESIGNS.strip());
            game.console.onEvent(LOST);
            assertThat(game.awaitLine(EventText.QUIT_SAVES.strip())).endsWith(EventText.QUIT_SAVED_HINT);
            game.type("y");
            assertThat(game.ended()).containsExactly(new Command.Leave());
        }
    }

    @Test
    void theLinkComingBackWhileTheQuitQuestionWaitsAsksItAgainInItsNewWords() throws Exception {
        try (Typing game = new Typing(LOST)) {
            game.type("quit");
            game.awaitLine(EventText.QUIT_SAVES.strip());
            game.console.onEvent(BACK);
            assertThat(game.awaitLine(EventText.QUIT_RESIGNS.strip())).endsWith(EventText.QUIT_ADJOURNS_INSTEAD);
            game.type("y");
            assertThat(game.ended()).containsExactly(new Command.Resign(true));
        }
    }

    @Test
    void theQuitQuestionIsAskedAgainOnlyWhenTheLinkChanges() throws Exception {
        try (Typing game = new Typing(LOST)) {
            game.type("quit");
            game.awaitLine(EventText.QUIT_SAVES.strip());
            game.console.onEvent(new Event.Note("the new connection to bob failed (timed out); trying again"));
            game.console.onEvent(LOST);
            game.console.onEvent(BACK);
            assertThat(game.awaitLine(EventText.QUIT_RESIGNS.strip())).doesNotContain(EventText.QUIT_SAVES.strip());
            game.type("n");
            game.type("quit");
            game.type("y");
            assertThat(game.ended()).containsExactly(new Command.Resign(true));
        }
    }

    /**
     * A game in dumb mode fed from a pipe the test types into as it goes, alice playing white whose
     * quit resigns, its printed lines awaited one by one; the game ends when alice leaves.
     */
    private static final class Typing implements AutoCloseable {

        private final PipedOutputStream keys = new PipedOutputStream();
        private final LinkedBlockingQueue<String> printed = new LinkedBlockingQueue<>();
        private final List<Command> sent = new CopyOnWriteArrayList<>();
        private final DumbConsole console;
        private final Thread playing;

        Typing(Event... before) throws IOException {
            PipedInputStream typed = new PipedInputStream(keys);
            OutputStream screen = new OutputStream() {
                private final ByteArrayOutputStream line = new ByteArrayOutputStream();

                @Override
                public synchronized void write(int b) {
                    if (b == '\n') {
                        printed.add(line.toString(StandardCharsets.UTF_8));
                        line.reset();
                    } else {
                        line.write(b);
                    }
                }
            };
            console = new DumbConsole(LineSource.plain(typed, new PrintStream(screen, true, StandardCharsets.UTF_8)),
                    Perspective.WHITE_SIDE, EventText.QUIT_RESIGNS);
            console.onEvent(new Event.Started("alice", "bob", Color.WHITE,
                    new Terms("alice", "alice", "icc", false, false), Position.STARTPOS_FEN, ""));
            for (Event e : before) {
                console.onEvent(e);
            }
            playing = new Thread(() -> {
                try {
                    console.play(command -> {
                        sent.add(command);
                        if (command instanceof Command.Leave || command instanceof Command.Resign) {
                            console.onEvent(new Event.Over("*", "alice quit", Position.STARTPOS_FEN, "", false));
                        }
                    });
                } catch (IOException | InterruptedException e) {
                    printed.add("play failed: " + e);
                }
            }, "dumb-console-quit-test");
            // A test that failed half way leaves the game waiting for input: it must not hold the JVM.
            playing.setDaemon(true);
            playing.start();
        }

        void type(String line) throws IOException {
            keys.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            keys.flush();
        }

        /** Waits for {@code expected} to be printed as a line of its own; returns the lines printed before it. */
        List<String> awaitLine(String expected) throws InterruptedException {
            List<String> before = new ArrayList<>();
            while (true) {
                String line = printed.poll(60, TimeUnit.SECONDS);
                if (line == null) {
                    fail("'" + expected + "' was not printed; after " + before);
                }
                if (line.equals(expected)) {
                    return before;
                }
                before.add(line);
            }
        }

        /** The commands given, once the game has ended. */
        List<Command> ended() throws InterruptedException {
            playing.join();
            return sent;
        }

        @Override
        public void close() throws IOException {
            keys.close();
        }
    }
}
