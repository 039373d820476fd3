#!/usr/bin/env python3
"""Summarises the last `cargo bench -p sudoku-lab-bench --bench solvers` run from criterion's
files under TARGET/criterion/ (TARGET: cargo's target folder, as `cargo metadata` names it, so
that CARGO_TARGET_DIR is honoured): one Markdown table per group, each benchmark's mean time per puzzle with its
95% confidence interval, and its ratio to the `sudoku` crate (the reference peer) in the same
group. For the `observer` group, each solver's `hook-removed` and `counting-observer` variants are
given as ratios to its `no-observer` run.

    cargo bench -p sudoku-lab-bench --bench solvers -- top1465 && scripts/bench-report.py top1465

With group names as arguments, only those groups are shown; a name ending in `/` shows every
group it begins (`fast/` for the six groups of `cargo bench -p sudoku-lab-bench --bench fast`). It reads files only; it runs nothing.
"""
import json
import pathlib
import subprocess
import sys

PROJECT = pathlib.Path(__file__).resolve().parent.parent


def criterion_dir():
    """Where criterion wrote its results: the criterion/ folder of cargo's target folder."""
    metadata = subprocess.run(
        ["cargo", "metadata", "--format-version", "1", "--no-deps"],
        cwd=PROJECT, check=True, capture_output=True, text=True,
    )
    return pathlib.Path(json.loads(metadata.stdout)["target_directory"]) / "criterion"


def unit(seconds):
    for scale, name in ((1, "s"), (1e-3, "ms"), (1e-6, "µs"), (1e-9, "ns")):
        if seconds >= scale:
            return f"{seconds / scale:.3g} {name}"
    return f"{seconds * 1e9:.3g} ns"


def load(root):
    groups = {}
    for bench in root.glob("**/new/benchmark.json"):
        meta = json.loads(bench.read_text())
        estimates = json.loads((bench.parent / "estimates.json").read_text())
        n = (meta.get("throughput") or {}).get("Elements", 1)
        mean, median = estimates["mean"], estimates["median"]
        groups.setdefault(meta["group_id"], []).append(
            {
                "function": meta["function_id"] or meta["group_id"],
                "set": meta.get("value_str"),
                "puzzles": n,
                # criterion's times are nanoseconds per iteration; one iteration is a pass
                # over `n` puzzles (a benchmark with no throughput is one puzzle a pass).
                "mean": mean["point_estimate"] / 1e9 / n,
                "median": median["point_estimate"] / 1e9 / n,
                "low": mean["confidence_interval"]["lower_bound"] / 1e9 / n,
                "high": mean["confidence_interval"]["upper_bound"] / 1e9 / n,
            }
        )
    return groups


def selected(name, wanted):
    """A group is shown when no names are given, when it is named, or when a name ending in
    `/` is a prefix of it (`fast/` shows the six groups of the `fast` bench)."""
    return not wanted or name in wanted or any(w.endswith("/") and name.startswith(w) for w in wanted)


def main():
    wanted = set(sys.argv[1:])
    root = criterion_dir()
    groups = load(root)
    if not groups:
        sys.exit(
            f"no criterion results under {root}; "
            "run `cargo bench -p sudoku-lab-bench --bench solvers` first"
        )
    for name in sorted(groups):
        if not selected(name, wanted):
            continue
        rows = sorted(groups[name], key=lambda r: r["mean"])
        of = f" of {rows[0]['set']}" if rows[0]["set"] else ""
        size = f" ({rows[0]['puzzles']} puzzles{of} a pass)" if rows[0]["puzzles"] > 1 else ""
        print(f"\n{name}{size}\n")
        if name == "observer":
            print("| solver | variant | per puzzle | 95% interval | vs no-observer |")
            print("|---|---|---:|---:|---:|")
            base = {r["function"].split("/")[0]: r["mean"] for r in rows if r["function"].endswith("/no-observer")}
            for r in sorted(rows, key=lambda r: r["function"]):
                solver, variant = r["function"].split("/", 1)
                ratio = r["mean"] / base[solver] if solver in base else float("nan")
                print(f"| {solver} | {variant} | {unit(r['mean'])} | {unit(r['low'])} - {unit(r['high'])} | {ratio:.3f} |")
            continue
        # The peer is the `sudoku` crate: `sudoku-crate` in the solvers bench, `sudoku` in the
        # fast bench. The ratio is of medians, which a busy machine's outliers move least.
        peer = next((r["median"] for r in rows if r["function"] in ("sudoku-crate", "sudoku")), None)
        if peer is None:
            # A group with no peer (the rating bench): the times alone, per iteration.
            print("| benchmark | median | mean | 95% interval of the mean |")
            print("|---|---:|---:|---:|")
            for r in rows:
                print(f"| {r['function']} | {unit(r['median'])} | {unit(r['mean'])} | {unit(r['low'])} - {unit(r['high'])} |")
            continue
        print("| solver | median per puzzle | mean | 95% interval of the mean | puzzles/s | vs sudoku crate (medians) |")
        print("|---|---:|---:|---:|---:|---:|")
        for r in rows:
            ratio = f"{r['median'] / peer:.2f}"
            print(f"| {r['function']} | {unit(r['median'])} | {unit(r['mean'])} | {unit(r['low'])} - {unit(r['high'])} | {1 / r['median']:,.0f} | {ratio} |")


if __name__ == "__main__":
    main()
