#!/usr/bin/env bash
# The README's main job (`make run`): inkrec on the shipped datasets and models, results in out/.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/release/inkrec
out=out
mkdir -p "$out"

"$bin" --version

echo
echo "== What Datasets/ holds"
"$bin" info Datasets

for dataset in Datasets/*/; do
  name=$(basename "$dataset")
  echo
  echo "== $name: convert to labelled ndjson, draw a grid"
  if ! "$bin" convert "$dataset" "$out/$name.ndjson" --replace; then
    echo "(not converted: see the error above)"
    continue
  fi
  "$bin" render "$dataset" "$out/$name.svg" --limit 60 --replace
done

echo
echo "== Shapes: the recognizer on the test writers of the shipped \$1, MMG and Quick, Draw! sets"
"$bin" eval shapes Datasets/dollar1-unistroke Datasets/ndollar-mmg Datasets/quickdraw-shapes \
  --split test --report "$out/shapes.html" --replace

echo
echo "== Handwriting: the shipped digits model on the 14 pendigits test writers"
"$bin" eval handwriting Datasets/pendigits/pendigits-orig.tes --model Models/digits.inkmodel \
  --report "$out/digits.html" --replace

echo
echo "== Text: read a page of real handwriting (UNIPEN words of a test-split writer) and an FC flowchart"
# The CTC word model reads UNIPEN test words (81 % with the lexicon, 62 % without; Models/words.md) better and 10x faster than the
# character classifier through segmentation; on the flowchart page "Start" and "End" read, most other
# labels ("M=M+1", "Print F") still read poorly, and a few arrow strokes the shape pass leaves to the text
# read as letters (see MixedInkSeparation).
if [ -f Models/words.inkmodel ]; then
  text_model=Models/words.inkmodel
else
  text_model=Models/latin.inkmodel
fi
if [ -f "$text_model" ]; then
  echo "(model $text_model)"
  "$bin" recognize Datasets/text/unipen-words-page.ndjson Datasets/fc-flowchart/writer1_1.inkml \
    --model "$text_model" --lexicon Models/wamerican.lexicon
else
  echo "(skipped: no text model in Models/)"
fi

echo
echo "Results are in $out/: labelled ndjson and SVG grids per dataset, HTML evaluation reports."
