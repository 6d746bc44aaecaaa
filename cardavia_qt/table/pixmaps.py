"""Card art rendered from SVG into pixmaps once per (file, size, screen density, colour filter).

Rasterising an SVG costs far more than drawing a pixmap, and a table repaints dozens of cards
per frame, so every rendering is kept (as KPat's card deck does). Rendering happens at the
device-pixel ratio so cards stay crisp on high-density screens. A transform hook lets the
display filters bake their grain, contrast and temperature into every image the table shows;
changing it invalidates the cache and tells the items to fetch their pixmaps again.
"""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QObject, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPixmap, QTransform
from PySide6.QtSvg import QSvgRenderer

# What an image is for, told to the transform: the table's own art (cards, tiles, the felt),
# a shadow (coloured, never grained), or art shown inside a widget (a button's tile picture),
# which the window's colour pass recolours later and so must not be recoloured twice.
ART, SHADE, IN_WIDGET = "art", "shade", "in widget"
ImageTransform = Callable[[QImage, str], QImage]

# Rasters: two or three card sizes of the whole pack, its back and the shadows (a window resize
# renders a new size; the least recently used older ones go). Composites (a card with its
# shadow, turned as it rests) are cheap to remake from a raster, so they get their own, smaller
# pool and can never push out a raster, which costs an SVG rendering to remake.
DEFAULT_CAPACITY = 160
COMPOSITE_CAPACITY = 160


