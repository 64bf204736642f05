#!/usr/bin/env python3
"""A Kriegspiel bot in a few lines over ks's player protocol (docs/player-protocol.md).

Run it with the command that starts ks, e.g. `bot.py ks --practice --json`: it starts ks,
prints every event it reads, and on its turn tries the moves of its own men in a random
order (ks refuses, with an `error`, what its men could never do), asking "any?" now and then.
"""
import json
import random
import subprocess
import sys

ks = subprocess.Popen(sys.argv[1:], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)


def send(**command):
    ks.stdin.write(json.dumps(command) + "\n")
    ks.stdin.flush()


def squares(placement):
    """The squares of our men, from the FEN placement of the `men` event."""
    found = []
    for rank, row in zip("87654321", placement.split("/")):
        file = 0
        for c in row:
            if c.isdigit():
                file += int(c)
            else:
                found.append("abcdefgh"[file] + rank)
                file += 1
    return found


men, tries, any_rule = [], [], False
for line in ks.stdout:
    print(line, end="", flush=True)
    event = json.loads(line)
    kind = event["event"]
    if kind == "start":
        any_rule = event["any"]
    elif kind == "men":
        men = squares(event["men"])
    elif kind == "turn" and event["to"] == "me":
        tries = [a + b for a in men for b in "abcdefgh" for b in [b + r for r in "12345678"] if a != b]
        random.shuffle(tries)
        if any_rule and random.random() < 0.2:
            send(cmd="any")
        else:
            send(cmd="attempt", move=tries.pop())
    elif (kind == "answer" and event.get("verdict") != "accepted") or kind == "error":
        if tries:
            send(cmd="attempt", move=tries.pop())
        else:
            send(cmd="resign")
    elif kind == "over":
        ks.stdin.close()
sys.exit(ks.wait())
