package ks.app.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The belief bench's small runs: what it prints, and that it refuses what it does not know. */
class BeliefBenchTest {

    @Test
    void aFirstGameThatIsNotAWholeNumberIsNamedInOneLine() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Bench.run(new String[] {"belief", "strength", "2", "4", "icc", "heuristic", "y"}, System.out,
                new PrintStream(err, true, StandardCharsets.UTF_8));

        assertThat(status).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .isEqualTo("ks: bench: belief: FROM must be a whole number, got 'y'" + System.lineSeparator());
    }

    @Test
    void oneGameOfCalibrationComparesTheBeliefWithTheTokensAndTheUniformSpread() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = Bench.run(new String[] {"belief", "calibration", "1"}, new PrintStream(out, true,
                StandardCharsets.UTF_8), System.err);

        assertThat(status).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("1 games of level 1 against level 1 under wolfe")
                .containsPattern("belief 0\\.\\d{3} +tokens 0\\.\\d{3} +uniform 0\\.\\d{3}")
                .containsPattern("the belief's 95% interval over games: 0\\.\\d{3} to 0\\.\\d{3}");
    }

    @Test
    void calibrationNamesTheBeliefsModel() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = Bench.run(new String[] {"belief", "calibration", "1", "both", "berkeley-any"},
                new PrintStream(out, true, StandardCharsets.UTF_8), System.err);

        assertThat(status).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8))
                .contains("1 games of level 1 against level 1 under berkeley-any, belief both");
    }

    @Test
    void calibrationMeasuresABeliefThatFitsTheEnemysModel() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = Bench.run(new String[] {"belief", "calibration", "1", "fitted", "berkeley-any"},
                new PrintStream(out, true, StandardCharsets.UTF_8), System.err);

        assertThat(status).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8))
                .contains("1 games of level 1 against level 1 under berkeley-any, belief fitted")
                .containsPattern("belief 0\\.\\d{3} +tokens 0\\.\\d{3} +uniform 0\\.\\d{3}");
    }

    @Test
    void anUnknownBeliefModelIsNamedInOneLine() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Bench.run(new String[] {"belief", "calibration", "1", "clever"}, System.out,
                new PrintStream(err, true, StandardCharsets.UTF_8));

        assertThat(status).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo(
                "ks: bench: belief: MODEL must be plain, apart, takeback, both, used or fitted, got 'clever'" + System.lineSeparator());
    }

    @Test
    void oneGameOfCostGivesTheWallClockAndTheThreadsCpuTime() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = Bench.run(new String[] {"belief", "cost", "1", "2"}, new PrintStream(out, true,
                StandardCharsets.UTF_8), System.err);

        assertThat(status).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("load average")
                .containsPattern("belief update \\(one attempt of ours or one enemy move\\), wall: \\d+ timed")
                .containsPattern("belief update, CPU time of the thread: \\d+ timed, mean \\d+\\.\\d\\d ms")
                .containsPattern("costliest belief updates by CPU time: \\d+\\.\\d ms \\(game 0, update \\d+\\)");
    }

    @Test
    void strengthGivesTheScoreTheMatesTheLeadsConvertedAndTheTimeOfAMove() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = Bench.run(new String[] {"belief", "strength", "2", "4", "berkeley-any", "random"},
                new PrintStream(out, true, StandardCharsets.UTF_8), System.err);

        assertThat(status).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8))
                .contains("level 4 against level random under berkeley-any, 2 games")
                .containsPattern("score \\d+\\.\\d%")
                .containsPattern("mates given \\d+ \\(\\d+\\.\\d% of games\\)")
                .containsPattern("10 points ahead in \\d+ games; mated within 100 plies after in \\d+")
                .containsPattern("move chosen .*: \\d+ timed, .* p99 \\d+\\.\\d+ ms");
    }

    @Test
    void leadsFollowEachTenPointLeadAHundredPliesBesideTheStrengthFigures() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = Bench.run(new String[] {"belief", "leads", "1", "4", "berkeley-any", "random"},
                new PrintStream(out, true, StandardCharsets.UTF_8), System.err);

        assertThat(status).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8))
                .contains("level 4 against level random under berkeley-any, 1 games")
                .contains("every ten-point lead followed 100 plies:")
                .containsPattern("  lead game 0 \\(white\\) ply \\d+: (mate|mated|won, \\w+|drawn, \\w+|lost, \\w+) \\+\\d+;"
                        + " at lead K\\w* v K\\w*; at \\+100 K\\w* v K\\w* \\(lead -?\\d+\\); heavy lost \\d+.*;"
                        + " enemy promoted (never|at \\+\\d+.*); enemy king alone \\d+ plies, king and pawns \\d+ plies");
    }

    @Test
    void leadsTellWhichManEachCaptureOfOursTookAgainstTheBelief() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = Bench.run(new String[] {"belief", "leads", "1", "4", "berkeley-any", "random"},
                new PrintStream(out, true, StandardCharsets.UTF_8), System.err);

        assertThat(status).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8))
                .containsPattern("  victim game 0 ply \\d+ [a-h][1-8]: [pnbrq]; belief p \\d\\.\\d\\d n \\d\\.\\d\\d"
                        + " b \\d\\.\\d\\d r \\d\\.\\d\\d q \\d\\.\\d\\d; (next turn r \\d\\.\\d\\d of \\d q \\d\\.\\d\\d of \\d|no next turn)")
                .containsPattern("  victims game 0: attempts read \\d+, a live rook held for gone at \\d+, a live queen at \\d+");
    }

    @Test
    void lossesTellWhatTheBeliefSaidOfEachRookOrQueenTaken() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = Bench.run(new String[] {"belief", "losses", "1", "4", "berkeley-any", "heuristic", "1"},
                new PrintStream(out, true, StandardCharsets.UTF_8), System.err);

        assertThat(status).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8))
                .contains("level 4 against level heuristic under berkeley-any, 1 games from game 1")
                .containsPattern("  game 1 ply \\d+: [RQ][a-h][1-8] taken by [pnbrqk] from [a-h][1-8]; (came there taking"
                        + "|came there|stood there), (un)?guarded, lead -?\\d+; belief: \\d\\.\\d\\d on the taker's square,"
                        + " \\d+\\.\\d\\d attackers expected")
                .containsPattern("rooks and queens taken [1-9]\\d*; on the square our man came to the move before \\d+");
    }

    @Test
    void lostTellsHowEachSignalOfTheBeliefTellsALostSampleApart() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = Bench.run(new String[] {"belief", "lost", "1", "4", "berkeley-any", "heuristic", "6"},
                new PrintStream(out, true, StandardCharsets.UTF_8), System.err);

        assertThat(status).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8))
                .containsPattern("level 4 against level heuristic under berkeley-any, 1 games from game 6; leads converted"
                        + " [01], not [01]")
                .containsPattern("  \\d+ readings: share on the true squares mean (\\d\\.\\d{3}|NaN), under 0\\.1 \\(lost\\)"
                        + " at (\\d+\\.\\d|NaN)%; sharpness mean (\\d\\.\\d{3}|NaN)")
                .containsPattern("  sharpness: mean not converted lost (\\d\\.\\d{3}|NaN), not lost (\\d\\.\\d{3}|NaN);"
                        + " .*AUC lost vs not (\\d\\.\\d{3}|NaN)")
                .containsPattern("  sharpness under 0\\.3: not converted lost (\\d+\\.\\d|NaN)%");
    }

    @Test
    void regionsReadEachTrueManInsideARegionOfItsKindBesideLevel4sSample() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = Bench.run(new String[] {"belief", "regions", "1", "4", "berkeley-any", "heuristic", "6"},
                new PrintStream(out, true, StandardCharsets.UTF_8), System.err);

        assertThat(status).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8))
                .contains("regions beside level 4's sample against level heuristic under berkeley-any, games 6 to 6")
                .containsPattern("true men inside a region of their kind, % +(100\\.0|0\\.0) +100\\.0")
                .containsPattern("pawn placings the regions allow, log10 \\(median\\) +\\d+\\.\\d +\\d+\\.\\d");
    }

    @Test
    void regionsReadTheTurnsAtWhichEveryGuessIsRuledOutAndTheHeavyMenLostAfterThem() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = Bench.run(new String[] {"belief", "regions", "1", "4", "berkeley-any", "heuristic", "6"},
                new PrintStream(out, true, StandardCharsets.UTF_8), System.err);

        assertThat(status).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8))
                .contains("the lost sample (every guess ruled out by some region), turns read:")
                .containsPattern("  lost +\\d+ turns, a rook or queen of ours gone by our next turn in \\d+")
                .containsPattern("lost turns, mended guesses .*: weight on the true king's square \\d\\.\\d{3} -> \\d\\.\\d{3}");
    }

    @Test
    void regionsAreReadBesideLevel4Only() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Bench.run(new String[] {"belief", "regions", "1", "3", "berkeley-any", "heuristic"}, System.out,
                new PrintStream(err, true, StandardCharsets.UTF_8));

        assertThat(status).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo(
                "ks: bench: the regions are read beside level 4's sample; give level 4" + System.lineSeparator());
    }

    @Test
    void aStrengthRunFromALaterGamePlaysTheSameGamesAsTheWholeRun() {
        String whole = strength("3");
        String part = strength("1", "2");

        assertThat(part).contains("1 games from game 2");
        String game2 = part.lines().filter(l -> l.startsWith("  game 2 ")).findFirst().orElseThrow();
        assertThat(whole).contains(game2);
    }

    /** The output of {@code strength GAMES 1 wolfe 1 [FROM]}: level 1 against itself, whose games are all told. */
    private static String strength(String... gamesAndFrom) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        String[] args = gamesAndFrom.length == 1
                ? new String[] {"belief", "strength", gamesAndFrom[0], "1", "wolfe", "1"}
                : new String[] {"belief", "strength", gamesAndFrom[0], "1", "wolfe", "1", gamesAndFrom[1]};
        assertThat(Bench.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), System.err)).isZero();
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void anUnknownBeliefMeasureGetsTheUsage() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Bench.run(new String[] {"belief", "speed"}, System.out, new PrintStream(err, true,
                StandardCharsets.UTF_8));

        assertThat(status).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("ks bench belief calibration|strength|leads|losses|lost|regions|cost");
    }
}
