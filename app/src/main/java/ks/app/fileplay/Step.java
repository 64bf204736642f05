package ks.app.fileplay;

import ks.engine.referee.Announcements;
import ks.engine.referee.Ruling;

/**
 * What one action did to the game: the referee's {@code ruling} on an attempt, its {@code answer} to
 * "any?", whether a legal move let the opponent's draw offer {@code lapse}, and whether the action
 * {@code ended} the game (a mate, a resignation, an accepted draw).
 */
record Step(SignedAction action, Ruling ruling, Announcements answer, boolean lapsed, boolean ended) {
}
