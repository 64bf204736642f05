package ks.net.club.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class DownloadsTest {

    private final AtomicInteger builds = new AtomicInteger();

    private Optional<byte[]> build(int size) {
        builds.incrementAndGet();
        return Optional.of(new byte[size]);
    }

    @Test
    void aFileIsBuiltOnceWhileItFits() {
        Downloads d = new Downloads(100);
        d.get("a.pgn", () -> build(60));
        assertThat(d.get("a.pgn", () -> build(60)).orElseThrow().given()).isTrue();
        assertThat(builds).hasValue(1);
    }

    @Test
    void theLeastRecentlyAskedForLeavesFirstPastTheBound() {
        Downloads d = new Downloads(100);
        d.get("a.pgn", () -> build(40));
        d.get("b.pgn", () -> build(40));
        d.get("a.pgn", () -> build(40));
        d.get("c.pgn", () -> build(40));
        d.get("a.pgn", () -> build(40));
        assertThat(builds).as("a kept, b gone").hasValue(3);
        d.get("b.pgn", () -> build(40));
        assertThat(builds).hasValue(4);
    }

    @Test
    void aFileLargerThanTheBoundIsRefusedByItsSizeAndBuiltOnce() {
        Downloads d = new Downloads(100);
        Downloads.File f = d.get("huge.ksg", () -> build(1_000)).orElseThrow();
        assertThat(f.given()).isFalse();
        assertThat(f.size()).isEqualTo(1_000);
        d.get("huge.ksg", () -> build(1_000));
        assertThat(builds).hasValue(1);
    }

    @Test
    void nothingToGiveIsNotKept() {
        Downloads d = new Downloads(100);
        d.get("playing.pgn", () -> {
            builds.incrementAndGet();
            return Optional.empty();
        });
        d.get("playing.pgn", () -> build(10));
        assertThat(builds).hasValue(2);
    }
}
