package ks.app;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Headless Chromium from the Debian packages, for testing the club's web page as a browser sees
 * it: the page's DOM after its scripts ran, and screenshots. Each run gets a fresh profile and
 * the flags that keep it from reaching anything but the page.
 */
final class Chromium {

    private Chromium() {
    }

    /** The browser's program, or null when it is not installed ({@code .ci/run} installs it). */
    static String program() {
        for (String p : new String[] {"/usr/bin/chromium", "/usr/bin/chromium-browser"}) {
            if (Files.isExecutable(Path.of(p))) {
                return p;
            }
        }
        return null;
    }

    /** The DOM of {@code url} after its scripts ran. */
    static String dom(String url, Path scratch) throws IOException, InterruptedException {
        return run(scratch, "--dump-dom", url);
    }

    /** A screenshot of {@code url} into {@code png}. */
    static void screenshot(String url, Path png, Path scratch) throws IOException, InterruptedException {
        run(scratch, "--window-size=1100,1000", "--hide-scrollbars", "--screenshot=" + png, url);
        if (!Files.isRegularFile(png)) {
            throw new IOException("chromium wrote no screenshot");
        }
    }

    private static String run(Path scratch, String... args) throws IOException, InterruptedException {
        Path profile = Files.createTempDirectory(scratch, "chromium-profile");
        List<String> cmd = new ArrayList<>(List.of(program(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--user-data-dir=" + profile));
        cmd.addAll(List.of(args));
        Path out = Files.createTempFile(scratch, "chromium", ".out");
        Path err = Files.createTempFile(scratch, "chromium", ".err");
        Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!p.waitFor(90, TimeUnit.SECONDS)) {
            p.destroyForcibly().waitFor();
            throw new IOException("chromium did not finish in 90 s");
        }
        if (p.exitValue() != 0) {
            throw new IOException("chromium failed: " + Files.readString(err, StandardCharsets.UTF_8));
        }
        return Files.readString(out, StandardCharsets.UTF_8);
    }
}
