package ks.net.store;

import static ks.net.store.RecordReader.present;

import com.fasterxml.jackson.core.JsonParseException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import ks.engine.Outcome;
import ks.engine.referee.Announcement;
import ks.engine.referee.Capture;
import ks.engine.referee.CheckDirection;
import ks.net.protocol.Message;
import ks.net.protocol.Statement;

/**
 * The protocol's messages a record keeps ({@link Message.News} with its announcements,
 * {@link Message.Try}, {@link Message.End} with its statements), read for {@link RecordReader}
 * as data binding reads them: each with its {@code type} naming it, built through its own
 * constructor, which checks its fields.
 */
final class RecordMessages {

    private static final List<String> NEWS = List.of("type", "own", "verdict", "moved", "lost", "heard", "signature");
    private static final List<String> ANNOUNCEMENT = List.of("kind", "text", "square", "captured", "checks", "pawnTries",
            "pawnTryFrom", "pawnTryTo", "anyTries", "colour", "result");
    private static final List<String> TRY = List.of("type", "seq", "move", "signature", "think", "lag");
    private static final List<String> END = List.of("type", "result", "kind", "reason", "actions", "statements",
            "signature");
    private static final List<String> STATEMENT = List.of("kind", "colour", "plies", "signature");

    private final StrictJson in;

    RecordMessages(StrictJson in) {
        this.in = in;
    }

    /** The guest's news; null for a JSON null. */
    List<Message.News> news() throws IOException {
        if (!in.array("news")) {
            return null;
        }
        List<Message.News> out = new ArrayList<>();
        while (in.nextElement("news")) {
            out.add(oneNews());
        }
        return out;
    }

    /**
     * One piece of news, at its object. A method of its own, as {@link #attempt} and
     * {@link RecordReader}'s entries, so that C1 compiles it after some hundred pieces: a loop
     * run once a record stays interpreted through a check of 100 records (docs/performance.md).
     */
    private Message.News oneNews() throws IOException {
        StrictJson.Fields f = in.object(NEWS, "news");
        Boolean own = null;
        String verdict = null;
        Boolean moved = null;
        Integer lost = null;
        List<Announcement> heard = null;
        String signature = null;
        for (String name = f.next(); name != null; name = f.next()) {
            switch (name) {
                case "type" -> type(name, "news");
                case "own" -> own = in.bool(name);
                case "verdict" -> verdict = in.text(name);
                case "moved" -> moved = in.bool(name);
                case "lost" -> lost = in.integer(name);
                case "heard" -> heard = announcements();
                default -> signature = in.text(name);
            }
        }
        typed(f, "news");
        return new Message.News(present(own, "own"), verdict, present(moved, "moved"), present(lost, "lost"),
                heard, signature);
    }

    private List<Announcement> announcements() throws IOException {
        if (!in.array("heard")) {
            return null;
        }
        List<Announcement> out = new ArrayList<>();
        while (in.nextElement("heard")) {
            StrictJson.Fields f = in.object(ANNOUNCEMENT, "an announcement");
            Announcement.Kind kind = null;
            String text = null;
            Integer square = null;
            Capture.Kind captured = null;
            Set<CheckDirection> checks = null;
            Integer pawnTries = null;
            Long pawnTryFrom = null;
            Long pawnTryTo = null;
            Boolean anyTries = null;
            Integer colour = null;
            Outcome result = null;
            for (String name = f.next(); name != null; name = f.next()) {
                switch (name) {
                    case "kind" -> kind = constant(Announcement.Kind.class, name);
                    case "text" -> text = in.text(name);
                    case "square" -> square = in.integer(name);
                    case "captured" -> captured = constant(Capture.Kind.class, name);
                    case "checks" -> checks = checks();
                    case "pawnTries" -> pawnTries = in.integer(name);
                    case "pawnTryFrom" -> pawnTryFrom = in.longInteger(name);
                    case "pawnTryTo" -> pawnTryTo = in.longInteger(name);
                    case "anyTries" -> anyTries = in.optionalBool(name);
                    case "colour" -> colour = in.integer(name);
                    default -> result = constant(Outcome.class, name);
                }
            }
            out.add(new Announcement(kind, text, present(square, "square"), captured, checks,
                    present(pawnTries, "pawnTries"), present(pawnTryFrom, "pawnTryFrom"),
                    present(pawnTryTo, "pawnTryTo"), anyTries, present(colour, "colour"), result));
        }
        return out;
    }

