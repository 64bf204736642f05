package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** README.md is where a newcomer starts: it must lead to every document in docs/. */
class ReadmeTest {

    private static final Path ROOT = Path.of("..");

    @Test
    void everyDocumentIsNamedInTheReadme() throws IOException {
        String readme = Files.readString(ROOT.resolve("README.md"));
        List<String> docs;
        try (Stream<Path> files = Files.list(ROOT.resolve("docs"))) {
            docs = files.map(p -> "docs/" + p.getFileName()).filter(n -> n.endsWith(".md")).sorted().toList();
        }
        assertThat(docs).isNotEmpty().allSatisfy(doc -> assertThat(readme).as(doc).contains("`" + doc + "`"));
    }
}
