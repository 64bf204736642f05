package ks.net.protocol;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import ks.crypto.Identity;
import ks.engine.Color;
import ks.engine.clock.ClockState;
import ks.engine.clock.TimeControl;
import ks.engine.referee.Referee;
import ks.engine.referee.Ruling;

/**
 * The replay of one record's entries for its {@link Audit}, step by step: what each commitment must
 * open to and what news the guest must have heard. Its step ({@link #entry}) is a method of its
 * own: C1 compiles a method after a few hundred calls, so a loop run once a record stayed
 * interpreted through a whole check of 100 records (docs/performance.md).
 */
final class AuditReplay {

    private static final HexFormat HEX = HexFormat.of();

    private final GameRecord r;
    private final Identity guest;
    private final int guestColour;
    private final Referee referee;
    private final TimeControl control;
    private final ClockAudit clocks;
    /** What each commitment must open to, from ply 0. */
    final List<byte[]> payloads = new ArrayList<>();
    /** The news the guest must have heard, in order, and the ply each came at. */
    final List<Message.News> expected = new ArrayList<>();
    final List<Integer> plyOfNews = new ArrayList<>();
    int plies;
    int guestSeq;
    /**
     * How many plies were played before the guest last acted: the guest had acknowledged the
     * commitment to each of them before that action left it (that to the last may come after).
     */
    int pliesBeforeGuestsLastAction;

    /** The replay of {@code r} from the start position {@code referee} holds: its commitment and opening news. */
    AuditReplay(GameRecord r, Identity guest, Referee referee) {
        this.r = r;
        this.guest = guest;
        this.guestColour = r.guestColour();
        this.referee = referee;
        this.control = r.terms().timeControl();
        this.clocks = new ClockAudit(control);
        payloads.add(payload(referee, r, 0));
        add(expected, Audit.opening(referee, guestColour));
        if (!expected.isEmpty()) {
            plyOfNews.add(0);
        }
    }

    /** Plays entry {@code i}: null, or the failure it shows. */
    Audit.Report entry(int i) {
        Entry e = r.entries().get(i);
        if (referee.isOver()) {
            return Audit.Report.failed(plies + 1, "the record goes on after the game ended (entry " + (i + 1) + ")");
        }
        if (e.colour() != referee.sideToMove()) {
            return Audit.Report.failed(plies + 1, "entry " + (i + 1) + " is by " + Color.name(e.colour())
                    + ", who was not to move");
        }
        if (e.colour() == guestColour) {
            pliesBeforeGuestsLastAction = plies;
        }
        if (e.colour() == guestColour && e.isTry()) {
            guestSeq++;
            Audit.Report bad = checkGuestTry(r, guest, guestSeq, e, plies + 1);
            if (bad != null) {
                return bad;
            }
        }
        int before = expected.size();
        if (e.isTry()) {
            Ruling ruling = referee.attempt(Entries.move(e.move()));
            add(expected, Audit.newsFor(ruling, guestColour));
            if (ruling.isLegal()) {
                plies++;
                payloads.add(payload(referee, r, plies));
                String wrong = control.timed() && plies < r.clocks().size() ? clocks.move(
                        ClockState.parse(r.clocks().get(plies - 1)), ClockState.parse(r.clocks().get(plies)),
                        e.colour(), e.colour() == guestColour ? r.guestTries().get(guestSeq - 1) : null)
                        : null;
                if (wrong != null) {
                    return Audit.Report.failed(plies, wrong);
                }
            }
        } else {
            add(expected, Audit.newsForAny(referee.askAny(), e.colour(), guestColour));
        }
        for (int k = before; k < expected.size(); k++) {
            plyOfNews.add(plies);
        }
        return null;
    }

    private static Audit.Report checkGuestTry(GameRecord r, Identity guest, int seq, Entry e, int ply) {
        if (seq > r.guestTries().size()) {
            return Audit.Report.failed(ply, "the record holds an attempt the guest never made: " + e.move());
        }
        Message.Try t = r.guestTries().get(seq - 1);
        if (t.seq() != seq || !t.move().equals(e.move())) {
            return Audit.Report.failed(ply, "the guest attempted " + t.move() + " but the record says " + e.move());
        }
        // A signed record's attempts were all verified by RecordSignatures before the replay.
        if (r.version() != GameRecord.FORMAT && !guest.verify(Statements.attempt(r.gameId(), t),
                HEX.parseHex(t.signature()))) {
            return Audit.Report.failed(ply, "the guest's signature on attempt " + seq + " does not verify");
        }
        return null;
    }

    private static void add(List<Message.News> list, Message.News news) {
        if (news != null) {
            list.add(news);
        }
    }

    /** What the commitment to {@code ply} must open to: the replay's position, with the record's clocks in a timed game. */
    private static byte[] payload(Referee referee, GameRecord r, int ply) {
        boolean timed = r.terms().timeControl().timed() && ply < r.clocks().size();
        return PositionPayload.of(referee.fen(), timed ? r.clocks().get(ply) : null);
    }
}
