#!/bin/sh
# Sets up Benchmarks/.venv-shapes with the Python $1 and $N recognizers from PyPI, which
# `inkrec bench shapes` times beside its own recognizer when this venv exists.
#   Benchmarks/shapes-peers-setup.sh && inkrec bench shapes
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
