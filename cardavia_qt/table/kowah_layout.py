"""Where the Kowah piles go for a given table size: a pure function, so it is easy to test.

Three players round a table (R11: you → right → left). Top: the left and the right AI's
face-down hands in the corners. Middle band: each AI's exposed waiting pair below its hand
("in front of" it), and between them the stock, the latest face-up public draw and the row of
discards. Bottom: your own exposed pair at the left and your hand, the largest cards on the
table. Money cards are long and narrow (a third as wide as tall), so a whole hand fits side by
side with hardly any overlap.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF

from cardavia_qt.table.piles import caption_room

KOWAH_ASPECT = 330 / 110  # the card art's viewBox
OPPONENT_SCALE = 0.68  # the AIs' backs are smaller: they matter less than your cards
MIDDLE_SCALE = 0.8  # stock, discards, public draw and exposed pairs
HAND_LIFT = 0.12  # room above the hand for a hovered or chosen card to rise into
HAND_CARDS = 9  # eight, nine after a draw or take
EXPOSED_CARDS = 3  # the waiting pair, and the winning third copy at the end
EXPOSED_STEP = 1.08  # exposed cards lie side by side with a little gap
OPPONENT_STEP = 0.72  # wide enough to read the cards the table has seen, and all at the end


@dataclass(frozen=True)
class KowahGeometry:
    left_hand: QRectF  # seat 2, the left AI
    right_hand: QRectF  # seat 1, the right AI
    left_exposed: QRectF
    right_exposed: QRectF
    stock: QRectF
    public_draw: QRectF
    discards: QRectF
    your_exposed: QRectF
    hand: QRectF
    card_width: float  # your hand
    opponent_card_width: float
    middle_card_width: float

    def rects(self) -> dict[str, QRectF]:
        return {"left_hand": self.left_hand, "right_hand": self.right_hand,
                "left_exposed": self.left_exposed, "right_exposed": self.right_exposed,
                "stock": self.stock, "public_draw": self.public_draw, "discards": self.discards,
                "your_exposed": self.your_exposed, "hand": self.hand}


def kowah_geometry(width: float, height: float) -> KowahGeometry:
    margin = min(24.0, max(8.0, min(width, height) * 0.02))
    gap = margin * 0.8

    # Card size follows the height (three bands of cards), limited by the width: the hand and
    # your exposed cards side by side must fit across the window.
    card_height = min(height * 0.27, width * 0.3)
    card_width = card_height / KOWAH_ASPECT
    middle_width = card_width * MIDDLE_SCALE
    exposed_span = middle_width * ((EXPOSED_CARDS - 1) * EXPOSED_STEP + 1) + 4

    opponent_width = card_width * OPPONENT_SCALE
    opponent_height = opponent_width * KOWAH_ASPECT + caption_room(opponent_width)
    seat_width = min(width * 0.36, max(opponent_width * (1 + 8 * OPPONENT_STEP) * 1.05, 220.0))
    left_hand = QRectF(margin, margin, seat_width, opponent_height)
    right_hand = QRectF(width - margin - seat_width, margin, seat_width, opponent_height)

    hand_height = card_height * (1 + HAND_LIFT) + caption_room(card_width)
    bottom = height - margin
    your_exposed_height = middle_width * KOWAH_ASPECT + caption_room(middle_width)
    your_exposed = QRectF(margin, bottom - your_exposed_height, exposed_span, your_exposed_height)
    hand_left = your_exposed.right() + gap
    # Centred on the window, so your exposed pair's box is mirrored by free felt on the right.
    hand = QRectF(hand_left, bottom - hand_height, max(10.0, width - 2 * hand_left), hand_height)

    # The middle band may tuck under the hand's hover room: nothing rests there.
    middle_top = left_hand.bottom() + gap
    middle_bottom = hand.top() + card_height * HAND_LIFT * 0.5 - gap
    middle_height = max(10.0, middle_bottom - middle_top)
    fitting = (middle_height - caption_room(middle_width)) / (KOWAH_ASPECT * 1.06)
    middle_width = max(8.0, min(middle_width, fitting))
    box_height = middle_width * KOWAH_ASPECT * 1.06 + caption_room(middle_width)
    box_top = middle_top + (middle_height - box_height) / 2

    left_exposed = QRectF(margin, box_top, exposed_span, box_height)
    right_exposed = QRectF(width - margin - exposed_span, box_top, exposed_span, box_height)
    # Boxes wide enough for their captions ("Stock · 96", "Right AI drew"), not only a card.
    small_box = max(middle_width * 1.3, 96.0)
    stock = QRectF(left_exposed.right() + gap * 1.5, box_top, small_box, box_height)
    public_draw = QRectF(stock.right() + gap, box_top, small_box, box_height)
    discards_left = public_draw.right() + gap
    discards = QRectF(discards_left, box_top, max(10.0, right_exposed.left() - gap * 1.5 - discards_left),
                      box_height)
    return KowahGeometry(left_hand, right_hand, left_exposed, right_exposed, stock, public_draw, discards,
                         your_exposed, hand, card_width, opponent_width, middle_width)
