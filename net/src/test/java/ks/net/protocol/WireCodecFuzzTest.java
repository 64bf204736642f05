package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import ks.engine.referee.Announcement;
import ks.net.ProtocolException;
import ks.testkit.FuzzKit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Fuzzes {@link WireCodec#decode} with mutated encodings of every message kind, grammar-built JSON using
 * the real type tags and field names, deep nesting, long numbers and random bytes: it may only throw
 * {@link ProtocolException} with a one-line message, for no more of its thread's CPU than {@link #WORTH} times
 * what an honest message of the largest size read costs on the same machine ({@link #HONEST_NANOS}); a message it
 * accepts must encode and decode back to itself. CPU time, not wall time, so a busy machine does not count, and a
 * bound measured in the test, so a slower one does not either; a decoder that blows up on a shape costs orders of
 * magnitude more than a message of the size it reads.
 */
class WireCodecFuzzTest {

    static final String SIGNATURE = "ab".repeat(64);
    static final Agreement AGREEMENT = Agreement.builder().gameId("0f".repeat(16)).white("alice", "01".repeat(32))
            .black("bob", "02".repeat(32)).referee("alice", "01".repeat(32)).ruleSet("wild16").announceCaptures(true)
            .startFen("8/8 w - -").timeControl("").build();
    static final Agreement TIMED = AGREEMENT.toBuilder().ruleSet("wolfe").announceCaptures(false).pawnTries(true)
            .timeControl("5+3").build();
    static final Statement STATEMENT = new Statement("draw", 1, 12, SIGNATURE);

    /** Every kind of message protocol 5 sends, with its optional fields both left out and given. */
    static final List<Message> EXAMPLES = List.of(
            new Message.Hello(1, "alice", Wishes.none().withColour(ColourWish.WHITE).withRuleSet("icc"), "8/8 w - -"),
            new Message.Hello(Message.VERSION, "bob", Wishes.none().withServer(Wish.ON).withTime("40/2"),
                    ks.engine.Position.STARTPOS_FEN),
            new Message.FlipCommit("00ff"), new Message.FlipReveal("ab"), new Message.Start(WireCodecFuzzTest.AGREEMENT, "0a"),
            new Message.Start(WireCodecFuzzTest.TIMED, SIGNATURE), new Message.Agree("0b"),
            new Message.Try(3, "e7e8q", "beef"), new Message.Try(4, "a2a1n", SIGNATURE, 61_000L),
            new Message.Try(5, "h7h8r", SIGNATURE, 2_000L, 48L), new Message.Any(2),
            new Message.News(true, "legal", true, -1,
                    List.of(new Announcement(Announcement.Kind.CHECK, "Check on the file"))),
            new Message.News(false, null, true, 12, List.of(), SIGNATURE),
            new Message.Commit("01"), new Message.Commit("02", "299000 300000 1 0"), new Message.Ack(4, "02"),
            new Message.Say("hello there"),
            new Message.Draw(WireCodecFuzzTest.STATEMENT), new Message.Resign(true, null),
            new Message.Resign(false, new Statement("resign", 0, 7, SIGNATURE)),
                new Message.End("1-0", "resign", "black resigned", 3, List.of(WireCodecFuzzTest.STATEMENT), WireCodecFuzzTest.SIGNATURE),
            new Message.End("0-1", "time", "white's time ran out", 9, List.of(), SIGNATURE),
            new Message.Reveal(List.of(Entry.attempt(0, "e2e4"), Entry.any(1)), List.of("aa"), null),
            new Message.Reveal(List.of(Entry.attempt(1, "e7e5")), List.of("aa", "bb"), SIGNATURE),
            new Message.AuditReport(true, "Audit: passed"), new Message.Refusal("no"), new Message.Note("hi"),
            new Message.Resume(Message.VERSION, "alice", "0f".repeat(16), 5, 4, 2, 1), new Message.Ping(),
            new Message.Adjourn(new Statement("adjourn", 1, 6, SIGNATURE)));

    static final String[] KEYS = {"type", "version", "name", "wishes", "colour", "server", "ruleSet",
        "announceCaptures", "pawnTries", "time", "commitment", "nonce", "gameId", "startFen", "seq", "move", "signature",
        "think", "lag", "own", "verdict", "moved", "lost", "heard", "kind", "text", "ply", "quit", "result", "reason", "entries",
        "salts", "clocks", "passed", "line", "agreement", "statement", "statements", "actions", "plies", "commitments",
        "news", "tries", "anys", "white", "black", "whiteKey", "blackKey", "referee", "refereeKey", "timeControl", "x",
        "@class", "a\nb"};
    static final String[] TYPES = {"hello", "flip-commit", "flip-reveal", "start", "agree", "try", "any", "news", "commit", "ack",
        "say", "draw", "resign", "end", "reveal", "audit", "refusal", "note", "resume", "ping", "adjourn", "Try", "",
        "x\ny", "tele\u2028port"};
    static final String[] ATOMS = {"null", "true", "false", "0", "-1", "1", "64", "2147483648", "1e400", "-0.0",
        "1.5", "NaN", "\"\"", "\"e2e4\"", "\"00ff\"", "\"legal\"", "\"WHITE\"", "\"ON\"", "\"NONE\"", "\"CHECK\"",
        "\"try\"", "\"any\"", "\"1-0\"", "\"\\u0000\"", "\"\\n\"", "\"\\ud800\"", "[]", "{}",
        "123456789012345678901234567890123456789"};
    static final String JSON_CHARS = "{}[]\":,0123456789-+.eE truefalsnl\\u\"";

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    /** How many honest messages of the largest size one input may cost. */
    static final int WORTH = 20;
    /**
     * This thread's CPU time to decode an honest message of over half {@link WireCodec#MAX_MESSAGE_BYTES} (the
     * reveal of a long game) and check it as {@link #check} does, the least of a few tries.
     */
    static final long HONEST_NANOS = honestNanos();

    @FuzzTest(maxDuration = "5m")
    void decode(byte[] data) {
        check(data);
    }

    @Test
    void boundedRandomMessages() {
        FuzzKit.bounded("wire-codec", 20_000, WireCodecFuzzTest::generate, WireCodecFuzzTest::check, WireCodecFuzzTest::show);
    }

    @Test
    @Tag("fuzz-long")
    void longRandomMessages() {
        FuzzKit.timed("wire-codec", WireCodecFuzzTest::generate, WireCodecFuzzTest::check, WireCodecFuzzTest::show);
    }

    @Test
    void hostileShapesAreRefusedQuickly() {
        String deep = "[".repeat(100_000);
        String wide = "{\"type\":\"reveal\",\"entries\":[" + "{\"colour\":0,\"kind\":\"any\"},".repeat(50_000)
                + "{\"colour\":0,\"kind\":\"any\"}],\"salts\":[]}";
        String number = "{\"type\":\"any\",\"seq\":1" + "0".repeat(500_000) + "}";
        String exponent = "{\"type\":\"any\",\"seq\":1e999999999}";
        for (String s : List.of(deep, wide, number, exponent, "{\"type\":\"" + "x".repeat(1 << 20))) {
            check(s.getBytes(StandardCharsets.UTF_8));
        }
    }

    static String show(byte[] b) {
        return FuzzKit.escape(new String(b, StandardCharsets.ISO_8859_1));
    }

    static void check(byte[] data) {
        long spent = cpuNanos(() -> decodeChecked(data));
        assertThat(spent / 1e6).as("CPU ms to decode %d bytes (an honest message of the largest size: %.1f ms)",
                data.length, HONEST_NANOS / 1e6).isLessThan(WORTH * HONEST_NANOS / 1e6);
    }

    private static void decodeChecked(byte[] data) {
        try {
            Message m = WireCodec.decode(data);
            assertThat(m).isNotNull();
            try {
                assertThat(WireCodec.decode(WireCodec.encode(m))).isEqualTo(m);
            } catch (ProtocolException e) {
                throw new AssertionError("accepted message does not round-trip: " + m + ": " + e.getMessage(), e);
            }
        } catch (ProtocolException e) {
            // WireCodecRegressionTest: the type id and field name are quoted raw.
            FuzzKit.assertOneLine(e.getMessage());
        }
    }

    private static long cpuNanos(Runnable work) {
        long from = THREADS.getCurrentThreadCpuTime();
        work.run();
        return THREADS.getCurrentThreadCpuTime() - from;
    }

    private static long honestNanos() {
        List<Entry> entries = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            entries.add(i % 2 == 0 ? Entry.attempt(i % 2, "e2e4") : Entry.any(i % 2));
        }
        byte[] honest = WireCodec.encode(new Message.Reveal(entries, Collections.nCopies(1_000, "ab".repeat(32)), SIGNATURE));
        assertThat(honest.length).as("the honest message's size").isBetween(WireCodec.MAX_MESSAGE_BYTES / 2,
                WireCodec.MAX_MESSAGE_BYTES);
        long least = Long.MAX_VALUE;
        for (int i = 0; i < 5; i++) {
            least = Math.min(least, cpuNanos(() -> decodeChecked(honest)));
        }
        return least;
    }

    static byte[] generate(Random r) {
        String s = switch (r.nextInt(6)) {
            case 0, 1 -> FuzzKit.mutate(r, new String(WireCodec.encode(FuzzKit.pick(r, EXAMPLES.toArray(Message[]::new))),
                    StandardCharsets.UTF_8), JSON_CHARS, 4);
            case 2, 3 -> object(r, 0, true);
            case 4 -> FuzzKit.mutate(r, object(r, 0, true), JSON_CHARS, 2);
            default -> FuzzKit.randomString(r, JSON_CHARS, 60);
        };
        return s.getBytes(StandardCharsets.UTF_8);
    }

    static String object(Random r, int depth, boolean typed) {
        StringBuilder sb = new StringBuilder("{");
        int n = r.nextInt(5);
        if (typed) {
            sb.append("\"type\":").append(string(FuzzKit.pick(r, TYPES)));
            if (n > 0) {
                sb.append(',');
            }
        }
        for (int i = 0; i < n; i++) {
            sb.append(string(FuzzKit.pick(r, KEYS))).append(':').append(value(r, depth + 1));
            if (i < n - 1) {
                sb.append(',');
            }
        }
        return sb.append('}').toString();
    }

    static String value(Random r, int depth) {
        int roll = depth > 4 ? 0 : r.nextInt(8);
        return switch (roll) {
            case 5 -> object(r, depth, false);
            case 6 -> {
                StringBuilder sb = new StringBuilder("[");
                int n = r.nextInt(4);
                for (int i = 0; i < n; i++) {
                    sb.append(i > 0 ? "," : "").append(value(r, depth + 1));
                }
                yield sb.append(']').toString();
            }
            case 7 -> string(FuzzKit.randomString(r, "abcdef0123456789e2e4 ", 12));
            default -> FuzzKit.pick(r, ATOMS);
        };
    }

    static String string(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\' || c < 0x20) {
                sb.append(String.format("\\u%04x", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.append('"').toString();
    }
}
