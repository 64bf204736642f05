package ks.net.protocol;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import ks.net.ProtocolException;

/**
 * The reader thread of one link, and its heartbeat: turns what arrives into {@link Input}s for
 * the session's worker, sends a ping every {@link SessionOptions#pingMillis}, and reports the
 * link lost when a read fails or the peer has been silent for
 * {@link SessionOptions#silenceMillis} (TCP alone would take many minutes to notice a pulled
 * cable). It stops as soon as its link is no longer the session's.
 */
final class LinkReader implements Runnable {

    private final Link link;
    private final String opponent;
    private final SessionOptions options;
    private final BooleanSupplier wanted;
    private final Consumer<Input> inbox;

    private LinkReader(Link link, String opponent, SessionOptions options, BooleanSupplier wanted,
            Consumer<Input> inbox) {
        this.link = link;
        this.opponent = opponent;
        this.options = options;
        this.wanted = wanted;
        this.inbox = inbox;
    }

    /** Starts reading {@code link} on a daemon thread for as long as {@code wanted} holds. */
    static void start(Link link, String me, String opponent, SessionOptions options, BooleanSupplier wanted,
            Consumer<Input> inbox) {
        Thread reader = new Thread(new LinkReader(link, opponent, options, wanted, inbox), "ks-reader-" + me);
        reader.setDaemon(true);
        reader.start();
    }

    @Override
    public void run() {
        Ticker ticker = options.ticker();
        long pingNanos = TimeUnit.MILLISECONDS.toNanos(options.pingMillis());
        long silenceNanos = TimeUnit.MILLISECONDS.toNanos(options.silenceMillis());
        long lastHeard = ticker.nanos();
        long lastPing = lastHeard;
        while (wanted.getAsBoolean()) {
            try {
                Message m = link.receive(Math.min(1000, options.pingMillis()));
                long now = ticker.nanos();
                if (m != null) {
                    lastHeard = now;
                    if (!(m instanceof Message.Ping)) {
                        inbox.accept(new Input.Remote(link, m, now));
                    }
                }
                if (now - lastPing >= pingNanos) {
                    lastPing = now;
                    link.send(new Message.Ping());
                }
                if (now - lastHeard > silenceNanos) {
                    link.close();
                    inbox.accept(new Input.Lost(link, "no word from " + opponent + " for "
                            + TimeUnit.NANOSECONDS.toSeconds(now - lastHeard) + " s"));
                    return;
                }
            } catch (ProtocolException e) {
                inbox.accept(new Input.BadMessage(e.getMessage()));
            } catch (IOException | RuntimeException e) {
                if (wanted.getAsBoolean()) {
                    inbox.accept(new Input.Lost(link, e.getMessage()));
                }
                return;
            }
        }
    }
}
