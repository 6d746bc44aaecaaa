"""The deal log: a side panel beside the table listing what happened in the deal, one sentence
per event the player saw, newest at the bottom (models/deal_log.py words them).

It follows the deal live: while the player has not walked up the list, the newest row stays in
sight (and, with the keyboard focus in the list, becomes the current row, so a screen reader
reads each new move). Tab reaches the list; the arrow keys, Page Up/Down, Home and End walk
its rows; each row's accessible name is its sentence. The panel is dressed like the table bar:
the same dark green, the same ivory words, the player's own moves in gold.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QObject, QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QFrame,
    QLabel,
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
)

from cardavia_qt.models.deal_log import MINE_ROLE, DealLogModel
from cardavia_qt.views.retranslating import Retranslating

PANEL_STYLE = """
QFrame#dealLog {{
    background: qlineargradient(x1:0, y1:0, x2:1, y2:0, stop:0 #15392a, stop:1 #0f2c1f);
    border-left: 1px solid rgba(255, 230, 160, 45);
}}
QLabel#dealLogTitle {{ color: #cfd9cf; font-size: {small}px; font-weight: 600; padding: 10px 12px 4px 12px; }}
QListView#dealLogList {{
    background: transparent; color: #f6f0dc; font-size: {text}px; border: 2px solid transparent;
    border-radius: 6px; outline: none;
}}
QListView#dealLogList:focus {{ border: 2px solid #ffd24a; }}
QListView#dealLogList::item {{ border-bottom: 1px solid rgba(255, 255, 255, 18); }}
QListView#dealLogList::item:selected {{ background: rgba(255, 255, 255, 30); }}
QListView#dealLogList::item:selected:focus {{ background: rgba(255, 210, 74, 45); }}
QScrollBar:vertical {{ background: transparent; width: 9px; margin: 2px; }}
QScrollBar::handle:vertical {{ background: rgba(255, 255, 255, 60); border-radius: 4px; min-height: 24px; }}
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical {{ height: 0; }}
"""
MINE = QColor("#ffd98a")  # the player's own moves, in the gold of the bar's focus frame


def panel_width(page_width: int) -> int:
    """Room for a sentence on two or three lines, and the table keeps the rest."""
    return max(230, min(380, round(page_width * 0.22)))


def panel_style(height: int) -> str:
    """Sizes follow the window, as the table bar's do."""
    scale = min(1.45, max(1.0, height / 800))
    return PANEL_STYLE.format(small=round(13 * scale), text=round(13.5 * scale))


class TableEvents(QObject):
    """A table as the log's source: the events its cards show (`GameController.events_seen`),
    not the deal's, which run ahead of them — a move is listed once its cards have landed, and
    a take-back's rows go at once; `changed` whenever that list grows, shrinks or begins again."""

    changed = Signal()

    def __init__(self, controller):
        super().__init__(controller)
        self.controller = controller
        controller.events_changed.connect(self.changed)

    def seen_events(self):
        return self.controller.events_seen()


