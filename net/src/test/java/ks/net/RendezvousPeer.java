package ks.net;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;

/**
 * A player process for tests across machines: meets the opponent, sends one sealed message, prints
 * the one it receives. Arguments: own name, {@code opponent@host}, port number, deadline in
 * milliseconds, config directory (signing key and known opponents; made if missing), and optionally
 * {@value #GIVE_UP_WHEN_TOLD}: give up, as at the deadline, when standard input closes (so a test can
 * end a wait once what it waited for was printed, however slow the machine). Exits 0 on success, 1
 * with the error on standard output otherwise.
 */
public final class RendezvousPeer {
    static final String GIVE_UP_WHEN_TOLD = "--give-up-when-told";

    private RendezvousPeer() {
    }

    public static void main(String[] args) {
        String own = args[0];
        RendezvousSettings settings = RendezvousSettings.of(Players.in(Path.of(args[4]), own), OpponentAddress.parse(args[1]))
                .withPort(MeetingPort.parse(args[2]))
                .withDeadline(Duration.ofMillis(Long.parseLong(args[3])))
                .withRetryInterval(Duration.ofMillis(100))
                .withEvents(event -> System.out.println(own + " " + event));
        try (Rendezvous rendezvous = Rendezvous.open(settings)) {
            if (args.length > 5 && args[5].equals(GIVE_UP_WHEN_TOLD)) {
                Thread told = new Thread(() -> expireAtEndOf(System.in, rendezvous), "give-up-when-told");
                told.setDaemon(true);
                told.start();
            }
            try (Connection connection = rendezvous.meet()) {
                connection.send(("greetings from " + own).getBytes(StandardCharsets.UTF_8));
                String received = new String(connection.receive(20_000), StandardCharsets.UTF_8);
                System.out.println(own + " received '" + received + "' from " + connection.peerName()
                        + " (initiator " + connection.initiator() + ")");
            }
        } catch (Exception e) {
            System.out.println(own + " failed: " + e.getMessage());
            System.exit(1);
        }
    }

    private static void expireAtEndOf(InputStream in, Rendezvous rendezvous) {
        try {
            in.transferTo(OutputStream.nullOutputStream());
        } catch (IOException closed) {
            // Closed either way: give up.
        }
        rendezvous.expire();
    }
}
