package ks.app.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.HashSet;
import java.util.Iterator;
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

    /** Reads one line from the program for the player at {@code seat}. */
    public static Reading read(String line, Seat seat) {
        if (line.length() > MAX_LINE) {
            return new Refused("a command line is at most " + MAX_LINE + " characters");
        }
        JsonNode node;
        try {
            node = Json.MAPPER.readTree(line);
        } catch (JsonProcessingException e) {
            return new Refused("not JSON: a command is one object a line, "
                    + "e.g. {\"cmd\":\"attempt\",\"move\":\"e2e4\"}");
        }
        if (node == null || !node.isObject()) {
            return new Refused("a command is a JSON object, e.g. {\"cmd\":\"any\"}");
        }
        String twice = namedTwice(line);
        if (twice != null) {
            return new Refused("a command names each field once ('" + Printable.line(twice, 40) + "' is named twice)");
        }
        JsonNode cmd = node.get("cmd");
        if (cmd == null || !cmd.isTextual()) {
            return new Refused("a command needs \"cmd\": attempt, any, draw, say, resign or adjourn");
        }
        return switch (cmd.asText()) {
            case "attempt" -> fields(node, "attempt", Set.of("move"), () -> attempt(node.get("move"), seat));
            case "any" -> fields(node, "any", Set.of(), () -> any(seat));
            case "draw" -> fields(node, "draw", Set.of(), () -> seat.over() != null ? new Refused("the game is over")
                    : new Obeyed(new Command.OfferDraw()));
            case "say" -> fields(node, "say", Set.of("text"), () -> say(node.get("text")));
            case "resign" -> fields(node, "resign", Set.of(), () -> seat.over() != null
                    ? new Refused("the game is over") : new Obeyed(new Command.Resign(false)));
            case "adjourn" -> fields(node, "adjourn", Set.of(), () -> seat.over() != null
                    ? new Refused("the game is over") : new Obeyed(new Command.Adjourn()));
            default -> new Refused("no command '" + Printable.line(cmd.asText(), 40)
                    + "'; commands are attempt, any, draw, say, resign and adjourn");
        };
    }

    /**
     * The first field of the object on {@code line} (read already as one) that is named twice, or
     * null: the tree keeps the last of them, and a program's wrapper may have read the first.
     */
    private static String namedTwice(String line) {
        try (JsonParser p = Json.MAPPER.getFactory().createParser(line)) {
            p.nextToken();
            Set<String> seen = new HashSet<>();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                if (!seen.add(p.currentName())) {
                    return p.currentName();
                }
                p.nextToken();
                p.skipChildren();
            }
            return null;
        } catch (IOException e) {
            throw new IllegalStateException("a line read as JSON once reads again", e);
        }
    }

    /** The {@code error} event for a bad {@code line}. */
    public static ObjectNode error(String line, String message) {
        return JsonLines.event("error").put("input", Printable.line(line, ECHOED)).put("message", message);
    }

    /** The reading {@code then} gives, once {@code node} is known to have no fields but cmd and {@code allowed}. */
    private static Reading fields(JsonNode node, String cmd, Set<String> allowed,
                                  java.util.function.Supplier<Reading> then) {
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
        return then.get();
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
