package ks.net.protocol;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import ks.engine.Uci;
import ks.net.ProtocolException;

/**
 * One search for the peer after a dropped link. The search (the {@link Reconnector}, which may
 * take up to its own deadline) runs on a thread of its own and posts what it found to the
 * session's worker, so the worker stays free meanwhile: the player's commands are answered at
 * once (held, and said so) and go out in order once the game is resumed on the fresh link. A
 * search whose fresh link fails the resume exchange on I/O starts again; one that gives up ends
 * the session, the game saved.
 */
final class Reconnection {

    private final Session session;
    private final Reconnector reconnector;
    private final String peer;
    private final List<Command> held = new ArrayList<>();
    private Thread search;

    private Reconnection(Session session, Reconnector reconnector, String peer) {
        this.session = session;
        this.reconnector = reconnector;
        this.peer = peer;
    }

    /**
     * The link is gone: without a reconnector the session ends here, saved (and null is
     * returned); with one, the player is told and the search starts.
     */
    static Reconnection after(Session s, String why) {
        String peer = s.linkPeer();
        Reconnector reconnector = s.options.reconnector();
        if (reconnector == null) {
            s.giveUp("the connection to " + peer + " was lost (" + why + ")");
            return null;
        }
        s.out.emit(new Event.Note("the connection to " + peer + " was lost (" + why + "); trying to reconnect",
                Event.Link.DOWN));
        s.out.deliverEvents();
        Reconnection r = new Reconnection(s, reconnector, peer);
        r.search();
        return r;
    }

    private void search() {
        search = new Thread(() -> {
            try {
                session.post(new Input.Relinked(this, reconnector.reconnect()));
            } catch (IOException e) {
                session.post(new Input.Unreachable(this,
                        "the connection to " + peer + " was lost and did not come back (" + e.getMessage() + ")"));
            } catch (InterruptedException e) {
                session.post(new Input.Unreachable(this, "interrupted while reconnecting to " + peer));
            }
        }, "ks-reconnect-" + peer);
        search.setDaemon(true);
        search.start();
    }

    /** A command of our player's while the search runs: kept for the fresh link, and the player told so. */
    void hold(Command command) {
        held.add(command);
        session.out.emit(new Event.Note("held until the connection to " + peer + " is back: " + words(command)));
        session.out.deliverEvents();
    }

    /**
     * On the worker: the search found {@code fresh}. Runs the resume exchange on it; true when the
     * game goes on over it (the held commands are then the caller's to replay), false when the
     * session ended or a new search started.
     */
    boolean resume(Link fresh) throws IOException {
        try {
            session.exchange(fresh);
            session.adopt(fresh);
            session.out.emit(new Event.Note("reconnected to " + peer + "; the game goes on", Event.Link.UP));
            session.flush();
            session.afterResume();
            return true;
        } catch (ProtocolException e) {
            fresh.close();
            session.giveUp("cannot resume with " + peer + ": " + e.getMessage());
            return false;
        } catch (IOException e) {
            fresh.close();
            session.out.dropMessages();
            session.out.emit(new Event.Note("the new connection to " + peer + " failed (" + e.getMessage()
                    + "); trying again", Event.Link.DOWN));
            session.out.deliverEvents();
            search();
            return false;
        }
    }

    /** The command as the player would have typed it, for the line that says it is held. */
    private static String words(Command command) {
        if (command instanceof Command.Play p) {
            return Uci.format(p.move());
        }
        if (command instanceof Command.Talk t) {
            return "say " + t.text();
        }
        if (command instanceof Command.AskAny) {
            return "any";
        }
        if (command instanceof Command.OfferDraw) {
            return "draw";
        }
        if (command instanceof Command.Resign r) {
            return r.quit() ? "quit" : "resign";
        }
        return "adjourn";
    }

    /** The commands held during the search, in the order the player gave them. */
    List<Command> held() {
        return List.copyOf(held);
    }

    /** The session ended: the search, if it still runs, is called off. */
    void cancel() {
        search.interrupt();
    }
}
