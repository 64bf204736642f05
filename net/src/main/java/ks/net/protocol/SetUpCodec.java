package ks.net.protocol;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import ks.text.Printable;

/**
 * The five messages of a new game's set-up ({@code hello}, {@code flip-commit}, {@code flip-reveal},
 * {@code start} with its agreement, {@code agree}) written and read with Jackson's streaming core
 * alone, so that a game reaches its first prompt without building the data-binding mapper (its
 * class initialisation and the serializers it makes by reflection were the longest part of a
 * practice game's way there, docs/performance.md). It writes the very bytes {@link Json#MAPPER}
 * writes. It reads only a message in the form such bytes have (the type first, without spaces; each
 * known field once and of its JSON type; no trailing bytes), cleaning every string as
 * {@link Json#cleaning()} does, and builds it through the same constructors; for anything else it
 * answers null, and {@link WireCodec} hands the bytes to the data binding, whose refusals are the
 * one-line errors they always were.
 */
final class SetUpCodec {

    /**
     * Reads within the bounds of {@link Json}'s mapper ({@link ReadLimits}: a message it reads can be no
     * deeper, longer or more precise), and writes a character beyond the 16-bit ones as its four bytes of UTF-8, as the
     * mapper does, not as two escaped halves.
     */
    private static final JsonFactory FACTORY = JsonFactory.builder().streamReadConstraints(ReadLimits.CONSTRAINTS)
            .enable(JsonWriteFeature.COMBINE_UNICODE_SURROGATES_IN_UTF8).build();

    private static final Set<String> HELLO = Set.of("version", "name", "wishes", "startFen", "can");
    private static final Set<String> WISHES = Set.of("colour", "server", "ruleSet", "announceCaptures", "pawnTries",
            "time", "joint");
    private static final Set<String> AGREEMENT = Set.of("gameId", "white", "black", "whiteKey", "blackKey", "referee",
            "refereeKey", "ruleSet", "announceCaptures", "pawnTries", "startFen", "timeControl", "jointReferee",
            "protocol");

    /** How each set-up message's bytes begin. */
    private static final byte[][] STARTS = {start("hello"), start("flip-commit"), start("flip-reveal"),
        start("start"), start("agree")};

    /** A JSON {@code null} read as a field's value. */
    private static final Object NULL = new Object();

    private SetUpCodec() {
    }

    /** Thrown when the bytes are not in a form this codec reads: the data binding decides. */
    private static final class NotOurs extends RuntimeException {
        private static final long serialVersionUID = 1L;

        NotOurs() {
            super(null, null, false, false);
        }
    }

