package ks.app.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/**
 * This ks's version, as the build wrote it into {@code ks/app/version.properties}: printed by
 * {@code ks --version}, and part of the seal on what {@code ks --ratings --check} keeps, so a new
 * version audits every record again under its own rules.
 */
public final class KsVersion {

    private KsVersion() {
    }

    /** The version, or {@code unknown} when the jar does not say. */
    public static String text() {
        try (InputStream in = KsVersion.class.getResourceAsStream("/ks/app/version.properties")) {
            Properties p = new Properties();
            if (in != null) {
                p.load(in);
            }
            return p.getProperty("version", "unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }
}
