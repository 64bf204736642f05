package ks.net.protocol;

import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import ks.crypto.Commitment;
import ks.crypto.Identity;
import ks.engine.Color;

/**
 * The first half of the audit of a signed record (format 2): its signatures checked against the
 * keys of the agreement both players signed, before anything is replayed. A signature that does
 * not verify means the record was changed after it was signed (or never came from the players and
 * referee it names), which is not the referee's lie but an edit. In a revealed record the
 * commitments, acknowledgements and news are proved by the signatures that cover them by hash
 * (docs/protocol.md §7), and {@link #newsProblem} and {@link #commitmentProblem} check their own
 * only where the replay finds one wrong, to tell an edit from a lie. One
 * exception is named for what it is: a player's statement signed with the referee's key (the host
 * forged it) or, under a club, with the opponent's (the club passed it on); only the referee could
 * have put it there, so {@link #check} names it apart from an edit, and the audit reports it as the
 * referee's lie, naming the signer.
 */
final class RecordSignatures {

    private static final HexFormat HEX = HexFormat.of();

    private RecordSignatures() {
    }

    /**
     * What the signatures of a record show: {@code altered}, what in it is not what its signers
     * signed (null when every signature verified holds); {@code forgery}, when nothing was altered,
     * a statement in the end that only the referee could have put there, in words,
     * else null. The audit reports the first at once and the second after the replay.
     */
    record Findings(String altered, String forgery) {

        static Findings altered(String what) {
            return new Findings(what, null);
        }
    }

    /**
     * What in {@code r} is not what its signers signed, or null when every signature verified here
     * holds: all of them in a record without the reveal, the covering ones in a revealed record.
     */
    static String problem(GameRecord r) {
        return check(r).altered();
    }

    /**
     * {@link #problem}, and the statement in the end that the referee forged, found by the same
     * verifications: each statement's signature is verified once, not again for the forgery.
     */
    static Findings check(GameRecord r) {
        SignedAgreement signed = r.agreement();
        if (signed == null) {
            return Findings.altered("a record of format 2 must hold the agreement both players signed, and this one"
                    + " holds none");
        }
        int bad = signed.badSignature();
        if (bad >= 0) {
            return Findings.altered(Color.name(bad) + "'s signature on the agreement does not verify");
        }
        Agreement a = signed.agreement();
        int guestColour = r.guestColour();
        if (!a.gameId().equals(r.gameId()) || !a.white().equals(r.white()) || !a.black().equals(r.black())
                || !a.referee().equals(r.terms().host()) || !a.white().equals(r.terms().white())
                || !a.refereeKey().equals(r.hostIdentity()) || !a.keyOf(guestColour).equals(r.guestIdentity())
                || !a.ruleSet().equals(r.terms().ruleSet()) || a.announceCaptures() != r.terms().announceCaptures()
                || a.pawnTries() != r.terms().pawnTries() || !a.startFen().equals(r.startFen())
                || !a.timeControl().equals(Objects.requireNonNullElse(r.terms().time(), ""))) {
            return Findings.altered("its players, keys, terms or start position are not the ones both players signed");
        }
        Identity referee = Identity.fromHex(a.refereeKey());
        Identity guest = Identity.fromHex(a.keyOf(guestColour));
        String guestName = Color.name(guestColour);
        // A revealed record's replay fixes its commitments, acknowledgements and news by hash:
        // only the signatures that cover them are verified here (docs/protocol.md §7).
        boolean covered = r.revealSignature() != null;
        if (covered && !revealSigned(r, referee)) {
            return Findings.altered("the referee's signature on the revealed game does not verify");
        }
        int commitments = r.commitments().size();
        String commitment = commitmentProblem(r, referee, covered ? Math.max(0, commitments - 1) : 0, commitments);
        if (commitment != null) {
            return Findings.altered(commitment);
        }
        String news = covered ? null : newsProblem(r, referee, 0, r.news().size());
        if (news != null) {
            return Findings.altered(news);
        }
        for (int i = 0; i < r.guestTries().size(); i++) {
            if (r.guestTries().get(i).seq() != i + 1) {
                return Findings.altered(guestName + "'s signature on attempt " + (i + 1) + " does not verify");
            }
        }
        String attempts = attemptsProblem(r, guest, guestName);
        if (attempts != null) {
            return Findings.altered(attempts);
        }
        if (r.acks().size() > r.commitments().size()) {
            return Findings.altered("it holds more acknowledgements than commitments");
        }
        for (int i = covered ? Math.max(0, r.acks().size() - 1) : 0; i < r.acks().size(); i++) {
            if (!verifies(guest, Statements.ack(r.gameId(), r.commitments().get(i)), r.acks().get(i))) {
                return Findings.altered(guestName + "'s acknowledgement of ply " + i + " does not verify");
            }
        }
        return endFindings(r, a, referee);
    }

