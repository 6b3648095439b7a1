#!/bin/sh
# Train and validation figures of the shape recognizer on the four public shape sets ($1
# unistrokes, MMG, Quick, Draw! shapes, FC flowcharts): one line per set and split with shape
# accuracy, false-snap rate over `none` samples and recall per class (all in %), then the share of
# pendigits training digits that snap, per digit. Never reads a test split: only
# `--split train` and `--split validation` are passed (test is read once per release).
#   Benchmarks/shapes-summary.sh [INKREC] [DATASETS]
# defaults: .build/release/inkrec, ../shared/datasets. Needs python3.
set -eu
inkrec=$(realpath "${1:-.build/release/inkrec}")
datasets=$(realpath "${2:-../shared/datasets}")
summarize='
import json, sys
d = json.load(sys.stdin)
recall = " ".join("%s=%.1f" % (k, v["recall"] * 100) for k, v in sorted(d["per_class"].items()) if v.get("recall") is not None)
fs = d["false_snap_rate"]
print("%-8s %-10s acc %.2f  fs %s  %s" % (sys.argv[1], sys.argv[2], d["accuracy"] * 100, "n/a" if fs is None else "%.2f" % (fs * 100), recall))
'
for split in train validation; do
    for entry in dollar1:dollar1-unistroke mmg:ndollar-mmg qd:quickdraw-shapes fc:fc-flowchart-inkml; do
        "$inkrec" eval shapes "$datasets/${entry#*:}" --split "$split" --json 2>/dev/null \
            | python3 -c "$summarize" "${entry%%:*}" "$split"
    done
done
"$inkrec" eval shapes "$datasets/pendigits" --split train --json 2>/dev/null | python3 -c '
import json, sys
h = json.load(sys.stdin).get("handwriting", {})
print("pendigits train snap %:", " ".join("%s=%.1f" % (k, v["snap_share"] * 100) for k, v in sorted(h.items())))'
