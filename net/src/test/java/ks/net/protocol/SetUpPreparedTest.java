package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ser.DefaultSerializerProvider;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A process that prepares a game's set-up has built what the set-up exchange writes before it is written. */
class SetUpPreparedTest {

    private static int serializersBuilt() {
        return ((DefaultSerializerProvider) Json.MAPPER.getSerializerProviderInstance()).cachedSerializersCount();
    }

    @Test
    void theSetUpMessagesAreWrittenWithoutBuildingASerializerOnceTheSetUpIsPrepared() {
        Session.prepareSetUp();
        int prepared = serializersBuilt();
        WireCodec.encode(new Message.Hello(Message.VERSION, "alice", Wishes.none().withTime("G/5"), "startpos",
                List.of(Message.JOINT_REFEREE)));
        WireCodec.encode(new Message.FlipCommit("00ff"));
        WireCodec.encode(new Message.FlipReveal("a1b2"));
        WireCodec.encode(new Message.Agree("0123"));
        assertThat(serializersBuilt()).isEqualTo(prepared);
    }

    @Test
    void theHostsStartIsWrittenWithoutBuildingASerializerOnceTheSetUpIsPrepared() {
        Session.prepareSetUp();
        int prepared = serializersBuilt();
        Agreement agreement = Agreement.builder().gameId("ab".repeat(16)).white("alice", "01".repeat(32))
                .black("bob", "02".repeat(32)).referee("alice", "01".repeat(32)).ruleSet("wolfe").startFen(
                        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").timeControl("G/5").pawnTries(true)
                .protocol(Message.VERSION).build();
        WireCodec.encode(new Message.Start(agreement, "0f".repeat(64)));
        assertThat(serializersBuilt()).isEqualTo(prepared);
    }

    @Test
    void preparingTwiceBuildsNothingMore() {
        Session.prepareSetUp();
        int prepared = serializersBuilt();
        Session.prepareSetUp();
        assertThat(serializersBuilt()).isEqualTo(prepared);
    }
}
