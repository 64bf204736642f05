package ks.net.protocol;

import java.io.IOException;
import ks.net.ProtocolException;

/**
 * Where each input of a {@link Session} goes, on its worker thread: to the {@link LostLink} while
 * the link is down, to the {@link Adjournment} (every session's alike), or to the session's game;
 * then what it produced is saved and sent. A message the peer got wrong is noise, a failed link is
 * a lost one (a failed send once what the link brought before is handled), and a bug of ours ends
 * the game with its reason rather than hang it.
 */
final class SessionInputs {

    private final Session session;
    private final LostLink lostLink;
    private final Adjournment adjournment = new Adjournment();

    SessionInputs(Session session, LostLink lostLink) {
        this.session = session;
        this.lostLink = lostLink;
    }

    /**
     * Handles one input; whatever it produced leaves once saved, at once or, when {@code more}
     * (another message from the peer already waits), with what that one produces.
     */
    void handle(Input in, boolean more) {
        Session s = session;
        s.takingIn(in instanceof Input.Remote r ? r.arrived() : Input.Remote.UNTIMED);
        try {
            if (lostLink.takes(in)) {
                lostLink.handle(in);
                return;
            }
            if (in instanceof Input.Local l) {
                local(l.command());
            } else if (in instanceof Input.Remote r) {
                if (r.from() == s.link()) {
                    remote(r.message());
                }
            } else if (in instanceof Input.Opened) {
                s.flush();
                s.openingSent();
            } else if (in instanceof Input.AfterResume) {
                s.flush();
                s.afterResume();
            } else if (in instanceof Input.Computed c) {
                s.computed(c);
            } else if (in instanceof Input.DeadlinePassed) {
                s.deadlinePassed();
            } else if (in instanceof Input.BadMessage b) {
                s.noise.badMessage("ignored a bad message from " + s.setup.opponent() + ": " + b.why());
            } else if (in instanceof Input.Lost lost && lost.from() == s.link()) {
                lostLink.lost(lost.why());
            }
            if (lostLink.searching()) {
                s.out.deliverEvents();
            } else if (!more || s.done()) {
                s.flush();
            }
        } catch (ProtocolException e) {
            s.noise.badMessage("ignored a message from " + s.setup.opponent() + ": " + e.getMessage());
            s.flushQuietly();
        } catch (IOException e) {
            s.flushQuietly();
            if (lostLink.takes(in)) {
                lostLink.lost(e.getMessage());
            } else {
                // A send failed: what the link brought before it closed (an agreement to adjourn
                // right behind a move) is still queued, and is handled before the link is lost.
                s.deliver(new Input.Lost(s.link(), e.getMessage()));
            }
        } catch (RuntimeException e) {
            // A bug of ours must not hang the game silently: end it with the reason.
            s.out.clear();
            s.giveUp("internal error: " + e);
            throw e;
        }
    }

    /** A command of our player's: adjourning is every session's alike, the rest its game's. */
    void local(Command command) throws IOException {
        if (command instanceof Command.Adjourn) {
            adjournment.ours(session);
        } else if (command instanceof Command.Leave) {
            session.leave();
        } else {
            session.onCommand(command);
        }
    }

    private void remote(Message message) throws IOException {
        if (message instanceof Message.Adjourn a) {
            adjournment.theirs(session, a);
        } else {
            session.onMessage(message);
        }
    }
}
