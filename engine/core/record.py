"""Deals as data: (game, seed, options, actions) in JSON, and replay back into a state.

Every action type of every game serialises to a small JSON object with a "type" field; a game
registers how to parse its own. Replaying a record re-applies each action through the contract,
so a corrupted record fails with IllegalAction instead of producing an impossible state.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Hashable

from engine.core import registry
from engine.core.state import GameState

RECORD_FORMAT = 1


@dataclass(frozen=True)
class DealRecord:
    game: str
    seed: int
    actions: tuple[tuple[int, Hashable], ...] = ()
    options: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def of(cls, state: GameState) -> "DealRecord":
        return cls(state.game_id, state.seed, tuple(state.history), dict(getattr(state, "options", {})))

    def to_json(self) -> dict:
        return {
            "format": RECORD_FORMAT,
            "game": self.game,
            "seed": self.seed,
            "options": self.options,
            "actions": [{"seat": seat, "action": action.to_json()} for seat, action in self.actions],
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, data: dict) -> "DealRecord":
        if not isinstance(data, dict):
            raise ValueError("a deal record is a JSON object")
        if data.get("format") != RECORD_FORMAT:
            raise ValueError(f"unsupported deal record format {data.get('format')!r}")
        game = registry.get(data["game"])
        actions = tuple((int(item["seat"]), game.action_from_json(item["action"])) for item in data["actions"])
        return cls(data["game"], int(data["seed"]), actions, dict(data.get("options") or {}))

    @classmethod
    def loads(cls, text: str) -> "DealRecord":
        return cls.from_json(json.loads(text))

    def replay(self) -> GameState:
        state = registry.get(self.game).new_deal(self.seed, **self.options)
        for seat, action in self.actions:
            state.apply(seat, action)
        return state
