package ks.net.protocol;

/**
 * The colour a player asks for: white ({@code w}), black ({@code b}), chosen at random
 * ({@code c}, which forces a coin flip), or no preference.
 */
public enum ColourWish {
    WHITE, BLACK, RANDOM, NONE
}
