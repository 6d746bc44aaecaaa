"""The view onto the table: one scene pixel per logical screen pixel, a felt background, and
the keyboard focus handed to the scene so the arrow keys walk the player's hand."""

from __future__ import annotations

import logging
import random
from functools import lru_cache

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QCursor, QImage, QMouseEvent, QPainter, QPen, QPixmap, QRadialGradient
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsView

from cardavia_qt.filters.colours import shown
from cardavia_qt.table.art import ART
from cardavia_qt.table.piles import felt_rim
from cardavia_qt.table.scene import TableScene

log = logging.getLogger("cardavia.table")

FELT_CENTRE = QColor("#2f7f50")
FELT_MIDDLE = QColor("#1f6440")
FELT_EDGE = QColor("#0e3a24")


@lru_cache(maxsize=1)
def _grain_tile() -> QImage:
    """A small tile of faint light and dark specks; repeated, it reads as woven felt."""
    size = 96
    rng = random.Random(1984)  # fixed: the felt looks the same on every run and screenshot
    pixels = bytearray()
    for _ in range(size * size):
        if rng.random() < 0.5:
            pixels += bytes((255, 255, 255, rng.randrange(0, 10)))
        else:
            pixels += bytes((0, 0, 0, rng.randrange(0, 16)))
    # Premultiply: colour channels scaled by alpha, as the format expects.
    for i in range(0, len(pixels), 4):
        a = pixels[i + 3]
        pixels[i] = pixels[i + 1] = pixels[i + 2] = pixels[i] * a // 255
    image = QImage(bytes(pixels), size, size, size * 4, QImage.Format.Format_ARGB32_Premultiplied)
    return image.copy()  # own the pixels: the bytes object above is temporary


def paint_felt(width: int, height: int, ratio: float) -> QImage:
    """The table top: a lit centre fading to darker edges, with a woven grain."""
    # Opaque format: the felt covers everything, and filters need not keep any transparency.
    image = QImage(max(1, int(width * ratio)), max(1, int(height * ratio)), QImage.Format.Format_RGB32)
    image.setDevicePixelRatio(ratio)
    painter = QPainter(image)
    radius = max(width, height) * 0.75
    gradient = QRadialGradient(QPointF(width / 2, height * 0.45), radius)
    gradient.setColorAt(0.0, FELT_CENTRE)
    gradient.setColorAt(0.55, FELT_MIDDLE)
    gradient.setColorAt(1.0, FELT_EDGE)
    painter.fillRect(QRectF(0, 0, width, height), gradient)
    painter.fillRect(QRectF(0, 0, width, height), QBrush(_grain_tile()))
    # A faint inlaid line a little inside the edge, like the rim of a card table.
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    inset = felt_rim(width, height)
    painter.setPen(QPen(QColor(255, 235, 170, 28), 1.5))
    painter.drawRoundedRect(QRectF(inset, inset, width - 2 * inset, height - 2 * inset), inset * 2, inset * 2)
    painter.end()
    return image


def baked_felt(key: tuple, transform) -> QImage:
    """The felt for `key` ("felt", width, height, ratio) with the display filters baked in (on
    the art worker's thread: an image; the view makes the pixmap). Painted afresh for each new
    look: keeping the plain felt to refilter would hold one more window-sized image for as long
    as the table is open, to save a few milliseconds off the UI thread at a slider change."""
    _, width, height, ratio = key
    plain = paint_felt(width, height, ratio)
    return plain if transform is None else transform(plain, ART)


