package ks.net;

import java.net.InetAddress;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The calls a meeting has accepted and not finished, at most {@code capacity} of them. When one more
 * arrives, a call from the address that holds the most calls goes, so callers from one machine push
 * out only each other and never the opponent calling from another; among those, the oldest call still
 * in its greeting (an idle or trickling stranger, typically), else the oldest of all; so silent
 * connections can never keep the opponent out, whose greeting comes at once. Not thread-safe: the
 * rendezvous keeps it under its lock.
 */
final class CallTable {
    private final int capacity;
    // Insertion order is age: the first entry is the oldest call.
    private final Map<Call, Call.Step> calls = new LinkedHashMap<>();

    CallTable(int capacity) {
        this.capacity = capacity;
    }

    /** Adds a call; returns the call it pushed out to make room, or null. */
    Call admit(Call call) {
        Call pushedOut = null;
        if (calls.size() >= capacity) {
            Map<InetAddress, Integer> perAddress = new HashMap<>();
            calls.keySet().forEach(c -> perAddress.merge(c.address(), 1, Integer::sum));
            int most = perAddress.values().stream().max(Integer::compare).orElse(0);
            List<Call> busiest = calls.keySet().stream().filter(c -> perAddress.get(c.address()) == most).toList();
            pushedOut = busiest.stream().filter(c -> calls.get(c) == Call.Step.GREETING).findFirst()
                    .orElse(busiest.get(0));
            calls.remove(pushedOut);
        }
        calls.put(call, Call.Step.GREETING);
        return pushedOut;
    }

    void reached(Call call, Call.Step step) {
        calls.replace(call, step);
    }

    /** Removes a finished call; false when it had been pushed out before it finished. */
    boolean finish(Call call) {
        return calls.remove(call) != null;
    }

    List<Call> all() {
        return List.copyOf(calls.keySet());
    }
}
