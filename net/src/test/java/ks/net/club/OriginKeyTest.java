package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Optional;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Where a member registered from, as the club keeps it (docs/club.md, "Provisional ratings"): the
 * keyed hash of the address's /24 or /48, for public addresses unless the rule says otherwise.
 * The vectors were computed apart, with Python's {@code hmac} module: origins stored in a club's
 * database must hash alike in every later version.
 */
class OriginKeyTest {

    private static final OriginKey ZERO = new OriginKey(new byte[32], OriginRule.PUBLIC);

    @TempDir
    Path dir;

    /** RFC 4231, test case 2: the JDK's HMAC-SHA256, which the origins rest on, as the standard gives it. */
    @Test
    void hmacSha256GivesRfc4231sSecondTestCase() throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec("Jefe".getBytes(StandardCharsets.US_ASCII), "HmacSHA256"));
        assertThat(HexFormat.of().formatHex(mac.doFinal("what do ya want for nothing?".getBytes(StandardCharsets.US_ASCII))))
                .isEqualTo("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
    }

    @Test
    void anIpv4OriginIsTheKeyedHashOfItsSlash24() {
        assertThat(ZERO.of("203.0.113.77"))
                .contains("f9207a6ce87f4e7e966dbd1dfe4198fe7d1a62b7a7592f7c17ac5772fe64f101");
    }

    @Test
    void anIpv6OriginIsTheKeyedHashOfItsSlash48() {
        assertThat(ZERO.of("2001:db8:1:2:0:0:0:0/64"))
                .contains("be8cdeab5c9db5dee76b37926623b6668601d01cc4bad6f641811eb4e373e6ee")
                .isEqualTo(ZERO.of("2001:db8:1:ffff:0:0:0:0/64"));
    }

    @Test
    void addressesOfTwoSlash24sHaveTwoOrigins() {
        assertThat(ZERO.of("203.0.113.77")).isNotEqualTo(ZERO.of("203.0.114.77"));
    }

    @Test
    void anotherClubsSecretGivesAnotherOrigin() {
        OriginKey other = OriginKey.fresh(new SecureRandom(), OriginRule.PUBLIC);
        assertThat(other.of("203.0.113.77")).isPresent().isNotEqualTo(ZERO.of("203.0.113.77"));
    }

    @Test
    void privateAndLoopbackAddressesHaveNoOriginUnlessTheRuleIsAll() {
        for (String a : new String[] {"127.0.0.1", "10.1.2.3", "172.16.0.1", "192.168.1.9", "100.64.0.1", "169.254.1.1",
                "0:0:0:0:0:0:0:0/64", "fd00:1:2:3:0:0:0:0/64", "fe80:0:0:0:0:0:0:0/64"}) {
            assertThat(ZERO.of(a)).as(a).isEmpty();
            assertThat(new OriginKey(new byte[32], OriginRule.ALL).of(a)).as(a).isPresent();
        }
    }

    @Test
    void theRuleOffKeepsNoOrigin() {
        assertThat(new OriginKey(new byte[32], OriginRule.OFF).of("203.0.113.77")).isEmpty();
    }

    @Test
    void whatIsNoAddressHasNoOriginAndIsNeverLookedUp() {
        assertThat(ZERO.of("example.org")).isEmpty();
        assertThat(ZERO.of("")).isEmpty();
        assertThat(ZERO.of(null)).isEmpty();
    }

    @Test
    void theSecretIsMadeOnceOwnerOnlyAndKept() throws IOException {
        Optional<String> first = OriginKey.load(dir, new SecureRandom(), OriginRule.PUBLIC).of("203.0.113.77");
        Optional<String> again = OriginKey.load(dir, new SecureRandom(), OriginRule.PUBLIC).of("203.0.113.77");
        assertThat(again).isPresent().isEqualTo(first);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve(OriginKey.FILE))))
                .isEqualTo("rw-------");
    }

    @Test
    void aSecretFileOfAnotherSizeIsRefusedInOneLine() throws IOException {
        Files.write(dir.resolve(OriginKey.FILE), new byte[5]);
        assertThatThrownBy(() -> OriginKey.load(dir, new SecureRandom(), OriginRule.PUBLIC))
                .isInstanceOf(IOException.class).hasMessageContaining("is not the club's origin secret")
                .hasMessageNotContaining("\n");
    }

    @Test
    void aDirectoryPlantedAsTheSecretIsRefusedInOneLineInEnglish() throws IOException {
        Files.createDirectory(dir.resolve(OriginKey.FILE));
        assertThatThrownBy(() -> OriginKey.load(dir, new SecureRandom(), OriginRule.PUBLIC))
                .isInstanceOf(IOException.class)
                .hasMessage(dir.resolve(OriginKey.FILE) + " is a directory, not a club origin secret");
    }

    @Test
    void theRuleIsNamedInOneWordAndAnyOtherIsRefused() {
        assertThat(OriginRule.of("off")).isEqualTo(OriginRule.OFF);
        assertThatThrownBy(() -> OriginRule.of("none")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("--origins takes public, all or off, not 'none'");
    }

    /** A 6to4 address's origin is its IPv4 address's: a /24 is not 256 origins through 6to4 relays. */
    @Test
    void aSixToFourAddressHasTheOriginOfTheIpv4AddressInside() throws Exception {
        assertThat(ZERO.of(Origins.of(java.net.InetAddress.getByName("2002:cb00:7142:1::1"))))
                .isPresent().isEqualTo(ZERO.of("203.0.113.77"));
        assertThat(ZERO.of(Origins.of(java.net.InetAddress.getByName("2002:a01:203::1")))).as("6to4 of 10.1.2.3").isEmpty();
    }
}
