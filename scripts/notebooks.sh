#!/usr/bin/env bash
# Executes every notebook in Notebooks/ headless on fresh inkrec output and fails when one errors.
#
#   scripts/notebooks.sh             build inkrec (release), run the evaluations and a training on the
#                                    shipped Datasets/ and Models/, then execute the notebooks
#   scripts/notebooks.sh --fixtures  execute the notebooks on Notebooks/fixtures/ (hand-written JSON)
#                                    without building inkrec: checks the notebooks themselves
#
# Writes Notebooks/output/ (git-ignored): the JSON each command printed, manifest.json naming the
# command behind every file, logs/ (stderr of each command) and executed/ (the notebooks with their
# outputs, .ipynb and .html). The committed notebooks are never modified and must carry no outputs.
# Environment: INKREC_NOTEBOOK_VENV (default .venv/notebooks), INKREC_NOTEBOOK_EPOCHS (default 20).
# Needs python3 with venv and network access to PyPI the first time; never uses ../shared.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=real
case "${1:-}" in
  "") ;;
  --fixtures) mode=fixtures ;;
  *) echo "usage: $0 [--fixtures]" >&2; exit 2 ;;
esac

out=Notebooks/output
venv=${INKREC_NOTEBOOK_VENV:-.venv/notebooks}
epochs=${INKREC_NOTEBOOK_EPOCHS:-20}
kernel=inkrec-notebooks
started=$SECONDS

step() { echo "notebooks: $* ($((SECONDS - started)) s)" >&2; }

# Shipped inputs. A line whose input is not in the repository is skipped and listed in the manifest.
#   name | labelled source(s), space-separated
# Each is evaluated on its test writers (the figures) and its validation writers (the threshold sweep:
# tuning, never on test). `combined` is the figure `make run` prints (scripts/main-job.sh).
shape_sets=(
  "dollar1-unistroke|Datasets/dollar1-unistroke"
  "ndollar-mmg|Datasets/ndollar-mmg"
  "quickdraw-shapes|Datasets/quickdraw-shapes"
  "fc-flowchart|Datasets/fc-flowchart"
  "combined|Datasets/dollar1-unistroke Datasets/ndollar-mmg Datasets/quickdraw-shapes"
)
#   name | training source(s) | flags (epochs come from INKREC_NOTEBOOK_EPOCHS); writes $out/NAME.inkmodel
training_sets=(
  "digits|Datasets/pendigits/pendigits-orig-writers1-6.tra|--labels digits --seed 1"
)
#   name | model | test source(s) | flags; the shipped models, and the one trained above
handwriting_sets=(
  "digits|Models/digits.inkmodel|Datasets/pendigits/pendigits-orig.tes|"
  "latin|Models/latin.inkmodel|Datasets/unipen-train_r01_v07|--split test"
  "digits-retrained|$out/digits.inkmodel|Datasets/pendigits/pendigits-orig.tes|"
)