    /**
     * The guest's attempts not as it signed them, in words, or null. The seal stands for every
     * attempt's own signature (§7, protocol 6); one that does not verify has each of them verified,
     * to name the attempt edited, and is named itself when they all hold.
     */
    private static String attemptsProblem(GameRecord r, Identity guest, String guestName) {
        if (r.seal() != null && sealHolds(r)) {
            return null;
        }
        for (int i = 0; i < r.guestTries().size(); i++) {
            Message.Try t = r.guestTries().get(i);
            if (!verifies(guest, Statements.attempt(r.gameId(), t), t.signature())) {
                return guestName + "'s signature on attempt " + (i + 1) + " does not verify";
            }
        }
        return r.seal() == null ? null : guestName + "'s seal over " + EndSeal.over(r) + " does not verify";
    }

    /**
     * Whether the referee signed the reveal over the record's actions, salts and clock states (none
     * in an untimed game) or, in a timed record of protocol 4 or earlier, over the actions and salts
     * alone ({@code ks/reveal/v2}). Trying both gives the keeper of a timed record nothing: the
     * referee of protocol 5 signs only the first ({@code ks/reveal/v3}), whose tag is in the signed
     * bytes, so its signature never verifies as the second. Clock states added to an untimed record
     * fail the first and have no second.
     */
    private static boolean revealSigned(GameRecord r, Identity referee) {
        return verifies(referee, Statements.reveal(r.gameId(), r.entries(), r.salts(), r.clocks()), r.revealSignature())
                || r.terms().timeControl().timed() && verifies(referee, Statements.reveal(r.gameId(), r.entries(),
                        r.salts(), List.of()), r.revealSignature());
    }

    /**
     * Whether the record's seal is the guest's signature over its attempts as the record holds them
     * and, under protocol 7, over its commitments and end too ({@link EndSeal}).
     */
    static boolean sealHolds(GameRecord r) {
        String key = r.agreement() == null ? r.guestIdentity() : r.agreement().agreement().keyOf(r.guestColour());
        return r.seal() != null && Shapes.signature(r.seal())
                && verifies(Identity.fromHex(key), EndSeal.bytes(r), r.seal());
    }

    /**
     * Whether a revealed record holds the guest's acknowledgements that the guest sent before its
     * last action: in words when it does not, else null. {@code plies} were played before the
     * guest's last entry (from the replay), or before its last statement in the end if that is
     * later. The referee sends the news of a move before its commitment, so the guest may act on the
     * news before the commitment comes; but it had acknowledged the commitment to every earlier
     * ply, which came before that news, and the host takes its messages in order. So an honest
     * host's record holds at least {@code plies} acknowledgements; the ones sent later may be
     * missing (the host takes none once the game has ended). Without this a host keeping its own
     * record could drop the acknowledgements behind a move of its own, change the move, and sign
     * again everything that is the referee's (docs/protocol.md §7, "Why no fewer"). A referee that
     * is neither player (a club) makes no moves of its own and keeps no acknowledgements: nothing
     * is asked of its records.
     */
    static String unacknowledged(GameRecord r, int plies) {
        if (r.agreement() == null || r.agreement().agreement().neutralReferee()) {
            return null;
        }
        int guestColour = r.guestColour();
        int needed = plies;
        if (r.end() != null) {
            for (Statement s : r.end().statements()) {
                if (s.colour() == guestColour) {
                    needed = Math.max(needed, s.plies());
                }
            }
        }
        needed = Math.min(needed, r.commitments().size());
        int acks = r.acks().size();
        return acks >= needed ? null : "the record holds " + Color.name(guestColour) + "'s acknowledgements of "
                + acks + (acks == 1 ? " commitment" : " commitments") + ", but it sent " + needed
                + " before it last acted: it does not prove the moves from ply " + acks + " on";
    }

    /** The first of the referee's commitments {@code from} to {@code to} (exclusive) whose signature fails, in words, or null. */
    static String commitmentProblem(GameRecord r, Identity referee, int from, int to) {
        for (int i = from; i < to; i++) {
            if (!Commitment.decode(HEX.parseHex(r.commitments().get(i))).signedBy(referee)) {
                return "the referee's signature on its commitment to ply " + i + " does not verify";
            }
        }
        return null;
    }

