package ks.net.club;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.List;
import ks.net.protocol.Agreement;
import ks.net.protocol.Message;

/**
 * What a member's {@code ks} and the club say to each other over the encrypted channel before a
 * game (and instead of one): requests one way, replies the other, one reply per request. Once a
 * member sits down at a game ({@link Sit}, answered by {@link Seated}) the connection carries the
 * game protocol's own messages instead. Every record checks its fields, so a hostile message is
 * refused whole.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
    @JsonSubTypes.Type(value = ClubMessage.Register.class, name = "register"),
    @JsonSubTypes.Type(value = ClubMessage.Login.class, name = "login"),
    @JsonSubTypes.Type(value = ClubMessage.TokenLogin.class, name = "token-login"),
    @JsonSubTypes.Type(value = ClubMessage.Ratings.class, name = "ratings"),
    @JsonSubTypes.Type(value = ClubMessage.PostSeek.class, name = "seek"),
    @JsonSubTypes.Type(value = ClubMessage.ListSeeks.class, name = "seeks"),
    @JsonSubTypes.Type(value = ClubMessage.RequestSeek.class, name = "play"),
    @JsonSubTypes.Type(value = ClubMessage.Answer.class, name = "answer"),
    @JsonSubTypes.Type(value = ClubMessage.CancelSeek.class, name = "cancel"),
    @JsonSubTypes.Type(value = ClubMessage.ListGames.class, name = "games"),
    @JsonSubTypes.Type(value = ClubMessage.Sit.class, name = "sit"),
    @JsonSubTypes.Type(value = ClubMessage.Welcome.class, name = "welcome"),
    @JsonSubTypes.Type(value = ClubMessage.Done.class, name = "done"),
    @JsonSubTypes.Type(value = ClubMessage.Refused.class, name = "refused"),
    @JsonSubTypes.Type(value = ClubMessage.RatingList.class, name = "rating-list"),
    @JsonSubTypes.Type(value = ClubMessage.SeekList.class, name = "seek-list"),
    @JsonSubTypes.Type(value = ClubMessage.GameList.class, name = "game-list"),
    @JsonSubTypes.Type(value = ClubMessage.Seated.class, name = "seated"),
    @JsonSubTypes.Type(value = ClubMessage.GameRatings.class, name = "game-ratings"),
    @JsonSubTypes.Type(value = ClubMessage.RatingChange.class, name = "rating-change"),
})
public sealed interface ClubMessage {

    int MAX_EMAIL = 254;
    int MAX_PASSWORD = 1024;
    /** The fewest characters a new member's password may have; logging in checks only the hash. */
    int MIN_NEW_PASSWORD = 8;

    /** Why {@code password} is too short for a new member {@code name}, in one line, or null when it is long enough. */
    static String shortPassword(String password, String name) {
        return password.codePointCount(0, password.length()) >= MIN_NEW_PASSWORD ? null
                : "a password needs at least " + MIN_NEW_PASSWORD + " characters; " + name + " was not registered";
    }

    /** A new member: name, e-mail address and password (hashed at once by the club, never kept). */
    record Register(String name, String email, String password) implements ClubMessage {
        public Register {
            require(ClubNames.isValid(name), "a member name is " + ClubNames.RULE);
            require(email != null && email.length() <= MAX_EMAIL && email.matches("[^@\\s]+@[^@\\s]+"),
                    "an e-mail address looks like name@example.org");
            requirePassword(password);
        }

        @Override
        public String toString() {
            return "Register[" + name + ", " + email + "]";
        }
    }

    /** Logs in with a password; answered by {@link Welcome} with a token for later commands. */
    record Login(String name, String password) implements ClubMessage {
        public Login {
            require(ClubNames.isValid(name), "a member name is " + ClubNames.RULE);
            requirePassword(password);
        }

        @Override
        public String toString() {
            return "Login[" + name + "]";
        }
    }

    /** Logs in with a token an earlier {@link Welcome} gave. */
    record TokenLogin(String name, String token) implements ClubMessage {
        public TokenLogin {
            require(ClubNames.isReadable(name), "a member name is " + ClubNames.RULE);
            require(token != null && token.matches("[0-9a-f]{64}"), "a login token is 64 hex digits");
        }
    }

    /** Asks for every member's rating. */
    record Ratings() implements ClubMessage {
    }

    /** Offers a game: its time control, rule set, and whether the seeker's name is hidden. */
    record PostSeek(String timeControl, String rules, boolean anonymous) implements ClubMessage {
        public PostSeek {
            require(timeControl != null && timeControl.length() <= 32, "a seek needs a time control");
            require(rules != null && rules.length() <= 64, "a seek needs a rule set");
        }
    }

    /** Asks for the open seeks and the requests waiting on one's own. */
    record ListSeeks() implements ClubMessage {
    }

    /** Asks to play a seek. */
    record RequestSeek(long seekId) implements ClubMessage {
    }

    /** The seeker accepts ({@code accept}) or rejects a request on one of their seeks. */
    record Answer(long requestId, boolean accept) implements ClubMessage {
    }

    /** Withdraws one of one's own seeks. */
    record CancelSeek(long seekId) implements ClubMessage {
    }

    /** Asks for one's games: those in progress (with moves and time left), then the latest finished. */
    record ListGames() implements ClubMessage {
    }

    /**
     * Sits down at a game: after {@link Seated} the connection carries that game's messages.
     * {@code protocol} is the game protocol the member's ks speaks ({@link Message#VERSION}); a ks
     * before protocol 5 sent none (0), and the club refuses a member whose protocol is not its own
     * before the game, not at its audit (docs/club.md).
     */
    record Sit(String gameId,
            @JsonInclude(JsonInclude.Include.NON_DEFAULT) @JsonSetter(nulls = Nulls.AS_EMPTY) int protocol)
            implements ClubMessage {
        public Sit {
            require(gameId != null && gameId.matches("[0-9a-f]{32}"), "a game id is 32 hex digits");
        }

        /** Sits down speaking this ks's protocol. */
        public Sit(String gameId) {
            this(gameId, Message.VERSION);
        }

        /**
         * A club's refusal of a sit in words: a club before protocol 5 refuses the protocol field
         * itself as unknown, which says to a member only that its club is older.
         */
        public static String refusal(String text) {
            return text.equals("unexpected field 'protocol' in a club message")
                    ? "the club's ks is older than yours: it speaks a game protocol before 5,"
                            + " and a game needs the same protocol on both sides"
                    : text;
        }

        /** Why the club, speaking {@link Message#VERSION}, does not seat this member, or null when it does. */
        public String protocolProblem() {
            if (protocol == Message.VERSION) {
                return null;
            }
            String ours = " and this club speaks " + Message.VERSION;
            return protocol > Message.VERSION
                    ? "your ks speaks game protocol " + protocol + ours + ": the club's ks is older than yours,"
                            + " and a game needs the same protocol on both sides"
                    : "your ks speaks game protocol " + (protocol == 0 ? "4 or older" : String.valueOf(protocol))
                            + ours + ": update ks to sit down at a game here";
        }
    }

    /** Asks how a finished game moved its players' ratings; answered by {@link RatingChange}. */
    record GameRatings(String gameId) implements ClubMessage {
        public GameRatings {
            require(gameId != null && gameId.matches("[0-9a-f]{32}"), "a game id is 32 hex digits");
        }
    }

    /** How a finished game moved both players' ratings: each player's name, rating before and after. */
    record RatingChange(String white, int whiteBefore, int whiteAfter, String black, int blackBefore,
            int blackAfter) implements ClubMessage {
        public RatingChange {
            requirePlayers(white, black);
        }
    }

    /** Logged in: the member's name as registered, rating, and a token for later commands. */
    record Welcome(String name, int rating, String token) implements ClubMessage {
        public Welcome {
            require(ClubNames.isReadable(name), "a member name is " + ClubNames.RULE);
            require(token != null && token.matches("[0-9a-f]{64}"), "a login token is 64 hex digits");
        }
    }

    /** A request did what it asked; {@code id} names what it made (a seek, a request, a game) or is 0. */
    record Done(String text, long id) implements ClubMessage {
    }

    /** A request was refused; the text says why, in one line. */
    record Refused(String text) implements ClubMessage {
    }

    /** One member's rating. */
    record Rated(String name, int rating, int games) {
        public Rated {
            require(ClubNames.isReadable(name), "a rated member is " + ClubNames.RULE);
        }
    }

    record RatingList(List<Rated> ratings) implements ClubMessage {
        public RatingList {
            ratings = List.copyOf(ratings);
        }
    }

    /**
     * One open seek; {@code who} is the seeker's name or "anonymous"; {@code mine} marks one's own.
     * Of an anonymous seeker {@code rating} is only the lower bound of their {@link RatingBand}, or 0.
     */
    record SeekLine(long id, String who, int rating, String timeControl, String rules, boolean mine) {
        public SeekLine {
            require(ClubNames.isReadable(who), "a seeker is '" + ClubNames.ANONYMOUS + "' or " + ClubNames.RULE);
        }

        /** The rating as a member reads it: a band such as "1200-1299" for an anonymous seeker. */
        public String ratingShown() {
            return ClubNames.ANONYMOUS.equals(who) && !mine ? RatingBand.text(rating) : String.valueOf(rating);
        }
    }

    /** A request waiting on one of one's own seeks. */
    record RequestLine(long id, long seekId, String who, int rating) {
        public RequestLine {
            require(ClubNames.isReadable(who), "an asker is " + ClubNames.RULE);
        }
    }

    record SeekList(List<SeekLine> seeks, List<RequestLine> requests) implements ClubMessage {
        public SeekList {
            seeks = List.copyOf(seeks);
            requests = List.copyOf(requests);
        }
    }

    /** The {@code reason} of a game in progress that both players adjourned. */
    String ADJOURNED = "adjourned";

    /**
     * One game of the member's: {@code yourMove} whether it waits for them, {@code movesLeft}
     * before the next time control (0 when the control has none), {@code msLeft} on their clock;
     * {@code reason}, null while the game is played, is {@link #ADJOURNED} while it stands
     * adjourned.
     */
    record GameLine(String id, String white, String black, String timeControl, String rules, String state,
            String result, String reason, int plies, boolean yourMove, int movesLeft, long msLeft) {
        public GameLine {
            require(Agreement.isGameId(id), "a game id is 32 hex digits");
            requirePlayers(white, black);
        }
    }

    record GameList(List<GameLine> games) implements ClubMessage {
        public GameList {
            games = List.copyOf(games);
        }
    }

    /**
     * Seated at a game: its terms as the club set them, the seed its commitment chain starts from,
     * the opponent's name, and the game's agreement with the club's signature over it (both null
     * while the opponent has never sat down: the club sends them in a {@code start} message when
     * the opponent does). The member's ks answers with its own signature in an {@code agree}
     * message; the club's {@code agree} answer carries the opponent's (docs/club.md). At a game
     * both players adjourned ({@code adjourned}; left out when false, so a member's ks older than
     * adjournments reads every other seating as before) the member's ks waits for the
     * {@code start} message the club sends once the opponent has sat down too.
     */
    record Seated(String gameId, String white, String black, String rules, boolean announceCaptures,
            boolean pawnTries, String startFen, String chainSeed, String timeControl, Agreement agreement,
            String agreementSignature,
            @JsonInclude(JsonInclude.Include.NON_DEFAULT) @JsonSetter(nulls = Nulls.AS_EMPTY) boolean adjourned)
            implements ClubMessage {
        public Seated {
            require(Agreement.isGameId(gameId), "a game id is 32 hex digits");
            requirePlayers(white, black);
            require(chainSeed != null && chainSeed.matches("([0-9a-f]{2}){1,64}"),
                    "a chain seed is hex, 1 to 64 bytes");
            require(agreementSignature == null || agreementSignature.matches("[0-9a-f]{128}"),
                    "the club's signature on the agreement is not 128 hex digits");
        }
    }

    private static void require(boolean ok, String what) {
        if (!ok) {
            throw new IllegalArgumentException(what);
        }
    }

    /**
     * The players a reply names: the member's ks builds the names of the game's files from them
     * (its record is {@code DATE-OPPONENT-ID.ksg}) and prints them, so a club may name only members.
     */
    private static void requirePlayers(String white, String black) {
        require(ClubNames.isReadable(white) && ClubNames.isReadable(black), "a player of a club game is " + ClubNames.RULE);
    }

    private static void requirePassword(String password) {
        require(password != null && !password.isEmpty() && password.length() <= MAX_PASSWORD,
                "a password is 1 to " + MAX_PASSWORD + " characters");
    }
}
