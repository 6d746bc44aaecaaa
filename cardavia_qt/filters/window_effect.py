"""The window-wide colour pass: contrast and temperature over everything a widget and its
children draw (header, lobby, rules, table, overlays), as a shader would over a frame.

Qt renders the widget into an offscreen pixmap and hands it to `draw`; the pass maps it and
draws the result. This runs on every repaint while contrast or temperature is away from 50 %
(Qt re-renders the source whenever anything inside changes), so the pass is kept to a few
whole-image raster operations; at 50/50 the effect is disabled and costs nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsEffect, QWidget

from cardavia_qt.filters.colour_pass import apply_affine
from cardavia_qt.filters.maths import DisplayFilter


class ColourPassEffect(QGraphicsEffect):
    def __init__(self, parent=None):
        super().__init__(parent)
        self._filter = DisplayFilter()
        self.passes = 0  # colour passes run (tests and the benchmark read it)
        self.setEnabled(False)

    def set_filter(self, display_filter: DisplayFilter) -> None:
        if display_filter.affine() == self._filter.affine():
            return
        self._filter = display_filter
        # Neutral contrast and temperature: off, so the window draws exactly as without us.
        self.setEnabled(not display_filter.colour_is_neutral)
        self.update()
        # Switching the pass on or off changes where children paint (into the pass's pixmap or
        # onto the screen), and Qt does not repaint every child for it — the table's view
        # would keep its old picture. Ask them all; a marked region is repainted once.
        widget = self.parent()
        if isinstance(widget, QWidget):
            for child in widget.findChildren(QWidget):
                child.update()

    def draw(self, painter: QPainter) -> None:
        source = self.sourcePixmap(Qt.CoordinateSystem.LogicalCoordinates, QPoint(),
                                   QGraphicsEffect.PixmapPadMode.NoPad)
        if not source.isNull():
            painter.drawPixmap(0, 0, self._mapped(source))

    def _mapped(self, source: QPixmap) -> QPixmap:
        image = source.toImage().convertToFormat(QImage.Format.Format_RGB32)
        gains, offset = self._filter.affine()
        apply_affine(image, gains, offset)
        self.passes += 1
        mapped = QPixmap.fromImage(image)
        mapped.setDevicePixelRatio(source.devicePixelRatio())
        return mapped
