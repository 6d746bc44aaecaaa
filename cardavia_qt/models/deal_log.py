"""The deal log's model: what happened in the deal, one row per event the player's seat has seen,
as a sentence in the current language ("Left AI claims Pung of 5 Dots", "You discard the 7 of
bamboo").

The sentences are the engine's own event messages with the seats named by the app, through
`sentences.event_sentence` — the same words the status line tells. Another seat's private events
(Kowah: that a ready hand stayed silent) are not among the events a seat has seen, so they
never reach the log; a secret (a card drawn) is in the drawer's own rows only.

The model takes its events from a source: anything with `seen_events()` (the events the player's
seat has seen so far, oldest first) and a `changed` notification. At each notification it
compares the source's events with its rows: new events are inserted at the end, and a deal that
went back (a take-back, a new deal) removes the rows past the last event both still share, so
a view keeps its place and a screen reader hears only what changed.
"""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QAbstractListModel, QByteArray, QModelIndex, QObject, Qt, Signal

from cardavia_qt.sentences import event_sentence
from engine.core.state import Event

SEAT_ROLE = Qt.ItemDataRole.UserRole + 1  # the seat the event is about (None: the table's own)
KIND_ROLE = Qt.ItemDataRole.UserRole + 2  # the event's kind ("discard", "claim", …)
MINE_ROLE = Qt.ItemDataRole.UserRole + 3  # is it the viewer's own move?
_ROLE_NAMES = {SEAT_ROLE: b"seat", KIND_ROLE: b"kind", MINE_ROLE: b"mine"}


class DealLogModel(QAbstractListModel):
    def __init__(self, viewer: int = 0, names: Callable[[int], str] | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.viewer = viewer
        self.names = names or str  # a seat number -> its name in running text (a SeatNames)
        self._events: list[Event] = []
        self._sentences: list[str | None] = []  # worded when first asked for, in the current language
        self._source = None

    # -- the source --------------------------------------------------------------------------
    def follow(self, source, viewer: int | None = None, names: Callable[[int], str] | None = None) -> None:
        """Show `source`'s events from now on (None: none), for `viewer` with seats `names`."""
        if self._source is not None:
            try:
                self._source.changed.disconnect(self.refresh)
            except (RuntimeError, TypeError):  # the source is gone already
                pass
        self._source = source
        if viewer is not None:
            self.viewer = viewer
        if names is not None:
            self.names = names
            self.retranslate()
        if source is not None:
            source.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        self.set_events(self._source.seen_events() if self._source is not None else ())

    def set_events(self, events: Sequence[Event]) -> None:
        """Make the rows these events: appended ones inserted, a shorter or different deal's
        rows past the common start removed."""
        old, new = self._events, list(events)
        if len(new) >= len(old) and (not old or new[len(old) - 1] is old[-1]):
            shared = len(old)  # the usual case: the same deal, a few events on
        else:
            shared = 0
            for before, now in zip(old, new):
                if before != now:
                    break
                shared += 1
        if shared < len(old):
            self.beginRemoveRows(QModelIndex(), shared, len(old) - 1)
            del self._events[shared:], self._sentences[shared:]
            self.endRemoveRows()
        self._events[:shared] = new[:shared]  # equal events; keep the source's own, for the quick check
        if len(new) > shared:
            self.beginInsertRows(QModelIndex(), shared, len(new) - 1)
            self._events.extend(new[shared:])
            self._sentences.extend([None] * (len(new) - shared))
            self.endInsertRows()

    def retranslate(self) -> None:
        """The language (or the seats' names) changed: every row is worded again."""
        self._sentences = [None] * len(self._events)
        if self._events:
            self.dataChanged.emit(self.index(0), self.index(len(self._events) - 1),
                                  [Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole,
                                   Qt.ItemDataRole.ToolTipRole])

    # -- the model ---------------------------------------------------------------------------
    def event_at(self, row: int) -> Event:
        return self._events[row]

    def sentence(self, row: int) -> str:
        if self._sentences[row] is None:
            self._sentences[row] = event_sentence(self._events[row], self.viewer, self.names)
        return self._sentences[row]

    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: B008 — Qt's signature
        return 0 if parent.isValid() else len(self._events)

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._events):
            return None
        row = index.row()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.ToolTipRole):
            return self.sentence(row)
        if role == SEAT_ROLE:
            return self._events[row].seat
        if role == KIND_ROLE:
            return self._events[row].kind
        if role == MINE_ROLE:
            return self._events[row].seat == self.viewer
        return None

    def flags(self, index: QModelIndex) -> Qt.ItemFlag:
        # Rows are read, not edited: selectable so the keyboard can walk them.
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable if index.isValid() else Qt.ItemFlag.NoItemFlags

    def roleNames(self) -> dict:
        names = dict(super().roleNames())
        names.update({int(role): QByteArray(name) for role, name in _ROLE_NAMES.items()})
        return names


class SessionEvents(QObject):
    """A `DealSession` (engine/core/session.py) as the log's source: its player's seen events,
    and `changed` after every change of the session (its `on_change` hook, chained)."""

    changed = Signal()

    def __init__(self, session, parent: QObject | None = None):
        super().__init__(parent)
        self.session = session
        before = session.on_change

        def on_change(changed_session) -> None:
            if before is not None:
                before(changed_session)
            self.changed.emit()
        session.on_change = on_change

    def seen_events(self) -> Sequence[Event]:
        return self.session.events()
