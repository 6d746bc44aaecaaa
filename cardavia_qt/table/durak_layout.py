"""Where the Durak piles go for a given table size: a pure function, so it is easy to test.

Top: the opponent's face-down hand. Middle: the stock with its trump (left), the bout (centre),
the discard heap (right). Bottom: the player's hand, the largest cards on the table. Card size
follows the window's height, limited by its width, so every pile fits at any window size.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF

from cardavia_qt.table.card_item import CARD_ASPECT
from cardavia_qt.table.piles import StackPile, caption_room

OPPONENT_SCALE = 0.64  # the opponent's backs are smaller: they matter less than your cards
STOCK_SCALE = 0.84
HAND_LIFT = 0.12  # room above the hand for a hovered card to rise into


@dataclass(frozen=True)
class DurakGeometry:
    opponent: QRectF
    stock: QRectF
    table: QRectF
    discard: QRectF
    hand: QRectF
    card_width: float  # the player's cards
    opponent_card_width: float
    stock_card_width: float

    def rects(self) -> dict[str, QRectF]:
        return {"opponent": self.opponent, "stock": self.stock, "table": self.table,
                "discard": self.discard, "hand": self.hand}



def durak_geometry(width: float, height: float) -> DurakGeometry:
    margin = min(28.0, max(8.0, min(width, height) * 0.022))
    gap = margin * 0.8
    card_height = min(height * 0.25, width * 0.125 * CARD_ASPECT)
    card_width = card_height / CARD_ASPECT

    opponent_width = card_width * OPPONENT_SCALE
    opponent_height = opponent_width * CARD_ASPECT + caption_room(opponent_width)
    opponent = QRectF(width * 0.22, margin, width * 0.56, opponent_height)

    hand_height = card_height * (1 + HAND_LIFT) + card_width * 0.08
    hand = QRectF(margin * 2, height - margin - hand_height, width - margin * 4, hand_height)

    # The middle band may tuck under the hand's hover room: nothing rests there.
    middle_top = opponent.bottom() + gap
    middle_bottom = hand.top() + card_height * HAND_LIFT * 0.5 - gap
    middle_height = max(10.0, middle_bottom - middle_top)

    stock_width = card_width * STOCK_SCALE
    stock_width = min(stock_width, (middle_height - caption_room(stock_width)) / (CARD_ASPECT * 1.05))
    stock_width = max(10.0, stock_width)
    stock_box_height = stock_width * CARD_ASPECT * 1.05 + caption_room(stock_width)
    stock_top = middle_top + (middle_height - stock_box_height) / 2
    stock = QRectF(margin * 1.5, stock_top, stock_width * (StackPile.ACROSS_OFFSET + CARD_ASPECT / 2 + 0.5) * 1.06 + 4, stock_box_height)
    discard_width = stock_width * 1.2 + 4
    discard = QRectF(width - margin * 1.5 - discard_width, stock_top, discard_width, stock_box_height)

    table_left = stock.right() + gap * 2
    table_right = discard.left() - gap * 2
    table = QRectF(table_left, middle_top, max(10.0, table_right - table_left), middle_height)
    return DurakGeometry(opponent, stock, table, discard, hand, card_width, opponent_width, stock_width)
