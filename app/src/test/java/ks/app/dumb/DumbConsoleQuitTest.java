package ks.app.dumb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
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
 * opponent is down, quitting resigns nothing, and the question says so.
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
        // Whatever the link does between the question and the answer, the answer is to what was asked.
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
}
