package ks.app;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import ks.app.game.JsonView;
import ks.app.json.JsonLines;
import ks.app.practice.PracticeOpponent;
import ks.crypto.SigningKey;
import ks.engine.opponent.levels.Level;
import ks.net.protocol.ColourWish;
import ks.net.protocol.InMemoryLink;
import ks.net.protocol.Session;
import ks.net.protocol.SessionSetup;
import ks.net.protocol.Wish;
import ks.net.protocol.Wishes;

/**
 * A practice game in the JSON player mode for tests: a seeded level-1 opponent under
 * berkeley-any, the program white, played through real sessions over an in-memory link; the
 * test writes the program's lines to {@link #toKs} and takes ks's from {@link #written}.
 */
final class JsonPracticeGame implements AutoCloseable {

    /** Every line ks writes, in order. */
    final BlockingQueue<String> written = new LinkedBlockingQueue<>();
    /** Where the program's lines go. */
    final PipedOutputStream toKs = new PipedOutputStream();
    private final Session mine;
    private final CompletableFuture<Void> playing;

    private JsonPracticeGame(int seed, Wish hosting) throws Exception {
        JsonLines lines = new JsonLines(new PipedInputStream(toKs), new PrintStream(new LineCatcher(written), true,
                StandardCharsets.UTF_8));
        JsonView view = new JsonView(lines);
        SecureRandom random = new SecureRandom();
        SigningKey ka = SigningKey.generate(random);
        SigningKey kb = SigningKey.generate(random);
        byte[] sid = new byte[32];
        random.nextBytes(sid);
        InMemoryLink[] links = InMemoryLink.pair();
        PracticeOpponent bot = new PracticeOpponent(seed, Level.ONE);
        CompletableFuture<Session> botSession = new CompletableFuture<>();
        bot.playThrough(c -> botSession.thenAccept(s -> s.submit(c)));
        CompletableFuture.runAsync(() -> {
            try {
                botSession.complete(Session.open(SessionSetup.builder().players("practice-bot", "alice").key(kb)
                        .peer(ka.identity()).sessionId(sid).setupTimeoutMillis(60_000).random(random).build(), links[1],
                        bot));
            } catch (Exception e) {
                botSession.completeExceptionally(e);
            }
        });
        Wishes wishes = Wishes.none().withRuleSet("berkeley-any").withColour(ColourWish.WHITE).withServer(hosting);
        mine = Session.open(SessionSetup.builder().players("alice", "practice-bot").wishes(wishes).key(ka)
                .peer(kb.identity()).sessionId(sid).setupTimeoutMillis(60_000).random(random).build(), links[0],
                view::onEvent);
        playing = CompletableFuture.runAsync(() -> {
            try {
                view.play(mine::submit);
            } catch (IOException | InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    /** A game started against the practice opponent seeded {@code seed}, the program hosting the referee. */
    static JsonPracticeGame start(int seed) throws Exception {
        return new JsonPracticeGame(seed, Wish.ON);
    }

    /** The same, the practice opponent hosting the referee: every answer comes over the link. */
    static JsonPracticeGame hostedByTheOpponent(int seed) throws Exception {
        return new JsonPracticeGame(seed, Wish.OFF);
    }

    /** Sends one line of the program's. */
    void send(String line) throws IOException {
        toKs.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        toKs.flush();
    }

    /**
     * Ends the program's input (which leaves a game still going, as the docs say) and waits, for
     * at most a minute and interruptibly, for the game to be over and the program's side to stop
     * reading: a test that failed half-way leaves no game running behind it.
     */
    @Override
    public void close() throws Exception {
        toKs.close();
        playing.get(1, TimeUnit.MINUTES);
        mine.awaitEnd();
    }

    /** An output stream that hands on each line written to it. */
    private static final class LineCatcher extends OutputStream {
        private final BlockingQueue<String> lines;
        private final java.io.ByteArrayOutputStream line = new java.io.ByteArrayOutputStream();

        LineCatcher(BlockingQueue<String> lines) {
            this.lines = lines;
        }

        @Override
        public synchronized void write(int b) {
            if (b == '\n') {
                lines.add(line.toString(StandardCharsets.UTF_8));
                line.reset();
            } else {
                line.write(b);
            }
        }
    }
}
