package ks.engine.belief.region;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import ks.engine.Color;
import ks.engine.Position;
import ks.engine.belief.BeliefMap;
import ks.engine.opponent.Match;
import ks.engine.opponent.Opponent;
import ks.engine.opponent.Thinking;
import ks.engine.opponent.levels.Level;
import ks.engine.referee.Announcement;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Verdict;
import ks.engine.rules.RuleSets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The regions must be sound: in whole games between the built-in players (the random trier, whose
 * many refusals and questions test the narrowing, and kriegspiel.org's two bots), under every rule
 * set, each side's regions hold every enemy man's true square after every piece of news, and no man
 * still on the board is called taken. An update that is too tight fails here.
 */
class ManRegionsSoundTest {

    private static final int GAMES = 24;
    private static final int MAX_PLIES = 300;

    static List<String> ruleSets() {
        return RuleSets.names();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ruleSets")
    void everyTrueEnemyManStaysInsideItsRegionThroughWholeGames(String name) {
        RuleSet rules = RuleSets.byName(name);
        Level[][] pairings = {{Level.ONE, Level.HEURISTIC}, {Level.RANDOM, Level.ONE}, {Level.HEURISTIC, Level.RANDOM}};
        List<String> broken = new ArrayList<>();
        for (int game = 0; game < GAMES; game++) {
            Level[] pair = pairings[game % pairings.length];
            Position start = Position.startpos();
            TrueMen truth = new TrueMen(start);
            Position[] board = {start.copy()};
            String at = name + " game " + game;
            Opponent white = new Checked(pair[0].player(start, Color.WHITE, rules, game, Thinking.UNLIMITED),
                    new ManRegions(start, Color.WHITE, rules), truth, broken, at + " white");
            Opponent black = new Checked(pair[1].player(start, Color.BLACK, rules, game + 1000, Thinking.UNLIMITED),
                    new ManRegions(start, Color.BLACK, rules), truth, broken, at + " black");
            Match.play(start, rules, white, black, MAX_PLIES, (ruling, referee) -> {
                if (ruling.isLegal()) {
                    Position after = referee.position();
                    truth.played(board[0], ruling.move(), after);
                    board[0] = after;
                }
            });
        }
        assertThat(broken).isEmpty();
    }

    /** A player whose news also feeds its regions, checked against the true board after each. */
    private record Checked(Opponent player, ManRegions regions, TrueMen truth, List<String> broken, String at)
            implements Opponent {

        @Override
        public void ourAnswer(int move, Verdict verdict, List<Announcement> heard) {
            player.ourAnswer(move, verdict, heard);
            regions.ourAttempt(move, verdict, heard);
            check("after our " + ks.engine.Move.toString(move) + " " + verdict + " " + texts(heard));
        }

        @Override
        public void theirMove(int lost, List<Announcement> heard) {
            player.theirMove(lost, heard);
            regions.theirMove(lost, heard);
            check("after their move " + texts(heard));
        }

        @Override
        public void heard(List<Announcement> heard) {
            player.heard(heard);
            regions.theirNews(heard);
            check("after " + texts(heard));
        }

        @Override
        public int nextAttempt() {
            return player.nextAttempt();
        }

        @Override
        public BeliefMap belief() {
            return player.belief();
        }

        private void check(String when) {
            String outside = truth.outside(regions, Color.opposite(regions.ourMen().color()));
            if (outside != null && broken.size() < 5) {
                broken.add(at + " " + when + ": " + outside);
            }
        }

        private static List<String> texts(List<Announcement> heard) {
            return heard.stream().map(Announcement::text).toList();
        }
    }
}
