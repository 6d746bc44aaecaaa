"""The statistics page: one game's record at one AI level or at all of them (deals, wins, wins
with take-backs, losses, draws, streaks; MCR's best hand and average total), a chart of the
recent deals, the past deals kept to watch again, and a reset that asks twice.

The figures are a table of words in a sheet view (models/text_table.py, views/sheet_view.py)
and the past deals a table model in a table view (models/past_deal_list.py), so a screen
reader reads both as tables. Opening a past deal (Enter, a double click, or Watch again)
emits `replay_requested` with the deal.

The chart is painted with QPainter (QtCharts is not part of PySide6-Essentials): one bar per
recent deal — tall green for a win, a paler one for a win with take-backs, short grey for a
draw, red below the line for a loss — and the running share of wins (without take-backs)
drawn over them.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QFrame, QHBoxLayout, QHeaderView, QLabel, QPushButton,
                               QSizePolicy, QTableView, QVBoxLayout, QWidget)

from cardavia_qt.i18n import format_number, translate_fan
from cardavia_qt.models.game_list import translate_game_text
from cardavia_qt.models.levels import level_name, levels_of
from cardavia_qt.models.past_deal_list import DEAL_ROLE, PastDealsModel
from cardavia_qt.models.text_table import Cell, Row, TextTableModel
from cardavia_qt.stats import WON, WON_WITH_TAKE_BACKS
from cardavia_qt.views import style
from cardavia_qt.views.felt_scroll import FeltScroll
from cardavia_qt.views.retranslating import Retranslating
from cardavia_qt.views.sheet_view import Look, SheetView
from engine.core import registry

CHART_DEALS = 60  # the most recent deals the chart shows
# Bars are sized for at least this many deals: a player's first few deals were slivers at the
# left edge of an empty chart (seen live, nine deals in a sixth of its width). From here on
# each deal narrows the bars until the chart holds CHART_DEALS.
FEWEST_SLOTS = 20
ROWS_IN_SIGHT = 3  # past deals the list always shows whole, however short the window
WIN, LOSS, DRAW = QColor("#2e7d4f"), QColor("#b5483b"), QColor("#9a927c")
WIN_WITH_TAKE_BACKS = QColor("#8fc4a0")
FIGURES = ("played", "won", "won_with_take_backs", "lost", "drawn", "rate", "streak", "best_streak", "best_hand",
           "average")
MCR_ONLY = ("best_hand", "average")
FIGURE_LOOKS = {"name": Look(14.5, style.INK), "value": Look(14.5, style.INK, QFont.Weight.Bold)}


TITLE_GAP = 16  # between the title and the controls beside it, in px


class ResultsChart(QWidget):
    """Recent results as bars, with the running share of wins as a line."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("resultsChart")
        self.results: list[str] = []
        self.empty_text = ""
        self.setMinimumHeight(180)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_results(self, results: list[str]) -> None:
        self.results = list(results)[-CHART_DEALS:]
        self.update()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(self.rect()).adjusted(12, 12, -12, -12)
        painter.setPen(QPen(QColor(0, 0, 0, 40), 1))
        painter.setBrush(QColor(255, 252, 242))
        painter.drawRoundedRect(area, 10, 10)
        inner = area.adjusted(14, 14, -14, -14)
        if not self.results:
            painter.setPen(QColor(style.INK_SOFT))
            painter.drawText(inner, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.empty_text)
            return
        middle = inner.top() + inner.height() * 0.6  # wins rise above this line, losses hang below
        painter.setPen(QPen(QColor(0, 0, 0, 60), 1))
        painter.drawLine(QPointF(inner.left(), middle), QPointF(inner.right(), middle))
        step = inner.width() / max(FEWEST_SLOTS, len(self.results))
        bar = max(2.0, step * 0.7)
        painter.setPen(Qt.PenStyle.NoPen)
        for i, result in enumerate(self.results):
            x = inner.left() + i * step + (step - bar) / 2
            if result in (WON, WON_WITH_TAKE_BACKS):
                painter.setBrush(WIN if result == WON else WIN_WITH_TAKE_BACKS)
                painter.drawRoundedRect(QRectF(x, inner.top() + inner.height() * 0.08, bar,
                                               middle - inner.top() - inner.height() * 0.08), 2, 2)
            elif result == "lost":
                painter.setBrush(LOSS)
                painter.drawRoundedRect(QRectF(x, middle, bar, inner.bottom() - middle), 2, 2)
            else:
                painter.setBrush(DRAW)
                painter.drawRoundedRect(QRectF(x, middle - inner.height() * 0.12, bar, inner.height() * 0.12), 2, 2)
        # The running share of wins: 0 % at the bottom, 100 % at the top.
        path = QPainterPath()
        wins = 0
        for i, result in enumerate(self.results):
            wins += result == WON
            point = QPointF(inner.left() + (i + 0.5) * step, inner.bottom() - inner.height() * wins / (i + 1))
            path.moveTo(point) if i == 0 else path.lineTo(point)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#d69e12"), 2.5))
        painter.drawPath(path)


