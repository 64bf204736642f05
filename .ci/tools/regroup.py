#!/usr/bin/env python3
"""Issue 24, "Shape": regroups ks.app's root package by job and renames the types whose names mean
two things, mechanically, on whatever tree it is run in (a clean git checkout of ks).

Steps, in order:
  1. renames: nested types first (Peer.Phase -> Peer.Stage, FileGame.Phase -> FileGame.Progress),
     then top-level types (ks.net.club.Seat -> ClubSeat, ...), file and test-file renames by git mv;
     SessionPhase loses MEETING and HANDSHAKE when nothing else names them;
  2. moves: each class of ks.app's root (main and test sources) listed in GROUPS goes to its
     package with git mv; unit tests follow the class their name starts with; package lines,
     imports, static imports, fully qualified names (in every text file, docs and poms too) and
     the imports same-package references now need are rewritten;
  3. docs/architecture.md's package table gets the new packages;
  4. a compile loop (mvn test-compile) widens to public each declaration javac says is not
     accessible from the new package, until it compiles or nothing more can be done.

Classes of ks.app's root it does not know stay there and are listed; so are doc lines that still
say `ks.app` beside a class that moved. Exits non-zero when anything is left for a person to do
(then fix it and run it again with --compile-only). Run it once, on a clean checkout of the merged
main, from the repository's root: python3 .ci/tools/regroup.py (about six minutes on two cores,
most of it javac). It is a one-off migration: once its result is committed it can be deleted.
"""

import argparse
import os
import re
import subprocess
import sys
import time

# ---------------------------------------------------------------------------------------------
# What moves where, and what is renamed.

ROOT_PACKAGE = "ks.app"

# ks.app's root classes by job, in layers so that no two of these packages use each other:
# cli (arguments, the ks directory) <- seat (one player's place, words and commands) <- dumb and
# screen (the two views) <- game (running a game: against a person, practice, by file) <- seek,
# club, bench <- Main. Main stays in the root: the jar's manifest, the launcher's training run and
# NameRulesStartupIT name ks.app.Main; StartupTraining beside it, since it drives Main. Practice sits with GameRunner (each calls the other); the
# built-in opponent below them in practice; FilePlay with them, above fileplay's own classes
# (EventText reads FileSession.NO_HOST).
GROUPS = {
    "cli": ["CommandLine", "ModeLine", "Usage", "UsageError", "ConfigDir", "GameFiles", "PerftCommand",
            "RefereeCommand"],
    "seat": ["Seat", "SeatChoices", "Commands", "EventText", "ClockFace", "SquareNames", "Pictures", "TurnNews"],
    "dumb": ["DumbConsole", "JLineSource", "LineSource", "LaterTerminal", "OpeningTerminal"],
    "json": ["JsonView", "JsonLines", "JsonEvents", "JsonCommands"],
    "screen": ["ScreenConsole", "ScreenControls", "BoardPicture"],
    "game": ["GameRunner", "GameView", "Waiting", "MeetingNews", "Practice", "FilePlay", "FileArgs",
             "Passwords", "LockCost"],
    "practice": ["PracticeOpponent", "DrawAnswer"],
    "bench": ["Bench", "BeliefBench", "CircuitBench", "GcBench", "BenchLedger", "JointBench", "MoveCosts",
              "StrengthBench"],
    "seek": ["SeekCommand", "SeekTable", "Seeker", "SeekerInput"],
    "ratings": ["RatingsCommand", "GameRatings"],
    "club": ["ClubTable"],
}

# (package, outer type, nested type, new name)
NESTED_RENAMES = [
    ("ks.net.club", "Peer", "Phase", "Stage"),
    ("ks.app.fileplay", "FileGame", "Phase", "Progress"),
]

# (package, old simple name, new simple name)
TYPE_RENAMES = [
    ("ks.net.club", "Seat", "ClubSeat"),
    ("ks.app.fileplay", "Ledger", "FileGameLedger"),
    ("ks.net", "Opponent", "OpponentAddress"),
    ("ks.net.protocol", "Phase", "SessionPhase"),
    ("ks.net.club", "TimeControl", "ClubTimeControl"),
]

# Enum constants removed when nothing but their own enum names them: (package, enum, constants).
UNUSED_CONSTANTS = [("ks.net.protocol", "SessionPhase", ["MEETING", "HANDSHAKE"])]

# Simple names in a doc that mean the renamed type there (the doc is about that package).
DOC_SIMPLE_RENAMES = {"docs/file-play.md": [("Ledger", "FileGameLedger")]}

