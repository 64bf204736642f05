package ks.net.protocol;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * A {@link GameRecord} as it is written in JSON: one field per part, in this order, so the bytes
 * of a record (and the digests over them) stay those of every earlier version
 * ({@code net/src/test/resources/vectors}). Jackson writes and reads records through it; the
 * record's {@link GameRecord#toBuilder} starts from it too.
 */
@JsonPropertyOrder({
        "version",
        "me",
        "white",
        "black",
        "terms",
        "gameId",
        "sessionId",
        "hostIdentity",
        "guestIdentity",
        "startFen",
        "entries",
        "commitments",
        "salts",
        "news",
        "guestTries",
        "chat",
        "result",
        "reason",
        "agreement",
        "acks",
        "end",
        "revealSignature",
        "seal",
        "clocks",
        "joint"})
final class RecordForm {
    public int version;
    public String me;
    public String white;
    public String black;
    public Terms terms;
    public String gameId;
    public String sessionId;
    public String hostIdentity;
    public String guestIdentity;
    public String startFen;
    public List<Entry> entries;
    public List<String> commitments;
    public List<String> salts;
    public List<Message.News> news;
    public List<Message.Try> guestTries;
    public List<String> chat;
    public String result;
    public String reason;
    public SignedAgreement agreement;
    public List<String> acks;
    public Message.End end;
    public String revealSignature;
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public String seal;
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    public List<String> clocks;
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public JointRecord joint;

    /** The form of {@code r}, field for field. */
    static RecordForm of(GameRecord r) {
        RecordForm f = new RecordForm();
        f.version = r.version();
        f.me = r.me();
        f.white = r.white();
        f.black = r.black();
        f.terms = r.terms();
        f.gameId = r.gameId();
        f.sessionId = r.sessionId();
        f.hostIdentity = r.hostIdentity();
        f.guestIdentity = r.guestIdentity();
        f.startFen = r.startFen();
        f.entries = r.entries();
        f.commitments = r.commitments();
        f.salts = r.salts();
        f.news = r.news();
        f.guestTries = r.guestTries();
        f.chat = r.chat();
        f.result = r.result();
        f.reason = r.reason();
        f.agreement = r.agreement();
        f.acks = r.acks();
        f.end = r.end();
        f.revealSignature = r.revealSignature();
        f.seal = r.seal();
        f.clocks = r.clocks();
        f.joint = r.joint();
        return f;
    }

    /** A builder holding every field of this form. */
    GameRecord.Builder builder() {
        return GameRecord.builder().version(version).players(me, white, black).terms(terms, startFen)
                .ids(gameId, sessionId).keys(hostIdentity, guestIdentity).entries(entries)
                .commitments(commitments, salts).guestView(news, guestTries).chat(chat).result(result, reason)
                .agreement(agreement).acks(acks).signedEnd(end, revealSignature).seal(seal).clocks(clocks).joint(joint);
    }
}
