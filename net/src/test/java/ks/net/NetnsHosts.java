package ks.net;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import ks.testkit.Needed;
import ks.testkit.Poll;

/**
 * Throwaway network hosts for tests: Linux network namespaces joined by veth links, host {@code i}
 * at {@code 198.18.0.(i+1)/24}. That is the RFC 2544 benchmark range, routed nowhere, so the hosts
 * cannot reach or disturb a real network; nothing is changed in the namespace the tests run in.
 * {@link #pair()} links two hosts directly; {@link #onBridge(int)} puts any number on one bridge
 * that lives in a namespace of its own. Namespace names are unique per run ({@code ks-PID-RAND-i}).
 * {@link #close()} deletes them all, and so does a shutdown hook if a test never gets that far. Needs
 * root and iproute2; call {@link #assumeAvailable()} first so the test is skipped, with the reason,
 * where namespaces cannot be made.
 */
public final class NetnsHosts implements AutoCloseable {
    /** Host {@code i} has address {@code SUBNET + (i + 1)}. */
    public static final String SUBNET = "198.18.0.";
    private static final int PREFIX_LENGTH = 24;
    private static final long IP_TIMEOUT_SECONDS = 10;

    /** One namespace standing for one machine. */
    public record Host(String namespace, String address) {
    }

    private final String prefix = "ks-" + ProcessHandle.current().pid() + "-"
            + Integer.toHexString(ThreadLocalRandom.current().nextInt(0x1000, 0x10000));
    private final List<String> namespaces = Collections.synchronizedList(new ArrayList<>());
    private final List<Host> hosts = new ArrayList<>();
    private final Thread cleanupAtExit = new Thread(this::deleteNamespaces, "netns-cleanup");

    private NetnsHosts() {
        Runtime.getRuntime().addShutdownHook(cleanupAtExit);
    }

    /** Skips the calling test unless this process can create network namespaces (on CI, where .ci/run is root, fails it). */
    public static void assumeAvailable() {
        assumeTrue(System.getProperty("os.name").toLowerCase().contains("linux"), "network namespaces need Linux");
        String ip = ipCommand();
        Needed.require(ip != null, "network namespaces need the 'ip' command (iproute2), not found on PATH or in /sbin");
        String probe = "ks-probe-" + ProcessHandle.current().pid();
        Result added = run(List.of(ip, "netns", "add", probe));
        if (added.exitCode() == 0) {
            run(List.of(ip, "netns", "delete", probe));
        }
        Needed.require(added.exitCode() == 0, "cannot create network namespaces here (root needed): "
                + added.output().strip());
    }

    /** Two hosts, 198.18.0.1 and 198.18.0.2, joined by one veth pair. */
    public static NetnsHosts pair() {
        NetnsHosts net = new NetnsHosts();
        try {
            Host a = net.addHost(0);
            Host b = net.addHost(1);
            net.ip("-n", a.namespace(), "link", "add", "eth0", "type", "veth", "peer", "name", "eth0", "netns", b.namespace());
            net.configure(a);
            net.configure(b);
            return net;
        } catch (RuntimeException e) {
            net.close();
            throw e;
        }
    }

    /** One host with nothing but its own loopback interface, up (its address: 127.0.0.1). */
    public static NetnsHosts alone() {
        NetnsHosts net = new NetnsHosts();
        try {
            Host host = new Host(net.addNamespace("0"), "127.0.0.1");
            net.hosts.add(host);
            net.ip("-n", host.namespace(), "link", "set", "lo", "up");
            return net;
        } catch (RuntimeException e) {
            net.close();
            throw e;
        }
    }

    /**
     * Waits until every host's {@code eth0} is running, not only set up: a veth link takes a moment
     * after {@code ip link set up}, and until then Java does not count it as up.
     */
    public void awaitLinksUp() {
        for (Host host : hosts) {
            Poll.until("eth0 of " + host.namespace() + " to come up", Duration.ofSeconds(IP_TIMEOUT_SECONDS),
                    Duration.ofMillis(20), () -> run(List.of(ipCommand(), "-n", host.namespace(), "-br", "link", "show",
                            "eth0")).output(), shown -> shown.matches("(?s)\\S+\\s+UP\\s.*"));
        }
    }

    /** Runs {@code ip} inside {@code host} with {@code args} (a link flag, a route); a failure throws. */
    public void ipIn(Host host, String... args) {
        List<String> all = new ArrayList<>(List.of("-n", host.namespace()));
        all.addAll(Arrays.asList(args));
        ip(all.toArray(String[]::new));
    }