# docs/architecture.md's package table: the root's new row and one row per new package.
ARCH_ROOT_ROW = ("| `app` | `ks.app` | `Main`: the `ks` command, which picks the job and turns a user's "
                 "mistake into one line; the launcher's training run (`StartupTraining`, `ks bench train`) |")
ARCH_ROWS = {
    "cli": "the command line (`CommandLine`, `ModeLine`, `Usage`, `UsageError`), the ks directory "
           "(`ConfigDir`) and its games (`GameFiles`), `ks perft` (`PerftCommand`), `ks referee` "
           "(`RefereeCommand`)",
    "seat": "one player's place at a game (`Seat`, kept across a resume by `SeatChoices`), the command "
            "language (`Commands`) and what both views say and draw (`EventText`, `ClockFace`, "
            "`Pictures`, `SquareNames`)",
    "dumb": "dumb mode (`DumbConsole`) over a `LineSource` (`JLineSource`, `LaterTerminal`)",
    "game": "running a game in the chosen `GameView`: against a person (`GameRunner`, `Waiting`, "
            "`MeetingNews`), practice (`Practice`), by file (`FilePlay`, `FileArgs`, `Passwords`, "
            "`LockCost`)",
    "practice": "the built-in opponent (`PracticeOpponent`, its `DrawAnswer`)",
    "bench": "`ks bench` (`Bench`, `BeliefBench`, `CircuitBench`, `GcBench`)",
    "seek": "`ks --seek` (`Seeker`, `SeekerInput`), `ks --seeks` and `ks --play` (`SeekCommand`, "
            "`SeekTable`)",
}

APP_DIRS = ["app/src/main/java", "app/src/test/java"]
RESOURCE_DIRS = ["app/src/main/resources", "app/src/test/resources"]
TEXT_SUFFIXES = (".java", ".md", ".xml", ".properties", ".txt", ".json", ".sh")
TEXT_NAMES = ("ks", "run")
COMPILE = ["mvn", "-B", "-o", "-q", "-pl", "app", "-am", "test-compile"]

problems = []
notes = []


def problem(msg):
    problems.append(msg)
    print("  ! " + msg)


# ---------------------------------------------------------------------------------------------
# Files

def git(*args, check=True):
    return subprocess.run(["git", *args], check=check, capture_output=True, text=True).stdout


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def write(path, text):
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


_tracked = []


def tracked_files():
    if not _tracked:
        _tracked.extend(p for p in git("ls-files").splitlines() if os.path.isfile(p))
    return _tracked


def git_mv(source, target):
    git("mv", source, target)
    _tracked.clear()


def text_files():
    return [p for p in tracked_files()
            if p.endswith(TEXT_SUFFIXES) or os.path.basename(p) in TEXT_NAMES]


def java_files():
    return [p for p in tracked_files() if p.endswith(".java")]


def source_root(path):
    """The .../src/{main,test}/java prefix of a Java file, or None."""
    m = re.match(r"(.*?/src/(?:main|test)/java)/", path)
    return m.group(1) if m else None


def package_of(text):
    m = re.search(r"^\s*package\s+([\w.]+)\s*;", text, re.M)
    return m.group(1) if m else ""


# ---------------------------------------------------------------------------------------------
# Java text: which parts are code, comments and string literals

def segments(text):
    """[(kind, start, end)] with kind 'code', 'comment' or 'string' covering the whole text."""
    out = []
    i, n, start = 0, len(text), 0
    while i < n:
        c = text[i]
        if c == "/" and text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            kind = "comment"
        elif c == "/" and text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            kind = "comment"
        elif text.startswith('"""', i):
            j = i + 3
            while j < n and not text.startswith('"""', j):
                j += 2 if text[j] == "\\" else 1
            j = min(n, j + 3)
            kind = "string"
        elif c == '"' or c == "'":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            j = min(n, j + 1)
            kind = "string"
        else:
            i += 1
            continue
        if start < i:
            out.append(("code", start, i))
        out.append((kind, i, j))
        i = start = j
    if start < n:
        out.append(("code", start, n))
    return out


def masked(text, keep=("code",)):
    """The text with every segment not in keep blanked (newlines kept), same length."""
    parts = []
    for kind, s, e in segments(text):
        chunk = text[s:e]
        parts.append(chunk if kind in keep else re.sub(r"[^\n]", " ", chunk))
    return "".join(parts)


def sub_outside_strings(pattern, repl, text):
    """re.sub applied to code and comments, never inside string literals."""
    parts = []
    for kind, s, e in segments(text):
        chunk = text[s:e]
        parts.append(chunk if kind == "string" else re.sub(pattern, repl, chunk))
    return "".join(parts)


IDENT = r"[A-Za-z_$][\w$]*"


