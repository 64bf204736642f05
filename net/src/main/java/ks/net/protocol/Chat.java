package ks.net.protocol;

import java.util.ArrayList;
import java.util.List;

/**
 * The players' words in a game: each line kept in order, headed by its speaker's name, for the
 * record and a resumed game. Our player's words are sent to the peer; the opponent's are shown to
 * our player unless they come in a flood ({@link OpponentNoise}), and then not kept either.
 */
final class Chat {

    private final Session s;
    private final List<String> lines = new ArrayList<>();

    Chat(Session s) {
        this.s = s;
    }

    /** Takes back the lines a save holds. */
    void restore(List<String> saved) {
        lines.addAll(saved);
    }

    /** Our player's words: kept and sent. */
    void ours(Command.Talk t) {
        lines.add(s.setup.me() + ": " + t.text());
        s.changed();
        s.send(new Message.Say(t.text()));
    }

    /** The opponent's words: kept and shown, unless they come in a flood. */
    void theirs(Message.Say m) {
        if (s.noise.admitSay()) {
            lines.add(s.setup.opponent() + ": " + m.text());
            s.changed();
            s.emit(new Event.Said(s.setup.opponent(), m.text()));
        }
    }

    /** The lines so far, in order. */
    List<String> lines() {
        return lines;
    }
}
