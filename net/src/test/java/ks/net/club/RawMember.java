package ks.net.club;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.LockSupport;
import java.util.function.LongConsumer;
import ks.crypto.KnownOpponents;
import ks.crypto.SigningKey;
import ks.net.protocol.Agreement;
import ks.net.protocol.Audit;
import ks.net.protocol.GameRecord;
import ks.net.protocol.Link;
import ks.net.protocol.Message;
import ks.net.protocol.SignedAgreement;
import ks.net.protocol.Statement;
import ks.net.protocol.Statements;

/**
 * A club member driven by a test, speaking the protocol directly (no terminal, no session
 * thread): it registers, logs in, seeks or requests, sits down at its game and plays a scripted
 * game, knights out and back, for a given number of plies, then the side to move resigns; it
 * acknowledges every commitment, as a member's ks does. It keeps
 * what a member's ks keeps (commitments, news, its signed attempts), so it can reconnect after
 * the club dies, catch up through the resume exchange, and audit the game at the end, its record
 * sealed over its attempts and the seal sent with its report (docs/protocol.md §7), as a member's
 * ks does. Used by the load test and the kill -9 test.
 */
public final class RawMember {

    private static final HexFormat HEX = HexFormat.of();
    private static final String[][] SHUFFLE = {{"g1f3", "f3g1"}, {"g8f6", "f6g8"}};

    public final String name;
    private final String host;
    private final int port;
    private final SigningKey key;
    private final SecureRandom random;
    private final Path pins;
    private volatile ClubLink link;
    /** Where this member's messages go once a {@link MemberSelector} reads its connection, else null. */
    private volatile Link selected;
    private boolean selectable;
    /** Whether the club answered this member's resume after the agreement (messages come by {@link #deliver}). */
    private boolean resumed;
    private String token;
    private String gameId;
    private volatile ClubMessage.Seated seated;
    /** The agreement the club showed, and once both signed it, the signed one. */
    private Agreement shown;
    private volatile SignedAgreement agreement;
    private int colour;
    private final int plies;
    private final List<String> commitments = new ArrayList<>();
    private final List<String> clocks = new ArrayList<>();
    /** The nanoTime this member's turn began (the opponent's move reached it), for the thinking time it signs. */
    private volatile long turnFrom = System.nanoTime();
    private final List<Message.News> news = new ArrayList<>();
    private final List<Message.Try> tries = new ArrayList<>();
    private Message.Try inFlight;
    private int played;
    private volatile String audit;
    private volatile String failure;
    /** Why the connection was lost, if it was; what the club last said besides pings, and when. */
    private volatile String lost;
    private volatile String lastHeard = "nothing";
    private volatile long heardAt = System.nanoTime();
    private volatile String lastNote;
    public final CountDownLatch done = new CountDownLatch(1);

    /** When the opponent's move reached this member: the nanoTime, for the latency figures. */
    private final LongConsumer announced;
    /** The nanoTime this member last sent an attempt, read by the opponent's {@link #announced}. */
    public volatile long sentAt;
    public volatile RawMember opponent;

    public RawMember(String host, int port, String name, int plies, Path pins, LongConsumer announced) {
        this.host = host;
        this.port = port;
        this.name = name;
        this.plies = plies;
        this.pins = pins;
        this.announced = announced;
        this.random = new SecureRandom();
        this.key = SigningKey.generate(random);
    }

    private ClubLink connect() throws IOException {
        Files.createDirectories(pins);
        return selectable
                ? ClubLink.connectSelectable(host, port, name, key, new KnownOpponents(pins), random, Duration.ofSeconds(60))
                : ClubLink.connect(host, port, name, key, new KnownOpponents(pins), random, Duration.ofSeconds(60));
    }

    /** Makes this member connect so that a {@link MemberSelector} can take its connection once it sits down. */
    public RawMember selectable() {
        selectable = true;
        return this;
    }

    /** The set-up connection, for a {@link MemberSelector} to take over. */
    ClubLink link() {
        return link;
    }

    /** Where this member sends: the selector's link once it has one, else its own connection. */
    private Link out() {
        Link s = selected;
        return s != null ? s : link;
    }