# --- committed notebooks carry no outputs ---------------------------------------------------------
stale=()
for notebook in Notebooks/*.ipynb; do
  if grep -q '"output_type"' "$notebook" || grep -Eq '"execution_count": [0-9]' "$notebook"; then
    stale+=("$notebook")
  fi
done
if [ ${#stale[@]} -gt 0 ]; then
  echo "notebooks: committed notebooks must carry no outputs: ${stale[*]}" >&2
  echo "  strip them with: $venv/bin/jupyter nbconvert --clear-output --inplace ${stale[*]}" >&2
  exit 1
fi

# --- Python environment ---------------------------------------------------------------------------
stamp="$venv/.requirements.sha256"
wanted=$(sha256sum Notebooks/requirements.txt | cut -d' ' -f1)
if [ ! -x "$venv/bin/jupyter" ] || [ "$(cat "$stamp" 2>/dev/null)" != "$wanted" ]; then
  step "creating $venv from Notebooks/requirements.txt"
  python3 -c 'import venv, ensurepip' 2>/dev/null || {
    echo "notebooks: python3 cannot create virtual environments (Debian: apt-get install python3-venv)" >&2
    exit 1; }
  python3 -m venv --clear "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check -r Notebooks/requirements.txt
  "$venv/bin/python" -m ipykernel install --sys-prefix --name "$kernel" \
    --display-name "Python (inkrec notebooks)" >/dev/null
  echo "$wanted" >"$stamp"
fi

rm -rf "$out"
mkdir -p "$out/logs" "$out/executed"
runs_tsv="$out/logs/runs.tsv"
: >"$runs_tsv"
skipped=()

# run_inkrec KIND NAME FILE STDOUT ARGS...: runs `inkrec ARGS...` with its stdout to STDOUT and records
# $out/FILE (the JSON the notebooks read) for the manifest, or fails showing the command's stderr.
run_inkrec() {
  local kind=$1 name=$2 file=$3 stdout=$4
  shift 4
  local shown="inkrec $*"
  step "$shown"
  if ! "$bin" "$@" >"$stdout" 2>"$out/logs/$file.log"; then
    echo "notebooks: \`$shown\` failed; its stderr ($out/logs/$file.log) ends with:" >&2
    tail -n 20 "$out/logs/$file.log" >&2
    exit 1
  fi
  printf '%s\t%s\t%s\t%s\n' "$kind" "$name" "$file" "$shown" >>"$runs_tsv"
}

# run_if_present KIND NAME FILE STDOUT "REQUIRED PATHS" ARGS...: run_inkrec when every required path
# exists (the shipped data or model), else note the run as skipped. Paths hold no spaces.
run_if_present() {
  local kind=$1 name=$2 file=$3 stdout=$4 required=$5 path absent=""
  shift 5
  for path in $required; do [ -e "$path" ] || absent+=" $path"; done
  if [ -n "$absent" ]; then skipped+=("$kind $name: no$absent"); return; fi
  run_inkrec "$kind" "$name" "$file" "$stdout" "$@"
}

if [ "$mode" = fixtures ]; then
  data=$PWD/Notebooks/fixtures
else
  data=$PWD/$out
  step "building inkrec (release)"
  swift build -c release --product inkrec >"$out/logs/build.log" 2>&1 || {
    tail -n 30 "$out/logs/build.log" >&2; exit 1; }
  bin=$(swift build -c release --show-bin-path)/inkrec

  # Word splitting of the table fields is intended: paths and flags hold no spaces.
  for entry in "${shape_sets[@]}"; do
    IFS='|' read -r name sources <<<"$entry"
    # shellcheck disable=SC2086
    run_if_present eval-shapes "$name" "eval-shapes-$name.json" "$out/eval-shapes-$name.json" "$sources" \
      eval shapes $sources --split test --json --details
    # shellcheck disable=SC2086
    run_if_present eval-shapes-validation "$name" "eval-shapes-validation-$name.json" \
      "$out/eval-shapes-validation-$name.json" "$sources" eval shapes $sources --split validation --json
  done

  for entry in "${training_sets[@]}"; do
    IFS='|' read -r name sources flags <<<"$entry"
    # shellcheck disable=SC2086
    run_if_present train "$name" "train-$name.json" "$out/logs/train-$name.stdout" "$sources" \
      train $sources $flags --epochs "$epochs" --out "$out/$name.inkmodel" --replace --log-json "$out/train-$name.json"
  done

  for entry in "${handwriting_sets[@]}"; do
    IFS='|' read -r name model sources flags <<<"$entry"
    # shellcheck disable=SC2086
    run_if_present eval-handwriting "$name" "eval-handwriting-$name.json" "$out/eval-handwriting-$name.json" \
      "$model $sources" eval handwriting $sources --model "$model" $flags --json
  done

  # Logs shipped beside the models: the --log-json of the command in each model card.
  for log in Models/*.log.json; do
    [ -e "$log" ] || continue
    cp "$log" "$out/shipped-$(basename "$log")"
    printf '%s\t%s\t%s\t%s\n' train "$(basename "$log" .log.json) (shipped)" "shipped-$(basename "$log")" \
      "the model card's command (log shipped as $log)" >>"$runs_tsv"
  done

  for kind in eval-shapes eval-shapes-validation eval-handwriting train; do
    if ! cut -f1 "$runs_tsv" | grep -qx "$kind"; then
      echo "notebooks: no $kind run: its inputs are not in the repository (${skipped[*]:-})" >&2
      exit 1
    fi
  done

  "$venv/bin/python" - "$runs_tsv" "$out/manifest.json" "$("$bin" --version 2>&1 | head -n1)" \
    "$(git rev-parse --short HEAD 2>/dev/null || echo unknown)" "${skipped[@]}" <<'PY'
import json, sys
runs_tsv, manifest, version, commit, *skipped = sys.argv[1:]
runs = [dict(zip(("kind", "name", "file", "command"), line.rstrip("\n").split("\t")))
        for line in open(runs_tsv) if line.strip()]
with open(manifest, "w") as f:
    json.dump({"generated_by": "scripts/notebooks.sh", "inkrec": version, "commit": commit,
               "runs": runs, "skipped": skipped}, f, indent=1)
PY
fi

# --- execute every notebook -----------------------------------------------------------------------
failed=()
for notebook in Notebooks/*.ipynb; do
  step "executing $notebook"
  if ! INKREC_NOTEBOOK_DATA=$data MPLBACKEND=Agg MPLCONFIGDIR=$PWD/$out/.matplotlib \
    "$venv/bin/jupyter" nbconvert --to notebook --execute --output-dir "$out/executed" \
    --ExecutePreprocessor.kernel_name="$kernel" --ExecutePreprocessor.timeout=900 \
    "$notebook" >"$out/logs/$(basename "$notebook").log" 2>&1; then
    failed+=("$notebook")
    sed 's/\x1b\[[0-9;]*m//g' "$out/logs/$(basename "$notebook").log" |
      grep -E '^[A-Za-z.]*(Error|Exception|MissingInput): ' | tail -n 3 >&2 || true
    continue
  fi
  "$venv/bin/jupyter" nbconvert --to html --output-dir "$out/executed" \
    "$out/executed/$(basename "$notebook")" >/dev/null 2>&1
done

if [ ${#failed[@]} -gt 0 ]; then
  echo "notebooks: FAILED ${failed[*]} (logs in $out/logs/)" >&2
  exit 1
fi
step "all notebooks executed; see $out/executed/"
