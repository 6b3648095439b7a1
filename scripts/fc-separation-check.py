#!/usr/bin/env python3
"""How `inkrec recognize` separates shapes from text on FC flowchart pages of train- or
validation-split writers (1-12, 13-15; test writers 16+ are never read), against the InkML truth.

Prints shape strokes read as text, text strokes taken as shapes, and one-word labels read right on
the page (a recognized word with the label's text and exactly the label's strokes).

usage: scripts/fc-separation-check.py INKREC MODEL [LEXICON] [--split train|validation|both]
example: scripts/fc-separation-check.py .build/release/inkrec Models/words.inkmodel Models/wamerican.lexicon --split train
The dataset is read from $INKREC_SHARED_DATASETS (default ../shared/datasets)."""
import collections, glob, json, os, re, subprocess, sys

args = sys.argv[1:]
split = 'both'
if '--split' in args:
    i = args.index('--split'); split = args[i + 1]; del args[i:i + 2]
inkrec, model = args[0], args[1]
lexicon = args[2] if len(args) > 2 else None
root = os.environ.get('INKREC_SHARED_DATASETS', '../shared/datasets')

pages = []
for path in sorted(glob.glob(f'{root}/fc-flowchart-inkml/sources/writer*.inkml')):
    writer = int(re.match(r'writer(\d+)_', os.path.basename(path)).group(1))
    part = 'train' if writer <= 12 else 'validation' if writer <= 15 else None
    if part and split in ('both', part):
        pages.append(path)

# Leaf trace groups: (truth label, annotation href word, stroke indices in trace order).
GROUP = re.compile(r'<traceGroup xml:id="[^"]+">\s*(<annotation type="truth">[^<]*</annotation>(?:(?!<traceGroup).)*?)</traceGroup>', re.S)
truth = {}
for path in pages:
    text = open(path).read()
    order = {tid: i for i, tid in enumerate(re.findall(r'<trace[^>]*\bid="([^"]+)"', text))}
    groups = []
    for body in GROUP.findall(text):
        kind = re.search(r'truth">([^<]*)<', body).group(1)
        href = re.search(r'annotationXML href="([^"]+)"', body)
        strokes = sorted(order[r] for r in re.findall(r'traceDataRef="([^"]+)"', body) if r in order)
        if strokes:
            groups.append((kind, href.group(1).rsplit('_', 1)[0] if href else None, strokes))
    truth[path] = groups

command = [inkrec, 'recognize', *pages, '--model', model, '--json'] + (['--lexicon', lexicon] if lexicon else [])
result = json.loads(subprocess.run(command, capture_output=True, text=True, check=True).stdout)
assert len(result) == len(pages), (len(result), len(pages))

tally = collections.Counter(); lost = collections.Counter(); kinds = collections.Counter()
for path, page in zip(pages, result):
    in_shapes = {i for shape in page['shapes'] for i in shape['strokes']}
    words = {(w['text'], tuple(w['strokes'])) for line in page['lines'] for w in line['words']}
    for kind, label, strokes in truth[path]:
        if kind == 'text':
            tally['text strokes'] += len(strokes)
            tally['text strokes taken as shapes'] += sum(i in in_shapes for i in strokes)
            if label and re.fullmatch(r'[A-Za-z0-9]+', label):
                tally['one-word labels'] += 1
                tally['one-word labels read right'] += (label, tuple(strokes)) in words
        else:
            tally['shape strokes'] += len(strokes)
            missed = sum(i not in in_shapes for i in strokes)
            tally['shape strokes read as text'] += missed
            kinds[kind] += 1
            lost[kind] += missed > 0

print(f'{len(pages)} pages ({split})')
for key in ['shape strokes', 'shape strokes read as text', 'text strokes', 'text strokes taken as shapes',
            'one-word labels', 'one-word labels read right']:
    print(f'  {key}: {tally[key]}')
print('  shapes with a stroke read as text: ' + ', '.join(f'{k} {lost[k]}/{kinds[k]}' for k in sorted(kinds)))
