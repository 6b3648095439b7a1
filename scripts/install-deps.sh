#!/usr/bin/env bash
# Installs the Debian packages inkrec builds against, when they are missing, and Python's venv
# (the notebooks' virtual environment) when the machine's python3 cannot make one.
set -euo pipefail
packages=(libopenblas-dev liblapacke-dev pkg-config)
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if ! python3 -c 'import venv, ensurepip' >/dev/null 2>&1; then
  missing+=(python3 python3-venv)
fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing: ${missing[*]}" >&2
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
fi
