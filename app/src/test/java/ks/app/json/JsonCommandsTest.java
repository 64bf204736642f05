package ks.app.json;

import static org.assertj.core.api.Assertions.assertThat;

import ks.app.seat.Seat;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.notation.Perspective;
import ks.net.protocol.Command;
import ks.net.protocol.Event;
import ks.net.protocol.Message;
import ks.net.protocol.Terms;
import org.junit.jupiter.api.Test;

/** The player protocol's commands: what each line comes to, and the one-line reason a bad one is refused. */
class JsonCommandsTest {

    private static Seat seat(String rules, boolean ourTurn) {
        Seat seat = new Seat(Perspective.WHITE_SIDE);
        seat.apply(new Event.Started("alice", "bob", ourTurn ? Color.WHITE : Color.BLACK,
                new Terms("bob", ourTurn ? "alice" : "bob", rules, false, false), Position.STARTPOS_FEN, ""));
        return seat;
    }

    private static String refusal(String line, Seat seat) {
        JsonCommands.Reading r = JsonCommands.read(line, seat);
        assertThat(r).as(line).isInstanceOf(JsonCommands.Refused.class);
        return ((JsonCommands.Refused) r).message();
    }

    private static Command command(String line, Seat seat) {
        JsonCommands.Reading r = JsonCommands.read(line, seat);
        assertThat(r).as(line).isInstanceOf(JsonCommands.Obeyed.class);
        return ((JsonCommands.Obeyed) r).command();
    }

    /**
     * A field named twice is refused (fourteenth red-team round): Jackson took the last, so a
     * wrapper that read the first ({@code "move":"e2e4"}) and passed the line on saw another move
     * played than the one it checked. RFC 8259 leaves duplicate names to the reader.
     */
    @Test
    void aCommandNamingAFieldTwiceIsRefusedInOneLine() {
        assertThat(refusal("{\"cmd\":\"attempt\",\"move\":\"e2e4\",\"move\":\"d2d4\"}", seat("wolfe", true)))
                .isEqualTo("a command names each field once ('move' is named twice)");
        assertThat(refusal("{\"cmd\":\"say\",\"cmd\":\"resign\"}", seat("wolfe", true)))
                .isEqualTo("a command names each field once ('cmd' is named twice)");
    }

    @Test
    void anAttemptInUciBecomesTheMove() {
        assertThat(command("{\"cmd\":\"attempt\",\"move\":\"e2e4\"}", seat("wolfe", true)))
                .isEqualTo(new Command.Play(Move.of(Square.parse("e2"), Square.parse("e4"))));
    }

    @Test
    void anAttemptMayBeWrittenInAlgebraicToo() {
        assertThat(command("{\"cmd\":\"attempt\",\"move\":\"Nf3\"}", seat("wolfe", true)))
                .isEqualTo(new Command.Play(Move.of(Square.parse("g1"), Square.parse("f3"))));
    }

    @Test
    void theOtherCommandsBecomeTheirSessionCommands() {
        Seat seat = seat("berkeley-any", true);
        assertThat(command("{\"cmd\":\"any\"}", seat)).isEqualTo(new Command.AskAny());
        assertThat(command("{\"cmd\":\"draw\"}", seat)).isEqualTo(new Command.OfferDraw());
        assertThat(command("{\"cmd\":\"say\",\"text\":\"good luck\"}", seat)).isEqualTo(new Command.Talk("good luck"));
        assertThat(command("{\"cmd\":\"resign\"}", seat)).isEqualTo(new Command.Resign(false));
    }

    @Test
    void adjournProposesToAdjournOrAgrees() {
        // The opponent's proposal says "type 'adjourn' to agree": a program can.
        assertThat(command("{\"cmd\":\"adjourn\"}", seat("wolfe", true))).isEqualTo(new Command.Adjourn());
    }

    @Test
    void aLineThatIsNotJsonIsRefusedWithAnExample() {
        assertThat(refusal("e2e4", seat("wolfe", true))).startsWith("not JSON: a command is one object a line");
    }

    @Test
    void jsonThatIsNotAnObjectIsRefused() {
        assertThat(refusal("[\"attempt\",\"e2e4\"]", seat("wolfe", true))).startsWith("a command is a JSON object");
    }

    @Test
    void anUnknownCommandIsRefusedNamingTheCommands() {
        assertThat(refusal("{\"cmd\":\"castle\"}", seat("wolfe", true)))
                .isEqualTo("no command 'castle'; commands are attempt, any, draw, say, resign and adjourn");
    }

    @Test
    void anUnknownFieldIsRefused() {
        assertThat(refusal("{\"cmd\":\"attempt\",\"move\":\"e2e4\",\"promote\":\"q\"}", seat("wolfe", true)))
                .isEqualTo("'attempt' takes no field 'promote'");
    }

    @Test
    void anAttemptWithoutAMoveIsRefused() {
        assertThat(refusal("{\"cmd\":\"attempt\"}", seat("wolfe", true)))
                .isEqualTo("'attempt' needs \"move\" as a string");
        assertThat(refusal("{\"cmd\":\"attempt\",\"move\":42}", seat("wolfe", true)))
                .isEqualTo("'attempt' needs \"move\" as a string");
    }

