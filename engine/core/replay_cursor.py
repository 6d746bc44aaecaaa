"""A finished deal watched again, one position at a time: a cursor over its record.

Position k is the deal after its first k actions (0: just dealt; `length - 1`: over). The
cursor plays the record through once (`DealRecord.positions`) and keeps, for every position,
how many of the deal's events had happened by then — all of them and those the player's seat
saw — so moving is free and "the events up to the cursor" is a slice of the final log: the
table projects it (with every secret for a replay's open hands, or the player's own events to
show only what the player saw), and the deal log lists it.
"""

from __future__ import annotations

from bisect import bisect_right
from typing import Hashable

from engine.core.record import DealRecord
from engine.core.review import player_seat
from engine.core.state import Event, GameState


class ReplayCursor:
    def __init__(self, record: DealRecord, viewer: int | None = None):
        """Plays `record` through (IllegalAction or RecordError if it no longer replays)."""
        self.record = record
        self.viewer = player_seat(record) if viewer is None else viewer
        counts, seen = [], []
        final: GameState | None = None
        for _index, state in record.positions():
            counts.append(len(state.events))
            seen.append(len(state.seen[self.viewer]))
            final = state
        self.final: GameState = final
        self._counts = tuple(counts)  # events by position, every seat's
        self._seen = tuple(seen)  # events by position, as the viewer saw them
        self.index = 0

    # -- where it stands -----------------------------------------------------------------------
    @property
    def length(self) -> int:
        """The number of positions: one more than the deal's actions."""
        return len(self._counts)

    @property
    def last(self) -> int:
        return self.length - 1

    @property
    def at_start(self) -> bool:
        return self.index == 0

    @property
    def at_end(self) -> bool:
        return self.index == self.last

    # -- moving ----------------------------------------------------------------------------------
    def forward(self) -> bool:
        """One action on; False at the end."""
        return self.jump(self.index + 1) if not self.at_end else False

    def back(self) -> bool:
        """One action back; False at the start."""
        return self.jump(self.index - 1) if not self.at_start else False

    def jump(self, index: int) -> bool:
        """To position `index` (clamped to the deal); True if the cursor moved."""
        index = max(0, min(self.last, int(index)))
        moved = index != self.index
        self.index = index
        return moved

    def to_start(self) -> bool:
        return self.jump(0)

    def to_end(self) -> bool:
        return self.jump(self.last)

    # -- what it shows --------------------------------------------------------------------------
    def events(self, everything: bool = True, index: int | None = None) -> tuple[Event, ...]:
        """The events up to the cursor (or position `index`): every seat's with their secrets,
        or (`everything=False`) those the viewer saw, as the viewer saw them."""
        index = self.index if index is None else index
        if everything:
            return tuple(self.final.events[:self._counts[index]])
        return tuple(self.final.seen[self.viewer][:self._seen[index]])

    def position_of_event(self, row: int, everything: bool = True) -> int:
        """The first position whose events include event `row` (a deal log row to jump to)."""
        counts = self._counts if everything else self._seen
        return min(self.last, bisect_right(counts, row))

    def action_at(self, index: int | None = None) -> tuple[int, Hashable] | None:
        """The action that leads on from position `index` (the cursor's): (seat, action);
        None at the end."""
        index = self.index if index is None else index
        return self.record.actions[index] if index < len(self.record.actions) else None

    def state(self, index: int | None = None) -> GameState:
        """The deal at position `index` (the cursor's), played again: a state of its own, for
        the caller to keep or play on."""
        index = self.index if index is None else index
        return self.record.prefix(index).replay()
