package ks.app.fileplay;

import java.io.IOException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import ks.crypto.Argon2id;
import ks.engine.Move;
import ks.engine.PieceType;
import ks.engine.Square;
import ks.engine.referee.Announcement;
import ks.engine.rules.RuleSets;
import ks.net.protocol.Command;
import ks.net.protocol.Event;

/** Games by file for tests: made at the cheap test cost, played turn by turn through real sessions. */
final class FileSamples {

    static final String WHITE_PASSWORD = "white-password";
    static final String BLACK_PASSWORD = "black-password";
    static final SecureRandom RANDOM = new SecureRandom();

    private FileSamples() {
    }

    static GameFile create(Path file, String rules) throws FileRefused, IOException {
        return GameFile.create(file, "alice", WHITE_PASSWORD.toCharArray(), "bob", BLACK_PASSWORD.toCharArray(),
                RuleSets.byName(rules), LocalDate.of(2026, 1, 2), Argon2id.Cost.TEST, RANDOM);
    }

    /** Opens {@code file} with {@code password}, remembering in {@code ledger}, and gives the session. */
    static FileSession open(Path file, String password, Path ledger) throws FileRefused {
        return GameFile.read(file).open(password.toCharArray(), new FileGameLedger(ledger), RANDOM);
    }

    /** One opening of the file: every event the player is told, the commands' answers included. */
    static List<Event> turn(Path file, String password, Path ledger, Command... commands) throws FileRefused {
        List<Event> events = new ArrayList<>();
        FileSession s = open(file, password, ledger);
        s.start(events::add);
        for (Command c : commands) {
            s.submit(c);
        }
        return events;
    }

    /** An attempt given in UCI ({@code e2e4}, {@code e7e8q}). */
    static Command play(String uci) {
        int from = Square.parse(uci.substring(0, 2));
        int to = Square.parse(uci.substring(2, 4));
        return new Command.Play(uci.length() == 5 ? Move.of(from, to, PieceType.fromLetter(uci.charAt(4)))
                : Move.of(from, to));
    }

    /** The umpire's words among {@code events}, in order. */
    static List<String> words(List<Event> events) {
        List<String> out = new ArrayList<>();
        for (Event e : events) {
            List<Announcement> heard = e instanceof Event.Answered a ? a.heard()
                    : e instanceof Event.Heard h ? h.heard() : List.of();
            heard.forEach(a -> out.add(a.text()));
        }
        return out;
    }

    /** The events after the quiet retelling of the game so far: what the player is shown. */
    static List<Event> shown(List<Event> events) {
        int resumed = 0;
        for (int i = 0; i < events.size(); i++) {
            if (events.get(i) instanceof Event.Resumed) {
                resumed = i + 1;
            }
        }
        return events.subList(resumed, events.size());
    }

    /** The last event, which ends every turn. */
    static Event.Over over(List<Event> events) {
        return (Event.Over) events.get(events.size() - 1);
    }
}
