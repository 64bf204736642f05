package ks.app.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import ks.app.seat.Seat;
import ks.engine.notation.MoveInput;
import ks.engine.notation.Perspective;
import ks.engine.referee.AnyQuestion;
import ks.net.protocol.Command;
import ks.net.protocol.Json;
import ks.net.protocol.Message;
import ks.text.Printable;

/**
 * The commands of the player protocol (docs/player-protocol.md), one JSON object a line: each
 * line becomes a command for the session, or the one-line reason it cannot be obeyed. A move is
 * read as a person's typed move is, from the player's own men alone, so a program learns nothing
 * from a refusal here that its own men do not tell it.
 */
public final class JsonCommands {

    /** Characters of a bad line repeated in its error. */
    static final int ECHOED = 200;
    /** Longer lines are refused unread. */
    static final int MAX_LINE = 4096;

    /** The fields each command takes besides {@code cmd}. */
    private static final Map<String, Set<String>> FIELDS = Map.of("attempt", Set.of("move"), "any", Set.of(),
            "draw", Set.of(), "say", Set.of("text"), "resign", Set.of(), "adjourn", Set.of());

    /** The one JSON configuration, refusing a field named twice in the one reading of a line. */
    private static final ObjectReader COMMANDS = Json.MAPPER.reader()
            .with(StreamReadFeature.STRICT_DUPLICATE_DETECTION);

    /** How Jackson's strict duplicate detection begins its exception's message ({@code Duplicate field 'move'}). */
    private static final String DUPLICATE = "Duplicate field '";

    /** What a line comes to. */
    public sealed interface Reading {
    }

    /** Hand this command to the session. */
    public record Obeyed(Command command) implements Reading {
    }

    /** Nothing is sent, for this reason. */
    public record Refused(String message) implements Reading {
    }

    private JsonCommands() {
    }

    /**
     * A line read as a command, its fields as that command takes them, not yet judged against the
     * game: what a line is can be told at once, whether it may be obeyed only when its turn comes.
     */
    public record Named(String cmd, JsonNode node) implements Reading {

        /** Whether the command waits for the answer to an attempt or question still awaited ({@code attempt}, {@code any}). */
        public boolean awaitsAnswer() {
            return cmd.equals("attempt") || cmd.equals("any");
        }
    }

    /** Reads one line from the program for the player at {@code seat}: {@link #name}, then {@link #judge}. */
    public static Reading read(String line, Seat seat) {
        Reading named = name(line);
        return named instanceof Named n ? judge(n, seat) : named;
    }

    /** The command {@code line} names with the fields it takes ({@link Named}), or why it names none ({@link Refused}). */
    public static Reading name(String line) {
        if (line.length() > MAX_LINE) {
            return new Refused("a command line is at most " + MAX_LINE + " characters");
        }
        JsonNode node;
        try {
            node = COMMANDS.readTree(line);
        } catch (JsonProcessingException e) {
            String twice = namedTwice(e);
            return twice != null
                    ? new Refused("a command names each field once ('" + Printable.line(twice, 40) + "' is named twice)")
                    : new Refused("not JSON: a command is one object a line, e.g. {\"cmd\":\"attempt\",\"move\":\"e2e4\"}");
        }
        if (node == null || !node.isObject()) {
            return new Refused("a command is a JSON object, e.g. {\"cmd\":\"any\"}");
        }
        JsonNode cmd = node.get("cmd");
        if (cmd == null || !cmd.isTextual()) {
            return new Refused("a command needs \"cmd\": attempt, any, draw, say, resign or adjourn");
        }
        Set<String> fields = FIELDS.get(cmd.asText());
        if (fields == null) {
            return new Refused("no command '" + Printable.line(cmd.asText(), 40)
                    + "'; commands are attempt, any, draw, say, resign and adjourn");
        }
        Refused wrong = fields(node, cmd.asText(), fields);
        return wrong != null ? wrong : new Named(cmd.asText(), node);
    }

