"""Card art drawn into images: an SVG face, a soft shadow, a card ready to lay on the table.

Only QImage and QPainter here, never QPixmap: these functions run on the UI thread and on the
art worker's threads alike (a QPixmap may only be made on the UI thread).
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QTransform
from PySide6.QtSvg import QSvgRenderer

CORNER = 14 / 250  # the art's corner radius as a share of its width
PAPER = QColor("#f6f0dd")  # a card still waiting for its face: blank paper
PAPER_EDGE = QColor(0, 0, 0, 40)

# What an image is for, told to the transform: the table's own art (cards, tiles, the felt),
# the same art dimmed (a card that cannot be played now), a shadow (coloured, never grained),
# or art shown inside a widget (a button's tile picture), which the window's colour pass
# recolours later and so must not be recoloured twice.
ART, DIMMED, SHADE, IN_WIDGET = "art", "dimmed art", "shade", "in widget"
ImageTransform = Callable[[QImage, str], QImage]

# A card that cannot be played now lies under this shade. It is laid on the card's own art,
# after the grain and before contrast and temperature, exactly where a pass over the whole
# window would see it: laid over art whose colours are already mapped, the shade would darken
# what the map had clamped to white and look darker than the same card under a pass.
DIM_SHADE = QColor(10, 25, 15, 72)


def blank(width: int, height: int, ratio: float) -> QImage:
    """A transparent image `width`×`height` logical pixels at the device-pixel ratio."""
    image = QImage(QSize(int(round(width * ratio)), int(round(height * ratio))),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    return image


def svg_renderer(path: str) -> QSvgRenderer:
    """The SVG at `path`, parsed. Not kept by anyone: a parsed card is bigger than its image,
    and each face is rendered once per size and look."""
    renderer = QSvgRenderer(path)
    if not renderer.isValid():
        raise FileNotFoundError(f"card art missing or unreadable: {path}")
    return renderer


def render_file(path: str, width: int, height: int, ratio: float) -> QImage:
    return render_svg(svg_renderer(path), width, height, ratio)


def render_svg(renderer: QSvgRenderer, width: int, height: int, ratio: float) -> QImage:
    image = blank(width, height, ratio)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


def paper(width: int, height: int, ratio: float) -> QImage:
    """A blank card of the art's shape: what a card shows until its face has been rendered."""
    image = blank(width, height, ratio)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(PAPER_EDGE)
    painter.setBrush(PAPER)
    radius = width * CORNER
    painter.drawRoundedRect(QRectF(0.5, 0.5, width - 1, height - 1), radius, radius)
    painter.end()
    return image


def dimmed(image: QImage) -> QImage:
    """A copy of `image` with the dim shade over its opaque part (its transparency kept)."""
    result = image.copy()
    painter = QPainter(result)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
    painter.fillRect(QRectF(0, 0, result.width(), result.height()), DIM_SHADE)
    painter.end()
    return result


def baked(image: QImage, use: str, transform: ImageTransform | None) -> QImage:
    """`image` as the table shows it for `use`: through the display filters' transform, or,
    with no filters at all, as it is (dimmed if it is to be)."""
    if transform is not None:
        return transform(image, use)
    return dimmed(image) if use == DIMMED else image


def shadow_spread(width: int) -> int:
    """How far a card's shadow reaches beyond its edge, in logical pixels."""
    return max(3, int(round(width * 0.05)))


def shadow(width: int, height: int, radius: float, ratio: float) -> QImage:
    """A soft drop shadow for a rounded card of this size (stacked translucent outlines,
    which look like a blur but cost one pixmap draw per frame instead of an effect)."""
    spread = shadow_spread(width)
    image = blank(width + 2 * spread, height + 2 * spread, ratio)
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
    return image


def card(face: QImage, width: int, ratio: float, under: QImage | None, turn: float) -> QImage:
    """The face with `under` (its shadow, or None) beneath it, turned `turn` degrees about its
    centre, centred in the image."""
    if under is not None:
        spread = shadow_spread(width)
        height = round(face.height() / ratio)
        image = blank(width + 2 * spread, height + 2 * spread, ratio)
        painter = QPainter(image)
        painter.drawImage(QPointF(0.6, 1.5), under)
        painter.drawImage(QPointF(spread, spread), face)
        painter.end()
    else:
        image = face
    if turn:
        image = image.transformed(QTransform().rotate(turn), Qt.TransformationMode.SmoothTransformation)
        image.setDevicePixelRatio(ratio)
    return image
