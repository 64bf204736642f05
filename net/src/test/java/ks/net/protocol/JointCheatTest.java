package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import ks.engine.Color;
import ks.engine.PieceType;
import ks.engine.Square;
import ks.engine.circuit.Circuit;
import ks.engine.circuit.InputBits;
import ks.engine.circuit.Party;
import ks.engine.joint.JointCircuits;
import ks.engine.joint.JointPlayer;
import ks.engine.referee.Hearing;
import ks.engine.referee.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A modified process in a joint game, each attack against the real code: what it tries, and how
 * the honest process catches it (docs/joint-referee.md, "Who learns what, and what a cheat can do").
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class JointCheatTest {

    @Test
    void aPlayerThatLiesAboutItsMenIsNamedByTheAudit() throws Exception {
        LyingJointPlayer game = new LyingJointPlayer("wolfe", SessionOptions.defaults(),
                (setup, link, agreed, player, options) -> new JointSession(setup, link, agreed.terms(),
                        agreed.agreement(), player, options) {
                    @Override
                    boolean[] inputs(JointPlayer.Kind kind, int move) {
                        boolean[] honest = super.inputs(kind, move);
                        Circuit c = circuit(kind);
                        Party me = player().party();
                        long[] men = JointPlayer.men(c, me, honest);
                        men[PieceType.KNIGHT] |= 1L << Square.parse("f6");
                        return new InputBits(c, me, honest).set("men", men).bits();
                    }
                });
        assertThat(game.play(game.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        Event.Over over = game.aliceResignsAndAudits();
        assertThat(over.auditPassed()).isFalse();
        assertThat(over.audit()).isEqualTo("Audit: FAILED at ply 0: bob's inputs to question 1 put a knight on f6, but"
                + " bob's men after ply 0 have no man there");
    }

    @Test
    void aPlayerWhoseMenCommitmentDoesNotOpenToItsMenIsNamedByTheAudit() throws Exception {
        LyingJointPlayer game = new LyingJointPlayer("wolfe", SessionOptions.defaults(),
                (setup, link, agreed, player, options) -> new JointSession(setup, link, agreed.terms(),
                        agreed.agreement(), player, options) {
                    @Override
                    void sendReveal() {
                        // The commitment for ply 0, opened with another salt, is a commitment to other men.
                        JointMessage.Reveal honest = log().reveal(gameId, this::sign);
                        java.util.List<String> salts = new java.util.ArrayList<>(honest.menSalts());
                        salts.set(0, "00".repeat(32));
                        sendJoint(new JointMessage.Reveal(honest.seq(), honest.actions(), salts, honest.runs(),
                                sign(JointStatements.reveal(gameId, Color.BLACK, honest.actions(), salts,
                                        honest.runs()))));
                    }
                });
        game.play(game.alice, "e2e4");
        Event.Over over = game.aliceResignsAndAudits();
        assertThat(over.audit()).isEqualTo("Audit: FAILED at ply 0: bob's commitment for ply 0 does not match its men"
                + " on the board");
    }

    @Test
    void aQuestionAskedOutOfTurnStopsTheGameAtOnce() throws Exception {
        LyingJointPlayer game = new LyingJointPlayer("wolfe", SessionOptions.defaults(),
                (setup, link, agreed, player, options) -> new JointSession(setup, link, agreed.terms(),
                        agreed.agreement(), player, options) {
                    @Override
                    void sendJoint(Message.Joint m) {
                        super.sendJoint(m);
                        if (m instanceof JointMessage.MenAck ack && ack.ply() == 0) {
                            // White is to move, yet black asks the board about a move of its own.
                            String commitment = "00".repeat(32);
                            super.sendJoint(new JointMessage.Ask(log().nextSeq(), 1, 0, "try", commitment,
                                    sign(JointStatements.ask(gameId, Color.BLACK, 1, 0, "try", commitment)), null));
                        }
                    }
                });
        Event.Over over = game.aliceEvents.next(Event.Over.class);
        assertThat(over.reason()).isEqualTo("you stopped the game: bob asked question 1 at ply 0 out of turn (question 1,"
                + " ply 0 was due)");
        assertThat(over.auditPassed()).isFalse();
    }

    @Test
    void aPlayerThatGarblesADifferentCircuitStopsTheGameAtOnce() throws Exception {
        LyingJointPlayer game = new LyingJointPlayer("wolfe", SessionOptions.defaults(),
                (setup, link, agreed, player, options) -> new JointSession(setup, link, agreed.terms(),
                        agreed.agreement(), player, options) {
                    @Override
                    Circuit circuit(JointPlayer.Kind kind) {
                        // The same shape, the other colour's referee: a circuit of its own choosing.
                        return JointCircuits.attempt(terms.rules(), Color.BLACK);
                    }
                });
        game.alice.submit(new Command.Play(Entries.move("e2e4")));
        Event.Over over = game.aliceEvents.next(Event.Over.class);
        assertThat(over.reason()).isEqualTo("you stopped the game: bob's process broke the two-party computation:"
                + " the other party computes a different circuit (its digest differs)");
        assertThat(over.auditPassed()).isFalse();
    }

    @Test
    void aFalseRefusalIsNamedByTheAudit() throws Exception {
        LyingJointPlayer game = new LyingJointPlayer("berkeley", SessionOptions.defaults(),
                (setup, link, agreed, player, options) -> new JointSession(setup, link, agreed.terms(),
                        agreed.agreement(), player, options) {
                    @Override
                    JointPlayer.Screened screen(int move) {
                        JointPlayer.Screened honest = super.screen(move);
                        Hearing h = new Hearing();
                        terms.rules().refused(Verdict.IMPOSSIBLE, Color.BLACK, h);
                        return new JointPlayer.Screened(honest.move(), JointPlayer.Refusal.IMPOSSIBLE, h.done());
                    }
                });
        game.play(game.alice, "e2e4");
        game.awaitTurn(game.bob);
        assertThat(game.play(game.bob, "e7e5").verdict()).isEqualTo(Verdict.IMPOSSIBLE);
        assertThat(game.aliceEvents.next(Event.Heard.class).heard()).extracting(a -> a.text()).containsExactly("Nonsense");
        Event.Over over = game.aliceResignsAndAudits();
        assertThat(over.audit()).isEqualTo("Audit: FAILED at ply 1: bob's process refused e7e5 alone, but its men allow"
                + " it: a false refusal");
    }

    @Test
    void aPlayerThatRevealsInputsItDidNotUseIsNamed() throws Exception {
        LyingJointPlayer game = new LyingJointPlayer("wolfe", SessionOptions.defaults(),
                (setup, link, agreed, player, options) -> new JointSession(setup, link, agreed.terms(),
                        agreed.agreement(), player, options) {
                    @Override
                    void sendReveal() {
                        JointMessage.Reveal honest = log().reveal(gameId, this::sign);
                        JointMessage.Run first = honest.runs().get(0);
                        String bits = first.inputs();
                        String flipped = bits.substring(0, bits.length() - 1) + (bits.endsWith("1") ? "0" : "1");
                        java.util.List<JointMessage.Run> runs = new java.util.ArrayList<>(honest.runs());
                        runs.set(0, new JointMessage.Run(first.number(), first.run(), flipped, first.seed()));
                        sendJoint(new JointMessage.Reveal(honest.seq(), honest.actions(), honest.menSalts(), runs,
                                sign(JointStatements.reveal(gameId, Color.BLACK, honest.actions(),
                                        honest.menSalts(), runs))));
                    }
                });
        game.play(game.alice, "e2e4");
        Event.Over over = game.aliceResignsAndAudits();
        assertThat(over.audit()).isEqualTo("Audit: FAILED at ply 0: bob's revealed inputs to question 1 are not the"
                + " ones it used");
    }

    @Test
    void aPlayerThatRevealsASeedItDidNotGarbleWithIsNamed() throws Exception {
        LyingJointPlayer game = new LyingJointPlayer("wolfe", SessionOptions.defaults(), seedsChanged(1));
        game.play(game.alice, "e2e4");
        Event.Over over = game.aliceResignsAndAudits();
        assertThat(over.audit()).isEqualTo("Audit: FAILED at ply 0: bob's revealed inputs or seed for question 1 are"
                + " not the ones its process garbled with");
    }

    /**
     * Every run's garblings are checked ahead of the replay, on all the machine's cores
     * (JointGarblingChecks), and one later in the game may be found wrong first: the audit still
     * names the first in the game's order.
     */
    @Test
    void ofSeveralRunsRevealedFalselyTheFirstInTheGameIsNamed() throws Exception {
        LyingJointPlayer game = new LyingJointPlayer("wolfe", SessionOptions.defaults(), seedsChanged(Integer.MAX_VALUE));
        String[][] moves = {{"e2e4", "e7e5"}, {"g1f3", "b8c6"}, {"f1c4", "g8f6"}};
        for (String[] pair : moves) {
            assertThat(game.play(game.alice, pair[0]).verdict()).isEqualTo(Verdict.LEGAL);
            game.awaitTurn(game.bob);
            assertThat(game.play(game.bob, pair[1]).verdict()).isEqualTo(Verdict.LEGAL);
            game.awaitTurn(game.alice);
        }
        Event.Over over = game.aliceResignsAndAudits();
        assertThat(over.audit()).isEqualTo("Audit: FAILED at ply 0: bob's revealed inputs or seed for question 1 are"
                + " not the ones its process garbled with");
    }

    /** Bob's process reveals, for its first {@code runs} runs, a seed it did not garble with. */
    private static LyingJointPlayer.Cheat seedsChanged(int runs) {
        return (setup, link, agreed, player, options) -> new JointSession(setup, link, agreed.terms(),
                agreed.agreement(), player, options) {
            @Override
            void sendReveal() {
                JointMessage.Reveal honest = log().reveal(gameId, this::sign);
                java.util.List<JointMessage.Run> changed = new java.util.ArrayList<>(honest.runs());
                for (int i = 0; i < Math.min(runs, changed.size()); i++) {
                    JointMessage.Run r = changed.get(i);
                    changed.set(i, new JointMessage.Run(r.number(), r.run(), r.inputs(), "ab".repeat(16)));
                }
                sendJoint(new JointMessage.Reveal(honest.seq(), honest.actions(), honest.menSalts(), changed,
                        sign(JointStatements.reveal(gameId, Color.BLACK, honest.actions(), honest.menSalts(), changed))));
            }
        };
    }

    @Test
    void aPlayerThatWithholdsItsRevealIsNamed() throws Exception {
        LyingJointPlayer game = new LyingJointPlayer("wolfe", SessionOptions.defaults().withRevealWait(500),
                (setup, link, agreed, player, options) -> new JointSession(setup, link, agreed.terms(),
                        agreed.agreement(), player, options) {
                    @Override
                    void sendReveal() {
                    }
                });
        game.play(game.alice, "e2e4");
        Event.Over over = game.aliceResignsAndAudits();
        assertThat(over.audit()).isEqualTo("Audit: FAILED (bob did not reveal)");
        assertThat(over.result()).isEqualTo("0-1");
    }
}
