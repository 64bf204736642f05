package ks.net.club;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import ks.crypto.SigningKey;
import ks.engine.referee.Announcements;
import ks.engine.referee.Referee;
import ks.engine.referee.Ruling;
import ks.net.protocol.Audit;
import ks.net.protocol.Message;
import ks.net.protocol.Statements;

/**
 * What each player of a club game has been told, in order: the news the rules give that colour
 * ({@link Audit#newsFor}, the rule their audit replays), numbered from 1 for each player and
 * signed by the club over {@link Statements#news}. Ed25519 signs the same bytes the same way, so
 * a game rebuilt after a restart holds the very signatures its players already received. Used
 * only on the game's actor.
 */
final class ClubNews {

    private static final HexFormat HEX = HexFormat.of();

    private final String gameId;
    private final SigningKey club;
    private final List<List<Message.News>> told = List.of(new ArrayList<>(), new ArrayList<>());

    ClubNews(String gameId, SigningKey club) {
        this.gameId = gameId;
        this.club = club;
    }

    /** Files what each player hears as the game opens. */
    void opening(Referee referee) {
        for (int colour = 0; colour < 2; colour++) {
            add(colour, Audit.opening(referee, colour));
        }
    }

    /** Files the news of a ruling for both players; returns it (by colour, null for none), to deliver once stored. */
    Message.News[] ruling(Ruling ruling) {
        Message.News[] out = new Message.News[2];
        for (int colour = 0; colour < 2; colour++) {
            out[colour] = add(colour, Audit.newsFor(ruling, colour));
        }
        return out;
    }

    /** Files the answer to {@code asker}'s "any?" for both players; returns it as {@link #ruling} does. */
    Message.News[] answer(Announcements answer, int asker) {
        Message.News[] out = new Message.News[2];
        for (int colour = 0; colour < 2; colour++) {
            out[colour] = add(colour, Audit.newsForAny(answer, asker, colour));
        }
        return out;
    }

    /** Everything {@code colour}'s player has been told, signed. */
    List<Message.News> of(int colour) {
        return told.get(colour);
    }

    private Message.News add(int colour, Message.News n) {
        if (n == null) {
            return null;
        }
        List<Message.News> mine = told.get(colour);
        Message.News signed = n.signed(HEX.formatHex(club.sign(Statements.news(gameId, mine.size() + 1, colour, n))));
        mine.add(signed);
        return signed;
    }
}
