package ks.app.fileplay;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/** Writes the binary fields {@link ByteReader} reads: big-endian integers, bytes and UTF-8 with a length before. */
final class ByteWriter {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    ByteWriter u8(int v) {
        if (v < 0 || v > 0xFF) {
            throw new IllegalArgumentException("does not fit a byte: " + v);
        }
        out.write(v);
        return this;
    }

    ByteWriter u16(int v) {
        if (v < 0 || v > 0xFFFF) {
            throw new IllegalArgumentException("does not fit two bytes: " + v);
        }
        out.write(v >>> 8);
        out.write(v & 0xFF);
        return this;
    }

    ByteWriter u32(int v) {
        if (v < 0) {
            throw new IllegalArgumentException("negative length: " + v);
        }
        out.write(v >>> 24);
        out.write((v >>> 16) & 0xFF);
        out.write((v >>> 8) & 0xFF);
        out.write(v & 0xFF);
        return this;
    }

    ByteWriter bytes(byte[] b) {
        out.write(b, 0, b.length);
        return this;
    }

    /** Text as a one-byte length and its UTF-8. */
    ByteWriter text8(String s) {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        return u8(b.length).bytes(b);
    }

    /** Bytes with a two-byte length before them. */
    ByteWriter bytes16(byte[] b) {
        return u16(b.length).bytes(b);
    }

    byte[] toBytes() {
        return out.toByteArray();
    }
}
