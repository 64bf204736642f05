package ks.net;

/**
 * Whom to play and where: {@code user[@machine]} as typed on the command line. Without a machine
 * the opponent is on this one ({@code localhost}).
 */
public record OpponentAddress(String name, String host) {
    public static final String THIS_MACHINE = "localhost";

    public OpponentAddress {
        Hello.checkName(name);
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException("machine name of " + name + " must not be empty");
        }
    }

    /** Parses {@code user} or {@code user@machine}. */
    public static OpponentAddress parse(String text) {
        int at = text.lastIndexOf('@');
        if (at < 0) {
            return new OpponentAddress(text, THIS_MACHINE);
        }
        return new OpponentAddress(text.substring(0, at), text.substring(at + 1));
    }

    @Override
    public String toString() {
        return name + "@" + host;
    }
}
