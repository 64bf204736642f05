package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import ks.engine.referee.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Probe (taken out in the next commit; its result is in docs/reliability.md): bob holds back his
 * output decoding, drops the link as soon as alice's has come, and resumes claiming nothing more.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class ZzDecodingDropProbe {

    private static final byte DECODING = 11;
    private static final int DROPS = 3;

    @Test
    void probe() throws Exception {
        ResumeTest.Switchboard board = new ResumeTest.Switchboard();
        AtomicInteger links = new AtomicInteger();
        List<byte[]> theirs = new CopyOnWriteArrayList<>();
        List<Event> aliceSaw = new CopyOnWriteArrayList<>();
        SessionOptions aliceOptions = SessionOptions.defaults().withReconnector(board::connect);
        SessionOptions bobOptions = SessionOptions.defaults()
                .withReconnector(() -> droppingAfterDecoding(board.connect(), links, theirs));
        LyingJointPlayer game = new LyingJointPlayer(JointSessionTest.joint(ColourWish.WHITE), aliceOptions,
                (setup, link, agreed, player, ignored) -> new JointSession(setup, droppingAfterDecoding(link, links,
                        theirs), agreed.terms(), agreed.agreement(), player, bobOptions));
        game.alice.submit(new Command.Play(Entries.move("f2f3")));
        Event e;
        do {
            e = game.aliceEvents.next(Event.class);
            aliceSaw.add(e);
        } while (!(e instanceof Event.Answered) && !(e instanceof Event.Over));
        System.out.println("PROBE alice saw: " + aliceSaw);
        for (byte[] d : theirs) {
            long run = 0;
            for (int i = 1; i < 9; i++) {
                run = run << 8 | (d[i] & 0xFF);
            }
            System.out.println("PROBE bob got alice's decoding of run " + run);
        }
        assertThat(e).isInstanceOf(Event.Answered.class);
        assertThat(((Event.Answered) e).verdict()).isEqualTo(Verdict.LEGAL);
        game.awaitTurn(game.bob);
        assertThat(game.play(game.bob, "e7e5").verdict()).isEqualTo(Verdict.LEGAL);
        String audit = game.aliceResignsAndAudits().audit();
        System.out.println("PROBE audit: " + audit);
    }

    private static boolean decoding(Message m, boolean continuing) {
        return !continuing && m instanceof Message.Compute c && !c.more() && c.bytes().length <= 13 + 32
                && c.bytes()[0] == DECODING;
    }

    private static Link droppingAfterDecoding(Link link, AtomicInteger links, List<byte[]> theirs) {
        boolean dropping = links.incrementAndGet() <= DROPS;
        return new Link() {
            private boolean sendContinuing;
            private boolean receiveContinuing;

            @Override
            public synchronized void send(Message message) throws IOException {
                boolean ours = decoding(message, sendContinuing);
                sendContinuing = message instanceof Message.Compute c && c.more();
                if (ours && dropping) {
                    return;
                }
                link.send(message);
            }

            @Override
            public Message receive(long timeoutMillis) throws IOException {
                Message message = link.receive(timeoutMillis);
                synchronized (this) {
                    boolean got = decoding(message, receiveContinuing);
                    receiveContinuing = message instanceof Message.Compute c && c.more();
                    if (got) {
                        theirs.add(((Message.Compute) message).bytes().clone());
                        if (dropping) {
                            link.close();
                        }
                    }
                }
                return message;
            }

            @Override
            public void close() {
                link.close();
            }
        };
    }
}
