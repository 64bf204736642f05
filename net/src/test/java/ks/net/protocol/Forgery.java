package ks.net.protocol;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import ks.crypto.SigningKey;

/**
 * What a lying referee can do to a record it holds the key for: sign again every piece of news,
 * the end and the reveal after changing them. The audit must then find the lie itself, not a
 * bad signature. For tests only.
 */
final class Forgery {

    private static final HexFormat HEX = HexFormat.of();

    private Forgery() {
    }

    /** {@code r} with everything the referee signs signed again with {@code referee}. */
    static GameRecord resigned(GameRecord r, SigningKey referee) {
        List<Message.News> news = new ArrayList<>();
        for (Message.News n : r.news()) {
            news.add(signedNews(referee, r.gameId(), news.size() + 1, r.guestColour(), n));
        }
        Message.End e = r.end();
        Message.End end = e == null ? null : signedEnd(referee, r.gameId(), r.result(), e.kind(), r.reason(),
                r.entries().size(), e.statements());
        String reveal = HEX.formatHex(referee.sign(Statements.reveal(r.gameId(), r.entries(), r.salts(),
                r.clocks())));
        return r.toBuilder().guestView(news, r.guestTries()).signedEnd(end, reveal).build();
    }

    /**
     * {@code r} sealed again by its guest with {@code guest} over what it now holds: a lying host's
     * record as its guest keeps it, the guest having sealed the end the host sent (protocol 7).
     */
    static GameRecord sealed(GameRecord r, SigningKey guest) {
        return r.toBuilder().seal(HEX.formatHex(guest.sign(EndSeal.bytes(r)))).build();
    }

    static Message.News signedNews(SigningKey referee, String gameId, int number, int colour, Message.News n) {
        return n.signed(HEX.formatHex(referee.sign(Statements.news(gameId, number, colour, n))));
    }

    static Message.End signedEnd(SigningKey referee, String gameId, String result, String kind, String reason,
            int actions, List<Statement> statements) {
        return new Message.End(result, kind, reason, actions, statements,
                HEX.formatHex(referee.sign(Statements.end(gameId, result, kind, reason, actions))));
    }
}