class TableView(QGraphicsView):
    resized = Signal()  # the viewport changed size or screen density: lay the table out again
    # No colour pass over this view: what it draws comes with the display filters baked in
    # (the felt and the art through the pixmap cache's transform, the scene's own colours
    # through `filters.colours.shown`), so a frame costs what it costs unfiltered, and the
    # view paints as any QGraphicsView does — which is what keeps Qt's record of where each
    # item was last drawn, and with it every later partial repaint, right.
    paints_own_filters = True

    def __init__(self, scene: TableScene, parent=None):
        super().__init__(scene, parent)
        self.table_scene = scene
        # The felt as shown: the one copy of it kept (made off the UI thread; until a new one
        # comes, the last one shows, stretched if the view has grown).
        self._felt: QPixmap | None = None
        self._felt_made: tuple | None = None  # the felt key and the cache's look it was made for
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        # No background cache: the felt is already one ready pixmap, and the cache would be
        # a third window-sized copy of it for the same single blit.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        scene.cache.changed.connect(self._ask_for_felt)
        scene.cache.arrived.connect(self._ask_for_felt)
        # Once for a whole change, however many cards it placed at once; the view's own timer,
        # so nothing is left to run once the view is gone.
        self._hover_check = QTimer(self)
        self._hover_check.setSingleShot(True)
        self._hover_check.setInterval(0)
        self._hover_check.timeout.connect(self.recheck_hover)
        scene.mover.idle.connect(self._hover_check.start)

    @property
    def ratio(self) -> float:
        return float(self.devicePixelRatioF())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.setSceneRect(QRectF(0, 0, size.width(), size.height()))
        self.table_scene.set_table_rect(QRectF(0, 0, size.width(), size.height()))
        self._ask_for_felt()
        self.resized.emit()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            self._ask_for_felt()
            self.resized.emit()

    def _felt_key(self) -> tuple:
        size = self.viewport().size()
        return ("felt", max(1, size.width()), max(1, size.height()), round(self.ratio, 3))

    def _ask_for_felt(self) -> None:
        """The felt for the view's size and the current look: taken if ready, else asked for
        (`arrived` calls again). The cache hands it over and forgets it: the view's pixmap
        is the only copy kept."""
        key = self._felt_key()
        cache = self.table_scene.cache
        made_for = (key, cache.generation)
        if made_for == self._felt_made:
            return
        made = cache.image(key, lambda transform: baked_felt(key, transform), keep=False)
        if made is None:
            return
        self._felt_made = made_for
        if isinstance(made, Exception):
            log.error("The table's felt could not be drawn: %r", made)
            return  # the felt's own colour, flat, stays
        self._felt = QPixmap.fromImage(made)
        self._felt.setDevicePixelRatio(made.devicePixelRatio())
        self.viewport().update()

    def forget_felt(self) -> None:
        """Drop the felt and make it again (benchmarks: a table's first frame)."""
        self._felt = self._felt_made = None
        self._ask_for_felt()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        size = self.viewport().size()
        if self._felt is None:
            painter.fillRect(QRectF(0, 0, size.width(), size.height()), shown(FELT_MIDDLE))
        elif self._felt.deviceIndependentSize().toSize() != size:
            painter.drawPixmap(QRectF(0, 0, size.width(), size.height()), self._felt, QRectF(self._felt.rect()))
        else:
            painter.drawPixmap(QPointF(0, 0), self._felt)

    def recheck_hover(self) -> None:
        """The cards came to rest, perhaps under a still pointer: Qt looks at hover only when
        the mouse moves, so the card that slid away would stay lifted and the one that slid in
        flat. Tell the scene the pointer is where it is, as a move with no button held."""
        viewport = self.viewport()
        if not viewport.underMouse() or QApplication.mouseButtons() != Qt.MouseButton.NoButton:
            return
        where = QCursor.pos()
        local = viewport.mapFromGlobal(where)
        if not viewport.rect().contains(local):
            return
        QApplication.sendEvent(viewport, QMouseEvent(QEvent.Type.MouseMove, QPointF(local), QPointF(where),
                                                     Qt.MouseButton.NoButton, Qt.MouseButton.NoButton,
                                                     Qt.KeyboardModifier.NoModifier))

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.table_scene.set_view_focused(True)

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.table_scene.set_view_focused(False)
