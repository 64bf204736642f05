package ks.app.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/**
 * This ks's version and build, as the build wrote them into {@code ks/app/version.properties}: the
 * version is printed by {@code ks --version}; the build (version and the moment it was built) is
 * part of the seal on what {@code ks --ratings --check} keeps, so every new build, a snapshot
 * rebuilt after an update included, audits every record again under its own rules.
 */
public final class KsVersion {

    private KsVersion() {
    }

    /** The version, or {@code unknown} when the jar does not say. */
    public static String text() {
        return properties().getProperty("version", "unknown");
    }

    /** The version and when this jar was built, e.g. {@code 0.1.0-SNAPSHOT built 2026-11-26T17:05:12Z}. */
    public static String build() {
        return text() + " built " + properties().getProperty("built", "unknown");
    }

    private static Properties properties() {
        Properties p = new Properties();
        try (InputStream in = KsVersion.class.getResourceAsStream("/ks/app/version.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            p.clear();
        }
        return p;
    }
}
