"""Where the MCR piles go for a given table size: a pure function, so it is easy to test.

The table is seen from the player's chair. Each seat has its concealed tiles at its edge of the
table, its melds and flowers just inside them, and its river (discards, six to a row) around
the centre square, which holds the wall and the round's wind. The four rivers turn about the
centre like a pinwheel, so none of them runs into its neighbour. The player's own tiles along
the bottom are the largest on the table; the three AIs' tiles are small.

Every size follows one unit, the width of a river tile, chosen so that the whole arrangement
fits the window's height and width; window shapes from 4:3 to ultra-wide work alike.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF

TILE_ASPECT = 400 / 300  # the tile art's viewBox
RIVER_COLUMNS = 6  # as on a real table
RIVER_ROWS = 4  # room kept for four rows; a longer river shrinks its tiles
HAND_SCALE = 1.75  # the player's tiles, in river-tile widths
OWN_MELD_SCALE = 1.1  # the player's melds and flowers
OPPONENT_SCALE = 0.8  # the AIs' backs, melds and flowers
RAISE = 0.22  # a selected tile of the player's rises by this share of its height
TILE_GAP = 0.04  # between neighbouring tiles, a share of a tile's width
HAND_SLOTS = 14.6  # fourteen tiles and the gap that sets the drawn one apart

BOTTOM, RIGHT, TOP, LEFT = range(4)  # positions round the table, counted from the player


@dataclass(frozen=True)
class SeatArea:
    hand: QRectF
    melds: QRectF
    flowers: QRectF
    river: QRectF
    badge: QRectF


@dataclass(frozen=True)
class MahjongGeometry:
    seats: tuple[SeatArea, ...]  # by position: bottom (the player), right, top, left
    centre: QRectF
    hand_tile: float  # the player's concealed tiles
    own_meld_tile: float
    opponent_tile: float
    river_tile: float

    def rects(self) -> dict[str, QRectF]:
        named = {"centre": self.centre}
        for position, area in enumerate(self.seats):
            for part in ("hand", "melds", "flowers", "river", "badge"):
                named[f"{part}{position}"] = getattr(area, part)
        return named


def river_depth(unit: float) -> float:
    return RIVER_ROWS * unit * TILE_ASPECT * (1 + TILE_GAP)


def river_width(unit: float) -> float:
    return RIVER_COLUMNS * unit * (1 + TILE_GAP)


def _unit(width: float, height: float, margin: float) -> float:
    """The largest river tile for which everything fits (see the stacks in mahjong_geometry)."""
    # Top to bottom: the top seat's row, its river, the centre, the player's river, the
    # player's melds, the player's hand with room to raise a tile, and the gaps between.
    tall = (top_row_height(1.0) + 0.25 + river_depth(1.0) + 0.25 + centre_size(1.0) + 0.25 + river_depth(1.0)
            + 0.25 + OWN_MELD_SCALE * TILE_ASPECT + 0.125 + HAND_SCALE * TILE_ASPECT * (1 + RAISE))
    # Left to right: a side seat (backs lying down, then its melds four tiles wide), its
    # river, the centre, the other river and side seat; and the player's hand on its own row.
    side = side_width(1.0)
    wide = max(2 * (side + 0.25 + river_width(1.0) + 0.25) + centre_size(1.0),
               HAND_SLOTS * HAND_SCALE * (1 + TILE_GAP) + 2 * badge_width(1.0) + 2 * 0.25)
    return max(6.0, min((height - 2 * margin) / tall, (width - 2 * margin) / wide))


def centre_size(unit: float) -> float:
    # Just big enough that the side rivers pass below the top river and above the bottom
    # one, their ends overlapping like the blades of a pinwheel.
    return river_depth(unit) - 0.2 * unit


def side_width(unit: float) -> float:
    tile = OPPONENT_SCALE * unit
    return tile * TILE_ASPECT + 0.25 * unit + 4 * tile * (1 + TILE_GAP)


def badge_width(unit: float) -> float:
    # Room for the longest seat title at its full size in every language ("Selatan · Seberang",
    # "Восток · Напротив") beside the wind tile; at 1280×800 the height, not the width, sets
    # the unit, so the wider badges cost the tiles nothing there.
    return 6.25 * unit


#: The AIs' badges are never narrower than this where the table has room beside them: their
#: letters stop shrinking at 10 px (`SeatBadge`), so at the smallest table the badge's width,
#: which follows the unit, no longer held "сдающий · 13 костей" or "Selatan · Seberang".
LEAST_OPPONENT_BADGE = 132.0
#: Flowers the top seat's row keeps room for at full size beside a widened badge: more are rare
#: (eight in the whole set) and only make that row's tiles smaller.
TOP_FLOWERS_KEPT = 6


def opponent_badge_width(unit: float, room: float) -> float:
    """An AI's badge: its width by the unit, or wider, up to the room it has, at a small table."""
    return max(badge_width(unit), min(LEAST_OPPONENT_BADGE, room))


def badge_height(unit: float) -> float:
    return 1.35 * unit


def top_row_height(unit: float) -> float:
    return max(OPPONENT_SCALE * TILE_ASPECT * unit, badge_height(unit))


