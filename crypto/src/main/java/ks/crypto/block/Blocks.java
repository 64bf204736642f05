package ks.crypto.block;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * 128-bit blocks (labels, OT rows, hash inputs) kept two longs to a block in {@code long[]}
 * arrays: block k is {@code a[2k]} (bytes 0-7, little-endian) and {@code a[2k + 1]} (bytes 8-15).
 * A block's "colour" bit, the one point-and-permute reads, is the lowest bit of its first byte.
 */
public final class Blocks {
    /** Bytes in a block. */
    public static final int BYTES = 16;

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private Blocks() {
    }

    /** The long at byte offset {@code at} of {@code bytes}, little-endian. */
    public static long getLong(byte[] bytes, int at) {
        return (long) LONGS.get(bytes, at);
    }

    /** Writes {@code value} little-endian at byte offset {@code at} of {@code bytes}. */
    public static void putLong(byte[] bytes, int at, long value) {
        LONGS.set(bytes, at, value);
    }

    /** Copies {@code count} blocks from {@code blocks} (from block {@code from}) into bytes at {@code at}. */
    public static void toBytes(long[] blocks, int from, int count, byte[] bytes, int at) {
        for (int k = 0; k < count; k++) {
            LONGS.set(bytes, at + k * BYTES, blocks[2 * (from + k)]);
            LONGS.set(bytes, at + k * BYTES + 8, blocks[2 * (from + k) + 1]);
        }
    }

    /** Reads {@code count} blocks from bytes at {@code at} into {@code blocks} from block {@code from}. */
    public static void fromBytes(byte[] bytes, int at, int count, long[] blocks, int from) {
        for (int k = 0; k < count; k++) {
            blocks[2 * (from + k)] = (long) LONGS.get(bytes, at + k * BYTES);
            blocks[2 * (from + k) + 1] = (long) LONGS.get(bytes, at + k * BYTES + 8);
        }
    }

    /** The blocks of {@code blocks} as bytes. */
    public static byte[] toBytes(long[] blocks) {
        byte[] bytes = new byte[blocks.length * 8];
        toBytes(blocks, 0, blocks.length / 2, bytes, 0);
        return bytes;
    }

    /** {@code bytes} (a multiple of 16 long) as blocks. */
    public static long[] fromBytes(byte[] bytes) {
        if (bytes.length % BYTES != 0) {
            throw new IllegalArgumentException("blocks are " + BYTES + " bytes each, not " + bytes.length + " in all");
        }
        long[] blocks = new long[bytes.length / 8];
        fromBytes(bytes, 0, bytes.length / BYTES, blocks, 0);
        return blocks;
    }
}
