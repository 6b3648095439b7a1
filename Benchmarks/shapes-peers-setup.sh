#!/bin/sh
# Sets up Benchmarks/.venv-shapes with the Python $1 and $N recognizers from PyPI, which
# `inkrec bench shapes` times and scores beside its own recognizer when this venv exists.
#   Benchmarks/shapes-peers-setup.sh && inkrec bench shapes --split validation
# Both packages are pure Python (dollar-one-recognizer-py loops over points and templates in
# Python, about 85 ms a call on the $1 logs), so their latency, and its multiple of inkrec's,
# measures these implementations, not the $1 and $N methods. They are slow: on 200 strokes with
# --repeat 20 the peers take about 20 minutes (progress on stderr); --repeat 1 takes one.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
venv="$here/.venv-shapes"
if ! python3 -m venv --help >/dev/null 2>&1; then
    echo "python3 venv module missing: apt-get install python3-venv" >&2
    exit 1
fi
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install --quiet --upgrade "dollar-one-recognizer-py==1.0.0" "dollarN==1.2.4" numpy
"$venv/bin/python" -c "import dollar_one_recognizer_py, dollarN; print('peers ready:', '$venv')"
