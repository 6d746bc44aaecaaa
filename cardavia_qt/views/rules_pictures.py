"""Pictures on a rules page: card faces from their SVG art, and MCR hands drawn in tiles.

A table cell holding a `rules_text.Picture` (or an `Entry` holding a `TileHand`) becomes an
`<img>` whose address uses our own scheme; the browser asks for each address once
(`render_picture`, `render_hand`) and gets the picture drawn at twice its size at least, so it
stays crisp on a screen of device-pixel ratio 2.
"""

from __future__ import annotations

import html
from functools import lru_cache
from urllib.parse import quote, unquote

from PySide6.QtCore import QSize, QUrl, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from cardavia_qt.resources import asset_path
from cardavia_qt.rules_text import Picture, TileHand

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


# -- hands of MCR tiles ----------------------------------------------------------------------------
HAND_SCHEME = "cardavia-hand"
HAND_TILE_WIDTH = 22  # logical pixels: a whole hand still fits the rule book's column


@lru_cache(maxsize=256)
def _hand(spec: str, ratio: float) -> QPixmap:
    from cardavia_qt.views.tile_pictures import example_groups, hand_picture, plain_tile_pixmap

    groups, lying, winning = example_groups(spec)
    return hand_picture(groups, plain_tile_pixmap(ratio), HAND_TILE_WIDTH, winning, lying)


def hand_html(hand: TileHand) -> str:
    size = _hand(hand.spec, MIN_RATIO).deviceIndependentSize()
    return (f'<img src="{HAND_SCHEME}:{html.escape(quote(hand.spec, safe=""), quote=True)}" '
            f'width="{round(size.width())}" height="{round(size.height())}">')


def is_hand_url(url: QUrl) -> bool:
    return url.scheme() == HAND_SCHEME


def render_hand(url: QUrl, ratio: float) -> QPixmap:
    """The hand an address names, drawn at `ratio` (at least 2) times its size on the page."""
    return _hand(unquote(url.path()), max(MIN_RATIO, round(ratio, 2)))
