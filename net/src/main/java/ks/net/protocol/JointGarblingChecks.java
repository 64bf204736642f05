package ks.net.protocol;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.FutureTask;
import java.util.function.Supplier;
import ks.crypto.gc.BooleanCircuit;
import ks.engine.circuit.Circuit;
import ks.engine.joint.JointCircuits;
import ks.engine.referee.RuleSet;
import ks.net.joint.CircuitBridge;

/**
 * The costly part of a joint record's audit, made ahead on the machine's other cores: each run's
 * garblings made again from the revealed seeds and checked ({@link JointQuestionAudit#garblingFault};
 * docs/joint-referee.md, "The audit"). Nothing in it depends on the replay, only on the record, so
 * it can start before the replay reaches it. The replay still walks every question in order and asks
 * here for each run's verdict where it used to compute it: a verdict made ahead (or the exception
 * the record's bytes raised) is handed over only then, so the audit makes every check it made and
 * stops at the same first fault, in the same words. A run the replay reaches before a core took it
 * is checked on the replay's own thread, as is one whose circuit was not the one guessed here, and
 * every run on a machine of one core.
 */
final class JointGarblingChecks implements AutoCloseable {

    private record Key(int mover, int number, int index) {
    }

    private record Ahead(BooleanCircuit circuit, FutureTask<String> verdict) {
    }

    private final Map<Key, Ahead> ahead = new HashMap<>();
    private final ExecutorService cores;

    /**
     * Starts checking, on a thread for each of the machine's cores, every run of every question the
     * two {@code reveals} hold, in the order of the game: the mover's circuit of each question is
     * the one its kind and colour give under {@code rules}. On one core nothing is made ahead. The
     * replay's own thread mostly waits for these: its share of the work is small.
     */
    JointGarblingChecks(JointQuestionAudit questions, JointMessage.Reveal[] reveals, RuleSet rules) {
        int threads = Runtime.getRuntime().availableProcessors();
        if (threads < 2) {
            cores = null;
            return;
        }
        List<JointMessage.Action> asked = new ArrayList<>();
        List<Integer> movers = new ArrayList<>();
        for (int colour = 0; colour < 2; colour++) {
            for (JointMessage.Action a : reveals[colour].actions()) {
                if (a.number() > 0) {
                    asked.add(a);
                    movers.add(colour);
                }
            }
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < asked.size(); i++) {
            order.add(i);
        }
        order.sort(Comparator.comparingInt(i -> asked.get(i).ply()));
        List<FutureTask<String>> tasks = new ArrayList<>();
        for (int i : order) {
            schedule(questions, asked.get(i), movers.get(i), rules, tasks);
        }
        if (tasks.isEmpty()) {
            cores = null;
            return;
        }
        cores = Executors.newFixedThreadPool(threads, work -> {
            Thread t = new Thread(work, "ks-audit-garblings");
            t.setDaemon(true);
            return t;
        });
        tasks.forEach(cores::execute);
    }

    private void schedule(JointQuestionAudit questions, JointMessage.Action a, int m, RuleSet rules,
            List<FutureTask<String>> tasks) {
        Circuit c = "try".equals(a.kind()) ? JointCircuits.attempt(rules, m) : JointCircuits.any(rules, m);
        if (c == null) {
            return;
        }
        BooleanCircuit bc = CircuitBridge.of(c, m);
        // Its digest is made once, here, before any core reads it.
        bc.digest();
        int n = a.number();
        List<JointMessage.Run> moverRuns = questions.runs(m, n);
        List<JointMessage.Run> otherRuns = questions.runs(1 - m, n);
        for (int i = 0; i < Math.min(moverRuns.size(), otherRuns.size()); i++) {
            JointMessage.Run mr = moverRuns.get(i);
            JointMessage.Run or = otherRuns.get(i);
            JointMessage.Answer[] answers = {questions.account(0, n, mr.run()), questions.account(1, n, mr.run())};
            Key key = new Key(m, n, i);
            if (mr.run() != or.run() || answers[0] == null || answers[1] == null || ahead.containsKey(key)) {
                continue;
            }
            FutureTask<String> verdict = new FutureTask<>(() -> questions.garblingFault(bc, m, mr, or, answers, n));
            ahead.put(key, new Ahead(bc, verdict));
            tasks.add(verdict);
        }
    }

    /**
     * The verdict on run {@code index} of question {@code number} by {@code mover} over circuit
     * {@code bc}: the one made ahead when it was made over the same circuit (taken on this thread
     * if no core has begun it yet), else {@code here}'s, made now. An exception the check raised
     * is raised again here, as it would have been.
     */
    String fault(int mover, int number, int index, BooleanCircuit bc, Supplier<String> here) {
        Ahead a = ahead.get(new Key(mover, number, index));
        if (a == null || a.circuit() != bc) {
            return here.get();
        }
        a.verdict().run();
        try {
            return a.verdict().get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while auditing a question", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /** Stops the cores: checks not begun are dropped, the audit being over. */
    @Override
    public void close() {
        if (cores != null) {
            cores.shutdownNow();
        }
    }
}
