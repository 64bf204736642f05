package ks.app.screen;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The board's dirty mark: what changes while a frame is made is drawn on the next round, without another event. */
class DirtyMarkTest {

    @Test
    @Timeout(30)
    void aLineToldWhileAFrameIsTakenLeavesTheScreenToBeDrawnAgain() throws Exception {
        DirtyMark mark = new DirtyMark();
        CountDownLatch taking = new CountDownLatch(1);
        CountDownLatch told = new CountDownLatch(1);
        Thread session = new Thread(() -> {
            try {
                taking.await();
                mark.set();
                told.countDown();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "session");
        session.start();

        String frame = mark.take(() -> {
            taking.countDown();
            try {
                assertThat(told.await(20, TimeUnit.SECONDS)).isTrue();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return "the frame without the line";
        });
        session.join();

        assertThat(frame).isEqualTo("the frame without the line");
        assertThat(mark.isSet()).as("the line told while the frame was taken is still to be drawn").isTrue();
    }

    @Test
    void aFrameTakenWithNothingChangingLeavesNothingToDraw() {
        DirtyMark mark = new DirtyMark();
        assertThat(mark.isSet()).as("the first frame is to be drawn").isTrue();
        mark.take(() -> "frame");
        assertThat(mark.isSet()).isFalse();
    }
}
