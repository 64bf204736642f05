package ks.app.club;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.function.Consumer;
import ks.engine.rating.Standings;
import ks.net.club.ClubLink;
import ks.net.club.ClubMessage;
import ks.net.club.ClubTimeControl;
import ks.net.club.ClubNames;
import ks.net.protocol.Event;
import ks.net.protocol.GameRecord;
import ks.net.protocol.SavedGame;
import ks.net.protocol.Session;
import ks.net.protocol.SessionOptions;
import ks.net.protocol.SessionSetup;
import ks.net.protocol.SignedAgreement;
import ks.net.protocol.Terms;
import ks.net.retry.Backoff;
import ks.net.retry.Retry;
import ks.net.store.SaveFile;

/**
 * A member at one of their club games: {@code ks --club HOST NAME} sits down at the board (the
 * game against NAME, or with that id), {@code ks --club HOST move GAME MOVE} makes one move of a
 * daily game and leaves. Either way the member's ks is the guest of the club's referee: it keeps
 * every commitment and piece of news in {@code clubs/HOST_PORT/games/GAME.kss} after each one,
 * catches up with the club through the resume exchange when it comes back, and audits the game
 * at the end like a game between two processes.
 */
final class Sitting {

    private static final HexFormat HEX = HexFormat.of();
    /** The pause between tries to sit down again after the link to the club dropped. */
    private static final Backoff AGAIN = Backoff.fixed(Duration.ofSeconds(1));
    /** How long {@code move} waits for the opponent's signature on the agreement (they are not expected). */
    private static final long MOVE_AGREEMENT_WAIT_MILLIS = 10_000;

    private final ClubCommand c;
    private final ClubSave save;
    private volatile ClubLink link;

    Sitting(ClubCommand c) {
        this.c = c;
        this.save = new ClubSave(c.stored().games(), this::file);
    }

    int sit(String target) throws IOException, ClubCommand.Refused, ClubTable.Trouble {
        String me = c.me();
        ClubMessage.GameLine game = find(me, target);
        String sitting = "Sitting down at game " + game.id().substring(0, 8) + ": " + game.white() + " (white) v "
                + game.black() + " (black), " + game.timeControl() + ", " + game.rules();
        // Under --json nothing but events reaches standard output: these lines are notes of the game's view.
        boolean json = c.args().viewFlags().contains("--json");
        if (!json) {
            c.out().println(sitting);
        }
        String opponent = game.white().equalsIgnoreCase(me) ? game.black() : game.white();
        return ClubTable.play(c.configRoot(), c.args().viewFlags(), c.in(), c.console(),
                (player, say) -> {
                    if (json) {
                        say.accept(sitting);
                    }
                    return open(me, game, player, true, json ? say : c.out()::println);
                }, "ks --club " + c.args().where() + " " + opponent,
                record -> ratings(me, game.id()), save::recordKept, ClubTimeControl.DAILY.text().equals(game.timeControl()));
    }

    /** How the finished game moved both ratings, as the club says; null when it cannot say now. */
    private Standings.Result ratings(String me, String gameId) {
        try (ClubLink l = c.session(me)) {
            if (l.request(new ClubMessage.GameRatings(gameId)) instanceof ClubMessage.RatingChange r) {
                return new Standings.Result(new Standings.Change(r.white(), r.whiteBefore(), r.whiteAfter()),
                        new Standings.Change(r.black(), r.blackBefore(), r.blackAfter()));
            }
        } catch (IOException | ClubCommand.Refused e) {
            // The game and its record are kept; only the club's word on the ratings is missing.
        }
        return null;
    }

