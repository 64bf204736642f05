package ks.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
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
        bytes[4] = 2;
        assertThatThrownBy(() -> Hello.decode(bytes))
                .hasMessage("the other ks speaks rendezvous version 2, this one speaks version 1");
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
    void namesThatCannotGoOnTheWireAreRejected() {
        assertThatThrownBy(() -> Hello.checkName("")).hasMessage("a player name must not be empty");
        assertThatThrownBy(() -> Hello.checkName("a b"))
                .hasMessage("player name 'a b' must not contain spaces or control characters");
        assertThatThrownBy(() -> Hello.checkName("x".repeat(65))).hasMessageContaining("longer than 64 bytes");
    }
}
