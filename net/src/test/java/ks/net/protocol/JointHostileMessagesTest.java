package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import java.util.function.Function;
import ks.engine.referee.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Numbered messages of a joint game that a modified process sends unsigned or again: the honest
 * process stops the game at once in one line naming the sender, or drops a copy it already holds
 * (docs/joint-referee.md, "Who learns what, and what a cheat can do").
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class JointHostileMessagesTest {

    @Test
    void anUnsignedMessageStopsTheGameAtOnceNamingItsSender() throws Exception {
        LyingJointPlayer game = new LyingJointPlayer("wolfe", SessionOptions.defaults(),
                (setup, link, agreed, player, options) -> new JointSession(setup, link, agreed.terms(),
                        agreed.agreement(), player, options) {
                    @Override
                    void sendJoint(Message.Joint m) {
                        if (m instanceof JointMessage.MenAck ack) {
                            // Signed over other bytes: not bob's signature of this acknowledgement.
                            m = new JointMessage.MenAck(ack.seq(), ack.ply(), sign(new byte[] {1, 2, 3}));
                        }
                        super.sendJoint(m);
                    }
                });
        Event.Over over = game.aliceEvents.next(Event.Over.class);
        assertThat(over.reason()).isEqualTo("you stopped the game: bob's joint-ack is not signed with bob's key");
        assertThat(over.auditPassed()).isFalse();
        assertThat(game.bobEvents.next(Event.Over.class).reason())
                .isEqualTo("alice stopped the game: alice refuses to go on: bob's joint-ack is not signed with bob's key");
    }

    @Test
    void aMessageSignedForAnotherGameStopsTheGameAtOnceNamingItsSender() throws Exception {
        // The same two players' keys, another game's id: a commitment replayed from an earlier game of theirs.
        String otherGame = "0123456789abcdef0123456789abcdef";
        LyingJointPlayer game = new LyingJointPlayer("wolfe", SessionOptions.defaults(),
                (setup, link, agreed, player, options) -> new JointSession(setup, link, agreed.terms(),
                        agreed.agreement(), player, options) {
                    @Override
                    void sendJoint(Message.Joint m) {
                        if (m instanceof JointMessage.Men men) {
                            m = new JointMessage.Men(men.seq(), men.ply(), men.commitment(),
                                    sign(JointStatements.men(otherGame, colour, men.ply(), men.commitment())));
                        }
                        super.sendJoint(m);
                    }
                });
        Event.Over over = game.aliceEvents.next(Event.Over.class);
        assertThat(over.reason()).startsWith("you stopped the game: bob's ").endsWith(" is not signed with bob's key");
        assertThat(over.auditPassed()).isFalse();
    }

    @Test
    void anOldMessageSentAgainUnderANewNumberStopsTheGameAtOnce() throws Exception {
        LyingJointPlayer game = new LyingJointPlayer("wolfe", SessionOptions.defaults(),
                (setup, link, agreed, player, options) -> new JointSession(setup, link, agreed.terms(),
                        agreed.agreement(), player, options) {
                    private JointMessage.Men first;

                    @Override
                    void sendJoint(Message.Joint m) {
                        super.sendJoint(m);
                        if (m instanceof JointMessage.Men men && men.ply() == 0) {
                            first = men;
                        } else if (m instanceof JointMessage.Men men) {
                            // Its commitment for ply 0 again, as if its men were still those of the start.
                            super.sendJoint(new JointMessage.Men(log().nextSeq(), 0, first.commitment(),
                                    first.signature()));
                        }
                    }
                });
        game.play(game.alice, "e2e4");
        Event.Over over = game.aliceEvents.next(Event.Over.class);
        assertThat(over.reason()).isEqualTo("you stopped the game: bob's commitment to its men for ply 0 came where"
                + " ply 2's was due");
        assertThat(over.auditPassed()).isFalse();
    }

    @Test
    void anAcknowledgementSentAgainUnderANewNumberStopsTheGameAtOnce() throws Exception {
        // The same signed acknowledgement again: each copy would be kept in alice's record.
        LyingJointPlayer game = new LyingJointPlayer("wolfe", SessionOptions.defaults(), bobAlsoSends((bob, m) ->
                m instanceof JointMessage.MenAck ack ? new JointMessage.MenAck(bob.log().nextSeq(), ack.ply(),
                        ack.signature()) : null));
        Event.Over over = game.aliceEvents.next(Event.Over.class);
        assertThat(over.reason()).isEqualTo("you stopped the game: bob acknowledged the commitment for ply 0 a second"
                + " time");
        assertThat(over.auditPassed()).isFalse();
    }

    @Test
    void anAnswerSentAgainUnderANewNumberStopsTheGameAtOnce() throws Exception {
        LyingJointPlayer game = new LyingJointPlayer("wolfe", SessionOptions.defaults(), bobAlsoSends((bob, m) ->
                m instanceof JointMessage.Answer a ? new JointMessage.Answer(bob.log().nextSeq(), a.number(), a.run(),
                        a.outputs(), a.whiteGarbling(), a.blackGarbling(), a.labels(), a.signature()) : null));
        game.play(game.alice, "e2e4");
        Event.Over over = game.aliceEvents.next(Event.Over.class);
        assertThat(over.reason()).isEqualTo("you stopped the game: bob gave its account of question 1 a second time");
        assertThat(over.auditPassed()).isFalse();
    }

    @Test
    void anAnswerToAQuestionNeverAskedStopsTheGameAtOnce() throws Exception {
        LyingJointPlayer game = new LyingJointPlayer("wolfe", SessionOptions.defaults(), bobAlsoSends((bob, m) ->
                m instanceof JointMessage.Answer a ? new JointMessage.Answer(bob.log().nextSeq(), 99, a.run(),
                        a.outputs(), a.whiteGarbling(), a.blackGarbling(), a.labels(),
                        bob.sign(JointStatements.answer(bob.gameId, bob.colour, 99, a.run(), a.outputs(),
                                a.whiteGarbling(), a.blackGarbling(), a.labels()))) : null));
        game.play(game.alice, "e2e4");
        Event.Over over = game.aliceEvents.next(Event.Over.class);
        assertThat(over.reason()).isEqualTo("you stopped the game: bob gave an account of question 99, which was never"
                + " asked");
        assertThat(over.auditPassed()).isFalse();
    }

    @Test
    void accountsOfOneQuestionWithoutEndStopTheGameAtOnce() throws Exception {
        // Each under another run number: none is a copy, and each would be kept.
        LyingJointPlayer game = new LyingJointPlayer("wolfe", SessionOptions.defaults(), (setup, link, agreed,
                player, options) -> new JointSession(setup, link, agreed.terms(), agreed.agreement(), player,
                options) {
            @Override
            void sendJoint(Message.Joint m) {
                super.sendJoint(m);
                if (m instanceof JointMessage.Answer a) {
                    for (long run = a.run() + 1; run <= a.run() + 16; run++) {
                        super.sendJoint(new JointMessage.Answer(log().nextSeq(), a.number(), run, a.outputs(),
                                a.whiteGarbling(), a.blackGarbling(), a.labels(), sign(JointStatements.answer(gameId,
                                        colour, a.number(), run, a.outputs(), a.whiteGarbling(), a.blackGarbling(),
                                        a.labels()))));
                    }
                }
            }
        });
        game.play(game.alice, "e2e4");
        Event.Over over = game.aliceEvents.next(Event.Over.class);
        assertThat(over.reason()).isEqualTo("you stopped the game: bob gave more than 16 accounts of"
                + " question 1");
        assertThat(over.auditPassed()).isFalse();
    }

    @Test
    void aDrawOfferedAgainWhileItsOfferStandsStopsTheGameAtOnce() throws Exception {
        LyingJointPlayer game = new LyingJointPlayer("wolfe", SessionOptions.defaults(), drawsAt(0, 0));
        game.play(game.alice, "e2e4");
        game.awaitTurn(game.bob);
        game.bob.submit(new Command.Talk("draws"));
        Event.Over over = game.aliceEvents.next(Event.Over.class);
        assertThat(over.reason()).isEqualTo("you stopped the game: bob offered a draw again at ply 1, where its offer"
                + " of ply 1 stood");
        assertThat(over.auditPassed()).isFalse();
    }

    @Test
    void aDrawOfferedForAPlyNotPlayedStopsTheGameAtOnce() throws Exception {
        LyingJointPlayer game = new LyingJointPlayer("wolfe", SessionOptions.defaults(), drawsAt(5));
        game.play(game.alice, "e2e4");
        game.awaitTurn(game.bob);
        game.bob.submit(new Command.Talk("draws"));
        Event.Over over = game.aliceEvents.next(Event.Over.class);
        assertThat(over.reason()).isEqualTo("you stopped the game: bob offered a draw at ply 6, which has not been"
                + " played");
        assertThat(over.auditPassed()).isFalse();
    }

    @Test
    void aCommitmentToMenForAPlyNotPlayedStopsTheGameAtOnce() throws Exception {
        // Each such commitment would be kept and acknowledged, and the next one is due: without end.
        LyingJointPlayer game = new LyingJointPlayer("wolfe", SessionOptions.defaults(), bobAlsoSends((bob, m) ->
                m instanceof JointMessage.Men men && men.ply() == 0 ? new JointMessage.Men(bob.log().nextSeq(), 1,
                        men.commitment(), bob.sign(JointStatements.men(bob.gameId, bob.colour, 1, men.commitment())))
                        : null));
        // Nobody moves: alice, at ply 0 and computing nothing, takes it in as it comes.
        Event.Over over = game.aliceEvents.next(Event.Over.class);
        assertThat(over.reason()).isEqualTo("you stopped the game: bob committed to its men for ply 1, which has not"
                + " been played");
        assertThat(over.auditPassed()).isFalse();
    }

    @Test
    void aResignationAfterItsOwnResignationStopsTheGameAtOnce() throws Exception {
        // Once the game has ended, each would be kept (and the save written again) until the reveal's wait ends.
        LyingJointPlayer game = bobSendsTwiceInPlaceOfItsReveal(bob -> new JointMessage.Said(bob.log().nextSeq(),
                Statement.sign(bob.setup.key(), bob.gameId, "resign", bob.colour, bob.plies())));
        game.play(game.alice, "e2e4");
        Event.Over over = game.aliceResignsAndAudits();
        assertThat(over.reason()).isEqualTo("you stopped the game: bob resigned or quit a second time");
        assertThat(over.auditPassed()).isFalse();
    }

    @Test
    void aFlagClaimedAfterItsOwnFlagStopsTheGameAtOnce() throws Exception {
        // After the end a flag is judged no more, only kept: each would be, until the reveal's wait ends. The
        // first is one an honest process may send (in a timed game, against the side to move), which is kept.
        LyingJointPlayer game = bobSendsTwiceInPlaceOfItsReveal(Wishes.none().withJoint(Wish.ON).withRuleSet("wolfe")
                .withTime("game/1"), bob -> new JointMessage.Flag(bob.log().nextSeq(), bob.plies(), 1,
                        bob.sign(JointStatements.flag(bob.gameId, bob.colour, bob.plies(), 1))));
        game.play(game.alice, "e2e4");
        Event.Over over = game.aliceResignsAndAudits();
        assertThat(over.reason()).isEqualTo("you stopped the game: bob claimed a flag a second time");
        assertThat(over.auditPassed()).isFalse();
    }

    @Test
    void messagesWithoutEndWhileAQuestionIsComputedStopTheGameAtOnce() throws Exception {
        // Held until alice has read her question, each would take her memory while bob stalls it.
        LyingJointPlayer game = new LyingJointPlayer("wolfe", SessionOptions.defaults(),
                (setup, link, agreed, player, options) -> new JointSession(setup, link, agreed.terms(),
                        agreed.agreement(), player, options) {
                    @Override
                    void onMessage(Message message) throws java.io.IOException {
                        if (message instanceof JointMessage.Ask) {
                            String signature = sign(new byte[] {1});
                            for (int i = 0; i <= 1_016; i++) {
                                sendJoint(new JointMessage.MenAck(log().nextSeq(), 0, signature));
                            }
                        }
                        super.onMessage(message);
                    }
                });
        game.alice.submit(new Command.Play(Entries.move("e2e4")));
        Event.Over over = game.aliceEvents.next(Event.Over.class);
        assertThat(over.reason()).isEqualTo("you stopped the game: bob sent more than 1016 messages while a"
                + " question was computed");
        assertThat(over.auditPassed()).isFalse();
    }

    /** Bob's process, modified so that after each joint message it sends what {@code extra} makes of it (null: nothing). */
    private static LyingJointPlayer.Cheat bobAlsoSends(BiFunction<JointSession, Message.Joint, Message.Joint> extra) {
        return (setup, link, agreed, player, options) -> new JointSession(setup, link, agreed.terms(),
                agreed.agreement(), player, options) {
            @Override
            void sendJoint(Message.Joint m) {
                super.sendJoint(m);
                Message.Joint more = extra.apply(this, m);
                if (more != null) {
                    super.sendJoint(more);
                }
            }
        };
    }

    /**
     * Bob's process, modified so that when its player talks it signs a draw offer at each of
     * {@code pliesAhead} plies after its own (0: the ply it is at), each under a new number.
     */
    private static LyingJointPlayer.Cheat drawsAt(int... pliesAhead) {
        return (setup, link, agreed, player, options) -> new JointSession(setup, link, agreed.terms(),
                agreed.agreement(), player, options) {
            @Override
            void onCommand(Command command) throws java.io.IOException {
                if (!(command instanceof Command.Talk)) {
                    super.onCommand(command);
                    return;
                }
                for (int ahead : pliesAhead) {
                    sendJoint(new JointMessage.Said(log().nextSeq(),
                            Statement.sign(setup.key(), gameId, "draw", colour, plies() + ahead)));
                }
            }
        };
    }

    @Test
    void aMessageSentAgainUnderItsOwnNumberIsDroppedAndTheGameGoesOn() throws Exception {
        LyingJointPlayer game = new LyingJointPlayer("wolfe", SessionOptions.defaults(),
                (setup, link, agreed, player, options) -> new JointSession(setup, link, agreed.terms(),
                        agreed.agreement(), player, options) {
                    @Override
                    void sendJoint(Message.Joint m) {
                        super.sendJoint(m);
                        if (m instanceof JointMessage.Ask || m instanceof JointMessage.MenAck) {
                            send(m);
                        }
                    }
                });
        assertThat(game.play(game.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        game.awaitTurn(game.bob);
        assertThat(game.play(game.bob, "e7e5").verdict()).isEqualTo(Verdict.LEGAL);
        game.awaitTurn(game.alice);
        Event.Over over = game.aliceResignsAndAudits();
        assertThat(over.audit()).startsWith("Audit: passed (2 plies");
    }

    /** A game in which bob, once it is over, sends the message {@code made} makes twice in place of its reveal. */
    private static LyingJointPlayer bobSendsTwiceInPlaceOfItsReveal(Function<JointSession, Message.Joint> made)
            throws Exception {
        return bobSendsTwiceInPlaceOfItsReveal(Wishes.none().withJoint(Wish.ON).withRuleSet("wolfe"), made);
    }

    /** The same in a game of {@code wishes}. */
    private static LyingJointPlayer bobSendsTwiceInPlaceOfItsReveal(Wishes wishes,
            Function<JointSession, Message.Joint> made) throws Exception {
        return new LyingJointPlayer(wishes, SessionOptions.defaults().withRevealWait(20_000),
                (setup, link, agreed, player, options) -> new JointSession(setup, link, agreed.terms(),
                        agreed.agreement(), player, options) {
                    @Override
                    void sendReveal() {
                        for (int i = 0; i < 2; i++) {
                            sendJoint(made.apply(this));
                        }
                    }
                });
    }
}
