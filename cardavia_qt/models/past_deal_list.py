"""The past deals of one game as a table for the statistics page: when each ended, how it
ended for the player, its points or multiplier, the AI level, and the help used — newest first.
Opening a row asks for its replay; `DEAL_ROLE` hands out the kept deal (past_deals.PastDeal).
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QAbstractTableModel, QDateTime, QLocale, QModelIndex, QObject, Qt

from cardavia_qt.models.levels import level_name
from cardavia_qt.past_deals import PastDeal
from cardavia_qt.stats import DRAWN, LOST, WON, WON_WITH_TAKE_BACKS

DEAL_ROLE = Qt.ItemDataRole.UserRole + 1
RESULT_ROLE = Qt.ItemDataRole.UserRole + 2  # one of stats.RESULTS, for the view's colours
DATE, RESULT, SCORE, LEVEL, HELP = range(5)
COLUMNS = 5


class PastDealsModel(QAbstractTableModel):
    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.deals: list[PastDeal] = []

    def set_deals(self, deals: Sequence[PastDeal]) -> None:
        self.beginResetModel()
        self.deals = list(deals)
        self.endResetModel()

    def retranslate(self) -> None:
        if self.deals:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.deals) - 1, COLUMNS - 1))
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, COLUMNS - 1)

    def deal(self, row: int) -> PastDeal:
        return self.deals[row]

    # -- words ---------------------------------------------------------------------------------
    def result_text(self, result: str) -> str:
        return {WON: self.tr("Won"), WON_WITH_TAKE_BACKS: self.tr("Won with take-backs"), LOST: self.tr("Lost"),
                DRAWN: self.tr("Drawn")}.get(result, result)

    def score_text(self, deal: PastDeal) -> str:
        if deal.points is not None and deal.game == "mahjong":
            # Not the same word everywhere: Chinese counts an MCR hand in 番, a Sì Sè Pái hand in 分.
            return self.tr("%n points", "an MCR winning hand's points (fan), in the list of past deals", deal.points)
        if deal.points is not None:
            return self.tr("%n points", "the winning hand's points, in the list of past deals", deal.points)
        if deal.multiplier is not None:
            return self.tr("×%1", "a Kowah win's multiplier, in the list of past deals").replace(
                "%1", QLocale().toString(deal.multiplier))
        return "–"

    def help_text(self, deal: PastDeal) -> str:
        parts = []
        if deal.take_backs:
            parts.append(self.tr("%n take-backs", "help used in a past deal", deal.take_backs))
        if deal.hints:
            parts.append(self.tr("%n hints", "help used in a past deal", deal.hints))
        return ", ".join(parts) if parts else self.tr("none", "no help used in a past deal")

    @staticmethod
    def date_text(deal: PastDeal) -> str:
        when = QDateTime.fromString(deal.date, Qt.DateFormat.ISODate)
        return QLocale().toString(when.toLocalTime(), QLocale.FormatType.ShortFormat) if when.isValid() else deal.date

    # -- the model -----------------------------------------------------------------------------
    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: B008 — Qt's signature
        return 0 if parent.isValid() else len(self.deals)

    def columnCount(self, parent=QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else COLUMNS

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.deals):
            return None
        deal = self.deals[index.row()]
        column = index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            if column == DATE:
                return self.date_text(deal)
            if column == RESULT:
                return self.result_text(deal.result)
            if column == SCORE:
                return self.score_text(deal)
            if column == LEVEL:
                return level_name(deal.level) if deal.level else "–"
            return self.help_text(deal)
        if role == Qt.ItemDataRole.ToolTipRole and column == HELP:
            return self.help_text(deal)  # the last column, cut short in a narrow window («17 подск…»)
        if role == Qt.ItemDataRole.ToolTipRole and index.column() in (DATE, RESULT):
            return self.tr("Enter or double-click: watch this deal again")
        if role == Qt.ItemDataRole.TextAlignmentRole and column == SCORE:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == DEAL_ROLE:
            return deal
        if role == RESULT_ROLE:
            return deal.result
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole:  # over its figures, as they stand
            horizontal = Qt.AlignmentFlag.AlignRight if section == SCORE else Qt.AlignmentFlag.AlignLeft
            return int(horizontal | Qt.AlignmentFlag.AlignVCenter)
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return None
        # The winner's figure, whoever won: a lost MCR deal under «Score» read as the player's points.
        winning_hand = self.tr("Winning hand", "the column of the winner's points or multiplier, whoever won")
        return {DATE: self.tr("Ended"), RESULT: self.tr("Result"), SCORE: winning_hand,
                LEVEL: self.tr("AI level"), HELP: self.tr("Help used")}.get(section)

    def flags(self, index: QModelIndex) -> Qt.ItemFlag:
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable if index.isValid() else Qt.ItemFlag.NoItemFlags