    private static ClubMessage ok(ClubMessage m) throws IOException {
        if (m instanceof ClubMessage.Refused r) {
            throw new IOException("the club refused: " + r.text());
        }
        return m;
    }

    /** Registers and logs in, keeping the connection for the next requests. */
    public void join() throws IOException {
        link = connect();
        patiently(new ClubMessage.Register(name, name + "@example.org", "password-" + name));
        token = ((ClubMessage.Welcome) patiently(new ClubMessage.Login(name, "password-" + name))).token();
    }

    /**
     * Sends {@code request} again, a moment later, while the club answers that it is busy (its
     * password hashing queue is full when hundreds join at once), as a person would.
     */
    private ClubMessage patiently(ClubMessage request) throws IOException {
        for (int tries = 1; ; tries++) {
            ClubMessage m = link.request(request);
            if (!(m instanceof ClubMessage.Refused r && r.text().contains("busy")) || tries == 500) {
                return ok(m);
            }
            LockSupport.parkNanos(Math.min(tries, 20) * 10_000_000L);
        }
    }

    public long seek(String timeControl) throws IOException {
        return ((ClubMessage.Done) ok(link.request(new ClubMessage.PostSeek(timeControl, "wolfe", false)))).id();
    }

    public long request(long seekId) throws IOException {
        return ((ClubMessage.Done) ok(link.request(new ClubMessage.RequestSeek(seekId)))).id();
    }

    public void accept(long requestId) throws IOException {
        ok(link.request(new ClubMessage.Answer(requestId, true)));
    }

    /**
     * Sits down at the member's only game in progress and signs its agreement if the club can
     * show it yet; {@link #play} then waits for the rest of the agreement and catches up.
     */
    public void sit() throws IOException {
        List<ClubMessage.GameLine> games = ((ClubMessage.GameList) ok(link.request(new ClubMessage.ListGames())))
                .games();
        gameId = games.get(0).id();
        seated = (ClubMessage.Seated) ok(link.request(new ClubMessage.Sit(gameId)));
        colour = seated.white().equals(name) ? 0 : 1;
        if (seated.agreement() != null) {
            sign(seated.agreement());
        }
    }

    private void sign(Agreement a) throws IOException {
        shown = a;
        out().send(new Message.Agree(HEX.formatHex(key.sign(a.bytes()))));
    }

    /** Waits for the agreement (if the club could not show it on sitting down) and the opponent's signature. */
    private void settle() throws IOException {
        while (agreement == null) {
            agreeing(next(link));
        }
        resume(link);
    }

    /** One message while the agreement is not yet signed by both: the agreement to sign, or the opponent's signature. */
    private void agreeing(Message m) throws IOException {
        if (m instanceof Message.Start s) {
            sign(s.agreement());
        } else if (m instanceof Message.Agree a) {
            String mine = HEX.formatHex(key.sign(shown.bytes()));
            agreement = colour == 0 ? new SignedAgreement(shown, mine, a.signature())
                    : new SignedAgreement(shown, a.signature(), mine);
        }
    }

    /**
     * From now on this member's messages come by {@link #deliver}, read by a selector, and it sends
     * through {@code out}: the generator's non-blocking member, the same exchange as {@link #play}.
     */
    void selected(Link out) {
        selected = out;
    }

    /**
     * One message read by the selector: the agreement's exchange and the resume as {@link #play}
     * makes them, then the game; false once the game is over and audited.
     */
    synchronized boolean deliver(Message m, Runnable think) throws IOException {
        if (m instanceof Message.Ping) {
            return true;
        }
        heard(m);
        if (agreement == null) {
            agreeing(m);
            if (agreement != null) {
                out().send(resumeRequest());
            }
            return true;
        }
        if (!resumed) {
            if (!(m instanceof Message.Resume club)) {
                throw new IOException("the club answered the resume with " + m.getClass().getSimpleName());
            }
            caughtUp(club, out());
            resumed = true;
            if (myTurn()) {
                think.run();
            }
            return true;
        }
        return handle(m, think);
    }

    private void sitAgain(ClubLink l) throws IOException {
        seated = (ClubMessage.Seated) ok(l.request(new ClubMessage.Sit(gameId)));
        resume(l);
    }

