package ks.app.fileplay;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Reads the binary fields of a game file with every length checked against what is left, so a cut
 * or hostile input is a {@link FileRefused} naming {@code what} was being read, never an exception
 * of the JVM and never an allocation larger than the input.
 */
final class ByteReader {

    private final byte[] data;
    private final String what;
    private int at;

    ByteReader(byte[] data, String what) {
        this.data = data;
        this.what = what;
    }

    int u8() throws FileRefused {
        need(1);
        return data[at++] & 0xFF;
    }

    int u16() throws FileRefused {
        return (u8() << 8) | u8();
    }

    /** A 4-byte length, refused when it exceeds {@code most}. */
    int u32(int most) throws FileRefused {
        need(4);
        long v = ((long) (data[at] & 0xFF) << 24) | ((data[at + 1] & 0xFF) << 16) | ((data[at + 2] & 0xFF) << 8)
                | (data[at + 3] & 0xFF);
        at += 4;
        if (v > most) {
            throw new FileRefused(what + " is damaged (a length of " + v + " where at most " + most + " fits)");
        }
        return (int) v;
    }

    byte[] bytes(int n) throws FileRefused {
        need(n);
        byte[] out = Arrays.copyOfRange(data, at, at + n);
        at += n;
        return out;
    }

    /** {@code n} bytes of strict UTF-8. */
    String utf8(int n) throws FileRefused {
        byte[] b = bytes(n);
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(b)).toString();
        } catch (CharacterCodingException e) {
            throw new FileRefused(what + " is damaged (text that is not UTF-8)");
        }
    }

    int remaining() {
        return data.length - at;
    }

    /** Refuses bytes left over after the last field. */
    void end() throws FileRefused {
        if (at != data.length) {
            throw new FileRefused(what + " is damaged (" + (data.length - at) + " bytes too many)");
        }
    }

    private void need(int n) throws FileRefused {
        if (n < 0 || data.length - at < n) {
            throw new FileRefused(what + " is cut short");
        }
    }
}
