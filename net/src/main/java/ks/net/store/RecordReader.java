package ks.net.store;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import ks.net.protocol.Agreement;
import ks.net.protocol.Entry;
import ks.net.protocol.GameRecord;
import ks.net.protocol.JointRecord;
import ks.net.protocol.Json;
import ks.net.protocol.Message;
import ks.net.protocol.SignedAgreement;
import ks.net.protocol.Terms;

/**
 * Reads the JSON of a {@link GameRecord} with Jackson's streaming parser ({@link StrictJson}; the
 * messages in it through {@link RecordMessages}):
 * {@code ks --audit} and {@code ks --ratings --check} read records and nothing else in JSON, and
 * building the data-binding mapper and its deserializers for a record's dozen types cost more than
 * the rest of reading it (docs/performance.md, start-up). It reads what {@link Json#MAPPER} reads,
 * each string cleaned ({@link StrictJson#text}), and builds every value through the same
 * constructors, which check their fields as they always did; it is stricter only about JSON types
 * (a number in quotes, a duplicated field). A joint game's own part ({@code joint}) is rare and
 * still read by data binding, with strings cleaned as {@link StrictJson} cleans the rest, once its
 * list elements have been counted with the rest's ({@link StrictJson#part}). Records
 * are still written by data binding, so their bytes stay those of every earlier version.
 */
final class RecordReader {

    private static final List<String> RECORD = List.of("version", "me", "white", "black", "terms", "gameId",
            "sessionId", "hostIdentity", "guestIdentity", "startFen", "entries", "commitments", "salts", "news",
            "guestTries", "chat", "result", "reason", "agreement", "acks", "end", "revealSignature", "seal", "clocks", "joint");
    private static final List<String> TERMS = List.of("host", "white", "ruleSet", "announceCaptures", "pawnTries", "time",
            "joint");
    private static final List<String> ENTRY = List.of("colour", "kind", "move");
    private static final List<String> SIGNED_AGREEMENT = List.of("agreement", "whiteSignature", "blackSignature");
    private static final List<String> AGREEMENT = List.of("gameId", "white", "black", "whiteKey", "blackKey", "referee",
            "refereeKey", "ruleSet", "announceCaptures", "pawnTries", "startFen", "timeControl", "jointReferee", "protocol");

    /**
     * The most elements a record's lists hold in all: ten times the actions a reveal may carry
     * ({@link Message.Reveal}, 100,000). An honest game's entries are at most those, its news and
     * attempts at most one each, its commitments, salts, acknowledgements and clock states at most
     * 10,001 each (a reveal carries at most 10,000 salts), so its lists stay well below. A record of
     * 64 MiB (what {@link ChecksummedFile} reads at most) of one-letter strings took 1.3 GB to
     * read; at this bound its lists take some 60 MB (docs/reliability.md, the eleventh red-team
     * round). A joint game's own part counts with the rest: an honest one of 400 plies holds some
     * 10,000 elements (the twelfth).
     */
    static final int MAX_ELEMENTS = 1_000_000;

    private final StrictJson in;
    private final RecordMessages messages;

    private RecordReader(StrictJson in) {
        this.in = in;
        this.messages = new RecordMessages(in);
    }

    /**
     * The record in {@code json}, or null when it is JSON {@code null}. JSON that is not a record
     * throws {@link com.fasterxml.jackson.core.JsonProcessingException}; fields that cannot make
     * one (a bad move, a wrong-length signature) {@link IllegalArgumentException}.
     */
    static GameRecord read(byte[] json) throws IOException {
        try (StrictJson in = StrictJson.of(json, MAX_ELEMENTS)) {
            if (in.nextIsNull()) {
                in.end();
                return null;
            }
            GameRecord record = new RecordReader(in).record();
            in.end();
            return record;
        }
    }

    private GameRecord record() throws IOException {
        StrictJson.Fields f = in.object(RECORD, "the record");
        GameRecord.Builder b = GameRecord.builder().version(0);
        String me = null;
        String white = null;
        String black = null;
        Terms terms = null;
        String startFen = null;
        String gameId = null;
        String sessionId = null;
        String hostIdentity = null;
        String guestIdentity = null;
        List<String> commitments = null;
        List<String> salts = null;
        List<Message.News> news = null;
        List<Message.Try> guestTries = null;
        String result = null;
        String reason = null;
        Message.End end = null;
        String revealSignature = null;
        String seal = null;
        List<Entry> entries = null;
        List<String> chat = null;
        List<String> acks = null;
        List<String> clocks = null;
        SignedAgreement agreement = null;
        JointRecord joint = null;
        for (String name = f.next(); name != null; name = f.next()) {
            switch (name) {
                case "version" -> b.version(in.integer(name));
                case "me" -> me = in.text(name);
                case "white" -> white = in.text(name);
                case "black" -> black = in.text(name);
                case "terms" -> terms = terms();
                case "gameId" -> gameId = in.text(name);
                case "sessionId" -> sessionId = in.text(name);
                case "hostIdentity" -> hostIdentity = in.text(name);
                case "guestIdentity" -> guestIdentity = in.text(name);
                case "startFen" -> startFen = in.text(name);
                case "entries" -> entries = entries();
                case "commitments" -> commitments = texts(name);
                case "salts" -> salts = texts(name);
                case "news" -> news = messages.news();
                case "guestTries" -> guestTries = messages.tries();
                case "chat" -> chat = texts(name);
                case "result" -> result = in.text(name);
                case "reason" -> reason = in.text(name);
                case "agreement" -> agreement = in.isNull() ? null : signedAgreement();
                case "acks" -> acks = texts(name);
                case "end" -> end = in.isNull() ? null : messages.end();
                case "revealSignature" -> revealSignature = in.text(name);
                case "seal" -> seal = in.text(name);
                case "clocks" -> clocks = texts(name);
                default -> joint = in.isNull() ? null : joint(in.part(name));
            }
        }
        return b.players(me, white, black).terms(terms, startFen).ids(gameId, sessionId)
                .keys(hostIdentity, guestIdentity).entries(present(entries, "entries"))
                .commitments(present(commitments, "commitments"), present(salts, "salts"))
                .guestView(present(news, "news"), present(guestTries, "guestTries")).chat(present(chat, "chat"))
                .result(result, reason).agreement(agreement).acks(acks).signedEnd(end, revealSignature).seal(seal).clocks(clocks)
                .joint(joint).build();
    }