    private void resume(ClubLink l) throws IOException {
        l.send(resumeRequest());
        caughtUp((Message.Resume) next(l), l);
    }

    private Message.Resume resumeRequest() {
        int made = tries.size() + (inFlight == null ? 0 : 1);
        return new Message.Resume(Message.VERSION, name, gameId, commitments.size(), news.size(), made, 0);
    }

    private void caughtUp(Message.Resume club, Link l) throws IOException {
        if (club.commitments() < commitments.size() || club.news() < news.size()) {
            throw new IOException(name + ": the club went back in game " + gameId + ": it holds " + club.commitments()
                    + " commitments, this member received " + commitments.size());
        }
        if (inFlight != null && club.tries() == tries.size()) {
            sentAt = System.nanoTime();
            l.send(inFlight);
        }
    }

    private Message next(ClubLink l) throws IOException {
        while (true) {
            Message m = l.receive(60_000);
            if (m == null) {
                throw new IOException("the club said nothing for 60 s");
            }
            if (!(m instanceof Message.Ping)) {
                heard(m);
                return m;
            }
        }
    }

    private void heard(Message m) {
        lastHeard = m.getClass().getSimpleName();
        heardAt = System.nanoTime();
        if (m instanceof Message.Note n) {
            lastNote = n.text();
        }
    }

    /**
     * Says something (a ping) once seated, as a member's ks does every few seconds, so the club
     * does not drop it as silent while it waits for the others to sit down or for its opponent.
     * It takes no lock of the member's: a member busy auditing its game must not hold up the pings
     * of those after it (under load that once kept members silent past the club's 60 s).
     */
    public void keepAlive() {
        ClubLink own = link;
        if (own == null) {
            return;
        }
        // The link's lock, which MemberSelector.adopt holds while it takes the connection over:
        // a ping goes whole on the blocking link, or on the selector's connection after it.
        synchronized (own) {
            Link l = out();
            if (seated == null || audit != null) {
                return;
            }
            try {
                l.send(new Message.Ping());
            } catch (IOException e) {
                // The read loop sees the broken link too.
            }
        }
    }

    /** Whether it is this member's move by what it heard. */
    private boolean myTurn() {
        int moves = 0;
        for (Message.News n : news) {
            if (n.moved()) {
                moves++;
            }
        }
        return moves % 2 == colour;
    }

    /** Makes the next scripted move, or resigns when the game has gone on long enough. */
    public synchronized void move() throws IOException {
        if (audit != null || !myTurn() || inFlight != null) {
            return;
        }
        if (played >= plies) {
            int moves = (int) news.stream().filter(Message.News::moved).count();
            out().send(new Message.Resign(false, new Statement("resign", colour, moves, HEX.formatHex(key.sign(
                    Statements.statement(gameId, "resign", colour, moves))))));
            return;
        }
        int seq = tries.size() + 1;
        String uci = SHUFFLE[colour][(played / 2) % 2];
        long now = System.nanoTime();
        long think = Math.max(0, (now - turnFrom) / 1_000_000);
        inFlight = new Message.Try(seq, uci, HEX.formatHex(key.sign(Statements.attempt(gameId, seq, uci, think, 0L))),
                think, 0L);
        sentAt = now;
        out().send(inFlight);
    }

    /**
     * Reads the game's messages until it is over and audited; {@code think} runs the member's
     * next move (at once, or later on a timer). After a lost connection it returns false: the
     * caller reconnects with {@link #reconnect}.
     */
    public boolean play(Runnable think) {
        try {
            if (agreement == null) {
                settle();
            }
            if (myTurn()) {
                think.run();
            }
            while (audit == null) {
                Message m = link.receive(90_000);
                if (m == null) {
                    throw new IOException("nothing from the club for 90 s");
                }
                if (!(m instanceof Message.Ping)) {
                    heard(m);
                }
                if (!handle(m, think)) {
                    return true;
                }
            }
            return true;
        } catch (IOException e) {
            lost = e.getMessage();
            return false;
        } catch (RuntimeException e) {
            fail(e.toString());
            return true;
        }
    }

