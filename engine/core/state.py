"""The one contract every game follows (after OpenSpiel's State and python-chess's Board).

A deal is a state machine. `pending()` names the seats that must act now — several at once in a
claim window, where every answer is collected before anything is resolved. `legal_actions(seat)`
lists what a seat may do; `apply(seat, action)` does it or raises `IllegalAction` and leaves the
state untouched. `view(seat)` is all that seat may know. `events` is the log of what happened,
`outcome` the result once the deal is over.
"""

from __future__ import annotations

import enum
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, Hashable, Mapping, Sequence

from engine.core.messages import Message, declare

NOT_YOUR_TURN = declare("core.illegal.not_your_turn", "It is not your turn.")
DEAL_OVER = declare("core.illegal.deal_over", "The deal is over.")
NOT_LEGAL = declare("core.illegal.not_legal", "That move is not allowed now.")
UNKNOWN_SEAT = declare("core.illegal.unknown_seat", "There is no seat {seat} at this table.")


class IllegalAction(Exception):
    """A refused action. `reason` is a translatable message; the state was not changed."""

    def __init__(self, reason: Message):
        super().__init__(reason.text())
        self.reason = reason


class Termination(enum.Enum):
    WIN = "win"
    DRAW = "draw"
    EXHAUSTED = "exhausted"  # the stock or wall ran out with no winner


@dataclass(frozen=True)
class Outcome:
    """How a deal ended. `detail` holds the game's own scoring facts (JSON-friendly)."""

    termination: Termination
    winners: tuple[int, ...]
    losers: tuple[int, ...]
    message: Message
    detail: Mapping[str, Any] = field(default_factory=dict)

    @property
    def is_draw(self) -> bool:
        return not self.winners


@dataclass(frozen=True)
class Event:
    """One thing that happened. `data` is public; `secret` is seen only by `seat`.

    Views hand each seat its events with other seats' secrets removed, so the log can say
    "North drew a card" to everyone and "you drew the 9♠" to the drawer alone.
    """

    kind: str
    seat: int | None
    message: Message
    data: Mapping[str, Any] = field(default_factory=dict)
    secret: Mapping[str, Any] = field(default_factory=dict)

    def seen_by(self, viewer: int) -> "Event":
        if not self.secret or viewer == self.seat:
            return self
        return Event(self.kind, self.seat, self.message, self.data)


class GameState(ABC):
    """Base of every game's deal. Subclasses implement the rules; this class the contract."""

    game_id: str = ""
    num_seats: int = 0

    def __init__(self, seed: int):
        self.seed = seed
        self.events: list[Event] = []
        self.history: list[tuple[int, Hashable]] = []
        self.outcome: Outcome | None = None
        # Each seat's log with other seats' secrets removed, kept as events arrive so a view
        # costs a copy, not a pass over the whole log.
        self.seen: list[list[Event]] = [[] for _ in range(self.num_seats)]

    # -- the questions every game answers -------------------------------------------------
    @abstractmethod
    def pending(self) -> tuple[int, ...]:
        """Seats that must act now (empty once the deal is over)."""

    @abstractmethod
    def legal_actions(self, seat: int) -> Sequence[Hashable]:
        """What `seat` may do now (empty if it need not act)."""

    @abstractmethod
    def view(self, seat: int) -> Any:
        """Everything `seat` may know, and nothing else: an immutable value."""

    @abstractmethod
    def clone(self) -> "GameState":
        """An independent copy, cheap enough for AI search."""

    @abstractmethod
    def _perform(self, seat: int, action: Hashable) -> None:
        """Carry out an action already known to be legal."""

    @classmethod
    def resample(cls, view: Any, rng: Any) -> "GameState":
        """A complete deal consistent with everything `view` shows, the cards its seat cannot
        see dealt anew with `rng` (hands' hidden cards, the stock's order), in the fast mode
        AI search uses (record_events=False). Its `view(view.seat)` equals `view` but for the
        log; the search of the expert AI plays its iterations in such worlds."""
        raise NotImplementedError(f"{cls.__name__} cannot resample hidden cards yet")

    def why_illegal(self, seat: int, action: Hashable) -> Message | None:
        """The reason an action is refused, or None. Games override for specific reasons."""
        if action not in self.legal_actions(seat):
            return NOT_LEGAL()
        return None

    # -- the contract's fixed part --------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    def apply(self, seat: int, action: Hashable) -> None:
        """Do `action` for `seat`, or raise `IllegalAction` with the state untouched."""
        if not isinstance(seat, int) or not 0 <= seat < self.num_seats:
            raise IllegalAction(UNKNOWN_SEAT(seat=seat))
        if self.is_over:
            raise IllegalAction(DEAL_OVER())
        if seat not in self.pending():
            raise IllegalAction(NOT_YOUR_TURN())
        reason = self.why_illegal(seat, action)
        if reason is not None:
            raise IllegalAction(reason)
        self.history.append((seat, action))
        self._perform(seat, action)

    def _copy_contract(self, record_events: bool | None = None):
        """A blank instance of this game carrying copies of the contract's own fields (seed,
        options, history, events, outcome); each game's `clone` adds its own. AI search passes
        record_events=False: its copies keep no log at all."""
        copy = type(self).__new__(type(self))
        copy.seed = self.seed
        copy.options = getattr(self, "options", {})
        copy.record_events = getattr(self, "record_events", True) if record_events is None else record_events
        copy.events = list(self.events) if copy.record_events else []
        copy.seen = [list(seen) for seen in self.seen] if copy.record_events else [[] for _ in self.seen]
        copy.history = list(self.history)
        copy.outcome = self.outcome
        return copy

    def _log(self, event: Event) -> None:
        self.events.append(event)
        for seat, seen in enumerate(self.seen):
            seen.append(event.seen_by(seat))

    def events_seen_by(self, seat: int) -> tuple[Event, ...]:
        return tuple(self.seen[seat])
