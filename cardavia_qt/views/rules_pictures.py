"""Card faces on a rules page: the SVG art, drawn into images the page's text browser shows.

A table cell holding a `rules_text.Picture` becomes an `<img>` whose address uses our own
scheme; the browser asks for each address once (`render_picture`) and gets the face drawn at
twice its size at least, so the picture stays crisp on a screen of device-pixel ratio 2.
"""

from __future__ import annotations

import html
from functools import lru_cache

from PySide6.QtCore import QSize, QUrl, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from cardavia_qt.resources import asset_path
from cardavia_qt.rules_text import Picture

SCHEME = "cardavia-art"
PICTURE_WIDTH = 42  # logical pixels: the characters read at a glance, nine faces fit a row
MIN_RATIO = 2.0


def picture_url(picture: Picture) -> str:
    return f"{SCHEME}:{picture.art}"


@lru_cache(maxsize=None)
def _renderer(art: str) -> QSvgRenderer:
    renderer = QSvgRenderer(str(asset_path(*art.split("/"))))
    if not renderer.isValid():
        raise FileNotFoundError(f"no card art at assets/{art}")
    return renderer


def picture_size(picture: Picture) -> QSize:
    """The picture's size on the page, in logical pixels, in the art's own proportions."""
    art = _renderer(picture.art).defaultSize()
    return QSize(PICTURE_WIDTH, round(PICTURE_WIDTH * art.height() / art.width()))


def picture_html(picture: Picture) -> str:
    size = picture_size(picture)
    return (f'<img src="{html.escape(picture_url(picture), quote=True)}" '
            f'width="{size.width()}" height="{size.height()}">')


def is_picture_url(url: QUrl) -> bool:
    return url.scheme() == SCHEME


def render_picture(url: QUrl, ratio: float) -> QImage:
    """The face an address names, drawn at `ratio` (at least 2) times its size on the page."""
    picture = Picture(url.path())
    ratio = max(MIN_RATIO, ratio)
    size = picture_size(picture)
    image = QImage(round(size.width() * ratio), round(size.height() * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    _renderer(picture.art).render(painter)
    painter.end()
    image.setDevicePixelRatio(ratio)
    return image
