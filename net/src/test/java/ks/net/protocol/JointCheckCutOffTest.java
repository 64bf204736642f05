package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A modified process that holds back its part of a run's equality check until it has ours, and
 * then drops the link: the check's outcome (which a garbling made to fail on some of our men tells
 * it) is all it wanted, and a run computed again after each such drop would give it one more. The
 * first such drop of a game may be honest (a crash just then) and is resumed; the second stops it.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class JointCheckCutOffTest {

    /** The equality check's code on the wire (ks.crypto.twopc.Kind) and its message's length: header and proof. */
    private static final byte EQUALITY = 12;
    private static final int EQUALITY_BYTES = 13 + 32;

    @Test
    void aSecondLinkLostAfterOurPartOfAnEqualityCheckWentOutStopsTheGameInsteadOfComputingTheRunAgain()
            throws Exception {
        ResumeTest.Switchboard board = new ResumeTest.Switchboard();
        SessionOptions aliceOptions = SessionOptions.defaults().withReconnector(board::connect);
        // Each of bob's links, the first and each found again, drops once in a check.
        SessionOptions bobOptions = SessionOptions.defaults().withReconnector(() -> holdingItsCheck(board.connect()));
        LyingJointPlayer game = new LyingJointPlayer(JointSessionTest.joint(ColourWish.WHITE), aliceOptions,
                (setup, link, agreed, player, ignored) -> new JointSession(setup, holdingItsCheck(link), agreed.terms(),
                        agreed.agreement(), player, bobOptions));
        game.alice.submit(new Command.Play(Entries.move("f2f3")));
        String lost = "the connection to bob was lost in the equality check of question 1, after your process's part"
                + " of it had gone out: bob's process may have learned one bit of your men from it";
        assertThat(game.aliceEvents.next(Event.Note.class).text()).isEqualTo(lost + "; a second time in this game"
                + " stops it");
        Event.Over over = game.aliceEvents.next(Event.Over.class);
        assertThat(over.result()).isEqualTo("*");
        assertThat(over.reason()).isEqualTo(lost + ", the second time in this game, and would learn one more from"
                + " each run computed again, so the game stops here");
    }

    /** Bob's link: his first part of an equality check is held back until alice's has come, and then the link drops. */
    private static Link holdingItsCheck(Link link) {
        return new Link() {
            private boolean held;
            private boolean theirs;

            @Override
            public synchronized void send(Message message) throws IOException {
                if (!held && isCheck(message)) {
                    held = true;
                    dropOnceBoth();
                    return;
                }
                link.send(message);
            }

            @Override
            public Message receive(long timeoutMillis) throws IOException {
                Message message = link.receive(timeoutMillis);
                synchronized (this) {
                    if (!theirs && isCheck(message)) {
                        theirs = true;
                        dropOnceBoth();
                    }
                }
                return message;
            }

            @Override
            public void close() {
                link.close();
            }

            private void dropOnceBoth() {
                if (held && theirs) {
                    link.close();
                }
            }
        };
    }

    private static boolean isCheck(Message m) {
        return m instanceof Message.Compute c && c.bytes().length == EQUALITY_BYTES && c.bytes()[0] == EQUALITY;
    }
}
