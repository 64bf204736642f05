package ks.app.ratings;

import java.security.SecureRandom;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import ks.crypto.SigningKey;
import ks.net.protocol.ColourWish;
import ks.net.protocol.Command;
import ks.net.protocol.Event;
import ks.net.protocol.GameRecord;
import ks.net.protocol.InMemoryLink;
import ks.net.protocol.Session;
import ks.net.protocol.SessionSetup;
import ks.net.protocol.Wish;
import ks.net.protocol.Wishes;

/**
 * Real finished games for ledger tests: two sessions joined in memory, white hosting, black
 * resigning at once or white resigning, each side's signed record returned.
 */
final class FinishedGames {

    private static final SecureRandom RANDOM = new SecureRandom();

    private FinishedGames() {
    }

    /** The host's (white's) record of a game {@code white} vs {@code black} ending {@code result}. */
    static GameRecord play(String white, SigningKey whiteKey, String black, SigningKey blackKey, String result)
            throws Exception {
        byte[] sessionId = new byte[32];
        RANDOM.nextBytes(sessionId);
        InMemoryLink[] links = InMemoryLink.pair();
        SessionSetup w = SessionSetup.builder().players(white, black)
                .wishes(Wishes.none().withColour(ColourWish.WHITE).withServer(Wish.ON)).key(whiteKey)
                .peer(blackKey.identity()).sessionId(sessionId).setupTimeoutMillis(60_000).random(RANDOM).build();
        SessionSetup b = SessionSetup.builder().players(black, white).wishes(Wishes.none().withColour(ColourWish.BLACK))
                .key(blackKey).peer(whiteKey.identity()).sessionId(sessionId).setupTimeoutMillis(60_000).random(RANDOM)
                .build();
        BlockingQueue<Event> whiteEvents = new LinkedBlockingQueue<>();
        CompletableFuture<Session> hosting = CompletableFuture.supplyAsync(() -> {
            try {
                return Session.open(w, links[0], whiteEvents::add);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        Session guest = Session.open(b, links[1], e -> { });
        Session host = hosting.get(60, TimeUnit.SECONDS);
        switch (result) {
            case "1-0" -> guest.submit(new Command.Resign(false));
            case "0-1" -> host.submit(new Command.Resign(false));
            default -> {
                host.submit(new Command.OfferDraw());
                guest.submit(new Command.OfferDraw());
            }
        }
        guest.awaitEnd();
        return host.awaitEnd();
    }

    static SigningKey key() {
        return SigningKey.generate(RANDOM);
    }
}
