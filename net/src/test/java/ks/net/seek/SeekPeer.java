package ks.net.seek;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import ks.engine.clock.TimeControl;

/**
 * A seek process for tests, driven by its arguments and standard input, reporting on standard output
 * one line per event: {@code post NAME anonymous|named RATING TIME} announces and answers each
 * request with the line read from input ({@code y NUMBER} or {@code n REASON}) until one is
 * accepted; {@code list MILLIS [ID...]} prints the seeks seen (listening until the ids
 * given are all seen); {@code play ID NAME RATING} asks for one; {@code junk HOST PORT} sends a stranger's
 * frame to a seek's port.
 */
public final class SeekPeer {

    private SeekPeer() {
    }

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        switch (args[0]) {
            case "post" -> {
                try (SeekPost post = SeekPost.open(args[1], args[2].equals("anonymous"), Integer.parseInt(args[3]),
                        TimeControl.parse(args[4]), new SecureRandom(), t -> System.out.println("TROUBLE " + t))) {
                    System.out.println("SEEK " + post.seek().id());
                    while (true) {
                        PlayRequest r = post.next(Duration.ofSeconds(60));
                        if (r == null) {
                            System.out.println("NOBODY");
                            break;
                        }
                        System.out.println("REQUEST " + r.name() + " " + r.rating() + " " + r.host());
                        String answer = in.readLine();
                        if (answer.startsWith("y ")) {
                            r.accept(args[1], Integer.parseInt(answer.substring(2)));
                            System.out.println("ACCEPTED");
                            break;
                        }
                        r.decline(answer.substring(2));
                        System.out.println("DECLINED");
                    }
                }
            }
            case "list" -> {
                List<String> wanted = List.of(args).subList(2, args.length);
                List<Seek> seen = SeekBrowser.browse(Duration.ofMillis(Long.parseLong(args[1])),
                        seeks -> seeks.stream().map(Seek::id).toList().containsAll(wanted) && !wanted.isEmpty());
                for (Seek s : seen) {
                    System.out.println("SEEK " + s.id() + " " + s.shownName() + " " + s.rating() + " " + s.time() + " "
                            + s.host() + " " + s.port());
                }
                System.out.println("DONE");
            }
            case "play" -> {
                Optional<Seek> seek = SeekBrowser.find(args[1], Duration.ofSeconds(20));
                if (seek.isEmpty()) {
                    System.out.println("NOT FOUND");
                    System.exit(1);
                }
                SeekAnswer a = SeekClient.ask(seek.get(), args[2], Integer.parseInt(args[3]), Duration.ofSeconds(30));
                System.out.println(a.accepted() ? "ACCEPTED " + a.name() + " " + a.meetingNumber() + " " + seek.get().host()
                        : "DECLINED " + a.reason());
            }
            case "junk" -> {
                try (java.net.Socket s = new java.net.Socket(args[1], Integer.parseInt(args[2]))) {
                    new ks.net.FrameWriter(s.getOutputStream()).write("GET / HTTP/1.1".getBytes(StandardCharsets.UTF_8));
                    System.out.println("JUNK SENT " + s.getInputStream().read());
                }
            }
            default -> throw new IllegalArgumentException(args[0]);
        }
        System.exit(0);
    }
}
