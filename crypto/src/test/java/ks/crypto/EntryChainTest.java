package ks.crypto;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class EntryChainTest {

    private static byte[] b(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void theSameEntriesGiveTheSameDigest() {
        Digest a = EntryChain.next(EntryChain.next(EntryChain.start(b("game")), b("e2e4")), b("e7e5"));
        Digest again = EntryChain.next(EntryChain.next(EntryChain.start(b("game")), b("e2e4")), b("e7e5"));
        assertThat(a).isEqualTo(again);
    }

    @Test
    void reorderedEntriesGiveAnotherDigest() {
        Digest a = EntryChain.next(EntryChain.next(EntryChain.start(b("game")), b("e2e4")), b("e7e5"));
        Digest b = EntryChain.next(EntryChain.next(EntryChain.start(b("game")), b("e7e5")), b("e2e4"));
        assertThat(a).isNotEqualTo(b);
    }

    @Test
    void anotherContextGivesAnotherDigest() {
        assertThat(EntryChain.next(EntryChain.start(b("game 1")), b("e2e4")))
                .isNotEqualTo(EntryChain.next(EntryChain.start(b("game 2")), b("e2e4")));
    }

    @Test
    void entryBoundariesCount() {
        Digest split = EntryChain.next(EntryChain.next(EntryChain.start(b("g")), b("ab")), b("c"));
        Digest other = EntryChain.next(EntryChain.next(EntryChain.start(b("g")), b("a")), b("bc"));
        assertThat(split).isNotEqualTo(other);
    }
}
