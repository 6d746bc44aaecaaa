"""Playouts per CPU second, before and after the fast simulation mode, in every game. Not a test.

    python benchmarks/playouts.py [deals] [games...]

For each game, from the same seeded positions (the start of `deals` fresh deals):

- before: the deal played to its end as a search would have had to before this mode, the easy
  AI choosing every move from `view(seat)` and `legal_actions`, on a copy that keeps no log;
- after, whole deals: the expert's playout habits played straight on the state to the end;
- after, as searched: the expert's own playout, cut at its horizon and scored (Sì Sè Pái, MCR);
- the expert's search itself: its budget (playouts per decision), the playouts it spent on
  average (a search stops early once its answer cannot change) and CPU milliseconds per
  decision, over the decisions of one deal between the expert and hard seats.

The three playout kinds are measured interleaved, round after round, so a busy machine slows
them alike; rates are per CPU second of this process (`time.process_time`).
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.core import registry  # noqa: E402
from engine.core.rng import make_rng  # noqa: E402
from engine.core.search import Search  # noqa: E402

ROUNDS = 3


def before(game: str):
    info = registry.get(game)

    def run(state, rng):
        while state.outcome is None:
            for seat in state.pending():
                if state.outcome is not None or seat not in state.pending():
                    continue
                policy = info.make_policy("easy", rng)
                state._perform(seat, policy.choose(state.view(seat), state.legal_actions(seat)))
    return run


def after_whole(game: str):
    if game == "durak":
        from engine.durak.playout import play_out
        return lambda state, rng: play_out(state)
    if game == "kowah":
        from engine.kowah.playout import play_out
        return play_out
    if game == "sisepai":
        from engine.sisepai.playout import play_out
        return lambda state, rng: play_out(state, rng, horizon=10**6)
    from engine.mahjong.plans import Seat
    from engine.mahjong.playout import Evaluation, play_out
    from engine.mahjong.tiles import KINDS
    return lambda state, rng: play_out(state, rng, Evaluation(0, Seat(0, 0, (4,) * KINDS), (), [0] * KINDS),
                                       horizon=10**6)


def after_searched(game: str):
    if game == "sisepai":
        from engine.sisepai.playout import play_out
        return play_out
    if game == "mahjong":
        from engine.mahjong.plans import Seat
        from engine.mahjong.playout import Evaluation, play_out
        from engine.mahjong.tiles import KINDS
        return lambda state, rng: play_out(state, rng, Evaluation(0, Seat(0, 0, (4,) * KINDS), (), [0] * KINDS))
    return None


def rate(fn, states, rng) -> float:
    copies = [state.clone(record_events=False) for state in states]
    start = time.process_time()
    for state in copies:
        fn(state, rng)
    return len(copies) / (time.process_time() - start)


def expert_figures(game: str, seed: int = 1) -> tuple[float, float, int]:
    """(mean playouts per searched decision, mean CPU ms per decision, decisions) over one deal
    of the expert against hard seats."""
    info = registry.get(game)
    state = info.new_deal(seed)
    playouts = []
    times = []
    original = Search.run

    def counting(self, *args, **kwargs):
        result = original(self, *args, **kwargs)
        playouts.append(result.iterations)
        return result

    Search.run = counting
    try:
        while not state.is_over:
            for seat in state.pending():
                if state.is_over or seat not in state.pending():
                    continue
                legal = state.legal_actions(seat)
                name = "expert" if seat == 0 else "hard"
                policy = info.decision_policy(name, seed, seat, len(state.history))
                start = time.process_time()
                action = policy.choose(state.view(seat), legal)
                if name == "expert" and len(legal) >= 2:
                    times.append(1000 * (time.process_time() - start))
                state.apply(seat, action)
    finally:
        Search.run = original
    return (sum(playouts) / max(1, len(playouts)), sum(times) / max(1, len(times)), len(times))


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    games = sys.argv[2:] or ["durak", "sisepai", "mahjong", "kowah"]
    print(f"Playouts per CPU second from the start of {deals} seeded deals, {ROUNDS} interleaved rounds")
    print(f"{'game':<9}{'before':>10}{'after (whole)':>15}{'after (searched)':>18}{'speed-up':>10}"
          f"{'budget':>8}{'spent':>7}{'ms/decision':>13}")
    for game in games:
        info = registry.get(game)
        states = [info.new_deal(seed) for seed in range(deals)]
        kinds = {"before": before(game), "whole": after_whole(game), "searched": after_searched(game)}
        rates: dict[str, list[float]] = {name: [] for name, fn in kinds.items() if fn}
        for round_ in range(ROUNDS):
            for name, fn in kinds.items():
                if fn:
                    rates[name].append(rate(fn, states, make_rng("playouts", game, round_, name)))
        best = {name: max(values) for name, values in rates.items()}
        searched = best.get("searched", best["whole"])
        per_decision, ms, decisions = expert_figures(game)
        print(f"{game:<9}{best['before']:>10.0f}{best['whole']:>15.0f}"
              f"{(f'{searched:.0f}' if 'searched' in best else '='):>18}{searched / best['before']:>9.1f}x"
              f"{budget(game):>8}{per_decision:>7.0f}{ms:>13.0f}", flush=True)


def budget(game: str) -> int:
    module = {"durak": "engine.durak.ai_expert", "sisepai": "engine.sisepai.ai_expert",
              "mahjong": "engine.mahjong.ai_expert", "kowah": "engine.kowah.ai_expert"}[game]
    return __import__(module, fromlist=["ITERATIONS"]).ITERATIONS


if __name__ == "__main__":
    main()
