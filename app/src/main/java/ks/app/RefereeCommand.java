package ks.app;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import ks.app.json.BoundedLines;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.Outcome;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.referee.Announcement;
import ks.engine.referee.Announcements;
import ks.engine.referee.CheckDirection;
import ks.engine.referee.Facts;
import ks.engine.referee.Referee;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Ruling;
import ks.engine.rules.RuleSets;
import ks.net.protocol.Json;

/**
 * {@code ks referee}: the referee as a JSON Lines filter for programs and tests. Each input line
 * is one command ({@code new}, {@code try}, {@code any}); each gets exactly one reply line,
 * flushed at once; a bad line gets {@code {"error": "..."}} and the session goes on.
 * docs/referee-protocol.md describes the messages.
 */
public final class RefereeCommand {

    /**
     * The longest line read as a command; the longest real one, {@code new} with a FEN and a rule
     * set, is under 200 characters. A longer line is refused in one line without being kept.
     */
    static final int MAX_LINE = 4096;

    /** The project's one JSON configuration: strict and bounded, as for every other input from outside. */
    private final ObjectMapper json = Json.MAPPER;
    private Referee referee;

    private RefereeCommand() {
    }

    /** What {@code ks referee --help} prints. */
    static final String USAGE = """
            usage: ks referee
              Reads one JSON command a line on standard input (new, try, any) and writes one JSON
              reply a line on standard output, flushed at once; a bad line gets {"error": "..."}
              and the session goes on. The messages: docs/referee-protocol.md.""";

    /**
     * {@code ks referee WORDS}: its usage under {@code --help} or {@code -h}, a one-line refusal
     * (exit 2) for any other word, else the session on {@code in} and {@code out}.
     */
    public static int run(String[] words, InputStream in, PrintStream out, PrintStream err) {
        if (words.length == 1 && (words[0].equals("--help") || words[0].equals("-h"))) {
            out.println(USAGE);
            return 0;
        }
        if (words.length > 0) {
            err.println("ks: referee takes no words, got '" + words[0] + "' (ks referee --help)");
            return 2;
        }
        return run(in, out);
    }