    /** A joint game's own part, its elements counted with the rest's ({@link StrictJson#part}), read by data binding. */
    private static JointRecord joint(StrictJson.Part part) throws IOException {
        return Json.cleaning().readerFor(JointRecord.class).readValue(part.json(), part.offset(), part.length());
    }

    private Terms terms() throws IOException {
        if (in.isNull()) {
            return null;
        }
        StrictJson.Fields f = in.object(TERMS, "'terms'");
        String host = null;
        String white = null;
        String ruleSet = null;
        Boolean announceCaptures = null;
        Boolean pawnTries = null;
        String time = null;
        boolean joint = false;
        for (String name = f.next(); name != null; name = f.next()) {
            switch (name) {
                case "host" -> host = in.text(name);
                case "white" -> white = in.text(name);
                case "ruleSet" -> ruleSet = in.text(name);
                case "announceCaptures" -> announceCaptures = in.bool(name);
                case "pawnTries" -> pawnTries = in.bool(name);
                case "time" -> time = in.text(name);
                default -> joint = !in.isNull() && in.bool(name);
            }
        }
        return new Terms(host, white, ruleSet, present(announceCaptures, "announceCaptures"),
                present(pawnTries, "pawnTries"), time, joint);
    }

    private List<Entry> entries() throws IOException {
        if (!in.array("entries")) {
            return null;
        }
        List<Entry> out = new ArrayList<>();
        while (in.nextElement("entries")) {
            out.add(entry());
        }
        return out;
    }

    /** One entry, at its object: a method of its own for C1 to compile, as {@link RecordMessages}' news. */
    private Entry entry() throws IOException {
        StrictJson.Fields f = in.object(ENTRY, "an entry");
        Integer colour = null;
        String kind = null;
        String move = null;
        for (String name = f.next(); name != null; name = f.next()) {
            switch (name) {
                case "colour" -> colour = in.integer(name);
                case "kind" -> kind = in.text(name);
                default -> move = in.text(name);
            }
        }
        return new Entry(present(colour, "colour"), kind, move);
    }

    private List<String> texts(String field) throws IOException {
        if (!in.array(field)) {
            return null;
        }
        List<String> out = new ArrayList<>();
        while (in.nextElement(field)) {
            out.add(in.text(field));
        }
        return out;
    }

    private SignedAgreement signedAgreement() throws IOException {
        StrictJson.Fields f = in.object(SIGNED_AGREEMENT, "'agreement'");
        Agreement agreement = null;
        String whiteSignature = null;
        String blackSignature = null;
        for (String name = f.next(); name != null; name = f.next()) {
            switch (name) {
                case "agreement" -> agreement = in.isNull() ? null : agreement();
                case "whiteSignature" -> whiteSignature = in.text(name);
                default -> blackSignature = in.text(name);
            }
        }
        return new SignedAgreement(agreement, whiteSignature, blackSignature);
    }

    private Agreement agreement() throws IOException {
        StrictJson.Fields f = in.object(AGREEMENT, "the agreement");
        Agreement.Builder b = Agreement.builder();
        String white = null;
        String whiteKey = null;
        String black = null;
        String blackKey = null;
        String referee = null;
        String refereeKey = null;
        Boolean announceCaptures = null;
        Boolean pawnTries = null;
        for (String name = f.next(); name != null; name = f.next()) {
            switch (name) {
                case "gameId" -> b.gameId(in.text(name));
                case "white" -> white = in.text(name);
                case "black" -> black = in.text(name);
                case "whiteKey" -> whiteKey = in.text(name);
                case "blackKey" -> blackKey = in.text(name);
                case "referee" -> referee = in.text(name);
                case "refereeKey" -> refereeKey = in.text(name);
                case "ruleSet" -> b.ruleSet(in.text(name));
                case "announceCaptures" -> announceCaptures = in.optionalBool(name);
                case "pawnTries" -> pawnTries = in.optionalBool(name);
                case "startFen" -> b.startFen(in.text(name));
                case "timeControl" -> b.timeControl(in.text(name));
                case "jointReferee" -> b.jointReferee(!in.isNull() && in.bool(name));
                default -> b.protocol(in.isNull() ? Agreement.UNNAMED : in.integer(name));
            }
        }
        if (announceCaptures == null) {
            throw new IllegalArgumentException("the agreement does not say whether captures are announced");
        }
        if (pawnTries == null) {
            throw new IllegalArgumentException("the agreement does not say whether pawn tries are announced");
        }
        return b.white(white, whiteKey).black(black, blackKey).referee(referee, refereeKey)
                .announceCaptures(announceCaptures).pawnTries(pawnTries).build();
    }

    /** A value that must be given: a record's primitive component, or a list the record cannot be without. */
    static <T> T present(T value, String name) {
        if (value == null) {
            throw new IllegalArgumentException("'" + name + "' is missing");
        }
        return value;
    }
}
