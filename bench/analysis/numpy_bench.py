#!/usr/bin/env python3
"""Vectorised NumPy versions of the benchmarked algorithms, timed on problems of the same shape, and the
side-by-side table against the C++ figures (docs/performance.md).

Usage: numpy_bench.py CXX_RESULTS.tsv [--quick]
CXX_RESULTS.tsv holds "key<TAB>seconds" lines written by verdict_bench_analysis.
"""
import sys
import time

import numpy as np

QUICK = "--quick" in sys.argv
REPEATS = 5 if QUICK else 50
CHUNK = 50_000  # samples per vectorised batch (bounded memory)


def problem(n, m, seed):
    rng = np.random.default_rng(seed)
    x = 1.0 + 9.0 * rng.random((n, m))
    cost = np.arange(m) % 3 == 0
    return x, cost


def minmax(x, cost):
    lo, hi = x.min(axis=0), x.max(axis=0)
    r = (x - lo) / (hi - lo)
    r[:, cost] = 1.0 - r[:, cost]
    return r


class Split:
    def __init__(self):
        self.sampling = self.scoring = self.ranking = self.confidence = 0.0


def accumulate(scores, weights, counts, central, split):
    """Rank acceptability and central weight sums for a batch of scores (samples × n)."""
    t = time.perf_counter()
    n = scores.shape[1]
    order = np.argsort(-scores, axis=1)
    rank_of = np.empty_like(order)
    np.put_along_axis(rank_of, order, np.arange(n)[None, :], axis=1)
    counts += np.bincount((np.arange(n)[None, :] * n + rank_of).ravel(), minlength=n * n).reshape(n, n)
    winners = order[:, 0]
    for c in range(weights.shape[1]):
        central[:, c] += np.bincount(winners, weights=weights[:, c], minlength=n)
    split.ranking += time.perf_counter() - t


def smaa_exact(x, cost, samples, seed):
    rng = np.random.default_rng(seed)
    n, m = x.shape
    r = minmax(x, cost)
    counts = np.zeros((n, n), dtype=np.int64)
    central = np.zeros((n, m))
    split = Split()
    done = 0
    while done < samples:
        b = min(CHUNK, samples - done)
        t = time.perf_counter()
        e = rng.standard_exponential((b, m))
        w = e / e.sum(axis=1, keepdims=True)
        split.sampling += time.perf_counter() - t
        t = time.perf_counter()
        s = w @ r.T
        split.scoring += time.perf_counter() - t
        accumulate(s, w, counts, central, split)
        done += b
    first = counts[:, 0]
    cw = central / np.maximum(first, 1)[:, None]
    t = time.perf_counter()
    sc = cw @ r.T  # confidence with exact values: one evaluation per alternative
    conf = sc[np.arange(n), np.arange(n)] >= sc.max(axis=1)
    split.confidence += time.perf_counter() - t
    return counts / samples, cw, conf, split


def draw_values(rng, x, b):
    """b draws of the whole matrix: rows cycle interval ±20 %, triangular ±20 %, normal sd 10 %."""
    n, m = x.shape
    kind = np.arange(n) % 3
    out = np.empty((b, n, m))
    xi = x[kind == 0]
    out[:, kind == 0, :] = rng.uniform(0.8 * xi, 1.2 * xi, size=(b,) + xi.shape)
    xt = x[kind == 1]
    out[:, kind == 1, :] = rng.triangular(0.8 * xt, xt, 1.2 * xt, size=(b,) + xt.shape)
    xn = x[kind == 2]
    out[:, kind == 2, :] = rng.normal(xn, 0.1 * xn, size=(b,) + xn.shape)
    return out


def minmax_batch(v, cost):
    lo, hi = v.min(axis=1, keepdims=True), v.max(axis=1, keepdims=True)
    r = (v - lo) / (hi - lo)
    r[:, :, cost] = 1.0 - r[:, :, cost]
    return r