    /** The first piece of news {@code from} to {@code to} (exclusive, from 0) whose signature fails, in words, or null. */
    static String newsProblem(GameRecord r, Identity referee, int from, int to) {
        for (int i = from; i < to; i++) {
            Message.News n = r.news().get(i);
            if (!verifies(referee, Statements.news(r.gameId(), i + 1, r.guestColour(), n), n.signature())) {
                return "the referee's signature on news number " + (i + 1) + " does not verify";
            }
        }
        return null;
    }

    private static Findings endFindings(GameRecord r, Agreement a, Identity referee) {
        Message.End e = r.end();
        if (e == null) {
            return new Findings("*".equals(r.result()) ? null : "it declares " + r.result()
                    + " but holds no end the referee signed", null);
        }
        if (e.kind() == null || !verifies(referee, Statements.end(r.gameId(), e.result(), e.kind(), e.reason(),
                e.actions()), e.signature())) {
            return Findings.altered("the referee's signature on the end does not verify");
        }
        if (!e.result().equals(r.result()) || !e.reason().equals(r.reason())) {
            return Findings.altered("its result (" + r.result() + ", " + r.reason() + ") is not the end the referee"
                    + " signed (" + e.result() + ", " + e.reason() + ")");
        }
        String forgery = null;
        for (Statement s : e.statements()) {
            if (!s.signedBy(Identity.fromHex(a.keyOf(s.colour())), r.gameId())) {
                Signer signer = signer(r, a, s);
                switch (signer) {
                    case KEEPER -> {
                        return Findings.altered(what(s, a) + " is signed with " + name(a, r.guestColour()) + "'s key");
                    }
                    case NOBODY -> {
                        return Findings.altered(Color.name(s.colour()) + "'s signature on the statement '" + s.kind()
                                + "' does not verify");
                    }
                    default -> forgery = forgery == null ? forgery(r, a, s, signer) : forgery;
                }
            }
        }
        return new Findings(null, forgery);
    }

    /**
     * What to say of a statement in the end that the key of the player it is about does not verify
     * and that {@code signer} signed: when only the referee could have put it there (signed with
     * the referee's key, or under a club with the opponent's), that the referee forged it; else null.
     */
    private static String forgery(GameRecord r, Agreement a, Statement s, Signer signer) {
        switch (signer) {
            case REFEREE -> {
                String referee = a.neutralReferee() ? "the " + a.referee() : a.referee();
                return what(s, a) + " is signed with " + referee + "'s key (the "
                        + (a.neutralReferee() ? a.referee() : "host") + " forged it)";
            }
            case OPPONENT -> {
                return what(s, a) + " is signed with " + name(a, Color.opposite(r.guestColour())) + "'s key (the "
                        + a.referee() + " passed it on as " + name(a, s.colour()) + "'s)";
            }
            default -> {
                return null;
            }
        }
    }

    /** Whose key signed a statement that the key of the player it is about does not verify. */
    private enum Signer { REFEREE, KEEPER, OPPONENT, NOBODY }

    private static Signer signer(GameRecord r, Agreement a, Statement s) {
        int keeper = r.guestColour();
        if (s.signedBy(Identity.fromHex(a.refereeKey()), r.gameId())) {
            return Signer.REFEREE;
        }
        if (s.signedBy(Identity.fromHex(a.keyOf(keeper)), r.gameId())) {
            return Signer.KEEPER;
        }
        return s.signedBy(Identity.fromHex(a.keyOf(Color.opposite(keeper))), r.gameId()) ? Signer.OPPONENT
                : Signer.NOBODY;
    }

    /** "the resignation of bob", "alice's agreement to a draw"...: the statement, in words. */
    private static String what(Statement s, Agreement a) {
        String who = name(a, s.colour());
        return switch (s.kind()) {
            case "resign" -> "the resignation of " + who;
            case "quit" -> "the statement that " + who + " quit";
            case "draw" -> who + "'s agreement to a draw";
            default -> who + "'s agreement to adjourn";
        };
    }

    private static String name(Agreement a, int colour) {
        return colour == Color.WHITE ? a.white() : a.black();
    }

    private static boolean verifies(Identity key, byte[] bytes, String signature) {
        return signature != null && key.verify(bytes, HEX.parseHex(signature));
    }

    /** The statements of {@code kind} by {@code colour} among {@code statements}. */
    static List<Statement> by(List<Statement> statements, String kind, int colour) {
        return statements.stream().filter(s -> s.kind().equals(kind) && s.colour() == colour).toList();
    }
}
