package ks.net;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.nio.ByteOrder;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The IPv4 TCP sockets this process holds, as Linux lists them: every socket in {@code /proc/net/tcp}
 * and {@code tcp6} (IPv4-mapped there) whose inode one of {@code /proc/self/fd} points to. So a test
 * sees which sockets the code under test has not closed, whatever it keeps to itself, and not those of
 * other processes that happen to use the same port. {@link #assumeAvailable()} skips a test without them.
 */
final class TcpSockets {
    private static final List<Path> TABLES = List.of(Path.of("/proc/net/tcp"), Path.of("/proc/net/tcp6"));
    private static final Path OWN_FILES = Path.of("/proc/self/fd");
    private static final Pattern SOCKET_LINK = Pattern.compile("socket:\\[(\\d+)]");
    private static final String V4_MAPPED = "0000000000000000FFFF0000";

    /** One socket: its own address, the other end's (0.0.0.0:0 for a listener), and the kernel's state. */
    record Socket(InetSocketAddress local, InetSocketAddress remote, int state) {
        boolean touches(Set<InetSocketAddress> endpoints) {
            return endpoints.contains(local) || endpoints.contains(remote);
        }
    }

    private TcpSockets() {
    }

    static void assumeAvailable() {
        assumeTrue(Files.isDirectory(OWN_FILES) && TABLES.stream().anyMatch(Files::isReadable),
                "needs Linux's /proc/self/fd and /proc/net/tcp");
    }

    /** The sockets this process holds open with one of {@code endpoints} on either side. */
    static List<Socket> heldAt(Set<InetSocketAddress> endpoints) {
        Set<String> held = ownSocketInodes();
        List<Socket> sockets = new ArrayList<>();
        for (Path table : TABLES) {
            for (String line : linesOf(table)) {
                String[] fields = line.trim().split("\\s+");
                InetSocketAddress local = address(fields[1]);
                InetSocketAddress remote = address(fields[2]);
                if (local != null && remote != null && held.contains(fields[9])) {
                    Socket socket = new Socket(local, remote, Integer.parseInt(fields[3], 16));
                    if (socket.touches(endpoints)) {
                        sockets.add(socket);
                    }
                }
            }
        }
        return sockets;
    }

    private static Set<String> ownSocketInodes() {
        Set<String> inodes = new HashSet<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(OWN_FILES)) {
            for (Path file : files) {
                try {
                    Matcher socket = SOCKET_LINK.matcher(Files.readSymbolicLink(file).toString());
                    if (socket.matches()) {
                        inodes.add(socket.group(1));
                    }
                } catch (IOException closedMeanwhile) {
                    // A file closed while we list them is not held.
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return inodes;
    }

    private static List<String> linesOf(Path table) {
        if (!Files.isReadable(table)) {
            return List.of();
        }
        try {
            List<String> lines = Files.readAllLines(table);
            return lines.subList(1, lines.size());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code 0100007F:5DC1} (or its IPv4-mapped IPv6 form) as 127.0.0.1:24001; null for a true IPv6 address. */
    private static InetSocketAddress address(String field) {
        String[] parts = field.split(":");
        String host = parts[0];
        if (host.length() == 32 && host.startsWith(V4_MAPPED)) {
            host = host.substring(V4_MAPPED.length());
        }
        if (host.length() != 8) {
            return null;
        }
        // The kernel prints the address as one 32-bit word in the machine's own byte order.
        byte[] bytes = HexFormat.of().parseHex(host);
        if (ByteOrder.nativeOrder() == ByteOrder.LITTLE_ENDIAN) {
            bytes = new byte[] {bytes[3], bytes[2], bytes[1], bytes[0]};
        }
        try {
            return new InetSocketAddress(InetAddress.getByAddress(bytes), Integer.parseInt(parts[1], 16));
        } catch (UnknownHostException e) {
            throw new IllegalStateException(e);
        }
    }
}
