package ks.crypto.gc;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads Bristol Fashion, the text format of the published MPC circuits (N. Smart et al.,
 * SCALE-MAMBA): a line "gates wires", a line "values n1 n2 ..." (the input values and their
 * widths; their wires come first, in that order), a line "values m1 m2 ..." (the outputs, which
 * are the last wires), then one gate a line: "inputs outputs in... out... OP" with OP one of XOR,
 * AND, INV, EQW. Strict and bounded: lines of at most {@value #MAX_LINE} characters, gate and wire
 * counts within {@link Limits} checked before anything is allocated, exactly the tokens each gate
 * needs, every wire assigned once before it is read, nothing after the last gate. EQ (constants)
 * and MAND gates are refused. Any fault is one {@link CircuitFormatException} naming its line.
 */
public final class BristolFashion {
    /** The longest line read. */
    public static final int MAX_LINE = 1024;
    private static final int MAX_VALUES = 64;

    /** How large a circuit may be read. */
    public record Limits(int maxGates, int maxWires) {
        /** Four million gates and eight million wires. */
        public static final Limits DEFAULT = new Limits(4_000_000, 8_000_000);

        public Limits {
            if (maxGates < 1 || maxWires < 1 || maxWires > BooleanCircuit.MAX_WIRES) {
                throw new IllegalArgumentException("limits are 1 or more gates and 1 to " + BooleanCircuit.MAX_WIRES + " wires");
            }
        }
    }

    private BristolFashion() {
    }

    /**
     * A circuit of one input value (party 0's) or two (party 0's, then party 1's), within the
     * default limits.
     */
    public static BooleanCircuit read(Reader text) throws IOException {
        return read(text, Limits.DEFAULT);
    }

    /**
     * A circuit within {@code limits}; {@code ownerOfValue} gives the party (0 or 1) of each input
     * value, and may be left out for one or two values (party 0's, then party 1's). The outputs
     * are every output value's wires, in order.
     */
    public static BooleanCircuit read(Reader text, Limits limits, int... ownerOfValue) throws IOException {
        Lines lines = new Lines(text);
        String[] header = lines.nextContent("the gate and wire counts");
        lines.expectTokens(header, 2, "the gate and wire counts");
        int gates = lines.number(header[0], limits.maxGates(), "gates");
        int wires = lines.number(header[1], limits.maxWires(), "wires");
        int[] in = values(lines, wires, "input");
        int[] outWidths = values(lines, wires, "output");
        int[] owners = owners(lines, in.length, ownerOfValue);
        long inWires = sum(in);
        long outWires = sum(outWidths);
        if (inWires > wires || outWires > wires) {
            throw lines.fault("the inputs or outputs have more wires than the circuit's " + wires);
        }
        BooleanCircuit.Builder builder = BooleanCircuit.builder(wires);
        List<Integer> party0 = new ArrayList<>();
        List<Integer> party1 = new ArrayList<>();
        int wire = 0;
        for (int v = 0; v < in.length; v++) {
            for (int i = 0; i < in[v]; i++) {
                (owners[v] == 0 ? party0 : party1).add(wire++);
            }
        }
        builder.inputs(0, party0.stream().mapToInt(Integer::intValue).toArray());
        builder.inputs(1, party1.stream().mapToInt(Integer::intValue).toArray());
        boolean[] assigned = new boolean[wires];
        for (int w = 0; w < inWires; w++) {
            assigned[w] = true;
        }
        for (int g = 0; g < gates; g++) {
            gate(lines, builder, assigned, g, gates);
        }
        String[] extra = lines.nextContent(null);
        if (extra != null) {
            throw lines.fault("text after the last of the " + gates + " gates");
        }
        int[] outputs = new int[(int) outWires];
        for (int i = 0; i < outputs.length; i++) {
            outputs[i] = wires - outputs.length + i;
            if (!assigned[outputs[i]]) {
                throw new CircuitFormatException("output wire " + outputs[i] + " is never assigned");
            }
        }
        builder.outputs(outputs);
        try {
            return builder.build();
        } catch (IllegalArgumentException e) {
            throw new CircuitFormatException(e.getMessage());
        }
    }

    private static void gate(Lines lines, BooleanCircuit.Builder builder, boolean[] assigned, int g, int gates)
            throws IOException {
        String[] t = lines.nextContent("gate " + (g + 1) + " of " + gates);
        String op = t[t.length - 1];
        byte kind;
        int operands;
        switch (op) {
            case "XOR" -> {
                kind = BooleanCircuit.XOR;
                operands = 2;
            }
            case "AND" -> {
                kind = BooleanCircuit.AND;
                operands = 2;
            }
            case "INV" -> {
                kind = BooleanCircuit.INV;
                operands = 1;
            }
            case "EQW" -> {
                kind = BooleanCircuit.EQW;
                operands = 1;
            }
            case "EQ" -> throw lines.fault("EQ (a constant) is not supported: fold constants into the circuit");
            case "MAND" -> throw lines.fault("MAND is not supported: write it as AND gates");
            default -> throw lines.fault("unknown gate " + Lines.shown(op) + " (XOR, AND, INV or EQW)");
        }
        lines.expectTokens(t, operands + 4, op + " gate");
        if (lines.number(t[0], 2, "inputs") != operands || lines.number(t[1], 1, "outputs") != 1) {
            throw lines.fault(op + " takes " + operands + " input" + (operands == 1 ? "" : "s") + " and 1 output");
        }
        int a = operand(lines, t[2], assigned);
        int b = operands == 2 ? operand(lines, t[3], assigned) : -1;
        int out = lines.number(t[2 + operands], assigned.length - 1, "wire");
        if (assigned[out]) {
            throw lines.fault("wire " + out + " is assigned a second time");
        }
        assigned[out] = true;
        builder.gate(kind, a, b, out);
    }

    private static int operand(Lines lines, String token, boolean[] assigned) {
        int w = lines.number(token, assigned.length - 1, "wire");
        if (!assigned[w]) {
            throw lines.fault("wire " + w + " is read before it is assigned");
        }
        return w;
    }

    private static int[] values(Lines lines, int wires, String what) throws IOException {
        String[] t = lines.nextContent("the " + what + " values");
        int count = lines.number(t[0], MAX_VALUES, what + " values");
        if (count < 1) {
            throw lines.fault("a circuit has at least one " + what + " value");
        }
        lines.expectTokens(t, count + 1, "the " + what + " values");
        int[] widths = new int[count];
        for (int i = 0; i < count; i++) {
            widths[i] = lines.number(t[i + 1], wires, what + " width");
        }
        return widths;
    }

    private static int[] owners(Lines lines, int values, int[] given) {
        if (given.length == 0) {
            if (values > 2) {
                throw lines.fault(values + " input values: say which party gives each");
            }
            return values == 1 ? new int[] {0} : new int[] {0, 1};
        }
        if (given.length != values) {
            throw lines.fault("the circuit has " + values + " input values, but owners were given for " + given.length);
        }
        for (int owner : given) {
            if (owner != 0 && owner != 1) {
                throw new IllegalArgumentException("a party is 0 or 1, not " + owner);
            }
        }
        return given.clone();
    }

    private static long sum(int[] values) {
        long s = 0;
        for (int v : values) {
            s += v;
        }
        return s;
    }

    /** The text's lines, each read within {@link #MAX_LINE} characters, split at blanks. */
    private static final class Lines {
        private final Reader in;
        private final char[] line = new char[MAX_LINE];
        private int number;

        Lines(Reader in) {
            this.in = in instanceof BufferedReader ? in : new BufferedReader(in);
        }

        /** The next line with tokens; at the end, an error naming {@code what}, or null if it is null. */
        String[] nextContent(String what) throws IOException {
            while (true) {
                int length = readLine();
                if (length < 0) {
                    if (what == null) {
                        return null;
                    }
                    throw new CircuitFormatException("the text ends before " + what);
                }
                String text = new String(line, 0, length).strip();
                if (!text.isEmpty()) {
                    return text.split("[ \t]+");
                }
            }
        }

        void expectTokens(String[] tokens, int count, String what) {
            if (tokens.length != count) {
                throw fault(what + " needs " + count + " numbers and words, not " + tokens.length);
            }
        }

        int number(String token, int max, String what) {
            if (token.isEmpty() || token.length() > 18 || !token.chars().allMatch(c -> c >= '0' && c <= '9')) {
                throw fault(shown(token) + " is not a number of " + what);
            }
            long value = Long.parseLong(token);
            if (value > max) {
                throw fault(value + " " + what + " is more than the " + max + " allowed");
            }
            return (int) value;
        }

        CircuitFormatException fault(String message) {
            return new CircuitFormatException("line " + number + ": " + message);
        }

        /** A token as it may appear in a message: only letters, digits and underscores, and short. */
        static String shown(String token) {
            return token.length() <= 16 && token.chars().allMatch(c -> Character.isLetterOrDigit(c) && c < 128 || c == '_' || c == '-')
                    ? "'" + token + "'" : "an unreadable word";
        }

        private int readLine() throws IOException {
            int length = 0;
            int c = in.read();
            if (c < 0) {
                return -1;
            }
            number++;
            while (c >= 0 && c != '\n') {
                if (length == MAX_LINE) {
                    throw fault("the line is longer than " + MAX_LINE + " characters");
                }
                line[length++] = (char) c;
                c = in.read();
            }
            return length;
        }
    }
}
