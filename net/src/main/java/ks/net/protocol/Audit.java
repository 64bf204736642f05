package ks.net.protocol;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import ks.crypto.Commitment;
import ks.crypto.CommitmentChain;
import ks.crypto.Digest;
import ks.crypto.Identity;
import ks.crypto.PeerMisbehaved;
import ks.crypto.Salt;
import ks.engine.Color;
import ks.engine.Outcome;
import ks.engine.Position;
import ks.engine.clock.ClockState;
import ks.engine.clock.TimeControl;
import ks.engine.referee.Announcements;
import ks.engine.referee.Referee;
import ks.engine.referee.Ruling;

/**
 * The end-of-game check: replays a {@link GameRecord} through a fresh referee of our own and
 * compares every commitment and every announcement the guest was given with what the replay
 * says. A referee that lied about anything the guest heard, or about the position it committed
 * to, is caught here; so is an end the board did not decide that the players' signed statements
 * do not bear out. A signed record (format 2) has its signatures checked first
 * ({@link RecordSignatures}): one that fails means the record was edited. In a revealed record the
 * commitments and news are proved by the signatures that cover them by hash, and the replay
 * verifies the own signature of one it finds wrong, to tell an edit from a lie. In a
 * timed game every commitment covers the clocks too, and {@link ClockAudit} checks them ply by
 * ply against the thinking times the guest signed, and a time forfeit against the rule.
 */
public final class Audit {

    private static final HexFormat HEX = HexFormat.of();

    /**
     * The start position read last, with its FEN: nearly every record starts from the same one, and
     * reading a FEN checks the position it gives, which a check of a hundred records paid a hundred
     * times. Shared between threads and never changed: the referee plays on a copy of it.
     */
    private static volatile Start lastStart;

    private record Start(String fen, Position position) {
    }

    private Audit() {
    }

    /**
     * The result of an audit: the line both players see. {@code unconfirmed}: the record passed but
     * its end is the host's word alone, the guest not having sealed it (protocol 7,
     * {@link EndSeal#unconfirmed}); {@code passed} is then true, since nothing in it was found false.
     */
    public record Report(boolean passed, String line, String finalFen, boolean unconfirmed) {

        public Report(boolean passed, String line, String finalFen) {
            this(passed, line, finalFen, false);
        }

        static Report passed(int plies, int announcements, String finalFen, boolean signed) {
            return new Report(true, "Audit: passed (" + plies + (plies == 1 ? " ply, " : " plies, ") + announcements
                    + (announcements == 1 ? " announcement" : " announcements") + " checked)"
                    + (signed ? "" : "; an unsigned record of format 1, which proves nothing to a third party"),
                    finalFen);
        }

        static Report failed(int ply, String what) {
            return new Report(false, "Audit: FAILED at ply " + ply + ": " + what, null);
        }

        static Report altered(String what) {
            return new Report(false, "Audit: FAILED: the record was altered: " + what, null);
        }
    }

    /**
     * Whether {@code r}'s seal is its guest's signature over its attempts as {@code r} holds them
     * (docs/protocol.md §7, protocol 6) and, under protocol 7, over its commitments and end: for a
     * record written from a seal kept unverified.
     */
    public static boolean sealHolds(GameRecord r) {
        return RecordSignatures.sealHolds(r);
    }

    /**
     * What the host must tell the guest about one ruling, and the replay expects: the single
     * rule both sides use, so an honest host and the audit can never disagree. Null when the
     * guest hears nothing (an opponent's refused attempt the rules keep from the guest).
     */
    public static Message.News newsFor(Ruling ruling, int guestColour) {
        boolean own = ruling.mover() == guestColour;
        boolean moved = ruling.isLegal();
        int lost = !own && moved && ruling.facts().capture() != null ? ruling.facts().capture().square() : -1;
        var heard = ruling.heardBy(guestColour);
        if (!own && !moved && heard.isEmpty()) {
            return null;
        }
        return new Message.News(own, own ? ruling.verdict().name().toLowerCase(java.util.Locale.ROOT) : null, moved, lost, heard);
    }

    /** The news about an "any?" question, or null when the rules say nothing about it. */
    public static Message.News newsForAny(Announcements answer, int asker, int guestColour) {
        var heard = answer.heardBy(guestColour);
        boolean own = asker == guestColour;
        if (!own && heard.isEmpty()) {
            return null;
        }
        return new Message.News(own, null, false, -1, heard);
    }

    /** The news that opens the game (pawn tries, whose turn), or null when there is none. */
    public static Message.News opening(Referee referee, int guestColour) {
        var heard = referee.turnStart().heardBy(guestColour);
        return heard.isEmpty() ? null : new Message.News(false, null, false, -1, heard);
    }

