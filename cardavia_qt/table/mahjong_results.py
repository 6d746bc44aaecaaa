"""The end of an MCR deal: the winning hand, its fan list with points and total, the flowers,
and what every seat pays or receives — laid out as a score sheet on the results panel.

The sheet is two tables of words (models/text_table.py) in sheet views (views/sheet_view.py):
a screen reader reads them as tables with their column headings, the keyboard walks them, and
they look as the labels did — the fan names, the counts in grey, the points in green, the total
under a rule, a payment in red when it is paid.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from cardavia_qt.models.text_table import Cell, Row, TextTableModel
from cardavia_qt.table.results_overlay import STYLE, ResultsOverlay, translate_buttons
from cardavia_qt.table.text import fill
from cardavia_qt.views.sheet_view import Look, SheetView
from cardavia_qt.views.tile_pictures import hand_picture

SHEET_STYLE = STYLE + """
QTableView#fanSheet, QTableView#paymentSheet { background: transparent; border: none; }
"""
HEADER = Look(13, "#6b6352", QFont.Weight.Bold)
LOOKS = {
    "fanName": Look(15, "#2f2d26"), "seatName": Look(15, "#2f2d26"),
    "fanCount": Look(14, "#7a7362"),
    "fanPoints": Look(15, "#1d3b2a", QFont.Weight.DemiBold), "payment": Look(15, "#1d3b2a", QFont.Weight.DemiBold),
    "loss": Look(15, "#9b3b24", QFont.Weight.DemiBold),
    "sheetTotal": Look(17, "#1d3b2a", QFont.Weight.Bold),
}

SHEET_GAP = 36  # px between the fans and the payments
# The sheet's size where the panel's words are small, and the least it is made to fit a narrow
# panel: long fan names («Панг терминальных или благородных») made it wider than the panel
# beside the deal log, and the points were cut off.
SMALL_SHEET, LEAST_SHEET = 0.87, 0.7
HAND_ROOM = 560  # px the winning hand is drawn in, at most
LARGE_TILE, SMALL_TILE = 40, 34  # a tile's widest in the hand, with full-size and small words


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
        self.fans = TextTableModel(3, self)
        self.payments = TextTableModel(2, self)
        self.fan_view = SheetView(LOOKS, HEADER, self.sheet)
        self.fan_view.setObjectName("fanSheet")
        self.fan_view.setModel(self.fans)
        self.pay_view = SheetView(LOOKS, HEADER, self.sheet)
        self.pay_view.setObjectName("paymentSheet")
        self.pay_view.setModel(self.payments)
        row = QHBoxLayout(self.sheet)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(SHEET_GAP)
        row.addStretch(1)
        row.addWidget(self.fan_view, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.pay_view, 0, Qt.AlignmentFlag.AlignTop)
        row.addStretch(1)
        column = self.panel.layout()
        column.insertWidget(2, self.hand_view)
        column.insertWidget(3, self.sheet)
        self.hand_view.hide()
        self.sheet.hide()
        self._shown: ScoreSheet | None = None
        self._hand_width = 0

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
    def _fit_contents(self, room: int) -> None:
        """The winning hand drawn for `room`, and the sheet's words as large as let the fans
        and the payments side by side in it (in steps of 2 %, so that the same room always gives
        the same size)."""
        self._fit_hand(room)
        views = self._sheet_views()
        if not views:
            return
        top = SMALL_SHEET if self._small else 1.0
        steps = sorted({LEAST_SHEET, *(round(top - 0.02 * step, 2)
                                       for step in range(int((top - LEAST_SHEET) / 0.02) + 1))})
        low, high = 0, len(steps) - 1  # steps[low] is shown when none fits
        if self._sheet_width(views, top) <= room:
            low = high  # the usual case: it fits as it is
        # Else the largest step that fits, by halving (the width grows with the scale): stepping
        # down one by one made a placement at 640 px cost 18 ms of CPU.
        while low < high:
            middle = (low + high + 1) // 2
            if self._sheet_width(views, steps[middle]) <= room:
                low = middle
            else:
                high = middle - 1
        scale = steps[low]
        if views[0].scale != scale:
            for view in views:
                view.set_scale(scale)
            self.sheet.layout().setSpacing(round(SHEET_GAP * scale))
            # Now, not when the sheet's layout request comes: the panel is measured next.
            self.sheet.layout().activate()

    def _fits_across(self, room: int) -> bool:
        views = self._sheet_views()
        return not views or self._sheet_width(views, LEAST_SHEET) <= room

    def _sheet_views(self) -> list[SheetView]:
        """The sheet's tables in sight (none while the sheet is hidden: a draw has no sheet)."""
        if self.sheet.isHidden():
            return []
        return [view for view in (self.fan_view, self.pay_view) if not view.isHidden()]

    @staticmethod
    def _sheet_width(views: list[SheetView], scale: float) -> int:
        return sum(view.width_at(scale) for view in views) + round(SHEET_GAP * scale) * (len(views) - 1)

    def _fill(self, sheet: ScoreSheet | None) -> None:
        has_fans = sheet is not None and bool(sheet.fans)
        has_payments = sheet is not None and bool(sheet.payments)
        self.sheet.setVisible(has_fans or has_payments)
        self._fill_hand(sheet)
        self.fan_view.setVisible(has_fans)
        self.pay_view.setVisible(has_payments)
        rows = []
        if has_fans:
            for fan, count, points in sheet.fans:
                rows.append(Row(fan, (Cell(fan, "fanName"), self._times(count), Cell(str(points * count), "fanPoints",
                                                                                      True))))
            if sheet.flowers:
                rows.append(Row("flowers", (Cell(self.tr("Flowers"), "fanName"), self._times(sheet.flowers, True),
                                            Cell(str(sheet.flowers), "fanPoints", True))))
            rows.append(Row("total", (Cell(self.tr("Total"), "sheetTotal"), Cell(""),
                                      Cell(str(sheet.total), "sheetTotal", True)), ruled=True))
        self.fans.set_table((Cell(self.tr("Fan")), Cell(""), Cell(self.tr("Points"), right=True)), rows)
        payments = []
        for seat, points in sheet.payments if has_payments else ():
            shown = f"{points:+d}" if points else "0"
            spoken = (self.tr("receives %1") if points > 0 else self.tr("pays %1")).replace("%1", str(abs(points))) \
                if points else shown
            payments.append(Row(seat, (Cell(seat, "seatName"),
                                       Cell(shown, "loss" if points < 0 else "payment", True, spoken))))
        self.payments.set_table((Cell(self.tr("Seat")), Cell(self.tr("Payment"), right=True)), payments)
        self.fan_view.setAccessibleName(self.tr("Fans and points"))
        self.pay_view.setAccessibleName(self.tr("Payments"))

    def _fit_hand(self, room: int) -> None:
        """The winning hand's tiles as wide as let it fit `room` px (up to `HAND_ROOM`), and a
        little smaller with the panel's small words: drawn for 560 px, a panel narrowed by the
        deal log cut off both its ends."""
        sheet = self._shown
        if sheet is None or not sheet.hand or self.tile_pixmap is None:
            return
        room = min(room, HAND_ROOM)
        most = SMALL_TILE if self._small else LARGE_TILE
        count = sum(len(group) for group in sheet.hand) + (sheet.winning is not None)
        width = max(16, min(most, int(room / (count + 0.4 * len(sheet.hand) + 1))))
        if width == self._hand_width:
            return
        self._hand_width = width
        self.hand_view.setPixmap(hand_picture(sheet.hand, self.tile_pixmap, width, sheet.winning))

    def _times(self, count: int, always: bool = False) -> Cell:
        """"×2" beside a fan counted twice (the flowers always show their count)."""
        if count <= 1 and not always:
            return Cell("", "fanCount")
        return Cell(f"×{count}", "fanCount", spoken=self.tr("%n times", "a fan counted more than once", count))

    def _fill_hand(self, sheet: ScoreSheet | None) -> None:
        """The winning hand as one picture: each meld, then the concealed tiles, a gap between,
        and the winning tile apart in a gold frame."""
        if sheet is None or not sheet.hand or self.tile_pixmap is None:
            self.hand_view.clear()
            self.hand_view.hide()
            return
        self._hand_width = 0  # a new hand: drawn anew
        self._fit_hand(HAND_ROOM)
        described = QCoreApplication.translate("MahjongResults", "The winning hand; framed, the winning tile: {tile}")
        self.hand_view.setAccessibleName(QCoreApplication.translate("MahjongResults", "The winning hand"))
        self.hand_view.setAccessibleDescription(fill(described, tile=sheet.winning_name))
        self.hand_view.setToolTip(fill(described, tile=sheet.winning_name) if sheet.winning is not None else "")
        self.hand_view.show()
