package ks.app.bench;

import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Color;
import ks.engine.Move;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.referee.Referee;
import ks.engine.rules.RuleSets;
import org.junit.jupiter.api.Test;

/**
 * What the strength bench writes of a lead: when it came, the captures after it, the moves of each
 * side after it by the man moved, the board at the end.
 */
class LeadLogTest {

    private static void play(Referee referee, LeadLog log, String from, String to) {
        log.ruled(referee.attempt(Move.of(Square.parse(from), Square.parse(to))), referee);
    }

    @Test
    void aLeadIsToldWithItsMenEveryCaptureAfterItAndTheLastBoard() {
        Position start = Position.fromFen("4k3/8/8/3n4/8/8/7r/R2QK2R w - - 0 1");
        Referee referee = new Referee(start, RuleSets.byName("wolfe"));
        LeadLog log = new LeadLog(Color.WHITE, start);

        play(referee, log, "d1", "d5");
        play(referee, log, "h2", "a2");
        play(referee, log, "a1", "a2");

        assertThat(log.firstAhead()).isEqualTo(1);
        assertThat(log.leastAfter()).isEqualTo(14);
        assertThat(log.describe()).isEqualTo("ahead at ply 1 (KQRR v KR), least lead after 14; captures after:"
                + " 1 Qd5xn 3 Ra2xr; enemy king alone from ply 3;"
                + " moved after: R1 v r1, refused 0; end KQRR v K (4k3/8/8/3Q4/8/8/R7/4K2R b - - 0 2)");
    }

    @Test
    void anEnemyLeftWithKingAndPawnsOurRefusalsAndOurPromotionsAreTold() {
        Position start = Position.fromFen("4k3/P7/8/8/8/6p1/8/RR2K3 w - - 0 1");
        Referee referee = new Referee(start, RuleSets.byName("wolfe"));
        LeadLog log = new LeadLog(Color.WHITE, start);

        play(referee, log, "b1", "b2");
        play(referee, log, "e8", "d7");
        play(referee, log, "e1", "f2");
        log.ruled(referee.attempt(Move.of(Square.parse("a7"), Square.parse("a8"), PieceType.QUEEN)), referee);

        assertThat(log.describe()).isEqualTo("ahead at ply 1 (KRRP v KP), least lead after 10; no captures after;"
                + " enemy king and pawns alone from ply 1; moved after: P1 v k1, refused 1, promoted at 3;"
                + " end KQRR v KP (Q7/3k4/8/8/8/6p1/1R6/R3K3 b - - 0 2)");
    }

    @Test
    void aHeavyManTakenIsToldWithThePliesItStoodAndWhetherItStoodWhereWeLastTook() {
        Position start = Position.fromFen("3rk3/8/8/3n4/8/8/8/RR1QK3 w - - 0 1");
        Referee referee = new Referee(start, RuleSets.byName("wolfe"));
        LeadLog log = new LeadLog(Color.WHITE, start);

        play(referee, log, "d1", "d5");
        play(referee, log, "d8", "d5");
        play(referee, log, "b1", "b7");
        play(referee, log, "d5", "d1");
        play(referee, log, "e1", "e2");
        play(referee, log, "d1", "a1");

        assertThat(log.describe()).startsWith("ahead at ply 1 (KQRR v KR), least lead after 0; captures after:"
                + " 1 Qd5xn 2 rd5xQ(1 x) 6 ra1xR(6);");
    }

    @Test
    void aGameNeverAheadHasNoLead() {
        Position start = Position.startpos();
        Referee referee = new Referee(start, RuleSets.byName("wolfe"));
        LeadLog log = new LeadLog(Color.WHITE, start);

        play(referee, log, "e2", "e4");

        assertThat(log.firstAhead()).isEqualTo(-1);
    }
}
