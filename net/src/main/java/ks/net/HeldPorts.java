package ks.net;

import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The meeting ports another program holds, as one side found them, and how far along the
 * {@link MeetingPorts} the meeting has gone. A port is held <em>here</em> when this side cannot bind
 * it and what answers on it on this machine is not the opponent, <em>there</em> when what answers a
 * call to the opponent's machine on it is not the opponent (not ks, a ks of another pair, an echo, a
 * failed handshake, silence; see {@link Call#foreign()}). Finding the last port in use held opens the
 * next one; the earlier ones stay in use (listened on if free here, dialed if not held there), so the
 * two sides meet even when each found other ports held. Nothing is left once every port is held both
 * here and there. Not thread-safe: {@link MeetingState} keeps it under its lock.
 */
final class HeldPorts {
    /**
     * What a finding changed: the line for the player, and whether no port is left that could
     * bring the two sides together.
     */
    record Finding(String line, boolean hopeless) {
    }

    private static final String HERE = "this machine";

    private final MeetingPorts ports;
    private final String opponentMachine;
    private final String[] here;
    private final String[] there;
    private final Set<InetSocketAddress> heldAt = new HashSet<>();
    private final Map<InetSocketAddress, Integer> strikes = new HashMap<>();
    private int inUse;

    HeldPorts(MeetingPorts ports, String opponentMachine) {
        this.ports = ports;
        this.opponentMachine = opponentMachine;
        this.here = new String[ports.size()];
        this.there = new String[ports.size()];
    }

    /** The last index of the ports in use: 0 until the first port is found held. */
    int inUse() {
        return inUse;
    }

    boolean isHeldAt(InetSocketAddress target) {
        return heldAt.contains(target);
    }

    /**
     * Counts a sign of another program at {@code target} that the opponent's ks may also give once (a
     * hang-up, silence, a refused probe while it exits); true from the second in a row.
     */
    boolean strike(InetSocketAddress target) {
        return strikes.merge(target, 1, Integer::sum) >= 2;
    }

    /** Something at {@code target} answered as a ks of this meeting would: the strikes start again. */
    void answered(InetSocketAddress target) {
        strikes.remove(target);
    }

    boolean isHeldHere(int index) {
        return here[index] != null;
    }

    /**
     * Notes that what answered at {@code target}, port {@code index}, is another program ({@code why});
     * {@code atHere} when that is this machine, {@code atThere} when it is the opponent's. Null when
     * nothing new was learnt.
     */
    Finding held(int index, InetSocketAddress target, boolean atHere, boolean atThere, String why) {
        heldAt.add(target);
        boolean news = atHere && here[index] == null || atThere && there[index] == null;
        if (!news) {
            return null;
        }
        if (atHere && here[index] == null) {
            here[index] = why;
        }
        if (atThere && there[index] == null) {
            there[index] = why;
        }
        StringBuilder line = new StringBuilder("port ").append(ports.get(index).tcpPort()).append(" on ")
                .append(atHere ? HERE : opponentMachine).append(" is held by another program (").append(why).append(')');
        if (index == inUse && inUse + 1 < ports.size()) {
            inUse++;
            line.append("; trying the next meeting port, ").append(ports.get(inUse).tcpPort());
        } else if (index == inUse) {
            line.append("; it was the last meeting port to try (").append(ports.tcpPorts()).append(')');
        }
        return new Finding(line.toString(), hopeless());
    }

    /**
     * What the give-up message says about held ports, with the advice to choose another number
     * ({@code suggestion}); null when no port was found held.
     */
    String summary(MeetingPort suggestion) {
        List<String> found = new ArrayList<>();
        for (int i = 0; i < ports.size(); i++) {
            String where = here[i] != null && there[i] != null && !opponentMachine.equals(HERE)
                    ? HERE + " and on " + opponentMachine
                    : here[i] != null ? HERE : there[i] != null ? opponentMachine : null;
            if (where != null) {
                found.add(ports.get(i).tcpPort() + " on " + where + " (" + (here[i] != null ? here[i] : there[i]) + ")");
            }
        }
        if (found.isEmpty()) {
            return null;
        }
        String held = found.size() == 1 ? "another program holds port " + found.get(0)
                : "other programs hold ports " + String.join(", ", found);
        return held + "; " + advice(suggestion);
    }

    /** The give-up message once every port is held on both machines. */
    String everyPortHeld(String opponent, MeetingPort suggestion) {
        return "cannot meet " + opponent + ": other programs hold every meeting port (" + ports.tcpPorts() + ") on "
                + (opponentMachine.equals(HERE) ? HERE : HERE + " and on " + opponentMachine) + "; " + advice(suggestion);
    }

    /** The one way out once ports are held: another number, the same on both sides. */
    static String advice(MeetingPort suggestion) {
        return "choose another meeting number, the same for both of you: both add _" + suggestion.number()
                + " to the ks command (or --port-number " + suggestion.number() + ")";
    }

    private boolean hopeless() {
        if (inUse + 1 < ports.size()) {
            return false;
        }
        for (int i = 0; i < ports.size(); i++) {
            if (here[i] == null || there[i] == null) {
                return false;
            }
        }
        return true;
    }
}
