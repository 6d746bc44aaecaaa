"""Information-set Monte Carlo tree search: how the `expert` AI of every game thinks.

A seat that cannot see the others' cards cannot search the game tree itself, so it searches
the tree of what it can see (single-observer ISMCTS, after Cowling, Powley and Whitehouse,
2012). Each iteration

1. **resamples** a world: a complete state consistent with the seat's view, the cards it cannot
   see dealt anew (`GameState.resample`, a contract method of every game);
2. **descends** the one shared tree from the root, acting in that world: a node's children are
   the moves made there in earlier worlds, and among the moves legal in *this* world it picks
   the best by UCB1, counting a child's chances only in the worlds where it was available
   ("availability counts": a child that is rarely legal is not starved by one that always is);
3. **expands** the first move not yet tried here;
4. **plays out** from there with the game's own fast habits, to the end of the deal or to a
   horizon where the game's evaluation scores the position (`Playbook.playout`);
5. **backs up** the rewards: every node on the path adds the reward of the seat that moved
   into it, so each seat, in the tree, plays for itself (several opponents included).

The answer is the root move visited most; the search stops early once no iteration left could
change that (the answer is the full budget's, for less work). Worlds are drawn from the decision's own generator
and the budget is counted in iterations, so a decision is a pure function of (view, legal
moves, generator): the same deal replays the same choices, and a hidden card the seat cannot
see cannot change them. The app's wall-clock cap arrives as `Limits`, asked between
iterations; an answer cut short by it says so (`Limits.cut_short`).

A game takes part by giving a `Playbook`: how to resample (usually its state's `resample`), how
to play out and score a world, and optionally a `key` that names a move the same way in every
world (two copies of a card are one move for the rules, though they are different cards). The
tree moves through worlds with `legal_actions`, `pending` and `_perform` (moves the tree makes
are legal by construction, so the contract's checks are skipped), on states resampled with
`record_events=False`: the fast simulation mode, which builds no messages and keeps no log.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any, Callable, Hashable, Protocol, Sequence

from engine.core.policy import Limits
from engine.core.state import GameState

#: UCB1's exploration constant for rewards in [0, 1]; games may pass their own.
EXPLORATION = 0.7
#: How often (in iterations) the search asks whether its answer can still change.
SETTLED_CHECK = 25


class Playbook(Protocol):
    """What a game tells the search. Rewards are one number in [0, 1] per seat."""

    def resample(self, view: Any, rng: random.Random) -> GameState:
        """A complete world consistent with `view`, in fast mode (record_events=False)."""

    def playout(self, state: GameState, rng: random.Random) -> Sequence[float]:
        """Play `state` on (it may be changed) and return each seat's reward: the outcome's
        when the deal ends, the game's evaluation where a horizon cuts the playout short."""

    def move(self, state: GameState, seat: int, legal: Sequence[Hashable], rng: random.Random) -> Hashable:
        """The habitual move of `seat` (needed only by a search that models the opponents)."""


def identity(action: Hashable) -> Hashable:
    return action


class Node:
    """One move in the tree: `reward` sums the rewards of `seat`, the seat that made it."""

    __slots__ = ("seat", "action", "children", "visits", "available", "reward")

    def __init__(self, seat: int, action: Hashable):
        self.seat = seat
        self.action = action
        self.children: dict[tuple[int, Hashable], Node] = {}
        self.visits = 0
        self.available = 0
        self.reward = 0.0

    def mean(self) -> float:
        return self.reward / self.visits if self.visits else 0.0


@dataclass
class SearchResult:
    """What a search found: the move, and the root's statistics (for tests and benchmarks)."""

    action: Hashable
    iterations: int
    visits: dict[Hashable, int]
    values: dict[Hashable, float]

    def unless_beaten(self, prior: Hashable, margin: float, key: Callable[[Hashable], Hashable] = identity) -> Hashable:
        """`prior` (a rule-based AI's choice) unless the search found a move worth at least
        `margin` more in the same worlds: smaller differences are mostly the luck of the worlds
        dealt. The search's own move if `prior` was not among those searched."""
        baseline = next((value for action, value in self.values.items() if key(action) == key(prior)), None)
        if baseline is not None and self.values[self.action] < baseline + margin:
            return prior
        return self.action


