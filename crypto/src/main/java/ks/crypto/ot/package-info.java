/**
 * Oblivious transfer: the base OTs of Chou and Orlandi over P-256 ({@link ks.crypto.ot.BaseOtSender},
 * {@link ks.crypto.ot.BaseOtReceiver}), run once per connection in each direction, then IKNP OT
 * extension with the KOS consistency check ({@link ks.crypto.ot.OtExtensionSender},
 * {@link ks.crypto.ot.OtExtensionReceiver}) filling a pool of random OTs, spent with Beaver's
 * derandomisation on chosen messages (a garbled circuit's input labels). Messages are byte arrays;
 * a malformed or inconsistent one throws {@link ks.crypto.PeerMisbehaved}. Nothing is written to disk.
 */
package ks.crypto.ot;
