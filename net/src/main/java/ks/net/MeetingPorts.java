package ks.net;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The meeting ports both players try, in order: the first one ({@code _N}, or the one derived from the
 * names) and {@value #ALTERNATES} alternates that both compute on their own, so that a stranger holding
 * one port cannot keep the players apart and they need not agree on anything to move on. Alternate
 * {@code k} (from 1) is {@code 1 + (fnv1a(min + "\0" + max + "\0" + first + "\0" + k) mod 1000)} over
 * UTF-8, the names sorted and {@code first} the first number in decimal; a number already in the list is
 * passed over and {@code k} goes on. So the alternates of an {@code _N} meeting differ from those of the
 * names' own number, and two pairs who typed the same {@code _N} have different ones.
 */
public record MeetingPorts(List<MeetingPort> ports) {
    /** How many ports follow the first one. */
    public static final int ALTERNATES = 3;

    public MeetingPorts {
        ports = List.copyOf(ports);
        if (ports.isEmpty()) {
            throw new IllegalArgumentException("a meeting needs at least one port");
        }
    }

    /** {@code first} and its alternates for these two players, whichever of them asks. */
    public static MeetingPorts of(MeetingPort first, String oneName, String otherName) {
        String low = oneName.compareTo(otherName) <= 0 ? oneName : otherName;
        String high = low.equals(oneName) ? otherName : oneName;
        List<MeetingPort> ports = new ArrayList<>(List.of(first));
        for (int k = 1; ports.size() <= ALTERNATES; k++) {
            String key = low + '\0' + high + '\0' + first.number() + '\0' + k;
            int hash = MeetingPort.fnv1a(key.getBytes(StandardCharsets.UTF_8));
            MeetingPort next = new MeetingPort(MeetingPort.MIN_NUMBER + (int) (Integer.toUnsignedLong(hash)
                    % MeetingPort.MAX_NUMBER));
            if (!ports.contains(next)) {
                ports.add(next);
            }
        }
        return new MeetingPorts(ports);
    }

    public MeetingPort get(int index) {
        return ports.get(index);
    }

    public int size() {
        return ports.size();
    }

    /** "24365, 24012, 24777 and 24101": the TCP ports, for a line. */
    public String tcpPorts() {
        List<String> all = ports.stream().map(p -> String.valueOf(p.tcpPort())).toList();
        return all.size() == 1 ? all.get(0)
                : all.subList(0, all.size() - 1).stream().collect(Collectors.joining(", ")) + " and " + all.get(all.size() - 1);
    }
}
