package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import ks.crypto.Identity;
import ks.crypto.KnownOpponents;
import ks.crypto.SigningKey;
import ks.net.NetnsHosts;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Attacks on seeks (issue 20, break 2), each by a real attacker process ({@link SeekSpoofer}) in a
 * network namespace against real ks processes: a second announcement of the same seek id, an
 * announcement replayed from the seeker's own address and port once the seeker is gone, and a
 * request made under another player's key. A seek is bound to the key that announced it, and a
 * request to the key that made it: the listing shows both announcements and flags them, and no
 * game (and no pinned key) comes of a key other than the one announced or asked with.
 */
class SeekHijackIT {

    @TempDir
    Path tmp;

    @BeforeAll
    static void namespaces() {
        NetnsHosts.assumeAvailable();
    }

    @Test
    @Timeout(600)
    void aSecondAnnouncementOfTheSameIdIsListedBesideTheFirstAndBothAreFlagged() throws Exception {
        try (NetnsHosts net = pair(); LiveKs alice = seek(net, "alice");
                Spoofed spoofed = spoof(net, openedId(alice))) {
            String id = spoofed.id();
            assertThat(spoofed.listing()).containsPattern(id + " +alice +1200 +game/5 +" + fingerprint("alice")
                    + " .*another key announces this id too");
            assertThat(spoofed.listing()).containsPattern(id + " +mallory +1200 +game/5 +[0-9a-f-]{19} "
                    + ".*another key announces this id too");
        }
    }

    @Test
    @Timeout(600)
    void playingAnIdTwoKeysAnnounceIsRefusedAndPlayingItWithAKeyReachesOnlyThatKey() throws Exception {
        try (NetnsHosts net = pair(); LiveKs alice = seek(net, "alice");
                Spoofed spoofed = spoof(net, openedId(alice))) {
            String id = spoofed.id();
            KsProcess ambiguous = KsProcess.start(tmp.resolve("bob"), "", inside(net, 1, "--name", "bob", "-d",
                    "--play", id));
            assertThat(ambiguous.await(60)).as(ambiguous.transcript()).isEqualTo(1);
            assertThat(ambiguous.err()).contains("seek " + id + " is announced by 2 keys")
                    .contains("ks --play " + id + ":KEY");

            KsProcess chosen = KsProcess.start(tmp.resolve("bob"), "", inside(net, 1, "--name", "bob", "-d",
                    "--play", id + ":" + fingerprint("alice")));
            assertThat(alice.await("asks to play seek " + id + ". Accept? (y/n)", 60))
                    .contains("bob (rating 1200, key ");
            alice.type("n");
            assertThat(chosen.await(60)).as(chosen.transcript()).isEqualTo(1);
            assertThat(chosen.err()).contains("seek " + id + ": alice declined");
            assertThat(spoofed.spoofer().output()).doesNotContain("ASKED");
        }
    }

    @Test
    @Timeout(240)
    void anAnswerFromSomeoneElseAtTheSeeksAddressIsRefusedAndNoKeyIsPinned() throws Exception {
        try (NetnsHosts net = pair(); LiveKs alice = seek(net, "alice")) {
            String id = openedId(alice);
            LiveKs replay = tool(net, 0, "replay", id, "417");
            replay.await("CAPTURED", 60);
            alice.close();
            alice.exit(30);
            replay.type("go");
            replay.await("REPLAYING", 30);
            try (LiveKs impostor = LiveKs.start(tmp.resolve("impostor"), inside(net, 0, "--name", "alice", "-d",
                    "bob@" + net.host(1).address(), "_417", "--wait", "120"))) {
                impostor.await("Waiting up to", 60);
                awaitListed(net, id, "alice");
                KsProcess bob = KsProcess.start(tmp.resolve("bob"), "", inside(net, 1, "--name", "bob", "-d",
                        "--play", id, "--wait", "30"));
                assertThat(bob.await(90)).as(bob.transcript()).isEqualTo(1);
                assertThat(bob.err()).contains("is not signed by the key that announced seek " + id);
                assertThat(bob.out()).doesNotContain("the game starts");
                assertThat(pins("bob")).doesNotContain("alice ");
            } finally {
                replay.close();
            }
        }
    }

    @Test
    @Timeout(240)
    void aRequestMadeWithBobsKeyCannotBePlayedWithAnotherKey() throws Exception {
        String bobsKey = SigningKey.generate(new SecureRandom()).identity().hex();
        try (NetnsHosts net = pair(); LiveKs alice = seek(net, "alice")) {
            String id = openedId(alice);
            try (LiveKs asker = tool(net, 1, "ask", id, "bob", bobsKey)) {
                String question = alice.await("asks to play seek " + id + ". Accept? (y/n)", 60);
                alice.type("y");
                asker.await("ANSWER ACCEPT alice ", 60);
                String number = asker.await("\n", 10).strip().split(" ")[0];
                try (LiveKs mallory = LiveKs.start(tmp.resolve("mallory"), inside(net, 1, "--name", "bob", "-d",
                        "alice@" + net.host(0).address(), "_" + number, "--wait", "60"))) {
                    alice.await("claiming to be bob: it proved key ", 90);
                    assertThat(pins("alice")).doesNotContain("bob ");
                    assertThat(question).contains("bob (rating 1200, key " + Identity.fromHex(bobsKey).fingerprint()
                            + ")");
                }
            }
        }
    }

