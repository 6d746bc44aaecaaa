"""A review's decisions as a list for the replay page: one row per decision of the player, what
the player did and whether the AI agrees or what it would have done instead — in the player's
language, with the cards' names ("You discard the 7 of bamboo. In your place: the AI discards
the 3 of dots.").

The words are the engine's own event messages (sentences.py): the player's choice and the AI's
are each played in a copy of the position, and the first event the player's seat sees is the
choice's sentence — the AI's worded with the player's seat named "the AI". A choice whose first
event is not the seat's own (Done ends a bout with a discard, a Pass lets another seat claim)
is worded by its kind. `POSITION_ROLE` is the replay position before the decision, to jump to.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable

from PySide6.QtCore import QAbstractListModel, QCoreApplication, QModelIndex, QObject, Qt
from PySide6.QtGui import QBrush, QColor

from cardavia_qt.i18n import format_number
from cardavia_qt.models.levels import level_name
from cardavia_qt.seat_names import SeatNames
from cardavia_qt.sentences import event_sentence
from engine.core import registry
from engine.core.record import DealRecord
from engine.core.review import Review, ReviewedDecision
from engine.core.state import Event, GameState

POSITION_ROLE = Qt.ItemDataRole.UserRole + 1  # the replay position before the decision
AGREED_ROLE = Qt.ItemDataRole.UserRole + 2
AGREED, DIFFERED = QBrush(QColor("#bfe3c6")), QBrush(QColor("#ffc8a8"))  # on the dark green panel


@dataclass(frozen=True)
class Worded:
    """One reviewed decision with the events its two choices make (None: worded by kind)."""

    decision: ReviewedDecision
    played: Event | None
    suggested: Event | None


def own_event(state: GameState, seat: int, action: Hashable) -> Event | None:
    """The first event `seat` sees when it plays `action` in `state` (a copy is played), if it
    is the seat's own — or, for a choice no kind-word tells (neither Pass nor Done), whatever
    event comes first; None otherwise."""
    trial = state.clone()
    before = len(trial.seen[seat])
    trial.apply(seat, action)
    seen = trial.seen[seat][before:]
    if seen and (seen[0].seat == seat or getattr(action, "json_type", "") not in WORDED_BY_KIND):
        return seen[0]
    return None


def worded(record: DealRecord, review: Review) -> list[Worded]:
    """The events of each reviewed decision's two choices (the deal played through once)."""
    wanted = {decision.index: decision for decision in review.decisions}
    rows = []
    for index, state in record.positions():
        decision = wanted.get(index)
        if decision is None:
            continue
        played = own_event(state, decision.seat, decision.played)
        suggested = played if decision.agreed else own_event(state, decision.seat, decision.suggested)
        rows.append(Worded(decision, played, suggested))
        if len(rows) == len(wanted):
            break
    return rows


WORDED_BY_KIND = ("pass", "done")


def kind_sentence(action: Hashable, mine: bool) -> str:
    """A choice no event of its seat's tells: a Pass (another seat may claim), a Done (the
    bout ends with a discard)."""
    if getattr(action, "json_type", "") == "done":
        if mine:
            return QCoreApplication.translate("ReviewList", "You say Done.")
        return QCoreApplication.translate("ReviewList", "The AI says Done.")
    if mine:
        return QCoreApplication.translate("ReviewList", "You pass.")
    return QCoreApplication.translate("ReviewList", "The AI passes.")


class ReviewListModel(QAbstractListModel):
    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.rows: list[Worded] = []
        self.review: Review | None = None
        self.names = SeatNames(2, 0)

    def set_review(self, record: DealRecord | None, review: Review | None) -> None:
        self.beginResetModel()
        self.review = review
        self.rows = worded(record, review) if record is not None and review is not None else []
        if record is not None:
            self.names = SeatNames(registry.get(record.game).players, review.decisions[0].seat
                                   if review and review.decisions else 0)
        self.endResetModel()

    def retranslate(self) -> None:
        if self.rows:
            self.dataChanged.emit(self.index(0), self.index(len(self.rows) - 1))

    # -- words ------------------------------------------------------------------------------------
    def played_text(self, row: Worded) -> str:
        decision = row.decision
        if row.played is not None:
            return event_sentence(row.played, decision.seat, self.names)
        return kind_sentence(decision.played, True)

    def suggested_text(self, row: Worded) -> str:
        decision = row.decision
        if row.suggested is not None:
            ai = QCoreApplication.translate("ReviewList", "the AI",
                                            "the reviewing AI named in a sentence, in the player's place")
            return event_sentence(row.suggested, -1, lambda seat: ai if seat == decision.seat else self.names(seat))
        return kind_sentence(decision.suggested, False)

    def verdict_text(self, row: Worded) -> str:
        if row.decision.agreed:
            return QCoreApplication.translate("ReviewList", "The AI agrees.")
        verdict = QCoreApplication.translate("ReviewList", "In your place: %1", "then what the AI would have done")
        return verdict.replace("%1", self.suggested_text(row))

    def move_text(self, row: Worded) -> str:
        move = QCoreApplication.translate("ReviewList", "Move %1", "a decision's number in the deal")
        return move.replace("%1", format_number(row.decision.index + 1))

    def summary(self) -> str:
        """"You agreed with the Expert AI on 34 of 41 decisions." (so far, while it runs)"""
        review = self.review
        if review is None:
            return ""
        done = len(review.decisions)
        text = self.tr("You agreed with the %1 AI on %2 of %n decisions.", "the review's summary", done)
        text = text.replace("%1", level_name(review.level)).replace("%2", format_number(review.agreed))
        if not review.finished:
            stopped = self.tr("The review was stopped after %1 of %n decisions.", "after the summary", review.total)
            text += " " + stopped.replace("%1", format_number(done))
        return text

    # -- the model ---------------------------------------------------------------------------------
    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: B008 — Qt's signature
        return 0 if parent.isValid() else len(self.rows)

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        row = self.rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            separator = "\n" if role == Qt.ItemDataRole.DisplayRole else " "
            return f"{self.move_text(row)} · {self.played_text(row)}{separator}{self.verdict_text(row)}"
        if role == Qt.ItemDataRole.ForegroundRole:
            return AGREED if row.decision.agreed else DIFFERED
        if role == Qt.ItemDataRole.ToolTipRole:
            return QCoreApplication.translate("ReviewList", "Enter or double-click: the table before this decision")
        if role == POSITION_ROLE:
            return row.decision.index
        if role == AGREED_ROLE:
            return row.decision.agreed
        return None

    def flags(self, index: QModelIndex) -> Qt.ItemFlag:
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable if index.isValid() else Qt.ItemFlag.NoItemFlags
