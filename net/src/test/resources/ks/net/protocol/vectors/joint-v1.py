# Recomputes joint-v1.txt from docs/joint-referee.md ("The protocol, message by message") alone:
# python3 joint-v1.py > joint-v1.txt
import hashlib
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from cryptography.hazmat.primitives import serialization


def canonical(tag, *fields):
    out = b""
    for f in (tag,) + fields:
        b = f if isinstance(f, bytes) else str(f).encode("utf-8")
        out += len(b).to_bytes(4, "big") + b
    return out


def hexs(b):
    return b.hex()


alice = Ed25519PrivateKey.from_private_bytes(bytes([1]) * 32)
bob = Ed25519PrivateKey.from_private_bytes(bytes([2]) * 32)
pub = lambda k: k.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw).hex()
game = "6880d6a67757ff76514593864e0d1ea9"
start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
salt = "ab" * 32
out = []
out.append("# Joint-referee statements (docs/joint-referee.md, \"The protocol, message by message\"): canonical bytes")
out.append("# and Ed25519 signatures for fixed keys and inputs, written by joint-v1.py from the docs alone. Checked by")
out.append("# JointVectorTest. alice (white, seed 01..01) and bob (black, seed 02..02), game id " + game + ".")
out.append("alice.key: " + pub(alice))
out.append("bob.key: " + pub(bob))
agreement = canonical("ks/agreement/v2", game, "alice", "bob", pub(alice), pub(bob), "bob", pub(bob), "wolfe", "0",
                      "0", start, "", "joint-referee/1")
out.append("agreement: " + hexs(agreement))
out.append("agreement.signed-by-alice: " + hexs(alice.sign(agreement)))
attempt = hashlib.sha256(canonical("ks/joint-attempt/v1", game, 1, 3, 2, "e7e5", salt)).hexdigest()
out.append("attempt-commitment: " + attempt)
men = ("000000000000ff00 0000000000000042 0000000000000024 0000000000000081 0000000000000008 0000000000000010 KQ")
out.append("men-text.white-at-start: " + men)
men_commitment = hashlib.sha256(canonical("ks/joint-men-commitment/v1", game, 0, 0, salt, men)).hexdigest()
out.append("men-commitment: " + men_commitment)
ask = canonical("ks/joint-ask/v1", game, 1, 2, 3, "try", attempt)
out.append("ask: " + hexs(ask))
out.append("ask.signed-by-bob: " + hexs(bob.sign(ask)))
refused = canonical("ks/joint-refused/v1", game, 1, 2, 3, "IMPOSSIBLE", attempt)
out.append("refused: " + hexs(refused))
men_signed = canonical("ks/joint-men/v1", game, 0, 0, men_commitment)
out.append("men: " + hexs(men_signed))
out.append("men.signed-by-alice: " + hexs(alice.sign(men_signed)))
ack = canonical("ks/joint-ack/v1", game, 1, 0, men_commitment)
out.append("ack: " + hexs(ack))
answer = canonical("ks/joint-answer/v1", game, 1, 2, 5, "1010", "11" * 32, "22" * 32, "33" * 32)
out.append("answer: " + hexs(answer))
out.append("answer.signed-by-bob: " + hexs(bob.sign(answer)))
reveal = canonical("ks/joint-reveal/v1", game, 1, 2, 2, 1, "try", "e7e5", salt, 0, 0, "any", "any", salt, 1, salt,
                   1, 2, 5, "0110", "44" * 16)
out.append("reveal: " + hexs(reveal))
print("\n".join(out))
