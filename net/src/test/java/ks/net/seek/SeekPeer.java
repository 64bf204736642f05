package ks.net.seek;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javax.jmdns.JmDNS;
import javax.jmdns.ServiceEvent;
import javax.jmdns.ServiceInfo;
import javax.jmdns.ServiceListener;
import ks.crypto.SigningKey;
import ks.engine.clock.TimeControl;

/**
 * A seek process for tests, driven by its arguments and standard input, reporting on standard output
 * one line per event: {@code post NAME anonymous|named RATING TIME} announces (printing the seek's id
 * and key) and answers each request with the line read from input ({@code y NUMBER} or
 * {@code n REASON}) until one is accepted; {@code list MILLIS [ID...] [leftout]} prints the seeks
 * seen and what was left out (listening until the ids given are all seen, and with
 * {@code leftout} until something was left out); {@code play ID NAME RATING}
 * asks for one; {@code junk HOST PORT} sends a stranger's frame to a seek's port; {@code copy ID}
 * announces seek ID's TXT record, as captured, from this host and a port of its own;
 * {@code squat HOST PORT COUNT} keeps COUNT silent connections open at a seek's port, opening
 * another each time one is dropped, until killed.
 */
public final class SeekPeer {

    private SeekPeer() {
    }

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        SecureRandom random = new SecureRandom();
        switch (args[0]) {
            case "post" -> {
                SigningKey key = SigningKey.generate(random);
                SeekOffer offer = new SeekOffer(args[1], args[2].equals("anonymous"), Integer.parseInt(args[3]),
                        TimeControl.parse(args[4]));
                try (SeekPost post = SeekPost.open(offer, key, Duration.ofMinutes(5), random,
                        t -> System.out.println("TROUBLE " + t))) {
                    System.out.println("KEY " + key.identity().fingerprint() + " " + post.seek().key().fingerprint());
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
                boolean leftOut = args[args.length - 1].equals("leftout");
                List<String> wanted = List.of(args).subList(2, args.length - (leftOut ? 1 : 0));
                SeekListing seen = SeekBrowser.browse(Duration.ofMillis(Long.parseLong(args[1])),
                        l -> !wanted.isEmpty() && l.seeks().stream().map(Seek::id).toList().containsAll(wanted)
                                && (!leftOut || l.leftOutCount() > 0));
                for (Seek s : seen.seeks()) {
                    System.out.println("SEEK " + s.id() + " " + s.shownName() + " " + s.rating() + " " + s.time() + " "
                            + s.key().fingerprint() + " " + s.host() + " " + s.port());
                }
                seen.leftOut().forEach((why, count) -> System.out.println("LEFT OUT " + why + " " + count));
                System.out.println("DONE");
            }
            case "play" -> {
                List<Seek> seek = SeekBrowser.browse(Duration.ofSeconds(20), l -> !l.withId(args[1]).isEmpty())
                        .withId(args[1]);
                if (seek.isEmpty()) {
                    System.out.println("NOT FOUND");
                    System.exit(1);
                }
                SeekAnswer a = SeekClient.ask(seek.get(0), new SeekClient.Asker(args[2], Integer.parseInt(args[3]),
                        SigningKey.generate(random).identity()), random, Duration.ofSeconds(30));
                System.out.println(a.accepted() ? "ACCEPTED " + a.name() + " " + a.meetingNumber() + " "
                        + seek.get(0).host() : "DECLINED " + a.reason());
            }
            case "junk" -> {
                try (java.net.Socket s = new java.net.Socket(args[1], Integer.parseInt(args[2]))) {
                    new ks.net.FrameWriter(s.getOutputStream()).write("GET / HTTP/1.1".getBytes(StandardCharsets.UTF_8));
                    System.out.println("JUNK SENT " + s.getInputStream().read());
                }
            }
            case "copy" -> copy(args[1]);
            case "squat" -> squat(args[1], Integer.parseInt(args[2]), Integer.parseInt(args[3]));
            default -> throw new IllegalArgumentException(args[0]);
        }
        System.exit(0);
    }

    /**
     * Holds {@code count} connections to {@code host:port} that never send a byte, each on a thread
     * of its own that opens another the moment the seeker drops it (stopping once it refuses); prints
     * {@code SQUATTING} once all are open.
     */
    private static void squat(String host, int port, int count) throws Exception {
        java.util.concurrent.CountDownLatch open = new java.util.concurrent.CountDownLatch(count);
        for (int i = 0; i < count; i++) {
            Thread t = new Thread(() -> {
                boolean counted = false;
                while (true) {
                    try (java.net.Socket s = new java.net.Socket(host, port)) {
                        if (!counted) {
                            counted = true;
                            open.countDown();
                        }
                        s.getInputStream().read();
                    } catch (java.net.ConnectException e) {
                        return;
                    } catch (java.io.IOException e) {
                        // Dropped: open another.
                    }
                }
            }, "squatter-" + i);
            t.setDaemon(true);
            t.start();
        }
        open.await();
        System.out.println("SQUATTING");
        in().readLine();
    }

    /** Captures seek {@code id}'s announcement and announces its TXT record again, from here. */
    private static void copy(String id) throws Exception {
        JmDNS dns = JmDNS.create(SeekNetwork.addresses().get(0), "copier");
        ServiceInfo seen = capture(dns, id);
        try (ServerSocket server = new ServerSocket(0)) {
            dns.registerService(ServiceInfo.create(Seek.SERVICE_TYPE, "copy of " + id, server.getLocalPort(), 0, 0,
                    txt(seen)));
            System.out.println("COPYING " + server.getLocalPort());
            in().readLine();
        }
    }

    /** The announcement of seek {@code id} as {@code dns} resolves it, waiting up to a minute: for attackers in tests. */
    public static ServiceInfo capture(JmDNS dns, String id) throws Exception {
        CompletableFuture<ServiceInfo> found = new CompletableFuture<>();
        dns.addServiceListener(Seek.SERVICE_TYPE, new ServiceListener() {
            @Override
            public void serviceAdded(ServiceEvent event) {
                event.getDNS().requestServiceInfo(event.getType(), event.getName(), true);
            }

            @Override
            public void serviceRemoved(ServiceEvent event) {
            }

            @Override
            public void serviceResolved(ServiceEvent event) {
                if (id.equals(event.getInfo().getPropertyString("id")) && event.getInfo().getInet4Addresses().length > 0) {
                    found.complete(event.getInfo());
                }
            }
        });
        return found.get(60, TimeUnit.SECONDS);
    }

    /** An announcement's TXT record as text. */
    public static Map<String, String> txt(ServiceInfo info) {
        Map<String, String> txt = new HashMap<>();
        for (String key : Collections.list(info.getPropertyNames())) {
            txt.put(key, info.getPropertyString(key));
        }
        return txt;
    }

    private static BufferedReader in() {
        return new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    }
}
