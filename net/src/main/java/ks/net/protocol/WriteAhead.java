package ks.net.protocol;

import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.LongSupplier;

/**
 * Write-ahead saving: what handling one input produces (messages for the peer, events for the
 * player) waits here until the changed game is in the {@link GameStore}; only then does it leave,
 * in order. So whatever the peer or the player has seen is on disk, and a crash can only lose
 * what nobody saw. A save that fails is told to the player once and the game goes on in memory.
 * It counts how long sends were held by the link ({@link #sendingNanos}): a peer that stops
 * reading holds them once the connection's buffers are full, which is time waiting for the peer.
 */
final class WriteAhead {

    private final GameStore store;
    private final Function<String, SavedGame> snapshot;
    private final Consumer<Event> player;
    private final List<Outgoing> outbox = new ArrayList<>();
    private boolean dirty;
    private String trouble;
    private final LongSupplier nanos;
    private long sending;

    /**
     * {@code snapshot} gives the game as it stands, stamped with the time it is saved at; sends are
     * timed on {@code nanos}, the session's time source.
     */
    WriteAhead(GameStore store, Function<String, SavedGame> snapshot, Consumer<Event> player, LongSupplier nanos) {
        this.store = store;
        this.snapshot = snapshot;
        this.player = player;
        this.nanos = nanos;
    }

    /** How long the sends of {@link #flush} have been held by the link so far, in nanoseconds of the session's time source. */
    long sendingNanos() {
        return sending;
    }

    /** The game changed: it is saved before the next message or event leaves. */
    void changed() {
        dirty = true;
    }

    void emit(Event e) {
        outbox.add(new Outgoing.ToPlayer(e));
    }

    void send(Message m) {
        outbox.add(new Outgoing.ToPeer(m));
    }

    /**
     * Saves the game if it changed, then sends over {@code link} and shows what waited, in
     * order. After a failed send the other messages stay unsent and the events are still shown;
     * the failure is thrown at the end.
     */
    void flush(Link link) throws IOException {
        if (dirty) {
            dirty = false;
            persist();
        }
        List<Outgoing> out = List.copyOf(outbox);
        outbox.clear();
        IOException failed = null;
        for (Outgoing o : out) {
            if (o instanceof Outgoing.ToPlayer p) {
                player.accept(p.event());
            } else if (o instanceof Outgoing.ToPeer m && failed == null) {
                long from = nanos.getAsLong();
                try {
                    sending += link.sendHeld(m.message(), nanos);
                } catch (IOException e) {
                    // A send given up (the peer took nothing for the connection's limit) was held all along.
                    sending += Math.max(0, nanos.getAsLong() - from);
                    failed = e;
                }
            }
        }
        if (failed != null) {
            throw failed;
        }
    }

    /** {@link #flush} where a failed send needs no handling (the link is going anyway). */
    void flushQuietly(Link link) {
        try {
            flush(link);
        } catch (IOException e) {
            // The link is going; the loss is handled by the caller or the reader.
        }
    }

    /** Shows the waiting events now; messages stay for the next flush. */
    void deliverEvents() {
        List<Outgoing> keep = new ArrayList<>();
        for (Outgoing o : outbox) {
            if (o instanceof Outgoing.ToPlayer p) {
                player.accept(p.event());
            } else {
                keep.add(o);
            }
        }
        outbox.clear();
        outbox.addAll(keep);
    }

    /** Forgets the messages that wait (their link is gone); events stay. */
    void dropMessages() {
        outbox.removeIf(o -> o instanceof Outgoing.ToPeer);
    }

    /** Forgets everything that waits. */
    void clear() {
        outbox.clear();
    }

    /** Whether the game is kept on disk and the last save worked. */
    boolean saved() {
        return store != GameStore.NONE && trouble == null;
    }

    /** Tells the store the game is over, so its in-progress copy can go. */
    void discard() {
        try {
            store.finished(snapshot.apply(Instant.now().toString()));
        } catch (IOException e) {
            emit(new Event.Note("cannot remove the saved copy of the finished game: " + e.getMessage()));
        }
    }

    private void persist() {
        try {
            store.save(snapshot.apply(Instant.now().toString()));
            if (trouble != null) {
                trouble = null;
                emit(new Event.Note("the game is being saved again"));
            }
        } catch (IOException | RuntimeException e) {
            if (trouble == null) {
                emit(new Event.Note("cannot save the game (" + e.getMessage()
                        + "); it goes on in memory, but a crash now would lose it"));
            }
            trouble = String.valueOf(e.getMessage());
        }
    }
}