def referenced_names(text):
    """Simple names used unqualified in code, plus the targets of {@link}, {@linkplain}, @see,
    @throws in comments."""
    code = masked(text)
    names = set(re.findall(r"(?<![\w$.])(" + IDENT + r")", code))
    comments = masked(text, keep=("comment",))
    for m in re.finditer(r"(?:\{@link(?:plain)?|@see|@throws|@exception)\s+(" + IDENT + r")", comments):
        names.add(m.group(1))
    return names


def declared_types(text):
    """Every type declared in the file (top-level and nested), by simple name."""
    return set(re.findall(r"\b(?:class|interface|enum|record)\s+(" + IDENT + r")", masked(text)))


def single_imports(text):
    """{simple name: qualified name} of the file's single-type imports."""
    return {m.group(2): m.group(1) for m in re.finditer(r"^import\s+([\w.]+\.(\w+))\s*;", text, re.M)}


def tidy_imports(text):
    """Sorts and dedupes the imports, drops those of the file's own package, static first."""
    pkg = package_of(text)
    lines = text.split("\n")
    idx = [i for i, line in enumerate(lines) if re.match(r"import\s+(static\s+)?[\w.]+(\.\*)?\s*;\s*$", line)]
    if not idx:
        return text
    statics, plain = set(), set()
    for i in idx:
        line = lines[i].strip()
        if line.startswith("import static"):
            statics.add(line)
        else:
            name = re.match(r"import\s+([\w.]+)\s*;", line).group(1)
            if name.rsplit(".", 1)[0] != pkg:
                plain.add(line)
    block = sorted(statics) + ([""] if statics and plain else []) + sorted(plain)
    first, last = idx[0], idx[-1]
    if any(lines[i].strip() for i in range(first, last + 1) if i not in idx):
        return text  # something other than imports between them: leave it as it is
    return "\n".join(lines[:first] + block + lines[last + 1:])


def add_imports(text, qualified):
    if not qualified:
        return text
    new = "".join("import %s;\n" % q for q in sorted(qualified))
    m = re.search(r"^import\s", text, re.M)
    if m:
        text = text[:m.start()] + new + text[m.start():]
    else:
        p = re.search(r"^\s*package\s+[\w.]+\s*;\s*\n", text, re.M)
        text = text[:p.end()] + "\n" + new + text[p.end():]
    return tidy_imports(text)


# ---------------------------------------------------------------------------------------------
# Step 1: renames

def rename_nested(pkg, outer, old, new):
    path = find_type_file(pkg, outer)
    if path is None:
        problem("nested rename %s.%s.%s: no %s in %s" % (pkg, outer, old, outer, pkg))
        return
    text = read(path)
    if not re.search(r"\b(?:class|interface|enum|record)\s+%s\b" % old, masked(text)):
        problem("nested rename: %s declares no %s" % (path, old))
        return
    if new in declared_types(text):
        problem("nested rename: %s already declares a %s" % (path, new))
        return
    # Inside the outer type the simple name is the nested one (it shadows any other).
    write(path, sub_outside_strings(r"(?<![\w$.])%s\b" % old, new, text))
    qualified = r"\b%s\.%s\b" % (outer, old)
    for f in text_files():
        if f == path:
            continue
        t = read(f)
        if re.search(qualified, t):
            replace = sub_outside_strings if f.endswith(".java") else re.sub
            write(f, replace(qualified, "%s.%s" % (outer, new), t))
    print("  %s.%s.%s -> %s.%s" % (pkg, outer, old, outer, new))


def find_type_file(pkg, name):
    rel = pkg.replace(".", "/") + "/" + name + ".java"
    hits = [f for f in java_files() if f.endswith("/java/" + rel)]
    return hits[0] if hits else None