    int move(String gameId, String typed) throws IOException, ClubCommand.Refused, ClubTable.Trouble,
            InterruptedException {
        String me = c.me();
        ClubMessage.GameLine game = find(me, gameId);
        if (!game.yourMove()) {
            String opponent = game.white().equalsIgnoreCase(me) ? game.black() : game.white();
            // The first move waits for both signatures on the agreement, given while both are there:
            // black, who never moves first, signs only by sitting down.
            String first = game.plies() == 0 && !Files.exists(file(game.id())) ? " " + opponent + "'s first move"
                    + " needs your signature on the game's agreement: sit down at it (ks --club " + c.args().where()
                    + " " + opponent + ") while " + opponent + " moves." : "";
            c.out().println("It is not your move in game " + game.id().substring(0, 8) + "." + first);
            return 1;
        }
        Session[] session = new Session[1];
        boolean tried = ClubTable.move(typed, c.out(), (player, say) -> {
            session[0] = open(me, game, player, false, c.out()::println);
            return session[0];
        }, 60_000);
        link.close();
        try {
            session[0].awaitEnd();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (!tried) {
            return 1;
        }
        try (ClubLink l = c.session(me)) {
            for (ClubMessage.GameLine g : ((ClubMessage.GameList) ClubCommand.expect(l.request(
                    new ClubMessage.ListGames()))).games()) {
                if (g.id().equals(game.id())) {
                    Listings.games(c.out(), new ClubMessage.GameList(List.of(g)), id -> false, c.args().where());
                }
            }
        }
        return 0;
    }

    /**
     * The member's game in progress against {@code target} (a name), or with that id or id prefix;
     * or one that ended while the member was away and that their ks has not audited yet. A name
     * with more than one such game is a usage error naming each game's command.
     */
    private ClubMessage.GameLine find(String me, String target) throws IOException, ClubCommand.Refused {
        List<ClubMessage.GameLine> games;
        try (ClubLink l = c.session(me)) {
            games = ((ClubMessage.GameList) ClubCommand.expect(l.request(new ClubMessage.ListGames()))).games();
        }
        List<ClubMessage.GameLine> found = new ArrayList<>();
        for (ClubMessage.GameLine g : games) {
            // A game that ended while the member was away is still to be audited here.
            boolean open = "playing".equals(g.state()) || Files.exists(file(g.id()));
            String opponent = g.white().equalsIgnoreCase(me) ? g.black() : g.white();
            boolean byId = target.length() >= 8 && g.id().startsWith(target.toLowerCase(java.util.Locale.ROOT));
            if (open && byId) {
                return g;
            }
            if (open && opponent.equalsIgnoreCase(target)) {
                found.add(g);
            }
        }
        if (found.size() == 1) {
            return found.get(0);
        }
        if (found.size() > 1) {
            // Sitting down at the wrong one would wait there for an opponent who sits down at the other.
            throw new IllegalArgumentException("you have " + found.size() + " games in progress against " + target
                    + "; sit down at one by its id: " + String.join(" or ", found.stream().map(g -> "ks --club "
                    + c.args().where() + " " + g.id().substring(0, 8) + " (" + g.timeControl() + ", " + g.rules()
                    + ")").toList()));
        }
        throw new IllegalArgumentException("you have no game in progress " + (target.matches("[0-9a-f]{8,32}")
                ? "with id " + target : "against " + target) + " (ks --club " + c.args().where() + " games lists them)");
    }

    /**
     * Refuses a seating at another game than {@code gameId}, or at one {@code me} does not play: the
     * member's key would sign that game's agreement (under the other member's name for the colour
     * it was given) and its save would be kept as this one's.
     */
    static void seatedAsAsked(ClubMessage.Seated seated, String gameId, String me) throws IOException {
        if (!seated.gameId().equals(gameId)) {
            throw new IOException("the club seated you at game " + seated.gameId().substring(0, 8) + ", not at "
                    + gameId.substring(0, 8) + " as asked; nothing was signed");
        }
        if (!seated.white().equals(me) && !seated.black().equals(me)) {
            throw new IOException("the club seated you at a game of " + seated.white() + " and " + seated.black()
                    + ", not yours; nothing was signed");
        }
    }

    /** The session at {@code game}; {@code told} takes the lines about waiting for the opponent to sit down. */
    private Session open(String me, ClubMessage.GameLine game, Consumer<Event> player, boolean reconnect,
            Consumer<String> told) throws IOException {
        ClubMessage.Seated seated;
        try {
            link = c.session(me);
            seated = (ClubMessage.Seated) ClubCommand.expect(link.request(new ClubMessage.Sit(game.id())));
        } catch (ClubCommand.Refused e) {
            throw new IOException("the club refused: " + ClubMessage.Sit.refusal(e.getMessage()));
        }
        seatedAsAsked(seated, game.id(), me);
        String opponent = seated.white().equals(me) ? seated.black() : seated.white();
        long waitMillis = reconnect ? c.args().waitSeconds() * 1000L : MOVE_AGREEMENT_WAIT_MILLIS;
        if (seated.adjourned()) {
            new Agreeing(link, seated, c.key(), me, told, c.args().where()).awaitReturn(waitMillis);
        }
        SavedGame saved = saved(me, seated, waitMillis, told);
        // The club's chain seed, not the channel's session id, ties the game to its commitments.
        SessionSetup setup = SessionSetup.builder().players(me, opponent).key(c.key()).over(link.channel())
                .sessionId(HEX.parseHex(seated.chainSeed())).startFen(seated.startFen()).setupTimeoutMillis(30_000)
                .random(c.random()).build();
        SessionOptions options = SessionOptions.defaults().withStore(save)
                .withReconnector(reconnect ? () -> again(me, game.id()) : null);
        return Session.resume(setup, link, player, options, saved);
    }

    /**
     * The member's own copy of the game, or the first time they sit down an empty one holding the
     * agreement both players signed (waiting up to {@code waitMillis} for the opponent's signature).
     */
    private SavedGame saved(String me, ClubMessage.Seated s, long waitMillis, Consumer<String> told) throws IOException {
        Path file = file(s.gameId());
        if (Files.exists(file)) {
            return SaveFile.read(file);
        }
        SignedAgreement agreement = new Agreeing(link, s, c.key(), me, told, c.args().where()).reach(waitMillis);
        Terms terms = new Terms(ClubNames.CLUB, s.white(), s.rules(), s.announceCaptures(), s.pawnTries(),
                agreement.agreement().timeControl());
        GameRecord empty = GameRecord.builder().agreement(agreement).players(me, s.white(), s.black())
                .terms(terms, s.startFen()).ids(s.gameId(), s.chainSeed())
                .keys(link.channel().peerIdentity().hex(), c.key().identity().hex()).build();
        return new SavedGame(SavedGame.FORMAT, SavedGame.GUEST, c.args().where(), null, empty, 0, null,
                Instant.now().toString());
    }

    private Path file(String gameId) {
        return c.stored().games().resolve(gameId + ".kss");
    }

    /** A fresh seat at the same game after the link dropped, for up to --wait seconds; a refusal ends the wait. */
    private ClubLink again(String me, String gameId) throws IOException, InterruptedException {
        return Retry.until(Duration.ofSeconds(c.args().waitSeconds()), AGAIN,
                "no connection to the club within " + c.args().waitSeconds() + " s", left -> {
                    try {
                        ClubLink fresh = c.session(me);
                        ClubCommand.expect(fresh.request(new ClubMessage.Sit(gameId)));
                        link = fresh;
                        return fresh;
                    } catch (ClubCommand.Refused e) {
                        throw new Retry.Final("the club refused: " + ClubMessage.Sit.refusal(e.getMessage()));
                    }
                });
    }
}
