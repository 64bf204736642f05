package ks.net;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.util.random.RandomGenerator;

/**
 * The number both players share, 1 to 1000, and the TCP port it stands for: {@code 24000 + number},
 * so ports 24001 to 25000. That range needs no privileges and lies below the usual ephemeral range
 * (Linux starts at 32768), so an outgoing connection's own port never takes it. Players may name the
 * number ({@code _N} or {@code --port-number N}); otherwise it is derived from the two player names
 * so nobody has to agree on one. The derivation sorts the two names, so both sides get the same
 * number, and hashes them with 32-bit FNV-1a over UTF-8, so it is the same on every JVM:
 * {@code number = 1 + (fnv1a(min + "\0" + max) mod 1000)}, the hash read as unsigned.
 */
public record MeetingPort(int number) {
    public static final int MIN_NUMBER = 1;
    public static final int MAX_NUMBER = 1000;
    /** TCP port of number 0; number N listens on {@code BASE_TCP_PORT + N}. */
    public static final int BASE_TCP_PORT = 24000;

    public MeetingPort {
        if (number < MIN_NUMBER || number > MAX_NUMBER) {
            throw new IllegalArgumentException(
                    "port number must be between " + MIN_NUMBER + " and " + MAX_NUMBER + ", not " + number);
        }
    }

    /**
     * A number whose port nobody on this machine holds now, so that two games started at once
     * (a seek each) do not share one; after 50 taken ports, any number.
     */
    public static MeetingPort free(RandomGenerator random) {
        for (int tries = 0; tries < 50; tries++) {
            MeetingPort candidate = new MeetingPort(MIN_NUMBER + random.nextInt(MAX_NUMBER));
            try (ServerSocket probe = new ServerSocket()) {
                probe.bind(new InetSocketAddress((InetAddress) null, candidate.tcpPort()));
                return candidate;
            } catch (IOException taken) {
                // held by another game or program: try another number
            }
        }
        return new MeetingPort(MIN_NUMBER + random.nextInt(MAX_NUMBER));
    }

    /** Parses a number as typed by a user, with a one-line message if it is not one. */
    public static MeetingPort parse(String text) {
        try {
            return new MeetingPort(Integer.parseInt(text.trim()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("port number must be a whole number from 1 to 1000, not '" + text + "'");
        }
    }

    /** The number both players reach on their own from their two names, in either order. */
    public static MeetingPort forPlayers(String oneName, String otherName) {
        String key = oneName.compareTo(otherName) <= 0 ? oneName + '\0' + otherName : otherName + '\0' + oneName;
        int hash = fnv1a(key.getBytes(StandardCharsets.UTF_8));
        return new MeetingPort(MIN_NUMBER + (int) (Integer.toUnsignedLong(hash) % MAX_NUMBER));
    }

    public int tcpPort() {
        return BASE_TCP_PORT + number;
    }

    static int fnv1a(byte[] bytes) {
        int hash = 0x811c9dc5;
        for (byte b : bytes) {
            hash ^= b & 0xff;
            hash *= 0x01000193;
        }
        return hash;
    }

    @Override
    public String toString() {
        return "port number " + number + " (TCP " + tcpPort() + ")";
    }
}