def rename_type(pkg, old, new):
    path = find_type_file(pkg, old)
    if path is None:
        problem("rename %s.%s: no such file" % (pkg, old))
        return
    if find_type_file(pkg, new):
        problem("rename %s.%s: %s.%s exists already" % (pkg, old, pkg, new))
        return
    fqn_old, fqn_new = pkg + "." + old, pkg + "." + new
    fqn = r"\b%s\b(?![\w$])" % re.escape(fqn_old)
    simple = r"(?<![\w$.])%s\b(?![\w$])" % old
    skipped = []
    for f in java_files():
        t = read(f)
        orig = t
        t = re.sub(fqn, fqn_new, t)  # strings too: class names in reflection or messages
        in_scope = (package_of(t) == pkg
                    or re.search(r"^import\s+(static\s+)?%s(\.|;)" % re.escape(fqn_new), t, re.M)
                    or re.search(r"^import\s+%s\.\*;" % re.escape(pkg), t, re.M))
        if in_scope and re.search(simple, masked(orig, keep=("code", "comment"))):
            other = single_imports(t).get(old)
            if (other and other != fqn_new) or (old in declared_types(t) and f != path):
                skipped.append(f)
            else:
                t = sub_outside_strings(simple, new, t)
        if t != orig:
            write(f, tidy_imports(t))
    for f in skipped:
        problem("rename %s: %s also means another %s; not renamed there" % (fqn_old, f, old))
    git_mv(path, path[:-len(old + ".java")] + new + ".java")
    for suffix in ("Test", "IT"):
        test = find_type_file(pkg, old + suffix)
        if test and "/src/test/" in test:
            t = re.sub(r"\b%s%s\b" % (old, suffix), new + suffix, read(test))
            write(test, t)
            git_mv(test, test[:-len(old + suffix + ".java")] + new + suffix + ".java")
    for doc in text_files():
        if doc.endswith(".java"):
            continue
        t = read(doc)
        u = re.sub(fqn, fqn_new, t)
        for old_simple, new_simple in DOC_SIMPLE_RENAMES.get(doc, []):
            if old_simple == old:
                u = re.sub(r"(?<![\w.])%s\b" % old, new, u)
        # On a line about this package (a table row, say), the simple name is this type.
        u = "\n".join(re.sub(r"`%s(`|s`|\.|#)" % old, lambda m: "`" + new + m.group(1), line)
                      if re.search(r"`%s`" % re.escape(pkg), line) and pkg != ROOT_PACKAGE else line
                      for line in u.split("\n"))
        if u != t:
            write(doc, u)
    print("  %s -> %s" % (fqn_old, new))


def remove_unused_constants(pkg, enum, constants):
    path = find_type_file(pkg, enum)
    if path is None:
        problem("constants of %s.%s: no such file" % (pkg, enum))
        return
    for c in constants:
        users = []
        for f in java_files():
            code = masked(read(f))
            if f == path:
                n = len(re.findall(r"\b%s\b" % c, code))
                # its declaration and its own 'case C ->' line name it; anything more is a use
                own = 1 + len(re.findall(r"case\s+%s\s*->" % c, code)) + len(
                    re.findall(r"EnumSet\.of\(\s*%s\s*\)" % c, code))
                if n > own:
                    users.append(f)
            elif re.search(r"\b%s\.%s\b" % (enum, c), code) or (
                    re.search(r"\bcase\s+%s\b" % c, code) and re.search(r"\b%s\b" % enum, code)):
                users.append(f)
        if users:
            problem("%s.%s is used (%s); kept" % (enum, c, ", ".join(users)))
            continue
        text = read(path)
        # the constant with its Javadoc line(s), and a 'case C -> EnumSet.of(X);' arm of its own
        text = re.sub(r"\n[ \t]*/\*\*(?:(?!\*/).)*\*/[ \t]*\n([ \t]*)%s,[ \t]*(?=\n)" % c, "", text,
                      count=1, flags=re.S)
        text = re.sub(r"\n[ \t]*%s,[ \t]*(?=\n)" % c, "", text, count=1)
        text = re.sub(r"\n[ \t]*case\s+%s\s*->[^\n]*;[ \t]*(?=\n)" % c, "", text)
        write(path, text)
        print("  %s.%s removed (unused)" % (enum, c))


# ---------------------------------------------------------------------------------------------
# Step 2: moves

def root_files():
    """{simple name: path} of the Java files in ks.app's root, main and test."""
    out = {}
    rel = ROOT_PACKAGE.replace(".", "/")
    for d in APP_DIRS:
        folder = os.path.join(d, rel)
        if os.path.isdir(folder):
            for name in sorted(os.listdir(folder)):
                if name.endswith(".java"):
                    out[name[:-5]] = os.path.join(folder, name)
    return out


def plan_moves(roots):
    """{simple name: new package} for every root file; those not listed map to the root."""
    known = {c: ROOT_PACKAGE + "." + g for g, cs in GROUPS.items() for c in cs}
    main_names = [n for n, p in roots.items() if "/src/main/" in p]
    plan = {}
    for name, path in roots.items():
        if name in known:
            plan[name] = known[name]
        elif "/src/test/" in path and re.search(r"(Test|Tests)$", name):
            owners = [m for m in main_names if name.startswith(m) and m in known]
            plan[name] = known[max(owners, key=len)] if owners else ROOT_PACKAGE
        else:
            plan[name] = ROOT_PACKAGE
    for c in known:
        if c not in roots:
            print("  (listed but not in the root: %s)" % c)
    return plan


