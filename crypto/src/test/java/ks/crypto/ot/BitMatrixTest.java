package ks.crypto.ot;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

class BitMatrixTest {

    @Test
    void eachRowHoldsBitIOfEveryColumn() {
        Random random = new Random(1);
        int n = 384;
        long[][] columns = new long[128][n / 64];
        for (long[] column : columns) {
            for (int i = 0; i < column.length; i++) {
                column[i] = random.nextLong();
            }
        }
        long[] rows = BitMatrix.transpose(columns, n);
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < 128; j++) {
                long columnBit = columns[j][i / 64] >>> (i % 64) & 1;
                long rowBit = rows[2 * i + j / 64] >>> (j % 64) & 1;
                assertThat(rowBit).as("row %d column %d", i, j).isEqualTo(columnBit);
            }
        }
    }
}
