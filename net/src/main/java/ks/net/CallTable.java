package ks.net;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The calls a meeting has accepted and not finished, at most {@code capacity} of them. When one more
 * arrives, the oldest call still in its greeting goes (an idle or trickling stranger, typically), else
 * the oldest of all; so silent connections can never keep the opponent out, whose greeting comes at
 * once. Not thread-safe: the rendezvous keeps it under its lock.
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
            pushedOut = calls.entrySet().stream().filter(e -> e.getValue() == Call.Step.GREETING)
                    .map(Map.Entry::getKey).findFirst()
                    .orElse(calls.keySet().iterator().next());
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