def move_classes(roots, plan):
    # Same names already in the target package would clash.
    for name, pkg in plan.items():
        if pkg != ROOT_PACKAGE and find_type_file(pkg, name):
            problem("%s.%s exists already; %s not moved" % (pkg, name, name))
            plan[name] = ROOT_PACKAGE
    moving = {n: p for n, p in plan.items() if p != ROOT_PACKAGE}
    root_names = set(roots)
    # a) imports the moved files and the root's files now need, computed before any rewrite
    needs = {}
    for name, path in roots.items():
        text = read(path)
        own = plan[name]
        shadowed = set(single_imports(text)) | (declared_types(text) - {name})
        refs = (referenced_names(text) & root_names) - {name} - shadowed
        needs[name] = {plan[r] + "." + r for r in refs if plan[r] != own}
        # names that the new package would now shadow (a class of the same simple name there)
        if own != ROOT_PACKAGE:
            rel = own.replace(".", "/")
            there = {f[:-5] for d in APP_DIRS if os.path.isdir(os.path.join(d, rel))
                     for f in os.listdir(os.path.join(d, rel)) if f.endswith(".java")}
            there |= {n for n, p in plan.items() if p == own}
            clash = (referenced_names(text) - root_names - set(single_imports(text))) & there
            for c in sorted(clash - declared_types(text)):
                problem("%s: the name %s now also means %s.%s; check it" % (path, c, own, c))
    # b) fully qualified names everywhere (imports, static imports, docs, poms, strings)
    rel_root = ROOT_PACKAGE.replace(".", "/")
    names = "|".join(sorted(moving, key=len, reverse=True))
    if names:
        dotted = re.compile(r"\b%s\.(%s)\b(?![\w$])" % (re.escape(ROOT_PACKAGE), names))
        slashed = re.compile(r"\b%s/(%s)(?=\.java\b|\.class\b|Inputs\b)" % (re.escape(rel_root), names))
        for f in text_files():
            t = read(f)
            u = dotted.sub(lambda m: moving[m.group(1)] + "." + m.group(1), t)
            u = slashed.sub(lambda m: moving[m.group(1)].replace(".", "/") + "/" + m.group(1), u)
            if u != t:
                write(f, u if not f.endswith(".java") else tidy_imports(u))
    # c) git mv, package line, the needed imports
    for name, path in roots.items():
        pkg = plan[name]
        text = read(path)
        if pkg != ROOT_PACKAGE:
            text = re.sub(r"^(\s*package\s+)%s(\s*;)" % re.escape(ROOT_PACKAGE), r"\g<1>%s\2" % pkg,
                          text, count=1, flags=re.M)
        text = add_imports(text, needs[name])
        write(path, text)
        if pkg != ROOT_PACKAGE:
            target = os.path.join(path.split("/" + rel_root + "/")[0], pkg.replace(".", "/"))
            os.makedirs(target, exist_ok=True)
            git_mv(path, os.path.join(target, name + ".java"))
            for rd in RESOURCE_DIRS:
                folder = os.path.join(rd, rel_root)
                if os.path.isdir(folder):
                    for entry in sorted(os.listdir(folder)):
                        if re.match(r"%s(Inputs|\.|$)" % name, entry):
                            dest = os.path.join(rd, pkg.replace(".", "/"))
                            os.makedirs(dest, exist_ok=True)
                            git_mv(os.path.join(folder, entry), os.path.join(dest, entry))
    # d) resources named relative to a moved class: the same file, seen from the new package
    for name, pkg in moving.items():
        path = find_type_file(pkg, name)
        if path:
            text = read(path)
            fixed = RESOURCE.sub(lambda m: relocate_resource(m, name, pkg), text)
            if fixed != text:
                write(path, fixed)
    # e) subpackages that import the moved classes: same-package imports are now redundant
    for f in java_files():
        if f.startswith("app/"):
            t = read(f)
            u = tidy_imports(t)
            if u != t:
                write(f, u)
    return moving


RESOURCE = re.compile(r"(\b(\w+)\.class\.|\bgetClass\(\)\.|(?<![\w.]))(getResource(?:AsStream)?\(\s*\")([^\"/][^\"]*)\"")


def relocate_resource(m, name, pkg):
    if m.group(2) and m.group(2) != name:
        return m.group(0)  # relative to another class, which did not move with this one
    old = ROOT_PACKAGE.replace(".", "/") + "/" + m.group(4)
    new_dir = pkg.replace(".", "/") + "/"
    for rd in RESOURCE_DIRS:
        if os.path.exists(os.path.join(rd, new_dir, os.path.basename(old))) and not os.path.exists(
                os.path.join(rd, old)):
            old = new_dir + os.path.basename(old)  # it moved with the class
    rel = old[len(new_dir):] if old.startswith(new_dir) else "/" + old
    return m.group(1) + m.group(3) + rel + '"'


