package ks.app;

import java.io.IOException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import ks.crypto.KeyFileException;
import ks.crypto.KeyStore;
import ks.crypto.KnownOpponents;
import ks.crypto.SigningKey;
import ks.engine.Position;
import ks.engine.notation.Perspective;
import ks.net.ConnectMode;
import ks.net.Connection;
import ks.net.MeetingPort;
import ks.net.Opponent;
import ks.net.Rendezvous;
import ks.net.RendezvousSettings;
import ks.net.protocol.ChannelLink;
import ks.net.protocol.GameRecord;
import ks.net.protocol.Session;
import ks.net.protocol.SessionSetup;
import ks.net.protocol.Wish;

/**
 * A game against a person: meet on the agreed port, prove who we are over an encrypted
 * channel, agree the terms, play in the chosen view, then save the signed record. Every
 * failure along the way is one line for the user.
 */
final class GameRunner {

    private static final Duration HANDSHAKE_TIMEOUT = Duration.ofSeconds(30);

    private GameRunner() {
    }

    static int play(CommandLine cl, ConfigDir dir, String me, LineSource lines) throws Failure {
        SecureRandom random = new SecureRandom();
        SigningKey key = signingKey(dir, random);
        Opponent opponent = new Opponent(cl.opponent(), cl.host() == null ? Opponent.THIS_MACHINE : cl.host());
        MeetingPort port = cl.portNumber() != null ? new MeetingPort(cl.portNumber())
                : MeetingPort.forPlayers(me, cl.opponent());
        ConnectMode mode = cl.wishes().server() == Wish.ON ? ConnectMode.LISTEN_ONLY
                : cl.wishes().server() == Wish.OFF ? ConnectMode.DIAL_ONLY : ConnectMode.LISTEN_AND_DIAL;
        RendezvousSettings settings = RendezvousSettings.of(me, opponent).withPort(port).withMode(mode)
                .withDeadline(Duration.ofSeconds(cl.waitSeconds()));
        lines.print("Waiting for " + opponent.name() + " on " + opponent.host() + " (port " + port.tcpPort()
                + ", number " + port.number() + ")...");
        ChannelLink link;
        try {
            Connection connection = Rendezvous.meet(settings);
            link = ChannelLink.establish(connection, me, cl.opponent(), key, new KnownOpponents(dir.root()), random,
                    HANDSHAKE_TIMEOUT);
        } catch (IOException e) {
            throw new Failure(e.getMessage());
        } catch (KeyFileException e) {
            throw new Failure(e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Failure("interrupted while waiting for " + opponent.name());
        }
        SessionSetup setup = new SessionSetup(me, cl.opponent(), cl.wishes(), key, link.channel().peerIdentity(),
                link.channel().sessionId(), link.channel().trust().message(), Position.STARTPOS_FEN,
                HANDSHAKE_TIMEOUT.toMillis(), random);
        GameView view = GameView.choose(cl, lines, cl.reverse() ? Perspective.OWN_SIDE : Perspective.WHITE_SIDE);
        return run(setup, link, view, dir, lines);
    }

    /** Plays a set-up session to its end in the view and saves the record. */
    static int run(SessionSetup setup, ks.net.protocol.Link link, GameView view, ConfigDir dir, LineSource lines)
            throws Failure {
        try {
            Session session = Session.open(setup, link, view::onEvent);
            view.play(session);
            GameRecord record = session.awaitEnd();
            save(dir, record, lines);
            return 0;
        } catch (IOException e) {
            link.close();
            throw new Failure(e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Failure("interrupted");
        }
    }

    static void save(ConfigDir dir, GameRecord record, LineSource lines) {
        if (record == null) {
            return;
        }
        try {
            Path file = GameFiles.save(dir, record);
            lines.print("Game record saved in " + file);
        } catch (IOException e) {
            lines.print("ks: could not save the game record: " + e.getMessage());
        }
    }

    static SigningKey signingKey(ConfigDir dir, SecureRandom random) throws Failure {
        try {
            return new KeyStore(dir.root()).loadOrCreate(random);
        } catch (KeyFileException e) {
            throw new Failure(e.getMessage());
        }
    }

    /** A game that could not be played, with the one line that says why. */
    static final class Failure extends Exception {
        private static final long serialVersionUID = 1L;

        Failure(String message) {
            super(message);
        }
    }
}
