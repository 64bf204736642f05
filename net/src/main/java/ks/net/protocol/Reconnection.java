package ks.net.protocol;

import java.io.IOException;
import ks.net.ProtocolException;

/**
 * What a session does when its link is gone: without a {@link Reconnector} the game ends
 * here, saved; with one, it finds the peer again (trying as long as the reconnector does) and
 * runs the resume exchange on the fresh link before the game goes on. A peer that cannot resume
 * honestly (another game, a referee that went back) ends the session, the game still saved.
 */
final class Reconnection {

    private Reconnection() {
    }

    static void after(Session s, String why) {
        String peer = s.linkPeer();
        Reconnector reconnector = s.options.reconnector();
        if (reconnector == null) {
            s.giveUp("the connection to " + peer + " was lost (" + why + ")");
            return;
        }
        s.out.emit(new Event.Note("the connection to " + peer + " was lost (" + why + "); trying to reconnect"));
        s.out.deliverEvents();
        while (true) {
            Link fresh;
            try {
                fresh = reconnector.reconnect();
            } catch (IOException e) {
                s.giveUp("the connection to " + peer + " was lost and did not come back (" + e.getMessage() + ")");
                return;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                s.giveUp("interrupted while reconnecting to " + peer);
                return;
            }
            try {
                s.exchange(fresh);
                s.adopt(fresh);
                s.out.emit(new Event.Note("reconnected to " + peer + "; the game goes on"));
                s.flush();
                s.afterResume();
                return;
            } catch (ProtocolException e) {
                fresh.close();
                s.giveUp("cannot resume with " + peer + ": " + e.getMessage());
                return;
            } catch (IOException e) {
                fresh.close();
                s.out.dropMessages();
                s.out.emit(new Event.Note("the new connection to " + peer + " failed (" + e.getMessage()
                        + "); trying again"));
                s.out.deliverEvents();
            }
        }
    }
}
