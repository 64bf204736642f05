package ks.app;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.Collections;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.UnaryOperator;
import javax.jmdns.JmDNS;
import javax.jmdns.ServiceInfo;
import ks.crypto.Canonical;
import ks.crypto.Identity;
import ks.crypto.SigningKey;
import ks.net.FrameReader;
import ks.net.FrameWriter;
import ks.net.seek.SeekPeer;

/**
 * An attacker on the local network, for the seek hijack tests: a process of its own (run in a
 * test host) that speaks multicast DNS and the seek's frames (docs/clocks.md) directly, not
 * through ks's seek classes, with a key of its own. {@code copy ID NAME} announces a seek of its
 * own under the same id (finding a nonce that gives its key that id, as an attacker would) and the
 * name NAME; {@code replay ID NUMBER} captures the announcement of seek ID and, once told
 * {@code go} on its input (after the seeker is gone), announces it again from the same port and
 * accepts every request for meeting NUMBER, signing with its own key; {@code ask ID NAME KEY}
 * asks for seek ID as NAME with the public key KEY (hex). Each reports on standard output, one
 * line per event.
 */
public final class SeekSpoofer {

    private static final String TYPE = "_kriegspiel._tcp.local.";
    private static final HexFormat HEX = HexFormat.of();

    private SeekSpoofer() {
    }

    public static void main(String[] args) throws Exception {
        InetAddress address = address();
        JmDNS dns = JmDNS.create(address, "spoofer");
        ServiceInfo seen = SeekPeer.capture(dns, args[1]);
        SigningKey own = SigningKey.generate(new SecureRandom());
        switch (args[0]) {
            case "copy" -> {
                ServerSocket server = new ServerSocket(0);
                String nonce = nonceFor(own.identity(), args[1]);
                String until = Long.toString(Instant.now().getEpochSecond() + 600);
                byte[] statement = Canonical.of("ks/seek/v1").bytes(own.identity().publicKey())
                        .bytes(HEX.parseHex(nonce))
                        .text(args[2]).text("1200").text("game/5").text(address.getHostAddress())
                        .text(Integer.toString(server.getLocalPort())).text(until).encode();
                Map<String, String> txt = new LinkedHashMap<>();
                txt.put("v", "2");
                txt.put("id", args[1]);
                txt.put("nonce", nonce);
                txt.put("key", own.identity().hex());
                txt.put("name", args[2]);
                txt.put("rating", "1200");
                txt.put("time", "game/5");
                txt.put("until", until);
                txt.put("sig", HEX.formatHex(own.sign(statement)));
                dns.registerService(ServiceInfo.create(TYPE, "ks seek " + args[1] + " " + own.identity().fingerprint(),
                        server.getLocalPort(), 0, 0, txt));
                System.out.println("SPOOFING " + server.getLocalPort());
                answerAll(server, request -> "DECLINE " + "00".repeat(64) + " spoofed");
            }
            case "replay" -> {
                System.out.println("CAPTURED " + seen.getPort());
                new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
                ServerSocket server = new ServerSocket(seen.getPort());
                dns.registerService(ServiceInfo.create(TYPE, seen.getName(), seen.getPort(), 0, 0, SeekPeer.txt(seen)));
                System.out.println("REPLAYING");
                answerAll(server, request -> {
                    String[] w = request.split(" ");
                    byte[] statement = Canonical.of("ks/seek-accept/v1")
                            .bytes(HEX.parseHex(seen.getPropertyString("key")))
                            .bytes(HEX.parseHex(seen.getPropertyString("nonce"))).bytes(HEX.parseHex(w[5]))
                            .bytes(HEX.parseHex(w[6])).text(w[3]).text("alice").bytes(own.identity().publicKey())
                            .text(args[2]).encode();
                    return "ACCEPT alice " + args[2] + " " + own.identity().hex() + " "
                            + HEX.formatHex(own.sign(statement));
                });
            }
            case "ask" -> {
                try (Socket s = new Socket(seen.getInet4Addresses()[0], seen.getPort())) {
                    new FrameWriter(s.getOutputStream()).write(("KSPLAY 2 " + args[1] + " " + args[2] + " 1200 "
                            + args[3] + " 0123456789abcdef").getBytes(StandardCharsets.UTF_8));
                    System.out.println("ANSWER " + new String(new FrameReader(s.getInputStream()).read(512),
                            StandardCharsets.UTF_8));
                }
            }
            default -> throw new IllegalArgumentException(args[0]);
        }
        System.exit(0);
    }

    /**
     * A nonce that gives {@code key} the seek id {@code id}: 2^24 tries on average, seconds of work
     * on every processor here.
     */
    private static String nonceFor(Identity key, String id) throws Exception {
        byte[] tag = "ks/seek-id/v1".getBytes(StandardCharsets.UTF_8);
        MessageDigest prefix = MessageDigest.getInstance("SHA-256");
        prefix.update(ByteBuffer.allocate(4).putInt(tag.length).array());
        prefix.update(tag);
        prefix.update(ByteBuffer.allocate(4).putInt(Identity.SIZE).array());
        prefix.update(key.publicKey());
        byte[] wanted = HEX.parseHex(id);
        int workers = Runtime.getRuntime().availableProcessors();
        CompletableFuture<String> found = new CompletableFuture<>();
        for (int w = 0; w < workers; w++) {
            long first = w;
            Thread t = new Thread(() -> {
                try {
                    ByteBuffer nonce = ByteBuffer.allocate(12).putInt(8);
                    for (long n = first; !found.isDone(); n += workers) {
                        nonce.putLong(4, n);
                        byte[] hash = ((MessageDigest) prefix.clone()).digest(nonce.array());
                        if (hash[0] == wanted[0] && hash[1] == wanted[1] && hash[2] == wanted[2]) {
                            found.complete(HEX.formatHex(nonce.array(), 4, 12));
                        }
                    }
                } catch (CloneNotSupportedException e) {
                    found.completeExceptionally(e);
                }
            });
            t.setDaemon(true);
            t.start();
        }
        return found.get();
    }

    private static void answerAll(ServerSocket server, UnaryOperator<String> answer) throws Exception {
        while (true) {
            try (Socket s = server.accept()) {
                String request = new String(new FrameReader(s.getInputStream()).read(512), StandardCharsets.UTF_8);
                System.out.println("ASKED " + request);
                new FrameWriter(s.getOutputStream()).write(answer.apply(request).getBytes(StandardCharsets.UTF_8));
            }
        }
    }

    private static InetAddress address() throws Exception {
        InetAddress loopback = null;
        for (NetworkInterface nif : Collections.list(NetworkInterface.getNetworkInterfaces())) {
            if (!nif.isUp() || !nif.supportsMulticast()) {
                continue;
            }
            for (InetAddress a : Collections.list(nif.getInetAddresses())) {
                if (a instanceof Inet4Address) {
                    if (!nif.isLoopback()) {
                        return a;
                    }
                    loopback = a;
                }
            }
        }
        return loopback;
    }
}
