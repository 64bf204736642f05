package ks.net.seek;

import java.io.IOException;
import java.io.InputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.function.Consumer;
import javax.jmdns.JmDNS;
import javax.jmdns.ServiceInfo;
import ks.crypto.Identity;
import ks.crypto.SigningKey;

/**
 * A seek on the local network: announced over multicast DNS as a {@code _kriegspiel._tcp} service
 * whose TXT record holds the seek, signed by the player's key (or, for an anonymous seek, by a
 * key made for this seek alone, so the announcement cannot be linked to the player), with a TCP
 * port where requests to play it come in. Each address it is announced at gets its own signed
 * record, naming that address. Requests are read as they come, each connection on its own
 * ({@link SeekDoor}), and the seeker takes them one at a time ({@link #next}) and answers each.
 * Closing withdraws the announcement, from any thread. A stranger's malformed or silent
 * connection is dropped and the wait goes on.
 */
public final class SeekPost implements AutoCloseable {

    private static final Duration REQUEST_READ_TIMEOUT = Duration.ofSeconds(5);

    private final Seek seek;
    private final SigningKey announcer;
    private final Identity player;
    private final ServerSocket server;
    private final SeekNetwork network;
    private final SeekDoor door;
    private boolean closed;

    private SeekPost(Seek seek, SigningKey announcer, Identity player, ServerSocket server, SeekNetwork network,
            Consumer<String> trouble) {
        this.seek = seek;
        this.announcer = announcer;
        this.player = player;
        this.server = server;
        this.network = network;
        this.door = SeekDoor.open(server, this::read, trouble);
    }

    /**
     * Announces {@code offer} for {@code open} (after which it lapses, even if the announcement is
     * replayed), signed by {@code player} unless it is anonymous; {@code trouble} hears, in one line
     * each, about requests that were dropped.
     */
    public static SeekPost open(SeekOffer offer, SigningKey player, Duration open, SecureRandom random,
            Consumer<String> trouble) throws IOException {
        SigningKey announcer = offer.anonymous() ? SigningKey.generate(random) : player;
        byte[] nonce = new byte[Seek.NONCE_HEX_DIGITS / 2];
        random.nextBytes(nonce);
        Seek.Builder seek = Seek.builder().key(announcer.identity()).nonce(HexFormat.of().formatHex(nonce))
                .name(offer.anonymous() ? null : offer.name()).rating(offer.rating()).time(offer.time().text())
                .until(Instant.now().plus(open).getEpochSecond() + 1);
        ServerSocket server = new ServerSocket(0);
        SeekNetwork network;
        try {
            network = SeekNetwork.open();
        } catch (IOException e) {
            server.close();
            throw e;
        }
        SeekPost post = null;
        try {
            seek.port(server.getLocalPort());
            Seek first = seek.host(network.responders().get(0).getInetAddress().getHostAddress()).build();
            post = new SeekPost(first, announcer, player.identity(), server, network, trouble);
            for (JmDNS responder : network.responders()) {
                Seek here = first.at(responder.getInetAddress().getHostAddress());
                responder.registerService(ServiceInfo.create(Seek.SERVICE_TYPE, here.instance(), here.port(), 0, 0,
                        SeekAnnouncement.txt(here, announcer)));
            }
            return post;
        } catch (IOException | RuntimeException e) {
            if (post != null) {
                post.close();
            } else {
                network.close();
                server.close();
            }
            throw e instanceof IOException io ? io : new IOException("cannot announce the seek: " + e.getMessage(), e);
        }
    }

    /** The seek as announced at its first address (without the name when anonymous). */
    public Seek seek() {
        return seek;
    }

    /**
     * The next well-formed request for this seek, or null when none came within {@code wait} or
     * the seek was withdrawn meanwhile.
     */
    public PlayRequest next(Duration wait) throws IOException, InterruptedException {
        return door.next(wait);
    }

    /** The request on {@code socket}, or null when it asked for another seek (declined here). */
    private PlayRequest read(Socket socket, InputStream in) throws IOException {
        SeekWire.Request r = SeekWire.request(FrameWithin.read(socket, in, REQUEST_READ_TIMEOUT));
        socket.setSoTimeout(0);
        PlayRequest request = new PlayRequest(socket, r, seek, announcer, player);
        if (!r.seekId().equals(seek.id())) {
            request.decline("seek " + r.seekId() + " is not open here");
            return null;
        }
        return request;
    }

    /** Whether the seek was withdrawn ({@link #close}, from any thread). */
    public synchronized boolean withdrawn() {
        return closed;
    }

    /** Withdraws the seek from the network and stops taking requests; a second call does nothing. */
    @Override
    public void close() {
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
        }
        try {
            server.close();
        } catch (IOException e) {
            // nothing more to release
        }
        door.close();
        for (JmDNS responder : network.responders()) {
            try {
                responder.unregisterAllServices();
            } catch (RuntimeException e) {
                // Closing already (the JVM is shutting down): the responder says goodbye as it closes.
            }
        }
        network.close();
    }
}