def smaa_uncertain(x, cost, samples, seed):
    rng = np.random.default_rng(seed)
    n, m = x.shape
    counts = np.zeros((n, n), dtype=np.int64)
    central = np.zeros((n, m))
    split = Split()
    batch = 2000
    done = 0
    while done < samples:
        b = min(batch, samples - done)
        t = time.perf_counter()
        e = rng.standard_exponential((b, m))
        w = e / e.sum(axis=1, keepdims=True)
        r = minmax_batch(draw_values(rng, x, b), cost)
        split.sampling += time.perf_counter() - t
        t = time.perf_counter()
        s = np.einsum("snm,sm->sn", r, w)
        split.scoring += time.perf_counter() - t
        accumulate(s, w, counts, central, split)
        done += b
    first = counts[:, 0]
    cw = central / np.maximum(first, 1)[:, None]
    cand = np.nonzero(first)[0]
    t = time.perf_counter()
    hits = np.zeros(len(cand))
    conf_samples = min(samples, 10_000)
    done = 0
    while done < conf_samples:
        b = min(batch, conf_samples - done)
        r = minmax_batch(draw_values(rng, x, b), cost)
        s = np.einsum("snm,cm->scn", r, cw[cand])  # samples × candidates × alternatives
        mine = s[:, np.arange(len(cand)), cand]
        hits += (mine >= s.max(axis=2)).sum(axis=0)
        done += b
    split.confidence += time.perf_counter() - t
    return counts / samples, cw, hits / conf_samples, split


def wsm(x, cost, w):
    s = minmax(x, cost) @ w
    order = np.argsort(-s, kind="stable")
    return s, order


def topsis(x, cost, w):
    v = x / np.sqrt((x * x).sum(axis=0)) * w
    ideal = np.where(cost, v.min(axis=0), v.max(axis=0))
    anti = np.where(cost, v.max(axis=0), v.min(axis=0))
    dp = np.sqrt(((v - ideal) ** 2).sum(axis=1))
    dm = np.sqrt(((v - anti) ** 2).sum(axis=1))
    c = dm / (dp + dm)
    order = np.argsort(-c, kind="stable")
    return c, order


def load():
    """One-minute load average when a figure is taken (the machine is shared)."""
    with open("/proc/loadavg") as f:
        return float(f.read().split()[0])


