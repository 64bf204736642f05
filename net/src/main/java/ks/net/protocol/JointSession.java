package ks.net.protocol;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.Consumer;
import ks.crypto.Salt;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.Position;
import ks.engine.Uci;
import ks.engine.circuit.Circuit;
import ks.engine.joint.JointCircuits;
import ks.engine.joint.JointPlayer;
import ks.engine.referee.Announcement;
import ks.engine.referee.Announcements;
import ks.engine.referee.Verdict;
import ks.net.ProtocolException;
import ks.net.joint.CircuitBridge;
import ks.net.joint.CutOffQuestion;
import ks.net.joint.Heard;

/**
 * One process of a game with the joint referee (docs/joint-referee.md): it holds only its own
 * player's men ({@link JointPlayer}), screens its own attempts alone, and computes every other
 * question with the other process ({@link JointComputer}, off the worker thread, one party per
 * link), then tells its player what the outputs let it hear and keeps its own men. Every ply it
 * signs a salted commitment to its men and acknowledges the other's; for every question both sign
 * the outputs and the garbling digests; at the end both reveal their secrets and each audits the
 * game ({@link JointAudit}). Its messages ({@link JointMessage}) are numbered, so a resume sends
 * again exactly what the other lacks and a question cut off is computed again from scratch. The
 * same class plays both sides; in a timed game both keep the same clocks from the thinking times
 * the movers sign ({@link JointTime}).
 */