    /** Serves commands from {@code in} until it ends; returns the exit code (0). */
    public static int run(InputStream in, PrintStream out) {
        RefereeCommand session = new RefereeCommand();
        BoundedLines reader = new BoundedLines(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)),
                MAX_LINE);
        try {
            for (String line = reader.next(); line != null; line = reader.next()) {
                out.println(line.length() > MAX_LINE ? session.error("a line longer than " + MAX_LINE
                        + " characters; the rest of it, up to the next newline, is dropped") : session.reply(line));
                out.flush();
            }
        } catch (IOException e) {
            out.println("{\"error\":\"cannot read input: " + e.getMessage().replace('"', '\'') + "\"}");
            out.flush();
        }
        return 0;
    }

    /** {@code ks --rules}: one line per rule set. */
    public static int listRules(PrintStream out) {
        // Each summary wrapped under its name, so the list fits an 80-column terminal.
        for (RuleSet set : RuleSets.all()) {
            for (String line : ks.app.screen.Painter.wrap(String.format("%-13s %s", set.name(), set.summary()), 79,
                    " ".repeat(14))) {
                out.println(line);
            }
        }
        out.println("wolfe options: +a (captures and promotions told to both),");
        out.println("               +p (pawn-capture counts, three-try limit)");
        return 0;
    }

    String reply(String line) {
        try {
            JsonNode cmd = json.readTree(line);
            if (cmd == null || !cmd.isObject()) {
                return error("expected a JSON object");
            }
            if (!cmd.has("cmd")) {
                return error("no \"cmd\" field; a command is {\"cmd\":\"new\"}, {\"cmd\":\"try\",\"move\":\"e2e4\"}"
                        + " or {\"cmd\":\"any\"}");
            }
            String name = cmd.path("cmd").asText("");
            return json.writeValueAsString(switch (name) {
                case "new" -> newGame(cmd);
                case "try" -> attempt(cmd);
                case "any" -> any();
                default -> throw new IllegalArgumentException("unknown cmd '" + name + "'; known: new, try, any");
            });
        } catch (JsonProcessingException e) {
            return error("bad JSON: " + e.getOriginalMessage());
        } catch (IllegalArgumentException | IllegalStateException e) {
            return error(e.getMessage());
        }
    }

    private ObjectNode newGame(JsonNode cmd) {
        String fen = cmd.path("fen").asText("startpos");
        Position start = fen.equals("startpos") ? Position.startpos() : Position.fromFen(fen);
        RuleSet rules = RuleSets.byName(cmd.path("rules").asText(RuleSets.DEFAULT), cmd.path("options").asText(""));
        referee = new Referee(start, rules);
        ObjectNode reply = json.createObjectNode();
        reply.put("ok", true);
        reply.put("rules", rules.name());
        reply.put("turn", Color.name(referee.sideToMove()));
        reply.put("result", result(referee.outcome()));
        heard(reply, referee.turnStart());
        return reply;
    }

    private ObjectNode attempt(JsonNode cmd) {
        Referee ref = game();
        Ruling r = ref.attempt(parseMove(cmd.path("move").asText("")));
        ObjectNode reply = json.createObjectNode();
        reply.put("verdict", r.verdict().name().toLowerCase(java.util.Locale.ROOT));
        Facts f = r.facts();
        if (f != null) {
            if (f.capture() == null) {
                reply.putNull("capture");
            } else {
                ObjectNode c = reply.putObject("capture");
                c.put("square", Square.name(f.capture().square()));
                c.put("kind", f.capture().kind().wireName());
            }
            reply.put("promotion", f.promotion());
            ArrayNode checks = reply.putArray("checks");
            for (CheckDirection d : f.checks()) {
                checks.add(d.wireName());
            }
            reply.put("pawnTries", f.pawnTries());
            squares(reply.putArray("pawnTryFrom"), f.pawnTryFromSquares());
            squares(reply.putArray("pawnTryTo"), f.pawnTryToSquares());
            reply.put("turn", Color.name(f.turn()));
        }
        reply.put("result", result(r.outcome()));
        heard(reply, new Announcements(r.white(), r.black()));
        return reply;
    }

    private ObjectNode any() {
        ObjectNode reply = json.createObjectNode();
        heard(reply, game().askAny());
        return reply;
    }

    private Referee game() {
        if (referee == null) {
            throw new IllegalStateException("no game yet; send {\"cmd\":\"new\"} first");
        }
        return referee;
    }

    /** UCI text; a pawn move to the last rank without a letter promotes to a queen (the referee's reading). */
    private static int parseMove(String text) {
        String s = text.trim();
        int from = s.length() >= 4 ? Square.parse(s.substring(0, 2)) : Square.NONE;
        int to = s.length() >= 4 ? Square.parse(s.substring(2, 4)) : Square.NONE;
        int promo = s.length() == 5 ? "nbrq".indexOf(s.charAt(4)) + PieceType.KNIGHT : PieceType.NONE;
        if (from < 0 || to < 0 || s.length() > 5 || promo == PieceType.KNIGHT - 1) {
            throw new IllegalArgumentException("not a UCI move (like e2e4 or e7e8q): '" + s + "'");
        }
        return Move.of(from, to, promo);
    }

    private void heard(ObjectNode reply, Announcements a) {
        messages(reply.putArray("white"), a.white());
        messages(reply.putArray("black"), a.black());
    }

    private static void messages(ArrayNode array, List<Announcement> heard) {
        for (Announcement a : heard) {
            ObjectNode m = array.addObject().put("kind", a.kind().wireName()).put("text", a.text());
            // Only the facts the words state; a field is absent when they do not state it.
            if (a.square() != Announcement.NOT_SAID) {
                m.put("square", Square.name(a.square()));
            }
            if (a.captured() != null) {
                m.put("captured", a.captured().wireName());
            }
            if (!a.checks().isEmpty()) {
                ArrayNode checks = m.putArray("checks");
                a.checks().forEach(d -> checks.add(d.wireName()));
            }
            if (a.pawnTries() != Announcement.NOT_SAID) {
                m.put("pawnTries", a.pawnTries());
            }
            if (a.pawnTryFrom() != 0) {
                squares(m.putArray("pawnTryFrom"), a.pawnTryFrom());
            }
            if (a.pawnTryTo() != 0) {
                squares(m.putArray("pawnTryTo"), a.pawnTryTo());
            }
            if (a.anyTries() != null) {
                m.put("anyTries", a.anyTries());
            }
            if (a.colour() != Announcement.NOT_SAID) {
                m.put("colour", Color.name(a.colour()));
            }
            if (a.result() != null) {
                m.put("result", result(a.result()));
            }
        }
    }

    private static void squares(ArrayNode array, long bitboard) {
        for (long b = bitboard; b != 0; b &= b - 1) {
            array.add(Square.name(Long.numberOfTrailingZeros(b)));
        }
    }

    private static void squares(ArrayNode array, List<Integer> squares) {
        squares.forEach(sq -> array.add(Square.name(sq)));
    }

    private static String result(Outcome outcome) {
        return switch (outcome) {
            case NONE -> null;
            case CHECKMATE -> "checkmate";
            case STALEMATE -> "stalemate";
            case INSUFFICIENT_MATERIAL -> "insufficient-material";
        };
    }

    private String error(String message) {
        ObjectNode node = json.createObjectNode();
        node.put("error", message == null ? "error" : message);
        try {
            return json.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            return "{\"error\":\"error\"}";
        }
    }
}
