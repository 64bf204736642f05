package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.List;
import ks.engine.referee.Announcement;
import ks.net.ProtocolException;
import org.junit.jupiter.api.Test;

class WireCodecTest {

    private static Message decode(String json) throws ProtocolException {
        return WireCodec.decode(json.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void everyKindOfMessageRoundTrips() throws ProtocolException {
        List<Message> all = List.of(
                new Message.Hello(1, "alice", Wishes.none().withColour(ColourWish.WHITE).withRuleSet("icc"), "8/8 w - -"),
                new Message.FlipCommit("00ff"), new Message.FlipReveal("ab"), new Message.Start(WireCodecFuzzTest.AGREEMENT, "0a"), new Message.Agree("0b"),
                new Message.Try(3, "e7e8q", "beef"), new Message.Any(2),
                new Message.News(true, "legal", true, -1,
                        List.of(new Announcement(Announcement.Kind.CHECK, "Check on the file"))),
                new Message.Commit("01"), new Message.Ack(4, "02"), new Message.Say("hello there"),
                new Message.Draw(WireCodecFuzzTest.STATEMENT), new Message.Resign(true, null),
                new Message.End("1-0", "resign", "black resigned", 3, List.of(WireCodecFuzzTest.STATEMENT), WireCodecFuzzTest.SIGNATURE),
                new Message.Reveal(List.of(Entry.attempt(0, "e2e4"), Entry.any(1)), List.of("aa"), null),
                new Message.AuditReport(true, "Audit: passed"), new Message.Refusal("no"), new Message.Note("hi"));
        for (Message m : all) {
            assertThat(WireCodec.decode(WireCodec.encode(m))).isEqualTo(m);
        }
    }

    @Test
    void garbageIsAOneLineError() {
        assertThatThrownBy(() -> decode("\u0000\u0001garbage")).isInstanceOf(ProtocolException.class)
                .hasMessageStartingWith("malformed message").hasMessageNotContaining("\n");
    }

    @Test
    void anUnknownMessageTypeIsNamed() {
        assertThatThrownBy(() -> decode("{\"type\":\"teleport\"}")).hasMessage("unknown message type 'teleport'");
    }

    @Test
    void anUnexpectedFieldIsNamed() {
        assertThatThrownBy(() -> decode("{\"type\":\"draw\",\"x\":1}")).hasMessage("unexpected field 'x' in a message");
    }

    @Test
    void anAttemptThatIsNotUciIsRefused() {
        assertThatThrownBy(() -> decode("{\"type\":\"try\",\"seq\":1,\"move\":\"e9e4\",\"signature\":\"00\"}"))
                .hasMessageContaining("attempt is not a move in UCI");
    }

    @Test
    void sayTextWithControlCharactersArrivesCleaned() throws Exception {
        assertThat(decode("{\"type\":\"say\",\"text\":\"\\u001b[2J\\u2028umpire: x\"}"))
                .isEqualTo(new Message.Say("?[2J?umpire: x"));
    }

    @Test
    void everyTextFieldOfEveryKindArrivesCleaned() throws Exception {
        String bad = "\\u001b]0;owned\\u0007\\u0085\\u202e\\u2066\\u2029\\r\\n";
        assertThat(decode("{\"type\":\"note\",\"text\":\"" + bad + "\"}")).isEqualTo(new Message.Note("?]0;owned???????"));
        assertThat(decode("{\"type\":\"refusal\",\"reason\":\"" + bad + "\"}"))
                .isEqualTo(new Message.Refusal("?]0;owned???????"));
        assertThat(decode("{\"type\":\"end\",\"result\":\"1-0\",\"actions\":0,\"reason\":\"" + bad + "\"}"))
                .isEqualTo(Message.End.unsigned("1-0", "?]0;owned???????"));
        assertThat(decode("{\"type\":\"audit\",\"passed\":true,\"line\":\"" + bad + "\"}"))
                .isEqualTo(new Message.AuditReport(true, "?]0;owned???????"));
    }

    @Test
    void theTextOfAnAnnouncementArrivesCleaned() throws Exception {
        Message.News news = new Message.News(false, null, true, -1,
                List.of(new Announcement(Announcement.Kind.ILLEGAL, "x\u202eumpire\u2028y")));
        Message.News back = (Message.News) WireCodec.decode(WireCodec.encode(news));
        assertThat(back.heard().get(0).text()).isEqualTo("x?umpire?y");
    }

    @Test
    void deeplyNestedInputIsRefused() {
        String deep = "[".repeat(100) + "]".repeat(100);
        assertThatThrownBy(() -> decode(deep)).isInstanceOf(ProtocolException.class);
    }

    @Test
    void anOversizedMessageIsRefusedBeforeParsing() {
        byte[] big = new byte[WireCodec.MAX_MESSAGE_BYTES + 1];
        assertThatThrownBy(() -> WireCodec.decode(big)).hasMessageContaining("larger than the limit");
    }

    @Test
    void trailingBytesAfterAMessageAreRefused() {
        assertThatThrownBy(() -> decode("{\"type\":\"draw\"} {\"type\":\"draw\"}")).isInstanceOf(ProtocolException.class);
    }
}
