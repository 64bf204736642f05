package ks.crypto.twopc;

/**
 * What a run leaves for the transcript: its number, the circuit's digest, the digests of the
 * garbling this side sent and of the one it received (empty when there was none), the digest of
 * the input labels this side obtained by OT (empty when it evaluated nothing), this side's garbling
 * seed (secret until the game's end, when revealing it lets the other side re-garble and check;
 * empty when it garbled nothing) and the bytes sent and received in the run.
 */
public record RunRecord(long run, byte[] circuitDigest, byte[] sentGarbling, byte[] receivedGarbling,
        byte[] obtainedLabels, byte[] garblingSeed, long bytesSent, long bytesReceived) {

    /** The instance number of the garbling by {@code garbler} in run {@code run}: the hash's tweak prefix. */
    public static long instance(long run, int garbler) {
        return 2 * run + garbler;
    }

    @Override
    public byte[] circuitDigest() {
        return circuitDigest.clone();
    }

    @Override
    public byte[] sentGarbling() {
        return sentGarbling.clone();
    }

    @Override
    public byte[] receivedGarbling() {
        return receivedGarbling.clone();
    }

    @Override
    public byte[] obtainedLabels() {
        return obtainedLabels.clone();
    }

    @Override
    public byte[] garblingSeed() {
        return garblingSeed.clone();
    }
}
