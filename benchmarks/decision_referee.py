"""The decision referee: is one AI's choice better than another's, decision by decision? Not a test.

    python benchmarks/decision_referee.py kowah --candidate expert --baseline hard --deals 80 --jobs 2

A ladder run compares two AIs by whole deals, where the luck of the cards drowns a few points'
difference unless it runs thousands of deals. The referee asks the question where it is
decided instead. It plays deals with `--baseline` at every seat and, at every `--every`-th
decision with a real choice, asks the candidate what it would do from the same view. Where
the two differ, both moves are played on from the position as it truly is (every hand as
dealt), `--rollouts` times each, with everyone playing `--continuation` (default: the
baseline) to the end of the deal. Only the order of the cards nobody has seen yet is dealt
anew for each rollout, the same way for both moves, so a pair of rollouts differs only by the
move. A move's value is its seat's win rate over its rollouts; the candidate's *gain* at a
decision is its move's value minus the baseline's.

Printed: the decisions sampled and how many differ; the mean gain of a differing decision, and
what the candidate's choices are worth a deal to one seat that plays them against baseline
seats (the gains summed, scaled back up from the sample, per seat and deal), each with a 95 %
interval over the decisions judged. The continuation assumes that the seat, too, plays the
baseline after the decision: a one-step improvement, which is what a rule-based prior overruled
by a search is. "Differ" also counts choices between equals that the two AIs' generators break
differently (the expert's own hard prior draws other numbers than the baseline's): they gain
nothing on average and only widen the intervals.

Cost, on two cores (`--jobs 2`): Kowah 100 deals, every 2nd decision, 100 rollouts, 10-17
minutes; Sì Sè Pái 120 deals, every 3rd, 50 rollouts, 5 minutes; MCR 24 deals, every 3rd, 30
rollouts, 7 minutes (its intervals are then still wide).
"""

from __future__ import annotations

import argparse
import importlib
import math
import random
import sys
import time
from collections import deque
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import arena  # noqa: E402
from engine.core import registry  # noqa: E402
from engine.core.rng import derive_seed  # noqa: E402

Z = 1.96


def _shuffle_stock(state, rng: random.Random) -> None:
    rng.shuffle(state.stock)


def _shuffle_durak_stock(state, rng: random.Random) -> None:
    # stock[0] is the face-up trump: everybody has seen it.
    rest = state.stock[1:]
    rng.shuffle(rest)
    state.stock[1:] = rest


def _shuffle_wall(state, rng: random.Random) -> None:
    wall = list(state.wall)
    rng.shuffle(wall)
    state.wall = deque(wall)


#: How each game deals anew the cards nobody has seen: the stock (or MCR's wall) in a new order.
UNSEEN_FUTURE = {
    "kowah": _shuffle_stock,
    "sisepai": _shuffle_stock,
    "durak": _shuffle_durak_stock,
    "mahjong": _shuffle_wall,
}


def move_key(game: str):
    """How the game names a move: two copies of a card are one move (the experts' `move_key`)."""
    expert = importlib.import_module(f"engine.{game}.ai_expert")
    return getattr(expert, "move_key", lambda action: action)


def judge(info, state, seat: int, moves: tuple, continuation: str, rollouts: int, seed: int) -> list[float]:
    """For each rollout, the win of `moves[1]` minus that of `moves[0]` for `seat` (-1, 0 or 1)."""
    reshuffle = UNSEEN_FUTURE[info.id]
    gains = []
    for r in range(rollouts):
        rollout_seed = derive_seed("referee", seed, r) % (2**31)
        wins = []
        for move in moves:
            world = state.clone(record_events=False)
            reshuffle(world, random.Random(rollout_seed))
            world.apply(seat, move)
            arena.play_on(world, rollout_seed, [continuation] * info.players, {})
            wins.append(1.0 if seat in world.outcome.winners else 0.0)
        gains.append(wins[1] - wins[0])
    return gains