# ---------------------------------------------------------------------------------------------
# Step 3: docs/architecture.md

def update_architecture(plan):
    path = "docs/architecture.md"
    if not os.path.exists(path):
        return
    lines = read(path).split("\n")
    root_row = [i for i, line in enumerate(lines) if line.startswith("| `app` | `%s` |" % ROOT_PACKAGE)]
    if not root_row:
        problem("%s: no row for %s; add the new packages by hand" % (path, ROOT_PACKAGE))
        return
    i = root_row[0]
    lines[i] = ARCH_ROOT_ROW
    existing = {re.match(r"\| `app` \| `([\w.]+)`", line).group(1) for line in lines
                if re.match(r"\| `app` \| `([\w.]+)`", line)}
    new_rows = ["| `app` | `%s.%s` | %s |" % (ROOT_PACKAGE, g, ARCH_ROWS[g]) for g in ARCH_ROWS
                if "%s.%s" % (ROOT_PACKAGE, g) not in existing and g in GROUPS]
    lines[i + 1:i + 1] = new_rows
    text = "\n".join(lines)
    for g, extra in (("ratings", "`RatingsCommand` (`ks --ratings`), `GameRatings` (around a game), "),
                     ("club", "`ClubTable` (a club game on the player's screen), ")):
        text = re.sub(r"(\| `app` \| `%s\.%s` \| )" % (re.escape(ROOT_PACKAGE), g),
                      lambda m: m.group(1) + extra, text, count=1)
    write(path, text)


# ---------------------------------------------------------------------------------------------
# Step 4: the compile loop

ERROR = re.compile(r"^\[ERROR\] (/\S+\.java):\[(\d+),(\d+)\] (.*)$")


def compile_errors():
    r = subprocess.run(COMPILE, capture_output=True, text=True)
    if r.returncode == 0:
        return []
    out = r.stdout + r.stderr
    errors, seen = [], set()
    lines = out.split("\n")
    for k, line in enumerate(lines):
        m = ERROR.match(line)
        if m:
            more = []
            for nxt in lines[k + 1:k + 8]:
                if nxt.startswith("[") or not nxt.strip():
                    break
                more.append(nxt.strip())
            key = (m.group(1), m.group(2), m.group(3), m.group(4))
            if key not in seen:
                seen.add(key)
                errors.append((m.group(1), int(m.group(2)), m.group(4), " ".join(more)))
    if not errors:
        errors.append(("", 0, "the build failed without a compiler error:\n" + out[-3000:], ""))
    return errors


def param_count(sig):
    inner = sig[sig.index("(") + 1:sig.rindex(")")].strip()
    if not inner:
        return 0
    depth, n = 0, 1
    for c in inner:
        depth += c == "<"
        depth -= c == ">"
        n += c == "," and depth == 0
    return n


def owner_file(owner):
    """(path, [nested type names]) for a qualified type name such as ks.app.cli.CommandLine.Robot."""
    parts = owner.split(".")
    for k in range(len(parts), 0, -1):
        path = find_type_file(".".join(parts[:k - 1]), parts[k - 1])
        if path:
            return path, parts[k:]
    return None, []


def depths(code):
    d, out = 0, []
    for c in code:
        if c == "}":
            d -= 1
        out.append(d)
        if c == "{":
            d += 1
    return out


def type_body(code, dep, top, nested):
    """(depth inside the body, start, end) of the type top.nested... in the masked code."""
    start, end, level = 0, len(code), 0
    for name in [top] + nested:
        found = None
        for m in re.finditer(r"\b(?:class|interface|enum|record)\s+%s\b" % re.escape(name), code[start:end]):
            pos = start + m.start()
            if dep[pos] == level:
                found = pos
                break
        if found is None:
            return None
        brace = code.index("{", found)
        close = brace + 1
        while close < len(code) and not (code[close] == "}" and dep[close] == level):
            close += 1
        start, end, level = brace + 1, close, level + 1
    return level, start, end


def declaration_start(code, pos):
    """Where a declaration's modifiers begin: after the previous ; { } and any annotations."""
    k = pos
    while k > 0 and code[k - 1] not in ";{}":
        k -= 1
    while True:
        while k < pos and code[k].isspace():
            k += 1
        if code.startswith("@", k) and not code.startswith("@interface", k):
            k += re.match(r"@[\w.]+\s*", code[k:]).end()
            if code.startswith("(", k):
                depth = 0
                while True:
                    depth += code[k] == "("
                    depth -= code[k] == ")"
                    k += 1
                    if depth == 0:
                        break
            continue
        return k