    private Set<CheckDirection> checks() throws IOException {
        if (!in.array("checks")) {
            return null;
        }
        Set<CheckDirection> out = EnumSet.noneOf(CheckDirection.class);
        while (in.nextElement("checks")) {
            out.add(constant(CheckDirection.class, "checks"));
        }
        return out;
    }

    /** The guest's attempts; null for a JSON null. */
    List<Message.Try> tries() throws IOException {
        if (!in.array("guestTries")) {
            return null;
        }
        List<Message.Try> out = new ArrayList<>();
        while (in.nextElement("guestTries")) {
            out.add(attempt());
        }
        return out;
    }

    /** One attempt, at its object. */
    private Message.Try attempt() throws IOException {
        StrictJson.Fields f = in.object(TRY, "an attempt");
        Integer seq = null;
        String move = null;
        String signature = null;
        Long think = null;
        Long lag = null;
        for (String name = f.next(); name != null; name = f.next()) {
            switch (name) {
                case "type" -> type(name, "try");
                case "seq" -> seq = in.integer(name);
                case "move" -> move = in.text(name);
                case "signature" -> signature = in.text(name);
                case "think" -> think = in.optionalLong(name);
                default -> lag = in.optionalLong(name);
            }
        }
        typed(f, "try");
        return new Message.Try(present(seq, "seq"), move, signature, think, lag);
    }

    /** The referee's end. */
    Message.End end() throws IOException {
        StrictJson.Fields f = in.object(END, "'end'");
        String result = null;
        String kind = null;
        String reason = null;
        Integer actions = null;
        List<Statement> statements = null;
        String signature = null;
        for (String name = f.next(); name != null; name = f.next()) {
            switch (name) {
                case "type" -> type(name, "end");
                case "result" -> result = in.text(name);
                case "kind" -> kind = in.text(name);
                case "reason" -> reason = in.text(name);
                case "actions" -> actions = in.integer(name);
                case "statements" -> statements = statements();
                default -> signature = in.text(name);
            }
        }
        typed(f, "end");
        return new Message.End(result, kind, reason, present(actions, "actions"), statements, signature);
    }

    private List<Statement> statements() throws IOException {
        if (!in.array("statements")) {
            return null;
        }
        List<Statement> out = new ArrayList<>();
        while (in.nextElement("statements")) {
            StrictJson.Fields f = in.object(STATEMENT, "a statement");
            String kind = null;
            Integer colour = null;
            Integer plies = null;
            String signature = null;
            for (String name = f.next(); name != null; name = f.next()) {
                switch (name) {
                    case "kind" -> kind = in.text(name);
                    case "colour" -> colour = in.integer(name);
                    case "plies" -> plies = in.integer(name);
                    default -> signature = in.text(name);
                }
            }
            out.add(new Statement(kind, present(colour, "colour"), present(plies, "plies"), signature));
        }
        return out;
    }

    /** A message's {@code type} field, which must name the message the field holds. */
    private void type(String name, String expected) throws IOException {
        if (!expected.equals(in.text(name))) {
            in.refuse("'type' to be '" + expected + "'");
        }
    }

    private void typed(StrictJson.Fields f, String type) throws JsonParseException {
        if (!f.had("type")) {
            in.refuse("a 'type' ('" + type + "')");
        }
    }

    private <E extends Enum<E>> E constant(Class<E> type, String name) throws IOException {
        String text = in.text(name);
        if (text == null) {
            return null;
        }
        for (E e : type.getEnumConstants()) {
            if (e.name().equals(text)) {
                return e;
            }
        }
        in.refuse("'" + name + "' to be one of " + java.util.Arrays.toString(type.getEnumConstants()));
        return null;
    }
}
