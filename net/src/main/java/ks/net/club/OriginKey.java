package ks.net.club;

import java.io.IOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Optional;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import ks.crypto.AtomicFile;
import ks.crypto.BoundedFile;

/**
 * Where a member registered from, kept without the address (docs/club.md, "Provisional ratings"):
 * HMAC-SHA256 (RFC 2104, the JDK's {@code HmacSHA256}) under a secret the club makes once and keeps
 * beside its signing key, of the registering address's network, an IPv4 /24 or an IPv6 /48, the
 * blocks one subscriber or one hosting customer is usually given. Without the secret the hash names
 * no network (a network has few enough values to try them all against a plain hash); with it, two
 * members of one network are seen to share one, and nothing more. Which addresses get an origin is
 * the {@link OriginRule}'s.
 */
public final class OriginKey {

    /** The secret's file in the club's directory. */
    public static final String FILE = "origin-secret";
    private static final int SECRET_BYTES = 32;
    private static final byte[] LABEL = "ks-club-origin/v1".getBytes(StandardCharsets.US_ASCII);

    private final byte[] secret;
    private final OriginRule rule;

    OriginKey(byte[] secret, OriginRule rule) {
        this.secret = secret.clone();
        this.rule = rule;
    }

    /** A key with a secret of its own, kept nowhere (a club in a test). */
    public static OriginKey fresh(SecureRandom random, OriginRule rule) {
        byte[] s = new byte[SECRET_BYTES];
        random.nextBytes(s);
        return new OriginKey(s, rule);
    }

    /**
     * The key kept in {@code dir}/{@value #FILE}, made there (owner-only) the first time. A file of
     * another size is refused in one line rather than replaced: the members' origins hang on it.
     */
    public static OriginKey load(Path dir, SecureRandom random, OriginRule rule) throws IOException {
        Path file = dir.resolve(FILE);
        if (!Files.exists(file)) {
            byte[] s = new byte[SECRET_BYTES];
            random.nextBytes(s);
            AtomicFile.write(file, s);
        }
        byte[] s = BoundedFile.read(file, SECRET_BYTES, "club origin secret");
        if (s.length != SECRET_BYTES) {
            throw new IOException(file + " is not the club's origin secret (" + SECRET_BYTES + " bytes); restore it "
                    + "from the club's backup");
        }
        return new OriginKey(s, rule);
    }

    /** The rule this key was made under. */
    public OriginRule rule() {
        return rule;
    }

    /**
     * The origin of a member registering from {@code from} (an address as {@link Origins} writes it),
     * as 64 hex digits; empty when the rule keeps none for it or it is no address.
     */
    public Optional<String> of(String from) {
        if (rule == OriginRule.OFF) {
            return Optional.empty();
        }
        Optional<InetAddress> address = literal(from);
        if (address.isEmpty() || (rule == OriginRule.PUBLIC && !isPublic(address.get()))) {
            return Optional.empty();
        }
        byte[] bytes = address.get().getAddress();
        byte[] network = Arrays.copyOf(bytes, bytes.length == 4 ? 3 : 6);
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret, "HmacSHA256"));
            mac.update(LABEL);
            mac.update((byte) network.length);
            return Optional.of(HexFormat.of().formatHex(mac.doFinal(network)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is missing from this Java", e);
        }
    }

    /**
     * Whether {@code from} (as {@link Origins} writes it) is this host's own address while the rule
     * keeps origins for public addresses only: a member who comes through a proxy or tunnel on the
     * club's host comes from there, and then so does every member.
     */
    public boolean hidesThisHost(String from) {
        return rule == OriginRule.PUBLIC && ("0:0:0:0:0:0:0:0/64".equals(from)
                || literal(from).map(InetAddress::isLoopbackAddress).orElse(false));
    }

    /** {@code from} read as an address literal (never looked up by name), its {@code /64} left out. */
    private static Optional<InetAddress> literal(String from) {
        if (from == null) {
            return Optional.empty();
        }
        String text = from.endsWith("/64") ? from.substring(0, from.length() - 3) : from;
        if (text.isEmpty() || !text.chars().allMatch(ch -> ch == '.' || ch == ':' || Character.digit(ch, 16) >= 0)) {
            return Optional.empty();
        }
        try {
            return Optional.of(InetAddress.getByName(text));
        } catch (UnknownHostException e) {
            return Optional.empty();
        }
    }

    /** Whether {@code a} is an address of the public internet: not loopback, private, link-local, shared or unique-local. */
    static boolean isPublic(InetAddress a) {
        if (a.isLoopbackAddress() || a.isSiteLocalAddress() || a.isLinkLocalAddress() || a.isAnyLocalAddress()
                || a.isMulticastAddress()) {
            return false;
        }
        byte[] b = a.getAddress();
        if (a instanceof Inet4Address) {
            // 100.64.0.0/10: carrier-grade NAT (RFC 6598), one network shared by many subscribers.
            return !((b[0] & 0xff) == 100 && (b[1] & 0xc0) == 64);
        }
        // fc00::/7: unique local addresses (RFC 4193), IPv6's private networks.
        return (b[0] & 0xfe) != 0xfc;
    }
}