non-sealed class JointSession extends Session {

    private final JointPlayer player;
    private final int other;
    private final JointLog log;
    private final JointEnd ending = new JointEnd(this);
    private final JointTime time;
    private final Deque<Message.Joint> deferred = new ArrayDeque<>();
    private JointComputer computer;
    private Question pending;
    /** Our last read question, computed again after a resume for the other, which lost it; else null. */
    private Question again;
    /**
     * The other's reason for stopping the game, held while our own computation of the question is
     * under way: when the other garbled a different circuit, its program accuses us, and our own
     * check, due at once, names it instead.
     */
    private String theirStop;

    /**
     * The question being computed: numbered, of {@code kind}, by {@code mover}, with its circuit;
     * {@code move} our attempt when ours, our inputs; {@code readAlready} when computed again after a
     * resume for the other process only (then {@code mover} is its colour).
     */
    private record Question(int number, JointPlayer.Kind kind, int mover, Circuit circuit, int move, boolean[] inputs,
            boolean readAlready) {
    }

    private Question question(int number, JointPlayer.Kind kind, int move, boolean[] inputs, boolean readAlready) {
        return new Question(number, kind, player.sideToMove(), circuit(kind), move, inputs, readAlready);
    }

    /** The circuit this process computes question {@code kind} with: the one the rules give the side to move. */
    Circuit circuit(JointPlayer.Kind kind) {
        return player.circuit(kind);
    }

    /** What this process feeds question {@code kind}: what its player knows exactly, with fresh pads. */
    boolean[] inputs(JointPlayer.Kind kind, int move) {
        return player.inputs(kind, move, setup.random());
    }

    /** This process's own judgement of its player's attempt. */
    JointPlayer.Screened screen(int move) {
        return player.screen(move);
    }

    /** Sends this process's reveal at the end. */
    void sendReveal() {
        sendJoint(log.reveal(gameId, this::sign));
    }

    JointSession(SessionSetup setup, Link link, Terms terms, SignedAgreement agreement, Consumer<Event> player,
            SessionOptions options) {
        super(setup, link, terms, agreement.agreement().gameId(), agreement, player, options);
        this.player = new JointPlayer(Position.fromFen(startFen()), colour, terms.rules());
        this.other = Color.opposite(colour);
        this.log = new JointLog(colour, gameId);
        this.time = new JointTime(this, terms.timeControl(), options.ticker());
    }

    /** Rebuilds this side from its save: its own steps replayed through a fresh {@link JointPlayer}. */
    static JointSession restore(SessionSetup setup, Link link, Consumer<Event> player, SessionOptions options,
            SavedGame saved) throws ProtocolException {
        GameRecord g = saved.game();
        if (g.agreement() == null || g.joint() == null || g.joint().secrets() == null) {
            throw new ProtocolException("the saved joint game lacks its agreement or its secrets, so it is not used");
        }
        JointSession s = new JointSession(setup, link, g.terms(), g.agreement(), player, options);
        s.chat.addAll(g.chat());
        s.log.restore(g.joint(), g.commitments());
        s.time.restoring(s.player.sideToMove());
        try {
            s.pending = s.replaySteps(g.joint().secrets().steps());
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new ProtocolException("the saved joint game does not replay (" + e.getMessage() + "), so it is not used");
        }
        s.ending.restore(g.result(), g.reason(), saved.drawOffer());
        return s;
    }

    private Question replaySteps(List<JointSecrets.Step> steps) {
        Question open = null;
        for (JointSecrets.Step step : steps) {
            JointPlayer.Kind kind = "any".equals(step.kind()) ? JointPlayer.Kind.ANY : JointPlayer.Kind.ATTEMPT;
            int move = -1;
            if (step.move() != null && kind == JointPlayer.Kind.ATTEMPT) {
                move = player.screen(Entries.move(step.move())).move();
            } else if (step.move() != null && step.alone()) {
                player.askAny();
            }
            if (step.alone()) {
                continue;
            }
            boolean[] inputs = JointLog.bits(step.inputs());
            if (step.outputs() == null) {
                open = question(step.number(), kind, move, inputs, false);
            } else {
                int mover = player.sideToMove();
                if (player.read(kind, move, inputs, JointLog.bits(step.outputs())).moved()) {
                    time.replayed(mover, step.number());
                }
            }
        }
        return open;
    }

    @Override
    void opening() throws IOException {
        startComputing(link(), 0);
        commitMen();
        time.start(player.sideToMove());
        List<Announcement> words = player.opening();
        if (!words.isEmpty()) {
            hear(new Heard(false, -1, null, false, -1, words));
        }
    }

    @Override
    int plies() {
        return log.plies();
    }

    @Override
    void onCommand(Command command) throws IOException {
        if (ending.over()) {
            emit(new Event.Note("the game is over"));
        } else if (command instanceof Command.Talk t) {
            talk(t);
        } else if (pending != null && player.toMove()) {
            emit(new Event.Note("the umpire is still judging; wait for the answer"));
        } else if (command instanceof Command.Resign r) {
            ending.ours(statement(r.quit() ? "quit" : "resign"));
        } else if (command instanceof Command.OfferDraw && ending.oursStands()) {
            emit(new Event.Note("your draw offer stands until " + setup.opponent() + "'s next move"));
        } else if (command instanceof Command.OfferDraw) {
            ending.ours(statement("draw"));
        } else if (!player.toMove()) {
            emit(new Event.Note("it is not your move"));
        } else if (pending != null) {
            emit(new Event.Note("the umpire is still judging; wait for the answer"));
        } else if ((command instanceof Command.Play || command instanceof Command.AskAny) && time.ownTimeUp()) {
            return;
        } else if (command instanceof Command.Play p) {
            attempt(p.move());
        } else if (command instanceof Command.AskAny) {
            askAny();
        }
    }

    private Statement statement(String kind) {
        return Statement.sign(setup.key(), gameId, kind, colour, plies());
    }

    /** Our attempt: refused alone, or asked of the board jointly. */
    private void attempt(int typed) throws IOException {
        JointPlayer.Screened s = screen(typed);
        String uci = Uci.format(s.move());
        if (s.judgedAlone()) {
            List<Announcement> toOther = s.heard().heardBy(other);
            int number = toOther.isEmpty() ? 0 : log.nextQuestion();
            String salt = log.act(plies(), number, "try", uci, fresh());
            log.step(new JointSecrets.Step(number, "try", uci, true, null, null));
            if (number > 0) {
                String commitment = JointStatements.attemptCommitment(gameId, colour, plies(), number, uci, salt);
                sendJoint(new JointMessage.Refused(log.nextSeq(), number, plies(), s.refusal().name(), commitment,
                        sign(JointStatements.refused(gameId, colour, number, plies(), s.refusal().name(), commitment))));
            }
            Verdict v = s.refusal() == JointPlayer.Refusal.IMPOSSIBLE ? Verdict.IMPOSSIBLE : Verdict.ILLEGAL;
            hear(new Heard(true, s.move(), v.name(), false, -1, s.heard().heardBy(colour)));
            return;
        }
        ask(JointPlayer.Kind.ATTEMPT, s.move(), uci);
    }

    private void askAny() throws IOException {
        Announcements refused = player.askAny();
        if (refused == null) {
            ask(JointPlayer.Kind.ANY, Move.NONE, "any");
            return;
        }
        log.act(plies(), 0, "any", "any", fresh());
        log.step(new JointSecrets.Step(0, "any", "any", true, null, null));
        hear(new Heard(true, Move.NONE, null, false, -1, refused.heardBy(colour)));
    }

    /** Our numbered question: announced with its commitment, then computed with the other process. */
    private void ask(JointPlayer.Kind kind, int move, String uci) throws IOException {
        int number = log.nextQuestion();
        String what = kind == JointPlayer.Kind.ANY ? "any" : "try";
        String salt = log.act(plies(), number, what, uci, fresh());
        String commitment = JointStatements.attemptCommitment(gameId, colour, plies(), number, uci, salt);
        Long think = time.think();
        sendJoint(new JointMessage.Ask(log.nextSeq(), number, plies(), what, commitment,
                sign(JointStatements.ask(gameId, colour, number, plies(), what, commitment, think)), think));
        compute(question(number, kind, move, inputs(kind, move), false), uci);
    }

    /** Saves the question with our inputs, sends what waits, and only then starts computing it. */
    private void compute(Question q, String uci) throws IOException {
        pending = q;
        log.step(new JointSecrets.Step(q.number, q.kind == JointPlayer.Kind.ANY ? "any" : "try", uci, false,
                JointLog.text(q.inputs), null));
        changed();
        flush();
        time.computing();
        computer.compute(q.number, q.circuit, q.mover, q.inputs);
    }

    @Override
    void onMessage(Message message) throws IOException {
        if (message instanceof Message.Joint j) {
            if (j.seq() < log.received()) {
                return;
            }
            if (j.seq() != log.received() + deferred.size()) {
                throw new ProtocolException(setup.opponent() + " sent message " + j.seq() + " of the game where "
                        + (log.received() + deferred.size()) + " was due");
            }
            // The other process may be a question ahead of us: what it says after its answer waits for ours.
            if (!idle() || !deferred.isEmpty()) {
                deferred.add(j);
                return;
            }
            take(j);
        } else if (message instanceof Message.Say s) {
            said(s);
        } else if (message instanceof Message.Refusal r) {
            if (!idle()) {
                theirStop = r.reason();
            } else {
                ending.stop(setup.opponent() + " stopped the game: " + r.reason(), false);
            }
        } else if (message instanceof Message.AuditReport a && !a.passed()) {
            emit(new Event.Note(setup.opponent() + "'s audit: " + a.line()));
        }
    }

    /** One numbered message of the other's, in order. */
    private void take(Message.Joint j) throws IOException {
        String fault = log.accept(j, setup.opponent(), setup.peer(), gameId);
        if (fault != null) {
            ending.stop(fault, true);
            return;
        }
        changed();
        if (j instanceof JointMessage.Ask a) {
            theirQuestion(a);
        } else if (j instanceof JointMessage.Refused r) {
            theirRefusal(r);
        } else if (j instanceof JointMessage.Men m) {
            sendJoint(new JointMessage.MenAck(log.nextSeq(), m.ply(),
                    sign(JointStatements.menAck(gameId, colour, m.ply(), m.commitment()))));
        } else if (j instanceof JointMessage.MenAck ack) {
            time.menAcknowledged(ack.ply());
        } else if (j instanceof JointMessage.Flag f) {
            time.theirFlag(f);
        } else if (j instanceof JointMessage.Answer a) {
            String differs = log.answersDiffer(a.number(), a.run());
            if (differs != null) {
                ending.stop(differs, true);
            } else {
                ending.settle();
            }
        } else if (j instanceof JointMessage.Said s) {
            ending.theirs(s.statement());
        } else if (j instanceof JointMessage.Reveal) {
            ending.revealed();
        }
    }

    private void theirQuestion(JointMessage.Ask a) throws IOException {
        // A question asked before the other learned that the game ended is still computed (JointEnd).
        if (player.toMove() || player.isOver() || a.number() != log.questions() + 1 || a.ply() != plies()) {
            ending.stop(setup.opponent() + " asked question " + a.number() + " at ply " + a.ply()
                    + " out of turn (question " + (log.questions() + 1) + ", ply " + plies() + " was due)", true);
            return;
        }
        log.nextQuestion();
        if (time.refuses(a)) {
            return;
        }
        JointPlayer.Kind kind = "any".equals(a.kind()) ? JointPlayer.Kind.ANY : JointPlayer.Kind.ATTEMPT;
        compute(question(a.number(), kind, -1, inputs(kind, -1), false), null);
    }

    private void theirRefusal(JointMessage.Refused r) throws IOException {
        JointPlayer.Refusal why;
        try {
            why = JointPlayer.Refusal.valueOf(r.refusal());
        } catch (IllegalArgumentException e) {
            ending.stop(setup.opponent() + " told of a refusal this ks does not know (" + r.refusal() + ")", true);
            return;
        }
        if (player.toMove() || r.number() != log.questions() + 1 || r.ply() != plies()) {
            ending.stop(setup.opponent() + " told of a refused attempt out of turn", true);
            return;
        }
        log.nextQuestion();
        List<Announcement> words = player.heardOf(why);
        if (!words.isEmpty()) {
            hear(new Heard(false, -1, null, false, -1, words));
        }
    }

    /** The computation of a question ended. */
    @Override
    void computed(Input.Computed c) throws IOException {
        if (c.result().link() != link() || done()) {
            return;
        }
        boolean misbehaved = c.result() instanceof JointComputer.Failed f && f.misbehaved();
        if (theirStop != null && !misbehaved) {
            ending.stop(setup.opponent() + " stopped the game: " + theirStop, false);
            return;
        }
        if (c.result() instanceof JointComputer.Failed f) {
            if (f.misbehaved()) {
                ending.stop(setup.opponent() + "'s process broke the two-party computation: " + f.why(), true);
            } else {
                emit(new Event.Note(f.why()));
                link().close();
            }
            return;
        }
        JointComputer.Answered a = (JointComputer.Answered) c.result();
        Question q = again != null ? again : pending;
        if (q == null || a.number() != q.number) {
            return;
        }
        time.computed(a.waitedNanos());
        String outputs = JointLog.text(a.outputs());
        if (q == again) {
            again = null;
            log.ranAgain(q.number, a.run(), a.inputs());
        } else {
            pending = null;
            log.ran(q.number, a.run(), a.inputs(), outputs);
        }
        sendJoint(log.answer(q.number, a.run(), outputs, this::sign));
        if (q.readAlready) {
            String earlier = log.outputsOf(q.number);
            if (!earlier.equals(outputs)) {
                ending.stop("question " + q.number + " computed again gave other outputs than the first time: "
                        + setup.opponent() + " changed its inputs", true);
                return;
            }
        } else {
            read(q, a.outputs(), outputs);
        }
        String differs = log.answersDiffer(q.number, a.run().run());
        if (differs != null) {
            ending.stop(differs, true);
            return;
        }
        while (!deferred.isEmpty() && idle() && !done()) {
            take(deferred.poll());
        }
        ending.settle();
    }

    /** Our player hears the outputs; our men follow; a move starts the next ply. */
    private void read(Question q, boolean[] bits, String outputs) throws IOException {
        boolean ours = player.toMove();
        int mover = player.sideToMove();
        JointPlayer.Told told = player.read(q.kind, q.move, q.inputs, bits);
        log.outputs(q.number, outputs);
        if (ours) {
            hear(new Heard(true, q.kind == JointPlayer.Kind.ANY ? Move.NONE : q.move,
                    told.verdict() == null ? null : told.verdict().name(), false, -1, told.heard()));
        } else if (told.moved() || !told.heard().isEmpty()) {
            hear(new Heard(false, -1, null, told.moved(), told.lost(), told.heard()));
        }
        if (told.moved()) {
            commitMen();
            time.moved(mover, q.number);
            ending.moved(ours ? colour : other);
        }
        if (player.isOver()) {
            ending.board(player.outcome(), player.sideToMove());
        }
    }

    private void commitMen() {
        String salt = fresh();
        int ply = log.menSalt(salt);
        String commitment = JointStatements.menCommitment(gameId, colour, ply, salt, JointStatements.menText(player.men()));
        log.menCommitment(commitment);
        time.menSent(ply);
        sendJoint(new JointMessage.Men(log.nextSeq(), ply, commitment,
                sign(JointStatements.men(gameId, colour, ply, commitment))));
    }

    /** Tells our player, and keeps it for a resumed view. */
    void hear(Heard h) {
        log.heard(h);
        changed();
        emit(event(h));
    }

    private static Event event(Heard h) {
        return h.own() ? new Event.Answered(h.move(), h.verdict() == null ? null : Verdict.valueOf(h.verdict()), h.words())
                : new Event.Heard(h.moved(), h.lost(), h.words());
    }

    /** Sends one numbered message, kept in the record. */
    void sendJoint(Message.Joint m) {
        log.sent(m);
        changed();
        send(m);
    }

    /** Our signature over {@code bytes}, in hex. */
    String sign(byte[] bytes) {
        return HEX.formatHex(setup.key().sign(bytes));
    }

    private String fresh() {
        return Salt.random(setup.random()).hex();
    }

    @Override
    void deliver(Input in) {
        if (in instanceof Input.Remote r && r.message() instanceof Message.Compute c) {
            JointComputer comp = computer;
            if (comp != null && comp.link() == r.from() && !comp.deliver(c)) {
                r.from().close();
            }
            return;
        }
        super.deliver(in);
    }

    /**
     * One computation per link: the old one stops, the new one greets the other process and runs
     * the base OTs; its runs are numbered on from {@code runsBefore}.
     */
    private void startComputing(Link l, long runsBefore) {
        if (computer != null) {
            computer.stop();
        }
        byte[] sessionId = l instanceof ChannelLink c ? c.channel().sessionId() : setup.sessionId();
        // The ATTEMPT circuits of both movers, made on the computation's thread while the other side makes them too.
        Runnable ahead = () -> {
            for (int mover = Color.WHITE; mover <= Color.BLACK; mover++) {
                CircuitBridge.of(JointCircuits.attempt(terms.rules(), mover), mover);
            }
        };
        computer = JointComputer.start(l, colour, sessionId, setup.random(), runsBefore, ahead,
                r -> post(new Input.Computed(r)), options.ticker()::nanos);
    }

    /**
     * The resume exchange of a joint game: the counts of numbered messages, then the question cut
     * off, settled from what both saved ({@link CutOffQuestion}); then what the other lacks is sent
     * again and the new link's computation starts with that question.
     */
    @Override
    void exchange(Link fresh) throws IOException {
        CutOffQuestion.Saved saved = log.saved();
        fresh.send(Message.Resume.of(setup.me(), gameId,
                new Message.Progress(log.received(), saved.lastRead(), log.sentCount(), (int) saved.lastRun())));
        Message.Resume r = SetupExchange.readResume(setup, fresh, gameId);
        if (r.commitments() > log.sentCount()) {
            throw SetupExchange.refuseResume(setup, fresh, setup.opponent() + " holds " + r.commitments()
                    + " messages of this game from you, but your save has only " + log.sentCount()
                    + ": the save is older than the game, so it cannot go on honestly");
        }
        if (r.tries() < log.received()) {
            throw SetupExchange.refuseResume(setup, fresh, setup.opponent() + " has sent only " + r.tries()
                    + " messages of this game, but you hold " + log.received()
                    + ": its save is older than the game, so it cannot go on honestly");
        }
        CutOffQuestion.Plan plan;
        try {
            plan = CutOffQuestion.settle(saved, r.news(), r.anys(), setup.opponent());
        } catch (ProtocolException e) {
            throw SetupExchange.refuseResume(setup, fresh, e.getMessage());
        }
        deferred.clear();
        log.sentFrom(r.commitments()).forEach(this::send);
        startComputing(fresh, plan.runsBefore());
        if (plan.again()) {
            JointSecrets.Step last = log.lastRead();
            boolean any = "any".equals(last.kind());
            int mover = last.move() != null ? colour : other;
            again = new Question(last.number(), any ? JointPlayer.Kind.ANY : JointPlayer.Kind.ATTEMPT, mover,
                    any ? JointCircuits.any(terms.rules(), mover) : JointCircuits.attempt(terms.rules(), mover), -1,
                    JointLog.bits(last.inputs()), true);
            computer.compute(again.number, again.circuit, again.mover, again.inputs);
        }
        if (pending != null) {
            computer.compute(pending.number, pending.circuit, pending.mover, pending.inputs);
        }
    }

    @Override
    void giveUp(String why) {
        if (phase() == SessionPhase.ENDING && !log.theirsRevealed()) {
            ending.noReveal();
        } else {
            super.giveUp(why);
        }
    }

    @Override
    void afterResume() throws IOException {
        if (!ending.over()) {
            time.resume(player.sideToMove());
        }
        ending.afterResume();
    }

    @Override
    long nanosToDeadline() {
        return Math.min(ending.nanosToReveal(), time.nanosToFlag());
    }

    @Override
    void deadlinePassed() throws IOException {
        if (!time.flagFell()) {
            ending.noReveal();
        }
    }

    @Override
    boolean lostAtTheEnd() {
        if (theirStop != null && !idle() && computer != null) {
            // The other stopped the game and left while our computation still runs: its end says
            // whether the other broke it (the pieces that came are still checked) or its line stands.
            computer.linkGone();
            return true;
        }
        if (theirStop != null) {
            // The other stopped the game and left before our computation said more: its line stands.
            try {
                ending.stop(setup.opponent() + " stopped the game: " + theirStop, false);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            return true;
        }
        return ending.lostAtTheEnd();
    }

    @Override
    void stopped() {
        if (computer != null) {
            computer.stop();
        }
        super.stopped();
    }

    @Override
    SavedGame snapshot(String when) {
        return new SavedGame(SavedGame.FORMAT, SavedGame.JOINT, null, null,
                record(ending.result(), ending.reason(), true), 0, ending.standingOffer(), when);
    }

    @Override
    GameRecord partialRecord(String result, String reason) {
        return record(result, reason, false);
    }

    /** The record as it stands; with our secrets for a save, without them otherwise. */
    GameRecord record(String result, String reason, boolean secrets) {
        boolean hosting = terms.host().equals(setup.me());
        String mine = setup.key().identity().hex();
        JointRecord joint = log.record(secrets);
        return recordBase(hosting ? mine : setup.peer().hex(), hosting ? setup.peer().hex() : mine)
                .commitments(log.menCommitments(), List.of()).result(result, reason).joint(joint).build();
    }

    @Override
    void retell() {
        log.heardSoFar().forEach(h -> emit(event(h)));
    }

    @Override
    boolean awaitingAnswer() {
        return pending != null && player.toMove();
    }

    JointLog log() {
        return log;
    }

    JointEnd ending() {
        return ending;
    }

    JointTime time() {
        return time;
    }

    /** The colour whose move starts at ply {@code ply}. */
    int moverAt(int ply) {
        return Math.floorMod(ply - plies(), 2) == 0 ? player.sideToMove() : Color.opposite(player.sideToMove());
    }

    /** Whether no question is in flight. */
    boolean idle() {
        return pending == null && again == null;
    }

    JointPlayer player() {
        return player;
    }

    int opponentColour() {
        return other;
    }
}
