package ks.crypto;

import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A stored password: only its Argon2id hash, in the PHC string format other tools read
 * ({@code $argon2id$v=19$m=65536,t=3,p=1$<salt>$<hash>}, unpadded base64). Checking a password
 * recomputes the hash at the stored cost and compares in constant time.
 */
public final class PasswordHash {

    private static final int SALT_BYTES = 16;
    private static final int HASH_BYTES = 32;
    private static final Pattern PHC = Pattern.compile(
            "\\$argon2id\\$v=19\\$m=(\\d{1,7}),t=(\\d{1,3}),p=(\\d{1,2})\\$([A-Za-z0-9+/]{11,88})\\$([A-Za-z0-9+/]{16,88})");
    private static final Base64.Encoder B64 = Base64.getEncoder().withoutPadding();
    private static final Base64.Decoder B64D = Base64.getDecoder();

    private PasswordHash() {
    }

    /** The PHC string for {@code password} with a fresh salt. */
    public static String create(char[] password, Argon2id.Cost cost, SecureRandom random) {
        byte[] salt = new byte[SALT_BYTES];
        random.nextBytes(salt);
        byte[] hash = Argon2id.derive(password, salt, cost, HASH_BYTES);
        return "$argon2id$v=19$m=" + cost.memoryKib() + ",t=" + cost.iterations() + ",p=" + cost.parallelism()
                + "$" + B64.encodeToString(salt) + "$" + B64.encodeToString(hash);
    }

    /**
     * Whether {@code password} matches {@code stored}; a stored string that is not an Argon2id
     * PHC string this class wrote is an {@link IllegalArgumentException}.
     */
    public static boolean matches(char[] password, String stored) {
        Matcher m = PHC.matcher(stored == null ? "" : stored);
        if (!m.matches()) {
            throw new IllegalArgumentException("not an Argon2id password hash");
        }
        Argon2id.Cost cost = new Argon2id.Cost(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                Integer.parseInt(m.group(3)));
        byte[] salt = B64D.decode(m.group(4));
        byte[] want = B64D.decode(m.group(5));
        byte[] got = Argon2id.derive(password, salt, cost, want.length);
        return MessageDigest.isEqual(want, got);
    }
}
