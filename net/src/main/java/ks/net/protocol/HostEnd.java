package ks.net.protocol;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The host's end of a game: the end it declares, signed and saved first (so a restarted host
 * declares the same end again), then sent with the signed reveal; then the guest's audit report,
 * awaited for a while. The in-progress save is dropped only once the report came, so a guest
 * that missed the end gets it on resuming.
 */
final class HostEnd {

    private static final long REPORT_WAIT_MILLIS = 15_000;

    private final HostSession host;
    /** The end once declared, signed; null while the game goes on. */
    private Message.End end;
    /** Once the end is declared: the final record and our own audit of it, and how long the report may take. */
    private GameRecord declared;
    private Audit.Report ownReport;
    private long reportDeadline;

    HostEnd(HostSession host) {
        this.host = host;
    }

    /** The signed end, or null while the game goes on. */
    Message.End end() {
        return end;
    }

    /** Takes back the end a saved game holds (null for none). */
    void restore(Message.End saved) {
        end = saved;
    }

    /** Signs the end over the {@code actions} entries played, saves it and declares it. */
    void declare(String result, String kind, String reason, int actions, List<Statement> statements)
            throws IOException {
        String signature = Session.HEX.formatHex(host.setup.key().sign(
                Statements.end(host.gameId, result, kind, reason, actions)));
        end = new Message.End(result, kind, reason, actions, statements, signature);
        host.changed();
        declareAgain();
    }

    /** Sends the end and the reveal (again, after a resume) and starts waiting for the guest's report. */
    void declareAgain() throws IOException {
        host.enter(SessionPhase.ENDING);
        declared = host.partialRecord(end.result(), end.reason());
        host.send(end);
        host.send(new Message.Reveal(declared.entries(), declared.salts(), declared.revealSignature()));
        host.flush();
        host.enter(SessionPhase.AUDIT);
        ownReport = Audit.verify(declared);
        reportDeadline = host.options.ticker().nanos() + TimeUnit.MILLISECONDS.toNanos(REPORT_WAIT_MILLIS);
    }

    /**
     * The guest broke a rule the game cannot go on past ({@code why}, its fault): it is told, our
     * player sees the game stopped, and the record kept is the game as it stands, unfinished.
     */
    void stop(String why) throws IOException {
        host.send(new Message.Refusal(host.setup.me() + " refuses to go on: " + why));
        host.stopWith(host.partialRecord("*", "stopped: " + why), new Event.Over("*", "you stopped the game: " + why,
                null, "Audit: FAILED at ply " + host.plies() + ": " + why, false));
    }

    /** Nanoseconds left for the guest's report. */
    long nanosToReport() {
        return reportDeadline - host.options.ticker().nanos();
    }

    /**
     * The game is over for the host: with the guest's report ({@code null} when none came in
     * time, or the link dropped) the line both see. The save goes only once the report came.
     */
    void conclude(Message.AuditReport report, String finalFen) {
        if (report != null) {
            keepSeal(report.seal());
        }
        String line = ownReport.line();
        boolean passed = ownReport.passed();
        boolean unconfirmed = ownReport.unconfirmed();
        if (report != null) {
            if (!report.passed()) {
                line = host.setup.opponent() + "'s " + report.line();
                passed = false;
                unconfirmed = false;
            }
            host.out.discard();
        }
        host.emit(new Event.Over(end.result(), end.reason(), finalFen, line, passed, unconfirmed));
        host.finished(declared);
    }

    /**
     * The guest's seal kept in our record when it verifies over the attempts we hold from it (and,
     * under protocol 7, over our commitments and end: our own audit, which said the end was
     * unconfirmed without it, is then made again); otherwise the record keeps their own
     * signatures, and our player hears why.
     */
    private void keepSeal(String seal) {
        if (seal == null) {
            return;
        }
        GameRecord sealed = declared.toBuilder().seal(seal).build();
        if (RecordSignatures.sealHolds(sealed)) {
            declared = sealed;
            if (ownReport.unconfirmed()) {
                ownReport = Audit.verify(declared);
            }
        } else if (EndSeal.coversTheEnd(declared)) {
            host.emit(new Event.Note(host.setup.opponent() + "'s seal does not verify over the attempts, commitments"
                    + " and end this side holds; the record keeps their own signatures, and its end is unconfirmed"));
        } else {
            host.emit(new Event.Note(host.setup.opponent() + "'s seal does not verify over the attempts this side "
                    + "holds; the record keeps their own signatures"));
        }
    }
}
