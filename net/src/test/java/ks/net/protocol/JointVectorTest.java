package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ks.crypto.SigningKey;
import ks.engine.OwnMen;
import ks.engine.Position;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.Test;

/**
 * The joint referee's signed statements for fixed keys and inputs give the bytes and signatures
 * of {@code vectors/joint-v1.txt}, which {@code vectors/joint-v1.py} computes from
 * docs/joint-referee.md alone; and an ordinary agreement's bytes do not change.
 */
class JointVectorTest {

    private static final HexFormat HEX = HexFormat.of();
    private static final String GAME = "6880d6a67757ff76514593864e0d1ea9";
    private static final String SALT = "ab".repeat(32);

    @Test
    void jointStatementsOfFixedInputsGiveTheCheckedInBytes() throws IOException {
        Map<String, String> vector = Vectors.read("joint-v1.txt");
        SigningKey alice = key((byte) 1);
        SigningKey bob = key((byte) 2);
        String a = alice.identity().hex();
        String b = bob.identity().hex();
        Agreement agreement = Agreement.builder().gameId(GAME).white("alice", a).black("bob", b).referee("bob", b)
                .ruleSet("wolfe").startFen(Position.STARTPOS_FEN).timeControl("").jointReferee(true).build();
        String attempt = JointStatements.attemptCommitment(GAME, 1, 3, 2, "e7e5", SALT);
        String men = JointStatements.menText(OwnMen.of(Position.startpos(), 0));
        String menCommitment = JointStatements.menCommitment(GAME, 0, 0, SALT, men);
        byte[] ask = JointStatements.ask(GAME, 1, 2, 3, "try", attempt);
        byte[] menSigned = JointStatements.men(GAME, 0, 0, menCommitment);
        byte[] answer = JointStatements.answer(GAME, 1, 2, 5, "1010", "11".repeat(32), "22".repeat(32), "33".repeat(32));
        byte[] reveal = JointStatements.reveal(GAME, 1,
                List.of(new JointMessage.Action(2, 1, "try", "e7e5", SALT), new JointMessage.Action(0, 0, "any", "any", SALT)),
                List.of(SALT), List.of(new JointMessage.Run(2, 5, "0110", "44".repeat(16))));

        Map<String, String> actual = new LinkedHashMap<>();
        actual.put("alice.key", a);
        actual.put("bob.key", b);
        actual.put("agreement", HEX.formatHex(agreement.bytes()));
        actual.put("agreement.signed-by-alice", HEX.formatHex(alice.sign(agreement.bytes())));
        actual.put("attempt-commitment", attempt);
        actual.put("men-text.white-at-start", men);
        actual.put("men-commitment", menCommitment);
        actual.put("ask", HEX.formatHex(ask));
        actual.put("ask.signed-by-bob", HEX.formatHex(bob.sign(ask)));
        actual.put("refused", HEX.formatHex(JointStatements.refused(GAME, 1, 2, 3, "IMPOSSIBLE", attempt)));
        actual.put("men", HEX.formatHex(menSigned));
        actual.put("men.signed-by-alice", HEX.formatHex(alice.sign(menSigned)));
        actual.put("ack", HEX.formatHex(JointStatements.menAck(GAME, 1, 0, menCommitment)));
        actual.put("answer", HEX.formatHex(answer));
        actual.put("answer.signed-by-bob", HEX.formatHex(bob.sign(answer)));
        actual.put("reveal", HEX.formatHex(reveal));
        assertThat(actual.keySet()).containsExactlyInAnyOrderElementsOf(vector.keySet());
        SoftAssertions.assertSoftly(soft -> actual.forEach((k, v) ->
                soft.assertThat(v).as(k + ": " + v).isEqualTo(vector.get(k))));
    }

    @Test
    void aTimedQuestionAndAFlagOfFixedInputsGiveTheCheckedInBytes() throws IOException {
        Map<String, String> vector = Vectors.read("joint-clock-v1.txt");
        SigningKey bob = key((byte) 2);
        String attempt = JointStatements.attemptCommitment(GAME, 1, 3, 2, "e7e5", SALT);
        byte[] ask = JointStatements.ask(GAME, 1, 2, 3, "try", attempt, 4321L);
        byte[] flag = JointStatements.flag(GAME, 1, 3, 0);
        Map<String, String> actual = new LinkedHashMap<>();
        actual.put("timed-ask", HEX.formatHex(ask));
        actual.put("timed-ask.signed-by-bob", HEX.formatHex(bob.sign(ask)));
        actual.put("flag", HEX.formatHex(flag));
        actual.put("flag.signed-by-bob", HEX.formatHex(bob.sign(flag)));
        assertThat(actual).isEqualTo(vector);
        assertThat(JointStatements.ask(GAME, 1, 2, 3, "try", attempt, null))
                .isEqualTo(JointStatements.ask(GAME, 1, 2, 3, "try", attempt));
    }

    @Test
    void anOrdinaryAgreementSignsTheBytesItSignedBefore() {
        Agreement ordinary = Agreement.builder().gameId(GAME).white("alice", "aa".repeat(32))
                .black("bob", "bb".repeat(32)).referee("bob", "bb".repeat(32)).ruleSet("wolfe")
                .startFen(Position.STARTPOS_FEN).timeControl("").build();
        Agreement joint = ordinary.toBuilder().jointReferee(true).build();
        byte[] o = ordinary.bytes();
        byte[] j = joint.bytes();
        assertThat(HEX.formatHex(j)).startsWith(HEX.formatHex(o)).hasSize(2 * (o.length + 4 + "joint-referee/1".length()));
    }

    private static SigningKey key(byte fill) {
        return SigningKey.generate(new SecureRandom() {
            private static final long serialVersionUID = 1L;

            @Override
            public void nextBytes(byte[] out) {
                java.util.Arrays.fill(out, fill);
            }
        });
    }
}
