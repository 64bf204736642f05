package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import ks.crypto.SigningKey;
import ks.engine.Position;
import ks.net.store.RecordFile;
import org.junit.jupiter.api.Test;

/**
 * The canonical bytes of protocol 7 (docs/protocol.md §7) against {@code vectors/protocol7-v1.txt},
 * written by {@code protocol7-v1.py} from the docs alone: the agreement that names its protocol
 * ({@code ks/agreement/v3}) and the guest's seal over the end ({@code ks/seal/v2}); and
 * {@code vectors/record-v7.ksg}, a host's record of protocol 7 holding its guest's seal (alice hosts
 * with white: e4, bob tries e7e4 and plays e5, alice resigns).
 */
class EndSealVectorTest {

    private static final HexFormat HEX = HexFormat.of();

    @Test
    void theAgreementOfProtocolSevenGivesTheCheckedInBytesAndSignatures() throws Exception {
        Map<String, String> vector = Vectors.read("protocol7-v1.txt");
        SigningKey alice = Vectors.key(vector.get("alice.seed"));
        SigningKey bob = Vectors.key(vector.get("bob.seed"));
        Agreement agreement = Agreement.builder().gameId(Vectors.gameId(vector)).white("alice", alice.identity().hex())
                .black("bob", bob.identity().hex()).referee("alice", alice.identity().hex()).ruleSet("wolfe")
                .announceCaptures(true).startFen(Position.STARTPOS_FEN).timeControl("").protocol(7).build();

        assertThat(HEX.formatHex(agreement.bytes())).isEqualTo(vector.get("agreement"));
        assertThat(HEX.formatHex(alice.sign(agreement.bytes()))).isEqualTo(vector.get("agreement.signed-by-alice"));
        assertThat(HEX.formatHex(bob.sign(agreement.bytes()))).isEqualTo(vector.get("agreement.signed-by-bob"));
    }

    @Test
    void theSealOverTheEndGivesTheCheckedInBytesAndSignature() throws Exception {
        Map<String, String> vector = Vectors.read("protocol7-v1.txt");
        SigningKey bob = Vectors.key(vector.get("bob.seed"));
        List<Message.Try> tries = List.of(new Message.Try(1, "e7e5", "00", null, null),
                new Message.Try(2, "d7d5", "00", null, null), new Message.Try(3, "g8f6", "00", 4321L, 87L));
        List<String> commitments = List.of("aa", "bb", "cc", vector.get("last-commitment"));
        Message.End end = new Message.End("0-1", "resign", "alice resigned", 5, List.of(), "00".repeat(64));
        byte[] seal = Statements.seal(Vectors.gameId(vector), tries, commitments, end);

        assertThat(HEX.formatHex(seal)).isEqualTo(vector.get("seal"));
        assertThat(HEX.formatHex(bob.sign(seal))).isEqualTo(vector.get("seal.signed-by-bob"));
    }

    @Test
    void theSealWithoutCommitmentsOrEndLeavesTheirFieldsEmpty() throws Exception {
        Map<String, String> vector = Vectors.read("protocol7-v1.txt");

        assertThat(HEX.formatHex(Statements.seal(Vectors.gameId(vector), List.of(), List.of(), null)))
                .isEqualTo(vector.get("seal.bare"));
    }

    @Test
    void theCheckedInHostsRecordOfProtocolSevenPassesWithItsGuestsSealOverTheEnd() throws Exception {
        GameRecord r = RecordFile.read(Vectors.resource("record-v7.ksg"));

        assertThat(r.agreement().agreement().protocol()).isEqualTo(7);
        assertThat(Audit.verify(r).line()).isEqualTo("Audit: passed (2 plies, 1 announcement checked)");
    }

    @Test
    void theCheckedInRecordOfProtocolSevenWithoutItsSealIsUnconfirmed() throws Exception {
        GameRecord r = RecordFile.read(Vectors.resource("record-v7.ksg"));

        assertThat(Audit.verify(r.toBuilder().seal(null).build()).line()).isEqualTo("Audit: passed up to ply 1 of 2"
                + " (1 announcement checked); the end is unconfirmed: black did not sign it");
    }

    @Test
    void theCheckedInRecordOfProtocolSevenPassedOffAsAnOlderOneFailsItsAgreement() throws Exception {
        GameRecord r = RecordFile.read(Vectors.resource("record-v7.ksg"));
        SignedAgreement signed = r.agreement();
        Agreement older = signed.agreement().toBuilder().protocol(Agreement.UNNAMED).build();
        GameRecord passedOff = r.toBuilder().agreement(new SignedAgreement(older, signed.whiteSignature(),
                signed.blackSignature())).seal(null).build();

        assertThat(Audit.verify(passedOff).line()).isEqualTo("Audit: FAILED: the record was altered: white's signature"
                + " on the agreement does not verify");
    }
}
