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

from engine.core.frozen import freeze
from engine.core.messages import Message, declare

NOT_YOUR_TURN = declare("core.illegal.not_your_turn", "It is not your turn.")
DEAL_OVER = declare("core.illegal.deal_over", "The deal is over.")
NOT_LEGAL = declare("core.illegal.not_legal", "That move is not allowed now.")
UNKNOWN_SEAT = declare("core.illegal.unknown_seat", "There is no seat {seat} at this table.")
NOT_A_MOVE = declare("core.illegal.not_a_move", "That is not a move of this game.")


class IllegalAction(Exception):
    """A refused action. `reason` is a translatable message; the state was not changed."""

    def __init__(self, reason: Message):
        super().__init__(reason.text())
        self.reason = reason


class UnknownSeat(ValueError):
    """Asked about a seat the table does not have (a bug in the caller, never a player's move)."""

    def __init__(self, seat: object, seats: int):
        super().__init__(f"there is no seat {seat!r} at this table (seats 0 to {seats - 1})")
        self.seat = seat


def is_seat(seat: object, seats: int) -> bool:
    # A bool is an int to Python, but True is no seat.
    return isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < seats


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

    def __post_init__(self) -> None:
        object.__setattr__(self, "detail", freeze(self.detail))  # shared by every view: read-only

    @property
    def is_draw(self) -> bool:
        return not self.winners


@dataclass(frozen=True)
class Event:
    """One thing that happened. `data` is public; `secret` is seen only by `seat`; a `private`
    event is seen by `seat` alone (a choice nobody else may learn was even offered).

    Views hand each seat its events with other seats' secrets removed, so the log can say
    "North drew a card" to everyone and "you drew the 9♠" to the drawer alone. `data` and
    `secret` are frozen when the event is made: views share them, and nobody can rewrite them.
    """

    kind: str
    seat: int | None
    message: Message
    data: Mapping[str, Any] = field(default_factory=dict)
    secret: Mapping[str, Any] = field(default_factory=dict)
    private: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "data", freeze(self.data))
        object.__setattr__(self, "secret", freeze(self.secret))

    def seen_by(self, viewer: int) -> "Event | None":
        """This event as `viewer` sees it, or None if `viewer` may not see it at all."""
        if viewer == self.seat or (not self.secret and not self.private):
            return self
        if self.private:
            return None
        return Event(self.kind, self.seat, self.message, self.data)


class GameState(ABC):
    """Base of every game's deal. Subclasses implement the rules; this class the contract."""

    game_id: str = ""
    num_seats: int = 0
    # Raised by a game whenever a change of its rules could make an old record of it replay
    # differently (or not at all); records say the version that played them.
    rules_version: int = 1

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
    def _view(self, seat: int) -> Any:
        """The game's view of a seat already known to exist (see `view`)."""

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

    def view(self, seat: int) -> Any:
        """Everything `seat` may know, and nothing else: an immutable value, which shares
        nothing that can change with the state. A seat the table does not have is refused."""
        if not is_seat(seat, self.num_seats):
            raise UnknownSeat(seat, self.num_seats)
        return self._view(seat)

    def well_formed(self, action: object) -> bool:
        """Is `action` a value of this game's actions — the very value its JSON form parses
        back to? (`Discard(None)`, a card given as a string, a claim of a list: no.) Only
        such actions reach `why_illegal`, whose reasons name the action's cards."""
        try:
            parsed = _parser(self.game_id)(action.to_json())
        except Exception:  # anything at all may be passed in; none of it is a move
            return False
        return type(parsed) is type(action) and parsed == action

    def refusal(self, seat: int, action: Hashable) -> Message | None:
        """Why `apply(seat, action)` would be refused now, or None if it would be done."""
        if not is_seat(seat, self.num_seats):
            return UNKNOWN_SEAT(seat=seat)
        if self.is_over:
            return DEAL_OVER()
        if seat not in self.pending():
            return NOT_YOUR_TURN()
        # AI search copies (record_events=False) play only their own legal lists' values, in
        # hot loops: they skip the round trip.
        if getattr(self, "record_events", True) and not self.well_formed(action):
            return NOT_A_MOVE()
        return self.why_illegal(seat, action)

    def apply(self, seat: int, action: Hashable) -> None:
        """Do `action` for `seat`, or raise `IllegalAction` with the state untouched."""
        reason = self.refusal(seat, action)
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
            shown = event.seen_by(seat)
            if shown is not None:
                seen.append(shown)

    def events_seen_by(self, seat: int) -> tuple[Event, ...]:
        if not is_seat(seat, self.num_seats):
            raise UnknownSeat(seat, self.num_seats)
        return tuple(self.seen[seat])


_PARSERS: dict[str, Any] = {}


def _parser(game_id: str):
    parser = _PARSERS.get(game_id)
    if parser is None:
        from engine.core import registry  # the registry finds the games, which import this module

        parser = _PARSERS[game_id] = registry.get(game_id).action_from_json
    return parser
