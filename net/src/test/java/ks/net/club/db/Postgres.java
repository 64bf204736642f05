package ks.net.club.db;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import ks.testkit.Needed;

/**
 * A throwaway PostgreSQL server for the database tests: a fresh cluster made by {@code initdb} in
 * a temporary directory, listening on a free loopback port, started once per test JVM and removed
 * when it exits. PostgreSQL refuses to run as root, so as root the cluster is owned and run by
 * the {@code postgres} user. {@link #url()} is null (with {@link #why()} saying why) when the
 * server's programs are not installed; {@code .ci/run} installs them.
 */
public final class Postgres {

    private static final AtomicInteger NEXT = new AtomicInteger();
    private static Postgres shared;
    /** The database the club's migrations were run on once in this JVM, copied by {@link #freshMigratedDatabase}. */
    private static String migratedTemplate;

    private final String url;
    private final String why;

    private Postgres(String url, String why) {
        this.url = url;
        this.why = why;
    }

    /** The JDBC address of the shared server, starting it on first use; null when there is none. */
    public static synchronized String url() {
        if (shared == null) {
            shared = start();
        }
        return shared.url;
    }

    /**
     * The JDBC address of a new empty database on the shared server, named after {@code prefix},
     * this JVM and a count; the test is skipped (failed on CI) when there is no server.
     */
    public static String freshDatabase(String prefix) throws SQLException {
        String url = url();
        Needed.require(url != null, why());
        String name = prefix + ProcessHandle.current().pid() + "_" + NEXT.incrementAndGet();
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + name);
        }
        return url.replace("/ksclub?", "/" + name + "?");
    }

    /**
     * Like {@link #freshDatabase}, but already holding the club's schema (and no rows): a copy
     * ({@code CREATE DATABASE ... TEMPLATE}) of a database the club's own migrations were run on
     * once in this JVM. A suite of many tests, each on a new database, then runs the migrations
     * once instead of once per test; that a club migrates an empty database is tested on
     * {@link #freshDatabase}'s.
     */
    public static String freshMigratedDatabase(String prefix) throws SQLException {
        String template;
        synchronized (Postgres.class) {
            if (migratedTemplate == null) {
                String url = freshDatabase("template");
                // Two connections: Flyway migrates on one while it holds its lock on another.
                ClubDatabase.open(url, null, null, 2).close();
                migratedTemplate = url.substring(url.lastIndexOf('/') + 1, url.indexOf('?'));
            }
            template = migratedTemplate;
        }
        String url = url();
        String name = prefix + ProcessHandle.current().pid() + "_" + NEXT.incrementAndGet();
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + name + " TEMPLATE " + template);
        }
        return url.replace("/ksclub?", "/" + name + "?");
    }

    public static synchronized String why() {
        url();
        return shared.why;
    }

    private static Postgres start() {
        Path bin = binDir();
        if (bin == null) {
            return new Postgres(null, "PostgreSQL's initdb and pg_ctl are not installed (apt-get install postgresql)");
        }
        try {
            boolean root = "root".equals(System.getProperty("user.name"));
            Path dir = Files.createTempDirectory("ks-pg-", PosixFilePermissions.asFileAttribute(
                    PosixFilePermissions.fromString("rwxr-xr-x")));
            Path data = dir.resolve("data");
            if (root) {
                run(List.of("chown", "postgres:postgres", dir.toString()), null);
            }
            int port;
            try (ServerSocket s = new ServerSocket(0)) {
                port = s.getLocalPort();
            }
            run(as(root, List.of(bin.resolve("initdb").toString(), "-D", data.toString(), "-A", "trust", "-U", "ks",
                    "-E", "UTF8", "--no-sync")), null);
            run(as(root, List.of(bin.resolve("pg_ctl").toString(), "-D", data.toString(), "-w", "-t", "60", "-l",
                    dir.resolve("log").toString(), "-o", "-p " + port + " -k " + dir + " -c listen_addresses=127.0.0.1"
                            + " -c fsync=off", "start")), null);
            Runtime.getRuntime().addShutdownHook(new Thread(() -> stop(root, bin, dir, data)));
            run(as(root, List.of(bin.resolve("createdb").toString(), "-h", "127.0.0.1", "-p", String.valueOf(port),
                    "-U", "ks", "ksclub")), null);
            return new Postgres("jdbc:postgresql://127.0.0.1:" + port + "/ksclub?user=ks", null);
        } catch (IOException | InterruptedException e) {
            return new Postgres(null, "cannot start a throwaway PostgreSQL: " + e.getMessage());
        }
    }

    private static void stop(boolean root, Path bin, Path dir, Path data) {
        try {
            run(as(root, List.of(bin.resolve("pg_ctl").toString(), "-D", data.toString(), "-m", "immediate", "stop")),
                    null);
        } catch (IOException | InterruptedException e) {
            // The JVM is exiting; the directory goes either way.
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // Best effort in a temporary directory.
        }
    }

    private static List<String> as(boolean root, List<String> command) {
        if (!root) {
            return command;
        }
        List<String> all = new ArrayList<>(List.of("runuser", "-u", "postgres", "--"));
        all.addAll(command);
        return all;
    }

    private static void run(List<String> command, Path in) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getOutputStream().close();
        byte[] out = p.getInputStream().readAllBytes();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new IOException(command.get(0) + " did not finish");
        }
        if (p.exitValue() != 0) {
            throw new IOException(String.join(" ", command) + " failed: " + new String(out, StandardCharsets.UTF_8)
                    .strip());
        }
    }

    private static Path binDir() {
        for (String d : new String[] {"/usr/lib/postgresql"}) {
            Path base = Path.of(d);
            if (Files.isDirectory(base)) {
                try (Stream<Path> versions = Files.list(base)) {
                    Path found = versions.map(v -> v.resolve("bin")).filter(b -> Files.isExecutable(b.resolve("initdb")))
                            .max(Comparator.naturalOrder()).orElse(null);
                    if (found != null) {
                        return found;
                    }
                } catch (IOException e) {
                    return null;
                }
            }
        }
        return null;
    }
}
