#!/bin/sh
# Copy UNIPEN data files with every file they .INCLUDE (recursively), paths kept.
# Usage: copy-subset.sh SHARED_UNIPEN_ROOT data/1a/apa/apa19/app1989.dat ...
set -eu
root=$1; shift
copy_with_includes() {  # $1: path relative to root
    [ -f "$1" ] && return 0
    mkdir -p "$(dirname "$1")"
    cp "$root/$1" "$1"
    chmod 644 "$1"
    grep '^\.INCLUDE' "$1" | awk '{print $2}' | tr -d '\r' | while read -r name; do
        copy_with_includes "include/$name"
    done
}
for file in "$@"; do copy_with_includes "$file"; done
