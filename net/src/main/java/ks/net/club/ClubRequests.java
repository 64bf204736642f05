package ks.net.club;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import ks.net.ProtocolException;

/**
 * A member's club requests, before they sit at a game: each decoded on the I/O loop and run on a
 * worker (registering and logging in on the password hashers), one at a time per connection, one
 * reply each; a {@link ClubMessage.Sit} that is granted turns the connection to its game. A
 * request the workers have no room for is refused in words, not queued without end.
 */
final class ClubRequests {

    private final Club club;
    private final Tables tables;
    private final ExecutorService workers;
    private final ExecutorService hashing;

    ClubRequests(Club club, Tables tables, ExecutorService workers, ExecutorService hashing) {
        this.club = club;
        this.tables = tables;
        this.workers = workers;
        this.hashing = hashing;
    }

    /** On the loop: the request {@code plain} from {@code p}, whose connection is open and not busy. */
    void take(Peer p, byte[] plain) {
        ClubMessage request;
        try {
            request = ClubCodec.decode(plain);
        } catch (ProtocolException e) {
            p.send(new ClubMessage.Refused(e.getMessage()));
            return;
        }
        p.phase = Peer.Stage.BUSY;
        boolean slow = request instanceof ClubMessage.Register || request instanceof ClubMessage.Login;
        try {
            (slow ? hashing : workers).execute(() -> handle(p, request));
        } catch (RejectedExecutionException e) {
            p.phase = Peer.Stage.OPEN;
            p.send(new ClubMessage.Refused("the club is busy; try again in a moment"));
        }
    }

    /** On a worker: one request, one reply; a {@link ClubMessage.Sit} turns the connection to the game. */
    private void handle(Peer p, ClubMessage request) {
        if (request instanceof ClubMessage.Sit s) {
            if (p.member == null) {
                reply(p, new ClubMessage.Refused("log in first: ks --club HOST login"));
                return;
            }
            if (s.protocolProblem() != null) {
                reply(p, new ClubMessage.Refused(s.protocolProblem()));
                return;
            }
            tables.sit(s.gameId(), p.member, p, p.secure.peerIdentity(), answer -> {
                if (answer instanceof ClubMessage.Seated) {
                    p.game = tables.game(s.gameId()).orElse(null);
                    p.colour = p.game != null && p.game.row().whiteId() == p.member.id() ? 0 : 1;
                    p.phase = Peer.Stage.SEATED;
                    p.send(answer);
                } else {
                    reply(p, answer);
                }
            });
            return;
        }
        Club.Reply r = club.handle(request, p.member, p.from);
        p.member = r.member();
        reply(p, r.message());
    }

    private void reply(Peer p, ClubMessage m) {
        if (p.phase == Peer.Stage.BUSY) {
            p.phase = Peer.Stage.OPEN;
        }
        p.send(m);
    }
}
