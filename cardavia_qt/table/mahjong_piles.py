"""The MCR table's own piles and furniture: tiles side by side in rows (hands, rivers, flowers),
melds kept in their groups, the centre square with the wall, and a badge naming each seat.

Mahjong tiles are laid edge to edge, never fanned: a pile only decides each tile's place in a
grid of cells, shrinking its tiles when a grid would not fit its rectangle.
"""

from __future__ import annotations

import math
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from cardavia_qt.filters.colours import shown
from cardavia_qt.table.card_item import CardItem
from cardavia_qt.table.piles import Pile, Placement, StackPile

GAP = 0.04  # between neighbouring tiles, a share of a tile's width
GROUP_GAP = 0.3  # between two melds
APART = 0.45  # the drawn tile stands this many tile widths apart from the rest of the hand
PANEL = QColor(6, 34, 20, 150)
PANEL_EDGE = QColor(255, 230, 160, 70)
TEXT = QColor("#f3f0e2")
ACTIVE_PANEL = QColor(196, 150, 30, 225)
ACTIVE_TEXT = QColor("#1b1405")


class TileGridPile(Pile):
    """Tiles in rows of `per_row`, edge to edge, like a river or a hand.

    Rows grow downwards, or upwards (`grow="up"`) for a river whose seat is above it. Tiles may
    lie turned (`turn=90`) to show a side seat's concealed row edge on. The cells are sized for
    at least `min_rows` rows and `capacity` tiles, so a pile does not change size with every
    tile; only a pile that outgrows that room shrinks its tiles. The player's hand also sets its
    drawn tile apart (`apart_last`), keeping room above it for a chosen tile (`raise_share`)."""

    def __init__(self, name: str, z_base: float = 0.0, *, per_row: int = 6, min_rows: int = 1, capacity: int = 1,
                 turn: float = 0.0, align: str = "left", grow: str = "down", raise_share: float = 0.0):
        super().__init__(name, z_base)
        self.per_row = per_row
        self.min_rows = min_rows
        self.capacity = capacity
        self.turn = turn
        self.align = align  # "left", "center" or "right" (filled from the right) in the rectangle
        self.grow = grow
        self.raise_share = raise_share  # room above the row for a raised tile, share of its height
        self.apart_last = False
        self.aspect = 4 / 3

    @property
    def sideways(self) -> bool:
        return abs(self.turn) % 180 == 90

    def _cell(self, width: float) -> tuple[float, float]:
        """A tile's footprint on the table: (across, down)."""
        height = width * self.aspect
        return (height, width) if self.sideways else (width, height)

    def _shape(self, count: int) -> tuple[int, int]:
        columns = min(self.per_row, max(count, self.capacity, 1))
        rows = max(self.min_rows, math.ceil(count / self.per_row))
        return columns, rows

    def fitted_card_width(self, count: int | None = None) -> float:
        count = len(self._cards) if count is None else count
        columns, rows = self._shape(count)
        area = self.card_area()
        across, down = self._cell(1.0)
        extra = APART if self.apart_last else 0.0
        by_width = area.width() / ((columns * (1 + GAP) + extra) * across)
        by_height = area.height() / (rows * down * (1 + GAP) + self.raise_share * down)
        return max(6.0, min(self.card_width, by_width, by_height))

    def placements(self) -> list[tuple[CardItem, Placement]]:
        cards = self.cards
        if not cards:
            return []
        width = self.fitted_card_width()
        across, down = self._cell(width)
        pitch_x, pitch_y = across * (1 + GAP), down * (1 + GAP)
        area = self.card_area()
        in_row = min(self.per_row, len(cards))
        span = in_row * pitch_x + (APART * across if self.apart_last else 0.0)
        # A right-aligned pile fills from the right (the top seat's river, read from its side):
        # every tile keeps its place as more arrive.
        from_right = self.align == "right"
        left = area.center().x() - span / 2 if self.align == "center" else area.left()
        result = []
        for index, card in enumerate(cards):
            row, column = divmod(index, self.per_row)
            if from_right:
                x = area.right() - column * pitch_x - across / 2
            else:
                x = left + column * pitch_x + across / 2
            if self.apart_last and index == len(cards) - 1 and index:
                x += APART * across
            if self.grow == "up":
                y = area.bottom() - row * pitch_y - down / 2
            else:
                y = area.top() + self.raise_share * down + row * pitch_y + down / 2
            result.append((card, Placement(QPointF(x, y), width, self.z_base + index, self.turn)))
        return result