def widen_at(path, text, code, pos):
    """Makes the declaration whose name is at pos public. Returns the new text or None."""
    start = declaration_start(code, pos)
    header = code[start:pos]
    if re.search(r"\bpublic\b", header):
        return None
    if re.search(r"\bprivate\b", header):
        problem("%s: %s is private; not widened" % (path, text[pos:pos + 40].split("(")[0].split()[0]))
        return None
    if re.search(r"\bprotected\b", header):
        k = start + re.search(r"\bprotected\b", header).start()
        return text[:k] + "public" + text[k + len("protected"):]
    return text[:start] + "public " + text[start:]


def widen(owner, member, kind, sig=None):
    """Widens owner (a type) or owner.member to public. kind: type, method, field."""
    path, nested = owner_file(owner)
    if path is None:
        return False
    text = read(path)
    code = masked(text)
    dep = depths(code)
    top = os.path.basename(path)[:-5]
    if kind == "type":
        body = type_body(code, dep, top, nested)
        if body is None:
            return False
        m = None
        for m2 in re.finditer(r"\b(?:class|interface|enum|record)\s+%s\b" % re.escape((nested or [top])[-1]),
                              code):
            if dep[m2.start()] == body[0] - 1 and m2.start() < body[1]:
                m = m2
        if m is None:
            return False
        new = widen_at(path, text, code, m.start())
    else:
        body = type_body(code, dep, top, nested)
        if body is None:
            return False
        level, s, e = body
        new, hits = text, []
        if kind == "method":
            pat = r"(?<![\w$.])%s\s*\(" % re.escape(member)
        else:
            pat = r"(?<![\w$.])%s\s*(?==[^=]|;|,)" % re.escape(member)
        for m in re.finditer(pat, code[s:e]):
            p = s + m.start()
            if dep[p] != level:
                continue
            before = code[:p].rstrip()
            if not before or before.endswith("->") or re.search(r"\b(new|return|throw)$", before):
                continue
            last = before[-1]
            if not (last.isalnum() or last in "_$>]" or (kind == "method" and last in ";{})")):
                continue
            if kind == "method":
                close, depth = p + len(m.group(0)) - 1, 0
                while True:
                    depth += code[close] == "("
                    depth -= code[close] == ")"
                    close += 1
                    if depth == 0:
                        break
                after = code[close:].lstrip()
                if not (after.startswith("{") or after.startswith("throws") or after.startswith(";")):
                    continue
                if sig is not None and param_count(code[p:close].replace(member, "", 1)) != param_count(sig):
                    continue
            hits.append(p)
        if not hits and kind == "method" and member == (nested or [top])[-1]:
            # a record's compact constructor: the name and its body, no parameter list
            hits = [s + m.start() for m in re.finditer(r"(?<![\w$.])%s\s*\{" % re.escape(member), code[s:e])
                    if dep[s + m.start()] == level]
        if not hits:
            return False
        for p in sorted(hits, reverse=True):
            c2 = masked(new)
            r = widen_at(path, new, c2, p)
            if r is not None:
                new = r
        if new == text:
            return False
    if new is None or new == text:
        return False
    write(path, new)
    return True


NOT_PUBLIC = re.compile(r"(?:^|reason: )(\S+) is not public in ([\w.$]+); cannot be accessed from outside package")
INACCESSIBLE = re.compile(r"^([\w.$]+)\.\w+\(.*?\) is defined in an inaccessible class or interface")
PROTECTED = re.compile(r"^(.+?) has protected access in ([\w.$]+)$")
ABSTRACT = re.compile(r"does not override abstract method (\w+)(\(.*?\)) in ([\w.$]+)")
WEAKER = re.compile(r"^(\w+)(\(.*?\)) in ([\w.$]+) cannot (?:override|implement) \w+\(.*?\) in [\w.$]+")


def fix(message, more):
    m = INACCESSIBLE.match(message)
    if m:
        return widen(m.group(1), None, "type")
    m = NOT_PUBLIC.search(message + " " + more) or PROTECTED.match(message)
    if m:
        what, owner = m.group(1).strip(), m.group(2)
        if "(" not in what:
            what = what.rsplit(".", 1)[-1]
        if "(" in what:
            return widen(owner, what.split("(")[0].split(".")[-1], "method", what)
        if owner_file(owner + "." + what)[0] and widen(owner + "." + what, None, "type"):
            return True
        if owner_file(owner)[0] and widen(owner, what, "field"):
            return True
        return widen(owner + "." + what, None, "type")
    m = ABSTRACT.search(message)
    if m:
        return widen(m.group(3), m.group(1), "method", m.group(2))
    m = WEAKER.match(message)
    if m and "weaker access" in more:
        return widen(m.group(3), m.group(1), "method", m.group(2))
    return False