    @Test
    @Timeout(240)
    void aRequestUnderALookAlikeOfAPinnedNameIsFlaggedWhenTheSeekerIsAsked() throws Exception {
        Identity victor = SigningKey.generate(new SecureRandom()).identity();
        Path alicesKs = tmp.resolve("alice").resolve(".ks");
        Files.createDirectories(alicesKs);
        new KnownOpponents(alicesKs).pin("victor", victor);
        String lookAlike = "v\u0456ctor";
        String mallorysKey = SigningKey.generate(new SecureRandom()).identity().hex();
        try (NetnsHosts net = pair(); LiveKs alice = seek(net, "alice")) {
            String id = openedId(alice);
            try (LiveKs asker = tool(net, 1, "ask", id, lookAlike, mallorysKey)) {
                String question = alice.await("asks to play seek " + id + ". Accept? (y/n)", 60);
                alice.type("n");
                asker.await("ANSWER DECLINE", 60);
                assertThat(question).contains("beware: " + lookAlike + " is not victor, whose key is pinned on line 2"
                        + " of " + alicesKs.resolve("known_opponents") + ": the names only look alike");
            }
        }
    }

    @Test
    @Timeout(240)
    void aRequestToASeekerWhosePinnedKeysAreCorruptEndsTheSeekInOneLine() throws Exception {
        Path alicesKs = tmp.resolve("alice").resolve(".ks");
        Files.createDirectories(alicesKs);
        Files.writeString(alicesKs.resolve("known_opponents"), "victor not-a-key\n");
        String bobsKey = SigningKey.generate(new SecureRandom()).identity().hex();
        try (NetnsHosts net = pair(); LiveKs alice = seek(net, "alice")) {
            String id = openedId(alice);
            try (LiveKs asker = tool(net, 1, "ask", id, "bob", bobsKey)) {
                assertThat(alice.exit(60)).isEqualTo(1);
                assertThat(alice.output()).contains("ks: " + alicesKs.resolve("known_opponents") + " line 1 is corrupt")
                        .doesNotContain("Exception").doesNotContain("\tat ");
            }
        }
    }

    /** A spoofer announcing seek {@code id} under its own key and the name mallory, once a listing shows both. */
    private record Spoofed(String id, LiveKs spoofer, String listing) implements AutoCloseable {
        @Override
        public void close() {
            spoofer.close();
        }
    }

    private Spoofed spoof(NetnsHosts net, String id) throws Exception {
        LiveKs spoofer = tool(net, 1, "copy", id, "mallory");
        // Finding a nonce for the id takes seconds alone, minutes on a machine busy with other tests.
        spoofer.await("SPOOFING", 400);
        // Both announcers, not the spoofer alone: a listing that heard only one of them says nothing.
        return new Spoofed(id, spoofer, awaitListed(net, id, "mallory", "alice"));
    }

    private static NetnsHosts pair() {
        NetnsHosts net = NetnsHosts.pair();
        net.awaitLinksUp();
        return net;
    }

    private LiveKs seek(NetnsHosts net, String name) throws Exception {
        return LiveKs.start(tmp.resolve(name), inside(net, 0, "--name", name, "-d", "--seek", "--time", "game/5",
                "--wait", "900"));
    }

    private String openedId(LiveKs seeker) throws Exception {
        Matcher open = SeekIT.OPEN.matcher(seeker.await("is open on the local network", 60));
        assertThat(open.find()).isTrue();
        return open.group(1);
    }

    /** The attacker in host {@code host}, on a JVM that compiles fully: it may have hashing to do. */
    private LiveKs tool(NetnsHosts net, int host, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-cp", System.getProperty("java.class.path"), SeekSpoofer.class.getName()));
        command.addAll(List.of(args));
        return LiveKs.start(tmp.resolve("tool"), net.processBuilder(net.host(host), command).command());
    }

    private static List<String> inside(NetnsHosts net, int host, String... args) {
        return SeekIT.inside(net, net.host(host), args);
    }

    /** {@code ks --seeks} on the second host until its listing shows {@code id} and every one of {@code texts}. */
    private String awaitListed(NetnsHosts net, String id, String... texts) throws Exception {
        String out = "";
        for (int tries = 0; tries < 10 && !listsAll(out, id, texts); tries++) {
            KsProcess list = KsProcess.start(tmp.resolve("bob"), "", inside(net, 1, "--seeks"));
            assertThat(list.await(60)).as(list.transcript()).isZero();
            out = list.out();
        }
        return out;
    }

    private static boolean listsAll(String listing, String id, String... texts) {
        return listing.contains(id) && Arrays.stream(texts).allMatch(listing::contains);
    }

    private String fingerprint(String player) throws Exception {
        return SeekIT.fingerprint(tmp.resolve(player));
    }

    private String pins(String player) throws Exception {
        Path file = tmp.resolve(player).resolve(".ks").resolve("known_opponents");
        return Files.exists(file) ? Files.readString(file) : "";
    }
}
