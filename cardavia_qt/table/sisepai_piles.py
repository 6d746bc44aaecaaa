"""Piles for the narrow Sì Sè Pái cards, whose character sits in the top third of the card.

A fan that hides a card's right part (as a Western hand does) would hide its character, so
the player's hand lies almost edge to edge, in one row, with small gaps between candidate
melds. Exposed groups and discard rivers lie in rows that overlap downwards: each row covers
the lower part of the row above, and every card's character stays in view.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPen

from cardavia_qt.table.card_item import CORNER, CardItem
from cardavia_qt.table.piles import Choosing, Pile, Placement, StackPile

READABLE_TOP = 0.36  # share of a card's height showing its character disc
CALL_COLOUR = QColor("#ffd24a")  # the gold of a drop target and of the active caption
CALL_PULSES = 3  # the glow swells this many times as a choice opens, then stays steady
CALL_PULSE_MS = 420


class SisepaiHandPile(Choosing, Pile):
    """The player's hidden hand: one row, cards nearly side by side, optional gaps before some
    cards (the start of each candidate meld), and the chosen discard raised."""

    def __init__(self, name: str, z_base: float = 0.0, *, max_step: float = 0.97, min_step: float = 0.8,
                 gap: float = 0.28, lift_room: float = 0.16, raise_by: float = 0.12):
        super().__init__(name, z_base)
        self.max_step = max_step  # card-to-card spacing, as a share of the card width
        self.min_step = min_step  # tighter than this would cover the character disc: shrink instead
        self.gap = gap  # extra room before the first card of a group
        self.lift_room = lift_room  # share of a card's height kept free above the row
        self.rise = raise_by  # how far the chosen card rises, a share of its height
        self.breaks: set[int] = set()  # indices of cards that start a new group

    def _gaps(self) -> int:
        count = len(self.cards)
        return len([index for index in self.breaks if 0 < index < count])

    def fitted_card_width(self) -> float:
        area = self.card_area()
        count = max(1, len(self.cards))
        width = min(self.card_width, area.height() / (self.aspect * (1 + self.lift_room)))
        span = 1 + (count - 1) * self.min_step + self._gaps() * self.gap
        return max(8.0, min(width, area.width() / span))

    def placements(self) -> list[tuple[CardItem, Placement]]:
        cards = self.cards
        if not cards:
            return []
        area = self.card_area()
        width = self.fitted_card_width()
        height = width * self.aspect
        gaps = self._gaps()
        step = self.max_step
        if len(cards) > 1:
            room = area.width() / width - 1 - gaps * self.gap
            step = max(self.min_step, min(self.max_step, room / (len(cards) - 1)))
        span = width * (1 + (len(cards) - 1) * step + gaps * self.gap)
        x = area.center().x() - span / 2 + width / 2
        base_y = area.bottom() - height / 2
        result = []
        for index, card in enumerate(cards):
            if index and index in self.breaks:
                x += self.gap * width
            result.append((card, Placement(QPointF(x, base_y), width, self.z_base + index)))
            x += step * width
        return result


class MeldRowsPile(Pile):
    """Groups of cards in rows that flow left to right and overlap downwards: a later row
    hides all but the top of the row above, where the characters are. Card size is the
    largest that fits the rectangle."""

    def __init__(self, name: str, z_base: float = 0.0, *, step: float = 0.94, gap: float = 0.4,
                 align: str = "left"):
        super().__init__(name, z_base)
        self.step = step  # spacing inside a group, as a share of the card width
        self.gap = gap  # extra room between groups
        self.align = align  # "left", "center" or "right" within the rectangle
        self.sizes: list[int] = []  # how many cards each group holds, in order

    # -- contents: groups over the flat card list -----------------------------------------------
    def add(self, card: CardItem, slot: int | None = None) -> None:
        """One card as a group of its own (a discard)."""
        super().add(card)
        self.sizes.append(1)

    def add_group(self, cards: list[CardItem]) -> None:
        for card in cards:
            Pile.add(self, card)
        self.sizes.append(len(cards))

    def remove(self, card: CardItem) -> None:
        index = self._cards.index(card)
        super().remove(card)
        start = 0
        for group, size in enumerate(self.sizes):
            if index < start + size:
                self.sizes[group] -= 1
                if not self.sizes[group]:
                    del self.sizes[group]
                break
            start += size

    def clear(self) -> None:
        super().clear()
        self.sizes = []

    def held(self) -> list[list[CardItem]]:
        return self.groups()

    def _keep(self, groups: list[list[CardItem]]) -> None:
        self._cards = [card for group in groups for card in group]
        self.sizes = [len(group) for group in groups if group]

    def groups(self) -> list[list[CardItem]]:
        cards, result, start = self.cards, [], 0
        for size in self.sizes:
            result.append(cards[start:start + size])
            start += size
        return result

    # -- arrangement: a grid of equal slots, so the rows' groups line up in columns ---------------
    def _slot(self, width: float) -> float:
        """The width one group's slot takes: its largest group, plus the gap after it."""
        largest = max(self.sizes, default=1)
        return width * (1 + (largest - 1) * self.step + self.gap)

    def _columns(self, width: float) -> int:
        slot = self._slot(width)
        if slot <= 0:
            return 1  # not laid out yet (a table never shown has no size)
        return max(1, int((self.card_area().width() + self.gap * width) / slot))

    def _fits(self, width: float) -> bool:
        area = self.card_area()
        if self._slot(width) - self.gap * width > area.width():
            return False  # even a row of its own would not hold the largest group
        rows = max(1, math.ceil(len(self.sizes) / self._columns(width)))
        return width * self.aspect * (1 + (rows - 1) * READABLE_TOP) <= area.height()

    def fitted_card_width(self) -> float:
        area = self.card_area()
        best = min(self.card_width, area.height() / self.aspect)
        if self._fits(best):
            return max(4.0, best)
        low, high = 4.0, best
        for _ in range(18):  # bisection: a fraction of a pixel is close enough
            middle = (low + high) / 2
            if self._fits(middle):
                low = middle
            else:
                high = middle
        return low

    def placements(self) -> list[tuple[CardItem, Placement]]:
        if not self.sizes:
            return []
        area = self.card_area()
        width = self.fitted_card_width()
        height = width * self.aspect
        slot = self._slot(width)
        columns = min(self._columns(width), len(self.sizes))
        span = columns * slot - self.gap * width
        if self.align == "center":
            left = area.center().x() - span / 2
        elif self.align == "right":
            left = area.right() - span
        else:
            left = area.left()
        result = []
        z = self.z_base
        for index, group in enumerate(self.groups()):
            row, column = divmod(index, columns)
            x = left + column * slot + width / 2
            y = area.top() + height / 2 + row * READABLE_TOP * height
            for position, card in enumerate(group):
                z += 1
                result.append((card, Placement(QPointF(x + position * self.step * width, y), width, z)))
        return result


