package ks.net;

/**
 * Where a meeting stands. The only moves are those {@link #leadsTo} allows, each made by {@link
 * MeetingState} under its lock; every other field there only says what a phase holds (the connection
 * of {@code MET}, the reason of {@code FAILED}), or is a resource to hang up when the meeting closes.
 */
enum MeetingPhase {
    /** Opened (perhaps listening already); {@code meet} has not begun. */
    READY,
    /** Listening and dialing; no call is chosen yet. */
    MEETING,
    /**
     * The side with the smaller nonce chose one call and is pinning its key and saying so; any
     * other call that gets this far is dropped. Back to {@code MEETING} if the chosen call fails first.
     */
    CLAIMED,
    /** A call is the meeting: chosen by us, or named by the side with the smaller nonce. */
    MET,
    /** Given up: the deadline passed, the opponent's machine is unknown, or our key files cannot be used. */
    FAILED,
    /** Closed: everything but the connection met is hung up, every thread is told to end; the outcome stays. */
    CLOSED,
    /** Closed before {@code meet} began, which then says it was cancelled. */
    CANCELLED;

    boolean leadsTo(MeetingPhase next) {
        return switch (this) {
            case READY -> next == MEETING || next == CANCELLED;
            case MEETING -> next == CLAIMED || next == MET || next == FAILED || next == CLOSED;
            case CLAIMED -> next == MEETING || next == MET || next == FAILED || next == CLOSED;
            case MET, FAILED -> next == CLOSED;
            case CLOSED, CANCELLED -> false;
        };
    }

    /** The meeting runs and has no outcome yet. */
    boolean undecided() {
        return this == MEETING || this == CLAIMED;
    }

    boolean closed() {
        return this == CLOSED || this == CANCELLED;
    }
}
