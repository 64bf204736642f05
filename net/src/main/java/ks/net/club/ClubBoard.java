package ks.net.club;

import java.security.SecureRandom;
import java.util.List;
import ks.crypto.SigningKey;
import ks.engine.Position;
import ks.engine.referee.Announcements;
import ks.engine.referee.Referee;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Ruling;
import ks.net.club.db.GameMoves;
import ks.net.club.db.Games;
import ks.net.protocol.CatchUp;
import ks.net.protocol.Entries;
import ks.net.protocol.Entry;
import ks.net.protocol.Message;
import ks.net.protocol.Results;
import ks.net.protocol.Terms;

/**
 * What has been played in one club game and what each player was told: the engine's referee over
 * the board, every action in order ({@link ClubEntries}: what the reveal opens at the end), how many
 * attempts and "any?" questions each player has made, how much news each has heard ({@link ClubNews}) and the club's
 * commitment chain ({@link ClubChain}). Replaying the actions through a fresh referee gives every
 * ruling and so every piece of news again: after a crash, from the stored actions, and whenever a
 * player catches up, from those the board keeps, so the signed news itself is not kept; the chain
 * goes on from the stored commitments and salts. Used only on the game's actor.
 */
final class ClubBoard {

    /** A judged attempt: the referee's ruling and the news it gives each player (by colour, null for none). */
    record Judged(Ruling ruling, Message.News[] told) {
    }

    private final String startFen;
    private final RuleSet rules;
    private final Referee referee;
    private final ClubEntries entries = new ClubEntries();
    private final int[] tries = new int[2];
    private final int[] anys = new int[2];
    private final ClubNews news;
    private final ClubChain chain;
    private final SigningKey key;
    private final SecureRandom random;

    ClubBoard(Games.Game game, Terms terms, SigningKey key, SecureRandom random) {
        this.startFen = game.startFen();
        this.rules = terms.rules();
        this.referee = fresh();
        this.chain = new ClubChain(game);
        this.news = new ClubNews(game.id(), key);
        this.key = key;
        this.random = random;
    }

    /** Counts what each player hears as the game opens. */
    void opening() {
        news.opening(referee);
    }

    /**
     * Replays one stored action through the referee, its news already delivered (counted, not
     * signed); returns whether it was a legal move.
     */
    boolean replay(GameMoves.Action a) {
        if (a.move() == null) {
            news.answered(ask(a.colour()), a.colour());
            return false;
        }
        Ruling ruling = judge(a.colour(), a.move());
        news.ruled(ruling);
        return ruling.isLegal();
    }

    /** Judges {@code colour}'s attempt of {@code uci}, the next action of the game. */
    Judged attempt(int colour, String uci) {
        Ruling ruling = judge(colour, uci);
        return new Judged(ruling, news.ruling(ruling));
    }

    private Ruling judge(int colour, String uci) {
        tries[colour]++;
        entries.add(Entry.attempt(colour, uci));
        return referee.attempt(Entries.move(uci));
    }

    /** Whether the referee would play {@code uci} now; judges nothing and changes nothing. */
    boolean wouldAccept(String uci) {
        return referee.wouldAccept(Entries.move(uci));
    }

    /** Answers {@code colour}'s "any?", the next action of the game; returns the news as {@link Judged#told}. */
    Message.News[] any(int colour) {
        return news.answer(ask(colour), colour);
    }

    private Announcements ask(int colour) {
        anys[colour]++;
        entries.add(Entry.any(colour));
        return referee.askAny();
    }

    /** Commits to the position as it stands with the clocks {@code clockText}; returns what to store. */
    GameMoves.Committed commit(String clockText) {
        return chain.commit(referee.position().toFen(), clockText, key, random);
    }

    /** Continues the chain from a stored commitment (with its salt), in order. */
    void restore(GameMoves.Committed k) {
        chain.restore(k);
    }

    /** How many commitments the club has made, the start position's included. */
    int commitments() {
        return chain.size();
    }

    int plies() {
        return chain.size() - 1;
    }

    int sideToMove() {
        return referee.sideToMove();
    }

    Position position() {
        return referee.position();
    }

    /** Whether the board has decided the game (mate, stalemate, a draw by the rules). */
    boolean decided() {
        return referee.isOver();
    }

    /** The result the board decided, when {@link #decided}. */
    String result() {
        return Results.of(referee.outcome(), referee.sideToMove());
    }

    /** Why the board decided it, in words, when {@link #decided}. */
    String reason() {
        return Results.reason(referee.outcome(), referee.sideToMove());
    }

    /** The actions so far, in order. */
    List<Entry> entries() {
        return entries.all();
    }

    /** How many actions there have been. */
    int actions() {
        return entries.size();
    }

    /** Every salt, for the reveal. */
    List<String> salts() {
        return chain.salts();
    }

    /** The clock state each commitment covers, for the reveal. */
    List<String> clocks() {
        return chain.clocks();
    }

    /** How many attempts {@code colour} has made. */
    int tries(int colour) {
        return tries[colour];
    }

    /** How many times {@code colour} has asked "any?". */
    int anys(int colour) {
        return anys[colour];
    }

    /** Every piece of news {@code colour} has been told, signed, in order (worked out again: see {@link ClubNews}). */
    List<Message.News> told(int colour) {
        return news.told(colour, fresh(), entries(), 0);
    }

    /** How many pieces of news {@code colour} has been told. */
    int newsFor(int colour) {
        return news.count(colour);
    }

    /**
     * What {@code colour}'s player lacks when they hold {@code newsHeld} pieces of news and
     * {@code commitmentsHeld} commitments, in the order it first went ({@link CatchUp}).
     */
    List<Message> catchUp(int colour, int newsHeld, int commitmentsHeld) {
        return CatchUp.of(news.told(colour, fresh(), entries(), newsHeld), chain.from(0), chain.clocks(), newsHeld,
                commitmentsHeld);
    }

    /** A referee at the game's start. */
    private Referee fresh() {
        return new Referee(Position.fromFen(startFen), rules);
    }
}
