package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * What a modified guest states in the resume exchange, against an honest host resuming its save: a
 * guest that claims more commitments and news than the host ever made cannot be told from a host
 * whose save is older than the game, and the host's refusal says so rather than blaming its own
 * save on the guest's word alone.
 */
@Timeout(60)
class ResumeClaimsTest {

    @Test
    void aGuestClaimingMoreThanTheHostEverSentIsRefusedWithoutTakingItsWordThatTheSaveIsOlder() throws Exception {
        ResumeTest.Saves saves = new ResumeTest.Saves();
        Pair p = Pair.aliceHostingAsWhite(saves);
        p.play(p.alice, "e2e4");
        p.awaitTurn(p.bob);
        p.alice.submit(new Command.Adjourn());
        p.bob.submit(new Command.Adjourn());
        p.alice.awaitEnd();
        p.bob.awaitEnd();
        SavedGame host = saves.host.last();
        InMemoryLink[] links = InMemoryLink.pair();
        CompletableFuture<Session> alice = CompletableFuture.supplyAsync(() -> {
            try {
                return Session.resume(p.aliceSetup, links[0], e -> { }, SessionOptions.defaults(), host);
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        });
        Message.Resume hers = (Message.Resume) links[1].receive(30_000);
        links[1].send(Message.Resume.of("bob", hers.gameId(), new Message.Progress(hers.commitments() + 40,
                hers.news() + 40, hers.tries(), hers.anys())));
        Throwable refused = null;
        try {
            alice.get(30, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            refused = e.getCause().getCause();
        }
        assertThat(refused).isInstanceOf(ks.net.ProtocolException.class);
        assertThat(refused.getMessage()).isEqualTo("bob says it holds 42 commitments and 41 pieces of news, but this"
                + " host's save has only 2 and 1: either the save is older than the game (an earlier copy restored?)"
                + " or bob's ks claims what it was never sent; the game cannot go on honestly, and the save is kept");
        assertThat(((Message.Refusal) links[1].receive(30_000)).reason()).startsWith("alice refused to resume: bob says");
    }
}
