package ks.net.club;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import ks.crypto.SigningKey;
import ks.engine.referee.Announcements;
import ks.engine.referee.Referee;
import ks.engine.referee.Ruling;
import ks.net.protocol.Audit;
import ks.net.protocol.Entries;
import ks.net.protocol.Entry;
import ks.net.protocol.Message;
import ks.net.protocol.Statements;

/**
 * What each player of a club game has been told, in order: the news the rules give that colour
 * ({@link Audit#newsFor}, the rule their audit replays), numbered from 1 for each player and
 * signed by the club over {@link Statements#news}. It keeps only how many each player has been
 * told. The news itself follows from the game's actions, and Ed25519 signs the same bytes the same
 * way, so when a player catches up it is worked out again from the actions, through a fresh
 * referee, and signed again: the very signatures the player received, and no news held in memory
 * while the game goes on (docs/club.md, "What a game in progress keeps"). Used only on the
 * game's actor.
 */
final class ClubNews {

    private static final HexFormat HEX = HexFormat.of();

    private final String gameId;
    private final SigningKey club;
    private final int[] told = new int[2];

    ClubNews(String gameId, SigningKey club) {
        this.gameId = gameId;
        this.club = club;
    }

    /** Counts what each player hears as the game opens (sent to them when they catch up). */
    void opening(Referee referee) {
        for (int colour = 0; colour < 2; colour++) {
            count(colour, Audit.opening(referee, colour));
        }
    }

    /**
     * Files the news of a ruling for both players; returns it signed (by colour, null for none),
     * to deliver once stored.
     */
    Message.News[] ruling(Ruling ruling) {
        Message.News[] out = new Message.News[2];
        for (int colour = 0; colour < 2; colour++) {
            out[colour] = signed(colour, count(colour, Audit.newsFor(ruling, colour)));
        }
        return out;
    }

    /** Files the answer to {@code asker}'s "any?" for both players; returns it as {@link #ruling} does. */
    Message.News[] answer(Announcements answer, int asker) {
        Message.News[] out = new Message.News[2];
        for (int colour = 0; colour < 2; colour++) {
            out[colour] = signed(colour, count(colour, Audit.newsForAny(answer, asker, colour)));
        }
        return out;
    }

    /** Counts the news of a ruling replayed from the stored actions, already delivered: nothing is signed. */
    void ruled(Ruling ruling) {
        for (int colour = 0; colour < 2; colour++) {
            count(colour, Audit.newsFor(ruling, colour));
        }
    }

    /** Counts the answer to a replayed "any?", as {@link #ruled} does. */
    void answered(Announcements answer, int asker) {
        for (int colour = 0; colour < 2; colour++) {
            count(colour, Audit.newsForAny(answer, asker, colour));
        }
    }

    /** How many pieces of news {@code colour}'s player has been told. */
    int count(int colour) {
        return told[colour];
    }

    /**
     * Everything {@code colour}'s player has been told, worked out again by replaying
     * {@code entries} (every action so far) through {@code fresh}, a referee at the game's start:
     * signed from number {@code signFrom + 1} on, and unsigned before it, where a catch-up reads
     * only whether each piece of news was a move.
     */
    List<Message.News> told(int colour, Referee fresh, List<Entry> entries, int signFrom) {
        List<Message.News> out = new ArrayList<>(told[colour]);
        add(out, Audit.opening(fresh, colour), colour, signFrom);
        for (Entry e : entries) {
            add(out, e.isTry() ? Audit.newsFor(fresh.attempt(Entries.move(e.move())), colour)
                    : Audit.newsForAny(fresh.askAny(), e.colour(), colour), colour, signFrom);
        }
        if (out.size() != told[colour]) {
            throw new IllegalStateException("game " + gameId + ": the actions give " + out.size()
                    + " pieces of news for colour " + colour + ", the club told " + told[colour]);
        }
        return out;
    }

    private void add(List<Message.News> out, Message.News n, int colour, int signFrom) {
        if (n != null) {
            out.add(out.size() >= signFrom ? sign(colour, out.size() + 1, n) : n);
        }
    }

    private Message.News count(int colour, Message.News n) {
        if (n != null) {
            told[colour]++;
        }
        return n;
    }

    private Message.News signed(int colour, Message.News n) {
        return n == null ? null : sign(colour, told[colour], n);
    }

    private Message.News sign(int colour, int number, Message.News n) {
        return n.signed(HEX.formatHex(club.sign(Statements.news(gameId, number, colour, n))));
    }
}
