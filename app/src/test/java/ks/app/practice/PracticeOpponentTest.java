package ks.app.practice;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.SecureRandom;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import ks.crypto.SigningKey;
import ks.engine.OwnMen;
import ks.engine.Position;
import ks.engine.opponent.levels.Level;
import ks.engine.rules.RuleSets;
import ks.net.protocol.GameRecord;
import ks.net.protocol.InMemoryLink;
import ks.net.protocol.Session;
import ks.net.protocol.SessionSetup;
import ks.net.protocol.Wishes;
import ks.testkit.Seeds;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

@Timeout(120)
class PracticeOpponentTest {

    static List<String> ruleSets() {
        return RuleSets.names();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ruleSets")
    void twoPracticeOpponentsPlayAWholeGameThatPassesTheAudit(String rules) throws Exception {
        long seed = Seeds.of("PracticeOpponentTest " + rules);
        playAndAudit(rules, new PracticeOpponent(seed), new PracticeOpponent(seed + 1), seed);
    }

    @Test
    void aLevelThreeOpponentFollowsAWholeGameFromItsSessionsEvents() throws Exception {
        long seed = Seeds.of("PracticeOpponentTest level 3 kref");
        playAndAudit("kref", new PracticeOpponent(seed, Level.THREE), new PracticeOpponent(seed + 1), seed);
    }

    @Test
    void kriegspielOrgsBotsPlayAWholeGameThroughTheirSessionsAskingAny() throws Exception {
        long seed = Seeds.of("PracticeOpponentTest heuristic against random, berkeley-any");
        playAndAudit("berkeley-any", new PracticeOpponent(seed, Level.HEURISTIC),
                new PracticeOpponent(seed + 1, Level.RANDOM), seed);
    }

    private static void playAndAudit(String rules, PracticeOpponent a, PracticeOpponent b, long seed)
            throws Exception {
        SecureRandom random = new SecureRandom();
        SigningKey ka = SigningKey.generate(random);
        SigningKey kb = SigningKey.generate(random);
        byte[] sid = new byte[32];
        random.nextBytes(sid);
        InMemoryLink[] links = InMemoryLink.pair();
        CompletableFuture<Session> sa = new CompletableFuture<>();
        CompletableFuture<Session> sb = new CompletableFuture<>();
        a.playThrough(c -> sa.thenAccept(s -> s.submit(c)));
        b.playThrough(c -> sb.thenAccept(s -> s.submit(c)));
        Wishes wishes = Wishes.none().withRuleSet(rules);
        CompletableFuture.runAsync(() -> {
            try {
                sa.complete(Session.open(SessionSetup.builder().players("a", "b").wishes(wishes).key(ka)
                        .peer(kb.identity()).sessionId(sid).setupTimeoutMillis(60_000).random(random).build(), links[0],
                        a));
            } catch (Exception e) {
                sa.completeExceptionally(e);
            }
        });
        sb.complete(Session.open(SessionSetup.builder().players("b", "a").wishes(wishes).key(kb).peer(ka.identity())
                .sessionId(sid).setupTimeoutMillis(60_000).random(random).build(), links[1], b));
        GameRecord ra = sa.get(60, TimeUnit.SECONDS).awaitEnd();
        GameRecord rb = sb.get().awaitEnd();
        assertThat(ra.result()).as("seed " + seed).isNotEqualTo("*");
        assertThat(ks.net.protocol.Audit.verify(ra).line()).as("seed " + seed).startsWith("Audit: passed");
        assertThat(ks.net.protocol.Audit.verify(rb).line()).as("seed " + seed).startsWith("Audit: passed");
    }

    @Test
    void itsCandidatesIncludeEveryLegalMoveButUnderPromotions() {
        Position p = Position.fromFen("r3k2r/pPp2ppp/8/3pP3/8/8/PPP2PPP/R3K2R w KQkq d6 0 1");
        List<Integer> candidates = PracticeOpponent.candidates(OwnMen.toMove(p));
        ks.engine.MoveList legal = new ks.engine.MoveList();
        p.legalMoves(legal);
        for (int i = 0; i < legal.size(); i++) {
            int m = legal.get(i);
            if (ks.engine.Move.isPromotion(m) && ks.engine.Move.promotion(m) != ks.engine.PieceType.QUEEN) {
                continue;
            }
            assertThat(candidates.stream().anyMatch(c -> ks.engine.Move.sameMove(c, m)))
                    .as(ks.engine.Uci.format(m)).isTrue();
        }
    }

}
