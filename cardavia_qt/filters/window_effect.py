"""The colour pass over a part of the window: contrast and temperature over everything a
widget and its children draw (the header, a page, the table's bar, an overlay), as a shader
would over a frame.

Qt renders the widget into an offscreen pixmap and hands it to `draw` on every repaint of any
part of it. The mapped picture is kept: bands of the new rendering that match the last one
are not mapped again, so a repaint that changes nothing (an expose, a sibling's animation
repainting through, a full-window repaint) costs a comparison, not a pass, and a hover or a
new status line costs a pass over the bands it touched. Transparency is kept (an overlay over
the table stays see-through). At 50/50 the effect is disabled and costs nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsEffect, QWidget

from cardavia_qt.filters.colour_pass import mapped
from cardavia_qt.filters.maths import DisplayFilter

BAND = 32  # device pixels per band: about a line of text, so a hover maps a few bands


class ColourPassEffect(QGraphicsEffect):
    def __init__(self, parent=None):
        super().__init__(parent)
        self._filter = DisplayFilter()
        self._source: QImage | None = None  # the last rendering, as Qt handed it to us
        self._mapped: QImage | None = None  # the same, through the colour map
        self.passes = 0  # bands mapped so far (tests and the benchmark read it)
        self.setEnabled(False)

    def set_filter(self, display_filter: DisplayFilter) -> None:
        if display_filter.affine() == self._filter.affine():
            return
        self._filter = display_filter
        self._source = self._mapped = None
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
            painter.drawImage(0, 0, self._mapped_picture(source.toImage()))

    def _mapped_picture(self, image: QImage) -> QImage:
        previous, result = self._source, self._mapped
        if (previous is None or result is None or previous.size() != image.size()
                or previous.format() != image.format()):
            result = self._map(image)
            self.passes += -(-image.height() // BAND)
        elif previous != image:
            result = result.copy()
            painter = QPainter(result)
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
            ratio = image.devicePixelRatio()
            for top in range(0, image.height(), BAND):
                band = QRect(0, top, image.width(), min(BAND, image.height() - top))
                fresh = image.copy(band)
                if fresh != previous.copy(band):
                    # Painter coordinates are logical: the band's place divided by the ratio.
                    painter.drawImage(QPointF(0, top / ratio), self._map(fresh))
                    self.passes += 1
            painter.end()
        self._source, self._mapped = image, result
        return result

    def _map(self, image: QImage) -> QImage:
        gains, offset = self._filter.affine()
        return mapped(image, gains, offset)
