package ks.app.seek;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.List;
import java.util.Map;
import ks.crypto.KnownOpponents;
import ks.crypto.SigningKey;
import ks.net.seek.Seek;
import ks.net.seek.SeekListing;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What {@code ks --seeks} says beside each seek about its name and key. */
class SeekTableTest {

    private static final SecureRandom RANDOM = new SecureRandom();

    @TempDir
    Path config;

    private static Seek seek(SigningKey key, String nonce, String name) {
        return Seek.builder().key(key.identity()).nonce(nonce).name(name).rating(1200).time("5+3").host("198.18.0.1")
                .port(40000).until(4_000_000_000L).build();
    }

    @Test
    void aLookAlikeNameByAnotherKeyIsFlaggedOnBothLines() {
        Seek victor = seek(SigningKey.generate(RANDOM), "0000000000000001", "victor");
        Seek impostor = seek(SigningKey.generate(RANDOM), "0000000000000002", "v\u0456ctor");
        SeekTable table = new SeekTable(new SeekListing(List.of(victor, impostor), Map.of()),
                new KnownOpponents(config));

        assertThat(table.notes(victor)).contains("! another key seeks as v\u0456ctor, a name like this");
        assertThat(table.notes(impostor)).contains("! another key seeks as victor, a name like this");
    }

    @Test
    void theSameNameByAnotherKeyIsFlagged() {
        Seek one = seek(SigningKey.generate(RANDOM), "0000000000000001", "victor");
        Seek other = seek(SigningKey.generate(RANDOM), "0000000000000002", "victor");
        SeekTable table = new SeekTable(new SeekListing(List.of(one, other), Map.of()), new KnownOpponents(config));

        assertThat(table.notes(one)).contains("! another key seeks as this name too");
    }

    @Test
    void aNameThatMixesScriptsIsFlaggedAlone() {
        Seek mixed = seek(SigningKey.generate(RANDOM), "0000000000000003", "vi\u0441tor");
        SeekTable table = new SeekTable(new SeekListing(List.of(mixed), Map.of()), new KnownOpponents(config));

        assertThat(table.notes(mixed)).anyMatch(n -> n.startsWith("! the name "));
    }

    @Test
    void anOrdinaryNameAloneGetsNoWarning() {
        Seek plain = seek(SigningKey.generate(RANDOM), "0000000000000004", "victor");
        SeekTable table = new SeekTable(new SeekListing(List.of(plain), Map.of()), new KnownOpponents(config));

        assertThat(table.notes(plain)).noneMatch(n -> n.startsWith("!"));
    }

    private String printed(SeekTable table, int columns) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        table.print(new PrintStream(bytes, true, StandardCharsets.UTF_8), 3, columns);
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aTableThatFitsIsPrintedInRows() {
        Seek plain = seek(SigningKey.generate(RANDOM), "0000000000000004", "victor");
        SeekTable table = new SeekTable(new SeekListing(List.of(plain), Map.of()), new KnownOpponents(config));

        assertThat(printed(table, 0).lines()).element(1).asString().startsWith("  id  ").contains("time control  key");
        assertThat(printed(table, 120)).isEqualTo(printed(table, 0));
    }

    @Test
    void aTableTooWideForTheTerminalPrintsEachSeekAsABlockOfLinesThatFit() {
        Seek plain = seek(SigningKey.generate(RANDOM), "0000000000000004", "victor");
        SeekTable table = new SeekTable(new SeekListing(List.of(plain), Map.of()), new KnownOpponents(config));

        List<String> lines = printed(table, 40).lines().toList();
        assertThat(lines).containsExactly("Open seeks on the local network:",
                plain.id() + "  victor, rating 1200, 5+3",
                "  key " + plain.key().fingerprint(),
                "  victor is new to you",
                "Ask for one with: ks --play ID");
        assertThat(lines).allSatisfy(l -> assertThat(l.length()).as(l).isLessThanOrEqualTo(40));
    }
}
