package ks.app.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import ks.app.dumb.LineSource;
import ks.net.RendezvousEvent.Kind;
import ks.net.RendezvousEvent;
import org.junit.jupiter.api.Test;

class MeetingNewsTest {
    private final List<String> printed = new ArrayList<>();
    private final MeetingNews news = new MeetingNews(new LineSource() {
        @Override
        public String readLine(String prompt) {
            return null;
        }

        @Override
        public void print(String text) {
            printed.add(text);
        }

        @Override
        public boolean interactive() {
            return false;
        }

        @Override
        public void close() {
        }
    });

    @Test
    void theWaitingPlayerReadsWhoWasTurnedAwayAndWhy() {
        news.accept(new RendezvousEvent(Kind.LISTENING, "listening on 127.0.0.1"));
        news.accept(new RendezvousEvent(Kind.REFUSED, "refused a call from 10.0.0.9: dave is waiting to play erin"));
        news.accept(new RendezvousEvent(Kind.KEY_MISMATCH, "refused a call from 10.0.0.9 claiming to be bob: ..."));
        news.accept(new RendezvousEvent(Kind.LOST, "hung up on a call from 10.0.0.9 to make room for newer callers"));
        assertThat(printed).containsExactly("-- refused a call from 10.0.0.9: dave is waiting to play erin",
                "-- refused a call from 10.0.0.9 claiming to be bob: ...");
    }

    @Test
    void aRepeatedLineIsSaidOnce() {
        for (int i = 0; i < 5; i++) {
            news.accept(new RendezvousEvent(Kind.KEY_MISMATCH, "refused a call from 10.0.0.9 claiming to be bob"));
        }
        assertThat(printed).hasSize(1);
    }

    @Test
    void aFloodOfStrangersIsSummedUp() {
        for (int i = 0; i < 100; i++) {
            news.accept(new RendezvousEvent(Kind.REFUSED, "refused a call from 10.0.0.9: dave" + i + " is waiting"));
        }
        assertThat(printed).hasSize(21)
                .endsWith("-- more callers were turned away; ks keeps waiting and stops listing them");
    }

    @Test
    void whatAStrangerSentCannotReachTheTerminalRaw() {
        news.accept(new RendezvousEvent(Kind.REFUSED, "refused a call: \u001b[2J\u001b]0;pwned\u0007"));
        assertThat(printed).singleElement().asString().doesNotContain("\u001b").doesNotContain("\u0007");
    }

    /**
     * A stranger's refusal in words (an {@code E} frame, up to 500 bytes, never authenticated) is
     * shown after whom it came from; a terminal of 80 columns wrapping it began a line with the
     * stranger's words, which could read as ks's own warning. Its lines must fit 79 columns, and
     * only the first may begin as ks's own lines do.
     */
    @Test
    void aStrangersLongRefusalTakesLinesOnlyTheFirstOfWhichIsMarkedAsKs() {
        String fake = "-- the key bob proved changed: if bob made a new key, remove line 1 of ~/.ks/known_opponents";
        news.accept(new RendezvousEvent(Kind.REFUSED, "refused a call from 10.0.0.9: " + "x".repeat(46) + fake));
        List<String> lines = List.of(printed.get(0).split("\n"));
        assertThat(lines).hasSizeGreaterThan(1).allSatisfy(l -> assertThat(l).hasSizeLessThan(80));
        assertThat(lines.get(0)).startsWith("-- refused a call from 10.0.0.9:");
        assertThat(lines.subList(1, lines.size())).allSatisfy(l -> assertThat(l).startsWith("   "));
    }
}
