"""The AI ladder: each level against the one below, in every game, as the arena plays it. Not a test.

    python benchmarks/ai_ladder.py                       # every rung at the issue's sizes
    python benchmarks/ai_ladder.py durak kowah:hard,easy,easy --deals 200 --jobs 2

A rung is `game:seat,seat,...` (a bare game name means all of its rungs below). Deals are the
arena's (`cardavia-arena GAME --seats ... --seed S`): the same deal seeds and the same seat
rotation, so a rung's totals equal that arena run's; `--jobs` spreads the deals over processes.
`--results FILE` appends each deal's result to FILE as it finishes (one JSON line, naming the
deal's index, so that two versions' runs of a rung can be compared deal by deal), and
`--merge FILE...` prints the figures of such files together: a long run can be split into
`--start`/`--deals` shards, on several machines or in several sittings.

For each rung it prints every seat position's wins with a 95 % (Wilson) interval of its win
share, for two seats the share of decisive deals; the points where the game has them (MCR: net
payments per deal, with a 95 % interval; Sì Sè Pái and Kowah: the winner's meld points or
multiplier); the smallest MCR win before flowers; and each level's think time per decision
with a real choice: p50, p95 and max in CPU milliseconds (the arena's `time.process_time`).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from contextlib import nullcontext
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import arena  # noqa: E402
from engine.core.rng import derive_seed  # noqa: E402

#: The issue's rungs and sizes (deals), weakest pairing last within a game.
LADDER = {
    "durak": [("expert,hard", 1000), ("hard,easy", 1000)],
    "sisepai": [("expert,hard,hard,hard", 2000), ("hard,easy,easy,easy", 2000)],
    "mahjong": [("expert,hard,hard,hard", 1000), ("hard,easy,easy,easy", 1000)],
    "kowah": [("expert,hard,hard", 2000), ("hard,easy,easy", 2000)],
}
Z = 1.96


def wilson(wins: int, n: int) -> tuple[float, float]:
    if not n:
        return (0.0, 0.0)
    p = wins / n
    centre = (p + Z * Z / (2 * n)) / (1 + Z * Z / n)
    half = Z * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n)) / (1 + Z * Z / n)
    return (centre - half, centre + half)


def play(task: tuple[str, list[str], int, int]) -> dict:
    """One deal of a rung, exactly as `arena.run` plays deal `index`."""
    game, names, index, seed = task
    deal_seed = derive_seed(game, seed, index) % (2**31)
    n = len(names)
    position_at_seat = [(seat - index) % n for seat in range(n)]
    think: dict[str, list[float]] = {}
    try:
        state = arena.play_deal(game, deal_seed, [names[p] for p in position_at_seat], think)
    except Exception as error:  # noqa: BLE001 — counted and shown, as the arena does
        return {"deal": index, "error": f"deal {index} (seed {deal_seed}): {error!r}", "think": think}
    outcome = state.outcome
    detail = outcome.detail
    result = {"deal": index, "winners": [position_at_seat[s] for s in outcome.winners], "think": think}
    payments = detail.get("payments")
    if payments is not None:
        result["net"] = [0] * n
        for seat, paid in enumerate(payments):
            result["net"][position_at_seat[seat]] = paid
    if outcome.winners:
        for key in ("total_without_flowers", "points", "multiplier"):
            if detail.get(key) is not None:
                result[key] = detail[key]
    return result


class Rung:
    def __init__(self, game: str, names: list[str]):
        self.game, self.names = game, names
        n = len(names)
        self.deals = self.errors = self.draws = 0
        self.wins = [0] * n
        self.net = [[] for _ in range(n)]
        self.win_points = [[] for _ in range(n)]
        self.min_win_points: int | None = None
        self.think: dict[str, list[float]] = {}
        self.error_samples: list[str] = []
        self.seconds = 0.0

    def add(self, result: dict) -> None:
        self.deals += 1
        for name, times in result["think"].items():
            self.think.setdefault(name, []).extend(times)
        if "error" in result:
            self.errors += 1
            self.error_samples = (self.error_samples + [result["error"]])[:5]
            return
        if not result["winners"]:
            self.draws += 1
        for position in result["winners"]:
            self.wins[position] += 1
            for key in ("points", "multiplier", "total_without_flowers"):
                if key in result:
                    self.win_points[position].append(result[key])
                    break
        if "net" in result:
            for position, paid in enumerate(result["net"]):
                self.net[position].append(paid)
        points = result.get("total_without_flowers")
        if points is not None and (self.min_win_points is None or points < self.min_win_points):
            self.min_win_points = points

    def summary(self) -> dict:
        n = self.deals - self.errors
        seats = []
        for position, name in enumerate(self.names):
            low, high = wilson(self.wins[position], n)
            seat = {"level": name, "wins": self.wins[position], "share": round(self.wins[position] / n, 4) if n else 0,
                    "interval": [round(low, 4), round(high, 4)]}
            if self.net[position]:
                values = self.net[position]
                mean = sum(values) / len(values)
                sd = math.sqrt(sum((v - mean) ** 2 for v in values) / max(1, len(values) - 1))
                half = Z * sd / math.sqrt(len(values))
                seat["net_per_deal"] = round(mean, 2)
                seat["net_interval"] = [round(mean - half, 2), round(mean + half, 2)]
            if self.win_points[position]:
                seat["mean_win_points"] = round(sum(self.win_points[position]) / len(self.win_points[position]), 2)
            seats.append(seat)
        summary = {"game": self.game, "seats": self.names, "deals": self.deals, "errors": self.errors,
                   "draws": self.draws, "positions": seats, "think_ms": {}, "seconds": round(self.seconds, 1)}
        if len(self.names) == 2:
            decisive = self.wins[0] + self.wins[1]
            low, high = wilson(self.wins[0], decisive)
            summary["decisive"] = {"deals": decisive, "share_of_first": round(self.wins[0] / decisive, 4) if decisive else 0,
                                   "interval": [round(low, 4), round(high, 4)]}
        if self.min_win_points is not None:
            summary["min_win_points"] = self.min_win_points
        for name, times in self.think.items():
            ordered = sorted(times)
            if ordered:
                summary["think_ms"][name] = {
                    "decisions": len(ordered),
                    "p50": round(ordered[len(ordered) // 2], 1),
                    "p95": round(ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))], 1),
                    "max": round(ordered[-1], 1),
                }
        return summary


def report(summary: dict, out) -> None:
    print(f"{summary['game']} {','.join(summary['seats'])}: {summary['deals']} deals, {summary['draws']} draws, "
          f"{summary['errors']} errors, {summary['seconds']} s", file=out)
    first = summary["positions"][0]
    for position, seat in enumerate(summary["positions"]):
        low, high = seat["interval"]
        line = f"  seat {position} {seat['level']:>7}: {seat['wins']:>5} wins  {100 * seat['share']:5.1f} % [{100 * low:4.1f}, {100 * high:4.1f}]"
        if position and seat["wins"]:
            line += f"  first/this {first['wins'] / seat['wins']:.2f}x"
        if "net_per_deal" in seat:
            nl, nh = seat["net_interval"]
            line += f"  net {seat['net_per_deal']:+.2f}/deal [{nl:+.2f}, {nh:+.2f}]"
        if "mean_win_points" in seat:
            line += f"  mean win points {seat['mean_win_points']}"
        print(line, file=out)
    if "decisive" in summary:
        d = summary["decisive"]
        low, high = d["interval"]
        print(f"  decisive deals {d['deals']}: seat 0 wins {100 * d['share_of_first']:.1f} % [{100 * low:.1f}, {100 * high:.1f}]",
              file=out)
    if "min_win_points" in summary:
        print(f"  smallest win: {summary['min_win_points']} points before flowers", file=out)
    for name, t in summary["think_ms"].items():
        print(f"  think {name:>7}: p50 {t['p50']} ms, p95 {t['p95']} ms, max {t['max']} ms CPU over {t['decisions']} decisions",
              file=out)


def rungs_of(words: list[str], deals: int | None) -> list[tuple[str, list[str], int]]:
    chosen = []
    for word in words or list(LADDER):
        game, _, seats = word.partition(":")
        if game not in LADDER:
            raise SystemExit(f"unknown game {game!r} (known: {', '.join(LADDER)})")
        if seats:
            size = dict(LADDER[game]).get(seats, 1000)
            chosen.append((game, seats.split(","), deals or size))
        else:
            chosen += [(game, rung.split(","), deals or size) for rung, size in LADDER[game]]
    return chosen


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("rungs", nargs="*", help="game or game:seat,seat,... (default: the whole ladder)")
    parser.add_argument("--deals", type=int, help="deals per rung (default: the issue's size)")
    parser.add_argument("--start", type=int, default=0, help="first deal index (to continue a run)")
    parser.add_argument("--seed", type=int, default=2027)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="end with one JSON line per rung")
    parser.add_argument("--progress", type=int, default=100, help="print a progress line every N deals")
    parser.add_argument("--results", help="append every deal's result to this file (JSON lines)")
    parser.add_argument("--merge", nargs="+", metavar="FILE", help="only print the figures of result files")
    args = parser.parse_args(argv)
    if args.merge:
        return merge(args.merge, args.json)
    summaries = []
    for game, names, deals in rungs_of(args.rungs, args.deals):
        rung = Rung(game, names)
        tasks = [(game, names, index, args.seed) for index in range(args.start, args.start + deals)]
        start = time.perf_counter()
        with (open(args.results, "a", encoding="utf-8") if args.results else nullcontext()) as log, \
                (Pool(args.jobs) if args.jobs > 1 else _Serial()) as pool:
            for result in pool.imap_unordered(play, tasks, chunksize=1):
                if log is not None:
                    log.write(json.dumps({"game": game, "seats": names, "seed": args.seed, **result}) + "\n")
                    log.flush()
                rung.add(result)
                if args.progress and rung.deals % args.progress == 0 and rung.deals < deals:
                    shares = " ".join(f"{w}" for w in rung.wins)
                    print(f"  … {game} {rung.deals}/{deals} deals, wins {shares}", file=sys.stderr, flush=True)
        rung.seconds = time.perf_counter() - start
        summary = rung.summary()
        summaries.append(summary)
        report(summary, sys.stdout)
        for sample in rung.error_samples:
            print("  error:", sample)
        sys.stdout.flush()
    if args.json:
        for summary in summaries:
            print(json.dumps(summary, separators=(",", ":")))
    return 1 if any(s["errors"] for s in summaries) else 0


def merge(paths: list[str], as_json: bool) -> int:
    """The figures of deals recorded with --results, one rung per (game, seats, seed)."""
    rungs: dict[tuple, Rung] = {}
    for path in paths:
        with open(path, encoding="utf-8") as lines:
            for line in lines:
                result = json.loads(line)
                key = (result["game"], tuple(result["seats"]), result["seed"])
                rung = rungs.setdefault(key, Rung(result["game"], list(result["seats"])))
                rung.add(result)
    for rung in rungs.values():
        summary = rung.summary()
        report(summary, sys.stdout)
        if as_json:
            print(json.dumps(summary, separators=(",", ":")))
    return 0


class _Serial:
    """A pool of one, in this process (profilers and debuggers see the deals)."""

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    @staticmethod
    def imap_unordered(fn, tasks, chunksize=1):
        return map(fn, tasks)


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    sys.exit(main())
