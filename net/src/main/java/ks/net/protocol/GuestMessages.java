package ks.net.protocol;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import ks.engine.Color;
import ks.engine.referee.Referee;
import ks.net.ProtocolException;

/**
 * The host's handling of each kind of message the guest sends while the game is played: an
 * attempt or a question only in the guest's turn, in order, signed and (in a timed game) with
 * its thinking time; an acknowledgement of the next commitment; words; a signed draw offer or
 * resignation. What breaks these rules is a {@link ProtocolException} and changes nothing, but for
 * an action past the bound of a turn ({@link TurnBound}), which stops the game. It
 * keeps what the guest sent that goes into the record: its attempts, acknowledgements and the
 * count of its questions.
 */
final class GuestMessages {

    private final HostSession host;
    private final Referee referee;
    private final GameClock clock;
    private final GuestSignatures signatures;
    private final int guest;
    private final int startSide;
    private final List<Message.Try> tries = new ArrayList<>();
    private final List<String> acks = new ArrayList<>();
    private int anys;
    private final TurnBound bound = new TurnBound();

    GuestMessages(HostSession host, Referee referee, GameClock clock, GuestSignatures signatures, int guest,
            int startSide) {
        this.host = host;
        this.referee = referee;
        this.clock = clock;
        this.signatures = signatures;
        this.guest = guest;
        this.startSide = startSide;
    }

    /** Takes back what a saved game holds of the guest's messages. */
    void restore(List<Message.Try> savedTries, List<String> savedAcks, int savedAnys) {
        tries.addAll(savedTries);
        acks.addAll(savedAcks);
        anys = savedAnys;
    }

    /** The guest's signed attempts, in order. */
    List<Message.Try> tries() {
        return tries;
    }

    /** The guest's signed acknowledgements of the commitments, in order. */
    List<String> acks() {
        return acks;
    }

    /** How many questions the guest asked. */
    int anys() {
        return anys;
    }

    void on(Message message) throws IOException {
        if (message instanceof Message.Try t) {
            onTry(t);
        } else if (message instanceof Message.Any a) {
            onAny(a);
        } else if (message instanceof Message.Say s) {
            host.chat.theirs(s);
        } else if (message instanceof Message.Draw d) {
            Statement s = signatures.statement(d.statement(), "draw");
            requireAcknowledged(s.plies(), "draw");
            host.draw(s);
        } else if (message instanceof Message.Resign r) {
            Statement s = signatures.statement(r.statement(), r.quit() ? "quit" : "resign");
            requireAcknowledged(s.plies(), s.kind());
            if (!referee.isOver() && !Endings.holds(s, host.plies(), startSide)) {
                throw new ProtocolException("a resignation signed at ply " + s.plies() + " does not hold at ply "
                        + host.plies());
            }
            host.resign(s);
        } else if (message instanceof Message.Ack a) {
            if (a.ply() < acks.size() && acks.get(a.ply()).equals(a.signature())) {
                // Sent again after a resume (ResumeExchange.guest): this host kept it the first time.
                return;
            }
            // Kept in order, as the guest's word that it checked the commitment. Nothing leaves
            // because of it, so it goes to disk with the next save (docs/protocol.md, write-ahead).
            signatures.ack(a, host.commitments(), acks);
            acks.add(a.signature());
            clock.acknowledged(a.ply());
        } else if (message instanceof Message.Refusal r) {
            host.giveUp(host.setup.opponent() + " refused to go on: " + r.reason());
        } else {
            throw new ProtocolException("unexpected " + SetupExchange.wireName(message.getClass()) + " message");
        }
    }

    private void onTry(Message.Try t) throws IOException {
        if (t.seq() != tries.size() + 1) {
            throw new ProtocolException("attempt " + t.seq() + " is replayed or out of order");
        }
        requireGuestTurn("attempt");
        requireAcknowledged(host.plies(), "attempt " + t.seq());
        if (!bound.admit(host.plies()) && !referee.wouldAccept(Entries.move(t.move()))) {
            host.stopPastTheBound();
            return;
        }
        signatures.attempt(t);
        if (clock.timed() && t.think() == null) {
            throw new ProtocolException("attempt " + t.seq() + " in a timed game reports no thinking time");
        }
        long think = t.think() == null ? 0 : t.think();
        long lag = t.lag() == null ? 0 : t.lag();
        if (clock.late(think, lag)) {
            // Too late to count: never judged, so it is not part of the game.
            host.timeOut();
            return;
        }
        tries.add(t);
        host.changed();
        host.attempt(guest, Entries.move(t.move()), think, lag);
    }

    private void onAny(Message.Any a) throws IOException {
        if (a.seq() != anys + 1) {
            throw new ProtocolException("question " + a.seq() + " is replayed or out of order");
        }
        requireGuestTurn("question");
        requireAcknowledged(host.plies(), "question " + a.seq());
        if (!bound.admit(host.plies())) {
            host.stopPastTheBound();
            return;
        }
        if (clock.flagged() != Color.NONE) {
            host.timeOut();
            return;
        }
        anys++;
        host.changed();
        host.askAny(guest);
    }

    /**
     * Refuses an action at {@code plies} until the guest has acknowledged the commitment to every
     * earlier ply. An honest guest always has: each commitment comes before the next ply's news.
     * Without this a modified guest could hold its acknowledgements back and leave this host with a
     * record its audit refuses (it would not prove the host's own moves: docs/protocol.md §7).
     */
    private void requireAcknowledged(int plies, String what) throws ProtocolException {
        int needed = Math.min(plies, host.commitments().size());
        if (acks.size() < needed) {
            throw new ProtocolException(what + " before acknowledging the commitment to ply " + acks.size());
        }
    }

    private void requireGuestTurn(String what) throws ProtocolException {
        if (referee.isOver()) {
            throw new ProtocolException(what + " after the game ended");
        }
        if (referee.sideToMove() != guest) {
            throw new ProtocolException(what + " out of turn");
        }
    }
}
