package ks.app.cli;

import ks.app.RefereeCommand;
import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import ks.testkit.FuzzKit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Fuzzes the app's two parsers of outside input. {@link CommandLine#parse} and {@link ModeLine#find}
 * over random argument lists (words that can come from a real argv, so no NUL) may only throw
 * {@link UsageError} with one line.
 * {@link RefereeCommand#run} over random JSON Lines sessions must write exactly one reply line per input
 * line, each a JSON object, never a stack trace.
 */
class CommandLineFuzzTest {

    static final String[] WORDS = {"+w", "-b", "+c", "+a", "-p", "+s", "-r", "+d", "-h", "+x", "-", "+", "_5", "_0",
        "_1001", "_x", "bob", "bob@host", "bob@", "@host", "bob@ho st", "--white", "--black", "--rules", "--rules=icc",
        "--rule-set", "--port-number", "--port-number=7", "--name", "--name=al", "--config", "--config=/tmp/x",
        "--wait", "--wait=0", "--wait=5", "--help", "--dumb=1", "--practice", "--resume", "--bogus", "--", "-",
        "alice", "a".repeat(40), "é", "wolfe+a+p", "--time", "--time=game/5", "game/5", "40/2", "5+3", "daily", "0+0",
        "game/0", "1/0", "5+", "+3", "99999999999+1", "--seek", "--anonymous", "--play", "3fa9c1", "--level", "--level=4",
        "--robot", "--robot-delay", "--robot-games=0", "--random-colour", "--reverse", "--ascii", "--games",
        "--ratings", "--check", "--audit", "--seeks", "--club", "--club-server", "-d", "--name=ben", "--config=a"};
    static final String ARG_CHARS = "abw+-_=@.:/019xé \t\n";

    @FuzzTest(maxDuration = "5m")
    void commandLine(FuzzedDataProvider data) {
        List<String> args = new ArrayList<>();
        while (data.remainingBytes() > 0 && args.size() < 12) {
            args.add(data.consumeString(40).replace('\u0000', '?'));
        }
        checkArgs(args);
    }

    @FuzzTest(maxDuration = "5m")
    void referee(byte[] data) {
        checkReferee(new String(data, StandardCharsets.UTF_8));
    }

    @Test
    void boundedRandomArguments() {
        FuzzKit.bounded("command-line", 20_000, CommandLineFuzzTest::args, CommandLineFuzzTest::checkArgs,
                a -> a.stream().map(FuzzKit::escape).toList().toString());
    }

    @Test
    void boundedRandomRefereeSessions() {
        FuzzKit.bounded("referee", 3_000, CommandLineFuzzTest::session, CommandLineFuzzTest::checkReferee,
                FuzzKit::escape);
    }

    @Test
    @Tag("fuzz-long")
    void longRandomArguments() {
        FuzzKit.timed("command-line", CommandLineFuzzTest::args, CommandLineFuzzTest::checkArgs,
                a -> a.stream().map(FuzzKit::escape).toList().toString());
    }

    @Test
    @Tag("fuzz-long")
    void longRandomRefereeSessions() {
        FuzzKit.timed("referee", CommandLineFuzzTest::session, CommandLineFuzzTest::checkReferee, FuzzKit::escape);
    }

    static List<String> args(Random r) {
        List<String> args = new ArrayList<>();
        int n = r.nextInt(6);
        for (int i = 0; i < n; i++) {
            String w = FuzzKit.pick(r, WORDS);
            args.add(r.nextInt(4) == 0 ? FuzzKit.mutate(r, w, ARG_CHARS, 2).replace('\u0000', '?') : w);
        }
        return args;
    }

    static void checkArgs(List<String> args) {
        try {
            assertThat(CommandLine.parse(args)).isNotNull();
        } catch (UsageError e) {
            FuzzKit.assertOneLine(e.getMessage());
        }
        try {
            ModeLine m = ModeLine.find(args);
            if (m != null) {
                assertThat(ModeLine.MODES).contains(m.mode());
            }
        } catch (UsageError e) {
            FuzzKit.assertOneLine(e.getMessage());
        }
    }

    static final String[] COMMANDS = {"{\"cmd\":\"new\"}", "{\"cmd\":\"new\",\"rules\":\"icc\"}",
        "{\"cmd\":\"new\",\"rules\":\"wolfe\",\"options\":\"+a+p\"}", "{\"cmd\":\"new\",\"rules\":\"berkeley-any\"}",
        "{\"cmd\":\"new\",\"rules\":\"english\"}", "{\"cmd\":\"new\",\"fen\":\"4k3/1P6/8/2pP4/8/8/6p1/4K2R w K c6 0 1\"}",
        "{\"cmd\":\"try\",\"move\":\"e2e4\"}", "{\"cmd\":\"try\",\"move\":\"e7e5\"}", "{\"cmd\":\"try\",\"move\":\"b7b8\"}",
        "{\"cmd\":\"try\",\"move\":\"e1g1\"}", "{\"cmd\":\"try\",\"move\":\"d5c6\"}", "{\"cmd\":\"try\",\"move\":\"g2g1n\"}",
        "{\"cmd\":\"any\"}", "{\"cmd\":\"try\"}", "{\"cmd\":7}", "[]", "null", "", "{", "{\"cmd\":\"try\",\"move\":\"a1a1\"}"};

    static String session(Random r) {
        StringBuilder sb = new StringBuilder();
        int n = 1 + r.nextInt(12);
        for (int i = 0; i < n; i++) {
            String c = FuzzKit.pick(r, COMMANDS);
            if (r.nextInt(3) == 0) {
                c = FuzzKit.mutate(r, c, "{}[]\":,cmdnewtryanymovefenrules0123456789abcdefgh+-", 3);
            } else if (r.nextInt(4) == 0) {
                c = "{\"cmd\":\"try\",\"move\":\"" + (char) ('a' + r.nextInt(8)) + (1 + r.nextInt(8))
                        + (char) ('a' + r.nextInt(8)) + (1 + r.nextInt(8)) + "\"}";
            }
            sb.append(c).append('\n');
        }
        return sb.toString();
    }

    static final ObjectMapper JSON = new ObjectMapper();

    static void checkReferee(String input) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        byte[] in = input.getBytes(StandardCharsets.UTF_8);
        assertThat(RefereeCommand.run(new ByteArrayInputStream(in), out)).isZero();
        List<String> inputLines = new java.io.BufferedReader(new java.io.InputStreamReader(new ByteArrayInputStream(in),
                StandardCharsets.UTF_8)).lines().toList();
        String written = bytes.toString(StandardCharsets.UTF_8);
        List<String> replies = written.isEmpty() ? List.of() : List.of(written.split("\r?\n", -1));
        replies = replies.subList(0, Math.max(0, replies.size() - 1));
        assertThat(replies).as("one reply line per input line").hasSize(inputLines.size());
        for (String reply : replies) {
            try {
                JsonNode node = JSON.readTree(reply);
                assertThat(node.isObject()).as("reply is a JSON object: " + reply).isTrue();
            } catch (java.io.IOException e) {
                throw new AssertionError("reply is not JSON: " + reply, e);
            }
        }
    }
}
