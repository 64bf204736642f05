package ks.app.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import ks.app.cli.ConfigDir;
import ks.app.cli.GameFiles;
import ks.app.game.GameRunner;
import ks.app.game.Practice;
import ks.app.ratings.GameRatings;
import ks.crypto.SigningKey;
import ks.engine.Color;
import ks.engine.MoveList;
import ks.engine.Outcome;
import ks.engine.Position;
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
 * {@code ks bench ledger GAMES PLIES DIR}: a ks directory for measuring {@code ks --ratings} and
 * {@code ks --ratings --check}: GAMES rated games between alice and bob (the same two keys), each
 * of PLIES random legal moves played through two real sessions over an in-memory link, then
 * resigned by the side to move; alice's signed record of each is saved in DIR's {@code games/},
 * audited as saved, kept in {@code ratings-checked} and rated in DIR's ledger, exactly as a finished
 * game is. Seeded, so the moves repeat.
 */
public final class BenchLedger {

    private BenchLedger() {
    }

    public static int run(int games, int plies, Path root, PrintStream out) throws Exception {
        ConfigDir dir = ConfigDir.locate(root, java.util.Map.of(), root.toString()).create(line -> { });
        SecureRandom random = new SecureRandom();
        SigningKey alice = GameRunner.signingKey(dir, random);
        SigningKey bob = SigningKey.generate(random);
        Random moves = new Random(11);
        for (int g = 0; g < games; g++) {
            GameRecord record = play(alice, bob, g % 2 == 0 ? ColourWish.WHITE : ColourWish.BLACK, plies, moves, random);
            Path file = GameFiles.save(dir, record);
            List<String> said = new ArrayList<>();
            GameRatings.afterGame(dir, file, true, true, Practice.games(dir), said::add);
            if (said.size() != 1 || !said.get(0).startsWith("Ratings: ")) {
                throw new IllegalStateException("game " + record.gameId() + " was not rated: " + said);
            }
        }
        out.printf("ks bench ledger: %d rated games of %d plies in %s%n", games, plies, dir.root());
        out.println("  time them with: ks --ratings --config " + dir.root() + " and ks --ratings --check --config "
                + dir.root());
        return 0;
    }

    /** One game of {@code plies} random legal moves, resigned by the side to move; alice's record. */
    private static GameRecord play(SigningKey alice, SigningKey bob, ColourWish aliceColour, int plies, Random moves,
            SecureRandom random) throws Exception {
        InMemoryLink[] links = InMemoryLink.pair();
        byte[] sessionId = new byte[32];
        random.nextBytes(sessionId);
        BlockingQueue<Event> aliceEvents = new LinkedBlockingQueue<>();
        BlockingQueue<Event> bobEvents = new LinkedBlockingQueue<>();
        SessionSetup a = SessionSetup.builder().players("alice", "bob")
                .wishes(Wishes.none().withServer(Wish.ON).withColour(aliceColour)).key(alice).peer(bob.identity())
                .sessionId(sessionId).setupTimeoutMillis(10_000).random(random).build();
        SessionSetup b = SessionSetup.builder().players("bob", "alice").key(bob).peer(alice.identity())
                .sessionId(sessionId).setupTimeoutMillis(10_000).random(random).build();
        CompletableFuture<Session> hosting = CompletableFuture.supplyAsync(() -> {
            try {
                return Session.open(a, links[0], aliceEvents::add);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        Session bobs = Session.open(b, links[1], bobEvents::add);
        Session alices = hosting.get(10, TimeUnit.SECONDS);
        boolean aliceWhite = aliceColour == ColourWish.WHITE;
        Position p = Position.startpos();
        MoveList legal = new MoveList();
        for (int played = 0; played < plies; played++) {
            p.legalMoves(legal);
            int move = legal.get(moves.nextInt(legal.size()));
            Position next = p.copy();
            next.make(move);
            if (next.outcome() != Outcome.NONE) {
                // A game that ends on the board here is shorter than asked: stop and resign instead.
                break;
            }
            boolean aliceMoves = (p.sideToMove() == Color.WHITE) == aliceWhite;
            (aliceMoves ? alices : bobs).submit(new Command.Play(move));
            Bench.next(aliceMoves ? aliceEvents : bobEvents, Event.Answered.class);
            Event.Heard heard;
            do {
                heard = Bench.next(aliceMoves ? bobEvents : aliceEvents, Event.Heard.class);
            } while (!heard.moved());
            p = next;
        }
        boolean aliceToMove = (p.sideToMove() == Color.WHITE) == aliceWhite;
        (aliceToMove ? alices : bobs).submit(new Command.Resign(false));
        GameRecord record = alices.awaitEnd();
        bobs.awaitEnd();
        return record;
    }
}
