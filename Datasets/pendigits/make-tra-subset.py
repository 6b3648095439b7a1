#!/usr/bin/env python3
"""Copy the digits of some writers out of pendigits-orig.tra, keeping the UNIPEN text as is.

Usage: make-tra-subset.py SOURCE.tra OUT.tra WRITER...   (writer ids as in `.COMMENT label writer index`)

Each digit is its `.SEGMENT` line, its `.COMMENT` line and the pen blocks up to the next
`.SEGMENT`. The only edit: `.SEGMENT` component numbers count over the whole file, so they are
shifted to count over the subset. The header lines before the first `.SEGMENT` are kept.
"""
import re
import sys

source, target, *writers = sys.argv[1:]
writers = set(writers)
header, records = [], []
for line in open(source, encoding="ascii"):
    if line.startswith(".SEGMENT"):
        records.append([line])
    elif records:
        records[-1].append(line)
    else:
        header.append(line)

out = list(header)
seen = 0      # components of all records so far in the source
kept = 0      # components of the kept records so far
for record in records:
    components = sum(1 for line in record if line.startswith(".PEN_DOWN"))
    writer = record[1].split()[2]
    first = record[0].split()[2]
    numbers = [int(n) for n in re.split(r"[-,]", first)]
    assert min(numbers) == seen and max(numbers) == seen + components - 1, record[0]
    if writer in writers:
        shift = lambda m: str(int(m.group()) - seen + kept)
        record[0] = record[0].replace(" " + first + " ", " " + re.sub(r"\d+", shift, first) + " ", 1)
        out += record
        kept += components
    seen += components
open(target, "w", encoding="ascii").writelines(out)
