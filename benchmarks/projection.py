"""The table projection at engine speed: thousands of seeded deals per game. Not a test.

    python benchmarks/projection.py [deals per game] [first seed]

Each deal is played by random and easy policies (about one seat in three easy), as in
tests/engine/test_projection.py. After every action the projected table is checked against the
player's view (tests/engine/projection_views.py: the expectation written from the view alone),
and at the end the deal is projected again from scratch (what a resume or a take-back does) and
with every secret (a replay). Printed per game, in CPU time of this process (a shared machine
inflates wall time): the events shown, the projection's cost per event and per deal, the
from-scratch and replay projections per deal, the cost of the view checks, and how many
positions disagreed with the view (the goal: none).
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardavia_qt.projection import projection_for  # noqa: E402
from engine.core import registry  # noqa: E402
from tests.engine.projection_views import mismatch  # noqa: E402

GAMES = ("durak", "kowah", "sisepai", "mahjong")
PLAYER = 0


def levels(game: str, seed: int) -> list[str]:
    rng = random.Random(seed)
    return [rng.choice(["random", "random", "easy"]) for _ in range(registry.get(game).players)]


def run(game: str, deals: int, first: int) -> dict:
    info = registry.get(game)
    kind = projection_for(game)
    totals = dict(events=0, positions=0, wrong=0, project=0.0, scratch=0.0, replay=0.0, check=0.0, play=0.0)
    example = None
    for seed in range(first, first + deals):
        seats = levels(game, seed)
        started = time.process_time()
        state = info.new_deal(seed)
        totals["play"] += time.process_time() - started
        projection = kind(PLAYER)
        seen = 0
        while True:
            clock = time.process_time()
            events = state.events_seen_by(PLAYER)
            for event in events[seen:]:
                projection.advance(event)
            totals["project"] += time.process_time() - clock
            totals["events"] += len(events) - seen
            seen = len(events)
            clock = time.process_time()
            problem = mismatch(game, projection.model, state.view(PLAYER))
            totals["check"] += time.process_time() - clock
            totals["positions"] += 1
            if problem is not None:
                totals["wrong"] += 1
                example = example or (seed, len(state.history), problem)
            if state.is_over:
                break
            clock = time.process_time()
            seat = state.pending()[0]
            policy = info.decision_policy(seats[seat], seed, seat, len(state.history))
            state.apply(seat, policy.choose(state.view(seat), state.legal_actions(seat)))
            totals["play"] += time.process_time() - clock
        clock = time.process_time()
        again = kind.project(state.events_seen_by(PLAYER), PLAYER)
        totals["scratch"] += time.process_time() - clock
        if again.model != projection.model:
            totals["wrong"] += 1
            example = example or (seed, "from scratch", "a different table")
        clock = time.process_time()
        kind.project(state.events, PLAYER, omniscient=True)
        totals["replay"] += time.process_time() - clock
    totals["example"] = example
    return totals


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    first = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    print(f"Table projection: {deals} deals per game from seed {first}, Python {sys.version.split()[0]}; CPU time")
    print(f"{'game':<9}{'events':>9}{'per event':>11}{'per deal':>10}{'scratch':>10}{'replay':>10}"
          f"{'checks':>9}{'play':>9}{'positions':>11}{'wrong':>7}")
    for game in GAMES:
        t = run(game, deals, first)
        per_event = t["project"] / max(1, t["events"]) * 1e6
        print(f"{game:<9}{t['events']:>9,}{per_event:>9.1f}µs{t['project'] / deals * 1e3:>8.2f}ms"
              f"{t['scratch'] / deals * 1e3:>8.2f}ms{t['replay'] / deals * 1e3:>8.2f}ms"
              f"{t['check']:>8.1f}s{t['play']:>8.1f}s{t['positions']:>11,}{t['wrong']:>7}")
        if t["example"] is not None:
            print(f"  first disagreement: {t['example']}")


if __name__ == "__main__":
    main()
