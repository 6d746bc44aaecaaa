"""The "card club" look shared by the lobby and the rules page: colours, fonts, the felt,
soft shadows and one style sheet.

Fonts are given as family lists rather than one name, so that Devanagari, CJK or any other
script a translation needs falls back to a font that has it (Qt tries the list in order,
then the system's own fallbacks).
"""

from __future__ import annotations

import random
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QPainter, QPainterPath, QRadialGradient
from PySide6.QtWidgets import QWidget

from cardavia_qt import fonts
from cardavia_qt.filters.painted import paint_grain

# Felt, from the middle of the table to its shadowed rim.
FELT_LIGHT = "#23704F"
FELT = "#185A3F"
FELT_DEEP = "#0C3425"
FELT_NIGHT = "#08271B"  # bars laid over the felt

CREAM = "#FBF5E6"
CREAM_SHADE = "#F2E8D0"
PAPER = "#FDF9F0"
ZEBRA = "#F5ECD6"

GOLD = "#D9B44A"
GOLD_PALE = "#EAD59A"
GOLD_DEEP = "#9C7A22"  # gold that still reads on cream

INK = "#2A2119"
INK_SOFT = "#5E5040"
INK_MUTED = "#857561"
BURGUNDY = "#7C2230"
FOCUS_ON_CREAM = "#14532D"  # a dark ring: gold on cream would be too faint to see

# The font stacks follow the language (see cardavia_qt/fonts.py): ask for them when drawing.
def sans_font(point_size: float, weight: QFont.Weight = QFont.Weight.Normal) -> QFont:
    return _font(fonts.sans_families(), point_size, weight)


def serif_font(point_size: float, weight: QFont.Weight = QFont.Weight.Normal) -> QFont:
    return _font(fonts.serif_families(), point_size, weight)


def set_sans(widget: QWidget, point_size: float, weight: QFont.Weight = QFont.Weight.Normal) -> QFont:
    """The widget's own size and weight in the sans stack, following the language."""
    return fonts.follow(widget, fonts.SANS, sans_font(point_size, weight))


def set_serif(widget: QWidget, point_size: float, weight: QFont.Weight = QFont.Weight.Normal) -> QFont:
    return fonts.follow(widget, fonts.SERIF, serif_font(point_size, weight))


def _font(families: tuple[str, ...], point_size: float, weight: QFont.Weight) -> QFont:
    font = QFont()
    font.setFamilies(list(families))
    font.setPointSizeF(point_size)
    font.setWeight(weight)
    return font


def css_families(families: tuple[str, ...], generic: str) -> str:
    """A CSS font-family value for rich text."""
    return ", ".join([*(f"'{family}'" for family in families), generic])


@lru_cache(maxsize=1)
def _grain_tile() -> QImage:
    """A small tile of faint light and dark specks that makes flat green read as cloth.

    Seeded, so every run and every screenshot shows the same cloth. Kept as an image rather
    than a pixmap: a cached pixmap would outlive the QApplication at exit.
    """
    size = 128
    rng = random.Random(1867)
    data = bytearray()
    for _ in range(size * size):
        value = 255 if rng.random() < 0.5 else 0
        alpha = rng.randint(0, 18)
        # Format_ARGB32 is stored little-endian as B, G, R, A.
        data += bytes((value, value, value, alpha))
    image = QImage(bytes(data), size, size, size * 4, QImage.Format.Format_ARGB32)
    return image.copy()  # a deep copy: the image must not point into `data`


def paint_felt(painter: QPainter, rect: QRectF) -> None:
    """Green baize lit from above: brighter in the middle, darker towards the rim."""
    centre = QPointF(rect.center().x(), rect.top() + rect.height() * 0.38)
    radius = max(rect.width(), rect.height()) * 0.75
    gradient = QRadialGradient(centre, radius)
    gradient.setColorAt(0.0, QColor(FELT_LIGHT))
    gradient.setColorAt(0.55, QColor(FELT))
    gradient.setColorAt(1.0, QColor(FELT_DEEP))
    painter.fillRect(rect, gradient)
    painter.fillRect(rect, QBrush(_grain_tile()))
    paint_grain(painter, rect)  # the display filter's film grain, over the cloth's own weave


