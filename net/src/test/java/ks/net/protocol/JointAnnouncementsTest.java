package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import ks.engine.referee.Announcement;
import ks.engine.referee.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * What each player hears in a joint game is what it hears when one process holds the board and
 * judges with {@code ks.engine.referee.Referee}: the same attempts, legal, illegal, impossible and
 * "any?", played in both kinds of game, give each player the same announcements in the same order.
 */
@Timeout(value = 300, unit = TimeUnit.SECONDS)
class JointAnnouncementsTest {

    /** Castling, en passant and promotion, with illegal, impossible and "any?" attempts between the moves. */
    private static final String LONG_GAME = "d2c3 a1a3 e2e4 c7b6 g8f6 e4e5 d7d5 any e5d6 b8c6 d6c7 e7e5 any c7d8q e8d8"
            + " g1f3 f8d6 f1e2 h8e8 e1g1";

    @Test
    void underWolfeEachPlayerHearsWhatTheRefereeInTheClearSays() throws Exception {
        assertSameWords("wolfe", LONG_GAME);
    }

    @Test
    void underBerkeleyWithCapturesAnnouncedEachPlayerHearsWhatTheRefereeInTheClearSays() throws Exception {
        assertSameWords("berkeley", "a1a3 f2f3 any e7e5 g2g4 d8h4");
    }

    private static void assertSameWords(String rules, String script) throws Exception {
        Wishes wishes = Wishes.none().withRuleSet(rules).withAnnounceCaptures("berkeley".equals(rules) ? Wish.ON : Wish.NONE);
        List<List<String>> clear = transcripts(new Pair(wishes.withColour(ColourWish.WHITE),
                wishes.withColour(ColourWish.BLACK)), script);
        Wishes joint = wishes.withJoint(Wish.ON);
        Pair p = new Pair(joint.withColour(ColourWish.WHITE), joint.withColour(ColourWish.BLACK));
        assertThat(p.alice).isInstanceOf(JointSession.class);
        List<List<String>> jointly = transcripts(p, script);
        assertThat(jointly.get(0)).as("white's words").isEqualTo(clear.get(0));
        assertThat(jointly.get(1)).as("black's words").isEqualTo(clear.get(1));
    }

    /** Plays {@code script} (UCI moves or {@code any}, white first); each player's words until the game ends. */
    private static List<List<String>> transcripts(Pair p, String script) throws InterruptedException {
        List<List<String>> words = List.of(new ArrayList<>(), new ArrayList<>());
        EventQueue[] queues = {p.aliceEvents, p.bobEvents};
        Session[] players = {p.alice, p.bob};
        int mover = 0;
        boolean over = false;
        for (String token : script.split(" ")) {
            players[mover].submit("any".equals(token) ? new Command.AskAny() : new Command.Play(Entries.move(token)));
            Event answer = until(queues[mover], e -> e instanceof Event.Answered || e instanceof Event.Over, words.get(mover));
            if (answer instanceof Event.Answered a && a.verdict() == Verdict.LEGAL) {
                over = until(queues[1 - mover], e -> e instanceof Event.Heard h && h.moved() || e instanceof Event.Over,
                        words.get(1 - mover)) instanceof Event.Over;
                mover = 1 - mover;
            }
        }
        if (!over && p.alice.phase() == SessionPhase.PLAYING) {
            p.alice.submit(new Command.Resign(false));
        }
        for (int colour = 0; colour < 2; colour++) {
            Event.Over end = (Event.Over) until(queues[colour], e -> e instanceof Event.Over, words.get(colour));
            words.get(colour).add("over " + end.result() + " " + end.reason());
        }
        return words;
    }

    /** Takes the player's events in order until one {@code stop}s, writing down every announcement heard. */
    private static Event until(EventQueue q, Predicate<Event> stop, List<String> words) throws InterruptedException {
        while (true) {
            Event e = q.poll(60, TimeUnit.SECONDS);
            assertThat(e).as("the next event; words so far " + words).isNotNull();
            if (e instanceof Event.Answered a) {
                words.add("answered " + a.verdict() + " " + text(a.heard()));
            } else if (e instanceof Event.Heard h && (h.moved() || !h.heard().isEmpty())) {
                words.add("heard " + (h.moved() ? "a move " : "") + h.lost() + " " + text(h.heard()));
            }
            if (stop.test(e)) {
                return e;
            }
        }
    }

    private static String text(List<Announcement> heard) {
        return heard.stream().map(a -> a.kind() + ":" + a.text()).toList().toString();
    }
}