def timed(f, repeats):
    """Median wall and processor time of `repeats` calls (processor time counts every thread, OpenBLAS's too)."""
    times, cpus = [], []
    for _ in range(repeats):
        t, c = time.perf_counter(), time.process_time()
        f()
        times.append(time.perf_counter() - t)
        cpus.append(time.process_time() - c)
    times.sort()
    cpus.sort()
    return times[len(times) // 2], cpus[len(cpus) // 2]


def main():
    cxx = {}
    with open(sys.argv[1]) as f:
        for line in f:
            key, value = line.split("\t")
            cxx[key] = float(value)
    py = {}

    x, cost = problem(100, 20, 1)
    samples = 100_000 if QUICK else 1_000_000
    py["smaa_exact_100x20_load"] = load()
    runs = []  # median of 3, like the C++ side: single runs vary a lot on the shared machine
    for _ in range(3):
        t, c = time.perf_counter(), time.process_time()
        _, _, _, split = smaa_exact(x, cost, samples, 7)
        runs.append((time.perf_counter() - t, time.process_time() - c, split))
    runs.sort(key=lambda r: r[0])
    py["smaa_exact_100x20"], _, split = runs[1]
    py["smaa_exact_100x20_cpu"] = sorted(r[1] for r in runs)[1]
    for phase in ("sampling", "scoring", "ranking"):
        py["smaa_exact_100x20_" + phase] = getattr(split, phase)

    x, cost = problem(100, 20, 2)
    samples = 5_000 if QUICK else 20_000
    py["smaa_uncertain_100x20_load"] = load()
    t, c = time.perf_counter(), time.process_time()
    _, _, _, split = smaa_uncertain(x, cost, samples, 7)
    py["smaa_uncertain_100x20"] = time.perf_counter() - t
    py["smaa_uncertain_100x20_cpu"] = time.process_time() - c
    for phase in ("sampling", "scoring", "ranking", "confidence"):
        py["smaa_uncertain_100x20_" + phase] = getattr(split, phase)

    x, cost = problem(4, 6, 3)
    py["smaa_small_4x6_load"] = load()
    py["smaa_small_4x6"], py["smaa_small_4x6_cpu"] = timed(lambda: smaa_exact(x, cost, 10_000, 7), REPEATS)

    x, cost = problem(10_000, 200, 4)
    w = np.full(200, 1 / 200)
    py["wsm_10000x200_load"] = load()
    py["wsm_10000x200"], py["wsm_10000x200_cpu"] = timed(lambda: wsm(x, cost, w), REPEATS)
    py["topsis_10000x200_load"] = load()
    py["topsis_10000x200"], py["topsis_10000x200_cpu"] = timed(lambda: topsis(x, cost, w), REPEATS)

    rows = [
        ("SMAA 1e6 x 100x20, exact values", "smaa_exact_100x20"),
        ("  sampling", "smaa_exact_100x20", "sampling"),
        ("  scoring", "smaa_exact_100x20", "scoring"),
        ("  ranking", "smaa_exact_100x20", "ranking"),
        ("SMAA 2e4 x 100x20, every value uncertain", "smaa_uncertain_100x20"),
        ("  sampling (weights + values)", "smaa_uncertain_100x20", "sampling"),
        ("  scoring", "smaa_uncertain_100x20", "scoring"),
        ("  ranking", "smaa_uncertain_100x20", "ranking"),
        ("  confidence (1e4 value draws)", "smaa_uncertain_100x20", "confidence"),
        ("SMAA 1e4 x 4x6 (median)", "smaa_small_4x6"),
        ("WSM 10000x200 (median)", "wsm_10000x200"),
        ("TOPSIS 10000x200 (median)", "topsis_10000x200"),
    ]
    if QUICK:
        rows[0] = ("SMAA 1e5 x 100x20, exact values (quick)", "smaa_exact_100x20")
        rows[4] = ("SMAA 5e3 x 100x20, every value uncertain (quick)", "smaa_uncertain_100x20")

    def ms(v):
        return "%10.2f" % (v * 1000) if v is not None else "%10s" % "-"

    def ratio(a, b):
        return "%8.1fx" % (b / a) if a and b else "%9s" % "-"

    def loads(key):
        a, b, p = cxx.get(key + "_t1_load"), cxx.get(key + "_t2_load"), py.get(key + "_load")
        return "%5s %5s %5s" % tuple("-" if v is None else "%.1f" % v for v in (a, b, p))

    print("Wall time (ms; exact SMAA: median of 3 runs; rows marked median: of %d), with the 1-minute load "
          "average when each figure was taken" % REPEATS)
    print("%-46s %10s %10s %10s %9s %9s  %s" % ("benchmark", "C++ 1 thr", "C++ 2 thr", "NumPy", "NumPy/1t",
                                               "NumPy/2t", "load 1t/2t/np"))
    for row in rows:
        label, key = row[0], row[1]
        if len(row) == 3:
            c1, c2, p = cxx.get(key + "_t1_" + row[2]), cxx.get(key + "_t2_" + row[2]), py.get(key + "_" + row[2])
            extra = ""
        else:
            c1, c2, p = cxx.get(key + "_t1"), cxx.get(key + "_t2"), py.get(key)
            extra = "  " + loads(key)
        print("%-46s %s %s %s %s %s%s" % (label, ms(c1), ms(c2), ms(p), ratio(c1, p), ratio(c2, p), extra))

    print("\nProcessor time (ms, every thread of the process): the work done, which other builds' load inflates "
          "far less than wall time")
    print("%-46s %10s %10s %10s %9s %9s" % ("benchmark", "C++ 1 thr", "C++ 2 thr", "NumPy", "NumPy/1t",
                                           "NumPy/2t"))
    for row in rows:
        if len(row) == 3:
            continue
        label, key = row[0], row[1]
        c1, c2, p = cxx.get(key + "_t1_cpu"), cxx.get(key + "_t2_cpu"), py.get(key + "_cpu")
        print("%-46s %s %s %s %s %s" % (label, ms(c1), ms(c2), ms(p), ratio(c1, p), ratio(c2, p)))
    print("\nC++ phase rows: thread time of each phase scaled to the run's wall time. C++ 2 thr processor time / 2 "
          "is the wall time to expect on an idle 2-core machine.")


if __name__ == "__main__":
    main()