class WrappedRowDelegate(QStyledItemDelegate):
    """A row is its whole sentence, wrapped to the list's width (the deal log's rows, and the
    replay's log and review). The row's height and the painted text are measured here by the
    same rule: Qt's own item text, under the style sheet's padding,
    measured rows one way and painted them another, and long sentences lost their last words to
    an ellipsis on a real screen."""

    PAD_X, PAD_Y = 8, 4
    FLAGS = Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter

    def initStyleOption(self, option, index: QModelIndex) -> None:
        super().initStyleOption(option, index)
        if index.data(MINE_ROLE):
            option.palette.setColor(QPalette.ColorRole.Text, MINE)
            option.palette.setColor(QPalette.ColorRole.HighlightedText, MINE)

    def text_rect(self, rect: QRect) -> QRect:
        return rect.adjusted(self.PAD_X, self.PAD_Y, -self.PAD_X, -self.PAD_Y)

    def sizeHint(self, option, index: QModelIndex) -> QSize:
        view = self.parent()
        width = view.viewport().width() if isinstance(view, QAbstractItemView) else option.rect.width()
        text = index.data() or ""
        bounds = QFontMetrics(option.font).boundingRect(
            QRect(0, 0, max(1, width - 2 * self.PAD_X), 1 << 20), self.FLAGS, text)
        return QSize(width, bounds.height() + 2 * self.PAD_Y + 1)  # + 1: the row's rule

    def paint(self, painter: QPainter, option, index: QModelIndex) -> None:
        item = QStyleOptionViewItem(option)
        self.initStyleOption(item, index)
        text, item.text = item.text, ""
        widget = item.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, item, painter, widget)  # background, rule
        selected = bool(item.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        painter.save()
        painter.setFont(item.font)
        painter.setPen(item.palette.color(role))
        painter.drawText(self.text_rect(item.rect), self.FLAGS, text)
        painter.restore()


class LogList(QListView):
    """The rows: focusable, walked by the keyboard; entering it puts the newest row current."""

    def focusInEvent(self, event) -> None:
        model = self.model()
        if model is not None and model.rowCount() and not self.currentIndex().isValid():
            self.setCurrentIndex(model.index(model.rowCount() - 1, 0))  # else Qt makes the first one current
        super().focusInEvent(event)


class DealLogPanel(Retranslating, QFrame):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("dealLog")
        self.title = QLabel(self)
        self.title.setObjectName("dealLogTitle")
        self.model = DealLogModel(parent=self)
        self.list = LogList(self)
        self.list.setObjectName("dealLogList")
        self.list.setModel(self.model)
        self.list.setItemDelegate(WrappedRowDelegate(self.list))
        self.list.setWordWrap(True)
        self.list.setUniformItemSizes(False)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 0, 4, 8)
        layout.setSpacing(2)
        layout.addWidget(self.title)
        layout.addWidget(self.list, 1)
        self._style_height = 0
        self._following = True  # the newest row stays in sight until the player walks up
        self._moving = False
        self.model.rowsInserted.connect(self._rows_added)
        self.model.modelReset.connect(self._rows_added)
        # Rows are measured again after they are added (a wrapped sentence, a larger font when
        # the window grows): the newest must stay whole in sight, not only its first line.
        self.list.verticalScrollBar().rangeChanged.connect(self._range_changed)
        self.list.selectionModel().currentChanged.connect(self._walked)
        self._restyle()
        self.retranslate()

    def follow(self, source, viewer: int = 0, names=None) -> None:
        """Show the deal of `source` (see models/deal_log.py) as `viewer` sees it."""
        self.model.follow(source, viewer, names)
        self._following = True
        self._rows_added()

    # -- following the deal ----------------------------------------------------------------------
    def _walked(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not self._moving:
            self._following = not current.isValid() or current.row() == self.model.rowCount() - 1

    def _rows_added(self, *_args) -> None:
        if not self._following or not self.model.rowCount():
            return
        last = self.model.index(self.model.rowCount() - 1, 0)
        if self.list.hasFocus():
            self._moving = True
            try:
                self.list.setCurrentIndex(last)
            finally:
                self._moving = False
        self.list.scrollTo(last, QAbstractItemView.ScrollHint.PositionAtBottom)

    def _range_changed(self, _minimum: int, maximum: int) -> None:
        if self._following and self.model.rowCount():
            self.list.verticalScrollBar().setValue(maximum)

    # -- looks and words -----------------------------------------------------------------------
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._restyle()

    def _restyle(self) -> None:
        height = max(800, min(1160, self.window().height() if self.window() is not None else 800))
        if abs(height - self._style_height) >= 40 or not self._style_height:
            self._style_height = height
            self.setStyleSheet(panel_style(height))

    def retranslate(self) -> None:
        self.title.setText(self.tr("Deal log"))
        self.list.setAccessibleName(self.tr("Deal log"))
        self.list.setAccessibleDescription(self.tr("What happened in this deal, oldest first"))
        self.model.retranslate()