class PixmapCache(QObject):
    """Renders SVG files to pixmaps at a logical width and device-pixel ratio, and keeps them."""

    changed = Signal()  # the transform changed: every pixmap handed out before is stale

    def __init__(self, capacity: int = DEFAULT_CAPACITY, parent: QObject | None = None,
                 composite_capacity: int = COMPOSITE_CAPACITY, keep_rasters: bool = False):
        """`keep_rasters` also keeps each SVG rendering before the colour transform, so that a
        new transform (a display slider moving) costs a recolouring, not a fresh rendering,
        at the price of holding each card image twice."""
        super().__init__(parent)
        self.capacity = capacity
        self.composite_capacity = composite_capacity
        self.render_count = 0  # SVG rasterisations so far (tests and benchmarks read it)
        self._pixmaps: OrderedDict[tuple, QPixmap] = OrderedDict()
        self._composites: OrderedDict[tuple, QPixmap] = OrderedDict()
        self._renderers: dict[str, QSvgRenderer] = {}
        self._rasters: OrderedDict[tuple, QImage] | None = OrderedDict() if keep_rasters else None
        self._transform: ImageTransform | None = None
        self._generation = 0

    # -- the colour filter hook ----------------------------------------------------------
    @property
    def generation(self) -> int:
        """Bumped whenever the transform changes; part of every cache key."""
        return self._generation

    @property
    def transform(self) -> ImageTransform | None:
        return self._transform

    def set_transform(self, transform: ImageTransform | None) -> None:
        self._transform = transform
        self._generation += 1
        self._pixmaps.clear()  # kept rasters stay: they are from before the transform
        self._composites.clear()
        self.changed.emit()

    def apply_transform(self, image: QImage, use: str = ART) -> QImage:
        """Run the current transform over an image (one of ours, or the felt drawn elsewhere)."""
        return image if self._transform is None else self._transform(image, use)

    # -- lookups ---------------------------------------------------------------------------
    def aspect(self, path: str | Path) -> float:
        """Height over width of the SVG's view box: a pack's card shape, read from its art."""
        view_box = self._renderer(str(path)).viewBoxF()
        return view_box.height() / view_box.width() if view_box.width() > 0 else 1.4

    def pixmap(self, path: str | Path, width: int, ratio: float = 1.0, *, in_widget: bool = False) -> QPixmap:
        """The SVG at `path` rendered `width` logical pixels wide, keeping its aspect ratio.
        `in_widget`: for drawing inside a widget rather than on the table (see IN_WIDGET)."""
        width = max(1, int(round(width)))
        ratio = round(float(ratio), 3) or 1.0
        use = IN_WIDGET if in_widget else ART
        key = ("svg", str(path), width, ratio, self._generation, use)
        cached = self._lookup(key)
        if cached is not None:
            return cached
        return self._store(key, self._finish(self._raster(str(path), width, ratio), ratio, use))

    def _raster(self, path: str, width: int, ratio: float) -> QImage:
        """The SVG rendered, before any colour transform."""
        key = (path, width, ratio)
        if self._rasters is not None and key in self._rasters:
            self._rasters.move_to_end(key)
            return self._rasters[key]
        renderer = self._renderer(path)
        height = int(round(width * self.aspect(path)))
        image = self._blank(width, height, ratio)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter, QRectF(0, 0, width, height))
        painter.end()
        self.render_count += 1
        if self._rasters is not None:
            self._rasters[key] = image
            while len(self._rasters) > self.capacity:
                self._rasters.popitem(last=False)
        return image

    def card(self, path: str | Path, width: int, ratio: float = 1.0, *, shadow: bool = True,
             turn: float = 0.0) -> QPixmap:
        """A card ready to draw in one call: the face with its shadow beneath it, turned `turn`
        degrees about its centre, and centred in the pixmap.

        A card at rest is drawn as one untransformed pixmap at whole-pixel coordinates — the
        fastest thing a raster paint engine does. Turning and shadowing a card at every frame
        instead costs several times more; the hand's fan alone would dominate the frame.
        """
        width = max(1, int(round(width)))
        ratio = round(float(ratio), 3) or 1.0
        turn = round(turn % 360.0, 1) % 360.0
        key = ("card", str(path), width, ratio, self._generation, shadow, turn)
        cached = self._lookup(key, self._composites)
        if cached is not None:
            return cached
        face = self.pixmap(path, width, ratio)
        if shadow:
            size = face.deviceIndependentSize()
            spread = shadow_spread(width)
            image = self._blank(int(size.width()) + 2 * spread, int(size.height()) + 2 * spread, ratio)
            painter = QPainter(image)
            radius = width * 14 / 250
            painter.drawPixmap(QPointF(0.6, 1.5), self.shadow(width, int(size.height()), radius, ratio))
            painter.drawPixmap(QPointF(spread, spread), face)
            painter.end()
        else:
            image = face.toImage()
        if turn:
            image = image.transformed(QTransform().rotate(turn), Qt.TransformationMode.SmoothTransformation)
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(ratio)
        return self._store(key, pixmap, self._composites, self.composite_capacity)

    def shadow(self, width: int, height: int, radius: float, ratio: float = 1.0) -> QPixmap:
        """A soft drop shadow for a rounded card of this size (stacked translucent outlines,
        which look like a blur but cost one pixmap draw per frame instead of an effect)."""
        width, height = max(1, int(round(width))), max(1, int(round(height)))
        ratio = round(float(ratio), 3) or 1.0
        spread = shadow_spread(width)
        key = ("shadow", width, height, round(radius, 1), ratio, spread, self._generation)
        cached = self._lookup(key)
        if cached is not None:
            return cached
        image = self._blank(width + 2 * spread, height + 2 * spread, ratio)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        for step in range(spread, 0, -1):
            path = QPainterPath()
            grow = step
            path.addRoundedRect(QRectF(spread - grow, spread - grow, width + 2 * grow, height + 2 * grow),
                                radius + grow, radius + grow)
            painter.setBrush(QColor(0, 0, 0, int(70 / spread)))
            painter.drawPath(path)
        painter.end()
        # Recoloured, as everything the table shows: low contrast turns black into grey.
        return self._store(key, self._finish(image, ratio, SHADE))

    def clear(self) -> None:
        self._pixmaps.clear()
        self._composites.clear()
        if self._rasters is not None:
            self._rasters.clear()

    def __len__(self) -> int:
        return len(self._pixmaps) + len(self._composites)

    # -- internals -------------------------------------------------------------------------
    def _renderer(self, path: str) -> QSvgRenderer:
        renderer = self._renderers.get(path)
        if renderer is None:
            renderer = QSvgRenderer(path, self)
            if not renderer.isValid():
                raise FileNotFoundError(f"card art missing or unreadable: {path}")
            self._renderers[path] = renderer
        return renderer

    @staticmethod
    def _blank(width: int, height: int, ratio: float) -> QImage:
        image = QImage(QSize(int(round(width * ratio)), int(round(height * ratio))),
                       QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(ratio)
        image.fill(Qt.GlobalColor.transparent)
        return image

    def _finish(self, image: QImage, ratio: float, use: str = ART) -> QPixmap:
        image = self.apply_transform(image, use)
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(ratio)
        return pixmap

    def _lookup(self, key: tuple, pool: OrderedDict | None = None) -> QPixmap | None:
        pool = self._pixmaps if pool is None else pool
        pixmap = pool.get(key)
        if pixmap is not None:
            pool.move_to_end(key)
        return pixmap

    def _store(self, key: tuple, pixmap: QPixmap, pool: OrderedDict | None = None,
               capacity: int | None = None) -> QPixmap:
        pool = self._pixmaps if pool is None else pool
        pool[key] = pixmap
        while len(pool) > (self.capacity if capacity is None else capacity):
            pool.popitem(last=False)
        return pixmap


def shadow_spread(width: int) -> int:
    """How far a card's shadow reaches beyond its edge, in logical pixels."""
    return max(3, int(round(width * 0.05)))


_shared: PixmapCache | None = None


def shared_cache() -> PixmapCache:
    """The one cache the whole app draws cards from (so a filter change reaches every table)."""
    global _shared
    if _shared is None:
        # Kept rasters: a display slider then recolours the cards instead of re-rendering them.
        _shared = PixmapCache(keep_rasters=True)
    return _shared
