#!/usr/bin/env bash
# How the version-1 game files beside this script were made, with the ks of that version:
#   app/src/test/resources/ks/app/fileplay/vectors/make-vectors.sh app/target/ks.jar OUTDIR
# FileFormatVectorTest checks that every later ks still opens them and reads the same game.
set -euo pipefail
jar="$1"; out="$2"
export HOME="$(mktemp -d)"
ks() { java -jar "$jar" "$@"; }
cd "$out"
# A whole game: fool's mate, with a refused attempt and a message, acknowledged by white.
KS_PASSWORD_WHITE=alice-secret KS_PASSWORD_BLACK=bob-secret ks --file v1-done.ksf new --white alice --black bob --rules kref
printf 'f3\n' | KS_PASSWORD=alice-secret ks --file v1-done.ksf -d
printf 'say good luck\ne5\n' | KS_PASSWORD=bob-secret ks --file v1-done.ksf -d
printf 'fxe4\ng4\n' | KS_PASSWORD=alice-secret ks --file v1-done.ksf -d
printf 'Qh4\n' | KS_PASSWORD=bob-secret ks --file v1-done.ksf -d
KS_PASSWORD=alice-secret ks --file v1-done.ksf -d </dev/null
# A game in progress: 1. e4 d5, white to move.
KS_PASSWORD_WHITE=alice-secret KS_PASSWORD_BLACK=bob-secret ks --file v1-playing.ksf new --white alice --black bob --rules kref
printf 'e4\n' | KS_PASSWORD=alice-secret ks --file v1-playing.ksf -d
printf 'd5\n' | KS_PASSWORD=bob-secret ks --file v1-playing.ksf -d
# The signed record of the whole game (record version 1), which a ks that keeps one writes beside
# the PGN when the finished file is opened (v1-done.ksg here was made so from v1-done.ksf above).
KS_PASSWORD=bob-secret ks --file v1-done.ksf -d </dev/null
cp "$HOME"/.ks/games/v1-done-*.ksg v1-done.ksg
