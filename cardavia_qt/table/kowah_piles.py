"""The two arrangements the Kowah table needs beyond the shared piles.

`ChoosingHand` is your fanned hand where a discard is chosen before it is made: the chosen card
stands raised until you click it again (or press Enter, or drop it on the discards).
`DiscardRow` keeps the discards readable: the latest lies whole at the right, and each earlier
one peeks out to its left far enough to show its index, so a player can count which copies are
gone (R4: a wait can die) without a separate list. Under each card a small mark points to the
seat that threw it (left, right or down to you): one shared row must not hide who threw what.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF

from cardavia_qt.filters import colours
from cardavia_qt.table.card_item import CardItem
from cardavia_qt.table.piles import CAPTION_BG, FanPile, Pile, Placement

CHOSEN_RISE = 0.1  # the chosen card rises by this share of its height (inside the lift room)

# Which way a thrower's mark points, from the discard row: to the seat's side of the table.
POINTS_LEFT, POINTS_RIGHT, POINTS_DOWN = "left", "right", "down"
MARK_COLOURS = {POINTS_LEFT: QColor("#f2a6c8"), POINTS_RIGHT: QColor("#8fd3f0"), POINTS_DOWN: QColor("#ffd24a")}


class ChoosingHand(FanPile):
    accepts_drops = True  # the latest discard or the stock's top card may be dropped here

    def __init__(self, name: str, z_base: float = 0.0, **fan):
        super().__init__(name, z_base, **fan)
        self.chosen: CardItem | None = None

    def remove(self, card: CardItem) -> None:
        if card is self.chosen:
            self.chosen = None
        super().remove(card)

    def placements(self) -> list[tuple[CardItem, Placement]]:
        result = []
        for card, place in super().placements():
            if card is self.chosen:
                rise = place.width * self.aspect * CHOSEN_RISE
                place = Placement(QPointF(place.pos.x(), place.pos.y() - rise), place.width, place.z,
                                  place.rotation, place.shadow, place.visible)
            result.append((card, place))
        return result


class DiscardRow(Pile):
    accepts_drops = True
    PEEK = 0.42  # how much of each earlier discard shows, as a share of the card width
    SPARE = 1.06  # headroom around a card
    MARK_MIN = 15.0  # a thrower's mark is never smaller than this, in pixels, however small the table

    def __init__(self, name: str, z_base: float = 0.0):
        super().__init__(name, z_base)
        self.marks: dict[CardItem, str] = {}  # card -> which way its thrower's mark points

    def remove(self, card: CardItem) -> None:
        self.marks.pop(card, None)
        super().remove(card)

    def mark_size(self) -> float:
        return max(self.MARK_MIN, self.card_width * 0.34)

    def card_area(self) -> QRectF:
        # A strip under the cards is kept for the marks, with or without discards yet, so the
        # cards do not change size with the first one.
        area = super().card_area()
        area.setBottom(area.bottom() - self.mark_size() * 1.25)
        return area

    def fitted_card_width(self) -> float:
        area = self.card_area()
        return max(8.0, min(self.card_width, area.width() / self.SPARE, area.height() / (self.aspect * self.SPARE)))

    def placements(self) -> list[tuple[CardItem, Placement]]:
        cards = self.cards
        if not cards:
            return []
        area = self.card_area()
        width = self.fitted_card_width()
        peek = width * self.PEEK
        room = max(0, int((area.width() - width * self.SPARE) // peek))  # earlier cards that can peek
        right = area.right() - width * (self.SPARE - 1) / 2 - width / 2
        y = area.center().y()
        result = []
        count = len(cards)
        for index, card in enumerate(cards):
            behind = count - 1 - index  # how many discards came after this one
            # The oldest beyond the room lie squared under the leftmost visible card.
            shown = min(behind, room)
            visible = behind <= room
            result.append((card, Placement(QPointF(right - shown * peek, y), width, self.z_base + index,
                                           shadow=visible, visible=visible)))
        return result

    def latest_rect(self) -> QRectF:
        """Where the latest discard lies (or would lie): the place to drop a discard on."""
        area = self.card_area()
        width = self.fitted_card_width()
        height = width * self.aspect
        right = area.right() - width * (self.SPARE - 1) / 2
        return QRectF(right - width, area.center().y() - height / 2, width, height)

    def empty_outline(self) -> QRectF:
        return self.latest_rect()

    # -- the throwers' marks ---------------------------------------------------------------------
    def mark_rects(self) -> list[tuple[CardItem, QRectF]]:
        """Where each visible card's mark goes: under the part of the card that shows."""
        size = self.mark_size()
        width = self.fitted_card_width()
        peek = width * self.PEEK
        top = self.card_area().bottom() + size * 0.15
        rects = []
        placements = self.placements()
        for index, (card, place) in enumerate(placements):
            if not place.visible or card not in self.marks:
                continue
            # Under the strip of an earlier card that peeks out; under the middle of the latest.
            shown = width if index == len(placements) - 1 else peek
            centre = place.pos.x() - width / 2 + shown / 2
            left = min(max(centre - size / 2, self.rect.left()), self.rect.right() - size)
            rects.append((card, QRectF(left, top, size, size)))
        return rects

    def paint(self, painter: QPainter, option, widget=None) -> None:
        super().paint(painter, option, widget)
        for card, rect in self.mark_rects():
            self._paint_mark(painter, rect, self.marks[card])

    @staticmethod
    def _paint_mark(painter: QPainter, rect: QRectF, points: str) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colours.shown(CAPTION_BG))
        painter.drawEllipse(rect)
        c, r = rect.center(), rect.width() * 0.3
        tip = {POINTS_LEFT: QPointF(-1, 0), POINTS_RIGHT: QPointF(1, 0), POINTS_DOWN: QPointF(0, 1)}[points]
        side = QPointF(-tip.y(), tip.x())
        arrow = QPolygonF([c + tip * r, c - tip * (r * 0.7) + side * r, c - tip * (r * 0.7) - side * r])
        painter.setPen(QPen(colours.shown(MARK_COLOURS[points].darker(160)), 1))
        painter.setBrush(colours.shown(MARK_COLOURS[points]))
        painter.drawPolygon(arrow)
