package ks.app.ratings;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.Predicate;
import ks.crypto.AtomicFile;
import ks.crypto.BoundedFile;
import ks.crypto.KeyFileException;
import ks.crypto.KeyStore;
import ks.crypto.LocalSeal;
import ks.crypto.ProcessLock;
import ks.crypto.SigningKey;
import ks.net.protocol.GameRecord;
import ks.net.protocol.Json;
import ks.net.store.ChecksummedFile;
import ks.net.store.RecordFile;

/**
 * The records {@code ks --ratings --check} has audited, by the SHA-256 of their bodies (verified
 * against each file's first line; only records under a first line of the signed format, whose body
 * must say the same format, are kept), kept in {@code ratings-checked} beside the
 * ledger so that a record whose bytes have not changed is not audited again (docs/clocks.md, the rating ledger). The file is tagged with the player's
 * {@link LocalSeal}; one with no tag of this key and version is set aside whole. Without a seal
 * (no signing key) nothing is kept between runs. A game that ends here audits its record as saved
 * and keeps it ({@link #atGameEnd}), so the first check after it does not audit it again.
 * The file is rewritten under a {@link ProcessLock}, merged with what other processes kept
 * meanwhile. Safe to use from several threads at once.
 */
final class CheckedRecords {

    static final String FILE_NAME = "ratings-checked";
    private static final String MAGIC = "ks-ratings-checked";
    /** The seal's purpose, followed by ks's version. */
    private static final String PURPOSE = "ks/ratings-checked/v2 ";
    private static final int FORMAT = 1;
    private static final int MAX_BYTES = 64 << 20;
    private static final Set<String> TEXTS = Set.of("gameId", "white", "black", "whiteKey", "blackKey", "result",
            "reason", "problem", "unconfirmed");
    private static final JsonFactory FACTORY = JsonFactory.builder().streamReadConstraints(StreamReadConstraints.builder()
            .maxNestingDepth(1).maxStringLength(Json.MAX_STRING_CHARS).build()).build();

    private final Path file;
    private final LocalSeal seal;
    private final Predicate<GameRecord> practice;
    private final Map<String, CheckedRecord> kept;
    private final Map<String, CheckedRecord> used = new ConcurrentHashMap<>();
    private final Map<Path, CheckedRecord> byFile = new ConcurrentHashMap<>();
    private final Set<String> audited = ConcurrentHashMap.newKeySet();
    private final Set<String> fromBefore = ConcurrentHashMap.newKeySet();
    private final String note;

    private CheckedRecords(Path file, LocalSeal seal, Predicate<GameRecord> practice, Map<String, CheckedRecord> kept,
            String note) {
        this.file = file;
        this.seal = seal;
        this.practice = practice;
        this.kept = kept;
        this.note = note;
    }

    /** Checks every record in full and keeps nothing: for a directory with no signing key. */
    static CheckedRecords none(Predicate<GameRecord> practice) {
        return new CheckedRecords(null, null, practice, Map.of(), null);
    }

    /**
     * The records kept in the ks directory {@code ksDir} under the player's signing key and ks
     * {@code version}; none kept (everything audited) when the directory has no key, or its key
     * cannot be read, which {@code notes} is told.
     */
    static CheckedRecords forPlayer(Path ksDir, Predicate<GameRecord> practice, String version,
            Consumer<String> notes) {
        return underSeal(ksDir, seal(ksDir, version, notes), practice, notes);
    }

    /**
     * {@link #forPlayer} with the player's signing key read already ({@code key}; null when there is
     * none or it cannot be read, and then nothing is kept): the check reads the key once for this and
     * for telling the player's games apart, as deriving its public half costs a signature's time.
     */
    static CheckedRecords forKey(Path ksDir, SigningKey key, Predicate<GameRecord> practice, String version,
            Consumer<String> notes) {
        return underSeal(ksDir, key == null ? null : LocalSeal.of(key, PURPOSE + version), practice, notes);
    }

    private static CheckedRecords underSeal(Path ksDir, LocalSeal seal, Predicate<GameRecord> practice,
            Consumer<String> notes) {
        if (seal == null) {
            return none(practice);
        }
        CheckedRecords records = open(ksDir, seal, practice);
        records.note().ifPresent(notes);
        return records;
    }

    /**
     * The list to keep the record of a game that has just ended in, under the player's signing key
     * and ks {@code version}; nothing is kept (the check will audit the record) when the directory
     * has no readable key. The game's end {@link #check}s the saved record, read back from disk so
     * that the digest kept is that of the very bytes audited, rates it, and only then
     * {@link #keep}s it: a window closed in between costs the check some work, never the rating.
     */
    static CheckedRecords atGameEnd(Path ksDir, Predicate<GameRecord> practice, String version) {
        LocalSeal seal = seal(ksDir, version, n -> { });
        return seal == null ? none(practice) : new CheckedRecords(ksDir.resolve(FILE_NAME), seal, practice, Map.of(), null);
    }

