package ks.net.protocol;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import ks.net.ProtocolException;

/**
 * The resume exchange on a fresh link: each side sends what it holds ({@link Message.Resume})
 * and reads the peer's. A side that went back in the game (an older save restored) or claims
 * more than was ever sent is refused with one line, and the refusing side's save keeps the
 * evidence; otherwise each side learns what the peer lacks and sends it again.
 */
final class ResumeExchange {

    private ResumeExchange() {
    }

    /**
     * The setup a saved game resumes under: the new connection's, keeping the game's own
     * session id; refused when the peer does not hold the key the game was played with, or the
     * players are not the game's.
     */
    static SessionSetup setupFor(SessionSetup setup, Link link, SavedGame saved) throws IOException {
        GameRecord g = saved.game();
        boolean hostKeeps = saved.isHost() || saved.isJoint() && g.host().equals(g.me());
        String peerKey = hostKeeps ? g.guestIdentity() : g.hostIdentity();
        if (!setup.peer().hex().equals(peerKey)) {
            throw SetupExchange.refuseResume(setup, link,
                    setup.opponent() + " does not hold the key the saved game was played with");
        }
        if (!g.me().equals(setup.me()) || !saved.opponent().equals(setup.opponent())) {
            throw new ProtocolException("the saved game is between " + g.white() + " and " + g.black() + ", not "
                    + setup.me() + " and " + setup.opponent());
        }
        return setup.toBuilder().sessionId(Session.HEX.parseHex(g.sessionId())).startFen(g.startFen()).build();
    }

    /**
     * The host's side: a guest that states more than this host's save holds went forward of it
     * (the save is older than the game) or claims what it never had, which no count tells apart;
     * the messages returned are the news and commitments the guest
     * lacks ({@link CatchUp}).
     */
    static List<Message> host(SessionSetup setup, Link fresh, String gameId, List<Message.News> news,
            List<String> commitments, List<String> clocks, int tries, int anys) throws IOException {
        fresh.send(Message.Resume.of(setup.me(), gameId,
                new Message.Progress(commitments.size(), news.size(), tries, anys)));
        Message.Resume g = SetupExchange.readResume(setup, fresh, gameId);
        if (g.commitments() > commitments.size() || g.news() > news.size()) {
            // Nothing the guest sends proves its counts: a guest that claims more than was ever sent
            // looks the same as a save older than the game, so neither is taken for the other.
            throw SetupExchange.refuseResume(setup, fresh, setup.opponent() + " says it holds " + g.commitments()
                    + " commitments and " + g.news() + " pieces of news, but this host's save has only "
                    + commitments.size() + " and " + news.size()
                    + ": either the save is older than the game (an earlier copy restored?) or " + setup.opponent()
                    + "'s ks claims what it was never sent; the game cannot go on honestly, and the save is kept");
        }
        if (g.tries() > tries + 1 || g.anys() > anys + 1) {
            throw SetupExchange.refuseResume(setup, fresh, setup.opponent() + " claims " + g.tries()
                    + " attempts and " + g.anys() + " questions; this host has seen " + tries + " and " + anys);
        }
        return CatchUp.of(news, commitments, clocks, g.news(), g.commitments());
    }

    /**
     * The guest's side: a host that holds less than the guest was given went back in the game.
     * The messages returned are every acknowledgement the guest signed (the host keeps those it
     * lacks: one on its way when the link dropped, or read by a host that died before saving it,
     * is not lost from its record), then the attempt and questions the host never saw, the very
     * signed messages that were saved before they first left; nothing the host already ruled is
     * sent. {@code inFlight} is the attempt sent and not yet answered, or null.
     */
    static List<Message> guest(SessionSetup setup, Link fresh, String gameId, int news, int commitments,
            List<String> acks, int answeredTries, Message.Try inFlight, int anys) throws IOException {
        int made = answeredTries + (inFlight != null ? 1 : 0);
        fresh.send(Message.Resume.of(setup.me(), gameId, new Message.Progress(commitments, news, made, anys)));
        Message.Resume h = SetupExchange.readResume(setup, fresh, gameId);
        if (h.commitments() < commitments || h.news() < news) {
            throw SetupExchange.refuseResume(setup, fresh, setup.opponent()
                    + "'s referee went back in the game: it holds " + h.commitments() + " commitments and "
                    + h.news() + " pieces of news, but " + setup.me() + " already received " + commitments
                    + " and " + news + " (the saved game keeps the evidence)");
        }
        if (h.tries() > made || h.tries() < answeredTries || h.anys() > anys) {
            throw SetupExchange.refuseResume(setup, fresh, setup.opponent() + " claims " + h.tries()
                    + " attempts and " + h.anys() + " questions from " + setup.me() + ", who made " + made
                    + " and " + anys);
        }
        List<Message> again = new ArrayList<>();
        for (int ply = 0; ply < acks.size(); ply++) {
            again.add(new Message.Ack(ply, acks.get(ply)));
        }
        if (inFlight != null && h.tries() == answeredTries) {
            again.add(inFlight);
        }
        for (int q = h.anys() + 1; q <= anys; q++) {
            again.add(new Message.Any(q));
        }
        return again;
    }
}
