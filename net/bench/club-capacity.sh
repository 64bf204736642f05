#!/usr/bin/env bash
# The club's capacity curve (docs/performance.md): a club server (`ks --club-server`) pinned to
# core 0 and the load generator (ClubLoadTest, 2 members a game, all read by one selector thread) pinned to core 1,
# so the generator's members do not take the club's CPU. For each number of games it prints what
# ClubLoadTest appends to net/target/club-load.txt: moves a second, move-to-announcement p50/p99/max,
# and the club process's CPU time and memory over the games; then, beside the generator's figure, the
# club's own time for a move (attempt read to announcements written, which the club writes when it
# stops: ks.club.moveTimes), split in its stages (waiting for the game's actor, the referee and
# signatures, the commit, sealing, writing), the group commit's groups, and its collector's pauses
# (-Xlog:gc), over the club's whole run, or with KS_LOAD_WARMUP=G over what follows a warm-up: G games
# played against the same club first (their report printed apart), the club leaving their attempts
# untimed (-Dks.club.moveTimesAfter) and the collector's pauses until then out, so the figures are
# those of a club the JIT has compiled, as one that has run for a while. KS_CLUB_JAVA_OPTS=-Dks.club.awaitCommits=true tries a
# move's commit awaited without a worker (docs/performance.md, fifth round).
# The generator reads all its members with one selector thread (MemberSelector); KS_LOAD_IO=threads
# runs the first rounds' generator, a blocking thread a member, for comparison.
#
#   net/bench/club-capacity.sh [h2|postgres] [GAMES ...]     default: h2 250 500 1000 2000
#
# Environment: KS_LOAD_PLIES (40), KS_LOAD_ROUNDS (1: the games played this many times over against the
# same club, one round after another, each round's report printed; 8 rounds of 80 plies at 1,000 games
# are about 13 minutes of games at this machine's 830 moves a second: a long run. Games come and go
# in rounds as in a club; a game in progress keeps about 220 bytes a ply, about 1.2 KB before club18),
# KS_CAPACITY_SAMPLE (60: the seconds between
# samples of the database's size and the club's memory over the games; the generator's report splits
# its figures by ks.load.segmentSeconds, 60), KS_LOAD_THINK_MS (1000), KS_LOAD_IO (nio | threads), KS_LOAD_WARMUP (0 games), KS_LOAD_WARMUP_PLIES (40, each warm-up game's plies), KS_CLUB_GC (the club's collector and heap,
# e.g. -XX:+UseZGC; by default the launcher's for `--club-server`, its club_opts, so the figures are a club's
# as `ks --club-server` runs it; set and empty, the JVM's own choice), KS_CLUB_JAVA (the club's
# java, e.g. /usr/lib/jvm/temurin-25-jdk-amd64/bin/java; by default the PATH's), KS_CLUB_JAVA_OPTS (extra options for
# the club's JVM, e.g. -XX:StartFlightRecording=filename=club.jfr,settings=profile), KS_MVN (mvn -B -o -q),
# KS_FSYNC_PROBE=1 (net/bench/FsyncProbe.java in the databases' directory: 20 s alone before each
# club starts, then all through the games beside it: what the disk's own fsync takes),
# KS_CLUB_H2_SETTINGS (the embedded H2 file's URL given to the club as --db with these settings in
# place of ClubDatabase.embeddedUrl's CACHE_SIZE=4096: CACHE_SIZE=16384 is H2's own 16 MB),
# KS_CAPACITY_NICE=N (e.g. -19: the run in a session of its own, whose scheduling group, the kernel's
# autogroup, gets nice N; with autogroups on, a nice of 19 given to other work started in another
# session counts only among that session's own processes, so it does not make that work yield to the
# club: docs/performance.md, H2's page cache and the young collector),
# KS_CAPACITY_TMP (where the databases go, /tmp by default; /dev/shm puts them on tmpfs, a CONTROL
# run to tell the machine's disk from the club: no club may keep its database there).
# PostgreSQL: a throwaway cluster (initdb, fsync on, the server's defaults) on a free port, as the
# postgres user when run as root; its server processes run on any core, as on a club's own
# machine, unless KS_PG_CPUS pins them (KS_PG_CPUS=0: with the club, as the rounds before the
# sixth's re-run; there a commit stalled for want of that one core, docs/performance.md).
set -euo pipefail
if [ -n "${KS_CAPACITY_NICE:-}" ] && [ -z "${KS_CAPACITY_SESSION:-}" ]; then
  KS_CAPACITY_SESSION=1 exec setsid -w "$0" "$@"