    /** Whether the command {@code named} may be obeyed as the game at {@code seat} stands: the command for the session, or why not. */
    public static Reading judge(Named named, Seat seat) {
        JsonNode node = named.node();
        return switch (named.cmd()) {
            case "attempt" -> attempt(node.get("move"), seat);
            case "any" -> any(seat);
            case "draw" -> seat.over() != null ? new Refused("the game is over") : new Obeyed(new Command.OfferDraw());
            case "say" -> say(node.get("text"));
            case "resign" -> seat.over() != null ? new Refused("the game is over") : new Obeyed(new Command.Resign(false));
            case "adjourn" -> seat.over() != null ? new Refused("the game is over") : new Obeyed(new Command.Adjourn());
            default -> throw new IllegalArgumentException("no command " + named.cmd());
        };
    }

    /**
     * The field a line names twice, when that is why it could not be read ({@link #COMMANDS}
     * refuses it as it reads, the context then naming it), else null: RFC 8259 leaves to each
     * reader which of the two counts, and a program's wrapper may have read the other.
     */
    private static String namedTwice(JsonProcessingException e) {
        if (e.getOriginalMessage() != null && e.getOriginalMessage().startsWith(DUPLICATE)
                && e.getProcessor() instanceof JsonParser p) {
            return p.getParsingContext().getCurrentName();
        }
        return null;
    }

    /**
     * The {@code error} event for a bad {@code line}; the message, which may repeat a part of the
     * line (a move not understood), is cut as the line is.
     */
    public static ObjectNode error(String line, String message) {
        return JsonLines.event("error").put("input", Printable.line(line, ECHOED))
                .put("message", Printable.line(message, ECHOED));
    }

    /** Why {@code node} does not have exactly the fields {@code cmd} takes besides its name ({@code allowed}, each a string), or null. */
    private static Refused fields(JsonNode node, String cmd, Set<String> allowed) {
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("cmd") && !allowed.contains(name)) {
                return new Refused("'" + cmd + "' takes no field '" + Printable.line(name, 40) + "'");
            }
        }
        for (String needed : allowed) {
            if (node.get(needed) == null || !node.get(needed).isTextual()) {
                return new Refused("'" + cmd + "' needs \"" + needed + "\" as a string");
            }
        }
        return null;
    }

    private static Reading attempt(JsonNode move, Seat seat) {
        Refused notNow = notOurTurn(seat);
        if (notNow != null) {
            return notNow;
        }
        ks.engine.notation.Reading r = MoveInput.read(move.asText(), seat.men(), Perspective.WHITE_SIDE);
        if (r instanceof ks.engine.notation.Reading.Attempt a) {
            return new Obeyed(new Command.Play(a.move()));
        }
        if (r instanceof ks.engine.notation.Reading.Ambiguous amb) {
            return new Refused(amb.question());
        }
        return new Refused(((ks.engine.notation.Reading.Unparseable) r).message());
    }

    private static Reading any(Seat seat) {
        Refused notNow = notOurTurn(seat);
        if (notNow != null) {
            return notNow;
        }
        if (seat.terms().rules().anyQuestion() == AnyQuestion.NONE) {
            return new Refused("the rules (" + seat.terms().rules().name() + ") have no 'any?' question");
        }
        return new Obeyed(new Command.AskAny());
    }

    private static Reading say(JsonNode text) {
        String said = text.asText().strip();
        if (said.isEmpty()) {
            return new Refused("say what? (\"text\" is empty)");
        }
        if (said.length() > Message.MAX_SAY) {
            return new Refused("too long to say: at most " + Message.MAX_SAY + " characters");
        }
        if (!Printable.isPrintable(said)) {
            return new Refused("say plain text only (no control characters)");
        }
        return new Obeyed(new Command.Talk(said));
    }

    private static Refused notOurTurn(Seat seat) {
        if (seat.over() != null) {
            return new Refused("the game is over");
        }
        if (!seat.started()) {
            return new Refused("the game has not started");
        }
        return seat.myTurn() ? null : new Refused("it is not your turn");
    }
}
