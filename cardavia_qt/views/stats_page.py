"""The statistics page: one game's record (deals, wins, losses, draws, streaks; MCR's best hand
and average total), a chart of the recent deals, and a reset that asks twice.

The chart is painted with QPainter (QtCharts is not part of PySide6-Essentials): one bar per
recent deal — tall green for a win, short grey for a draw, red below the line for a loss — and
the running share of wins drawn over them.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (QComboBox, QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QSizePolicy,
                               QVBoxLayout, QWidget)

from cardavia_qt.i18n import format_number, translate_fan
from cardavia_qt.models.game_list import translate_game_text
from cardavia_qt.views import style
from cardavia_qt.views.retranslating import Retranslating
from engine.core import registry

CHART_DEALS = 60  # the most recent deals the chart shows
WIN, LOSS, DRAW = QColor("#2e7d4f"), QColor("#b5483b"), QColor("#9a927c")


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
        step = inner.width() / CHART_DEALS
        bar = max(2.0, step * 0.7)
        painter.setPen(Qt.PenStyle.NoPen)
        for i, result in enumerate(self.results):
            x = inner.left() + i * step + (step - bar) / 2
            if result == "won":
                painter.setBrush(WIN)
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
            wins += result == "won"
            point = QPointF(inner.left() + (i + 0.5) * step, inner.bottom() - inner.height() * wins / (i + 1))
            path.moveTo(point) if i == 0 else path.lineTo(point)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#d69e12"), 2.5))
        painter.drawPath(path)


class StatsPage(Retranslating, QWidget):
    back_requested = Signal()
    reset_done = Signal(str)  # game id

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("statsPage")
        self.setStyleSheet(style.STYLESHEET + _PAGE_STYLE)
        self.store = None  # a StatsStore
        self.game_id = ""
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

        self.numbers = QFrame(self)
        self.numbers.setObjectName("statsNumbers")
        grid = QGridLayout(self.numbers)
        grid.setHorizontalSpacing(28)
        grid.setVerticalSpacing(8)
        self.labels: dict[str, tuple[QLabel, QLabel]] = {}
        keys = ("played", "won", "lost", "drawn", "rate", "streak", "best_streak", "best_hand", "average")
        for row, key in enumerate(keys):
            name, value = QLabel(self.numbers), QLabel(self.numbers)
            style.set_sans(name, 11)
            style.set_sans(value, 11, QFont.Weight.Bold)
            value.setObjectName(f"stat_{key}")
            value.setWordWrap(True)
            grid.addWidget(name, row, 0)
            grid.addWidget(value, row, 1)
            self.labels[key] = (name, value)
        self.chart = ResultsChart(self)
        self.chart_caption = QLabel(self)
        self.chart_caption.setWordWrap(True)
        style.set_sans(self.chart_caption, 9.5)
        self.reset_button = QPushButton(self)
        self.reset_button.setObjectName("statsReset")
        self.reset_button.setProperty("role", "secondary")
        self.cancel_button = QPushButton(self)
        self.cancel_button.setObjectName("statsResetCancel")
        self.cancel_button.setProperty("role", "secondary")

        top = QHBoxLayout()
        top.addWidget(self.back_button)
        top.addSpacing(16)
        top.addWidget(self.title, 1)
        top.addWidget(self.game_box)
        # The record lies on the felt like a card of the lobby: a cream panel with the numbers,
        # the chart and the reset.
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
        bottom.addStretch(1)
        bottom.addWidget(self.cancel_button)
        bottom.addWidget(self.reset_button)
        inside = QVBoxLayout(self.panel)
        inside.setContentsMargins(28, 22, 28, 20)
        inside.setSpacing(14)
        inside.addLayout(body, 1)
        inside.addLayout(bottom)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 20, 40, 28)
        layout.setSpacing(16)
        layout.addLayout(top)
        layout.addWidget(self.panel, 1)

        self.back_button.clicked.connect(self.back_requested)
        self.game_box.activated.connect(lambda index: self.show_game(self.game_box.itemData(index)))
        self.reset_button.clicked.connect(self._reset_clicked)
        self.cancel_button.clicked.connect(self._cancel_reset)
        self.retranslate()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        style.paint_felt(painter, QRectF(self.rect()))
        painter.end()

    def show_game(self, game_id: str, store=None) -> None:
        if store is not None:
            self.store = store
        self.game_id = game_id
        self.game_box.setCurrentIndex(max(0, self.game_box.findData(game_id)))
        self._cancel_reset()

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
        for index in range(self.game_box.count()):
            info = registry.get(self.game_box.itemData(index))
            self.game_box.setItemText(index, translate_game_text(info.name))
        self.game_box.setAccessibleName(self.tr("Game"))
        names = {
            "played": self.tr("Deals played"), "won": self.tr("Won"), "lost": self.tr("Lost"),
            "drawn": self.tr("Drawn"), "rate": self.tr("Share of wins"), "streak": self.tr("Current winning streak"),
            "best_streak": self.tr("Best winning streak"), "best_hand": self.tr("Best hand"),
            "average": self.tr("Average total of your wins"),
        }
        for key, (name, _) in self.labels.items():
            name.setText(names[key])
        self.reset_button.setText(self.tr("Yes, reset") if self._confirming else self.tr("&Reset statistics"))
        self.reset_button.setProperty("role", "primary" if self._confirming else "secondary")
        self.reset_button.style().unpolish(self.reset_button)
        self.reset_button.style().polish(self.reset_button)
        self.cancel_button.setText(self.tr("Keep them"))
        self.cancel_button.setVisible(self._confirming)
        self.chart.empty_text = self.tr("No deals played yet.")
        self.chart_caption.setText(self.tr("The last %Ln deals: green won, red lost, grey drawn; the gold line is "
                                           "your share of wins so far.", None, CHART_DEALS))
        self._fill()

    def _fill(self) -> None:
        stats = self.store.of(self.game_id) if self.store is not None and self.game_id else None
        mahjong = self.game_id == "mahjong"
        for key in ("best_hand", "average"):
            for label in self.labels[key]:
                label.setVisible(mahjong)
        if stats is None:
            for _, value in self.labels.values():
                value.setText("–")
            self.chart.set_results([])
            return
        numbers = {key: format_number(getattr(stats, key)) for key in ("played", "won", "lost", "drawn", "streak",
                                                                       "best_streak")}
        numbers["rate"] = (format_number(100 * stats.won / stats.played) + " %") if stats.played else "–"
        if stats.best_hand:
            fans = ", ".join(translate_fan(name) for name in stats.best_hand_fans)
            numbers["best_hand"] = self.tr("%Ln points", None, stats.best_hand) + \
                (f" ({fans})" if fans else "")
        else:
            numbers["best_hand"] = "–"
        average = stats.average_fan_total
        numbers["average"] = format_number(average, 1) if average is not None else "–"
        for key, (_, value) in self.labels.items():
            value.setText(numbers[key])
        self.chart.set_results(stats.results)


_PAGE_STYLE = f"""
QLabel#statsTitle {{ color: {style.GOLD_PALE}; }}
QFrame#statsPanel {{ background: #fbf5e6; border: 1px solid #d8c48f; border-radius: 16px; }}
QFrame#statsPanel QLabel {{ color: {style.INK}; }}
"""
