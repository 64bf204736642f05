package ks.app;

import java.security.SecureRandom;
import java.util.concurrent.CompletableFuture;
import ks.crypto.SigningKey;
import ks.engine.Position;
import ks.engine.notation.Perspective;
import ks.net.protocol.InMemoryLink;
import ks.net.protocol.Session;
import ks.net.protocol.SessionSetup;
import ks.net.protocol.Wishes;

/**
 * A practice game against the built-in opponent in one process, through the very same
 * sessions, referee, commitments and audit as a game between two machines; only the link is
 * in memory instead of a socket.
 */
final class Practice {

    static final String OPPONENT = "practice-bot";

    private Practice() {
    }

    /**
     * The built-in opponent's seed: random, unless {@code KS_PRACTICE_SEED} fixes it (a testing
     * aid: end-to-end tests script a whole game against an opponent that plays the same way).
     */
    static long opponentSeed(SecureRandom random) {
        String fixed = System.getenv("KS_PRACTICE_SEED");
        if (fixed != null) {
            try {
                return Long.parseLong(fixed.strip());
            } catch (NumberFormatException e) {
                // Not a number: play a random game as usual.
            }
        }
        return random.nextLong();
    }

    static int play(CommandLine cl, ConfigDir dir, String me, LineSource lines) throws GameRunner.Failure {
        SecureRandom random = new SecureRandom();
        SigningKey mine = GameRunner.signingKey(dir, random);
        SigningKey bots = SigningKey.generate(random);
        byte[] sessionId = new byte[32];
        random.nextBytes(sessionId);
        InMemoryLink[] links = InMemoryLink.pair();
        String name = me.equals(OPPONENT) ? me + "-2" : me;
        SessionSetup human = new SessionSetup(name, OPPONENT, cl.wishes(), mine, bots.identity(), sessionId,
                "Practice game against the built-in opponent.", Position.STARTPOS_FEN, 10_000, random);
        SessionSetup bot = new SessionSetup(OPPONENT, name, Wishes.none(), bots, mine.identity(), sessionId, "",
                Position.STARTPOS_FEN, 10_000, random);
        PracticeOpponent opponent = new PracticeOpponent(opponentSeed(random));
        CompletableFuture<Session> botSession = new CompletableFuture<>();
        opponent.playThrough(c -> botSession.thenAccept(s -> s.submit(c)));
        Thread botThread = new Thread(() -> {
            try {
                botSession.complete(Session.open(bot, links[1], opponent));
            } catch (Exception e) {
                botSession.completeExceptionally(e);
                links[1].close();
            }
        }, "ks-practice-bot");
        botThread.setDaemon(true);
        botThread.start();
        GameView view = GameView.choose(cl, lines, cl.reverse() ? Perspective.OWN_SIDE : Perspective.WHITE_SIDE);
        return GameRunner.run(human, links[0], view, dir, lines);
    }
}
