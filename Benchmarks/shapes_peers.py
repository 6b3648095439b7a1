#!/usr/bin/env python3
"""Times the $1 (dollar-one-recognizer-py) and $N (dollarN) Python recognizers from PyPI on the
strokes `inkrec bench shapes` sends on stdin, so their latency prints beside inkrec's.

stdin:  {"templates": [{"name": str, "strokes": [[[x, y], ...], ...]}, ...],
         "queries": [[[[x, y], ...], ...], ...], "repeat": int}
stdout: {"dollar_one": {"wall": {"p50": us, "p95": us, "p99": us}, "cpu": {...}, "calls": n}
                        | {"error": str},
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


def measure(recognize, queries, repeat):
    wall, cpu, failures = [], [], 0
    for query in queries:
        try:
            recognize(query)  # warm-up
        except (ValueError, ZeroDivisionError, FloatingPointError):
            failures += 1  # the peer cannot take this stroke; it is left out and counted
            continue
        for _ in range(repeat):
            t0, c0 = time.perf_counter_ns(), time.thread_time_ns()
            recognize(query)
            c1, t1 = time.thread_time_ns(), time.perf_counter_ns()
            wall.append(t1 - t0)
            cpu.append(c1 - c0)
    result = {"wall": percentiles(wall), "cpu": percentiles(cpu), "calls": len(wall)}
    if failures:
        result["error"] = f"{failures} stroke(s) raised an error and were left out"
    return result


def dollar_one(job):
    from dollar_one_recognizer_py import dollar_one_recognizer
    templates = [t for t in job["templates"] if len(t["strokes"]) == 1]
    recognizer = dollar_one_recognizer(
        size=250, templates=[t["strokes"][0] for t in templates],
        templates_name=[t["name"] for t in templates], n=64)
    return measure(lambda q: recognizer.recognize(q[0]), job["queries"], job["repeat"])


def dollar_n(job):
    import numpy as np
    import dollarN
    recognizer = dollarN.recognizer()
    for t in job["templates"]:
        recognizer.add_gesture(t["name"], [np.array(s, dtype=float) for s in t["strokes"]])
    return measure(lambda q: recognizer.recognize([np.array(s, dtype=float) for s in q]), job["queries"], job["repeat"])


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
