"""The game registry: each game's lobby facts, how to start a deal, and its AI policies.

Games register themselves with a `GameInfo` record (as PySolFC's gamedb does); the lobby, the
arena and saved deals all find a game here by its id.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, Hashable

from engine.core.policy import PolicyFactory, RandomPolicy
from engine.core.rng import decision_rng, make_rng


@dataclass(frozen=True)
class GameInfo:
    id: str
    name: str
    players: int
    origin: str  # where the game comes from, for the lobby's origin line
    cards: int  # cards or tiles in the pack
    unit: str  # "cards" or "tiles"
    wikipedia: str
    description: str  # one sentence for the lobby
    table: str  # e.g. "2 players · you against one AI · a single deal"
    new_state: Callable[..., Any] | None = None  # (seed, **options) -> GameState
    action_parser: Callable[[dict], Hashable] | None = None
    policies: dict[str, PolicyFactory] = field(default_factory=dict)

    @property
    def playable(self) -> bool:
        return self.new_state is not None

    def new_deal(self, seed: int, **options: Any):
        if self.new_state is None:
            raise LookupError(f"{self.name} is not playable yet")
        return self.new_state(seed, **options)

    def action_from_json(self, data: dict) -> Hashable:
        if self.action_parser is None:
            raise LookupError(f"{self.name} has no actions yet")
        return self.action_parser(data)

    def policy_names(self) -> list[str]:
        """"random", then the game's levels weakest first, as its entry lists them."""
        return ["random", *self.policies]

    def make_policy(self, name: str, rng: random.Random):
        if name == "random":
            return RandomPolicy(rng)
        try:
            return self.policies[name](rng)
        except KeyError:
            raise LookupError(f"{self.name} has no AI called {name!r} (known: {', '.join(self.policy_names())})") from None

    def decision_policy(self, name: str, seed: int, seat: int, ply: int):
        """The policy for one decision: seat `seat` choosing after `ply` actions of deal `seed`.
        Policies keep nothing between decisions, so this is all a deal's AI needs."""
        return self.make_policy(name, decision_rng(self.id, seed, seat, ply, name))

    def seat_policy(self, name: str, seed: int, seat: int):
        """The policy for one seat of one deal, with its own reproducible generator."""
        return self.make_policy(name, make_rng(self.id, seed, "policy", seat, name))


_GAMES: dict[str, GameInfo] = {}


def register(info: GameInfo) -> GameInfo:
    _GAMES[info.id] = info
    return info


def _load_catalog() -> None:
    # Importing the catalogue registers every game; done lazily to avoid import cycles.
    import engine.catalog  # noqa: F401


def get(game_id: str) -> GameInfo:
    _load_catalog()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise LookupError(f"unknown game {game_id!r} (known: {', '.join(_GAMES)})") from None


def all_games() -> list[GameInfo]:
    _load_catalog()
    return list(_GAMES.values())
