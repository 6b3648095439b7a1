#!/usr/bin/env python3
"""Times the $1 (dollar-one-recognizer-py) and $N (dollarN) Python recognizers from PyPI on the
strokes `inkrec bench shapes` sends on stdin, and records what each answered, so their latency and
accuracy print beside inkrec's.

Both packages are pure Python (the $1 one loops over points and templates in Python), so their
latency measures these implementations and the interpreter more than the $1 and $N methods.

stdin:  {"templates": [{"name": str, "strokes": [[[x, y], ...], ...]}, ...],
         "queries": [[[[x, y], ...], ...], ...], "repeat": int}
stdout: one progress line per 10 % of each peer's queries,
          {"progress": "dollar_one" | "dollar_n", "done": queries, "total": queries}
        then the report on the last line:
          {"dollar_one": {"wall": {"p50": us, "p95": us, "p99": us}, "cpu": {...}, "calls": n,
                          "predictions": [template name | null per query]} | {"error": str},
           "dollar_n": ...}
Wall time is time.perf_counter_ns; CPU time is time.thread_time_ns (one thread).
"""
import json
import sys
import time


def percentiles(samples):
    samples = sorted(samples)
    def rank(p):
        position = max(1, min(len(samples), -(-len(samples) * p // 100)))
        return samples[int(position) - 1] / 1000.0
    return {"p50": rank(50), "p95": rank(95), "p99": rank(99)}


def progress(name, done, total):
    print(json.dumps({"progress": name, "done": done, "total": total}), flush=True)


def measure(name, recognize, queries, repeat):
    wall, cpu, predictions, failures = [], [], [], 0
    step = max(1, len(queries) // 10)
    for index, query in enumerate(queries, 1):
        try:
            predictions.append(recognize(query))  # warm-up, and the answer scored
        except (ValueError, ZeroDivisionError, FloatingPointError):
            failures += 1  # the peer cannot take this stroke; it is left out and counted
            predictions.append(None)
            continue
        for _ in range(repeat):
            t0, c0 = time.perf_counter_ns(), time.thread_time_ns()
            recognize(query)
            c1, t1 = time.thread_time_ns(), time.perf_counter_ns()
            wall.append(t1 - t0)
            cpu.append(c1 - c0)
        if index % step == 0 or index == len(queries):
            progress(name, index, len(queries))
    result = {"wall": percentiles(wall), "cpu": percentiles(cpu), "calls": len(wall), "predictions": predictions}
    if failures:
        result["error"] = f"{failures} stroke(s) raised an error and were left out"
    return result


def dollar_one(job):
    from dollar_one_recognizer_py import dollar_one_recognizer
    templates = [t for t in job["templates"] if len(t["strokes"]) == 1]
    recognizer = dollar_one_recognizer(
        size=250, templates=[t["strokes"][0] for t in templates],
        templates_name=[t["name"] for t in templates], n=64)
    return measure("dollar_one", lambda q: recognizer.recognize(q[0])[1], job["queries"], job["repeat"])


def dollar_n(job):
    import numpy as np
    import dollarN
    recognizer = dollarN.recognizer()
    for t in job["templates"]:
        recognizer.add_gesture(t["name"], [np.array(s, dtype=float) for s in t["strokes"]])
    def recognize(query):
        return recognizer.recognize([np.array(s, dtype=float) for s in query])["name"] or None
    return measure("dollar_n", recognize, job["queries"], job["repeat"])


def main():
    job = json.load(sys.stdin)
    report = {}
    for name, run in (("dollar_one", dollar_one), ("dollar_n", dollar_n)):
        try:
            report[name] = run(job)
        except Exception as error:  # a missing or broken peer is reported, not fatal
            report[name] = {"error": f"{type(error).__name__}: {error}"}
    json.dump(report, sys.stdout)


if __name__ == "__main__":
    main()
