package ks.app.club;

import java.io.IOException;
import java.util.HexFormat;
import java.util.function.Consumer;
import ks.crypto.Identity;
import ks.crypto.SigningKey;
import ks.engine.Color;
import ks.net.club.ClubLink;
import ks.net.club.ClubMessage;
import ks.net.club.ClubNames;
import ks.net.club.ClubTimeControl;
import ks.net.protocol.Agreement;
import ks.net.protocol.Message;
import ks.net.protocol.SignedAgreement;

/**
 * A member's side of a club game's agreement (docs/protocol.md §7, docs/club.md), the first time
 * they sit down at the game: the club shows the agreement with its signature (on sitting down, or
 * in a {@code start} message once the opponent has sat down too); the member's ks checks every
 * field it can know itself (its own name and key, the club's name and pinned key, the game and
 * terms and time control it sat down at) and the club's signature, signs it, and waits for the opponent's
 * signature, which the club passes on. No ply is played before both signatures are in hand. At a
 * game both players adjourned, the one who sits down first waits in the same way for the club's
 * {@code start}, which says the opponent is back.
 */
final class Agreeing {

    private static final HexFormat HEX = HexFormat.of();
    /** The club closes a connection silent for 60 s. */
    private static final long PING_MILLIS = 20_000;

    private final ClubLink link;
    private final ClubMessage.Seated seated;
    private final SigningKey key;
    private final String me;
    /** Where the lines about the wait go: the member's terminal, or a {@code note} event under {@code --json}. */
    private final Consumer<String> told;
    private final int colour;
    private final String opponent;
    private boolean toldWaiting;
    /** The club's address as the member gave it, for the command the opponent types. */
    private final String where;

    Agreeing(ClubLink link, ClubMessage.Seated seated, SigningKey key, String me, Consumer<String> told, String where) {
        this.where = where;
        this.link = link;
        this.seated = seated;
        this.key = key;
        this.me = me;
        this.told = told;
        this.colour = seated.white().equals(me) ? Color.WHITE : Color.BLACK;
        this.opponent = colour == Color.WHITE ? seated.black() : seated.white();
    }

    /** The agreement signed by both players, within {@code waitMillis}; an {@link IOException} with one line if not. */
    SignedAgreement reach(long waitMillis) throws IOException {
        long deadline = System.nanoTime() + waitMillis * 1_000_000L;
        Agreement a = seated.agreement();
        String clubSignature = seated.agreementSignature();
        while (a == null) {
            if (next(deadline, false) instanceof Message.Start s) {
                a = s.agreement();
                clubSignature = s.signature();
            }
        }
        check(a, clubSignature);
        String mine = HEX.formatHex(key.sign(a.bytes()));
        link.send(new Message.Agree(mine));
        String theirs = null;
        while (theirs == null) {
            Message m = next(deadline, false);
            if (m instanceof Message.Agree g) {
                if (!Identity.fromHex(a.keyOf(1 - colour)).verify(a.bytes(), HEX.parseHex(g.signature()))) {
                    throw new IOException("the club passed on a signature of " + opponent
                            + "'s on the agreement that does not verify");
                }
                theirs = g.signature();
            } else if (m instanceof Message.Note n) {
                throw new IOException("the club: " + n.text());
            }
        }
        return colour == Color.WHITE ? new SignedAgreement(a, mine, theirs) : new SignedAgreement(a, theirs, mine);
    }

    /**
     * At a game both players adjourned: waits up to {@code waitMillis} for the club's {@code start},
     * which it sends once the opponent has sat down too, and checks that it shows this game's
     * agreement, signed by the club; an {@link IOException} with one line if not.
     */
    void awaitReturn(long waitMillis) throws IOException {
        long deadline = System.nanoTime() + waitMillis * 1_000_000L;
        while (true) {
            Message m = next(deadline, true);
            if (m instanceof Message.Start s) {
                check(s.agreement(), s.signature());
                return;
            }
            if (m instanceof Message.Note n) {
                throw new IOException("the club: " + n.text());
            }
        }
    }

    /**
     * The next message from the club, waiting for the opponent to sit down at a game not yet begun
     * or, when {@code adjourned}, at one both players adjourned; after a second of silence the
     * member is told what it waits for, and while it waits a ping every {@link #PING_MILLIS} keeps
     * the club from closing the quiet connection.
     */
    private Message next(long deadline, boolean adjourned) throws IOException {
        while (true) {
            long left = (deadline - System.nanoTime()) / 1_000_000L;
            if (left <= 0) {
                throw new IOException(adjourned
                        ? opponent + " has not sat down at this adjourned game yet: it goes on once you both sit down"
                                + " at it"
                        : opponent + " has not signed the agreement of this game yet: it begins once " + opponent
                                + " sits down at it (ks --club " + where + " " + me + ")");
            }
            Message m = link.receive(Math.min(left, toldWaiting ? PING_MILLIS : 1000));
            if (m == null) {
                if (!toldWaiting) {
                    toldWaiting = true;
                    told.accept(adjourned ? "This game is adjourned; it goes on when " + opponent
                            + " sits down at it too. Waiting for " + opponent + " ..."
                            : "Waiting for " + opponent + " to sit down and sign the agreement of this game ...");
                }
                link.send(new Message.Ping());
            } else if (!(m instanceof Message.Ping)) {
                return m;
            }
        }
    }

    /** Refuses an agreement that is not the game the member sat down at, or that the club did not sign. */
    private void check(Agreement a, String clubSignature) throws IOException {
        Identity club = link.channel().peerIdentity();
        StringBuilder wrong = new StringBuilder();
        differ(wrong, "the game id", a.gameId(), seated.gameId());
        differ(wrong, "white", a.white(), seated.white());
        differ(wrong, "black", a.black(), seated.black());
        differ(wrong, "your key", a.keyOf(colour), key.identity().hex());
        differ(wrong, "the referee", a.referee(), ClubNames.CLUB);
        differ(wrong, "the referee's key", a.refereeKey(), club.hex());
        differ(wrong, "the rule set", a.ruleSet(), seated.rules());
        differ(wrong, "+a", a.announceCaptures(), seated.announceCaptures());
        differ(wrong, "+p", a.pawnTries(), seated.pawnTries());
        differ(wrong, "the start position", a.startFen(), seated.startFen());
        differ(wrong, "the time control", a.timeControl(), ClubTimeControl.parse(seated.timeControl()).text());
        if (wrong.length() > 0) {
            throw new IOException("the club's agreement is not the game you sat down at (" + wrong
                    + " differ); it is not signed");
        }
        if (clubSignature == null || !club.verify(a.bytes(), HEX.parseHex(clubSignature))) {
            throw new IOException("the club's signature on the agreement does not verify; it is not signed");
        }
    }

    private static void differ(StringBuilder wrong, String what, Object theirs, Object ours) {
        if (!theirs.equals(ours)) {
            wrong.append(wrong.length() == 0 ? "" : ", ").append(what);
        }
    }
}
