package ks.engine.joint;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import ks.engine.Position;
import ks.engine.referee.Announcement;
import ks.engine.referee.Announcements;
import ks.engine.referee.Attempts;
import ks.engine.referee.Referee;
import ks.engine.referee.Ruling;
import ks.engine.rules.RuleSets;

/** Test helper: the referee and the joint referee on the same start, each attempt given to both and compared. */
final class SideBySide {

    private final Referee referee;
    private final PlainJointReferee joint;

    SideBySide(String fen, String rules) {
        referee = new Referee(Position.fromFen(fen), RuleSets.byName(rules));
        joint = new PlainJointReferee(Position.fromFen(fen), RuleSets.byName(rules), new Random(7));
        assertThat(joint.turnStart()).isEqualTo(referee.turnStart());
    }

    /** The joint ruling on {@code uci}, checked against the referee's. */
    JointRuling attempt(String uci) {
        Ruling r = referee.attempt(Attempts.move(uci));
        JointRuling j = joint.attempt(Attempts.move(uci));
        assertThat(j.verdict()).as(uci + " verdict").isEqualTo(r.verdict());
        assertThat(j.white()).as(uci + " white hears").isEqualTo(r.white());
        assertThat(j.black()).as(uci + " black hears").isEqualTo(r.black());
        assertThat(j.outcome()).as(uci + " outcome").isEqualTo(r.outcome());
        return j;
    }

    /** The joint answer to "any?", checked against the referee's. */
    Announcements askAny() {
        Announcements r = referee.askAny();
        Announcements j = joint.askAny();
        assertThat(j).isEqualTo(r);
        return j;
    }

    /** The texts one player heard. */
    static List<String> texts(List<Announcement> heard) {
        return heard.stream().map(Announcement::text).toList();
    }
}
