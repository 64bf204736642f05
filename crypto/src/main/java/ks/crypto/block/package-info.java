/**
 * 128-bit blocks and the AES-based functions over them that garbling and OT extension share:
 * blocks kept as pairs of longs ({@link ks.crypto.block.Blocks}), a PRG that is the AES-128-CTR
 * keystream under a seed ({@link ks.crypto.block.AesPrg}) and the tweakable circular
 * correlation-robust hash from fixed-key AES ({@link ks.crypto.block.CorrelationRobustHash}).
 * AES is the JDK's, which uses the processor's AES instructions.
 */
package ks.crypto.block;
