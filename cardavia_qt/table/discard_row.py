"""The discards of every game, in the order they were thrown: one pile, set up per table.

A discard row lays its cards in rows of cells — a share of a card's width apart (`step`: less
than one, and each card peeks out from under the next; at least one, and they lie side by
side) — rows a share of a card's height apart (`row_step`: a Sì Sè Pái river shows only each
card's character band above the next row). A row reads left to right or, for a seat across the
table, right to left (`direction`); the rows grow downwards or upwards (`grow`). The cards are
the largest that fit the pile's rectangle, and the cells are sized for at least `reserve`
columns and rows, so a river does not change size with every discard. A row that must stay one
row (`rows=1`, Kowah's shared discards) keeps the latest cards in view and squares the oldest
under the first.

Beside the cards a row may draw the glow of the discard still open to claims (`fresh`, MCR)
and, under each card, a mark pointing to the seat that threw it (`marks`, Kowah: one shared
row must not hide who threw what).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF

from cardavia_qt.filters.colours import shown
from cardavia_qt.table.card_item import CardItem
from cardavia_qt.table.piles import CAPTION_BG, Pile, Placement

FRESH_COLOUR = QColor("#ffd24a")
TRAY_COLOUR = QColor(0, 0, 0, 38)
# Which way a thrower's mark points: to the seat's side of the table.
POINTS_LEFT, POINTS_RIGHT, POINTS_DOWN = "left", "right", "down"
MARK_COLOURS = {POINTS_LEFT: QColor("#f2a6c8"), POINTS_RIGHT: QColor("#8fd3f0"), POINTS_DOWN: QColor("#ffd24a")}


class DiscardRow(Pile):
    MARK_MIN = 15.0  # a thrower's mark is never smaller than this, in pixels, however small the table

    def __init__(self, name: str, z_base: float = 0.0, *, step: float = 1.0, row_step: float = 1.0,
                 per_row: int | None = None, rows: int | None = None, reserve: tuple[int, int] = (1, 1),
                 spare: float = 1.0, align: str = "left", direction: str = "ltr", grow: str = "down",
                 marked: bool = False, tray: bool = False):
        super().__init__(name, z_base)
        self.step = step
        self.row_step = row_step
        self.per_row = per_row  # None: as many as the width holds
        self.rows = rows  # None: as many as the discards need
        self.reserve = reserve  # (columns, rows) the cells are sized for at least
        self.spare = spare  # headroom around a card (a share of its size)
        self.align = align  # where the rows sit: "left", "center" or "right"
        self.direction = direction  # "ltr" or "rtl": where a row's first card lies
        self.grow = grow  # "down" or "up": where the next row goes
        self.marked = marked  # a strip under the cards for the throwers' marks
        self.tray = tray  # a darker patch of felt under the pile: it reads apart from melds
        self.fresh: CardItem | None = None  # the discard others may still claim: it glows
        self.marks: dict[CardItem, str] = {}  # card -> which way its thrower's mark points

    def _forget(self, card: CardItem) -> None:
        self.marks.pop(card, None)
        if card is self.fresh:
            self.fresh = None

    # -- size --------------------------------------------------------------------------------
    def mark_size(self) -> float:
        return max(self.MARK_MIN, self.card_width * 0.34)

    def card_area(self) -> QRectF:
        area = super().card_area()
        if self.marked:
            # Kept with or without discards yet, so the cards do not change size with the first.
            area.setBottom(area.bottom() - self.mark_size() * 1.25)
        return area

    def columns(self, width: float) -> int:
        """How many cards a row holds at this card width."""
        if self.per_row is not None:
            return self.per_row
        room = self.card_area().width() - width * self.spare
        return max(1, int(room // (self.step * width)) + 1) if room >= 0 else 1

    def _shape(self, width: float, count: int) -> tuple[int, int]:
        """(columns, rows) of cells the row is laid out in at this width."""
        per_row = self.columns(width)
        columns = min(per_row, max(count, self.reserve[0]))
        if self.rows == 1:
            return columns, 1
        return columns, max(self.reserve[1], math.ceil(count / per_row))

    def _fits(self, width: float, count: int) -> bool:
        area = self.card_area()
        columns, rows = self._shape(width, count)
        wide = width * ((columns - 1) * self.step + self.spare)
        tall = width * self.aspect * ((rows - 1) * self.row_step + self.spare)
        return wide <= area.width() + 1e-6 and tall <= area.height() + 1e-6

    def fitted_card_width(self) -> float:
        count = len(self._cards)
        best = max(4.0, self.card_width)
        if self._fits(best, count):
            return best
        low, high = 4.0, best
        for _ in range(18):  # bisection: a fraction of a pixel is close enough
            middle = (low + high) / 2
            if self._fits(middle, count):
                low = middle
            else:
                high = middle
        return low

    # -- places ------------------------------------------------------------------------------
    def placements(self) -> list[tuple[CardItem, Placement]]:
        cards = self.cards
        if not cards:
            return []
        width = self.fitted_card_width()
        per_row = self.columns(width)
        hidden = max(0, len(cards) - per_row) if self.rows == 1 else 0  # the oldest, squared under the first
        result = []
        for index, card in enumerate(cards):
            slot = max(0, index - hidden)
            result.append((card, Placement(self._centre(width, slot, len(cards) - hidden), width, self.z_base + index,
                                           shadow=index >= hidden, visible=index >= hidden)))
        return result

    def _centre(self, width: float, slot: int, shown: int) -> QPointF:
        area = self.card_area()
        height = width * self.aspect
        per_row = self.columns(width)
        row, column = divmod(slot, per_row)
        in_row = min(per_row, max(shown, self.reserve[0] if self.align != "center" else shown))
        span = width * ((in_row - 1) * self.step + 1)
        margin = width * (self.spare - 1) / 2
        if self.align == "center":
            left = area.center().x() - span / 2
        elif self.align == "right":
            left = area.right() - margin - span
        else:
            left = area.left() + margin
        if self.direction == "rtl":
            x = left + span - width / 2 - column * self.step * width
        else:
            x = left + width / 2 + column * self.step * width
        top = area.top() + height * (self.spare - 1) / 2
        if self.grow == "up":
            y = area.bottom() - height * (self.spare - 1) / 2 - height / 2 - row * self.row_step * height
        else:
            y = top + height / 2 + row * self.row_step * height
        return QPointF(x, y)

    def caption_centre_x(self) -> float:
        """Under the cards (or the place of the first), not at the middle of the row: a row
        kept to one side can be far wider than what lies in it (Kowah's discards, at its
        right end, had their count some 300 px to the left)."""
        shown = [place for _, place in self.placements() if place.visible]
        if not shown:
            return self.empty_outline().center().x()
        return (min(place.pos.x() for place in shown) + max(place.pos.x() for place in shown)) / 2

    def caption_rect(self) -> QRectF:
        # A caption wider than the cards under it stays inside the row.
        rect = super().caption_rect()
        shift = min(0.0, self.rect.right() - rect.right()) or max(0.0, self.rect.left() - rect.left())
        return rect.translated(shift, 0)

    def drop_rect(self) -> QRectF:
        """Where the next discard will lie: the place to drop a discard on (the latest's
        place in a single row, which keeps the newest at its end)."""
        width = self.fitted_card_width()
        count = len(self._cards)
        if self.rows == 1:
            slot = min(count, self.columns(width)) - 1 if count else 0
            centre = self._centre(width, max(0, slot), max(1, min(count, self.columns(width))))
        else:
            centre = self._centre(width, count, count + 1)
        height = width * self.aspect
        return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)

    def empty_outline(self) -> QRectF:
        return self.drop_rect()

    def cell_rect(self, card: CardItem) -> QRectF | None:
        for item, place in self.placements():
            if item is card:
                height = place.width * self.aspect
                return QRectF(place.pos.x() - place.width / 2, place.pos.y() - height / 2, place.width, height)
        return None

    # -- the throwers' marks -----------------------------------------------------------------
    def mark_rects(self) -> list[tuple[CardItem, QRectF]]:
        """Where each visible card's mark goes: under the part of the card that shows."""
        size = self.mark_size()
        top = self.card_area().bottom() + size * 0.15
        rects = []
        placements = self.placements()
        for index, (card, place) in enumerate(placements):
            if not place.visible or card not in self.marks:
                continue
            # Under the strip of an earlier card that peeks out; under the middle of the latest.
            shown = place.width if index == len(placements) - 1 else place.width * min(1.0, self.step)
            centre = place.pos.x() - place.width / 2 + shown / 2
            left = min(max(centre - size / 2, self.rect.left()), self.rect.right() - size)
            rects.append((card, QRectF(left, top, size, size)))
        return rects

    # -- drawing -----------------------------------------------------------------------------
    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.tray:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(shown(TRAY_COLOUR))
            radius = min(12.0, self.rect.height() / 6)
            painter.drawRoundedRect(self.rect.adjusted(-4, -4, 4, 4), radius, radius)
        super().paint(painter, option, widget)
        if self.fresh is not None and self.fresh.pile is self:
            rect = self.cell_rect(self.fresh)
            if rect is not None:
                # The tile a claim window is open on glows, so the eye finds it at once.
                grow = max(3.0, rect.width() * 0.12)
                glow = QColor(FRESH_COLOUR)
                glow.setAlpha(150)
                painter.setPen(QPen(shown(glow), grow))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-grow / 2, -grow / 2, grow / 2, grow / 2), grow, grow)
        for card, rect in self.mark_rects():
            self._paint_mark(painter, rect, self.marks[card])

    @staticmethod
    def _paint_mark(painter: QPainter, rect: QRectF, points: str) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(shown(CAPTION_BG))
        painter.drawEllipse(rect)
        c, r = rect.center(), rect.width() * 0.3
        tip = {POINTS_LEFT: QPointF(-1, 0), POINTS_RIGHT: QPointF(1, 0), POINTS_DOWN: QPointF(0, 1)}[points]
        side = QPointF(-tip.y(), tip.x())
        arrow = QPolygonF([c + tip * r, c - tip * (r * 0.7) + side * r, c - tip * (r * 0.7) - side * r])
        painter.setPen(QPen(shown(MARK_COLOURS[points].darker(160)), 1))
        painter.setBrush(shown(MARK_COLOURS[points]))
        painter.drawPolygon(arrow)
