"""`cardavia-arena`: AI-vs-AI deals without a GUI, for strength comparisons and fuzzing.

Seats rotate between deals so no policy keeps one seat's advantage; wins are counted per policy
position in `--seats`. Any exception in a deal is caught, counted and reported, and the run goes
on. Think time is measured per decision that had a real choice (two or more legal actions), in
CPU time of this process (`time.process_time`): on a shared machine wall time mostly measures
the neighbours.

A game whose outcome detail carries `total_without_flowers` (MCR: a win's points before the bonus
flowers, which R5 requires to be at least 8) has the smallest such figure over the run's wins
reported as `min_win_points`; for other games it stays null.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import traceback
from dataclasses import dataclass, field

from engine.core import registry
from engine.core.rng import derive_seed

MAX_ACTIONS_PER_DEAL = 100_000  # a deal that runs longer than this is a bug, not a game
WIN_POINTS = "total_without_flowers"  # the outcome detail key of a win's points, where a game has one


@dataclass
class Tally:
    game: str
    seats: list[str]
    deals: int = 0
    finished: int = 0
    errors: int = 0
    draws: int = 0
    wins: list[int] = field(default_factory=list)
    think: dict[str, list[float]] = field(default_factory=dict)
    error_samples: list[str] = field(default_factory=list)
    seconds: float = 0.0
    min_win_points: int | None = None

    def summary(self) -> dict:
        return {
            "game": self.game,
            "deals": self.deals,
            "finished": self.finished,
            "errors": self.errors,
            "draws": self.draws,
            "seats": self.seats,
            "wins": self.wins,
            "think_ms": {name: _percentiles(times) for name, times in self.think.items()},
            "deals_per_s": round(self.deals / self.seconds, 2) if self.seconds else 0.0,
            "min_win_points": self.min_win_points,
        }

    def count_win_points(self, outcome) -> None:
        points = outcome.detail.get(WIN_POINTS) if outcome.winners else None
        if points is not None and (self.min_win_points is None or points < self.min_win_points):
            self.min_win_points = points


def _percentiles(times: list[float]) -> dict:
    if not times:
        return {"p50": 0.0, "p95": 0.0, "max": 0.0}
    ordered = sorted(times)

    def at(q: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 3)

    return {"p50": at(0.5), "p95": at(0.95), "max": round(ordered[-1], 3)}


def play_deal(game_id: str, seed: int, seat_policies: list[str], think: dict[str, list[float]]):
    """Play one deal; `seat_policies[s]` is the policy name at seat s. Returns the final state."""
    return play_on(registry.get(game_id).new_deal(seed), seed, seat_policies, think)


def play_on(state, seed: int, seat_policies: list[str], think: dict[str, list[float]]):
    """Play `state` to the end of its deal, each decision's policy drawn from `seed`; the
    arena's deals, and positions played on from the middle of one (benchmarks/decision_referee.py)."""
    info = registry.get(state.game_id)
    for _ in range(MAX_ACTIONS_PER_DEAL):
        pending = state.pending()
        if not pending:
            return state
        # In a claim window every pending seat answers; each answer is one decision.
        for seat in pending:
            if seat not in state.pending():
                continue
            legal = state.legal_actions(seat)
            view = state.view(seat)
            policy = info.decision_policy(seat_policies[seat], seed, seat, len(state.history))
            start = time.process_time()
            action = policy.choose(view, legal)
            elapsed = (time.process_time() - start) * 1000
            if len(legal) >= 2:
                think.setdefault(seat_policies[seat], []).append(elapsed)
            state.apply(seat, action)
    raise RuntimeError(f"deal {seed} of {state.game_id} did not end within {MAX_ACTIONS_PER_DEAL} actions")


def run(game_id: str, deals: int, seed: int, seats: list[str] | None) -> Tally:
    info = registry.get(game_id)
    names = seats or ["random"] * info.players
    if len(names) != info.players:
        raise SystemExit(f"{info.name} needs {info.players} seats, got {len(names)}: {','.join(names)}")
    for name in set(names):
        info.make_policy(name, None)  # fail early on an unknown policy name
    tally = Tally(game_id, names, wins=[0] * len(names))
    tally.think = {name: [] for name in names}
    start = time.perf_counter()
    for index in range(deals):
        deal_seed = derive_seed(game_id, seed, index) % (2**31)
        # Rotate: the policy at position p sits at seat (p + index) mod n this deal.
        position_at_seat = [(seat - index) % len(names) for seat in range(len(names))]
        seat_policies = [names[p] for p in position_at_seat]
        tally.deals += 1
        try:
            state = play_deal(game_id, deal_seed, seat_policies, tally.think)
        except Exception:  # noqa: BLE001 — the arena's job is to count failures, not stop at one
            tally.errors += 1
            if len(tally.error_samples) < 5:
                tally.error_samples.append(f"deal {index} (seed {deal_seed}):\n{traceback.format_exc()}")
            continue
        tally.finished += 1
        outcome = state.outcome
        if outcome.is_draw:
            tally.draws += 1
        for seat in outcome.winners:
            tally.wins[position_at_seat[seat]] += 1
        tally.count_win_points(outcome)
    tally.seconds = time.perf_counter() - start
    return tally


def _print_human(tally: Tally, out) -> None:
    print(f"{tally.game}: {tally.deals} deals, {tally.finished} finished, {tally.errors} errors, "
          f"{tally.draws} draws, {tally.summary()['deals_per_s']} deals/s", file=out)
    for position, name in enumerate(tally.seats):
        times = _percentiles(tally.think.get(name, []))
        print(f"  seat {position} {name:>8}: {tally.wins[position]:>6} wins   think p50 {times['p50']} ms, "
              f"p95 {times['p95']} ms, max {times['max']} ms", file=out)
    if tally.min_win_points is not None:
        print(f"  smallest win: {tally.min_win_points} points before flowers", file=out)
    for sample in tally.error_samples:
        print(sample, file=out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="cardavia-arena", description="Play seeded AI-vs-AI deals without a GUI.")
    parser.add_argument("game", help="a game id (" + ", ".join(g.id for g in registry.all_games()) + ") or 'all'")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--seats", help="comma-separated policy names, one per seat (default: all random)")
    parser.add_argument("--json", action="store_true", help="print one JSON line as the last line of output")
    args = parser.parse_args(argv)
    seats = args.seats.split(",") if args.seats else None

    if args.game == "all":
        games = [g.id for g in registry.all_games() if g.playable]
        if seats is not None:
            parser.error("--seats cannot be used with 'all' (each game has its own seat count)")
    else:
        try:
            info = registry.get(args.game)
        except LookupError as error:
            parser.error(str(error))
        if not info.playable:
            parser.error(f"{info.name} is not playable yet")
        games = [args.game]

    tallies = []
    for game_id in games:
        try:
            tallies.append(run(game_id, args.deals, args.seed, seats))
        except LookupError as error:
            parser.error(str(error))
    for tally in tallies:
        _print_human(tally, sys.stderr if args.json else sys.stdout)
    if args.json:
        summaries = [t.summary() for t in tallies]
        print(json.dumps(summaries if args.game == "all" else summaries[0], separators=(",", ":")))
    return 1 if any(t.errors for t in tallies) else 0


if __name__ == "__main__":
    sys.exit(main())
