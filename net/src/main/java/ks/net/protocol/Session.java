package ks.net.protocol;

import java.io.IOException;
import java.util.HexFormat;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import ks.engine.Color;

/**
 * One side of a game over a {@link Link}. {@link #open} agrees the terms with the peer
 * ({@link SetupExchange}) and returns the running session ({@link SessionStart}): a
 * {@link HostSession} that holds the authoritative referee, or a {@link GuestSession} that checks
 * it. {@link #resume} continues a {@link SavedGame}. A session is a small actor: its
 * {@link Worker} hands it the player's commands and the peer's messages (read by a
 * {@link LinkReader}) one at a time, and {@link SessionInputs} sends each where it belongs; what it
 * produces leaves through the {@link WriteAhead} outbox only once the game is saved; a dropped link
 * goes to {@link LostLink}, a {@link Reconnection} and the {@link ResumeExchange}. The game moves through the {@link SessionPhase}s in order. Both sides
 * share the {@link Chat}, {@link Adjournment} and {@link OpponentNoise}. A game with the joint
 * referee is a {@link JointSession} on both sides: nobody holds the board.
 */
public abstract sealed class Session permits HostSession, GuestSession, JointSession {

    static final HexFormat HEX = HexFormat.of();
    /** Why a session ends when our player got up from the board ({@link Command.Leave}). */
    static final String LEFT = "you got up from the board; the game goes on";
    /**
     * The most of its own lateness a process allows itself when it checks a forfeit declared
     * against it: a busy machine's seconds, not the minute a peer that floods it, or holds its sends
     * (the wait counts: an honest peer slow to read does the same), could make of it.
     */
    static final long LATE_LIMIT_MILLIS = 5_000;

    final SessionSetup setup;
    final Terms terms;
    final String gameId;
    /** The agreement both players signed; null for a game resumed from a save of format 1. */
    final SignedAgreement agreement;
    final int colour;
    final SessionOptions options;
    final WriteAhead out;
    private final Worker worker = new Worker(this);
    private final CountDownLatch ended = new CountDownLatch(1);
    private volatile Link link;
    private volatile SessionPhase phase = SessionPhase.SETUP;
    private volatile GameRecord record;
    private volatile boolean unfinished;
    private volatile boolean closing;
    private final LostLink lostLink = new LostLink(this);
    private final SessionInputs inputs = new SessionInputs(this, lostLink);
    /** When the reader read the peer's message the worker is taking in, or {@link Input.Remote#UNTIMED}. */
    private long arrived = Input.Remote.UNTIMED;
    /** How much of the opponent's chatter and broken messages reaches our player. */
    final OpponentNoise noise;
    final Chat chat = new Chat(this);

    Session(SessionSetup setup, Link link, Terms terms, String gameId, SignedAgreement agreement,
            Consumer<Event> player, SessionOptions options) {
        this.setup = setup;
        this.link = link;
        this.terms = terms;
        this.gameId = gameId;
        this.agreement = agreement;
        this.colour = terms.white().equals(setup.me()) ? Color.WHITE : Color.BLACK;
        this.options = options;
        this.out = new WriteAhead(options.store(), this::snapshot, player, options.ticker()::nanos);
        this.noise = new OpponentNoise(setup.opponent(), options.ticker(), this.out::emit);
    }

    /**
     * Does now, on the calling thread, what a new game's set-up would otherwise do first on its own
     * way to the first prompt: builds Bouncy Castle's Ed25519 tables (the first key read and the first
     * signature need them) and runs the set-up messages' codec once. A process about to start a game
     * runs it beside its own start (docs/performance.md, start-up); the game is the same either way.
     */
    public static void prepareSetUp() {
        SessionStart.prepare();
    }

    /** {@link #open(SessionSetup, Link, Consumer, SessionOptions)} with nothing saved and no reconnection. */
    public static Session open(SessionSetup setup, Link link, Consumer<Event> player) throws IOException {
        return open(setup, link, player, SessionOptions.defaults());
    }

    /**
     * Agrees the terms with the peer and starts the game. Blocks for the setup exchange; a
     * peer that breaks the protocol or does not answer in time is an {@link IOException} with
     * one line for the user.
     */
    public static Session open(SessionSetup setup, Link link, Consumer<Event> player, SessionOptions options)
            throws IOException {
        return SessionStart.open(setup, link, player, options);
    }

    /**
     * Continues a saved game over a fresh link to the same peer: rebuilds this side from the
     * save (the host replays its record through a fresh referee and checks it), retells the
     * player what it heard so far, then runs the resume exchange. {@code setup} is the new
     * connection's; the game keeps its own session id, and the peer must hold the same key.
     */
    public static Session resume(SessionSetup setup, Link link, Consumer<Event> player, SessionOptions options,
            SavedGame saved) throws IOException {
        return SessionStart.resume(setup, link, player, options, saved);
    }

