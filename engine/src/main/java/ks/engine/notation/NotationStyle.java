package ks.engine.notation;

/**
 * How a player likes moves written back to them. {@link #LONG_ALGEBRAIC} names both squares
 * ({@code Ng1-f3}, {@code e4xd5}); {@link #SHORT_ALGEBRAIC} is SAN-like ({@code Nf3}, {@code exd5}),
 * disambiguated by the player's own men only; {@link #DESCRIPTIVE} counts ranks from the mover's
 * side ({@code N-KB3}, {@code PxQ5}).
 */
public enum NotationStyle {
    LONG_ALGEBRAIC,
    SHORT_ALGEBRAIC,
    DESCRIPTIVE
}
