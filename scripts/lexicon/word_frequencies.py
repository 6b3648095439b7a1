#!/usr/bin/env python3
"""Print "word<TAB>zipf" for every line of a word list, for `inkrec lexicon`.

zipf is wordfreq's Zipf frequency of the word in English (log10 of occurrences per
billion words; "the" ≈ 7.7, "endeavor" ≈ 3.5), 0 for words wordfreq does not know
(`inkrec lexicon --floor` raises those to the floor). wordfreq folds case, so "Boston"
and "boston" get the same value.

    python3 -m venv .venv && .venv/bin/pip install -r scripts/lexicon/requirements.txt
    .venv/bin/python scripts/lexicon/word_frequencies.py /usr/share/dict/american-english > words.tsv

wordfreq (Robyn Speer): code Apache-2.0, data CC BY-SA 4.0; see Models/wamerican.LICENSE.
"""
import sys

from wordfreq import zipf_frequency

# wordfreq's largest English list ("best" for English), named so a new default cannot change it.
WORDLIST = "large"


def main(paths):
    if not paths:
        sys.exit("usage: word_frequencies.py WORDLIST... > words.tsv")
    for path in paths:
        with open(path, encoding="utf-8") as lines:
            for line in lines:
                word = line.strip()
                if word:
                    print(f"{word}\t{zipf_frequency(word, 'en', wordlist=WORDLIST):.2f}")


if __name__ == "__main__":
    main(sys.argv[1:])