def widen_imported_types(moving):
    """Makes public each moved class that a file of another package now imports, before javac
    is asked (it would name them a hundred at a time)."""
    count = 0
    wanted = set()
    for f in java_files():
        if f.startswith("app/"):
            for q in re.findall(r"^import\s+(?:static\s+)?(%s\.\w+\.\w+)\b" % re.escape(ROOT_PACKAGE),
                                read(f), re.M):
                name = q.rsplit(".", 1)[1]
                if moving.get(name) == q.rsplit(".", 1)[0]:
                    wanted.add(q)
    for q in sorted(wanted):
        if widen(q, None, "type"):
            count += 1
    return count


def compile_loop():
    widened = 0
    for rnd in range(1, 40):
        errors = compile_errors()
        print("  compile %d: %d errors" % (rnd, len(errors)))
        if not errors:
            return widened, True
        fixed = 0
        for path, line, message, more in errors:
            if fix(message, more):
                fixed += 1
        widened += fixed
        if fixed == 0:
            for path, line, message, more in errors:
                problem("%s:%d: %s %s" % (os.path.relpath(path) if path else "", line, message, more))
            return widened, False
    return widened, False


# ---------------------------------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--no-compile", action="store_true", help="skip the compile-and-widen loop")
    ap.add_argument("--skip-renames", action="store_true", help="only regroup ks.app")
    ap.add_argument("--compile-only", action="store_true",
                    help="only the compile-and-widen loop (after fixing something by hand)")
    args = ap.parse_args()
    os.chdir(git("rev-parse", "--show-toplevel").strip())
    if args.compile_only:
        widened, ok = compile_loop()
        print("widened to public: %d declarations" % widened)
        sys.exit(0 if ok and not problems else 1)
    if git("status", "--porcelain", "--untracked-files=no").strip():
        sys.exit("regroup: the work tree has uncommitted changes; commit or stash them first")
    began = time.time()
    if not args.skip_renames:
        print("renames:")
        for pkg, outer, old, new in NESTED_RENAMES:
            rename_nested(pkg, outer, old, new)
        for pkg, old, new in TYPE_RENAMES:
            rename_type(pkg, old, new)
        for pkg, enum, constants in UNUSED_CONSTANTS:
            remove_unused_constants(pkg, enum, constants)
    print("moves:")
    roots = root_files()
    plan = plan_moves(roots)
    moving = move_classes(roots, plan)
    for pkg in sorted(set(moving.values())):
        print("  %s: %s" % (pkg, " ".join(sorted(n for n, p in moving.items() if p == pkg))))
    staying = sorted(n for n in roots if plan[n] == ROOT_PACKAGE)
    main_staying = [n for n in staying if "/src/main/" in roots[n]]
    print("  left in %s (main): %s" % (ROOT_PACKAGE, " ".join(main_staying)))
    print("  left in %s (test): %s" % (ROOT_PACKAGE, " ".join(n for n in staying if n not in main_staying)))
    update_architecture(plan)
    widened = widen_imported_types(moving)
    print("  moved classes imported from another package, made public: %d" % widened)
    if not args.no_compile:
        print("compile:")
        more, ok = compile_loop()
        widened += more
        print("  widened to public: %d declarations" % widened)
    print("took %.0f s" % (time.time() - began))
    # Prose that names the root package beside a class that left it.
    moved_main = [n for n in moving if "/src/main/" in roots[n]]
    for doc in sorted(f for f in text_files() if f.endswith(".md")):
        for k, line in enumerate(read(doc).split("\n"), 1):
            if "`%s`" % ROOT_PACKAGE in line and re.search(r"`(%s)`" % "|".join(moved_main), line):
                notes.append("%s:%d says `%s` beside a class that moved: %s" % (doc, k, ROOT_PACKAGE, line.strip()[:100]))
    if notes:
        print("\nto read again (docs):")
        for n in notes:
            print("  - " + n)
    leftover = [line for f in ("docs/architecture.md",) for line in read(f).split("\n")
                if re.search(r"`%s\.(%s)`" % (re.escape(ROOT_PACKAGE), "|".join(moving)), line)]
    for line in leftover:
        problem("architecture.md still names an old path: " + line[:120])
    if problems:
        print("\n%d thing(s) to do by hand:" % len(problems))
        for p in problems:
            print("  - " + p)
        sys.exit(1)


if __name__ == "__main__":
    main()
