package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ser.DefaultSerializerProvider;
import java.util.List;
import ks.engine.referee.Announcement;
import org.junit.jupiter.api.Test;

/**
 * What a process prepares for a game: the set-up needs no serializer of the data binding at all,
 * and once the binding is prepared for the messages of a move they are written without building one.
 */
class SetUpPreparedTest {

    private static int serializersBuilt() {
        return ((DefaultSerializerProvider) Json.MAPPER.getSerializerProviderInstance()).cachedSerializersCount();
    }

    @Test
    void preparingAndWritingTheSetUpBuildsNoSerializer() {
        int before = serializersBuilt();
        Session.prepareSetUp();
        WireCodec.encode(new Message.Hello(Message.VERSION, "alice", Wishes.none().withTime("G/5"), "startpos",
                List.of(Message.JOINT_REFEREE)));
        WireCodec.encode(new Message.FlipCommit("00ff"));
        WireCodec.encode(new Message.Agree("0123"));
        assertThat(serializersBuilt()).isEqualTo(before);
    }

    @Test
    void theMessagesOfAMoveAreWrittenWithoutBuildingASerializerOnceTheBindingIsPrepared() {
        SessionStart.prepareMoves();
        int prepared = serializersBuilt();
        String sig = "0f".repeat(64);
        WireCodec.encode(new Message.Try(3, "g1f3", sig, 12_000L, 40L));
        WireCodec.encode(new Message.Try(2, "e7e5", sig));
        WireCodec.encode(new Message.Any(4));
        WireCodec.encode(new Message.News(false, null, true, 12,
                List.of(new Announcement(Announcement.Kind.CHECK, "Check on the file")), sig));
        WireCodec.encode(new Message.Commit("ab", "1000 2000 2 0"));
        WireCodec.encode(new Message.Ack(5, sig));
        assertThat(serializersBuilt()).isEqualTo(prepared);
    }
}