class PastDealsView(QTableView):
    """The past deals: Enter watches the chosen one again, and does nothing else. Qt's item
    views pass the key on after `activated`, and the window's Enter-presses-the-focused-button
    then pressed the replay's Play, which had just taken the focus: seen live, Enter on a past
    deal opened its replay already playing."""

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentIndex().isValid():
            self.activated.emit(self.currentIndex())
            event.accept()
            return
        super().keyPressEvent(event)


class StatsPage(Retranslating, QWidget):
    back_requested = Signal()
    reset_done = Signal(str)  # game id
    replay_requested = Signal(str, object)  # game id, the past deal (past_deals.PastDeal) to watch again

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("statsPage")
        self.setStyleSheet(style.STYLESHEET + _PAGE_STYLE)
        self.store = None  # a StatsStore
        self.deals = None  # a PastDealsStore
        self.game_id = ""
        self.level: str | None = None  # None: every level together
        self._confirming = False

        self.back_button = QPushButton(self)
        self.back_button.setObjectName("statsBack")
        self.back_button.setProperty("role", "bar")  # on the felt, as on the rules page
        self.title = QLabel(self)
        self.title.setObjectName("statsTitle")
        style.set_serif(self.title, 22, QFont.Weight.Bold)
        self.game_box = QComboBox(self)
        self.game_box.setObjectName("statsGame")
        for info in registry.all_games():
            self.game_box.addItem("", info.id)
        self.level_box = QComboBox(self)
        self.level_box.setObjectName("statsLevel")
        for box in (self.game_box, self.level_box):  # sized for each language's names, not once
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)

        self.figures = TextTableModel(2, self)
        self.numbers = SheetView(FIGURE_LOOKS, parent=self)
        self.numbers.setObjectName("statsNumbers")
        style.set_sans(self.numbers, 11)
        self.numbers.padding, self.numbers.row_gap = 6, 8
        self.numbers.setModel(self.figures)
        self.chart = ResultsChart(self)
        self.chart_caption = QLabel(self)
        self.chart_caption.setWordWrap(True)
        style.set_sans(self.chart_caption, 9.5)

        self.deals_title = QLabel(self)
        self.deals_title.setObjectName("statsDealsTitle")
        style.set_serif(self.deals_title, 13, QFont.Weight.Bold)
        self.past = PastDealsModel(self)
        self.deals_view = PastDealsView(self)
        self.deals_view.setObjectName("pastDeals")
        style.set_sans(self.deals_view, 10)
        self.deals_view.setModel(self.past)
        self.deals_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.deals_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.deals_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.deals_view.setShowGrid(False)
        self.deals_view.setAlternatingRowColors(True)
        self.deals_view.setWordWrap(False)
        self.deals_view.verticalHeader().hide()
        self.deals_view.horizontalHeader().setHighlightSections(False)
        self.deals_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.deals_view.horizontalHeader().setStretchLastSection(True)
        self.deals_view.horizontalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.deals_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.deals_view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.deals_empty = QLabel(self)
        self.deals_empty.setObjectName("statsDealsEmpty")
        self.deals_empty.setWordWrap(True)
        style.set_sans(self.deals_empty, 10)
        self.watch_button = QPushButton(self)
        self.watch_button.setObjectName("statsWatch")
        self.watch_button.setProperty("role", "secondary")
        self.reset_button = QPushButton(self)
        self.reset_button.setObjectName("statsReset")
        self.reset_button.setProperty("role", "secondary")
        self.cancel_button = QPushButton(self)
        self.cancel_button.setObjectName("statsResetCancel")
        self.cancel_button.setProperty("role", "secondary")

        top = QHBoxLayout()
        top.addWidget(self.back_button)
        # The title is placed by hand in the room between (`_place_title`), so that it never sets
        # how narrow the window may be.
        top.addStretch(1)
        top.addWidget(self.game_box)
        top.addWidget(self.level_box)
        # The record lies on the felt like a card of the lobby: a cream panel with the numbers,
        # the chart, the past deals and the reset.
        self.panel = QFrame(self)
        self.panel.setObjectName("statsPanel")
        body = QHBoxLayout()
        body.setSpacing(24)
        body.addWidget(self.numbers, 0, Qt.AlignmentFlag.AlignTop)
        chart_column = QVBoxLayout()
        chart_column.addWidget(self.chart, 1)
        chart_column.addWidget(self.chart_caption)
        body.addLayout(chart_column, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.watch_button)
        bottom.addStretch(1)
        bottom.addWidget(self.cancel_button)
        bottom.addWidget(self.reset_button)
        inside = QVBoxLayout(self.panel)
        inside.setContentsMargins(28, 20, 28, 18)
        inside.setSpacing(10)
        inside.addLayout(body, 3)
        inside.addWidget(self.deals_title)
        inside.addWidget(self.deals_view, 2)
        inside.addWidget(self.deals_empty)
        inside.addLayout(bottom)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 16, 40, 22)
        layout.setSpacing(14)
        layout.addLayout(top)
        # The panel scrolls in a short window rather than making the window taller.
        self.scroll = FeltScroll(self.panel, "statsScroll")
        layout.addWidget(self.scroll, 1)
        chain = [self.back_button, self.game_box, self.level_box, self.numbers, self.deals_view, self.watch_button,
                 self.cancel_button, self.reset_button]
        for first, second in zip(chain, chain[1:]):
            self.setTabOrder(first, second)

        self.back_button.clicked.connect(self.back_requested)
        self.game_box.activated.connect(lambda index: self.show_game(self.game_box.itemData(index)))
        self.level_box.activated.connect(lambda index: self.show_level(self.level_box.itemData(index)))
        self.deals_view.activated.connect(self._open)
        self.deals_view.selectionModel().currentChanged.connect(lambda *_: self._sync_watch())
        self.watch_button.clicked.connect(lambda: self._open(self.deals_view.currentIndex()))
        self.reset_button.clicked.connect(self._reset_clicked)
        self.cancel_button.clicked.connect(self._cancel_reset)
        self.retranslate()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        style.paint_felt(painter, QRectF(self.rect()))
        painter.end()

    # -- a narrow window --------------------------------------------------------------------------
    # The title stands between the Back button and the pickers where it fits and steps aside
    # where it does not, as the header's name does (the pickers say whose record it is). Seen
    # live while it was one of the row's widgets: at the least width the header needs, the Russian
    # statistics widened the window from 753 px to 829 (Indonesian 642 to 717, Norwegian 674 to
    # 730), and it stayed so.
    def _place_title(self) -> None:
        left = self.back_button.geometry().right() + 1 + TITLE_GAP
        right = self.game_box.geometry().left() - TITLE_GAP
        size = self.title.sizeHint()
        self.title.setVisible(right - left >= size.width())
        middle = self.back_button.geometry().center().y()
        self.title.setGeometry(left, middle - size.height() // 2, size.width(), size.height())

    def event(self, event) -> bool:
        handled = super().event(event)
        if event.type() in (QEvent.Type.LayoutRequest, QEvent.Type.Resize, QEvent.Type.Show):
            self._place_title()  # after the layout has placed the row
        return handled

    def show_game(self, game_id: str, store=None, deals=None) -> None:
        if store is not None:
            self.store = store
        if deals is not None:
            self.deals = deals
        if game_id != self.game_id:
            self.level = None
        self.game_id = game_id
        self.game_box.setCurrentIndex(max(0, self.game_box.findData(game_id)))
        self._cancel_reset()

    def show_level(self, level: str | None) -> None:
        """The figures and past deals of one AI level (None: all of them)."""
        self.level = level
        self._fill()

    def _open(self, index: QModelIndex) -> None:
        deal = index.data(DEAL_ROLE) if index.isValid() else None
        if deal is not None:
            self.replay_requested.emit(self.game_id, deal)

    def _sync_watch(self) -> None:
        self.watch_button.setEnabled(self.deals_view.currentIndex().isValid())

    def _reset_clicked(self) -> None:
        if not self._confirming:
            # Statistics cannot be brought back: ask once more, right here, without a dialog.
            self._confirming = True
            self.retranslate()
            return
        if self.store is not None:
            self.store.reset(self.game_id)
        self._confirming = False
        self.retranslate()
        self.reset_done.emit(self.game_id)

    def dismiss(self) -> bool:
        """Escape: take back a reset not yet confirmed; False when none was asked."""
        if self._confirming:
            self._cancel_reset()
            return True
        return False

    def _cancel_reset(self) -> None:
        self._confirming = False
        self.retranslate()

    def retranslate(self) -> None:
        self.back_button.setText(self.tr("&Back to lobby"))
        self.title.setText(self.tr("Statistics"))
        self._place_title()
        for index in range(self.game_box.count()):
            info = registry.get(self.game_box.itemData(index))
            self.game_box.setItemText(index, translate_game_text(info.name))
        self.game_box.setAccessibleName(self.tr("Game"))
        self.level_box.setAccessibleName(self.tr("AI level"))
        self.numbers.setAccessibleName(self.tr("Your results"))
        self.reset_button.setText(self.tr("Yes, reset") if self._confirming else self.tr("&Reset statistics"))
        self.reset_button.setProperty("role", "primary" if self._confirming else "secondary")
        style.repolish(self.reset_button)
        self.cancel_button.setText(self.tr("Keep them"))
        self.cancel_button.setVisible(self._confirming)
        self.chart.empty_text = self.tr("No deals played yet.")
        self.chart_caption.setText(self.tr("The last %Ln deals: green won, pale green won with take-backs, red "
                                           "lost, grey drawn; the gold line is your share of wins so far.", None,
                                           CHART_DEALS))
        self.deals_title.setText(self.tr("Past deals"))
        self.deals_view.setAccessibleName(self.tr("Past deals"))
        self.deals_view.setAccessibleDescription(self.tr("The last %Ln finished deals, newest first; Enter watches "
                                                         "one again", None, 100))
        self.deals_empty.setText(self.tr("The deals you finish are kept here, to watch again."))
        self.watch_button.setText(self.tr("&Watch again"))
        self.past.retranslate()
        self._fill_levels()
        self._fill()

    def first_focus(self):
        """Where the keyboard starts on this page: the past deals, where there are any (the
        arrows choose one, Enter watches it again), else the way back."""
        return self.deals_view if self.past.rowCount() else self.back_button

    def _keep_rows_in_sight(self) -> None:
        """The list's smallest height holds its heading and its first few deals: with it at
        Qt's own minimum, a 600 px window left the numbers and the chart their height and the
        list one row of three, behind a scroll bar."""
        view = self.deals_view
        rows = min(ROWS_IN_SIGHT, self.past.rowCount()) or 1
        row = view.rowHeight(0) if self.past.rowCount() else view.verticalHeader().defaultSectionSize()
        view.setMinimumHeight(view.horizontalHeader().sizeHint().height() + rows * row + 2 * view.frameWidth())

    def _fill_levels(self) -> None:
        levels = levels_of(self.game_id) if self.game_id else []
        if self.store is not None and self.game_id:
            levels += [level for level in self.store.levels_played(self.game_id) if level not in levels]
        self.level_box.clear()
        self.level_box.addItem(self.tr("All levels"), None)
        for level in levels:
            self.level_box.addItem(level_name(level), level)
        self.level_box.setCurrentIndex(max(0, self.level_box.findData(self.level)))

    def _fill(self) -> None:
        stats = self.store.of(self.game_id, self.level) if self.store is not None and self.game_id else None
        names = {
            "played": self.tr("Deals played"), "won": self.tr("Won"), "won_with_take_backs": self.tr("Won with take-backs"),
            "lost": self.tr("Lost"), "drawn": self.tr("Drawn"), "rate": self.tr("Share of wins"),
            "streak": self.tr("Current winning streak"), "best_streak": self.tr("Best winning streak"),
            "best_hand": self.tr("Best hand"), "average": self.tr("Average total of your wins"),
        }
        keys = [key for key in FIGURES if self.game_id == "mahjong" or key not in MCR_ONLY]
        values = dict.fromkeys(keys, "–")
        if stats is not None:
            for key in ("played", "won", "won_with_take_backs", "lost", "drawn", "streak", "best_streak"):
                values[key] = format_number(getattr(stats, key))
            values["rate"] = (format_number(100 * stats.won / stats.played) + " %") if stats.played else "–"
            if stats.best_hand:
                fans = ", ".join(translate_fan(name) for name in stats.best_hand_fans)
                values["best_hand"] = self.tr("%Ln points", "an MCR hand's points (fan)", stats.best_hand) + (f" ({fans})" if fans else "")
            average = stats.average_fan_total
            values["average"] = format_number(average, 1) if average is not None else "–"
        self.figures.set_table((), [Row(key, (Cell(names[key], "name"), Cell(values[key], "value"))) for key in keys])
        self.chart.set_results(stats.results if stats is not None else [])
        deals = self.deals.of(self.game_id) if self.deals is not None and self.game_id else []
        if self.level is not None:
            deals = [deal for deal in deals if deal.level == self.level]
        self.past.set_deals(deals)
        if deals and not self.deals_view.currentIndex().isValid():
            # Watch again works at once, on the newest deal (seen live: with no row chosen it
            # looked ready and did nothing).
            self.deals_view.setCurrentIndex(self.past.index(0, 0))
        self._keep_rows_in_sight()
        self.deals_view.setVisible(bool(deals))
        self.deals_empty.setVisible(not deals)
        self.watch_button.setVisible(bool(deals))
        self._sync_watch()


_PAGE_STYLE = f"""
QLabel#statsTitle {{ color: {style.GOLD_PALE}; }}
QFrame#statsPanel {{ background: #fbf5e6; border: 1px solid #d8c48f; border-radius: 16px; }}
QFrame#statsPanel QLabel {{ color: {style.INK}; }}
QTableView#pastDeals {{
    background: {style.PAPER}; alternate-background-color: {style.ZEBRA}; color: {style.INK};
    border: 2px solid #d8c48f; border-radius: 8px; selection-background-color: #cfe5d3; selection-color: {style.INK};
}}
/* As wide focused as not: the rows are laid out for the width first styled, and covered half of
   a wider focus border (seen live in Russian, the green edge beside two rows of three). */
QTableView#pastDeals:focus {{ border-color: {style.FOCUS_ON_CREAM}; }}
/* A cell's words as far from its neighbours' as the headings' are («10 poeng Lett» read as one
   phrase); the row's fill shows the current deal, not a box round its first cell. */
QTableView#pastDeals {{ outline: none; }}
QTableView#pastDeals::item {{ padding: 0px 8px; }}
QTableView#pastDeals QHeaderView::section {{
    background: {style.CREAM_SHADE}; color: {style.INK_SOFT}; border: none; border-bottom: 1px solid #d8c48f;
    padding: 4px 11px; font-weight: 700; /* 8 px as the cells, and the 3 px their words stand in by */
}}
QTableView#statsNumbers {{ background: transparent; }}
"""
