# Recomputes joint-clock-v1.txt from docs/joint-referee.md ("Clocks" and the message table) alone:
# python3 joint-clock-v1.py > joint-clock-v1.txt
import hashlib
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey


def canonical(tag, *fields):
    out = b""
    for f in (tag,) + fields:
        b = f if isinstance(f, bytes) else str(f).encode("utf-8")
        out += len(b).to_bytes(4, "big") + b
    return out


bob = Ed25519PrivateKey.from_private_bytes(bytes([2]) * 32)
game = "6880d6a67757ff76514593864e0d1ea9"
salt = "ab" * 32
attempt = hashlib.sha256(canonical("ks/joint-attempt/v1", game, 1, 3, 2, "e7e5", salt)).hexdigest()
out = []
out.append("# Statements of a timed joint game (docs/joint-referee.md, \"Clocks\"): canonical bytes and Ed25519")
out.append("# signatures for fixed keys and inputs, written by joint-clock-v1.py from the docs alone. Checked by")
out.append("# JointVectorTest. bob (black, seed 02..02), game id " + game + ".")
ask = canonical("ks/joint-ask/v2", game, 1, 2, 3, "try", attempt, 4321)
out.append("timed-ask: " + ask.hex())
out.append("timed-ask.signed-by-bob: " + bob.sign(ask).hex())
flag = canonical("ks/joint-flag/v1", game, 1, 3, 0)
out.append("flag: " + flag.hex())
out.append("flag.signed-by-bob: " + bob.sign(flag).hex())
print("\n".join(out))
