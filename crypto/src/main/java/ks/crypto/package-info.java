/**
 * Cryptography for ks, transport-agnostic: byte arrays and records in, byte arrays out. Salted,
 * chained, signed position commitments ({@link ks.crypto.Committer}, {@link ks.crypto.CommitmentChain}),
 * fair coin flips ({@link ks.crypto.CoinFlip}), long-term Ed25519 identities ({@link ks.crypto.SigningKey},
 * {@link ks.crypto.Identity}, {@link ks.crypto.KeyStore}), trust-on-first-use pinning
 * ({@link ks.crypto.KnownOpponents}) and the encrypted channel ({@link ks.crypto.Handshake},
 * {@link ks.crypto.SecureChannel}). Bouncy Castle's lightweight API supplies every primitive.
 */
package ks.crypto;
