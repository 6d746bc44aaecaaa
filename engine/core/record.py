"""Deals as data: everything needed to play a deal again, in JSON, and replay back into a state.

A deal is (game, seed, options, actions): the shuffle descends from the seed, and every AI
decision from (game, seed, seat, actions so far) — see `rng.decision_rng` — so the actions
alone say how the deal went. A record also says what playing it *again* needs: the rules
version that played it, each seat's AI level (None for the player), marks on single actions
(`AUTO`: the table answered for the player; `CUT_SHORT`: the time cap stopped an AI's search,
so asking it again may give another answer; `HINTED`: the player saw a hint first), and how
many take-backs and hints the player used.

Every action type of every game serialises to a small JSON object with a "type" field; a game
registers how to parse its own. Replaying a record re-applies each action through the contract,
so a corrupted record fails with IllegalAction instead of producing an impossible state.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import Any, Hashable, Iterable, Iterator, Mapping

from engine.core import registry
from engine.core.state import GameState, IllegalAction

RECORD_FORMAT = 2  # 1: game, seed, options and bare actions (Cardavia 0.1)

AUTO = "auto"  # the table played this for the player (a lone Pass): no decision of theirs
CUT_SHORT = "cut_short"  # an AI's search stopped by the time cap: it may answer otherwise again
HINTED = "hinted"  # the player asked for a hint before this decision
MARKS = (AUTO, CUT_SHORT, HINTED)


class RecordError(ValueError):
    """Why a record cannot be played again; `kind` says it for the app:
    unreadable — fields missing or of the wrong type; unknown — a format that never existed;
    newer — written by a later Cardavia (format or rules); rules_changed — played under older
    rules that now refuse one of its actions (`reason` is the rules' own)."""

    def __init__(self, kind: str, detail: str = "", reason=None):
        super().__init__(detail or kind)
        self.kind = kind
        self.reason = reason


@dataclass(frozen=True)
class DealRecord:
    game: str
    seed: int
    actions: tuple[tuple[int, Hashable], ...] = ()
    options: dict[str, Any] = field(default_factory=dict)
    rules: int = 1  # the rules version of the engine that played it (GameState.rules_version)
    seats: tuple[str | None, ...] = ()  # each seat's AI level, None for a player; () if unknown
    marks: Mapping[int, frozenset[str]] = field(default_factory=dict)  # action index -> marks
    take_backs: int = 0
    hints: int = 0

    @classmethod
    def of(cls, state: GameState, seats: Iterable[str | None] = (), marks: Mapping[int, Iterable[str]] | None = None,
           take_backs: int = 0, hints: int = 0) -> "DealRecord":
        kept = {index: frozenset(names) for index, names in (marks or {}).items()
                if names and 0 <= index < len(state.history)}
        return cls(state.game_id, state.seed, tuple(state.history), dict(getattr(state, "options", {})),
                   state.rules_version, tuple(seats), kept, take_backs, hints)

    def marked(self, index: int, mark: str) -> bool:
        return mark in self.marks.get(index, ())

    def decided_by(self, seat: int) -> bool:
        """Whether `seat` made a decision of its own in the deal (a lone answer the table gave
        for it is none)."""
        return any(who == seat and not self.marked(index, AUTO) for index, (who, _) in enumerate(self.actions))

    def level(self, seat: int) -> str | None:
        """The AI level that played `seat`, None for a player (or a record that does not say)."""
        return self.seats[seat] if 0 <= seat < len(self.seats) else None

    def prefix(self, count: int) -> "DealRecord":
        """The first `count` actions, with their marks (the counts of help used stay)."""
        return replace(self, actions=self.actions[:count],
                       marks={i: m for i, m in self.marks.items() if i < count})

    # -- JSON ------------------------------------------------------------------------------
    def to_json(self) -> dict:
        actions = []
        for index, (seat, action) in enumerate(self.actions):
            item = {"seat": seat, "action": action.to_json()}
            if self.marks.get(index):
                item["marks"] = sorted(self.marks[index])
            actions.append(item)
        return {
            "format": RECORD_FORMAT,
            "game": self.game,
            "seed": self.seed,
            "options": self.options,
            "rules": self.rules,
            "seats": list(self.seats),
            "take_backs": self.take_backs,
            "hints": self.hints,
            "actions": actions,
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, data: dict) -> "DealRecord":
        """Read a record of this format or of format 1 (which had no rules version, seats,
        marks nor help counts: rules 1, seats unknown)."""
        if not isinstance(data, dict):
            raise RecordError("unreadable", "a deal record is a JSON object")
        fmt = data.get("format")
        if isinstance(fmt, int) and not isinstance(fmt, bool) and fmt > RECORD_FORMAT:
            raise RecordError("newer", f"deal record format {fmt}; this Cardavia reads format {RECORD_FORMAT}")
        if fmt not in (1, RECORD_FORMAT):
            raise RecordError("unknown", f"unsupported deal record format {fmt!r}")
        try:
            game = registry.get(data["game"])
            actions, marks = [], {}
            for index, item in enumerate(data["actions"]):
                actions.append((_count(item["seat"]), game.action_from_json(item["action"])))
                names = item.get("marks", [])
                if not isinstance(names, list) or not set(names) <= set(MARKS):
                    raise RecordError("unreadable", f"unknown marks {names!r}")
                if names:
                    marks[index] = frozenset(names)
            seats = tuple(data.get("seats") or ())
            if not all(level is None or isinstance(level, str) for level in seats):
                raise RecordError("unreadable", "a seat's level is not a name")
            options = data.get("options") or {}
            if not isinstance(options, dict):
                raise RecordError("unreadable", "the options are not a JSON object")
            return cls(data["game"], _count(data["seed"], signed=True), tuple(actions), dict(options),
                       _count(data.get("rules", 1)), seats, marks, _count(data.get("take_backs", 0)),
                       _count(data.get("hints", 0)))
        except RecordError:
            raise
        except (KeyError, TypeError, ValueError, LookupError) as error:
            raise RecordError("unreadable", f"a damaged deal record: {error}") from error

    @classmethod
    def loads(cls, text: str) -> "DealRecord":
        return cls.from_json(json.loads(text))

    # -- playing it again ------------------------------------------------------------------
    def replay(self) -> GameState:
        """The deal after every action, played again through the rules. IllegalAction if the
        record is wrong for these rules; RecordError("rules_changed") if it was right for the
        older rules that played it; RecordError("newer") if newer rules played it."""
        state = registry.get(self.game).new_deal(self.seed, **self.options)
        if self.rules > state.rules_version:
            raise RecordError("newer", f"played under rules version {self.rules}; these are version "
                                       f"{state.rules_version}")
        try:
            for seat, action in self.actions:
                state.apply(seat, action)
        except IllegalAction as refusal:
            if self.rules < state.rules_version:
                raise RecordError("rules_changed", f"the rules changed since version {self.rules}: {refusal}",
                                  refusal.reason) from refusal
            raise
        return state

    def positions(self) -> Iterator[tuple[int, GameState]]:
        """The deal played again one action at a time, for a replay's steps or a review of
        each decision: (i, the state before action i) for every action, then (len(actions),
        the final state). The state is the live one: read it before asking for the next."""
        state = self.prefix(0).replay()
        for index, (seat, action) in enumerate(self.actions):
            yield index, state
            state.apply(seat, action)
        yield len(self.actions), state


def _count(value: Any, signed: bool = False) -> int:
    """An integer from JSON (a bool is not one); negative only where `signed`."""
    if not isinstance(value, int) or isinstance(value, bool) or (value < 0 and not signed):
        raise RecordError("unreadable", f"not a count: {value!r}")
    return value