    /** The genesis of a game's commitment chain: bound to the session and the game. */
    public static Digest genesis(String sessionIdHex, String gameIdHex) {
        byte[] s = HEX.parseHex(sessionIdHex);
        byte[] g = HEX.parseHex(gameIdHex);
        byte[] both = new byte[s.length + g.length];
        System.arraycopy(s, 0, both, 0, s.length);
        System.arraycopy(g, 0, both, s.length, g.length);
        return Digest.genesis(both);
    }

    /**
     * Checks every signature of a signed record, then replays it and checks everything in it.
     * Never throws for a bad record.
     */
    public static Report verify(GameRecord r) {
        try {
            if (r.joint() != null) {
                return JointAudit.verify(r);
            }
            String forgery = null;
            if (r.version() == GameRecord.FORMAT) {
                RecordSignatures.Findings signatures = RecordSignatures.check(r);
                if (signatures.altered() != null) {
                    return Report.altered(signatures.altered());
                }
                forgery = signatures.forgery();
                if (r.revealSignature() == null && (r.end() != null || r.salts().size() < r.commitments().size())) {
                    return r.end() != null ? new Report(false, "Audit: FAILED (the host did not reveal)", null)
                            : new Report(false, "Audit: FAILED: the game stopped before its end (" + r.reason() + ")",
                                    null);
                }
            } else if (r.version() != GameRecord.UNSIGNED) {
                return Report.failed(0, "the record is of format " + r.version() + ", which this ks does not know");
            }
            return replay(r, forgery);
        } catch (IllegalArgumentException | NullPointerException | PeerMisbehaved e) {
            return Report.failed(0, "the record is unreadable: " + e.getMessage());
        }
    }

    /** The replay of {@code r}; {@code forgery}: the statement the referee forged, as the signatures showed, or null. */
    private static Report replay(GameRecord r, String forgery) {
        boolean signed = r.version() == GameRecord.FORMAT;
        Identity host = Identity.fromHex(r.hostIdentity());
        Identity guest = Identity.fromHex(r.guestIdentity());
        int guestColour = r.guestColour();
        Position start = start(r.startFen());
        int startSide = start.sideToMove();
        Referee referee = new Referee(start, r.terms().rules());
        TimeControl control = r.terms().timeControl();
        if (control.timed() && r.clocks().size() != r.commitments().size()) {
            return Report.failed(0, "the record holds " + r.clocks().size() + " clock states for "
                    + r.commitments().size() + " commitments");
        }
        if (control.timed() && !r.clocks().isEmpty()) {
            String wrong = ClockAudit.opening(control, ClockState.parse(r.clocks().get(0)));
            if (wrong != null) {
                return Report.failed(0, wrong);
            }
        }
        AuditReplay play = new AuditReplay(r, guest, referee);
        for (int i = 0; i < r.entries().size(); i++) {
            Report bad = play.entry(i);
            if (bad != null) {
                return bad;
            }
        }
        int plies = play.plies;
        int guestSeq = play.guestSeq;
        List<byte[]> payloads = play.payloads;
        List<Message.News> expected = play.expected;
        List<Integer> plyOfNews = play.plyOfNews;
        if (guestSeq != r.guestTries().size()) {
            return Report.failed(plies, "the guest made " + r.guestTries().size()
                    + " attempts but the record holds " + guestSeq);
        }
        int checked = 0;
        int n = Math.min(expected.size(), r.news().size());
        for (int k = 0; k < n; k++) {
            Message.News want = expected.get(k);
            Message.News got = r.news().get(k).unsigned();
            if (!want.equals(got)) {
                String edited = signed ? RecordSignatures.newsProblem(r, host, k, k + 1) : null;
                if (edited != null) {
                    return Report.altered(edited);
                }
                return Report.failed(Math.max(1, plyOfNews.get(k)), "the umpire told " + Color.name(guestColour)
                        + " " + describe(got) + " but the replay says " + describe(want));
            }
            checked += got.heard().size();
        }
        if (expected.size() != r.news().size()) {
            String edited = signed ? RecordSignatures.newsProblem(r, host, n, r.news().size()) : null;
            if (edited != null) {
                return Report.altered(edited);
            }
            return Report.failed(plies, "the guest was told " + r.news().size() + " pieces of news, the replay gives "
                    + expected.size());
        }
        try {
            List<Commitment> commitments = new ArrayList<>();
            for (String c : r.commitments()) {
                commitments.add(Commitment.decode(HEX.parseHex(c)));
            }
            List<Salt> salts = r.salts().stream().map(Salt::fromHex).toList();
            if (signed) {
                // RecordSignatures has verified the signature that covers the chain: the last one.
                CommitmentChain.verifyOpenings(genesis(r.sessionId(), r.gameId()), commitments, salts, payloads);
            } else {
                CommitmentChain.verify(host, genesis(r.sessionId(), r.gameId()), commitments, salts, payloads);
            }
        } catch (PeerMisbehaved e) {
            String edited = signed ? RecordSignatures.commitmentProblem(r, host, 0, r.commitments().size()) : null;
            return edited != null ? Report.altered(edited) : Report.failed(Math.max(1, plies), e.getMessage());
        }
        if (signed && r.revealSignature() != null) {
            String unproved = RecordSignatures.unacknowledged(r, play.pliesBeforeGuestsLastAction);
            if (unproved != null) {
                return Report.failed(r.acks().size(), unproved);
            }
        }
        Outcome outcome = referee.outcome();
        String boardResult = outcome == Outcome.NONE ? null : Results.of(outcome, referee.sideToMove());
        if (boardResult != null && !boardResult.equals(r.result())) {
            return Report.failed(plies, "the board says " + boardResult + " but the referee declared " + r.result());
        }
        if (signed && r.end() != null) {
            String lie = endProblem(r, r.end(), forgery, boardResult, plies, startSide, referee);
            if (lie != null) {
                return Report.failed(plies, lie);
            }
        }
        if (signed && r.seal() == null && EndSeal.coversTheEnd(r)) {
            return EndSeal.unconfirmed(r, plies, checked, referee.fen());
        }
        return Report.passed(plies, checked, referee.fen(), signed);
    }

