package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The time control in {@code hello} and in the terms a record keeps. */
class TimeWishWireTest {

    private static String json(Message m) {
        return new String(WireCodec.encode(m), StandardCharsets.UTF_8);
    }

    @Test
    void aHelloWithATimeWishRoundTrips() throws Exception {
        Message hello = new Message.Hello(Message.VERSION, "alice", Wishes.none().withTime("40/2"), "startpos");
        assertThat(WireCodec.decode(WireCodec.encode(hello))).isEqualTo(hello);
    }

    @Test
    void aHelloWithoutATimeWishHasNoTimeField() {
        assertThat(json(new Message.Hello(Message.VERSION, "alice", Wishes.none(), "startpos"))).doesNotContain("time");
    }

    @Test
    void aTimeWishIsKeptInItsOwnSpelling() {
        assertThat(Wishes.none().withTime("G/5").time()).isEqualTo("game/5");
    }

    @Test
    void aHelloAskingForAnImpossibleTimeControlIsRefused() {
        String hello = "{\"type\":\"hello\",\"version\":" + Message.VERSION + ",\"name\":\"bob\",\"wishes\":{"
                + "\"colour\":\"NONE\",\"server\":\"NONE\",\"ruleSet\":null,\"announceCaptures\":\"NONE\","
                + "\"pawnTries\":\"NONE\",\"time\":\"game/99999\"},\"startFen\":\"startpos\"}";
        assertThatThrownBy(() -> WireCodec.decode(hello.getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(ks.net.ProtocolException.class);
    }

    @Test
    void untimedTermsAreWrittenWithoutATimeField() throws Exception {
        String json = Json.MAPPER.writeValueAsString(new Terms("alice", "bob", "wolfe", false, false));
        assertThat(json).doesNotContain("time");
        assertThat(Json.MAPPER.readValue(json, Terms.class).timeControl().timed()).isFalse();
    }

    @Test
    void timedTermsRoundTrip() throws Exception {
        Terms t = new Terms("alice", "bob", "wolfe", false, false, "5+3");
        assertThat(Json.MAPPER.readValue(Json.MAPPER.writeValueAsString(t), Terms.class)).isEqualTo(t);
    }
}