    /** Starts the session's threads: the link's reader and the worker. */
    void begin() {
        startReading(link);
        worker.start("ks-session-" + setup.me());
    }

    private void startReading(Link l) {
        LinkReader.start(l, setup.me(), linkPeer(), options, () -> !closing && l == link, this::deliver);
    }

    /** What the link's reader read, on the reader's thread: to the worker (a joint game's computation takes its own). */
    void deliver(Input in) {
        worker.postFromPeer(in);
    }

    /** On the worker: the input it takes in next is the peer's message read at {@code arrivedNanos}, or none. */
    void takingIn(long arrivedNanos) {
        arrived = arrivedNanos;
    }

    /**
     * On the worker, while it takes in a message of the peer's: how long, in milliseconds of the
     * session's time source, the message waited in this process after its reader read it (the
     * worker busy with what came before, saving, held in a send, or not scheduled), at most
     * {@link #LATE_LIMIT_MILLIS}; 0 when that is not known.
     */
    long lateMillis() {
        return arrived == Input.Remote.UNTIMED ? 0 : Math.min(LATE_LIMIT_MILLIS,
                TimeUnit.NANOSECONDS.toMillis(Math.max(0, options.ticker().nanos() - arrived)));
    }

    /** How many inputs wait for the session's worker now. */
    int waitingInputs() {
        return worker.waiting();
    }

    /** Queues an input for the worker, from any thread. */
    void post(Input in) {
        worker.post(in);
    }

    /** The link now in use. */
    Link link() {
        return link;
    }

    /** Whether a neutral referee (a club) holds the board, and the link goes to it rather than to the opponent. */
    boolean neutralReferee() {
        return agreement != null && agreement.agreement().neutralReferee();
    }

    /**
     * Whom the link goes to, as the player's lines name it: the opponent, or the neutral referee
     * ("the club"), since a lost connection to the club says nothing of the opponent.
     */
    String linkPeer() {
        return neutralReferee() ? "the " + agreement.agreement().referee() : setup.opponent();
    }

    /** Hands a command from the player to the session; returns at once. */
    public void submit(Command command) {
        worker.post(new Input.Local(command));
    }

    /** Our colour (0 white, 1 black). */
    public int colour() {
        return colour;
    }

    public Terms terms() {
        return terms;
    }

    public String gameId() {
        return gameId;
    }

    /** Where the game stands now. */
    public SessionPhase phase() {
        return phase;
    }

    /** Waits until the game is over and audited, or adjourned; returns its record. */
    public GameRecord awaitEnd() throws InterruptedException {
        ended.await();
        return record;
    }

    /** The record once the game is over, else null. */
    public GameRecord record() {
        return record;
    }

    /**
     * Whether the session ended without finishing the game (adjourned, or the peer did not come
     * back): the game stays saved, to be resumed; its record is not a final one.
     */
    public boolean unfinished() {
        return unfinished;
    }

    /** Moves the game to {@code next}; a move the phase machine does not allow is a bug of ours. */
    final void enter(SessionPhase next) {
        if (next == phase) {
            return;
        }
        if (!phase.next().contains(next)) {
            throw new IllegalStateException("the game cannot go from " + phase + " to " + next);
        }
        phase = next;
    }

    boolean done() {
        return phase == SessionPhase.DONE;
    }

    /** Handles one input on the worker thread ({@link SessionInputs#handle}). */
    void handle(Input in, boolean more) {
        inputs.handle(in, more);
    }

    /** Whether the link is down and the peer being found again (the worker then waits for no deadline). */
    boolean reconnecting() {
        return lostLink.searching();
    }

    /** The worker stopped: nothing more is read or sent, and whoever waits for the end is told. */
    void stopped() {
        lostLink.cancel();
        closing = true;
        link.close();
        ended.countDown();
    }

    /** Nanoseconds until the current deadline passes, or {@link Long#MAX_VALUE} when none runs. */
    long nanosToDeadline() {
        return Long.MAX_VALUE;
    }

    /** A joint game's computation ended (only a {@link JointSession} starts one). */
    void computed(Input.Computed c) throws IOException {
    }

    /** The deadline passed with nothing else to do. */
    void deadlinePassed() throws IOException {
    }

    /** A command of our player's ({@link SessionInputs#local}). */
    void onLocal(Command command) throws IOException {
        inputs.local(command);
    }

    /** Makes {@code fresh} the session's link, once the resume exchange on it went well. */
    void adopt(Link fresh) {
        link = fresh;
        startReading(fresh);
    }

