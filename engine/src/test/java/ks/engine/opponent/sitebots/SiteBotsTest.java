package ks.engine.opponent.sitebots;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.opponent.levels.Level;
import ks.engine.opponent.Match;
import ks.engine.opponent.Opponent;
import ks.engine.opponent.Thinking;
import ks.engine.referee.Announcement;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Verdict;
import ks.engine.rules.RuleSets;
import org.junit.jupiter.api.Test;

/** kriegspiel.org's public bots as re-implemented here: what they try, and in which order. */
class SiteBotsTest {

    private static final RuleSet BERKELEY = RuleSets.byName("berkeley");
    private static final RuleSet BERKELEY_ANY = RuleSets.byName("berkeley-any");
    private static final RuleSet ICC = RuleSets.byName("icc");

    private static int move(String from, String to) {
        return Move.of(Square.parse(from), Square.parse(to));
    }

    @Test
    void theHeuristicBotFirstTriesToRetakeWhereItLostAManLongestMoveFirst() {
        Position start = Position.fromFen("4k3/8/8/8/3P4/5N2/8/3RK3 b - - 0 1");
        Opponent white = new HeuristicBot(start, Color.WHITE, BERKELEY, 1);
        white.theirMove(Square.parse("d4"), List.of(Announcement.capture("Capture on d4", Square.parse("d4"), null)));

        assertThat(white.nextAttempt()).isEqualTo(move("d1", "d4"));
        white.ourAnswer(move("d1", "d4"), Verdict.ILLEGAL, List.of());
        assertThat(white.nextAttempt()).isEqualTo(move("f3", "d4"));
    }

    @Test
    void theHeuristicBotTriesItsQueenPromotionsBeforeAnythingElse() {
        Position start = Position.fromFen("4k3/1P6/8/8/8/8/8/R3K3 w - - 0 1");
        Opponent white = new HeuristicBot(start, Color.WHITE, BERKELEY, 1);

        int one = white.nextAttempt();
        int two = refuseAndNext(white, one);
        List<Integer> first = List.of(one, two, refuseAndNext(white, two));
        int b7 = Square.parse("b7");
        assertThat(first).containsExactly(Move.of(b7, Square.parse("a8"), 4), Move.of(b7, Square.parse("b8"), 4),
                Move.of(b7, Square.parse("c8"), 4));
    }

    @Test
    void theHeuristicBotTriesEveryMoveOfTheManItChoseLongestFirst() {
        Position start = Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        Opponent white = new HeuristicBot(start, Color.WHITE, BERKELEY, 1);
        List<Integer> tried = new ArrayList<>();
        int m = white.nextAttempt();
        tried.add(m);
        while (Move.from(m) == Move.from(tried.get(0)) && tried.size() < 20) {
            m = refuseAndNext(white, m);
            tried.add(m);
        }
        List<Integer> ofFirstMan = tried.subList(0, tried.size() - 1);
        for (int i = 1; i < ofFirstMan.size(); i++) {
            assertThat(Move.length(ofFirstMan.get(i))).isLessThanOrEqualTo(Move.length(ofFirstMan.get(i - 1)));
        }
        assertThat(Move.from(tried.get(tried.size() - 1))).isNotEqualTo(Move.from(tried.get(0)));
    }

    @Test
    void theHeuristicBotAsksAnyOnlyUnderRulesThatHaveIt() {
        int asked = 0;
        for (long seed = 0; seed < 40; seed++) {
            asked += new HeuristicBot(Position.startpos(), Color.WHITE, BERKELEY_ANY, seed).nextAttempt()
                    == Opponent.ASK_ANY ? 1 : 0;
            assertThat(new HeuristicBot(Position.startpos(), Color.WHITE, BERKELEY, seed).nextAttempt())
                    .isNotEqualTo(Opponent.ASK_ANY);
        }
        assertThat(asked).isBetween(10, 30);
    }

    @Test
    void afterAYesTheBotStateAllowsOnlyPawnCaptures() {
        Position start = Position.fromFen("4k3/8/8/3p4/4P3/8/8/R3K3 w - - 0 1");
        BotState state = new BotState(start, Color.WHITE, BERKELEY_ANY);
        state.ourAnswer(Move.NONE, null, List.of(Announcement.anyAnswer("Yes", true)));

        assertThat(state.allowed()).containsExactlyInAnyOrder(move("e4", "d5"), move("e4", "f5"));
        assertThat(state.mayAskAny()).isFalse();
    }

    @Test
    void underIccPawnCapturesAreAllowedOnlyWhenTriesAreAnnounced() {
        Position start = Position.fromFen("4k3/8/8/8/4P3/8/8/4K3 w - - 0 1");
        BotState silent = new BotState(start, Color.WHITE, ICC);
        BotState told = new BotState(start, Color.WHITE, ICC);
        told.heard(List.of(Announcement.pawnTries("Pawn tries: 1", 1, 0, 0, null, Color.WHITE)));

        assertThat(silent.allowed()).doesNotContain(move("e4", "d5"), move("e4", "f5"));
        assertThat(told.allowed()).contains(move("e4", "d5"), move("e4", "f5"));
    }

    @Test
    void aRefusedAttemptLeavesTheAllowedMoves() {
        BotState state = new BotState(Position.startpos(), Color.WHITE, BERKELEY);
        assertThat(state.allowed()).contains(move("e2", "e4"));

        state.ourAnswer(move("e2", "e4"), Verdict.ILLEGAL, List.of());
        assertThat(state.allowed()).doesNotContain(move("e2", "e4"));
    }

    @Test
    void aPawnReachingTheLastRankMayBecomeAnyPiece() {
        BotState state = new BotState(Position.fromFen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"), Color.WHITE, BERKELEY);
        int b7 = Square.parse("b7");
        int b8 = Square.parse("b8");

        assertThat(state.allowed()).contains(Move.of(b7, b8, 1), Move.of(b7, b8, 2), Move.of(b7, b8, 3),
                Move.of(b7, b8, 4));
    }

    @Test
    void theSiteBotsNeverMakeAnAttemptTheirOwnMenRuleOutAndFinishTheirGames() {
        for (RuleSet rules : List.of(BERKELEY_ANY, ICC)) {
            for (int game = 0; game < 4; game++) {
                Position start = Position.startpos();
                Opponent random = Level.RANDOM.player(start, game % 2, rules, game, Thinking.UNLIMITED);
                Opponent heuristic = Level.HEURISTIC.player(start, 1 - game % 2, rules, game, Thinking.UNLIMITED);
                Match.Result r = Match.play(start, rules, game % 2 == 0 ? random : heuristic,
                        game % 2 == 0 ? heuristic : random, 2000, (ruling, referee) ->
                                assertThat(ruling.verdict()).isNotEqualTo(Verdict.IMPOSSIBLE));
                assertThat(r.resigned()).isFalse();
            }
        }
    }

    private static int refuseAndNext(Opponent o, int last) {
        o.ourAnswer(last, Verdict.ILLEGAL, List.of());
        return o.nextAttempt();
    }
}
