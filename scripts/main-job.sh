#!/usr/bin/env bash
# The README's main job: inkrec on the shipped datasets and models.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/release/inkrec
$bin --version