    /** Ends the session without finishing the game; the game stays saved to be resumed. */
    void giveUp(String why) {
        if (done()) {
            return;
        }
        out.dropMessages();
        // The program around the session names the command that continues the game (ks --resume,
        // ks --practice --resume, the club's): said once, after the game.
        out.emit(new Event.Over("*", why + (out.saved() ? "; the game is saved" : ""),
                null, "Audit: not done (the game did not finish)", false));
        out.deliverEvents();
        stopUnfinished("connection lost");
    }

    /**
     * Our player got up from the board of a game that goes on without them ({@link Command.Leave}):
     * the session ends, the game saved, and the link closes with nothing sent on it.
     */
    void leave() {
        giveUp(LEFT);
        link.close();
    }

    /** Ends the session without finishing the game, its record a partial one for {@code reason}. */
    void stopUnfinished(String reason) {
        unfinished = true;
        record = partialRecord("*", reason);
        enter(SessionPhase.DONE);
    }

    /** The game is over and this side has its final record. */
    void finished(GameRecord done) {
        record = done;
        enter(SessionPhase.DONE);
    }

    /**
     * Ends the game here, neither finished nor audited (one side stopped it): what waited is sent,
     * {@code kept} becomes the record, the in-progress save goes, and our player sees {@code over}.
     */
    void stopWith(GameRecord kept, Event.Over over) {
        changed();
        flushQuietly();
        out.discard();
        emit(over);
        finished(kept);
    }

    /** Saves the game if it changed, then sends and shows what waited in the outbox. */
    void flush() throws IOException {
        long from = out.sendingNanos();
        try {
            out.flush(link);
        } finally {
            sent(out.sendingNanos() - from);
        }
    }

    /** {@link #flush} when the link may be gone and nothing more is to be done about it. */
    void flushQuietly() {
        long from = out.sendingNanos();
        out.flushQuietly(link);
        sent(out.sendingNanos() - from);
    }

    /**
     * A flush's sends took {@code nanos} on the session's time source: more than an instant only when
     * the link held them (a peer that stops reading). The joint game's clocks count that as waiting.
     */
    void sent(long nanos) {
    }

    void emit(Event e) {
        out.emit(e);
    }

    void send(Message m) {
        out.send(m);
    }

    void changed() {
        out.changed();
    }

    /** How long our sends to the peer have been held by the link so far, in nanoseconds of the session's time source. */
    long sendingNanos() {
        return out.sendingNanos();
    }

    /**
     * The record's parts both sides write alike: the players, the terms, the ids, the chat and the
     * signed agreement; {@code hostKey} and {@code guestKey} are the two identities.
     */
    GameRecord.Builder recordBase(String hostKey, String guestKey) {
        String white = colour == Color.WHITE ? setup.me() : setup.opponent();
        String black = colour == Color.WHITE ? setup.opponent() : setup.me();
        return GameRecord.builder().players(setup.me(), white, black).terms(terms, startFen())
                .ids(gameId, HEX.formatHex(setup.sessionId())).keys(hostKey, guestKey).chat(chat.lines())
                .agreement(agreement);
    }

    /**
     * The link was lost; true when that ends the session here (the host that waited for the
     * guest's report at the end; a joint game whose run was cut off in its equality check), false
     * to reconnect as usual.
     */
    boolean endsOnLostLink() {
        return false;
    }

    /** The start position's FEN: the agreed one, else (a save of format 1) the one the setup names. */
    final String startFen() {
        return agreement == null ? setup.startFen() : agreement.agreement().startFen();
    }

    /** Plies played so far, as this side knows them. */
    abstract int plies();

    /** What the players hear as the game opens. */
    abstract void opening() throws IOException;

    /** The opening has left for the other side, after the first save (a host then starts the clock of a guest that plays white). */
    void openingSent() {
    }

    abstract void onCommand(Command command) throws IOException;

    abstract void onMessage(Message message) throws IOException;

    /** The record so far, for a game that ended without finishing. */
    abstract GameRecord partialRecord(String result, String reason);

    /** The game as it stands, to be saved. */
    abstract SavedGame snapshot(String when);

    /** Emits, for a resumed game, what this player heard so far, in order. */
    abstract void retell();

    /** Whether our last attempt or question still waits for the umpire's answer. */
    abstract boolean awaitingAnswer();

    /**
     * The resume exchange on a fresh link: sends our {@link Message.Resume}, reads the peer's,
     * refuses a peer that went back in the game, and queues what the peer lacks. A
     * {@link ProtocolException} means the game cannot go on with this peer.
     */
    abstract void exchange(Link fresh) throws IOException;

    /** What follows a successful resume exchange (the host re-declares an end the guest missed). */
    void afterResume() throws IOException {
    }
}