    /**
     * {@link #save}s what was checked; a list that cannot be written only spares the check less
     * work, so it is one line to {@code notes}.
     */
    void keep(Consumer<String> notes) {
        try {
            save();
        } catch (IOException e) {
            notes.accept("the game's audit could not be kept for ks --ratings --check: " + e.getMessage());
        }
    }

    private static LocalSeal seal(Path ksDir, String version, Consumer<String> notes) {
        KeyStore keys = new KeyStore(ksDir);
        if (!Files.exists(keys.file())) {
            return null;
        }
        SigningKey key;
        try {
            key = keys.load();
        } catch (KeyFileException e) {
            notes.accept("every record is audited: " + e.getMessage());
            return null;
        }
        return LocalSeal.of(key, PURPOSE + version);
    }

    /**
     * The records kept in {@code ksDir} under {@code seal}; a file that is missing starts empty, and
     * one that is not this seal's (or cannot be read) is set aside, with a {@link #note} saying so.
     */
    static CheckedRecords open(Path ksDir, LocalSeal seal, Predicate<GameRecord> practice) {
        Path file = ksDir.resolve(FILE_NAME);
        if (!Files.exists(file)) {
            return new CheckedRecords(file, seal, practice, Map.of(), null);
        }
        try {
            return new CheckedRecords(file, seal, practice, read(file, seal), null);
        } catch (IOException | RuntimeException e) {
            return new CheckedRecords(file, seal, practice, Map.of(), file + " was set aside (" + e.getMessage()
                    + "); every record is audited again");
        }
    }

    /**
     * Whether the list is kept under a seal and holds nothing from before (a first check, or a list
     * set aside): then every record read is audited, and the list is written at the end.
     */
    boolean startsEmpty() {
        return seal != null && kept.isEmpty();
    }

    /** How many different records were read and audited in full in this run. */
    int audited() {
        return audited.size();
    }

    /** How many different records were taken as checked before, unchanged. */
    int unchanged() {
        return fromBefore.size();
    }

    /** Why the kept records were set aside, if they were. */
    Optional<String> note() {
        return Optional.ofNullable(note);
    }

    /**
     * What the check needs from the record in {@code recordFile}: kept, when its bytes are those of
     * a record checked before; read and audited otherwise. A file asked for again in the same run
     * is not read again. A record that cannot be read is an {@link IOException} naming the file and
     * the reason.
     */
    CheckedRecord check(Path recordFile) throws IOException {
        CheckedRecord seen = byFile.get(recordFile);
        if (seen != null) {
            return seen;
        }
        // The body's checksum, verified, fixes the body, so the bytes are hashed once whether the
        // record was checked before or not. It does not fix the format the first line names, which
        // reading holds to the body's own: only a body under a first line of this format is taken as
        // checked before, or kept (a record of format 1, unsigned and never rated, is read each time).
        ChecksummedFile.Body body = RecordFile.body(recordFile, RecordFile.contents(recordFile));
        String digest = body.sha256();
        boolean byDigest = body.format() == GameRecord.FORMAT;
        CheckedRecord known = byDigest ? used.get(digest) : null;
        if (known == null && byDigest) {
            known = kept.get(digest);
            if (known != null) {
                fromBefore.add(digest);
            }
        }
        if (known == null) {
            known = CheckedRecord.of(RecordFile.parse(recordFile, body), practice);
            audited.add(digest);
        }
        if (byDigest) {
            used.put(digest, known);
        }
        byFile.put(recordFile, known);
        return known;
    }

    /**
     * Writes the records checked in this run when anything changed; nothing without a seal. Under
     * the file's lock, what the file holds now is read again: a record this run found kept and did
     * not use is no longer on disk and is forgotten, and what other processes kept since this run
     * opened the file (a game that ended meanwhile) stays. A file that is not this seal's is
     * replaced.
     */
    void save() throws IOException {
        if (seal == null || (audited.isEmpty() && used.size() == kept.size())) {
            return;
        }
        try (ProcessLock lock = ProcessLock.acquire(ProcessLock.lockFileFor(file))) {
            Map<String, CheckedRecord> all = new TreeMap<>(current());
            all.keySet().removeAll(kept.keySet());
            all.putAll(used);
            StringBuilder body = new StringBuilder();
            for (Map.Entry<String, CheckedRecord> e : all.entrySet()) {
                body.append(e.getKey()).append(' ').append(line(e.getValue())).append('\n');
            }
            byte[] bytes = body.toString().getBytes(StandardCharsets.UTF_8);
            String head = MAGIC + " " + FORMAT + " " + HexFormat.of().formatHex(seal.tag(bytes)) + "\n";
            byte[] headBytes = head.getBytes(StandardCharsets.US_ASCII);
            byte[] whole = new byte[headBytes.length + bytes.length];
            System.arraycopy(headBytes, 0, whole, 0, headBytes.length);
            System.arraycopy(bytes, 0, whole, headBytes.length, bytes.length);
            AtomicFile.write(file, whole);
        }
    }

