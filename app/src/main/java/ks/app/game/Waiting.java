package ks.app.game;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import ks.app.cli.CommandLine;
import ks.crypto.BoundedFile;
import ks.crypto.Identity;
import ks.net.OpponentAddress;
import ks.net.RendezvousSettings;

/**
 * The line shown while waiting for the opponent: whom, where and for how long, and the command
 * the opponent should type to meet us, so a player can read it out to the other.
 */
final class Waiting {

    private Waiting() {
    }

    static String line(CommandLine cl, String me, String opponent, RendezvousSettings settings, boolean resuming) {
        String where = settings.opponent().host();
        return "Waiting up to " + cl.waitSeconds() + " s for " + opponent + " on " + where + " (port "
                + settings.port().tcpPort() + ", number " + settings.port().number() + "); " + opponent
                + " should run: " + theirCommand(cl, me, opponent, where, resuming);
    }

    /**
     * The line for a seek's game: both sides were told where to meet, so nobody needs to be told
     * what to type; the player learns which key the opponent must prove.
     */
    static String seekLine(CommandLine cl, String opponent, RendezvousSettings settings, Identity key) {
        return "Meeting " + opponent + " on " + settings.opponent().host() + " (port " + settings.port().tcpPort()
                + ", number " + settings.port().number() + ") for up to " + cl.waitSeconds() + " s; the game accepts "
                + opponent + " only with the key " + key.fingerprint() + ".";
    }

    /**
     * What the opponent types to meet us: the name we expect them under (their login name may
     * differ), the number if we gave one, and our name at our machine.
     */
    static String theirCommand(CommandLine cl, String me, String opponent, String opponentHost, boolean resuming) {
        boolean sameMachine = OpponentAddress.THIS_MACHINE.equals(opponentHost) || opponentHost.startsWith("127.")
                || opponentHost.equals("::1");
        StringBuilder c = new StringBuilder("ks");
        if (resuming) {
            c.append(" --resume");
        }
        c.append(" --name ").append(opponent);
        if (cl.portNumber() != null) {
            c.append(" _").append(cl.portNumber());
        }
        c.append(' ').append(me).append('@').append(sameMachine ? OpponentAddress.THIS_MACHINE : thisMachine());
        return c.toString();
    }

    /** This machine's name as the kernel knows it (no name lookup, which may hang). */
    private static String thisMachine() {
        String env = System.getenv("HOSTNAME");
        if (env != null && !env.isBlank()) {
            return env.strip();
        }
        for (String file : new String[] {"/proc/sys/kernel/hostname", "/etc/hostname"}) {
            try {
                String name = new String(BoundedFile.read(Path.of(file), 256, "host name"), StandardCharsets.UTF_8)
                        .strip();
                if (!name.isEmpty()) {
                    return name;
                }
            } catch (IOException | RuntimeException e) {
                // Try the next place.
            }
        }
        return "THIS-MACHINE";
    }
}
