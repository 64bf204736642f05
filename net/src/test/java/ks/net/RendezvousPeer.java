package ks.net;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;

/**
 * A player process for tests across machines: meets the opponent, sends one sealed message, prints
 * the one it receives. Arguments: own name, {@code opponent@host}, port number, deadline in
 * milliseconds, config directory (signing key and known opponents; made if missing). Exits 0 on
 * success, 1 with the error on standard output otherwise.
 */
public final class RendezvousPeer {
    private RendezvousPeer() {
    }

    public static void main(String[] args) {
        String own = args[0];
        RendezvousSettings settings = RendezvousSettings.of(Players.in(Path.of(args[4]), own), OpponentAddress.parse(args[1]))
                .withPort(MeetingPort.parse(args[2]))
                .withDeadline(Duration.ofMillis(Long.parseLong(args[3])))
                .withRetryInterval(Duration.ofMillis(100))
                .withEvents(event -> System.out.println(own + " " + event));
        try (Connection connection = Rendezvous.meet(settings)) {
            connection.send(("greetings from " + own).getBytes(StandardCharsets.UTF_8));
            String received = new String(connection.receive(20_000), StandardCharsets.UTF_8);
            System.out.println(own + " received '" + received + "' from " + connection.peerName()
                    + " (initiator " + connection.initiator() + ")");
        } catch (Exception e) {
            System.out.println(own + " failed: " + e.getMessage());
            System.exit(1);
        }
    }
}
