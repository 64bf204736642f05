package ks.net.club;

import java.util.HexFormat;
import java.util.List;
import ks.crypto.SigningKey;
import ks.engine.Position;
import ks.net.protocol.Endings;
import ks.net.protocol.Entry;
import ks.net.protocol.Message;
import ks.net.protocol.Statement;
import ks.net.protocol.Statements;

/**
 * How a club game ends, as the club signs it (docs/protocol.md §7): the result with its kind
 * ({@code board}, {@code resign}, {@code quit}, {@code draw}, {@code time}) and the players'
 * signed statements a result not from the board rests on, the draw offer that stands, and the
 * club's signatures over the end and the reveal. A statement counts only when its player signed
 * it with the key they sat down with and it still holds ({@link Endings}, the rule the audit
 * checks). Used only on the game's actor.
 */
final class ClubEnding {

    private static final HexFormat HEX = HexFormat.of();

    private final String gameId;
    private final SigningKey club;
    private final ClubAgreement pact;
    private final int startSide;
    /** The draw statement that stands (an offer not yet accepted or lapsed), or null. */
    private Statement drawOffer;
    private String result;
    private String reason;
    private String kind;
    private List<Statement> statements = List.of();

    ClubEnding(String gameId, String startFen, SigningKey club, ClubAgreement pact) {
        this.gameId = gameId;
        this.club = club;
        this.pact = pact;
        this.startSide = Position.fromFen(startFen).sideToMove();
    }

    boolean over() {
        return result != null;
    }

    String result() {
        return result;
    }

    String reason() {
        return reason;
    }

    /** The game ended with {@code result} for {@code reason}, of {@code kind}, resting on {@code statements}. */
    void ended(String result, String reason, String kind, List<Statement> statements) {
        this.result = result;
        this.reason = reason;
        this.kind = kind;
        this.statements = List.copyOf(statements);
    }

    /** Whether {@code s} is a statement of {@code kind} by the player of {@code colour}, signed with their key. */
    boolean signedBy(int colour, Statement s, String kind) {
        return s != null && s.kind().equals(kind) && s.colour() == colour && pact.identity(colour)
                .verify(Statements.statement(gameId, kind, colour, s.plies()), HEX.parseHex(s.signature()));
    }

    /** Whether a resignation or quit {@code s} holds after {@code plies} plies. */
    boolean holds(Statement s, int plies) {
        return Endings.holds(s, plies, startSide);
    }

    /**
     * A player's signed draw statement after {@code plies} plies: the statements of the draw it
     * agrees to, or null when it stands as an offer (or repeats the one that stands).
     */
    List<Statement> draw(Statement s, int plies) {
        if (drawOffer != null && drawOffer.colour() != s.colour() && Endings.drawAgreed(drawOffer, s, plies, startSide)) {
            return List.of(drawOffer, s);
        }
        drawOffer = s;
        return null;
    }

    /** Whether the player of {@code colour} has a draw offer standing. */
    boolean offers(int colour) {
        return drawOffer != null && drawOffer.colour() == colour;
    }

    /** The player of {@code colour} moved: the opponent's offer lapses. */
    void moved(int colour) {
        if (drawOffer != null && drawOffer.colour() == 1 - colour) {
            drawOffer = null;
        }
    }

    /** The end after {@code actions} actions, signed by the club over {@link Statements#end}. */
    Message.End end(int actions) {
        String sig = HEX.formatHex(club.sign(Statements.end(gameId, result, kind, reason, actions)));
        return new Message.End(result, kind, reason, actions, statements, sig);
    }

    /** Every action and salt, signed by the club over {@link Statements#reveal} with the clock states it committed. */
    Message.Reveal reveal(List<Entry> entries, List<String> salts, List<String> clocks) {
        return new Message.Reveal(entries, salts,
                HEX.formatHex(club.sign(Statements.reveal(gameId, entries, salts, clocks))));
    }
}
