package ks.engine.opponent.mating;

import java.util.ArrayList;
import ks.engine.Color;
import ks.engine.Outcome;
import ks.engine.Position;
import ks.engine.opponent.Match;
import ks.engine.opponent.Opponent;
import ks.engine.opponent.Thinking;
import ks.engine.opponent.levels.Level;
import ks.engine.referee.RuleSet;
import ks.engine.rules.RuleSets;
import org.junit.jupiter.api.Test;

class ProbeEndingsTest {
    @Test
    void probe() {
        String[] fens = System.getProperty("probe.fens", "8/8/8/3k4/8/8/8/2B1KB2 w - - 0 1").split(",");
        for (String rules : System.getProperty("probe.rules", "wolfe").split(",")) {
            RuleSet rs = RuleSets.byName(rules);
            for (String fen : fens) {
                StringBuilder sb = new StringBuilder(rules + " " + fen + ":");
                for (long seed = 0; seed < 8; seed++) {
                    Position start = Position.fromFen(fen);
                    Opponent four = Level.FOUR.player(start, Color.WHITE, rs, seed, Thinking.UNLIMITED);
                    Opponent three = Level.THREE.player(start, Color.BLACK, rs, seed + 1000, Thinking.UNLIMITED);
                    String[] last = new String[1];
                    StringBuilder trail = new StringBuilder();
                    Match.Result r = Match.play(start, rs, four, three, 300, (ruling, referee) -> {
                        last[0] = referee.position().toFen();
                        if (ruling.isLegal() && referee.position().sideToMove() == Color.BLACK) {
                            trail.append(ks.engine.Move.toString(ruling.move())).append(' ');
                        }
                    });
                    if (Boolean.getBoolean("probe.verbose")) {
                        System.out.println("  " + last[0] + " | " + trail);
                    }
                    sb.append(' ').append(r.outcome() == Outcome.CHECKMATE && r.winner() == Color.WHITE ? "M" : r.outcome().toString().substring(0, 3))
                            .append(r.plies());
                }
                System.out.println(sb);
            }
        }
    }
}
