package ks.net.club;

import ks.engine.Color;
import ks.engine.clock.Charges;
import ks.engine.clock.ClockState;
import ks.engine.clock.RemoteAccount;
import ks.net.club.db.Games;

/**
 * The clocks of one club game, on the club's wall clock: each side's time as of its last move, the
 * moves each has made, and when the turn of the side to move began. The database holds all three:
 * the game's row as play began or went on after an adjournment
 * ({@code white_left_ms}, {@code black_left_ms}, {@code last_move_ms}), and after each move its
 * commitment's clock state and its action's time, so a move writes no row of {@code games}. A
 * clock that ran while the club was down has run on, as a daily game's 24 hours run whether the
 * club is up or not. The club is nobody's host: it charges every move as a two-process host
 * charges its guest ({@link RemoteAccount}, one for each player), the thinking time the player
 * signed, raised towards the club's own measure by no more than the round trip signed with it and
 * {@link Charges#GAME_ALLOWANCE_MILLIS} over the game, so each player's audit, where that player is
 * the guest, checks its own moves by the guest's rule; and, as for a guest, a live game's flag
 * falls only the round trip and the delay the game still allows
 * ({@link Charges#DELAY_ALLOWANCE_MILLIS}) after the time is up, less what the player's reports
 * left of the club's measure unexplained. Those accounts live in memory: a
 * game the club reloads after a restart charges nothing more beyond the signed times and holds
 * nothing unexplained. Used only on the game's actor.
 */
final class ClubClock {

    private final ClubTimeControl control;
    private final long[] left = new long[2];
    private final int[] movesMade = new int[2];
    private long turnStart;
    private final RemoteAccount[] accounts;
    /** The round trip each side signed with its latest attempt. */
    private final long[] lags = new long[2];
    /** Whether both clocks stand: the game is adjourned. */
    private boolean standing;

    /**
     * The clocks as {@code game}'s row left them when play began or went on; the moves made since
     * are replayed ({@link #replayed}) and the last commitment's clock state restored ({@link #restored}).
     */
    ClubClock(Games.Game game) {
        this.control = ClubTimeControl.parse(game.timeControl());
        left[Color.WHITE] = game.whiteLeftMs();
        left[Color.BLACK] = game.blackLeftMs();
        turnStart = game.lastMoveMs();
        accounts = new RemoteAccount[] {new RemoteAccount(control.clock()), new RemoteAccount(control.clock())};
    }

    /**
     * Play begins, or goes on after an adjournment, at {@code nowMs}: the turn starts then, not when
     * the game was made, and the time the game stood adjourned is charged to nobody.
     */
    void start(long nowMs) {
        turnStart = nowMs;
        standing = false;
    }

    /**
     * The game is adjourned: both clocks stand, each side's time as of its last move, until
     * {@link #start}. As when a two-process host restores a saved game, the side to move is not
     * charged the thinking of the turn the adjournment broke.
     */
    void stand() {
        standing = true;
    }

    /** Whether both clocks stand (the game is adjourned). */
    boolean standing() {
        return standing;
    }

    /**
     * A legal move by {@code colour}, made at {@code atMs}, replayed from the database: counted, and
     * the opponent's turn began then, unless the game went on later after an adjournment (the row's
     * time). The times left are the last commitment's ({@link #restored}), and the thinking times
     * they were charged against are not at hand ({@link RemoteAccount#resumed}).
     */
    void replayed(int colour, long atMs) {
        movesMade[colour]++;
        accounts[colour].resumed();
        turnStart = Math.max(turnStart, atMs);
    }

    /**
     * The clock state {@code text} of the last commitment read back ({@link ClockState#text}): each
     * side's time as of its last move. Null in a row stored before commitments held the clocks,
     * when the game's row, which every move then updated, already holds them.
     */
    void restored(String text) {
        if (text != null) {
            ClockState s = ClockState.parse(text);
            left[Color.WHITE] = s.remaining(Color.WHITE);
            left[Color.BLACK] = s.remaining(Color.BLACK);
        }
    }

    /**
     * {@code colour} made a legal move at {@code nowMs}, signed as {@code thinkMillis} of thought
     * with a round trip of {@code lagMillis}: charges it by the control's rules and starts the
     * opponent's turn.
     */
    void moved(int colour, long nowMs, long thinkMillis, long lagMillis) {
        long charged = accounts[colour].moved(nowMs - turnStart, thinkMillis, lagMillis);
        lags[colour] = lagMillis;
        ClockState after = state().afterMove(control.clock(), colour, charged);
        movesMade[colour] = after.moves(colour);
        left[colour] = after.remaining(colour);
        turnStart = nowMs;
    }

    /**
     * Whether {@code side}, to move since the turn began, has run out of time by {@code nowMs}. In a
     * live game its flag falls only after the grace a two-process host gives its guest
     * ({@link RemoteAccount#flagFallsAfter}), since its attempt may still be on the way, thought
     * within its time; a daily game's 24 hours have none, as 2 s mean nothing to them. While the
     * clocks stand, nobody runs out.
     */
    boolean ranOut(int side, long nowMs) {
        return !standing && nowMs - turnStart >= (daily() ? left[side]
                : accounts[side].flagFallsAfter(left[side], lags[side]));
    }

    /**
     * Whether {@code side}'s attempt at {@code nowMs}, signed as {@code thinkMillis} of thought with
     * a round trip of {@code lagMillis}, comes too late to count in a live game: its charge uses up
     * its time, or its flag had fallen ({@link RemoteAccount#late}).
     */
    boolean late(int side, long nowMs, long thinkMillis, long lagMillis) {
        return !daily() && accounts[side].late(nowMs - turnStart, thinkMillis, lagMillis, left[side]);
    }

    /** What of the club's measure {@code side}'s reports left unexplained so far. */
    long unaccounted(int side) {
        return accounts[side].unaccounted();
    }

    /** The clocks as of the last move, as the next commitment covers them. */
    ClockState state() {
        return new ClockState(left[Color.WHITE], left[Color.BLACK], movesMade[Color.WHITE], movesMade[Color.BLACK]);
    }

    /** {@code colour}'s time as of its last move. */
    long left(int colour) {
        return left[colour];
    }

    /** When the turn of the side to move began. */
    long turnStart() {
        return turnStart;
    }

    /** Both sides' times as of their last moves, white first; a copy. */
    long[] lefts() {
        return left.clone();
    }

    /** The moves each side has made, white first; a copy. */
    int[] movesMade() {
        return movesMade.clone();
    }

    /** Moves due before the next time control after {@code made} moves. */
    int movesLeft(int made) {
        return control.movesLeft(made);
    }

    /** Whether this is a daily game: 24 hours for each move. */
    boolean daily() {
        return control.daily();
    }
}
