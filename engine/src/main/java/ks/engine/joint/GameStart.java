package ks.engine.joint;

import ks.engine.MoveList;
import ks.engine.Outcome;
import ks.engine.Position;
import ks.engine.referee.Announcements;
import ks.engine.referee.Facts;
import ks.engine.referee.Hearing;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Umpire;

/**
 * What both players hear as a game starts from a public position, and whether it is over there
 * already: worked out once from the start, which both processes know, so no computation is needed.
 */
record GameStart(Announcements heard, Outcome outcome) {

    static GameStart of(Position start, RuleSet rules) {
        Facts facts = Umpire.facts(start.copy(), null, false, new MoveList());
        Hearing hearing = new Hearing();
        rules.turnStarts(facts, hearing);
        return new GameStart(hearing.done(), facts.result());
    }
}
