#!/usr/bin/env bash
# Grades one submission as Exercism's test runners do:
#
#     bin/run.sh <exercise> <input dir> <output dir>
#
# The exercise's files are taken from <input dir> (at its top, under their chapter's folder, or
# anywhere below it: `workbook check --submission`), the rest of the chapter from the workbook's
# own lessons, and <output dir>/results.json is written: the Exercism test-runner format (version
# 2) with the workbook's fields beside it (docs/RESULTS.md). It needs no network and writes only
# under $TMPDIR (default /tmp) and <output dir>, so it runs in a read-only container (the
# Dockerfile). It exits 0 when results.json was written, whatever the verdict.
#
# WORKBOOK_BINARY names the workbook program (default: the release build beside this script).
set -euo pipefail

if [ $# -ne 3 ]; then
    echo "usage: bin/run.sh <exercise> <input dir> <output dir>" >&2
    exit 2
fi
exercise="$1"
input="$(cd "$2" && pwd)"
mkdir -p "$3"
output="$(cd "$3" && pwd)"
root="$(cd "$(dirname "$0")/.." && pwd)"
workbook="${WORKBOOK_BINARY:-$root/.build/release/workbook}"

# The compiler's module cache: a warmed image brings one (WORKBOOK_MODULE_CACHE_SEED, made by
# the Dockerfile), which serves only at the path it was made at (the compiler refuses a cache
# that moved), so it is copied there or not at all.
tmp="${TMPDIR:-/tmp}"
mkdir -p "$tmp"
export XDG_CACHE_HOME="${XDG_CACHE_HOME:-$tmp/workbook-cache}"
seed="${WORKBOOK_MODULE_CACHE_SEED:-}"
if [ -n "$seed" ] && [ -f "$seed/.made-at" ] && [ "$(cat "$seed/.made-at")" = "$XDG_CACHE_HOME" ] && [ ! -d "$XDG_CACHE_HOME/clang" ]; then
    mkdir -p "$XDG_CACHE_HOME" && cp -R "$seed/." "$XDG_CACHE_HOME/"
fi

# A workspace of its own, so that the workbook's checkout can be read-only: the lessons,
# references and graders' frames are linked, and the workbook's state goes in the scratch folder.
scratch="$(mktemp -d "$tmp/workbook-run.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/Tests"
for part in Lessons Stubs Solutions Sources Tests/Goldens Tests/Graders; do
    [ -e "$root/$part" ] && ln -s "$root/$part" "$scratch/$part"
done

results="$output/results.json"
status=0
(cd "$scratch" && NO_COLOR=1 "$workbook" check "$exercise" --json --submission "$input") > "$results.tmp" 2> "$scratch/stderr" || status=$?
if [ "$status" -le 2 ] && head -c 1 "$results.tmp" | grep -q '{'; then
    mv "$results.tmp" "$results"
else
    # The workbook itself failed (it printed no results): an error result that says what it said.
    message="$(cat "$results.tmp" "$scratch/stderr" | head -c 2000)"
    rm -f "$results.tmp"
    escaped="$(printf '%s' "The workbook could not grade this submission (exit status $status): $message" \
        | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/\t/\\t/g' -e 's/\r//g' | awk '{printf "%s\\n", $0}' | sed 's/\\n$//')"
    printf '{\n  "version" : 2,\n  "status" : "error",\n  "message" : "%s",\n  "tests" : [ ]\n}\n' "$escaped" > "$results"
fi
