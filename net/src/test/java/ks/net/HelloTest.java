package ks.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import ks.crypto.PlayerNames;
import org.junit.jupiter.api.Test;

class HelloTest {

    @Test
    void greetingSurvivesEncoding() throws Exception {
        Hello hello = new Hello(-42L, "alice", "bøb");
        assertThat(Hello.decode(hello.encode())).isEqualTo(hello);
    }

    @Test
    void freshGreetingsCarryDifferentNonces() {
        assertThat(Hello.fresh("alice", "bob").nonce()).isNotEqualTo(Hello.fresh("alice", "bob").nonce());
    }

    @Test
    void bytesWithoutTheMagicAreNotAGreeting() {
        assertThatThrownBy(() -> Hello.decode("GET / HTTP/1.0".getBytes(StandardCharsets.US_ASCII)))
                .isInstanceOf(ProtocolException.class).hasMessage("not a ks greeting");
    }

    @Test
    void anotherProtocolVersionIsNamed() {
        byte[] bytes = new Hello(1, "alice", "bob").encode();
        bytes[4] = 1;
        assertThatThrownBy(() -> Hello.decode(bytes))
                .hasMessage("the other ks speaks rendezvous version 1, this one speaks version 2: both players need the"
                        + " same ks version");
    }

    @Test
    void cutShortGreetingIsMalformed() {
        byte[] bytes = new Hello(1, "alice", "bob").encode();
        assertThatThrownBy(() -> Hello.decode(Arrays.copyOf(bytes, bytes.length - 1)))
                .hasMessage("malformed ks greeting: too short");
    }

    @Test
    void trailingBytesMakeAGreetingMalformed() {
        byte[] bytes = new Hello(1, "alice", "bob").encode();
        assertThatThrownBy(() -> Hello.decode(Arrays.copyOf(bytes, bytes.length + 3)))
                .hasMessage("malformed ks greeting: 3 bytes too many");
    }

    @Test
    void namesFollowTheOneRuleForPlayerNames() {
        assertThatThrownBy(() -> Hello.checkName("")).hasMessage("'' is not a player name: use " + PlayerNames.RULE);
        assertThatThrownBy(() -> Hello.checkName("a b")).hasMessageStartingWith("'a b' is not a player name");
        assertThatThrownBy(() -> Hello.checkName("x".repeat(65))).hasMessageContaining("is not a player name");
    }

    @Test
    void aNameWithABidiOverrideCannotGoOnTheWire() {
        assertThatThrownBy(() -> Hello.checkName("bob\u202Eevil")).hasMessageEndingWith("is not a player name: use "
                + PlayerNames.RULE);
        byte[] bytes = new Hello(1, "alice", "bob").encode();
        byte[] forged = Arrays.copyOf(bytes, bytes.length + 3);
        // "bob" becomes "b" + U+202E (3 bytes in UTF-8) + "ob": the length byte says 6.
        byte[] evil = "b\u202Eob".getBytes(StandardCharsets.UTF_8);
        System.arraycopy(evil, 0, forged, bytes.length - 3, evil.length);
        forged[bytes.length - 4] = (byte) evil.length;
        assertThatThrownBy(() -> Hello.decode(forged)).isInstanceOf(ProtocolException.class)
                .hasMessageStartingWith("malformed ks greeting: '").hasMessageEndingWith("is not a player name: use "
                        + PlayerNames.RULE);
    }
}
