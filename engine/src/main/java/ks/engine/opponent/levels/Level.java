package ks.engine.opponent.levels;

import java.util.Arrays;
import java.util.stream.Collectors;
import ks.engine.Position;
import ks.engine.opponent.BeliefPlayer;
import ks.engine.opponent.Opponent;
import ks.engine.opponent.RandomTrier;
import ks.engine.opponent.Thinking;
import ks.engine.opponent.mating.MatingPlayer;
import ks.engine.opponent.sitebots.HeuristicBot;
import ks.engine.opponent.sitebots.RandomBot;
import ks.engine.referee.RuleSet;

/**
 * The built-in opponents a player can choose ({@code ks --practice --level NAME}): the practice
 * opponent's levels 1 to 4, and two re-implementations of kriegspiel.org's public bots to measure
 * the levels against ({@code random}, {@code heuristic}; docs/belief.md). Each knows the thinking
 * budget a game gives it.
 */
public enum Level {
    ONE("1", 0),
    TWO("2", 150),
    THREE("3", 400),
    FOUR("4", 900),
    RANDOM("random", 0),
    HEURISTIC("heuristic", 0);

    private final String text;
    private final long gameMillis;

    Level(String text, long gameMillis) {
        this.text = text;
        this.gameMillis = gameMillis;
    }

    /** The name a player types for it: {@code 1} to {@code 4}, {@code random}, {@code heuristic}. */
    public String text() {
        return text;
    }

    /** How long, in milliseconds, it may weigh one attempt in a game (0: it does not weigh attempts). */
    public long gameMillis() {
        return gameMillis;
    }

    /** Every name, as a player would read them in a list: "1, 2, 3, 4, random and heuristic". */
    public static String names() {
        String all = Arrays.stream(values()).map(Level::text).collect(Collectors.joining(", "));
        int last = all.lastIndexOf(", ");
        return all.substring(0, last) + " and " + all.substring(last + 2);
    }

    /** The level of that name (case ignored); {@link IllegalArgumentException} naming the levels otherwise. */
    public static Level parse(String text) {
        for (Level l : values()) {
            if (l.text.equalsIgnoreCase(text.strip())) {
                return l;
            }
        }
        throw new IllegalArgumentException("no level '" + text + "'; levels are " + names());
    }

    /** The player of numbered level {@code level}; levels 1 to 3 as they always were. */
    public static Opponent of(int level, Position start, int colour, RuleSet rules, long seed, Thinking thinking) {
        return parse(Integer.toString(level)).player(start, colour, rules, seed, thinking);
    }

    /** A player of this level for {@code colour} in a game from {@code start} under {@code rules}. */
    public Opponent player(Position start, int colour, RuleSet rules, long seed, Thinking thinking) {
        return switch (this) {
            case ONE -> new RandomTrier(start, colour, seed);
            case TWO -> new BeliefPlayer(start, colour, rules, seed, thinking, BeliefPlayer.Style.GREEDY);
            case THREE -> new BeliefPlayer(start, colour, rules, seed, thinking, BeliefPlayer.Style.CAREFUL);
            case FOUR -> new MatingPlayer(start, colour, rules, seed, thinking);
            case RANDOM -> new RandomBot(start, colour, rules, seed);
            case HEURISTIC -> new HeuristicBot(start, colour, rules, seed);
        };
    }
}