    /** {@code count} hosts, 198.18.0.1 upwards, each linked to one bridge. */
    public static NetnsHosts onBridge(int count) {
        if (count < 1 || count > 250) {
            throw new IllegalArgumentException("between 1 and 250 hosts fit the subnet, not " + count);
        }
        NetnsHosts net = new NetnsHosts();
        try {
            String sw = net.addNamespace("sw");
            net.ip("-n", sw, "link", "add", "br0", "type", "bridge");
            net.ip("-n", sw, "link", "set", "br0", "up");
            for (int i = 0; i < count; i++) {
                Host host = net.addHost(i);
                String port = "p" + i;
                net.ip("-n", sw, "link", "add", port, "type", "veth", "peer", "name", "eth0", "netns", host.namespace());
                net.ip("-n", sw, "link", "set", port, "master", "br0");
                net.ip("-n", sw, "link", "set", port, "up");
                net.configure(host);
            }
            return net;
        } catch (RuntimeException e) {
            net.close();
            throw e;
        }
    }

    public Host host(int index) {
        return hosts.get(index);
    }

    public List<Host> hosts() {
        return List.copyOf(hosts);
    }

    /** Every namespace this instance made and has not deleted yet, hosts and bridge alike. */
    public List<String> namespaces() {
        synchronized (namespaces) {
            return List.copyOf(namespaces);
        }
    }

    /** A process builder that runs {@code command} inside {@code host}. */
    public ProcessBuilder processBuilder(Host host, List<String> command) {
        List<String> full = new ArrayList<>(List.of(ipCommand(), "netns", "exec", host.namespace()));
        full.addAll(command);
        return new ProcessBuilder(full);
    }

    /** Starts {@code command} inside {@code host}, standard error merged into standard output. */
    public Process start(Host host, List<String> command) throws IOException {
        return processBuilder(host, command).redirectErrorStream(true).start();
    }

    /** A command line that runs {@code mainClass} on this JVM's java binary and class path. */
    public static List<String> javaCommand(Class<?> mainClass, String... args) {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                // Short-lived helper JVMs: start fast rather than run fast.
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
                "-cp", System.getProperty("java.class.path"),
                mainClass.getName()));
        command.addAll(Arrays.asList(args));
        return command;
    }

    /** Deletes every namespace (and so every link) this instance made. */
    @Override
    public void close() {
        deleteNamespaces();
        try {
            Runtime.getRuntime().removeShutdownHook(cleanupAtExit);
        } catch (IllegalStateException e) {
            // the JVM is already shutting down and the hook runs anyway
        }
    }

    private void deleteNamespaces() {
        for (String namespace : namespaces()) {
            run(List.of(ipCommand(), "netns", "delete", namespace));
            namespaces.remove(namespace);
        }
    }

    private Host addHost(int index) {
        Host host = new Host(addNamespace(String.valueOf(index)), SUBNET + (index + 1));
        hosts.add(host);
        return host;
    }

    private String addNamespace(String suffix) {
        String namespace = prefix + "-" + suffix;
        ip("netns", "add", namespace);
        namespaces.add(namespace);
        return namespace;
    }

    private void configure(Host host) {
        ip("-n", host.namespace(), "addr", "add", host.address() + "/" + PREFIX_LENGTH, "dev", "eth0");
        ip("-n", host.namespace(), "link", "set", "eth0", "up");
        ip("-n", host.namespace(), "link", "set", "lo", "up");
    }

    private void ip(String... args) {
        List<String> command = new ArrayList<>(List.of(ipCommand()));
        command.addAll(Arrays.asList(args));
        Result result = run(command);
        if (result.exitCode() != 0) {
            throw new IllegalStateException(String.join(" ", command) + " failed: " + result.output().strip());
        }
    }

    private static String ipCommand() {
        List<String> dirs = new ArrayList<>(Arrays.asList(System.getenv().getOrDefault("PATH", "").split(":")));
        dirs.addAll(List.of("/usr/sbin", "/sbin", "/usr/bin", "/bin"));
        return dirs.stream().filter(d -> !d.isEmpty()).map(d -> Path.of(d, "ip"))
                .filter(Files::isExecutable).map(Path::toString).findFirst().orElse(null);
    }

    private record Result(int exitCode, String output) {
    }

    private static Result run(List<String> command) {
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            process.getOutputStream().close();
            if (!process.waitFor(IP_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return new Result(-1, String.join(" ", command) + " did not finish in " + IP_TIMEOUT_SECONDS + "s");
            }
            return new Result(process.exitValue(), new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            return new Result(-1, e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Result(-1, "interrupted");
        }
    }
}
