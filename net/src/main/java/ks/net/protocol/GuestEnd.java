package ks.net.protocol;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The guest's end of a game: the host's end, signed and after the commitment to the last ply;
 * then the reveal, which the guest audits with its own engine and answers with its report. A
 * host that ends the game and does not reveal it in time (or drops the link and does not come
 * back) leaves the verdict {@code Audit: FAILED (the host did not reveal)}. A host that broke
 * the rules of play is refused, and the guest keeps its record as the evidence.
 */
final class GuestEnd {

    private static final String NO_REVEAL = "Audit: FAILED (the host did not reveal)";

    private final GuestSession guest;
    private final PlyByPly watch;
    /** Whether the host must sign everything (a game with a signed agreement). */
    private final boolean strict;
    private Message.End end;
    /** When the end arrived ({@link SessionOptions#ticker}), for the reveal's deadline. */
    private long endAt;
    /** The link the end arrived on: the same end again on it does not start the wait again. */
    private Link endLink;

    GuestEnd(GuestSession guest, PlyByPly watch, boolean strict) {
        this.guest = guest;
        this.watch = watch;
        this.strict = strict;
    }

    /** The host's signed end, or null while the game goes on. */
    Message.End end() {
        return end;
    }

    /** Takes back the end a saved game holds (null for none). */
    void restore(Message.End saved) {
        end = saved;
    }

    /** The host ends the game: signed, after the commitment to the last ply; the reveal is now due. */
    void onEnd(Message.End e, GuestClock clock, boolean ourTurn) throws IOException {
        String fault = strict ? watch.end(e, end, guest.commitmentCount(), guest.plies()) : null;
        if (fault != null) {
            refuse(fault);
            return;
        }
        if (end == null) {
            end = e;
            guest.changed();
            Event.Clocks stopped = clock.stopped(e, ourTurn);
            if (stopped != null) {
                guest.emit(stopped);
            }
        }
        // A host declares its end again only on a new link, after a resume; a copy on the same
        // link that put the deadline off each time would keep us waiting for ever.
        if (guest.link() != endLink) {
            endAt = guest.options.ticker().nanos();
            endLink = guest.link();
        }
        guest.enter(SessionPhase.ENDING);
    }

    /** The game was resumed on a new link: an end held is declared, and its reveal owed from now. */
    void resumed() {
        if (end != null) {
            endAt = guest.options.ticker().nanos();
            endLink = guest.link();
            guest.enter(SessionPhase.ENDING);
        }
    }

    /** The host reveals the game: audited, our report sent, and the game over for us. */
    void onReveal(Message.Reveal r, String forfeitProblem) throws IOException {
        String result = end == null ? "*" : end.result();
        String reason = end == null ? "the host revealed the game without ending it" : end.reason();
        guest.enter(SessionPhase.ENDING);
        guest.enter(SessionPhase.AUDIT);
        GameRecord done = guest.record(r.entries(), r.salts(), r.signature(), result, reason);
        String unsigned = strict ? watch.reveal(r, done.clocks()) : null;
        Audit.Report report = unsigned != null ? new Audit.Report(false, "Audit: FAILED: " + unsigned, null)
                : Audit.verify(done);
        if (report.passed() && forfeitProblem != null) {
            report = new Audit.Report(false, "Audit: FAILED at ply " + guest.plies() + ": " + forfeitProblem, null);
        }
        guest.send(new Message.AuditReport(report.passed(), report.line(), done.seal()));
        guest.flush();
        guest.out.discard();
        guest.emit(new Event.Over(result, reason, report.finalFen(), report.line(), report.passed(),
                report.unconfirmed()));
        guest.finished(done);
    }

    /**
     * The host broke the rules of play: say so to both players and stop, keeping the record
     * (signed agreement, commitments, news) as the evidence.
     */
    void refuse(String why) throws IOException {
        guest.send(new Message.Refusal(guest.setup.me() + " refuses to go on: " + why));
        guest.stopWith(guest.record(List.of(), List.of(), null, "*", "refused to go on: " + why),
                new Event.Over("*", "you refused to go on: " + why, null,
                        "Audit: FAILED at ply " + guest.plies() + ": " + why, false));
    }

    /**
     * The host stopped the game before any end, refusing to go on for {@code why} (a fault it
     * names, as past the bound of a turn): our player sees it, and the record kept is the game as
     * it stands, unfinished.
     */
    void stopped(String why) {
        guest.stopWith(guest.record(List.of(), List.of(), null, "*", "stopped: " + why),
                new Event.Over("*", guest.setup.opponent() + " stopped the game: " + why, null,
                        "Audit: not done (the game was stopped)", false));
    }

    /** Whether the reveal is owed: a signed game whose end came. */
    boolean revealOwed() {
        return strict && end != null;
    }

    /** Nanoseconds left for the host's reveal, or {@link Long#MAX_VALUE} while none is owed. */
    long nanosToReveal() {
        if (!revealOwed() || guest.phase() != SessionPhase.ENDING) {
            return Long.MAX_VALUE;
        }
        return endAt + TimeUnit.MILLISECONDS.toNanos(guest.options.revealWaitMillis()) - guest.options.ticker().nanos();
    }

    /** The end came and the reveal did not: the record holds the signed end and everything before it. */
    void noReveal(String why) {
        GameRecord kept = guest.record(List.of(), List.of(), null, end.result(), end.reason());
        guest.out.dropMessages();
        guest.out.discard();
        guest.emit(new Event.Over(end.result(), end.reason() + "; " + why, null, NO_REVEAL, false));
        guest.out.deliverEvents();
        guest.finished(kept);
    }
}
