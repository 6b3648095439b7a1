# Composes UNIPEN category 7 words of one test-split writer into a page of lines (labelled ndjson).
import json, statistics, sys
rows = [json.loads(l) for l in open(sys.argv[1])]  # from `inkrec convert .../data/7 words.ndjson`
writer = 'ibm/ije11'
lines = [["the", "nation", "survey", "reveals"], ["children", "in", "this", "country"]]
pool = {}
for r in rows:
    if r['writer'] == writer and r['split'] == 'test' and r['label'] not in pool:
        pool[r['label']] = r
strokes, sources, start_times = [], [], []
heights = []
for line in lines:
    for w in line:
        ys = [p[1] for s in pool[w]['strokes'] for p in s]
        heights.append(statistics.median(ys))
clock = 0.0
for li, line in enumerate(lines):
    x = 0.0
    for w in line:
        r = pool[w]
        pts = [p for s in r['strokes'] for p in s]
        minx = min(p[0] for p in pts); maxx = max(p[0] for p in pts)
        ymed = statistics.median(p[1] for p in pts)
        dy = li * 260 - ymed  # body centres of one line share a y; lines 260 tablet units apart
        for s in r['strokes']:
            strokes.append([[round(p[0] - minx + x, 1), round(p[1] + dy, 1), round(p[2], 3)] for p in s])
            start_times.append(round(clock, 3))
            clock += (s[-1][2] if s[-1][2] is not None else 0) + 0.3
        sources.append(r['id'].split('unipen-train_r01_v07/')[1])
        x += maxx - minx + 90  # word space, tablet units
label = "\n".join(" ".join(l) for l in lines)
rec = {"id": "unipen-ije11-page", "label": label, "writer": writer, "split": "test", "strokes": strokes, "strokeStartTimes": start_times,
       "annotations": {"composedFrom": " ".join(sources)}}
open(sys.argv[2], 'w').write(json.dumps(rec, separators=(',', ':')) + "\n")
print(label, len(strokes), sources)