def referee_deal(task: tuple) -> tuple[int, list[list[float]]]:
    """One self-play deal of the baseline: (decisions sampled, gains of those that differ)."""
    game, candidate, baseline, continuation, seed, index, every, rollouts = task
    info = registry.get(game)
    deal_seed = derive_seed(game, seed, index) % (2**31)
    state = info.new_deal(deal_seed)
    key = move_key(game)
    sampled, judged, count = 0, [], 0
    while state.outcome is None:
        # In a claim window every pending seat answers, as in the arena.
        for seat in state.pending():
            if seat not in state.pending():
                continue
            legal = state.legal_actions(seat)
            ply = len(state.history)
            view = state.view(seat)
            ours = info.decision_policy(baseline, deal_seed, seat, ply).choose(view, legal)
            if len({key(action) for action in legal}) > 1:
                count += 1
                if count % every == 0:
                    sampled += 1
                    theirs = info.decision_policy(candidate, deal_seed, seat, ply).choose(view, legal)
                    if key(theirs) != key(ours):
                        judged.append(judge(info, state, seat, (ours, theirs), continuation, rollouts,
                                            derive_seed("referee", deal_seed, ply, seat)))
            state.apply(seat, ours)
    return sampled, judged


def summary(game: str, players: int, deals: int, every: int, sampled: int, judged: list[list[float]]) -> str:
    means = [sum(gains) / len(gains) for gains in judged]
    lines = [f"{game}: {deals} deals, {sampled} decisions sampled (every {every}), "
             f"{len(judged)} differ ({100 * len(judged) / max(1, sampled):.1f} %)"]
    if len(means) >= 2:
        mean = sum(means) / len(means)
        spread = math.sqrt(sum((m - mean) ** 2 for m in means) / (len(means) - 1))
        half = Z * spread / math.sqrt(len(means))
        lines.append(f"  gain of a differing decision: {mean:+.4f} wins [{mean - half:+.4f}, {mean + half:+.4f}]")
        # Over all decisions sampled (a decision where the two agree gains nothing), each
        # standing for `every` decisions, of which one seat makes 1/players.
        total = sum(means)
        square = sum(m * m for m in means)
        spread_all = math.sqrt(max(0.0, square - total * total / sampled) / (sampled - 1))
        half_total = Z * spread_all * math.sqrt(sampled)
        scale = 100 * every / (deals * players)
        lines.append(f"  worth to one seat: {total * scale:+.2f} points of win share a deal "
                     f"[{(total - half_total) * scale:+.2f}, {(total + half_total) * scale:+.2f}]")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(UNSEEN_FUTURE))
    parser.add_argument("--candidate", default="expert")
    parser.add_argument("--baseline", default="hard")
    parser.add_argument("--continuation", help="the policy every seat plays after a decision (default: baseline)")
    parser.add_argument("--deals", type=int, default=80)
    parser.add_argument("--every", type=int, default=2, help="sample every n-th decision with a choice")
    parser.add_argument("--rollouts", type=int, default=100, help="rollouts per move judged")
    parser.add_argument("--seed", type=int, default=41)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    info = registry.get(args.game)
    tasks = [(args.game, args.candidate, args.baseline, args.continuation or args.baseline, args.seed, index,
              args.every, args.rollouts) for index in range(args.deals)]
    start = time.perf_counter()
    results = []
    pool = Pool(args.jobs) if args.jobs > 1 else None
    for result in pool.imap_unordered(referee_deal, tasks) if pool else map(referee_deal, tasks):
        results.append(result)
        if len(results) % 10 == 0:
            print(f"  … {args.game} {len(results)}/{args.deals} deals, {sum(len(r[1]) for r in results)} "
                  f"decisions judged", file=sys.stderr, flush=True)
    if pool:
        pool.close()
    sampled = sum(r[0] for r in results)
    judged = [gains for r in results for gains in r[1]]
    print(summary(args.game, info.players, args.deals, args.every, sampled, judged))
    print(f"  {args.rollouts} rollouts per move, seed {args.seed}, {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
