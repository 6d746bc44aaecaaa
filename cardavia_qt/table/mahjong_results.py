"""The end of an MCR deal: the winning hand, its fan list with points and total, the flowers,
and what every seat pays or receives — laid out as a score sheet on the results panel."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QWidget

from cardavia_qt.table.results_overlay import STYLE, ResultsOverlay, translate_buttons
from cardavia_qt.table.text import fill
from cardavia_qt.views.tile_pictures import hand_picture

SHEET_STYLE = STYLE + """
QLabel#sheetHeader { color: #6b6352; font-size: 13px; font-weight: 700; }
QLabel#fanName, QLabel#seatName { color: #2f2d26; font-size: 15px; }
QLabel#fanCount { color: #7a7362; font-size: 14px; }
QLabel#fanPoints, QLabel#payment { color: #1d3b2a; font-size: 15px; font-weight: 600; }
QLabel#payment[loss="true"] { color: #9b3b24; }
QLabel#sheetTotal { color: #1d3b2a; font-size: 17px; font-weight: 700; }
QFrame#sheetRule { background: #c9b27a; max-height: 1px; min-height: 1px; }
"""


@dataclass(frozen=True)
class ScoreSheet:
    """What the panel shows, already in words: the controller translates, the panel lays out."""

    fans: tuple[tuple[str, int, int], ...] = ()  # (name, times counted, points each)
    flowers: int = 0
    total: int = 0
    payments: tuple[tuple[str, int], ...] = ()  # (seat, points: + received, - paid)
    hand: tuple[tuple[int, ...], ...] = field(default_factory=tuple)  # tile kinds, meld by meld
    winning: int | None = None  # the winning tile's kind, drawn apart and framed
    winning_name: str = ""  # and its name, for the hand's accessible description


class MahjongResults(ResultsOverlay):
    """The shared results panel with a score sheet between the verdict and the buttons."""

    def __init__(self, parent: QWidget | None = None, tile_pixmap: Callable[[int, int], QPixmap] | None = None):
        self.tile_pixmap = tile_pixmap  # (kind, width) -> the tile's picture
        super().__init__(parent)
        self.setStyleSheet(SHEET_STYLE)
        self.hand_view = QLabel(self.panel)
        self.hand_view.setObjectName("winningHand")
        self.hand_view.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.sheet = QWidget(self.panel)
        self.sheet.setObjectName("scoreSheet")
        self.fan_grid = QGridLayout()
        self.fan_grid.setHorizontalSpacing(16)
        self.fan_grid.setVerticalSpacing(4)
        self.pay_grid = QGridLayout()
        self.pay_grid.setHorizontalSpacing(16)
        self.pay_grid.setVerticalSpacing(4)
        row = QHBoxLayout(self.sheet)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(36)
        row.addStretch(1)
        row.addLayout(self.fan_grid)
        row.addLayout(self.pay_grid)
        row.addStretch(1)
        column = self.panel.layout()
        column.insertWidget(2, self.hand_view)
        column.insertWidget(3, self.sheet)
        self.hand_view.hide()
        self.sheet.hide()
        self._shown: ScoreSheet | None = None

    def show_score(self, heading: str, detail: str, sheet: ScoreSheet | None) -> None:
        self._shown = sheet
        self._fill(sheet)
        self.show_result(heading, detail)

    def show_result(self, heading: str, detail: str = "", message: str = "") -> None:
        if self._shown is None:
            self.hand_view.hide()
            self.sheet.hide()
        super().show_result(heading, detail, message)

    def retranslate(self) -> None:
        translate_buttons(self)
        if getattr(self, "_shown", None) is not None:
            self._fill(self._shown)

    # -- the sheet ------------------------------------------------------------------------------
    def _fill(self, sheet: ScoreSheet | None) -> None:
        for grid in (self.fan_grid, self.pay_grid):
            while grid.count():
                widget = grid.takeAt(0).widget()
                if widget is not None:
                    widget.deleteLater()
        has_fans = sheet is not None and bool(sheet.fans)
        self.sheet.setVisible(sheet is not None and bool(sheet.fans or sheet.payments))
        self._fill_hand(sheet)
        if sheet is None:
            return
        if has_fans:
            self._label(self.fan_grid, 0, 0, self.tr("Fan"), "sheetHeader")
            self._label(self.fan_grid, 0, 2, self.tr("Points"), "sheetHeader", right=True)
            row = 1
            for fan, count, points in sheet.fans:
                self._label(self.fan_grid, row, 0, fan, "fanName")
                self._label(self.fan_grid, row, 1, f"×{count}" if count > 1 else "", "fanCount")
                self._label(self.fan_grid, row, 2, str(points * count), "fanPoints", right=True)
                row += 1
            if sheet.flowers:
                self._label(self.fan_grid, row, 0, self.tr("Flowers"), "fanName")
                self._label(self.fan_grid, row, 1, f"×{sheet.flowers}", "fanCount")
                self._label(self.fan_grid, row, 2, str(sheet.flowers), "fanPoints", right=True)
                row += 1
            rule = QFrame(self.sheet)
            rule.setObjectName("sheetRule")
            self.fan_grid.addWidget(rule, row, 0, 1, 3)
            self._label(self.fan_grid, row + 1, 0, self.tr("Total"), "sheetTotal")
            self._label(self.fan_grid, row + 1, 2, str(sheet.total), "sheetTotal", right=True)
        if sheet.payments:
            self._label(self.pay_grid, 0, 0, self.tr("Seat"), "sheetHeader")
            self._label(self.pay_grid, 0, 1, self.tr("Payment"), "sheetHeader", right=True)
            for row, (seat, points) in enumerate(sheet.payments, start=1):
                self._label(self.pay_grid, row, 0, seat, "seatName")
                label = self._label(self.pay_grid, row, 1, f"{points:+d}" if points else "0", "payment", right=True)
                label.setProperty("loss", "true" if points < 0 else "false")

    def _label(self, grid: QGridLayout, row: int, column: int, text: str, name: str, right: bool = False) -> QLabel:
        label = QLabel(text, self.sheet)
        label.setObjectName(name)
        label.setTextFormat(Qt.TextFormat.PlainText)
        alignment = Qt.AlignmentFlag.AlignRight if right else Qt.AlignmentFlag.AlignLeft
        label.setAlignment(alignment | Qt.AlignmentFlag.AlignVCenter)
        grid.addWidget(label, row, column)
        return label

    def _fill_hand(self, sheet: ScoreSheet | None) -> None:
        """The winning hand as one picture: each meld, then the concealed tiles, a gap between,
        and the winning tile apart in a gold frame."""
        if sheet is None or not sheet.hand or self.tile_pixmap is None:
            self.hand_view.clear()
            self.hand_view.hide()
            return
        count = sum(len(group) for group in sheet.hand) + (sheet.winning is not None)
        width = max(16, min(40, int(560 / (count + 0.4 * len(sheet.hand) + 1))))
        self.hand_view.setPixmap(hand_picture(sheet.hand, self.tile_pixmap, width, sheet.winning))
        described = QCoreApplication.translate("MahjongResults", "The winning hand; framed, the winning tile: {tile}")
        self.hand_view.setAccessibleName(QCoreApplication.translate("MahjongResults", "The winning hand"))
        self.hand_view.setAccessibleDescription(fill(described, tile=sheet.winning_name))
        self.hand_view.setToolTip(fill(described, tile=sheet.winning_name) if sheet.winning is not None else "")
        self.hand_view.show()
