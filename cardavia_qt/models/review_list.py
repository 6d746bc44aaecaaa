"""A review's decisions as a list for the replay page: one row per decision of the player, what
the player did and whether the AI agrees or what it would have done instead — in the player's
language, with the cards' names ("You discard the 7 of bamboo. In your place: the AI discards
the 3 of dots.").

The words are the engine's own event messages (sentences.py): the player's choice and the AI's
are each played in a copy of the position, and the first event the player's seat sees is the
choice's sentence — the AI's worded with the player's seat named "the AI". A choice whose first
event is not the seat's own (Done ends a bout with a discard, a Pass lets another seat claim)
is worded by its kind. `POSITION_ROLE` is the replay position before the decision, to jump to.

The rows come in the review's ranking: the differences with the largest measured gap first
(each saying the measure in words: "2 tiles from ready instead of 1; 6 useful tiles instead of
11"), then those without a measure, then the agreements.
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
from engine.core.review import ChoiceGap, Review, ReviewedDecision
from engine.core.state import Event, GameState

POSITION_ROLE = Qt.ItemDataRole.UserRole + 1  # the replay position before the decision
AGREED_ROLE = Qt.ItemDataRole.UserRole + 2
GAP_ROLE = Qt.ItemDataRole.UserRole + 3  # the ChoiceGap's size, or None
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
    """The events of each reviewed decision's two choices (the deal played through once), in
    the review's ranking (`Review.ranked`)."""
    wanted = {decision.index: decision for decision in review.decisions}
    rows: dict[int, Worded] = {}
    for index, state in record.positions():
        decision = wanted.get(index)
        if decision is None:
            continue
        played = own_event(state, decision.seat, decision.played)
        suggested = played if decision.agreed else own_event(state, decision.seat, decision.suggested)
        rows[index] = Worded(decision, played, suggested)
        if len(rows) == len(wanted):
            break
    return [rows[decision.index] for decision in review.ranked() if decision.index in rows]


class GapWords(QObject):
    """A review row's measure in words (`self.tr` for the counts' plural entries; the class
    names the translation context)."""

    def distance(self, mine: int, theirs: int) -> str:
        if mine == theirs:
            return self.tr("ready either way") if mine == 0 else self.tr("%n tile(s) from ready either way", None, mine)
        if mine == 0:
            return self.tr("ready instead of %n tile(s) from ready", None, theirs)
        if theirs == 0:
            return self.tr("%n tile(s) from ready instead of ready", None, mine)
        return self.tr("%n tile(s) from ready instead of %1", "the player's hand, then the AI's",
                       mine).replace("%1", format_number(theirs))

    def useful(self, mine: int, theirs: int) -> str:
        return self.tr("%n useful tile(s) instead of %1", "live tiles that would help: the player's hand, then the AI's",
                       mine).replace("%1", format_number(theirs))

    def percent(self, chance: float, digits: int = 0) -> str:
        return self.tr("%1 %", "a percentage").replace("%1", format_number(100 * chance, digits, fixed=True))

    @staticmethod
    def score(value: float, digits: int) -> str:
        # Both scores of a row with the same decimals, so that they read side by side.
        return ("+" if round(value, digits) > 0 else "") + format_number(value, digits, fixed=True)

    def text(self, gap: ChoiceGap | None, game: str) -> str:
        """The measure of a difference in words: the player's choice against the AI's (and,
        when the measure sees no loss, that it does not: the strongest AI looks further)."""
        measured = self.measure(gap, game)
        if measured and gap.size <= 0:
            return measured + " " + self.tr("By this measure your choice is no worse.",
                                            "after a review row's measure that favours the player's choice")
        return measured

    def measure(self, gap: ChoiceGap | None, game: str) -> str:
        if gap is None:
            return ""
        mine, theirs = gap.played, gap.suggested
        if gap.measure == "mahjong.progress":
            text = self.tr("Your hand: %1; %2.", "an MCR review row: tiles from ready, useful tiles")
            return (text.replace("%1", self.distance(int(mine[0]), int(theirs[0])))
                    .replace("%2", self.useful(round(mine[1]), round(theirs[1]))))
        if gap.measure == "kowah.readiness":
            text = self.tr("Chance of a live ready hand: %1 instead of %2.", "Kowah: the player's choice, then the AI's")
            # Seen live early in a deal: «4 % instead of 4 %». Chances that round alike get a decimal.
            digits = 0 if round(100 * mine[0]) != round(100 * theirs[0]) else 1
            return (text.replace("%1", self.percent(mine[0], digits))
                    .replace("%2", self.percent(theirs[0], digits)))
        if gap.measure != "hard.score":
            return ""
        if game == "durak":
            text = self.tr("Hard AI's score (−1 to +1): %1 for yours, %2 for its choice.",
                           "Durak: -1 the durak, +1 out first")
        else:
            text = self.tr("Hard AI's score: %1 for yours, %2 for its choice.", "the hard AI's outlook of each choice")
        digits = 2 if game == "durak" else 1  # Durak's runs from -1 to +1, Sì Sè Pái's in tens
        return text.replace("%1", self.score(mine[0], digits)).replace("%2", self.score(theirs[0], digits))


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
        self.gap_words = GapWords(self)

    def set_review(self, record: DealRecord | None, review: Review | None) -> None:
        self.beginResetModel()
        self.review = review
        self.rows = worded(record, review) if record is not None and review is not None else []
        if record is not None:
            self.names = SeatNames(registry.get(record.game).players, review.decisions[0].seat
                                   if review and review.decisions else 0)
        self.endResetModel()

    def row_at(self, position: int) -> int | None:
        """The row of the decision taken at replay position `position`, if the review has one."""
        return next((row for row, worded_row in enumerate(self.rows) if worded_row.decision.index == position), None)

    def suggestion_at(self, position: int) -> Hashable | None:
        """The AI's choice at `position` when the player chose otherwise there (else None)."""
        row = self.row_at(position)
        decision = self.rows[row].decision if row is not None else None
        return decision.suggested if decision is not None and not decision.agreed else None

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
            text = f"{self.move_text(row)} · {self.played_text(row)}{separator}{self.verdict_text(row)}"
            measured = self.gap_words.text(row.decision.gap, self.review.game if self.review is not None else "")
            return f"{text}{separator}{measured}" if measured else text
        if role == Qt.ItemDataRole.ForegroundRole:
            return AGREED if row.decision.agreed else DIFFERED
        if role == Qt.ItemDataRole.ToolTipRole:
            return QCoreApplication.translate("ReviewList", "Enter or double-click: the table before this decision")
        if role == POSITION_ROLE:
            return row.decision.index
        if role == AGREED_ROLE:
            return row.decision.agreed
        if role == GAP_ROLE:
            return row.decision.gap.size if row.decision.gap is not None else None
        return None

    def flags(self, index: QModelIndex) -> Qt.ItemFlag:
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable if index.isValid() else Qt.ItemFlag.NoItemFlags