    private synchronized boolean handle(Message m, Runnable think) {
        if (m instanceof Message.News n) {
            news.add(n);
            if (n.own()) {
                tries.add(inFlight);
                inFlight = null;
                if (n.moved()) {
                    played++;
                }
            } else if (n.moved()) {
                turnFrom = System.nanoTime();
                played++;
                RawMember o = opponent;
                if (o != null && announced != null) {
                    announced.accept(System.nanoTime() - o.sentAt);
                }
                think.run();
            }
        } else if (m instanceof Message.Commit c) {
            commitments.add(c.commitment());
            clocks.add(c.clocks());
            acknowledge(c.commitment());
        } else if (m instanceof Message.Reveal r) {
            Message.End end = lastEnd;
            GameRecord record = GameRecord.builder().agreement(agreement).signedEnd(end, r.signature())
                    .players(name, seated.white(), seated.black())
                    .terms(new ClubRules(seated.rules(), seated.announceCaptures(), seated.pawnTries())
                            .terms(seated.white(), seated.timeControl()), seated.startFen())
                    .ids(gameId, seated.chainSeed()).keys(link.channel().peerIdentity().hex(), key.identity().hex())
                    .entries(r.entries()).commitments(commitments, r.salts()).clocks(clocks).guestView(news, tries)
                    .result(end == null ? "*" : end.result(), end == null ? "" : end.reason())
                    .seal(HEX.formatHex(key.sign(Statements.seal(gameId, tries)))).build();
            audit = Audit.verify(record).line();
            try {
                out().send(new Message.AuditReport(audit.startsWith("Audit: passed"), audit, record.seal()));
            } catch (IOException ignored) {
                // The report is a courtesy.
            }
            done.countDown();
            return false;
        } else if (m instanceof Message.End e) {
            lastEnd = e;
        }
        return true;
    }

    private Message.End lastEnd;

    /** Signs and sends the acknowledgement of a commitment it received, as a member's ks does. */
    private void acknowledge(String commitment) {
        try {
            out().send(new Message.Ack(commitments.size() - 1,
                    HEX.formatHex(key.sign(Statements.ack(gameId, commitment)))));
        } catch (IOException e) {
            // The read loop sees the broken link too.
        }
    }

    /** Connects again (the club restarted), logs in with the token, sits down and catches up; false while the club is down. */
    public boolean reconnect() {
        try {
            ClubLink l = connect();
            ok(l.request(new ClubMessage.TokenLogin(name, token)));
            synchronized (this) {
                sitAgain(l);
                link = l;
            }
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** Ends this member as failed, {@code why} saying how (a lost connection, a move it could not send). */
    public void fail(String why) {
        if (failure != null) {
            return;
        }
        failure = why;
        audit = "FAILED: " + why;
        done.countDown();
    }

    /** Why the connection to the club was lost (the last time), or null. */
    public String lost() {
        return lost;
    }

    /**
     * Where this member stands, in one line, for a run that stalls: its game and colour, plies
     * played, whether its attempt waits for an answer, whose turn it is by what it heard, and what
     * the club last said (besides pings) and how long ago.
     */
    public synchronized String describe() {
        String turn = agreement == null ? "waiting for the agreement" : inFlight != null
                ? "its attempt " + inFlight.seq() + " (" + inFlight.move() + ") unanswered"
                : myTurn() ? "to move" : "waiting for the opponent's move";
        return name + " (" + (colour == 0 ? "white" : "black") + ", game " + gameId + "): " + played + " plies, "
                + news.size() + " news, " + turn + "; last heard " + lastHeard + " "
                + (System.nanoTime() - heardAt) / 1_000_000_000L + " s ago"
                + (lastNote == null ? "" : ", last note: " + lastNote) + (lost == null ? "" : ", lost: " + lost);
    }

    public String audit() {
        return audit;
    }

    public String failure() {
        return failure;
    }

    public String gameId() {
        return gameId;
    }

    public synchronized int commitmentsHeld() {
        return commitments.size();
    }

    public int colour() {
        return colour;
    }

    public void close() {
        if (link != null) {
            link.close();
        }
    }
}