    /**
     * What is wrong with the referee's signed end, given the replay: an end the board decided
     * must be the board's; any other must rest on the statements of the players it is about.
     */
    private static String endProblem(GameRecord r, Message.End e, String forgery, String boardResult, int plies,
            int startSide, Referee referee) {
        if (e.actions() != r.entries().size()) {
            return "the referee ended the game after " + e.actions() + " actions but revealed " + r.entries().size();
        }
        if (forgery != null) {
            return forgery;
        }
        if (!"board".equals(e.kind()) && boardResult != null) {
            return "the board ended the game (" + boardResult + "), not a " + e.kind();
        }
        switch (e.kind()) {
            case "board" -> {
                return boardResult == null ? "the referee declared " + e.result() + " (" + e.reason()
                        + ") as decided by the board, but on the board the game goes on" : null;
            }
            case "resign", "quit" -> {
                int loser = "1-0".equals(e.result()) ? Color.BLACK : "0-1".equals(e.result()) ? Color.WHITE : -1;
                if (loser < 0) {
                    return "the referee declared " + e.result() + " for a " + e.kind();
                }
                boolean signed = RecordSignatures.by(e.statements(), e.kind(), loser).stream()
                        .anyMatch(s -> Endings.holds(s, plies, startSide));
                String who = loser == Color.WHITE ? r.white() : r.black();
                return signed ? null : "the referee declared that " + who + ("quit".equals(e.kind()) ? " quit" : " resigned")
                        + ", but " + who + " signed no such statement";
            }
            case "draw" -> {
                boolean agreed = "1/2-1/2".equals(e.result())
                        && RecordSignatures.by(e.statements(), "draw", Color.WHITE).stream().anyMatch(w ->
                        RecordSignatures.by(e.statements(), "draw", Color.BLACK).stream()
                                .anyMatch(b -> Endings.drawAgreed(w, b, plies, startSide)));
                return agreed ? null : "the referee declared a draw by agreement that " + r.white() + " and "
                        + r.black() + " did not both sign";
            }
            case "time" -> {
                Position position = referee.position();
                return r.terms().timeControl().timed() ? ClockAudit.forfeit(position, position.sideToMove(),
                        position.sideToMove(), e.result()) : "the referee declared a time forfeit in an untimed game";
            }
            default -> {
                return "this ks cannot check an end of kind '" + e.kind() + "'";
            }
        }
    }

    /** The position {@code fen} gives, not to be changed (the referee copies it). */
    private static Position start(String fen) {
        Start known = lastStart;
        if (known == null || !known.fen().equals(fen)) {
            known = new Start(fen, Position.fromFen(fen));
            lastStart = known;
        }
        return known.position();
    }

    private static String describe(Message.News n) {
        List<String> texts = n.heard().stream().map(a -> "'" + a.text() + "'").toList();
        String words = texts.isEmpty() ? "nothing" : String.join(", ", texts);
        return (n.verdict() != null ? n.verdict() + ", " : "") + words;
    }
}