class Search:
    """ISMCTS for one decision. `iterations` is the budget; `key` names moves across worlds;
    `exploration` is UCB1's constant; `max_depth` bounds how deep the tree itself grows
    (below it, the playout goes on alone). With `model_opponents` only the observer's own moves
    are searched: the other seats play `Playbook.move` in the tree as in the playouts, which
    suits games where a seat's hidden hand decides its play and a shared tree cannot know it.
    With `paired` every root move is played in every world (see `_run_paired`), for games whose
    luck would otherwise drown the differences between a few good moves. Without
    `search_own_moves` the observer, too, plays `Playbook.move` below the root: a search that
    explores its own later choices drags down the mean of a move followed by many of them (a
    claim, after which it must discard) against one followed by none (a pass), and with a few
    hundred playouts that bias outweighs what the exploring finds."""

    def __init__(self, playbook: Playbook, iterations: int, *, exploration: float = EXPLORATION,
                 key: Callable[[Hashable], Hashable] = identity, max_depth: int = 64,
                 model_opponents: bool = False, paired: bool = False, search_own_moves: bool = True):
        if iterations < 1:
            raise ValueError("a search needs at least one iteration")
        self.playbook = playbook
        self.iterations = iterations
        self.exploration = exploration
        self.key = key
        self.max_depth = max_depth
        self.model_opponents = model_opponents
        self.paired = paired
        self.search_own_moves = search_own_moves

    def run(self, view: Any, legal: Sequence[Hashable], rng: random.Random, observer: int,
            limits: Limits | None = None) -> SearchResult:
        """Search from `observer`'s `view` among `legal` (all its legal moves, or the few a
        game's own judgement puts forward)."""
        root_keys = {self.key(action): action for action in legal}
        if self.paired:
            return self._run_paired(view, legal, rng, observer, limits, root_keys)
        root = Node(observer, None)
        done = 0
        for done in range(1, self.iterations + 1):
            self._iterate(root, self.playbook.resample(view, rng), observer, root_keys, rng)
            if limits is not None and limits.should_stop():
                break
            if done % SETTLED_CHECK == 0 and self._settled(root, len(root_keys), self.iterations - done):
                break
        visits = {root_keys[key]: child.visits for (_, key), child in root.children.items()}
        values = {root_keys[key]: child.mean() for (_, key), child in root.children.items()}
        # The most visited move; among equals the better mean, then the order of `legal`.
        order = {action: index for index, action in enumerate(legal)}
        best = max(visits, key=lambda a: (visits[a], values[a], -order[a]))
        return SearchResult(best, done, visits, values)

    def _run_paired(self, view: Any, legal: Sequence[Hashable], rng: random.Random, observer: int,
                    limits: Limits | None, root_keys: dict) -> SearchResult:
        """Every root move in every world, each with the same playout generator: the moves are
        compared on the same cards and the same habits' dice, so a small difference between
        them shows through the luck of the deal (common random numbers). Below the root the
        tree is searched as usual; the answer is the move with the best mean."""
        root = Node(observer, None)
        done = 0
        while done < self.iterations:
            world = self.playbook.resample(view, rng)
            seed = rng.getrandbits(64)
            for name, action in root_keys.items():
                self._iterate(root, world.clone(record_events=False), observer, {name: action}, random.Random(seed))
                done += 1
            if limits is not None and limits.should_stop():
                break
        visits = {root_keys[key]: child.visits for (_, key), child in root.children.items()}
        values = {root_keys[key]: child.mean() for (_, key), child in root.children.items()}
        order = {action: index for index, action in enumerate(legal)}
        best = max(values, key=lambda a: (values[a], -order[a]))
        return SearchResult(best, done, visits, values)

    @staticmethod
    def _settled(root: Node, moves: int, left: int) -> bool:
        """True when the most visited move stays so whatever the iterations left do: the
        answer is then already the one the whole budget would give."""
        visits = sorted((child.visits for child in root.children.values()), reverse=True)
        return len(visits) == moves and visits[0] - visits[1] > left

    def _iterate(self, root: Node, world: GameState, observer: int, root_keys: dict, rng: random.Random) -> None:
        key, explore = self.key, self.exploration
        path: list[Node] = []
        node = root
        for depth in range(self.max_depth):
            if world.outcome is not None:
                break
            # At the root the observer moves first, whoever else a claim window also asks.
            seat = observer if depth == 0 else world.pending()[0]
            moves = world.legal_actions(seat)
            if depth == 0:
                moves = [action for action in moves if key(action) in root_keys]
            children = node.children
            if self.model_opponents and (seat != observer or (depth and not self.search_own_moves)):
                # The others play the game's habits, in the tree too: their moves still branch
                # it (the observer's next choice depends on them) but are not searched.
                action = self.playbook.move(world, seat, moves, rng)
                world._perform(seat, action)
                if not self.search_own_moves:
                    # Nothing below the root is searched, so no node there is ever read: growing
                    # them cost the Sì Sè Pái and MCR experts about a third of their time (the
                    # moves and the dice are the same without them).
                    continue
                name = key(action)
                child = children.get((seat, name))
                if child is None:
                    child = children[(seat, name)] = Node(seat, name)
                path.append(child)
                node = child
                continue
            untried = []
            best, best_action, best_score = None, None, -1.0
            named = set() if key is not identity else None
            for action in moves:
                name = key(action)
                if named is not None:
                    if name in named:
                        continue  # another copy of a move already weighed
                    named.add(name)
                child = children.get((seat, name))
                if child is None:
                    untried.append(action)
                    continue
                child.available += 1  # counted even when an untried move is taken instead
                if not untried:
                    score = child.reward / child.visits + explore * math.sqrt(math.log(child.available) / child.visits)
                    if score > best_score:
                        best, best_action, best_score = child, action, score
            if untried:
                action = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
                child = Node(seat, key(action))
                child.available = 1
                children[(seat, child.action)] = child
                world._perform(seat, action)
                path.append(child)
                break
            world._perform(seat, best_action)
            path.append(best)
            node = best
        rewards = self.playbook.playout(world, rng)
        root.visits += 1
        for step in path:
            step.visits += 1
            step.reward += rewards[step.seat]


def search(playbook: Playbook, view: Any, legal: Sequence[Hashable], rng: random.Random, observer: int,
           iterations: int, limits: Limits | None = None, **options) -> Hashable:
    """The move a search of `iterations` iterations recommends (see `Search`)."""
    return Search(playbook, iterations, **options).run(view, legal, rng, observer, limits).action