class MeldsPile(Pile):
    """Declared sets, each kept together: in one row (`stacked=False`, the player's and the top
    seat's) or one set per row (the side seats'). `slot` in `add` names the set to join;
    None starts a new one."""

    def __init__(self, name: str, z_base: float = 0.0, *, stacked: bool = False, align: str = "left"):
        super().__init__(name, z_base)
        self.stacked = stacked
        self.align = align
        self.groups: list[list[CardItem]] = []
        self.aspect = 4 / 3

    @property
    def cards(self) -> list[CardItem]:
        return [card for group in self.groups for card in group]

    def add(self, card: CardItem, slot: int | None = None) -> None:
        if card.pile is not None:
            card.pile.remove(card)
        if slot is None:
            self.groups.append([card])
        else:
            self.groups[slot].append(card)
        card.pile = self
        self.update()

    def add_group(self, cards: list[CardItem]) -> int:
        self.add(cards[0])
        index = len(self.groups) - 1
        for card in cards[1:]:
            self.add(card, index)
        return index

    def remove(self, card: CardItem) -> None:
        for group in self.groups:
            if card in group:
                group.remove(card)
                break
        else:
            raise ValueError("tile not in these melds")
        self.groups = [group for group in self.groups if group]
        card.pile = None
        self.update()

    def clear(self) -> None:
        for card in self.cards:
            card.pile = None
        self.groups = []
        self.update()

    def reorder(self, cards: list[CardItem]) -> None:
        raise ValueError("melds keep their order")

    def held(self) -> list[list[CardItem]]:
        return [list(group) for group in self.groups]

    def _keep(self, groups: list[list[CardItem]]) -> None:
        self.groups = [list(group) for group in groups if group]

    def fitted_card_width(self) -> float:
        area = self.card_area()
        if not self.groups:
            return self.card_width
        if self.stacked:
            longest = max(len(group) for group in self.groups)
            by_width = area.width() / (longest * (1 + GAP))
            by_height = area.height() / (len(self.groups) * self.aspect * (1 + 2 * GAP) + GROUP_GAP * 0.5)
        else:
            cells = sum(len(group) for group in self.groups) * (1 + GAP) + GROUP_GAP * (len(self.groups) - 1)
            by_width = area.width() / cells
            by_height = area.height() / self.aspect
        return max(6.0, min(self.card_width, by_width, by_height))

    def placements(self) -> list[tuple[CardItem, Placement]]:
        if not self.groups:
            return []
        width = self.fitted_card_width()
        height = width * self.aspect
        pitch = width * (1 + GAP)
        area = self.card_area()
        result = []
        z = self.z_base
        if self.stacked:
            for row, group in enumerate(self.groups):
                y = area.top() + row * (height * (1 + 2 * GAP) + GROUP_GAP * width * 0.5) + height / 2
                span = len(group) * pitch
                left = area.right() - span if self.align == "right" else area.left()
                for index, card in enumerate(group):
                    result.append((card, Placement(QPointF(left + index * pitch + width / 2, y), width, z)))
                    z += 1
            return result
        span = sum(len(group) for group in self.groups) * pitch + GROUP_GAP * width * (len(self.groups) - 1)
        x = area.right() - span if self.align == "right" else area.left()
        y = area.center().y()
        for group in self.groups:
            for card in group:
                result.append((card, Placement(QPointF(x + width / 2, y), width, z)))
                x += pitch
                z += 1
            x += GROUP_GAP * width
        return result


class WallPile(StackPile):
    """The centre square: the wall's remaining tiles as a squared stack with their count, and
    the round's wind above it."""

    def __init__(self, name: str, z_base: float = 0.0):
        super().__init__(name, z_base)
        self.show_outline = False
        self.aspect = 4 / 3
        self.heading = ""  # e.g. "East round"
        self.wind_face: Path | None = None  # the prevalent wind's tile

    def card_area(self) -> QRectF:
        # The lower part of the square holds the wall; the upper part the round's wind.
        rect = self.rect.adjusted(self.rect.width() * 0.3, self.rect.height() * 0.5, -self.rect.width() * 0.3,
                                  -self.rect.height() * 0.06)
        if self.caption:
            rect.setBottom(rect.bottom() - self.caption_height())
        return rect

    def caption_rect(self) -> QRectF:
        rect = super().caption_rect()
        rect.moveBottom(self.rect.bottom() - self.rect.height() * 0.05)
        return rect

    def fitted_card_width(self) -> float:
        area = self.card_area()
        return max(6.0, min(self.card_width, area.width() / 1.05, area.height() / (self.aspect * 1.05)))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect
        radius = rect.width() * 0.08
        painter.setPen(QPen(shown(PANEL_EDGE), 1.5))
        painter.setBrush(shown(PANEL))
        painter.drawRoundedRect(rect, radius, radius)
        scene = self.scene()
        tile, words = self.heading_layout()
        if self.wind_face is not None and scene is not None:
            pixmap = scene.cache.pixmap(self.wind_face, tile.width(), scene.ratio)
            size = pixmap.deviceIndependentSize()
            painter.drawPixmap(QPointF(tile.center().x() - size.width() / 2, tile.top()), pixmap)
        if self.heading:
            painter.setFont(self.heading_font())
            painter.setPen(shown(TEXT))
            painter.drawText(words, Qt.AlignmentFlag.AlignCenter, self.heading)
        super().paint(painter, option, widget)

    # The round's wind and name share the band above the wall: the name keeps its line and the
    # wind's tile takes what is left, so neither reaches the wall (at 700 px the name ran under
    # the wall's top tiles).
    # A long name is set smaller to fit the square: in Russian at 640 px, «Восточный раунд» was
    # wider than the square and cut at both ends.
    def heading_font(self) -> QFont:
        font = QFont()
        size = max(10, int(self.rect.width() * 0.075))
        font.setPixelSize(size)
        font.setWeight(QFont.Weight.DemiBold)
        room = self.rect.width() * 0.92
        wide = QFontMetricsF(font).horizontalAdvance(self.heading) if self.heading else 0.0
        if wide > room:
            font.setPixelSize(max(7, int(size * room / wide)))
        return font

    def heading_layout(self) -> tuple[QRectF, QRectF]:
        """(the wind's tile, the round's name): the band from the square's top to the wall's
        top card, the name's line kept whole."""
        rect = self.rect
        width = self.fitted_card_width()
        wall_top = self.stack_centre().y() - width * self.aspect / 2 - self.climb(width)
        top = rect.top() + rect.height() * 0.05
        band = QRectF(rect.left(), top, rect.width(), max(0.0, min(rect.height() * 0.42, wall_top - 2 - top)))
        line = QFontMetricsF(self.heading_font()).height() if self.heading else 0.0
        height = max(0.0, min(band.height() * 0.62, band.height() - line))
        tile = QRectF(band.center().x() - height / self.aspect / 2, band.top(), height / self.aspect, height)
        if self.wind_face is not None:
            band.setTop(tile.bottom())
        return tile, band


