package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.spi.ToolProvider;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * No two of ks's packages depend on each other, directly or around a loop (docs/architecture.md):
 * the JDK's own {@code jdeps} reads the compiled classes of every module, and the package graph
 * it prints must have no strongly connected component of more than one package.
 */
@Timeout(120)
class PackageCyclesTest {

    private static final Pattern EDGE = Pattern.compile("^\\s+(ks\\.[\\w.]+)\\s+->\\s+(ks\\.[\\w.]+)\\s");

    @Test
    void noPackageDependsOnItselfThroughAnother() throws Exception {
        Map<String, Set<String>> graph = packageGraph(ks.text.Printable.class, ks.engine.Position.class,
                ks.crypto.SigningKey.class, ks.net.protocol.Session.class, Main.class);

        assertThat(graph).containsKey("ks.net.protocol").containsKey("ks.app");
        assertThat(cycles(graph)).as("package cycles").isEmpty();
    }

    /** Package to the ks packages it uses, from jdeps over the class directories holding {@code classes}. */
    private static Map<String, Set<String>> packageGraph(Class<?>... classes) throws URISyntaxException {
        List<String> args = new ArrayList<>(List.of("-verbose:package", "-filter:none"));
        for (Class<?> c : classes) {
            args.add(Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString());
        }
        StringWriter out = new StringWriter();
        int code = ToolProvider.findFirst("jdeps").orElseThrow()
                .run(new PrintWriter(out), new PrintWriter(new StringWriter()), args.toArray(String[]::new));
        assertThat(code).as(out.toString()).isZero();
        Map<String, Set<String>> graph = new HashMap<>();
        for (String line : out.toString().split("\n")) {
            Matcher m = EDGE.matcher(line);
            if (m.find() && !m.group(1).equals(m.group(2))) {
                graph.computeIfAbsent(m.group(1), k -> new HashSet<>()).add(m.group(2));
            }
        }
        return graph;
    }

    /** The graph's strongly connected components of two or more packages (Tarjan's algorithm). */
    private static List<Set<String>> cycles(Map<String, Set<String>> graph) {
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        List<Set<String>> found = new ArrayList<>();
        for (String v : graph.keySet()) {
            if (!index.containsKey(v)) {
                connect(v, graph, index, low, stack, found);
            }
        }
        return found;
    }

    private static void connect(String v, Map<String, Set<String>> graph, Map<String, Integer> index,
            Map<String, Integer> low, Deque<String> stack, List<Set<String>> found) {
        index.put(v, index.size());
        low.put(v, index.get(v));
        stack.push(v);
        for (String w : graph.getOrDefault(v, Set.of())) {
            if (!index.containsKey(w)) {
                connect(w, graph, index, low, stack, found);
                low.put(v, Math.min(low.get(v), low.get(w)));
            } else if (stack.contains(w)) {
                low.put(v, Math.min(low.get(v), index.get(w)));
            }
        }
        if (low.get(v).equals(index.get(v))) {
            Set<String> component = new TreeSet<>();
            String w;
            do {
                w = stack.pop();
                component.add(w);
            } while (!w.equals(v));
            if (component.size() > 1) {
                found.add(component);
            }
        }
    }
}