class PublicCardPile(StackPile):
    """The card a claim window is open on, in the middle of the table; the player's discard
    may be dropped here. While the card is the player's to claim it glows (`calling`), and as
    the choice opens the glow swells a few times: a cue that needs no sound."""

    accepts_drops = True

    def __init__(self, name: str, z_base: float = 0.0):
        super().__init__(name, z_base)
        self.calling = False
        self.glow = 0.0  # the glow's strength now, 0 (none) to 1 (full)
        self._pulse = QVariantAnimation(self)
        self._pulse.setStartValue(0.0)
        self._pulse.setEndValue(1.0)
        for step in range(CALL_PULSES):  # up, down a little, up again: a few swells, ending full
            self._pulse.setKeyValueAt((step + 0.5) / CALL_PULSES, 1.0)
            self._pulse.setKeyValueAt((step + 1) / CALL_PULSES - 0.001, 0.35 if step < CALL_PULSES - 1 else 1.0)
        self._pulse.setEasingCurve(QEasingCurve.Type.Linear)
        self._pulse.valueChanged.connect(self._set_glow)

    def set_calling(self, calling: bool, speed: float = 1.0) -> None:
        """Glow while the player may claim the card; swell as the choice opens (at once when
        animations are off)."""
        if calling == self.calling:
            return
        self.calling = calling
        self._pulse.stop()
        if calling and speed > 0:
            self._pulse.setDuration(max(1, int(CALL_PULSES * CALL_PULSE_MS * speed)))
            self._pulse.start()
        else:
            self._set_glow(1.0 if calling else 0.0)

    @property
    def pulsing(self) -> bool:
        return self._pulse.state() == QVariantAnimation.State.Running

    def _set_glow(self, value) -> None:
        self.glow = float(value)
        self.update()

    def glow_rect(self) -> QRectF:
        """The outline the glow follows: where the public card rests."""
        width = self.fitted_card_width()
        centre = self.stack_centre()
        return QRectF(centre.x() - width / 2, centre.y() - width * self.aspect / 2, width, width * self.aspect)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        super().paint(painter, option, widget)
        if not (self.calling and self.glow > 0 and self.cards):
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.glow_rect().adjusted(-3, -3, 3, 3)
        radius = rect.width() * CORNER + 3
        # Wide faint strokes under narrow bright ones: a halo around the card, on the felt.
        for width, alpha in ((22, 40), (14, 80), (7, 150)):
            colour = QColor(CALL_COLOUR)
            colour.setAlpha(int(alpha * self.glow))
            painter.setPen(QPen(colour, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, radius, radius)
