package ks.net.protocol;

import com.fasterxml.jackson.annotation.JsonIgnore;

/**
 * One action in a game's record as the host's referee saw it: who acted, what kind of action
 * ({@code try} with a UCI move, or {@code any}), in order. Replaying the entries through a fresh
 * referee reproduces every ruling; that is what the audit does.
 */
public record Entry(int colour, String kind, String move) {

    public Entry {
        if (colour != 0 && colour != 1) {
            throw new IllegalArgumentException("entry colour must be 0 or 1");
        }
        if (!"try".equals(kind) && !"any".equals(kind)) {
            throw new IllegalArgumentException("entry kind must be try or any");
        }
        if ("try".equals(kind) != (move != null && WirePatterns.UCI.matcher(move).matches())) {
            throw new IllegalArgumentException("entry move must be UCI for a try and absent for any");
        }
    }

    public static Entry attempt(int colour, String uci) {
        return new Entry(colour, "try", uci);
    }

    public static Entry any(int colour) {
        return new Entry(colour, "any", null);
    }

    @JsonIgnore
    public boolean isTry() {
        return "try".equals(kind);
    }
}
