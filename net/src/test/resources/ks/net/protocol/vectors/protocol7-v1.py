# Recomputes protocol7-v1.txt from docs/protocol.md §7 alone: python3 protocol7-v1.py > protocol7-v1.txt
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat


def canonical(tag, *fields):
    out = b""
    for f in (tag,) + fields:
        b = f if isinstance(f, bytes) else str(f).encode("utf-8")
        out += len(b).to_bytes(4, "big") + b
    return out


def public(key):
    return key.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw).hex()


alice = Ed25519PrivateKey.from_private_bytes(bytes([1]) * 32)
bob = Ed25519PrivateKey.from_private_bytes(bytes([2]) * 32)
game = "6880d6a67757ff76514593864e0d1ea9"
start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
# The agreement of statements-v2.txt (alice white and referee, bob black, wolfe +a, standard start,
# untimed), made under protocol 7: ks/agreement/v3, the protocol first.
agreement = canonical("ks/agreement/v3", 7, game, "alice", "bob", public(alice), public(bob), "alice", public(alice),
                      "wolfe", 1, 0, start, "")
# bob's attempts as in seal-v1.txt; 4 commitments, the last given here as its hex; alice's signed end.
tries = [("ks/try/v1|" + game + "|1|e7e5").encode(), ("ks/try/v1|" + game + "|2|d7d5").encode(),
         canonical("ks/timed-try/v2", game, 3, "g8f6", 4321, 87)]
last = "00000003" + "cd" * 32 + "ef" * 64
seal = canonical("ks/seal/v2", game, len(tries), *tries, 4, last, "0-1", "resign", "alice resigned", 5)
# The same guest sealing when no commitment and no end came: every field of theirs empty.
seal_bare = canonical("ks/seal/v2", game, 0, 0, "", "", "", "", "")
print("# Protocol 7 (docs/protocol.md §7): canonical bytes and Ed25519 signatures of the agreement that names its")
print("# protocol and of the guest's seal over the end, for fixed keys and inputs, written by protocol7-v1.py from")
print("# the docs alone. Checked by EndSealVectorTest. alice (seed 01..01), bob (seed 02..02), the game id of")
print("# statements-v2.txt. The agreement: that of statements-v2.txt under protocol 7. The seal: bob's attempts of")
print("# seal-v1.txt, then 4 commitments, the last", last[:8] + "cd..ef..,", "and the end 0-1, resign,")
print("# 'alice resigned', 5 actions. The bare seal: no attempts, no commitment, no end.")
print("alice.seed:", "01" * 32)
print("bob.seed:", "02" * 32)
print("session:", "11" * 32)
print("nonce.1:", "33" * 32)
print("nonce.2:", "22" * 32)
print("last-commitment:", last)
print("agreement:", agreement.hex())
print("agreement.signed-by-alice:", alice.sign(agreement).hex())
print("agreement.signed-by-bob:", bob.sign(agreement).hex())
print("seal:", seal.hex())
print("seal.signed-by-bob:", bob.sign(seal).hex())
print("seal.bare:", seal_bare.hex())
