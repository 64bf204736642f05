# Recomputes seal-v1.txt from docs/protocol.md §7 alone: python3 seal-v1.py > seal-v1.txt
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey


def canonical(tag, *fields):
    out = b""
    for f in (tag,) + fields:
        b = f if isinstance(f, bytes) else str(f).encode("utf-8")
        out += len(b).to_bytes(4, "big") + b
    return out


bob = Ed25519PrivateKey.from_private_bytes(bytes([2]) * 32)
game = "6880d6a67757ff76514593864e0d1ea9"
# bob's attempts: two untimed (ks/try/v1), then one of a timed game (ks/timed-try/v2: 4321 ms, round trip 87 ms).
tries = [("ks/try/v1|" + game + "|1|e7e5").encode(), ("ks/try/v1|" + game + "|2|d7d5").encode(),
         canonical("ks/timed-try/v2", game, 3, "g8f6", 4321, 87)]
seal = canonical("ks/seal/v1", game, len(tries), *tries)
print("# The player's seal, protocol 6 (docs/protocol.md §7): canonical bytes and bob's Ed25519 signature for fixed")
print("# keys and inputs, written by seal-v1.py from the docs alone. Checked by SealTest. bob (seed 02..02),")
print("# the game id of statements-v2.txt; his attempts 1 e7e5 and 2 d7d5 (ks/try/v1) and 3 g8f6 after 4321 ms with")
print("# a round trip of 87 ms (ks/timed-try/v2).")
print("bob.seed:", "02" * 32)
print("session:", "11" * 32)
print("nonce.1:", "33" * 32)
print("nonce.2:", "22" * 32)
print("seal:", seal.hex())
print("seal.signed-by-bob:", bob.sign(seal).hex())
