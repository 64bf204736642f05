# Recomputes clocks-v3.txt from docs/protocol.md §7 alone: python3 clocks-v3.py > clocks-v3.txt
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey


def canonical(tag, *fields):
    out = b""
    for f in (tag,) + fields:
        b = f if isinstance(f, bytes) else str(f).encode("utf-8")
        out += len(b).to_bytes(4, "big") + b
    return out


alice = Ed25519PrivateKey.from_private_bytes(bytes([1]) * 32)
game = "6880d6a67757ff76514593864e0d1ea9"
entries = [(0, "try", "e2e4"), (1, "any", ""), (1, "try", "e7e5")]
salts = ["aa" * 32, "bb" * 32, "cc" * 32]
clocks = ["60000 60000 0 0", "58000 60000 1 0", "58000 55679 1 1"]
actions = [game, len(entries)]
for colour, kind, move in entries:
    actions += [colour, kind, move]
actions += [len(salts)] + salts
v3 = canonical("ks/reveal/v3", *actions, len(clocks), *clocks)
v2 = canonical("ks/reveal/v2", *actions)
print("# The reveal of a timed game, protocol 5 (docs/protocol.md §7): canonical bytes and the referee's Ed25519")
print("# signature for fixed keys and inputs, written by clocks-v3.py from the docs alone. Checked by")
print("# ClockVectorTest. alice (white, referee, seed 01..01), the game id of statements-v2.txt. White e2e4, black")
print("# any, black e7e5; salts aa..., bb..., cc...; under game/1 the clock states 60000 60000 0 0, 58000 60000 1 0")
print("# and 58000 55679 1 1. reveal-v2.same-game is what a ks before protocol 5 signed for the same game: the")
print("# actions and salts alone, under its own tag, so no signature over one verifies over the other.")
print("alice.seed:", "01" * 32)
print("session:", "11" * 32)
print("nonce.1:", "33" * 32)
print("nonce.2:", "22" * 32)
print("reveal-v3:", v3.hex())
print("reveal-v3.signed-by-alice:", alice.sign(v3).hex())
print("reveal-v2.same-game:", v2.hex())
