"""The two arrangements the Kowah table needs beyond the shared piles.

`ChoosingHand` is your fanned hand where a discard is chosen before it is made: the chosen card
stands raised until you click it again (or press Enter, or drop it on the discards).
`DiscardRow` keeps the discards readable: the latest lies whole at the right, and each earlier
one peeks out to its left far enough to show its index, so a player can count which copies are
gone (R4: a wait can die) without a separate list.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from cardavia_qt.table.card_item import CardItem
from cardavia_qt.table.piles import FanPile, Pile, Placement

CHOSEN_RISE = 0.1  # the chosen card rises by this share of its height (inside the lift room)


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
