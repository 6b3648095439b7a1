#!/bin/sh
# Instructions per ShapeRecognizer.recognize call, deterministic where timings on a loaded
# machine are not: callgrind counts only inside recognize and dumps after each call, and the
# per-call totals are summarized (total, p50, p95, p99, slowest; p99 of 400 calls is the 396th;
# the slowest is usually the first call, which pays one-time set-up; heap state moves the
# figures by a few tenths of a percent between builds of the same code).
#   Benchmarks/shapes-callgrind.sh [INKREC] [DATASET] [LIMIT]
# defaults: .build/release/inkrec, ../shared/datasets/dollar1-unistroke, 200 (with --repeat 1:
# a warm-up pass and a timed pass over the strokes, so 2·LIMIT calls; `bench shapes --limit` takes
# strokes evenly spaced over the set, the first in file order before session 20, so compare builds
# at a LIMIT of the whole set, or both with the same `bench`). Needs valgrind and python3.
set -eu
inkrec=$(realpath "${1:-.build/release/inkrec}")
dataset=$(realpath "${2:-../shared/datasets/dollar1-unistroke}")
limit=${3:-200}
command -v valgrind >/dev/null || { echo "valgrind missing: apt-get install valgrind" >&2; exit 1; }
symbol=$(nm "$inkrec" | awk '$3 ~ /^\$s16ShapeRecognition0A10RecognizerV9recognizeyA2AVSay7InkCore0E6StrokeVGF$/ { print $3 }')
[ -n "$symbol" ] || { echo "no ShapeRecognizer.recognize(_:) symbol in $inkrec" >&2; exit 1; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
(cd "$out" && valgrind --tool=callgrind --collect-atstart=no --toggle-collect="$symbol" --dump-after="$symbol" \
    "$inkrec" bench shapes "$dataset" --limit "$limit" --repeat 1 >/dev/null 2>valgrind.log)
python3 - "$out" <<'PY'
import glob, re, sys
counts = []
for path in glob.glob(sys.argv[1] + "/callgrind.out.*"):
    match = re.search(r"^(?:summary|totals):\s*(\d+)", open(path).read(), re.M)
    if match and int(match.group(1)) > 0:
        counts.append(int(match.group(1)))
counts.sort()
if not counts:
    sys.exit("no recognize calls recorded")
at = lambda q: counts[min(len(counts) - 1, int(q * len(counts)))] / 1e6
print(f"calls {len(counts)}  total {sum(counts) / 1e6:.1f} M  per call p50 {at(0.5):.3f} M  "
      f"p95 {at(0.95):.3f} M  p99 {at(0.99):.3f} M  slowest {counts[-1] / 1e6:.3f} M")
PY