fi
if [ -n "${KS_CAPACITY_NICE:-}" ]; then
  echo "$KS_CAPACITY_NICE" 2>/dev/null >/proc/self/autogroup \
    || { echo "club-capacity: cannot give this session's autogroup nice $KS_CAPACITY_NICE (autogroups off, or not root)" >&2; exit 2; }
fi
root="$(cd "$(dirname "$(readlink -f "$0")")/../.." && pwd)"
db="${1:-h2}"
[ $# -gt 0 ] && shift
games=("$@")
[ ${#games[@]} -gt 0 ] || games=(250 500 1000 2000)
mvn_cmd=${KS_MVN:-mvn -B -o -q}
plies=${KS_LOAD_PLIES:-40}
think=${KS_LOAD_THINK_MS:-1000}
warmup=${KS_LOAD_WARMUP:-0}
warmup_plies=${KS_LOAD_WARMUP_PLIES:-40}
rounds=${KS_LOAD_ROUNDS:-1}
io=${KS_LOAD_IO:-nio}
probe=${KS_FSYNC_PROBE:-0}
tmp=${KS_CAPACITY_TMP:-/tmp}
pg_cpus=${KS_PG_CPUS:-}
every=${KS_CAPACITY_SAMPLE:-60}
# The launcher's options for the club's JVM (ks: club_opts), unless KS_CLUB_GC is set, even empty.
club_jvm=${KS_CLUB_GC-$(sed -n 's/^club_opts=(\(.*\))$/\1/p' "$root/ks")}
cores=$(nproc)
if [ "$cores" -lt 2 ]; then
  echo "club-capacity: needs 2 cores (one for the club, one for the generator)" >&2
  exit 2
fi

cd "$root"
$mvn_cmd -DskipTests package -pl app -am >/dev/null
$mvn_cmd test-compile -pl net -am >/dev/null
echo "commit $(git rev-parse --short HEAD)$(git diff --quiet || echo '+changes'), db $db, plies $plies, think $think ms, warm-up $warmup games of $warmup_plies plies, rounds $rounds, generator $io$([ "$db" = postgres ] && echo ", PostgreSQL on cores ${pg_cpus:-any}")"

work="$(mktemp -d -p "$tmp" ks-capacity.XXXXXX)"
fs=$(stat -f -c %T "$work")
[ -n "${KS_CAPACITY_NICE:-}" ] && echo "scheduling: this run's session is $(cat /proc/self/autogroup)"
echo "databases in $tmp ($fs); the club's java: $("${KS_CLUB_JAVA:-java}" -version 2>&1 | head -1), with ${club_jvm:-its own collector and heap}"
[ "$fs" = tmpfs ] && echo "CONTROL RUN: the databases are on tmpfs (memory, no durable commit): this separates the disk from the club; no club may run so"
chmod 755 "$work"
club_pid=""
probe_pid=""
sampler_pid=""
pg_data=""
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }
cleanup() {
  [ -n "$probe_pid" ] && kill "$probe_pid" 2>/dev/null || true
  [ -n "$sampler_pid" ] && kill "$sampler_pid" 2>/dev/null || true
  [ -n "$club_pid" ] && kill "$club_pid" 2>/dev/null && wait "$club_pid" 2>/dev/null || true
  [ -n "$pg_data" ] && as_pg "$(pg_bin)/pg_ctl" -D "$pg_data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

# Every $every seconds until killed: the seconds since it began, the database's size on disk (MB)
# and the club's resident memory (MB), for the database in $1 ($2: h2 or postgres).
sample() {
  local from=$SECONDS size
  while true; do
    if [ "$2" = postgres ]; then size=$(du -sm "$1/pg" | cut -f1)
    else size=$(( $(stat -c %s "$1/club/club.mv.db" 2>/dev/null || echo 0) / 1048576 )); fi
    echo "$((SECONDS - from)) $size $(awk '/^VmRSS/ { print int($2 / 1024) }' "/proc/$club_pid/status" 2>/dev/null)"
    sleep "$every"
  done
}

# Runs the load generator on core 1 against the club for $1 games of $3 plies, its Maven output in $2.
generate() {
  # shellcheck disable=SC2086
  taskset -c 1 $mvn_cmd test -Pload -pl net -am -Dtest=ClubLoadTest -Dsurefire.failIfNoSpecifiedTests=false \
    -Dks.load.games="$1" -Dks.load.plies="$3" -Dks.load.thinkMs="$think" -Dks.load.io="$io" \
    -Dks.load.club="127.0.0.1:$club_port" -Dks.load.clubPid="$club_pid" -Djunit.jupiter.execution.timeout.mode=disabled \
    >"$2" 2>&1 \
    || { echo "club-capacity: $1 games failed; see the generator's log:" >&2; tail -40 "$2" >&2; }
}

for n in "${games[@]}"; do
  dir="$work/club-$n"
  mkdir -p "$dir"
  db_args=()
  if [ "$db" = postgres ]; then
    bin="$(pg_bin)"
    [ -n "$bin" ] || { echo "club-capacity: PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 2; }
    pg_data="$dir/pg"
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
    port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
    as_pg "$bin/initdb" -D "$pg_data" -A trust -U ks -E UTF8 >/dev/null
    as_pg ${pg_cpus:+taskset -c "$pg_cpus"} "$bin/pg_ctl" -D "$pg_data" -w -l "$dir/pg.log" \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=200" start >/dev/null
    as_pg "$bin/createdb" -h 127.0.0.1 -p "$port" -U ks ksclub
    db_args=(--db "jdbc:postgresql://127.0.0.1:$port/ksclub?user=ks")
  elif [ -n "${KS_CLUB_H2_SETTINGS:-}" ]; then
    db_args=(--db "jdbc:h2:file:$dir/club/club;WRITE_DELAY=500;LOCK_TIMEOUT=10000;$KS_CLUB_H2_SETTINGS")
  fi
  if [ "$probe" = 1 ]; then
    taskset -c 1 java net/bench/FsyncProbe.java "$dir" 20 20 "fsync probe, alone, in $fs"
  fi
  started=$(date +%s.%N)
  # shellcheck disable=SC2086
  HOME="$dir" taskset -c 0 "${KS_CLUB_JAVA:-java}" $club_jvm -Dks.club.moveTimes="$dir/move-times.txt" \
    -Dks.club.moveTimesAfter=$((warmup * warmup_plies)) \
    -Xlog:gc,gc+phases:file="$dir/gc.log" ${KS_CLUB_JAVA_OPTS:-} -jar app/target/ks.jar --club-server --port 0 --web 0 \
    --bind 127.0.0.1 --config "$dir" --password-cost 64,1,1 --registrations 1000000,1 "${db_args[@]}" \
    >"$dir/club.log" 2>&1 &
  club_pid=$!
  for _ in $(seq 600); do
    grep -q "members connect with" "$dir/club.log" && break
    kill -0 "$club_pid" 2>/dev/null || { cat "$dir/club.log" >&2; exit 1; }
    sleep 0.1
  done
  club_port=$(sed -n 's/.*listening on port \([0-9]*\).*/\1/p' "$dir/club.log")
  if [ "$probe" = 1 ]; then
    taskset -c 1 java net/bench/FsyncProbe.java "$dir" 3600 20 "fsync probe, beside the club, in $fs" >"$dir/probe.txt" &
    probe_pid=$!
  fi
  # The club's uptime (an upper bound) when the measured games begin: the collector's pauses before it are the warm-up's.
  gc_from=0
  if [ "$warmup" -gt 0 ]; then
    reported=0
    [ -f net/target/club-load.txt ] && reported=$(wc -l <net/target/club-load.txt)
    generate "$warmup" "$dir/warm-up.log" "$warmup_plies"
    echo "warm-up, not counted below:"
    tail -n +$((reported + 1)) net/target/club-load.txt 2>/dev/null | sed 's/^/  /' || true
    gc_from=$(awk -v now="$(date +%s.%N)" -v began="$started" 'BEGIN { print now - began }')
  fi
  reported=0
  [ -f net/target/club-load.txt ] && reported=$(wc -l <net/target/club-load.txt)
  sample "$dir" "$db" >"$dir/samples.txt" &
  sampler_pid=$!
  # A long run is rounds of games one after another, each with new members (the gap between two is
  # the generator's start and its members' sign-up, about 20 s), so the club's games come and go as a club's do.
  for round in $(seq "$rounds"); do
    generate "$n" "$dir/generator.log" "$plies"
    if [ "$rounds" -gt 1 ]; then
      echo "round $round of $rounds ended $(awk -v now="$(date +%s.%N)" -v began="$started" 'BEGIN { printf "%.0f", now - began }') s into the club's run:"
      tail -n +$((reported + 1)) net/target/club-load.txt 2>/dev/null | sed 's/^/  /' || true
      [ -f net/target/club-load.txt ] && reported=$(wc -l <net/target/club-load.txt)
    fi
  done
  kill "$sampler_pid" && wait "$sampler_pid" 2>/dev/null || true
  sampler_pid=""
  echo "over the games, every $every s: seconds, the database on disk (MB), the club's resident memory (MB):"
  sed 's/^/  /' "$dir/samples.txt"
  if [ -n "$probe_pid" ]; then
    kill "$probe_pid" && wait "$probe_pid" 2>/dev/null || true
    probe_pid=""
    cat "$dir/probe.txt"
  fi
  # What the database holds on disk at the end of the games, before the club closes (H2 compacts then).
  if [ "$db" = postgres ]; then
    echo "database on disk: $(du -sm "$pg_data" | cut -f1) MB (the cluster's directory)"
  else
    echo "database on disk: $(( $(stat -c %s "$dir/club/club.mv.db") / 1048576 )) MB (club.mv.db)"
  fi
  # Only this run's report: a run that failed adds none, and an older one must not pass for it.
  [ "$rounds" -gt 1 ] || tail -n +$((reported + 1)) net/target/club-load.txt 2>/dev/null || true
  kill "$club_pid" && wait "$club_pid" 2>/dev/null || true
  club_pid=""
  cat "$dir/move-times.txt" 2>/dev/null || echo "club's own time: not written (the club did not stop cleanly)"
  # Each pause of every collector ends its line with its length: "Pause Young (Allocation Failure)
  # 95M->20M(120M) 26.512ms" (Serial, Parallel, G1), "Pause Mark Start 0.010ms" (ZGC, gc+phases).
  { awk -v from="$gc_from" '{ t = substr($1, 2) + 0 } t >= from' "$dir/gc.log" 2>/dev/null \
      | grep -o 'Pause.* [0-9.]*ms$' || true; } | sed 's/.* \([0-9.]*\)ms$/\1/' | sort -n | awk '
    { p[NR] = $1; total += $1 }
    END { if (NR == 0) { print "club GC: no pauses"; exit }
          printf "club GC: %d pauses, %.0f ms in all, median %.1f ms, p90 %.1f ms, max %.1f ms\n",
                 NR, total, p[int((NR + 1) / 2)], p[int(NR * 0.9 + 0.999)], p[NR] }'
  # The old generation's collections (serial, parallel, G1): a pause each, and what the heap holds after it.
  { awk -v from="$gc_from" '{ t = substr($1, 2) + 0 } t >= from' "$dir/gc.log" 2>/dev/null | grep 'Pause Full' || true; } \
    | sed 's/^\[\([0-9.]*\)s\].*Pause Full ([^)]*) [0-9]*M->\([0-9]*\)M([0-9]*M) \([0-9.]*\)ms$/\1 \2 \3/' | awk '
    { n++; list = list sprintf("%s at %.0f s of uptime, %s MB after, %s ms", n > 1 ? ";" : "", $1, $2, $3) }
    END { printf "club GC: %d full collections of the old generation in the games%s%s\n", n, n ? ": " : "", list }'
  stalls=$(grep -c 'Allocation Stall' "$dir/gc.log" 2>/dev/null || true)
  [ "${stalls:-0}" = 0 ] || echo "club GC: $stalls allocation stalls (threads waiting for a concurrent collector)"
  if [ -n "$pg_data" ]; then
    as_pg "$(pg_bin)/pg_ctl" -D "$pg_data" -m fast stop >/dev/null
    pg_data=""
  fi
done
