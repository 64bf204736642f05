package ks.net.protocol;

import java.util.List;

/**
 * Everything needed to check a finished game without trusting anybody: the agreed terms, both
 * players' public keys, the full record of actions, the host's signed commitments and the
 * salts that open them, what the guest was told, and the guest's signed attempts. Each side
 * saves one; {@code ks --audit FILE} replays it.
 */
public record GameRecord(
        int version,
        String me,
        String white,
        String black,
        Terms terms,
        String gameId,
        String sessionId,
        String hostIdentity,
        String guestIdentity,
        String startFen,
        List<Entry> entries,
        List<String> commitments,
        List<String> salts,
        List<Message.News> news,
        List<Message.Try> guestTries,
        List<String> chat,
        String result,
        String reason) {

    /** The version of this file format. */
    public static final int FORMAT = 1;

    public GameRecord {
        entries = List.copyOf(entries);
        commitments = List.copyOf(commitments);
        salts = List.copyOf(salts);
        news = List.copyOf(news);
        guestTries = List.copyOf(guestTries);
        chat = List.copyOf(chat);
    }

    /** The host's name: the player who ran the referee. */
    public String host() {
        return terms.host();
    }

    /**
     * The guest's colour (0 white, 1 black): the player who did not run the referee. In a club
     * game the referee is the club, neither player, and the record's owner is the one who audits.
     */
    public int guestColour() {
        if (terms.host().equals(white)) {
            return 1;
        }
        if (terms.host().equals(black)) {
            return 0;
        }
        return me.equals(white) ? 0 : 1;
    }
}
