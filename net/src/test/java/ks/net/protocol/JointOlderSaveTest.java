package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import ks.engine.Color;
import ks.net.ProtocolException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A player who restores an older save of a joint game (a copied save file given to
 * {@code --resume}) to take a move back: both sides refuse to resume, each in one line that puts
 * the older save on that player, and both saves are kept.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class JointOlderSaveTest {

    @Test
    void anOlderSaveRestoredByOneSideIsRefusedByBothInOneLineNamingThatSave() throws Exception {
        ResumeTest.Saves saves = new ResumeTest.Saves();
        Pair p = new Pair(JointSessionTest.joint(ColourWish.WHITE), JointSessionTest.joint(ColourWish.BLACK),
                SessionOptions.defaults().withStore(saves.host), SessionOptions.defaults().withStore(saves.guest));
        p.play(p.alice, "f2f3");
        p.awaitTurn(p.bob);
        p.play(p.bob, "e7e5");
        p.awaitTurn(p.alice);
        SavedGame older;
        synchronized (saves.host) {
            older = saves.host.saves.stream().filter(g -> g.plies() == 1).findFirst().orElseThrow();
        }
        // Alice's worker may take several of bob's messages before it saves, so her first save at one
        // ply can hold all she had sent by bob's latest save: wait for bob to save one more of hers.
        int aliceSent = older.game().joint().sentBy(Color.WHITE).size();
        saves.guest.seenWhen = g -> g.game().joint().sentBy(Color.WHITE).size() > aliceSent;
        if (saves.guest.last().game().joint().sentBy(Color.WHITE).size() <= aliceSent) {
            assertThat(saves.guest.seen.await(60, TimeUnit.SECONDS)).as("bob saved more than alice's older save sent")
                    .isTrue();
        }
        SavedGame bobs = saves.guest.last();
        InMemoryLink[] links = InMemoryLink.pair();
        EventQueue aliceEvents = new EventQueue();
        CompletableFuture<Session> alice = CompletableFuture.supplyAsync(() -> {
            try {
                return Session.resume(p.aliceSetup, links[0], aliceEvents::add,
                        SessionOptions.defaults().withStore(saves.host), older);
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        });
        assertThatThrownBy(() -> Session.resume(p.bobSetup, links[1], e -> { },
                SessionOptions.defaults().withStore(saves.guest), bobs)).isInstanceOf(ProtocolException.class)
                .hasMessageMatching("alice has sent only \\d+ messages of this game, but you hold \\d+: its save is"
                        + " older than the game, so it cannot go on honestly");
        assertThatThrownBy(() -> alice.get(60, TimeUnit.SECONDS)).isInstanceOf(ExecutionException.class)
                .rootCause().isInstanceOf(ProtocolException.class)
                .hasMessageMatching("bob holds \\d+ messages of this game from you, but your save has only \\d+: the"
                        + " save is older than the game, so it cannot go on honestly");
        assertThat(saves.host.finished).as("alice's save is kept").isFalse();
        assertThat(saves.guest.finished).as("bob's save is kept").isFalse();
    }
}
