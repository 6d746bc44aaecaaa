"""A table of words laid out like a printed sheet — no grid, no frame, the columns as wide as
their words — over a `TextTableModel` (models/text_table.py): the MCR score sheet and the
statistics' figures. Being a QTableView, a screen reader reads it as a table (headers, rows,
cells), and the keyboard walks it (Tab in, arrows between cells).

Each cell's style name picks its font size, weight and colour from the view's `looks`; the
font's families stay the view's own, which follow the language's script. A ruled row (a total)
gets a thin rule above it. A panel short of room may set every look smaller (`set_scale`).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QModelIndex, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import (QAbstractItemView, QAbstractScrollArea, QFrame, QHeaderView, QStyle,
                               QStyledItemDelegate, QStyleOptionViewItem, QTableView)

from cardavia_qt.models.text_table import RULED_ROLE, STYLE_ROLE


@dataclass(frozen=True)
class Look:
    pixels: float  # font size in pixels (as the style sheets of the panels give them)
    colour: str
    weight: QFont.Weight = QFont.Weight.Normal


class SheetDelegate(QStyledItemDelegate):
    def __init__(self, view: "SheetView"):
        super().__init__(view)
        self.view = view

    def _font(self, base: QFont, look: Look) -> QFont:
        font = QFont(base)
        font.setPixelSize(max(1, round(look.pixels * self.view.scale)))
        font.setWeight(look.weight)
        return font

    def initStyleOption(self, option: QStyleOptionViewItem, index: QModelIndex) -> None:
        super().initStyleOption(option, index)
        look = self.view.look(index.data(STYLE_ROLE))
        if look is not None:
            option.font = self._font(option.font, look)
            option.fontMetrics = QFontMetrics(option.font)
            for role in (option.palette.ColorRole.Text, option.palette.ColorRole.HighlightedText):
                option.palette.setColor(role, QColor(look.colour))

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:
        hint = super().sizeHint(option, index)
        return QSize(hint.width() + 2 * self.view.padding, hint.height() + self.view.row_gap)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex) -> None:
        item = QStyleOptionViewItem(option)
        self.initStyleOption(item, index)
        rect = item.rect.adjusted(self.view.padding, 0, -self.view.padding, 0)
        if item.state & QStyle.StateFlag.State_HasFocus and self.view.hasFocus():
            painter.save()
            painter.setPen(QPen(QColor(self.view.focus_colour), 1.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(item.rect.adjusted(1, 1, -1, -1), 4, 4)
            painter.restore()
        if index.data(RULED_ROLE):
            painter.save()
            painter.setPen(QPen(QColor(self.view.rule_colour), 1))
            painter.drawLine(item.rect.topLeft(), item.rect.topRight())
            painter.restore()
        painter.save()
        painter.setFont(item.font)
        painter.setPen(item.palette.color(item.palette.ColorRole.Text))
        painter.drawText(rect, int(item.displayAlignment), item.text)
        painter.restore()


class SheetView(QTableView):
    padding = 8  # on each side of a cell's words
    row_gap = 4
    rule_colour = "#c9b27a"
    focus_colour = "#14532D"

    def __init__(self, looks: dict[str, Look], header: Look | None = None, parent=None):
        super().__init__(parent)
        self.looks = dict(looks)
        self.header_look = header
        self.scale = 1.0  # of every look's size: a sheet made smaller to fit its panel (set_scale)
        self.setItemDelegate(SheetDelegate(self))
        self.setStyleSheet("QTableView { background: transparent; border: none; }")
        self.viewport().setAutoFillBackground(False)
        self.setShowGrid(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.verticalHeader().hide()
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setWordWrap(False)
        self.setCornerButtonEnabled(False)
        heading = self.horizontalHeader()
        heading.setHighlightSections(False)
        heading.setSectionsClickable(False)
        heading.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        heading.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        # Each row as tall as its words (`_fit`): Qt's own fitting keeps a row as tall as the
        # hidden row header's font wants, taller than a sheet made smaller (`set_scale`), whose
        # last row was then cut.
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setMinimumSectionSize(1)
        self._restyle_header()

    def look(self, style: str | None) -> Look | None:
        return self.looks.get(style or "")

    def setModel(self, model) -> None:
        super().setModel(model)
        model.modelReset.connect(self._fit)
        self._fit()

    def _restyle_header(self) -> None:
        look = self.header_look
        if look is None:
            self.horizontalHeader().hide()
            return
        weight = 700 if look.weight >= QFont.Weight.Bold else 400
        self.horizontalHeader().setStyleSheet(
            "QHeaderView { background: transparent; border: none; }"
            f"QHeaderView::section {{ background: transparent; border: none; color: {look.colour};"
            f" font-size: {self._header_pixels(self.scale)}px; font-weight: {weight}; padding: 0 {self.padding}px; }}")

    def _header_pixels(self, scale: float) -> int:
        return max(1, round(self.header_look.pixels * scale))

    def set_scale(self, scale: float) -> None:
        """Every look (and the header's) at `scale` times its size."""
        if scale == self.scale:
            return
        self.scale = scale
        self._restyle_header()
        self._fit()

    def width_at(self, scale: float) -> int:
        """The sheet's width (as `sizeHint` gives it) were its looks at `scale`, worked out
        without changing what it shows."""
        model = self.model()
        if model is None:
            return 0
        kept, self.scale = self.scale, scale
        try:
            widths = [self.sizeHintForColumn(column) for column in range(model.columnCount())]
        finally:
            self.scale = kept
        heading = self.horizontalHeader()
        if not heading.isHidden() and self.header_look is not None:
            # A heading's section is its words and a frame, which does not scale.
            now, then = self._header_metrics(self.scale), self._header_metrics(scale)
            widths = [max(width, heading.sectionSizeHint(column) - now.horizontalAdvance(self._header_text(column))
                          + then.horizontalAdvance(self._header_text(column)))
                      for column, width in enumerate(widths)]
        margins = self.contentsMargins()
        return sum(widths) + margins.left() + margins.right() + 2

    def _header_metrics(self, scale: float) -> QFontMetrics:
        font = QFont(self.horizontalHeader().font())
        font.setPixelSize(self._header_pixels(scale))
        font.setWeight(self.header_look.weight)
        return QFontMetrics(font)

    def _header_text(self, column: int) -> str:
        return str(self.model().headerData(column, Qt.Orientation.Horizontal) or "")

    def _fit(self) -> None:
        has_headers = self.header_look is not None and bool(getattr(self.model(), "headers", ()))
        self.horizontalHeader().setVisible(has_headers)
        self.resizeColumnsToContents()
        model = self.model()
        for row in range(model.rowCount() if model is not None else 0):
            self.setRowHeight(row, self.sizeHintForRow(row))
        self.updateGeometry()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit()  # a language of another script: other fonts, other heights

    def sizeHint(self) -> QSize:
        model = self.model()
        if model is None:
            return super().sizeHint()
        heading = self.horizontalHeader()
        shown = not heading.isHidden()
        width = sum(max(self.sizeHintForColumn(column), heading.sectionSizeHint(column) if shown else 0)
                    for column in range(model.columnCount()))
        height = sum(self.sizeHintForRow(row) for row in range(model.rowCount()))
        if shown:
            height += heading.sizeHint().height()
        margins = self.contentsMargins()
        return QSize(width + margins.left() + margins.right() + 2, height + margins.top() + margins.bottom() + 2)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()