def mahjong_geometry(width: float, height: float) -> MahjongGeometry:
    margin = min(18.0, max(6.0, min(width, height) * 0.012))
    unit = _unit(width, height, margin)
    gap = 0.25 * unit
    small = OPPONENT_SCALE * unit
    small_h = small * TILE_ASPECT
    hand_tile = HAND_SCALE * unit
    own_meld = OWN_MELD_SCALE * unit
    badge_h = badge_height(unit)
    badge_w = badge_width(unit)

    # The player's hand and melds along the bottom; the centre square in the middle of what
    # is left above them.
    hand_h = hand_tile * TILE_ASPECT * (1 + RAISE)
    hand_w = min(width - 2 * margin - 2 * badge_w - 2 * gap, HAND_SLOTS * hand_tile * (1 + TILE_GAP))
    hand = QRectF((width - hand_w) / 2, height - margin - hand_h, hand_w, hand_h)
    own_melds_h = own_meld * TILE_ASPECT
    melds_row = QRectF(hand.left(), hand.top() - gap * 0.5 - own_melds_h, hand_w, own_melds_h)
    own_melds = QRectF(melds_row.left(), melds_row.top(), melds_row.width() * 0.7, own_melds_h)
    own_flowers = QRectF(own_melds.right() + gap, melds_row.top(), melds_row.right() - own_melds.right() - gap,
                         own_melds_h)
    own_badge = QRectF(margin, height - margin - badge_h, badge_w, badge_h)

    top_row = QRectF(margin, margin, width - 2 * margin, top_row_height(unit))
    middle_top = top_row.bottom() + gap
    middle_bottom = melds_row.top() - gap
    centre_w = centre_size(unit)
    depth = river_depth(unit)
    cx = width / 2
    cy = (middle_top + middle_bottom) / 2
    centre = QRectF(cx - centre_w / 2, cy - centre_w / 2, centre_w, centre_w)

    # Rivers hug the centre square's sides; each starts by the centre and grows towards its
    # seat. Side rivers are no deeper than the square, so they clear the top and bottom ones.
    river_w = river_width(unit)
    rivers = {
        BOTTOM: QRectF(cx - river_w / 2, centre.bottom() + gap, river_w, depth),
        TOP: QRectF(cx - river_w / 2, centre.top() - gap - depth, river_w, depth),
        RIGHT: QRectF(centre.right() + gap, cy - depth / 2, river_w, depth),
        LEFT: QRectF(centre.left() - gap - river_w, cy - depth / 2, river_w, depth),
    }

    # Side seats: a badge on top, then the backs lying down by the table's edge and the melds
    # (one per row) and flowers beside them, towards the centre.
    column_top = middle_top + badge_h + gap
    column_h = middle_bottom - column_top
    backs_w = small_h
    melds_w = 4 * small * (1 + TILE_GAP)
    melds_h = 4 * small_h * (1 + 2 * TILE_GAP) + 3 * gap * 0.5
    flowers_h = max(small_h, column_h - melds_h - gap)

    # A side badge stands above the seat's column and may reach as far as its river.
    side_badge_w = opponent_badge_width(unit, rivers[LEFT].left() - gap - margin)

    def side(position: int) -> SeatArea:
        outer = margin if position == LEFT else width - margin - backs_w
        inner = outer + backs_w + gap if position == LEFT else outer - gap - melds_w
        badge_x = margin if position == LEFT else width - margin - side_badge_w
        return SeatArea(
            hand=QRectF(outer, column_top, backs_w, column_h),
            melds=QRectF(inner, column_top, melds_w, melds_h),
            flowers=QRectF(inner, column_top + melds_h + gap, melds_w, min(flowers_h, 2 * small_h * 1.1)),
            river=rivers[position],
            badge=QRectF(badge_x, middle_top, side_badge_w, badge_h),
        )

    # The top seat: its backs in the middle of the top row, its badge and flowers to their
    # left, its melds to their right.
    top_backs_w = HAND_SLOTS * small * (1 + TILE_GAP)
    row_y = top_row.top() + (top_row.height() - small_h) / 2
    top_backs = QRectF(cx - top_backs_w / 2, row_y, top_backs_w, small_h)
    flowers_kept = TOP_FLOWERS_KEPT * small * (1 + TILE_GAP) + gap
    top_badge_w = opponent_badge_width(unit, top_backs.left() - gap - margin - flowers_kept)
    top_badge = QRectF(max(margin, top_backs.left() - gap - top_badge_w), top_row.top(), top_badge_w, badge_h)
    top = SeatArea(
        hand=top_backs,
        melds=QRectF(top_backs.right() + gap, row_y, top_row.right() - top_backs.right() - gap, small_h),
        flowers=QRectF(margin, row_y, max(small, top_badge.left() - gap - margin), small_h),
        river=rivers[TOP],
        badge=top_badge,
    )
    bottom = SeatArea(hand=hand, melds=own_melds, flowers=own_flowers, river=rivers[BOTTOM], badge=own_badge)
    return MahjongGeometry((bottom, side(RIGHT), top, side(LEFT)), centre, hand_tile, own_meld, small, unit)
