"""The game registry: each game's lobby facts, how to start a deal, and its AI policies.

Games register themselves with a `GameInfo` record (as PySolFC's gamedb does); the lobby, the
arena and saved deals all find a game here by its id.

The lobby needs only the facts, so a game's rules and AIs are named, not imported: "module:name"
references (as entry points are written), loaded the first time a deal starts or an AI is asked
for. A factory given as itself works too.
"""

from __future__ import annotations

import importlib
import random
from dataclasses import dataclass, field
from typing import Any, Callable, Hashable, Union

from engine.core.policy import PolicyFactory, RandomPolicy

# "package.module:Name" or "package.module:Name.attribute", or the object itself.
Reference = Union[str, Callable[..., Any]]


def load(reference: Reference) -> Any:
    """The object a "module:name" reference names (imported now if it was not yet)."""
    if not isinstance(reference, str):
        return reference
    module, _, path = reference.partition(":")
    found: Any = importlib.import_module(module)
    for name in path.split(".") if path else ():
        found = getattr(found, name)
    return found


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
    new_state: Reference | None = None  # (seed, **options) -> GameState
    action_parser: Reference | None = None  # (JSON dict) -> action
    policies: dict[str, PolicyFactory | str] = field(default_factory=dict)  # level -> factory
    # (view, legal, played, suggested) -> review.ChoiceGap | None: how much worse the played
    # choice was than the suggested one by the hard AI's own measure (engine/core/review.py)
    choice_gap: Reference | None = None

    @property
    def playable(self) -> bool:
        return self.new_state is not None

    def new_deal(self, seed: int, **options: Any):
        if self.new_state is None:
            raise LookupError(f"{self.name} is not playable yet")
        return load(self.new_state)(seed, **options)

    def action_from_json(self, data: dict) -> Hashable:
        if self.action_parser is None:
            raise LookupError(f"{self.name} has no actions yet")
        return load(self.action_parser)(data)

    def gap(self, view: Any, legal, played: Hashable, suggested: Hashable):
        """The review's measure of a difference (None: the game has none for these choices)."""
        if self.choice_gap is None or played == suggested:
            return None
        return load(self.choice_gap)(view, tuple(legal), played, suggested)

    def policy_names(self) -> list[str]:
        """"random", then the game's levels weakest first, as its entry lists them."""
        return ["random", *self.policies]

    def make_policy(self, name: str, rng: random.Random):
        if name == "random":
            return RandomPolicy(rng)
        if name not in self.policies:
            raise LookupError(f"{self.name} has no AI called {name!r} (known: {', '.join(self.policy_names())})")
        return load(self.policies[name])(rng)

    def decision_policy(self, name: str, seed: int, seat: int, ply: int):
        """The policy for one decision: seat `seat` choosing after `ply` actions of deal `seed`.
        Policies keep nothing between decisions, so this is all a deal's AI needs."""
        from engine.core.rng import decision_rng  # hashlib: not needed by the lobby

        return self.make_policy(name, decision_rng(self.id, seed, seat, ply, name))

    def seat_policy(self, name: str, seed: int, seat: int):
        """The policy for one seat of one deal, with its own reproducible generator."""
        from engine.core.rng import make_rng

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