class SeatBadge(QGraphicsObject):
    """A seat's wind tile and name ("East · You", "dealer"), lit while that seat must act."""

    def __init__(self, name: str):
        super().__init__()
        self.setObjectName(name)
        self._rect = QRectF()
        self.wind_face: Path | None = None
        self.title = ""
        self.subtitle = ""
        self.active = False
        self.accessible_name = ""
        self.setZValue(50)

    def set_geometry(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self.update()

    def set_text(self, title: str, subtitle: str, active: bool) -> None:
        if (title, subtitle, active) != (self.title, self.subtitle, self.active):
            self.title, self.subtitle, self.active = title, subtitle, active
            # The whole text, should a long translation still be cut short on the badge.
            self.accessible_name = " · ".join(part for part in (title, subtitle) if part)
            self.setToolTip(self.accessible_name)
            self.update()

    def _text_rect(self) -> QRectF:
        rect = self._rect
        pad = rect.height() * 0.12
        text_left = rect.left() + pad * 1.5
        if self.wind_face is not None:
            text_left = rect.left() + pad * 2 + (rect.height() - 2 * pad) * 0.75
        return QRectF(text_left, rect.top() + pad * 0.5, rect.right() - text_left - pad, rect.height() - pad)

    def title_size(self) -> float:
        """The seat title's letter size in pixels ("East · You"), before any fitting."""
        return max(10.0, self._rect.height() * 0.32)

    def subtitle_size(self) -> float:
        """The second line's letter size ("dealer · 13 tiles"): small, but no smaller than the
        table's other captions."""
        return max(10.0, self._rect.height() * 0.27)

    def fitted(self, text: str, size: float, weight: QFont.Weight) -> tuple[QFont, str]:
        """The font and text to draw `text` with on one line of the badge: smaller, down to
        three quarters of `size`, before it is cut short."""
        width = self._text_rect().width()
        font = QFont()
        font.setWeight(weight)
        least = max(8, int(size * 0.75))
        for pixels in range(max(least, int(size)), least - 1, -1):
            font.setPixelSize(pixels)
            if QFontMetricsF(font).horizontalAdvance(text) <= width:
                return font, text
        return font, QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        rect = self._rect
        if rect.isEmpty():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = rect.height() * 0.3
        painter.setPen(QPen(shown(PANEL_EDGE), 1.2))
        painter.setBrush(shown(ACTIVE_PANEL if self.active else PANEL))
        painter.drawRoundedRect(rect, radius, radius)
        pad = rect.height() * 0.12
        scene = self.scene()
        if self.wind_face is not None and scene is not None:
            tile_h = rect.height() - 2 * pad
            pixmap = scene.cache.pixmap(self.wind_face, tile_h * 0.75, scene.ratio)
            painter.drawPixmap(QPointF(rect.left() + pad, rect.top() + pad), pixmap)
        text = self._text_rect()
        painter.setPen(shown(ACTIVE_TEXT if self.active else TEXT))
        title_font, title = self.fitted(self.title, self.title_size(), QFont.Weight.Bold)
        painter.setFont(title_font)
        upper = QRectF(text.left(), text.top(), text.width(), text.height() / 2)
        lower = QRectF(text.left(), text.center().y(), text.width(), text.height() / 2)
        painter.drawText(upper if self.subtitle else text, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                         title)
        if self.subtitle:
            small_font, subtitle = self.fitted(self.subtitle, self.subtitle_size(), QFont.Weight.Normal)
            painter.setFont(small_font)
            painter.drawText(lower, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, subtitle)
