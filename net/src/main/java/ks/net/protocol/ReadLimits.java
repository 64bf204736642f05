package ks.net.protocol;

import com.fasterxml.jackson.core.StreamReadConstraints;

/**
 * The bounds within which a message from the other side is read, one statement for both readers:
 * the data binding ({@link Json}) and the set-up codec ({@link SetUpCodec}). A class of its own so
 * that the set-up codec reaches them without initialising {@link Json}'s mapper.
 */
final class ReadLimits {

    /** No deeper than 16, no string longer than {@link Json#MAX_STRING_CHARS}, no number over 32 digits. */
    static final StreamReadConstraints CONSTRAINTS = StreamReadConstraints.builder()
            .maxNestingDepth(16)
            .maxStringLength(Json.MAX_STRING_CHARS)
            .maxNumberLength(32)
            .build();

    private ReadLimits() {
    }
}
