package ks.net.protocol;

import java.io.IOException;
import java.util.List;
import java.util.function.Consumer;
import ks.crypto.Salt;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.Position;
import ks.engine.Uci;
import ks.engine.circuit.Circuit;
import ks.engine.joint.JointPlayer;
import ks.engine.referee.Announcement;
import ks.engine.referee.Announcements;
import ks.engine.referee.Verdict;
import ks.net.ProtocolException;
import ks.net.joint.Heard;

/**
 * One process of a game with the joint referee (docs/joint-referee.md): it holds only its own
 * player's men ({@link JointPlayer}), screens its own attempts alone, and computes every other
 * question with the other process ({@link JointQuestions}: one at a time, off the worker thread,
 * one {@link JointComputer} per link), then tells its player what the outputs let it hear and
 * keeps its own men. Every ply it signs a salted commitment to its men and acknowledges the
 * other's; for every question both sign the outputs and the garbling digests; at the end both
 * reveal their secrets and each audits the game ({@link JointEnd}, {@link JointAudit}). Its
 * messages ({@link JointMessage}) are numbered and taken in order ({@link JointInbox}), so a
 * resume sends again exactly what the other lacks and a run cut off in its equality check is
 * finished with the parts both saved ({@link JointResume}). Past the bound of a turn ({@link TurnBound}) it sends nothing more
 * of its player's, and the other's next attempt stops the game. The same class plays both sides; in
 * a timed game both keep the same clocks from the thinking times the movers sign ({@link JointTime}).
 */
non-sealed class JointSession extends Session {

    private final JointPlayer player;
    private final int other;
    private final JointLog log;
    private final JointEnd ending = new JointEnd(this);
    private final JointTime time;
    private final JointQuestions questions = new JointQuestions(this);
    private final JointInbox inbox = new JointInbox(this);
    /** Our player's attempts and questions this turn that the other is told of: none sent past the bound. */
    private final TurnBound ours = new TurnBound();

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
        s.chat.restore(g.chat());
        s.log.restore(g.joint(), g.commitments());
        s.log.countActions(s.colour, s.ours);
        s.inbox.restore();
        s.time.restoring(s.player.sideToMove());
        try {
            s.questions.restore(JointResume.replay(s, g.joint().secrets().steps()));
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new ProtocolException("the saved joint game does not replay (" + e.getMessage() + "), so it is not used");
        }
        s.ending.restore(g.result(), g.reason(), saved.drawOffer(), g.joint().secrets().end());
        return s;
    }

    @Override
    void opening() throws IOException {
        questions.start(link(), 0);
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
            chat.ours(t);
        } else if (awaitingAnswer()) {
            emit(new Event.Note("the umpire is still judging; wait for the answer"));
        } else if (command instanceof Command.Resign r) {
            ending.ours(statement(r.quit() ? "quit" : "resign"));
        } else if (command instanceof Command.OfferDraw && ending.oursStands()) {
            emit(new Event.Note("your draw offer stands until " + setup.opponent() + "'s next move"));
        } else if (command instanceof Command.OfferDraw) {
            ending.ours(statement("draw"));
        } else if (!player.toMove()) {
            emit(new Event.Note("it is not your move"));
        } else if (questions.asked()) {
            emit(new Event.Note("the umpire is still judging; wait for the answer"));
        } else if ((command instanceof Command.Play || command instanceof Command.AskAny) && ours.reached(plies())) {
            emit(new Event.Note(TurnBound.reachedOwn()));
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
                ours.admit(plies());
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
        ours.admit(plies());
        int number = log.nextQuestion();
        String what = kind == JointPlayer.Kind.ANY ? "any" : "try";
        String salt = log.act(plies(), number, what, uci, fresh());
        String commitment = JointStatements.attemptCommitment(gameId, colour, plies(), number, uci, salt);
        Long think = time.think();
        sendJoint(new JointMessage.Ask(log.nextSeq(), number, plies(), what, commitment,
                sign(JointStatements.ask(gameId, colour, number, plies(), what, commitment, think)), think));
        questions.compute(questions.question(number, kind, move, inputs(kind, move)), uci);
    }

    @Override
    void onMessage(Message message) throws IOException {
        if (message instanceof Message.Joint j) {
            inbox.arrived(j);
        } else if (message instanceof Message.Say s) {
            chat.theirs(s);
        } else if (message instanceof Message.Refusal r) {
            questions.theyStopped(r.reason());
        } else if (message instanceof Message.AuditReport a && !a.passed()) {
            emit(new Event.Note(setup.opponent() + "'s audit: " + a.line()));
        }
    }

    @Override
    void computed(Input.Computed c) throws IOException {
        questions.computed(c);
    }

    /** Our player hears the outputs; our men follow; a move starts the next ply. */
    void read(JointQuestions.Question q, boolean[] bits, String outputs) throws IOException {
        boolean ours = player.toMove();
        int mover = player.sideToMove();
        JointPlayer.Told told = player.read(q.kind(), q.move(), q.inputs(), bits);
        log.outputs(q.number(), outputs);
        if (told.moved() && !ours) {
            // Our offer lapses with the other's move: told before the move that gives us the turn.
            ending.moved(other);
        }
        if (ours) {
            hear(new Heard(true, q.kind() == JointPlayer.Kind.ANY ? Move.NONE : q.move(),
                    told.verdict() == null ? null : told.verdict().name(), false, -1, told.heard()));
        } else if (told.moved() || !told.heard().isEmpty()) {
            hear(new Heard(false, -1, null, told.moved(), told.lost(), told.heard()));
        }
        if (told.moved()) {
            commitMen();
            time.moved(mover, q.number());
            if (ours) {
                ending.moved(colour);
            }
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
            questions.deliver(r.from(), c);
            return;
        }
        super.deliver(in);
    }

    /** The resume exchange of a joint game ({@link JointResume}). */
    @Override
    void exchange(Link fresh) throws IOException {
        JointResume.exchange(this, fresh);
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
    void sent(long nanos) {
        time.sent(nanos);
    }

    @Override
    boolean endsOnLostLink() {
        // Asked as the link goes: a question's span on the clocks closes at this moment, not at the resume.
        questions.linkLost();
        return questions.lostAfterTheirStop() || ending.lostAtTheEnd();
    }

    @Override
    void stopped() {
        questions.stop();
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
        JointRecord joint = log.record(secrets, secrets ? ending.saved() : null);
        return recordBase(hosting ? mine : setup.peer().hex(), hosting ? setup.peer().hex() : mine)
                .commitments(log.menCommitments(), List.of()).result(result, reason).joint(joint).build();
    }

    @Override
    void retell() {
        log.heardSoFar().forEach(h -> emit(event(h)));
    }

    @Override
    boolean awaitingAnswer() {
        return questions.asked() && player.toMove();
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

    JointQuestions questions() {
        return questions;
    }

    JointInbox inbox() {
        return inbox;
    }

    /** The colour whose move starts at ply {@code ply}. */
    int moverAt(int ply) {
        return Math.floorMod(ply - plies(), 2) == 0 ? player.sideToMove() : Color.opposite(player.sideToMove());
    }

    /** Whether no question is in flight. */
    boolean idle() {
        return questions.idle();
    }

    JointPlayer player() {
        return player;
    }

    int opponentColour() {
        return other;
    }
}
