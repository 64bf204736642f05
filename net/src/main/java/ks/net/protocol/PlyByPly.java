package ks.net.protocol;

import java.util.HexFormat;
import java.util.List;
import ks.crypto.Identity;

/**
 * The guest's watch over the referee as play goes (docs/protocol.md §7, ply by ply): every piece
 * of news and the end signed by the referee, and each coming only while the guest holds the
 * commitments to every ply played so far; no commitment to a ply the guest has not heard of; the
 * reveal signed. Each check gives the fault in words, or null when there is none.
 */
final class PlyByPly {

    private static final HexFormat HEX = HexFormat.of();

    private final Identity referee;
    private final String gameId;
    private final int colour;

    PlyByPly(Identity referee, String gameId, int colour) {
        this.referee = referee;
        this.gameId = gameId;
        this.colour = colour;
    }

    /** What is wrong with news number {@code number}, arriving after {@code plies} plies and {@code commitments}. */
    String news(Message.News n, int number, int commitments, int plies) {
        if (!signed(Statements.news(gameId, number, colour, n), n.signature())) {
            return "the host's news number " + number + " is not signed by it";
        }
        return commitments == plies + 1 ? null
                : "the host sent news after ply " + plies + " without its commitment to that ply";
    }

    /** What is wrong with a commitment to {@code ply} after {@code plies} plies. */
    String commitment(int ply, int plies) {
        return ply > plies ? "the host committed to ply " + ply + " before any news of it" : null;
    }

    /** What is wrong with the end {@code e}, after {@code plies} plies and {@code commitments}, {@code before} the end already held. */
    String end(Message.End e, Message.End before, int commitments, int plies) {
        if (e.kind() == null || !signed(Statements.end(gameId, e.result(), e.kind(), e.reason(), e.actions()),
                e.signature())) {
            return "the host's end of the game is not signed by it";
        }
        if (commitments != plies + 1) {
            return "the host ended the game after ply " + plies + " without its commitment to that ply";
        }
        return before != null && !before.equals(e)
                ? "the host declared two different ends (" + before.result() + ", then " + e.result() + ")" : null;
    }

    /**
     * What is wrong with the reveal {@code r}, or null when the referee signed it over its actions
     * and salts and the {@code clocks} its commitments covered; a timed reveal signed as a ks
     * before protocol 5 signed it (without the clocks) is named as such.
     */
    String reveal(Message.Reveal r, List<String> clocks) {
        if (signed(Statements.reveal(gameId, r.entries(), r.salts(), clocks), r.signature())) {
            return null;
        }
        return !clocks.isEmpty() && signed(Statements.reveal(gameId, r.entries(), r.salts(), List.of()), r.signature())
                ? "the host's reveal does not cover the clock states it committed to (signed as a ks before"
                        + " protocol 5 signs it)"
                : "the host's reveal is not signed by it";
    }

    private boolean signed(byte[] bytes, String signature) {
        return signature != null && referee.verify(bytes, HEX.parseHex(signature));
    }
}
