/**
 * Secure two-party computation of a {@link ks.crypto.gc.BooleanCircuit} between two processes: a
 * {@link ks.crypto.twopc.Party} per connection runs the base OTs once, then semi-honest Yao or dual
 * execution (Mohassel-Franklin 2006, Huang-Katz-Evans 2012) with an equality check of the two
 * executions' results, over a {@link ks.crypto.twopc.Transport} ({@link ks.crypto.twopc.InMemoryTransport}
 * for tests, {@link ks.crypto.twopc.StreamTransport} over a socket). docs/joint-referee.md, "The
 * cryptography", says what each guarantees.
 */
package ks.crypto.twopc;