    /** What the file holds now under this seal; nothing when it is missing or not this seal's. */
    private Map<String, CheckedRecord> current() {
        if (!Files.exists(file)) {
            return Map.of();
        }
        try {
            return read(file, seal);
        } catch (IOException | RuntimeException e) {
            return Map.of();
        }
    }

    private static Map<String, CheckedRecord> read(Path file, LocalSeal seal) throws IOException {
        byte[] all = BoundedFile.read(file, MAX_BYTES, "list of checked records");
        int nl = 0;
        while (nl < all.length && all[nl] != '\n') {
            nl++;
        }
        String[] head = new String(all, 0, Math.min(nl, 200), StandardCharsets.US_ASCII).split(" ");
        if (head.length != 3 || !head[0].equals(MAGIC) || !head[1].equals(Integer.toString(FORMAT))) {
            throw new IOException("not a list of checked records of format " + FORMAT);
        }
        byte[] body = Arrays.copyOfRange(all, Math.min(nl + 1, all.length), all.length);
        byte[] tag;
        try {
            tag = HexFormat.of().parseHex(head[2]);
        } catch (IllegalArgumentException e) {
            throw new IOException("its tag is not hex");
        }
        if (!seal.verifies(body, tag)) {
            throw new IOException("not made with this player's signing key by this version of ks");
        }
        Map<String, CheckedRecord> records = new HashMap<>();
        for (String line : new String(body, StandardCharsets.UTF_8).split("\n")) {
            if (line.isEmpty()) {
                continue;
            }
            int space = line.indexOf(' ');
            String digest = space < 0 ? "" : line.substring(0, space);
            if (!digest.matches("[0-9a-f]{64}")) {
                throw new IOException("a line does not start with a digest");
            }
            records.put(digest, parse(line.substring(space + 1)));
        }
        return records;
    }

    private static String line(CheckedRecord r) throws IOException {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = FACTORY.createGenerator(out)) {
            g.writeStartObject();
            text(g, "gameId", r.gameId());
            text(g, "white", r.white());
            text(g, "black", r.black());
            text(g, "whiteKey", r.whiteKey());
            text(g, "blackKey", r.blackKey());
            text(g, "result", r.result());
            text(g, "reason", r.reason());
            g.writeBooleanField("unrated", r.unrated());
            text(g, "problem", r.problem());
            text(g, "unconfirmed", r.unconfirmed());
            g.writeEndObject();
        }
        return out.toString();
    }

    private static void text(JsonGenerator g, String name, String value) throws IOException {
        if (value != null) {
            g.writeStringField(name, value);
        }
    }

    private static CheckedRecord parse(String json) throws IOException {
        Map<String, String> texts = new HashMap<>();
        Boolean unrated = null;
        try (JsonParser p = FACTORY.createParser(json)) {
            require(p.nextToken() == JsonToken.START_OBJECT);
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                JsonToken value = p.nextToken();
                if (TEXTS.contains(name) && value == JsonToken.VALUE_STRING) {
                    require(texts.put(name, p.getText()) == null);
                } else if (name.equals("unrated") && value.isBoolean() && unrated == null) {
                    unrated = value == JsonToken.VALUE_TRUE;
                } else {
                    throw new IOException("a line has a field it should not have");
                }
            }
            require(p.currentToken() == JsonToken.END_OBJECT && p.nextToken() == null && unrated != null
                    && texts.keySet().containsAll(Set.of("gameId", "white", "black", "whiteKey", "blackKey", "result")));
        }
        return new CheckedRecord(texts.get("gameId"), texts.get("white"), texts.get("black"), texts.get("whiteKey"),
                texts.get("blackKey"), texts.get("result"), texts.get("reason"), unrated, texts.get("problem"),
                texts.get("unconfirmed"));
    }

    private static void require(boolean ok) throws IOException {
        if (!ok) {
            throw new IOException("a line is not a checked record");
        }
    }
}
