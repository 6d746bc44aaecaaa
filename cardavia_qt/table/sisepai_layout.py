"""Where the Sì Sè Pái piles go for a given table size: a pure function, so it is easy to test.

Play runs you → right → across → left (R10), so the seats sit: you at the bottom, seat 1 in
the right column, seat 2 along the top, seat 3 in the left column. Each opponent shows its
hidden cards as a small fan of backs (with its caption), its exposed groups and its discard
river. Your hand takes the bottom band, the largest cards on the table; your exposed groups
and your river lie just above it. The stock and the public card sit in the middle.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF

from cardavia_qt.table.piles import caption_room

SISEPAI_ASPECT = 360 / 120  # the card art's viewBox: tall narrow cards
HAND_LIFT = 0.16  # room above the hand for a chosen or hovered card to rise into
HAND_CARDS = 21
RIGHT, ACROSS, LEFT = 1, 2, 3


@dataclass(frozen=True)
class SisepaiGeometry:
    hand: QRectF
    stock: QRectF
    public: QRectF
    hidden: dict[int, QRectF]  # the opponents' backs, by seat
    melds: dict[int, QRectF]  # exposed groups, by seat (0 is you)
    rivers: dict[int, QRectF]  # unclaimed discards, by seat
    hand_card_width: float
    back_card_width: float
    meld_card_width: float
    river_card_width: float
    public_card_width: float

    def rects(self) -> dict[str, QRectF]:
        named = {"hand": self.hand, "stock": self.stock, "public": self.public}
        named.update({f"hidden{seat}": rect for seat, rect in self.hidden.items()})
        named.update({f"melds{seat}": rect for seat, rect in self.melds.items()})
        named.update({f"river{seat}": rect for seat, rect in self.rivers.items()})
        return named



def _split_down(rect: QRectF, shares: list[float], gap: float) -> list[QRectF]:
    """Cut a rectangle into stacked parts of these shares of its height."""
    free = rect.height() - gap * (len(shares) - 1)
    parts, top = [], rect.top()
    for share in shares:
        height = free * share
        parts.append(QRectF(rect.left(), top, rect.width(), height))
        top += height + gap
    return parts


def _split_across(rect: QRectF, shares: list[float], gap: float) -> list[QRectF]:
    """Cut a rectangle into side-by-side parts of these shares of its width."""
    free = rect.width() - gap * (len(shares) - 1)
    parts, left = [], rect.left()
    for share in shares:
        width = free * share
        parts.append(QRectF(left, rect.top(), width, rect.height()))
        left += width + gap
    return parts


#: The least width of the hidden hand across, in pixels, where the table has it to give.
LEAST_ACROSS_FAN = 130.0


def sisepai_geometry(width: float, height: float) -> SisepaiGeometry:
    margin = min(20.0, max(6.0, min(width, height) * 0.016))
    gap = margin * 0.8

    # The hand: 21 cards nearly edge to edge, limited by the width, and by 30 % of the height.
    hand_card = min((width - 2 * margin) / (1 + (HAND_CARDS - 1) * 0.86 + 1.5),
                    height * 0.3 / (SISEPAI_ASPECT * (1 + HAND_LIFT)))
    hand_height = hand_card * SISEPAI_ASPECT * (1 + HAND_LIFT)
    hand = QRectF(margin, height - margin - hand_height, width - 2 * margin, hand_height)

    back_card = hand_card * 0.42
    fan_height = back_card * SISEPAI_ASPECT + caption_room(back_card)
    column_width = width * 0.19
    column_bottom = hand.top() - gap
    columns = {
        LEFT: QRectF(margin, margin, column_width, column_bottom - margin),
        RIGHT: QRectF(width - margin - column_width, margin, column_width, column_bottom - margin),
    }
    hidden, melds, rivers = {}, {}, {}
    for seat, column in columns.items():
        fan = QRectF(column.left(), column.top(), column.width(), fan_height)
        below = QRectF(column.left(), fan.bottom() + gap, column.width(), column.bottom() - fan.bottom() - gap)
        hidden[seat] = fan
        melds[seat], rivers[seat] = _split_down(below, [0.55, 0.45], gap)

    middle_left = margin + column_width + gap * 2
    middle_right = width - margin - column_width - gap * 2
    middle_width = middle_right - middle_left
    top_height = max(fan_height, height * 0.19)
    top_band = QRectF(middle_left, margin, middle_width, top_height)
    # The hand across: its share of the band, or at a small table room for its caption, which
    # keeps clear of the left hand's (the table's controller): «Overfor · 20 kort» centred on a
    # narrower fan ran over the end of «Til venstre · 19 kort».
    fan_share = max(0.26, min(0.4, LEAST_ACROSS_FAN / middle_width))
    rest = (1 - fan_share) / (0.42 + 0.32)
    fan, melds[ACROSS], rivers[ACROSS] = _split_across(top_band, [fan_share, 0.42 * rest, 0.32 * rest], gap * 2)
    hidden[ACROSS] = QRectF(fan.left(), fan.top(), fan.width(), fan_height)

    own_height = height * 0.15
    own_band = QRectF(middle_left, column_bottom - own_height, middle_width, own_height)
    melds[0], rivers[0] = _split_across(own_band, [0.55, 0.45], gap * 2)

    centre = QRectF(middle_left, top_band.bottom() + gap, middle_width,
                    own_band.top() - gap - top_band.bottom() - gap)
    public_card = min(hand_card * 1.15, (centre.height() - caption_room(hand_card)) / (SISEPAI_ASPECT * 1.05))
    public_card = max(8.0, public_card)
    box_width = max(public_card * 2.4, caption_room(public_card) * 4)
    public = QRectF(centre.center().x() + gap, centre.top(), box_width, centre.height())
    stock = QRectF(centre.center().x() - gap - box_width, centre.top(), box_width, centre.height())
    return SisepaiGeometry(hand, stock, public, hidden, melds, rivers, hand_card, back_card,
                           hand_card * 0.72, hand_card * 0.55, public_card)