def paint_soft_shadow(painter: QPainter, rect: QRectF, radius: float, depth: int = 10) -> None:
    """A blurred shadow under a card lying on the felt, drawn by the parent behind it.

    Painting it ourselves avoids QGraphicsDropShadowEffect, which re-renders every child
    (and every scroll of a text browser) through an offscreen pixmap.
    """
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    base = rect.translated(0, depth * 0.45)
    for step in range(depth, 0, -1):
        spread = float(step)
        path = QPainterPath()
        path.addRoundedRect(base.adjusted(-spread, -spread, spread, spread), radius + spread, radius + spread)
        painter.setBrush(QColor(0, 0, 0, int(70 / depth)))
        painter.drawPath(path)
    painter.restore()


# The rules page's contents list: each item's padding and the gold mark on the current one's
# left edge, in pixels; its delegate wraps the text inside them (see rules_page).
CONTENTS_ITEM_PADDING = (7, 10)  # top and bottom, left and right
CONTENTS_ITEM_MARK = 3

# Widgets opt in by object name or by a "role" property, so that nothing else in the
# window (dialogs, the card table) is touched by this sheet.
STYLESHEET = f"""
QPushButton[role="primary"] {{
    background: {FELT};
    color: {CREAM};
    border: 2px solid {FELT_DEEP};
    border-radius: 8px;
    padding: 8px 22px;
    min-height: 22px;
    font-weight: bold;
}}
QPushButton[role="primary"]:hover {{ background: {FELT_LIGHT}; }}
QPushButton[role="primary"]:pressed {{ background: {FELT_DEEP}; }}
QPushButton[role="primary"]:focus {{ border: 3px solid {GOLD}; padding: 7px 21px; outline: none; }}
QPushButton[role="primary"]:disabled {{
    background: {CREAM_SHADE};
    color: {INK_MUTED};
    border: 2px dashed #CDBE9C;
}}

QPushButton[role="secondary"] {{
    background: transparent;
    color: {FELT};
    border: 2px solid {FELT};
    border-radius: 8px;
    padding: 8px 18px;
    min-height: 22px;
    font-weight: bold;
}}
QPushButton[role="secondary"]:hover {{ background: rgba(24, 90, 63, 0.08); }}
QPushButton[role="secondary"]:pressed {{ background: rgba(24, 90, 63, 0.18); }}
QPushButton[role="secondary"]:focus {{
    outline: none;  /* the border and fill show the focus: no dotted box round the words as well */
    border: 3px solid {FOCUS_ON_CREAM};
    padding: 7px 17px;
    background: {GOLD_PALE};  /* a change of fill, not only of border, to be seen at a glance */
}}
QPushButton[role="secondary"]:disabled {{ color: {INK_MUTED}; border: 2px dashed #CDBE9C; }}

QPushButton[role="link"] {{
    background: transparent;
    color: {FELT};
    border: none;
    border-bottom: 2px solid transparent;
    padding: 4px 2px;
    text-align: left;
}}
QPushButton[role="link"]:hover {{ color: {FELT_LIGHT}; border-bottom: 2px solid {GOLD}; }}
QPushButton[role="link"]:focus {{ border-bottom: 3px solid {FOCUS_ON_CREAM}; outline: none; }}

/* Buttons on the dark bars over the felt. */
QPushButton[role="bar"] {{
    background: transparent;
    color: {CREAM};
    border: 2px solid rgba(234, 213, 154, 0.55);
    border-radius: 8px;
    padding: 7px 18px;
    min-height: 22px;
}}
QPushButton[role="bar"]:hover {{ border-color: {GOLD}; background: rgba(255, 255, 255, 0.06); }}
QPushButton[role="bar"]:focus {{ border: 3px solid {GOLD}; padding: 6px 17px; outline: none; }}
QPushButton[role="bar"]:disabled {{ color: rgba(251, 245, 230, 0.45); border: 2px dashed rgba(234, 213, 154, 0.35); }}
QPushButton[role="play"] {{
    background: {GOLD};
    color: {FELT_NIGHT};
    border: 2px solid {GOLD_PALE};
    border-radius: 8px;
    padding: 7px 26px;
    min-height: 22px;
    font-weight: bold;
}}
QPushButton[role="play"]:hover {{ background: {GOLD_PALE}; }}
QPushButton[role="play"]:focus {{ border: 3px solid {CREAM}; padding: 6px 25px; outline: none; }}
QPushButton[role="play"]:disabled {{
    background: transparent;
    color: rgba(251, 245, 230, 0.45);
    border: 2px dashed rgba(234, 213, 154, 0.35);
}}

QLabel#comingBadge {{
    background: {BURGUNDY};
    color: {CREAM};
    border-radius: 4px;
    padding: 2px 9px;
    font-weight: bold;
}}

QScrollArea#lobbyScroll, QScrollArea#statsScroll, QWidget#lobbyGrid {{ background: transparent; border: none; }}
QScrollArea#lobbyScroll QScrollBar:vertical, QScrollArea#statsScroll QScrollBar:vertical {{ background: transparent; width: 10px; margin: 4px 0px; }}
QScrollArea#lobbyScroll QScrollBar::handle:vertical, QScrollArea#statsScroll QScrollBar::handle:vertical {{
    background: rgba(234, 213, 154, 0.45);
    border-radius: 4px;
    min-height: 40px;
}}
QScrollArea#lobbyScroll QScrollBar::add-line, QScrollArea#lobbyScroll QScrollBar::sub-line,
QScrollArea#statsScroll QScrollBar::add-line, QScrollArea#statsScroll QScrollBar::sub-line {{ height: 0px; }}
QScrollArea#lobbyScroll QScrollBar::add-page, QScrollArea#lobbyScroll QScrollBar::sub-page,
QScrollArea#statsScroll QScrollBar::add-page, QScrollArea#statsScroll QScrollBar::sub-page {{
    background: transparent;
}}

QListWidget#rulesContents {{
    background: transparent;
    border: 2px solid transparent;  /* as wide as the focus ring: the rows are laid out inside it */
    border-radius: 6px;
    color: {CREAM};
    outline: none;
}}
QListWidget#rulesContents::item {{
    padding: {CONTENTS_ITEM_PADDING[0]}px {CONTENTS_ITEM_PADDING[1]}px;
    border-left: {CONTENTS_ITEM_MARK}px solid transparent;
    border-radius: 0px;
}}
QListWidget#rulesContents::item:hover {{ background: rgba(255, 255, 255, 0.06); }}
QListWidget#rulesContents::item:selected {{
    background: rgba(217, 180, 74, 0.16);
    color: {GOLD_PALE};
    border-left: {CONTENTS_ITEM_MARK}px solid {GOLD};
}}
QListWidget#rulesContents:focus {{ border-color: {GOLD}; }}

QTextBrowser#ruleBook {{
    background: {PAPER};
    color: {INK};
    border: 2px solid {PAPER};  /* as wide as the focus ring, so focus does not reflow the text */
    border-radius: 6px;
    selection-background-color: {GOLD_PALE};
    selection-color: {INK};
}}
QTextBrowser#ruleBook:focus {{ border: 2px solid {GOLD_DEEP}; }}
QTextBrowser#ruleBook QScrollBar:vertical {{
    background: transparent;
    width: 12px;
    margin: 8px 2px 8px 0px;
}}
QTextBrowser#ruleBook QScrollBar::handle:vertical {{
    background: #D8C8A2;
    border-radius: 4px;
    min-height: 40px;
}}
QTextBrowser#ruleBook QScrollBar::handle:vertical:hover {{ background: {GOLD_DEEP}; }}
QTextBrowser#ruleBook QScrollBar::add-line, QTextBrowser#ruleBook QScrollBar::sub-line {{
    height: 0px;
}}
QTextBrowser#ruleBook QScrollBar::add-page, QTextBrowser#ruleBook QScrollBar::sub-page {{
    background: transparent;
}}
"""


def repolish(widget: QWidget) -> None:
    """Style `widget` anew after a property its style sheet reads has changed."""
    widget.style().unpolish(widget)
    widget.style().polish(widget)
