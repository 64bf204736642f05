/**
 * Boolean circuits and garbling: {@link ks.crypto.gc.BooleanCircuit} (XOR, AND, INV and EQW gates in
 * topological order, each party's input wires, the outputs), read from Bristol Fashion text by
 * {@link ks.crypto.gc.BristolFashion}; {@link ks.crypto.gc.Garbler} (free-XOR and half-gates with
 * point-and-permute, deterministic from a seed) keeps a {@link ks.crypto.gc.Garbling}, and
 * {@link ks.crypto.gc.Evaluator} evaluates the tables; {@link ks.crypto.gc.GarblingDigest} names
 * everything a garbler sent. docs/joint-referee.md, "The cryptography", is the contract.
 */
package ks.crypto.gc;
