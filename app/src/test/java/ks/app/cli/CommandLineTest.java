package ks.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ks.engine.opponent.levels.Level;
import ks.net.protocol.ColourWish;
import ks.net.protocol.Wish;
import org.junit.jupiter.api.Test;

class CommandLineTest {

    private static CommandLine parse(String line) throws UsageError {
        return CommandLine.parse(CommandLine.words(line));
    }

    @Test
    void opponentAtHostIsSplit() throws UsageError {
        CommandLine c = parse("bob@lab7");
        assertThat(c.opponent()).isEqualTo("bob");
        assertThat(c.host()).isEqualTo("lab7");
    }

    @Test
    void opponentWithoutHostMeansThisMachine() throws UsageError {
        assertThat(parse("bob").host()).isNull();
    }

    @Test
    void bundledLettersSetSeveralWishes() throws UsageError {
        CommandLine c = parse("+ap -w bob");
        assertThat(c.wishes().announceCaptures()).isEqualTo(Wish.ON);
        assertThat(c.wishes().pawnTries()).isEqualTo(Wish.ON);
        assertThat(c.wishes().colour()).isEqualTo(ColourWish.WHITE);
    }

    @Test
    void minusTurnsAnOptionOff() throws UsageError {
        assertThat(parse("-a bob").wishes().announceCaptures()).isEqualTo(Wish.OFF);
    }

    @Test
    void plusAndMinusSForceServerAndClient() throws UsageError {
        assertThat(parse("+s bob").wishes().server()).isEqualTo(Wish.ON);
        assertThat(parse("-s bob").wishes().server()).isEqualTo(Wish.OFF);
    }

    @Test
    void plusMAsksForTheJointRefereeAndMinusMRefusesIt() throws UsageError {
        assertThat(parse("+m bob").wishes().jointReferee()).isEqualTo(Wish.ON);
        assertThat(parse("--joint-referee bob").wishes().jointReferee()).isEqualTo(Wish.ON);
        assertThat(parse("-m bob").wishes().jointReferee()).isEqualTo(Wish.OFF);
        assertThat(parse("bob").wishes().jointReferee()).isEqualTo(Wish.NONE);
    }

    @Test
    void underscoreNumberIsThePortNumber() throws UsageError {
        assertThat(parse("_17 bob").portNumber()).isEqualTo(17);
        assertThat(parse("--port-number 999 bob").portNumber()).isEqualTo(999);
        assertThat(parse("--port-number=5 bob").portNumber()).isEqualTo(5);
    }

    @Test
    void portNumberOutOfRangeIsRefused() {
        assertThatThrownBy(() -> parse("_0 bob")).hasMessageContaining("between 1 and 1000");
        assertThatThrownBy(() -> parse("_x bob")).hasMessageContaining("'x'");
    }

    @Test
    void practiceRefusesTheMeetingNumberAndTheWaitItWouldIgnore() {
        assertThatThrownBy(() -> parse("--practice _5"))
                .hasMessage("--practice meets nobody on the network; leave out the meeting number (_5)");
        assertThatThrownBy(() -> parse("--practice --resume --wait 5"))
                .hasMessage("--practice waits for nobody; leave out --wait");
    }

    @Test
    void aWaitOfNoSecondsIsRefusedAsTooShortNotAsNoNumber() {
        assertThatThrownBy(() -> parse("--wait 0 bob"))
                .hasMessage("--wait needs a whole number of seconds, 1 or more; got '0'");
        assertThatThrownBy(() -> parse("--wait 5m bob"))
                .hasMessage("--wait needs a whole number of seconds, 1 or more; got '5m'");
    }

    @Test
    void longOptionsMatchTheLetters() throws UsageError {
        CommandLine c = parse("--black --dumb --name alice --rule-set ICC --reverse bob");
        assertThat(c.wishes().colour()).isEqualTo(ColourWish.BLACK);
        assertThat(c.dumb()).isTrue();
        assertThat(c.reverse()).isTrue();
        assertThat(c.name()).isEqualTo("alice");
        assertThat(c.wishes().ruleSet()).isEqualTo("icc");
    }

    @Test
    void levelSetsThePracticeOpponentsStrength() throws UsageError {
        assertThat(CommandLine.parse(CommandLine.words("--practice --level 3")).level()).isEqualTo(Level.THREE);
        assertThat(CommandLine.parse(CommandLine.words("--practice --level heuristic")).level())
                .isEqualTo(Level.HEURISTIC);
        assertThat(CommandLine.parse(CommandLine.words("--practice")).level()).isEqualTo(Level.ONE);
    }