    /** The bytes of {@code message} as the data binding writes them; null when it is not a set-up message. */
    static byte[] write(Message message) {
        if (!(message instanceof Message.Hello || message instanceof Message.FlipCommit
                || message instanceof Message.FlipReveal || message instanceof Message.Start
                || message instanceof Message.Agree)) {
            return null;
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(512);
        try (JsonGenerator g = FACTORY.createGenerator(out)) {
            g.writeStartObject();
            if (message instanceof Message.Hello h) {
                g.writeStringField("type", "hello");
                g.writeNumberField("version", h.version());
                g.writeStringField("name", h.name());
                g.writeFieldName("wishes");
                wishes(g, h.wishes());
                g.writeStringField("startFen", h.startFen());
                if (!h.can().isEmpty()) {
                    g.writeArrayFieldStart("can");
                    for (String c : h.can()) {
                        g.writeString(c);
                    }
                    g.writeEndArray();
                }
            } else if (message instanceof Message.FlipCommit c) {
                g.writeStringField("type", "flip-commit");
                g.writeStringField("commitment", c.commitment());
            } else if (message instanceof Message.FlipReveal r) {
                g.writeStringField("type", "flip-reveal");
                g.writeStringField("nonce", r.nonce());
            } else if (message instanceof Message.Start s) {
                g.writeStringField("type", "start");
                g.writeFieldName("agreement");
                agreement(g, s.agreement());
                g.writeStringField("signature", s.signature());
            } else {
                g.writeStringField("type", "agree");
                g.writeStringField("signature", ((Message.Agree) message).signature());
            }
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /** {@link Wishes} in the order of its components; no time or joint wish is left out, as the binding leaves it. */
    private static void wishes(JsonGenerator g, Wishes w) throws IOException {
        g.writeStartObject();
        g.writeStringField("colour", w.colour().name());
        g.writeStringField("server", w.server().name());
        g.writeStringField("ruleSet", w.ruleSet());
        g.writeStringField("announceCaptures", w.announceCaptures().name());
        g.writeStringField("pawnTries", w.pawnTries().name());
        if (w.time() != null) {
            g.writeStringField("time", w.time());
        }
        if (w.joint() != null) {
            g.writeStringField("joint", w.joint().name());
        }
        g.writeEndObject();
    }

    /** {@link Agreement.Form}: its fields in order, the referee mode and the protocol only when they are not 0. */
    private static void agreement(JsonGenerator g, Agreement a) throws IOException {
        g.writeStartObject();
        g.writeStringField("gameId", a.gameId());
        g.writeStringField("white", a.white());
        g.writeStringField("black", a.black());
        g.writeStringField("whiteKey", a.whiteKey());
        g.writeStringField("blackKey", a.blackKey());
        g.writeStringField("referee", a.referee());
        g.writeStringField("refereeKey", a.refereeKey());
        g.writeStringField("ruleSet", a.ruleSet());
        g.writeBooleanField("announceCaptures", a.announceCaptures());
        g.writeBooleanField("pawnTries", a.pawnTries());
        g.writeStringField("startFen", a.startFen());
        g.writeStringField("timeControl", a.timeControl());
        if (a.jointReferee()) {
            g.writeBooleanField("jointReferee", true);
        }
        if (a.protocol() != 0) {
            g.writeNumberField("protocol", a.protocol());
        }
        g.writeEndObject();
    }

    /**
     * The set-up message in {@code bytes}, when they hold one in the form {@link #write} gives (its
     * fields in any order after the type); null for anything else, valid or not, which only the
     * data binding reads.
     */
    static Message read(byte[] bytes) {
        if (!setUpType(bytes)) {
            return null;
        }
        try (JsonParser p = FACTORY.createParser(bytes)) {
            if (p.nextToken() != JsonToken.START_OBJECT || p.nextToken() != JsonToken.FIELD_NAME
                    || !"type".equals(p.currentName()) || p.nextToken() != JsonToken.VALUE_STRING) {
                return null;
            }
            String type = p.getText();
            Map<String, Object> fields = object(p, true);
            if (p.nextToken() != null) {
                return null;
            }
            return switch (type) {
                case "hello" -> hello(fields);
                case "flip-commit" -> new Message.FlipCommit(text(only(fields, Set.of("commitment")), "commitment"));
                case "flip-reveal" -> new Message.FlipReveal(text(only(fields, Set.of("nonce")), "nonce"));
                case "start" -> new Message.Start(agreement(only(fields, Set.of("agreement", "signature"))),
                        text(fields, "signature"));
                default -> new Message.Agree(text(only(fields, Set.of("signature")), "signature"));
            };
        } catch (IOException | RuntimeException e) {
            // Malformed, out of bounds, or refused by a message's own checks: the binding says which, in its words.
            return null;
        }
    }

    /**
     * Whether {@code bytes} begin as {@link #write} begins a set-up message: its type, first and
     * without spaces. A look at a few bytes, so that the messages of a game (a club reads thousands a
     * second) go to the data binding without a parser made for them first.
     */
    private static boolean setUpType(byte[] bytes) {
        for (byte[] start : STARTS) {
            if (Arrays.equals(bytes, 0, Math.min(start.length, bytes.length), start, 0, start.length)) {
                return true;
            }
        }
        return false;
    }

    private static byte[] start(String type) {
        return ("{\"type\":\"" + type + "\"").getBytes(StandardCharsets.US_ASCII);
    }

    private static Message.Hello hello(Map<String, Object> fields) {
        only(fields, HELLO);
        Object can = fields.getOrDefault("can", List.of());
        if (!(can instanceof List<?> list)) {
            throw new NotOurs();
        }
        List<String> clean = new ArrayList<>(list.size());
        for (Object c : list) {
            clean.add(Printable.line((String) c));
        }
        return new Message.Hello(integer(fields, "version"), text(fields, "name"), wishes(object(fields, "wishes")),
                text(fields, "startFen"), clean);
    }

    private static Wishes wishes(Map<String, Object> fields) {
        only(fields, WISHES);
        Object time = fields.getOrDefault("time", NULL);
        Object joint = fields.getOrDefault("joint", NULL);
        return new Wishes(ColourWish.valueOf(raw(fields, "colour")), wish(raw(fields, "server")),
                nullableText(fields, "ruleSet"), wish(raw(fields, "announceCaptures")), wish(raw(fields, "pawnTries")),
                time == NULL ? null : Printable.line(string(time)), joint == NULL ? null : wish(string(joint)));
    }

    private static Agreement agreement(Map<String, Object> fields) {
        fields = object(fields, "agreement");
        only(fields, AGREEMENT);
        Agreement.Form f = new Agreement.Form();
        f.gameId = text(fields, "gameId");
        f.white = text(fields, "white");
        f.black = text(fields, "black");
        f.whiteKey = text(fields, "whiteKey");
        f.blackKey = text(fields, "blackKey");
        f.referee = text(fields, "referee");
        f.refereeKey = text(fields, "refereeKey");
        f.ruleSet = text(fields, "ruleSet");
        f.announceCaptures = bool(fields.get("announceCaptures"));
        f.pawnTries = bool(fields.get("pawnTries"));
        f.startFen = text(fields, "startFen");
        f.timeControl = text(fields, "timeControl");
        f.jointReferee = bool(fields.getOrDefault("jointReferee", Boolean.FALSE));
        f.protocol = fields.containsKey("protocol") ? integer(fields, "protocol") : 0;
        return Agreement.of(f);
    }

    /**
     * The fields of the object the parser is in (after its type, when {@code typed}) as raw values:
     * strings uncleaned, whole numbers of {@code int} range, booleans, {@link #NULL}, an object (only
     * at the top) or a list of strings; anything else, or a field twice, is not ours.
     */
    private static Map<String, Object> object(JsonParser p, boolean top) throws IOException {
        Map<String, Object> fields = new HashMap<>();
        JsonToken t;
        while ((t = p.nextToken()) == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            Object value = switch (p.nextToken()) {
                case VALUE_STRING -> p.getText();
                case VALUE_NUMBER_INT -> {
                    if (p.getNumberType() != JsonParser.NumberType.INT) {
                        throw new NotOurs();
                    }
                    yield p.getIntValue();
                }
                case VALUE_TRUE -> Boolean.TRUE;
                case VALUE_FALSE -> Boolean.FALSE;
                case VALUE_NULL -> NULL;
                case START_OBJECT -> {
                    if (!top) {
                        throw new NotOurs();
                    }
                    yield object(p, false);
                }
                case START_ARRAY -> strings(p);
                default -> throw new NotOurs();
            };
            if (fields.put(name, value) != null) {
                throw new NotOurs();
            }
        }
        if (t != JsonToken.END_OBJECT) {
            throw new NotOurs();
        }
        return fields;
    }

    private static List<String> strings(JsonParser p) throws IOException {
        List<String> out = new ArrayList<>();
        JsonToken t;
        while ((t = p.nextToken()) == JsonToken.VALUE_STRING) {
            out.add(p.getText());
        }
        if (t != JsonToken.END_ARRAY) {
            throw new NotOurs();
        }
        return out;
    }

    /** {@code fields}, when every name in it is one of {@code names}. */
    private static Map<String, Object> only(Map<String, Object> fields, Set<String> names) {
        if (!names.containsAll(fields.keySet())) {
            throw new NotOurs();
        }
        return fields;
    }

    /** The field {@code name}, which must be there, as text cleaned as the binding cleans it. */
    private static String text(Map<String, Object> fields, String name) {
        return Printable.line(raw(fields, name));
    }

    /** The field {@code name}, which must be there, as text or null. */
    private static String nullableText(Map<String, Object> fields, String name) {
        Object value = fields.get(name);
        return value == NULL ? null : text(fields, name);
    }

    /** The field {@code name}, which must be there, as text not cleaned (an enum's name). */
    private static String raw(Map<String, Object> fields, String name) {
        return string(fields.get(name));
    }

    private static String string(Object value) {
        if (!(value instanceof String s)) {
            throw new NotOurs();
        }
        return s;
    }

    private static int integer(Map<String, Object> fields, String name) {
        if (!(fields.get(name) instanceof Integer i)) {
            throw new NotOurs();
        }
        return i;
    }

    private static boolean bool(Object value) {
        if (!(value instanceof Boolean b)) {
            throw new NotOurs();
        }
        return b;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> object(Map<String, Object> fields, String name) {
        if (!(fields.get(name) instanceof Map<?, ?> m)) {
            throw new NotOurs();
        }
        return (Map<String, Object>) m;
    }

    private static Wish wish(String name) {
        return Wish.valueOf(name);
    }
}
