package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ByteRowsTest {

    @Test
    void rowsOfEveryLengthReadBackAsAddedAfterTheArraysGrew() {
        ByteRows rows = new ByteRows(1, 1);
        List<byte[]> added = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            byte[] row = new byte[i % 7 == 0 ? 0 : i % 120];
            for (int j = 0; j < row.length; j++) {
                row[j] = (byte) (i + j);
            }
            rows.add(row);
            added.add(row);
        }
        assertThat(rows.size()).isEqualTo(300);
        for (int i = 0; i < added.size(); i++) {
            assertThat(rows.get(i)).as("row %d", i).isEqualTo(added.get(i));
        }
    }

    @Test
    void aRowBeyondTheLastIsRefused() {
        ByteRows rows = new ByteRows(4, 4);
        rows.add(new byte[] {1});
        assertThatThrownBy(() -> rows.get(1)).isInstanceOf(IndexOutOfBoundsException.class);
    }
}