    @Test
    void levelOutOfRangeIsRefused() {
        assertThatThrownBy(() -> CommandLine.parse(CommandLine.words("--practice --level 9")))
                .hasMessage("--level needs 1, 2, 3, 4, random or heuristic, got '9'");
    }

    @Test
    void levelWithoutPracticeIsRefused() {
        assertThatThrownBy(() -> CommandLine.parse(CommandLine.words("--level 2 bob")))
                .hasMessage("--level sets the built-in opponent's strength; it goes with --practice");
    }

    @Test
    void unknownLetterIsNamed() {
        assertThatThrownBy(() -> parse("+z bob")).hasMessage(
                "unknown option letter 'z' in '+z' (letters: b w c a p m r s d h; see ks --help)");
    }

    @Test
    void unknownLongOptionIsNamed() {
        assertThatThrownBy(() -> parse("--colour bob")).hasMessage("unknown option '--colour' (see ks --help)");
    }

    @Test
    void aMistypedLongOptionIsAnsweredWithTheOptionMeant() {
        assertThatThrownBy(() -> parse("--practise")).hasMessage(
                "unknown option '--practise'; did you mean '--practice'? (see ks --help)");
        assertThatThrownBy(() -> parse("--ratngs")).hasMessage(
                "unknown option '--ratngs'; did you mean '--ratings'? (see ks --help)");
        assertThatThrownBy(() -> parse("--pawn-tires bob")).hasMessage(
                "unknown option '--pawn-tires'; did you mean '--pawn-tries'? (see ks --help)");
    }

    @Test
    void aWordOneSlipFromTwoOptionsIsAnsweredWithBoth() {
        // --games (a letter left out) and --name (one changed): either may be meant.
        assertThatThrownBy(() -> parse("--game")).hasMessage(
                "unknown option '--game'; did you mean '--games' or '--name'? (see ks --help)");
    }

    @Test
    void aRuleSetMistypedByOneSlipIsAnsweredWithTheOneMeant() {
        assertThatThrownBy(() -> parse("--rule-set wolf bob")).hasMessage(
                "--rule-set: unknown rule set 'wolf'; did you mean 'wolfe'? (known: wolfe, icc, rand, kref, berkeley,"
                        + " berkeley-any, cincinnati, english)");
    }

    @Test
    void optionMissingItsValueIsRefused() {
        assertThatThrownBy(() -> parse("bob --name")).hasMessage("option --name needs a value: the name your opponent sees, as in --name alice");
    }

    @Test
    void twoOpponentsAreRefused() {
        assertThatThrownBy(() -> parse("bob carol")).hasMessageContaining("one opponent at a time");
    }

    @Test
    void playingYourselfIsRefused() {
        assertThatThrownBy(() -> parse("--name bob bob")).hasMessageContaining("cannot play yourself");
    }

    @Test
    void badNamesAreRefused() {
        assertThatThrownBy(() -> parse("bo$b")).hasMessageContaining("bad opponent name");
        assertThatThrownBy(() -> parse("bob@")).hasMessageContaining("bad host name");
    }

    @Test
    void twoDifferentColoursAreRefusedRatherThanTheLastTaken() throws UsageError {
        assertThatThrownBy(() -> parse("-w -b bob")).hasMessage("-w and -b ask for different colours; give one of them");
        assertThatThrownBy(() -> parse("--black -c bob")).hasMessage("--black and -c ask for different colours; give one"
                + " of them");
        assertThat(parse("--white -w bob").wishes().colour()).isEqualTo(ColourWish.WHITE);
    }

    @Test
    void aBadNameGivenWithTheNameOptionIsCalledANameNotANameName() {
        assertThatThrownBy(() -> parse("--name a$b bob")).hasMessageStartingWith("bad name 'a$b' for --name: use 1 to 64");
    }

    @Test
    void aTimeControlIsAWishToBeAgreed() throws UsageError {
        assertThat(parse("--time 5+3 bob").wishes().time()).isEqualTo("5+3");
    }

    @Test
    void noTimeOptionIsNoTimeWish() throws UsageError {
        assertThat(parse("bob").wishes().time()).isNull();
    }
}
