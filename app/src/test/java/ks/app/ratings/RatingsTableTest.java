package ks.app.ratings;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import ks.engine.rating.Standing;
import org.junit.jupiter.api.Test;

class RatingsTableTest {
    private final List<Standing> table = List.of(new Standing("alice", 1210, 1, 1, 0, 0),
            new Standing("bob", 1190, 2, 0, 1, 1));

    @Test
    void aWideTerminalOrNoneGetsTheSpaciousTable() {
        assertThat(RatingsTable.of(table, 0)).isEqualTo("""
                  player  rating  games   won  drawn  lost
                  alice     1210      1     1      0     0
                  bob       1190      2     0      1     1
                """);
    }

    @Test
    void aNarrowTerminalGetsColumnsThatFitIt() {
        String text = RatingsTable.of(table, 40);
        assertThat(text.lines()).allMatch(l -> l.length() <= 40);
        assertThat(text).isEqualTo("""
                player rating games won drawn lost
                alice    1210     1   1     0    0
                bob      1190     2   0     1    1
                """);
    }

    @Test
    void aTerminalTooNarrowForColumnsGetsALineOfWordsForEachPlayer() {
        assertThat(RatingsTable.of(table, 30)).isEqualTo("""
                alice 1210: 1 game, 1 won, 0 drawn, 0 lost
                bob 1190: 2 games, 0 won, 1 drawn, 1 lost
                """);
    }
}