    @Test
    void aMoveNoneOfOurMenCouldMakeIsRefusedUnsent() {
        assertThat(refusal("{\"cmd\":\"attempt\",\"move\":\"e2e5\"}", seat("wolfe", true))).contains("e2e5");
    }

    @Test
    void anAttemptOutOfTurnIsRefused() {
        assertThat(refusal("{\"cmd\":\"attempt\",\"move\":\"e7e5\"}", seat("wolfe", false)))
                .isEqualTo("it is not your turn");
    }

    @Test
    void anyUnderRulesWithoutTheQuestionIsRefusedNamingTheRules() {
        assertThat(refusal("{\"cmd\":\"any\"}", seat("icc", true)))
                .isEqualTo("the rules (icc) have no 'any?' question");
    }

    @Test
    void saySomethingPrintableAndShort() {
        Seat seat = seat("wolfe", true);
        assertThat(refusal("{\"cmd\":\"say\",\"text\":\"  \"}", seat)).startsWith("say what?");
        assertThat(refusal("{\"cmd\":\"say\",\"text\":\"" + "x".repeat(Message.MAX_SAY + 1) + "\"}", seat))
                .isEqualTo("too long to say: at most " + Message.MAX_SAY + " characters");
        assertThat(refusal("{\"cmd\":\"say\",\"text\":\"a\\u0007b\"}", seat)).startsWith("say plain text only");
    }

    @Test
    void aVeryLongLineIsRefusedUnread() {
        assertThat(refusal("{\"cmd\":\"say\",\"text\":\"" + "x".repeat(5000) + "\"}", seat("wolfe", true)))
                .isEqualTo("a command line is at most 4096 characters");
    }

    @Test
    void theErrorEventEchoesTheLineCutShortAndCleaned() {
        assertThat(JsonCommands.error("x".repeat(300) + "\u0007", "why").toString())
                .isEqualTo("{\"event\":\"error\",\"input\":\"" + "x".repeat(197) + "...\",\"message\":\"why\"}");
    }

    @Test
    void aLineWithANulOrAnEscapeIsNotJsonAndIsEchoedCleaned() {
        assertThat(JsonCommands.error("{\"cmd\":\"any\"}\u0000\u001b[2J", refusal("{\"cmd\":\"any\"}\u0000\u001b[2J",
                seat("wolfe", true))).get("input").asText()).isEqualTo("{\"cmd\":\"any\"}??[2J");
        assertThat(refusal("{\"cmd\":\"attempt\",\"move\":\"e2\u0000e4\"}", seat("wolfe", true))).startsWith("not JSON");
    }

    @Test
    void aControlCharacterEscapedInAMoveIsRefusedAndNotRepeated() {
        assertThat(refusal("{\"cmd\":\"attempt\",\"move\":\"e2\\u0000e4\"}", seat("wolfe", true)))
                .startsWith("not understood: 'e2?e4'");
    }

    @Test
    void aNumberOrAnObjectWhereAStringBelongsIsRefused() {
        assertThat(refusal("{\"cmd\":42}", seat("wolfe", true))).startsWith("a command needs \"cmd\"");
        assertThat(refusal("{\"cmd\":{\"cmd\":\"any\"}}", seat("wolfe", true))).startsWith("a command needs \"cmd\"");
        assertThat(refusal("{\"cmd\":\"attempt\",\"move\":{\"from\":\"e2\",\"to\":\"e4\"}}", seat("wolfe", true)))
                .isEqualTo("'attempt' needs \"move\" as a string");
        assertThat(refusal("{\"cmd\":\"say\",\"text\":[\"hi\"]}", seat("wolfe", true)))
                .isEqualTo("'say' needs \"text\" as a string");
    }

    @Test
    void nestingDeeperThanTheReadLimitsIsNotJson() {
        // Whole and within the line's bound, but deeper than ks reads anything.
        assertThat(refusal("[".repeat(2000) + "]".repeat(2000), seat("wolfe", true))).startsWith("not JSON");
        assertThat(refusal("{\"cmd\":\"any\",\"x\":" + "[".repeat(20) + "]".repeat(20) + "}", seat("wolfe", true)))
                .startsWith("not JSON");
    }

    @Test
    void aFieldNamedTwiceInANestedObjectIsRefusedToo() {
        assertThat(refusal("{\"cmd\":\"say\",\"text\":\"hi\",\"x\":{\"a\":1,\"a\":2}}", seat("wolfe", true)))
                .isEqualTo("a command names each field once ('a' is named twice)");
    }

    @Test
    void aLongMoveIsRepeatedInItsErrorCutShortAsTheLineIs() {
        String line = "{\"cmd\":\"attempt\",\"move\":\"" + "e".repeat(3000) + "\"}";
        assertThat(JsonCommands.error(line, refusal(line, seat("wolfe", true))).get("message").asText())
                .startsWith("not understood: 'eee").hasSize(JsonCommands.ECHOED);
    }
}
