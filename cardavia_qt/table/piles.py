"""Piles: where cards lie on the table, and how they are arranged inside a rectangle.

A pile owns an ordered list of card items and answers one question — where each of its cards
should be (centre, turn, width, stacking order) for its current rectangle. It knows no rules;
the table's layout hands it a rectangle on every resize, and the scene moves cards to the
placements it returns. Piles also draw what belongs to the felt rather than to a card: an
empty-pile outline, a caption with the count, and the glow of a legal drop target.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import QGraphicsObject

from cardavia_qt.filters.colours import shown
from cardavia_qt.table.card_item import CARD_ASPECT, CORNER, CardItem

TARGET_COLOUR = QColor("#ffd24a")
CAPTION_BG = QColor(8, 30, 18, 165)
CAPTION_TEXT = QColor("#f3f0e2")
ACTIVE_CAPTION_BG = QColor(196, 150, 30, 220)
OUTLINE = QColor(255, 255, 255, 55)

AVAILABLE = 1  # a legal target while a card is dragged
HOVERED = 2  # the target the dragged card would land on


@dataclass(frozen=True)
class Placement:
    """Where one card rests: its centre, its turn in degrees, its width and its stacking."""

    pos: QPointF
    width: float
    z: float
    rotation: float = 0.0
    shadow: bool = True  # cards deep in a stack cast none: stacked shadows would darken its edge
    visible: bool = True  # cards buried deep in a stack are not drawn at all


@dataclass(frozen=True)
class Target:
    """A place a card may be dropped: a pile, or one slot of it (one pair on the table)."""

    pile: "Pile"
    slot: int | None = None


def caption_font(card_width: float) -> QFont:
    font = QFont()
    font.setPixelSize(max(11, int(round(card_width * 0.115))))
    font.setWeight(QFont.Weight.DemiBold)
    return font


def caption_room(card_width: float) -> float:
    """Height a pile's caption line needs (matches caption_font, with slack): for layouts."""
    return max(11.0, card_width * 0.115) * 1.25 * 1.6 + 6


def felt_rim(width: float, height: float) -> float:
    """How far inside the table's edge the felt's inlaid line runs (view.paint_felt draws it):
    words on the felt stay inside it."""
    return max(6.0, min(width, height) * 0.012)


READABLE_WORDS = 10  # px: the smallest words on the felt that still read at a glance
CLEAR = 3  # px between a word and the side of the room it is drawn in


def widest_word(text: str, size: int) -> float:
    font = QFont()
    font.setPixelSize(size)
    metrics = QFontMetricsF(font)
    return max((metrics.horizontalAdvance(word) for word in text.split()), default=0.0)


def words_fit(text: str, room: QRectF, size: int) -> bool:
    """Does every word of `text` fit the width of `room` at `size` px (a word is never broken)
    and the wrapped text its height?"""
    font = QFont()
    font.setPixelSize(size)
    height = QFontMetricsF(font).boundingRect(room, int(Qt.TextFlag.TextWordWrap), text).height()
    return widest_word(text, size) <= room.width() - 2 * CLEAR and height <= room.height()


def placeholder_room(text: str, outline: QRectF, area: QRectF, largest: int) -> tuple[QRectF, int]:
    """Where an empty pile's words go and at what size: inside its outline, as large as up to
    `largest` px fits; where even readable words do not fit a narrow card (Russian and
    Norwegian on Sì Sè Pái's), as wide as the longest word, centred on the outline and kept
    within the pile."""
    inside = outline.adjusted(6, 6, -6, -6)
    for size in range(largest, READABLE_WORDS - 1, -1):
        if words_fit(text, inside, size):
            return inside, size
    size = largest
    while size > READABLE_WORDS and widest_word(text, size) + 2 * CLEAR > area.width():
        size -= 1
    width = min(area.width(), widest_word(text, size) + 2 * CLEAR)
    left = min(max(area.left(), inside.center().x() - width / 2), area.right() - width)
    return QRectF(left, inside.top(), width, inside.height()), size


def draw_dashed_outline(painter: QPainter, rect: QRectF, radius: float, colour: QColor, width: float) -> None:
    """A dashed rounded rectangle whose dashes lie where they lie however much of it a repaint
    covers. Qt's dashed pen lays the pattern out afresh for each paint, skipping what lies
    outside the part of the window being repainted, and the pattern slips: after a partial
    repaint the dashes there no longer met the rest (seen as stale pixels at a Durak bout's
    corner). So the dashes are made once, as a shape, from the whole outline, and filled."""
    painter.fillPath(_dashes(rect.x(), rect.y(), rect.width(), rect.height(), radius, width), colour)


@lru_cache(maxsize=32)
def _dashes(x: float, y: float, width: float, height: float, radius: float, line: float) -> QPainterPath:
    outline = QPainterPath()
    outline.addRoundedRect(QRectF(x, y, width, height), radius, radius)
    stroker = QPainterPathStroker()
    stroker.setWidth(line)
    stroker.setDashPattern(Qt.PenStyle.DashLine)
    return stroker.createStroke(outline)


class Pile(QGraphicsObject):
    """The common part: the card list, geometry, caption, outline and drop highlight."""

    accepts_drops = False

    def __init__(self, name: str, z_base: float = 0.0):
        super().__init__()
        self.setObjectName(name)
        self.accessible_name = name
        self.z_base = z_base
        self.setZValue(z_base - 1)  # the pile's felt drawing lies under its cards
        self._cards: list[CardItem] = []
        self._rect = QRectF()
        self.card_width = 100.0
        self._caption = ""
        self.caption_active = False  # drawn in the accent colour (e.g. whose turn it is)
        self._caption_clear_of: Pile | None = None  # see keep_caption_clear_of
        self._caption_followers: list[Pile] = []
        self._caption_key: tuple | None = None  # what _caption_size was measured for
        self._caption_size = 0.0
        self.placeholder = ""  # text shown on the felt while the pile is empty
        self.show_outline = False
        self.aspect = CARD_ASPECT  # height / width of this pile's cards (a game's art sets its own)
        self.highlights: dict[int | None, int] = {}

    @property
    def caption(self) -> str:
        return self._caption

    @caption.setter
    def caption(self, text: str) -> None:
        if text != self._caption:
            self.prepareGeometryChange()  # a caption may reach beyond the pile (boundingRect)
            self._caption = text
            self.update()
            for follower in self._caption_followers:  # their captions keep clear of this one
                follower.prepareGeometryChange()
                follower.update()

    def keep_caption_clear_of(self, other: "Pile") -> None:
        """This pile's caption never reaches left of the pile, nor into `other`'s (a neighbour
        close on its left, e.g. Kowah's stock beside its public draw): a caption wider than the
        pile runs on to the right."""
        self._caption_clear_of = other
        other._caption_followers.append(self)

    # -- contents --------------------------------------------------------------------------
    @property
    def cards(self) -> list[CardItem]:
        return list(self._cards)

    def add(self, card: CardItem, slot: int | None = None) -> None:
        """Put a card on the pile (on top, or at index `slot`)."""
        if card.pile is not None:
            card.pile.remove(card)
        if slot is None:
            self._cards.append(card)
        else:
            self._cards.insert(slot, card)
        card.pile = self
        self.update()

    def remove(self, card: CardItem) -> None:
        self._cards.remove(card)
        self._forget(card)
        card.pile = None
        self.update()

    def reorder(self, cards: list[CardItem]) -> None:
        """The same cards in a new order (a hand sorted after a draw)."""
        if sorted(map(id, cards)) != sorted(map(id, self._cards)):
            raise ValueError("reorder must keep the same cards")
        self._cards = list(cards)

    def clear(self) -> None:
        for card in self.cards:
            self.remove(card)

    def hold(self, groups: list[list[CardItem]]) -> None:
        """Hold exactly these cards, in these groups and this order: the table lays a pile out
        from the deal's model this way. A card that left stops naming this pile (unless its
        new pile already claimed it)."""
        cards = [card for group in groups for card in group]
        staying = set(map(id, cards))
        for card in self.cards:
            if id(card) not in staying:
                self._forget(card)
                if card.pile is self:
                    card.pile = None
        self._keep(groups)
        for card in cards:
            card.pile = self
        self.update()

    def held(self) -> list[list[CardItem]]:
        """The cards as `hold` was given them: a flat pile is one group."""
        return [self.cards] if self.cards else []

    def _keep(self, groups: list[list[CardItem]]) -> None:
        self._cards = [card for group in groups for card in group]

    def _forget(self, card: CardItem) -> None:
        """A card left the pile: drop what the pile kept about it (a mark, a choice)."""

    # -- geometry ----------------------------------------------------------------------------
    @property
    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def set_geometry(self, rect: QRectF, card_width: float) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self.card_width = card_width
        self.update()

    def placements(self) -> list[tuple[CardItem, Placement]]:
        """Where every card of the pile should rest, in the current rectangle."""
        raise NotImplementedError

    def card_area(self) -> QRectF:
        """The part of the rectangle left for cards once the caption has its line."""
        rect = self.rect
        if self.caption:
            rect.setBottom(rect.bottom() - self.caption_height())
        return rect

    def caption_height(self) -> float:
        return QFontMetricsF(caption_font(self.card_width)).height() * 1.6 + 4

    # -- drops -------------------------------------------------------------------------------
    def drop_zones(self) -> list[Target]:
        return [Target(self)] if self.accepts_drops else []

    def zone_rect(self, slot: int | None) -> QRectF:
        return self.card_area()

    def set_highlights(self, highlights: dict[int | None, int]) -> None:
        if highlights != self.highlights:
            self.highlights = dict(highlights)
            self.update()

    # -- drawing -----------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        # Room for a drop target's glow, and for a caption wider than the pile: what is painted
        # must lie inside, or a shorter caption that follows leaves the longer one's ends on
        # the felt. (Worked out from the caption's width alone: boundingRect is asked often. A
        # caption always overlaps its pile, but it is centred on the cards, not the pile, and
        # kept inside the felt's line: a caption's width either side holds it wherever it is.)
        rect = self._rect.adjusted(-24, -24, 24, 24)
        if not self._caption:
            return rect
        if self._caption_clear_of is not None:
            return rect.united(self.caption_rect())
        overhang = self._caption_width()
        return rect.adjusted(-overhang, 0, overhang, 0)

    def _caption_width(self) -> float:
        """The caption's width as drawn (its words and their rounded ends); 0 without one."""
        if not self._caption:
            return 0.0
        font = caption_font(self.card_width)  # follows the language's fonts, so it is in the key
        key = (self._caption, font.key())
        if self._caption_key != key:
            metrics = QFontMetricsF(font)
            self._caption_key, self._caption_size = key, metrics.horizontalAdvance(self._caption) + metrics.height() * 1.4
        return self._caption_size

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self.cards and (self.show_outline or self.placeholder):
            self._paint_empty(painter)
        for slot, level in self.highlights.items():
            self._paint_target(painter, self.zone_rect(slot), level)
        if self.caption:
            self._paint_caption(painter)

    def empty_outline(self) -> QRectF:
        """Where the outline of an empty pile goes: one card in the middle of the card area."""
        area = self.card_area()
        width = min(self.card_width, area.width(), area.height() / self.aspect)
        return QRectF(area.center().x() - width / 2, area.center().y() - width * self.aspect / 2,
                      width, width * self.aspect)

    def _paint_empty(self, painter: QPainter) -> None:
        outline = self.empty_outline()
        radius = outline.width() * CORNER
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(shown(QColor(0, 0, 0, 28)))
        painter.drawRoundedRect(outline, radius, radius)
        draw_dashed_outline(painter, outline, radius, shown(OUTLINE), 2)
        if self.placeholder:
            # Single symbols (a suit) are drawn large; words at caption size, or smaller where a
            # long word would not fit a narrow card.
            font = QFont()
            if len(self.placeholder) <= 2:
                room = outline.adjusted(6, 6, -6, -6)
                font.setPixelSize(max(14, int(outline.width() * 0.55)))
            else:
                room, size = placeholder_room(self.placeholder, outline, self.card_area(),
                                              max(11, int(self.card_width * 0.12)))
                font.setPixelSize(size)
            painter.setFont(font)
            painter.setPen(shown(QColor(255, 255, 255, 120)))
            painter.drawText(room, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.placeholder)

    def _paint_target(self, painter: QPainter, rect: QRectF, level: int) -> None:
        radius = max(8.0, self.card_width * CORNER * 1.6)
        rect = rect.adjusted(-8, -8, 8, 8)
        # Concentric strokes fading outwards: a soft glow without a blur effect.
        for grow, alpha in ((14, 25), (10, 45), (6, 70)):
            glow = QColor(TARGET_COLOUR)
            glow.setAlpha(alpha if level == AVAILABLE else min(255, alpha * 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(shown(glow), grow))
            painter.drawRoundedRect(rect, radius, radius)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(shown(QColor(255, 214, 90, 30 if level == AVAILABLE else 70)))
        painter.drawRoundedRect(rect, radius, radius)
        line = QColor(TARGET_COLOUR)
        if level == AVAILABLE:
            line.setAlpha(170)
            draw_dashed_outline(painter, rect, radius, shown(line), 2.5)
            return
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(shown(line), 3.5))
        painter.drawRoundedRect(rect, radius, radius)

    def caption_rect(self) -> QRectF:
        metrics = QFontMetricsF(caption_font(self.card_width))
        width = self._caption_width()
        height = metrics.height() * 1.45
        area = self.rect
        left = self.caption_centre_x() - width / 2
        other = self._caption_clear_of
        if other is not None:
            left = max(left, area.left())
            if other.caption:
                left = max(left, other.caption_rect().right() + metrics.height() * 0.3)
        return self._inside_the_rim(QRectF(left, area.bottom() - height, width, height))

    def _inside_the_rim(self, rect: QRectF) -> QRectF:
        """`rect` moved sideways as little as keeps it inside the felt's inlaid line: a caption
        wider than its pile, centred on a pile near the table's edge, ran over it to the view's
        edge (Kowah's left AI in Norwegian at 1024 px), or past it (Sì Sè Pái's side hands at
        640 px). A pile lies inside the line, so the caption still overlaps it after the move,
        which is what boundingRect allows for."""
        table = getattr(self.scene(), "table_rect", None)
        if table is None or table.isEmpty():
            return rect
        rim = felt_rim(table.width(), table.height()) + 2
        inside = self.mapRectFromScene(table.adjusted(rim, 0, -rim, 0))
        shift = min(0.0, inside.right() - rect.right()) or max(0.0, inside.left() - rect.left())
        return rect.translated(shift, 0)

    def caption_centre_x(self) -> float:
        return self.rect.center().x()

    def _paint_caption(self, painter: QPainter) -> None:
        rect = self.caption_rect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(shown(ACTIVE_CAPTION_BG if self.caption_active else CAPTION_BG))
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        painter.setFont(caption_font(self.card_width))
        painter.setPen(shown(QColor("#1b1405") if self.caption_active else CAPTION_TEXT))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.caption)


class Choosing:
    """The player's hand where a card is chosen before it is played (a discard in Kowah, Sì Sè
    Pái and MCR): the chosen card stands raised by `rise` (a share of its height) until it is
    played, let go, or leaves the hand. Mixed into a hand pile, before it."""

    rise = 0.1
    chosen: CardItem | None = None

    def _forget(self, card: CardItem) -> None:
        if card is self.chosen:
            self.chosen = None
        super()._forget(card)

    def placements(self) -> list[tuple[CardItem, Placement]]:
        result = []
        for card, place in super().placements():
            if card is self.chosen:
                lift = place.width * self.aspect * self.rise
                if abs(place.rotation) % 180 == 90:  # a tile lying sideways rises by its width
                    lift = place.width * self.rise
                place = Placement(QPointF(place.pos.x(), place.pos.y() - lift), place.width, place.z,
                                  place.rotation, place.shadow, place.visible)
            result.append((card, place))
        return result


class FanPile(Pile):
    """A hand spread left to right. The overlap tightens as cards are added so the whole hand
    always fits; when even the tightest overlap would not fit, the cards shrink."""

    def __init__(self, name: str, z_base: float = 0.0, *, max_step: float = 0.62, min_step: float = 0.24,
                 align: str = "bottom", arc: float = 0.0, lift_room: float = 0.0):
        super().__init__(name, z_base)
        self.max_step = max_step  # widest spacing, as a share of the card width
        self.min_step = min_step  # tightest spacing before cards shrink (keeps indices readable)
        self.align = align  # "bottom" or "top": which edge of the rectangle the cards sit on
        self.arc = arc  # degrees the outermost cards turn; negative fans downwards
        self.lift_room = lift_room  # share of a card's height kept free above it for hovering

    def fitted_card_width(self, count: int) -> float:
        area = self.card_area()
        width = min(self.card_width, area.height() / (self.aspect * (1 + self.lift_room)))
        if count > 1 and width + (count - 1) * self.min_step * width > area.width():
            width = area.width() / (1 + (count - 1) * self.min_step)
        return max(8.0, width)

    def placements(self) -> list[tuple[CardItem, Placement]]:
        cards = self.cards
        count = len(cards)
        if not count:
            return []
        area = self.card_area()
        width = self.fitted_card_width(count)
        height = width * self.aspect
        step = 0.0
        if count > 1:
            step = min(self.max_step * width, (area.width() - width) / (count - 1))
        span = width + step * (count - 1)
        left = area.center().x() - span / 2 + width / 2
        base_y = area.bottom() - height / 2 if self.align == "bottom" else area.top() + height / 2
        # The arc's sag must stay inside the rectangle: leave it out of the baseline.
        sag = width * 0.07 if self.arc else 0.0
        if self.align == "bottom":
            base_y -= sag
        result = []
        middle = (count - 1) / 2
        for index, card in enumerate(cards):
            spread = (index - middle) / middle if middle else 0.0
            rotation = self.arc * spread
            drop = sag * spread * spread
            y = base_y + drop if self.align == "bottom" else base_y - drop
            result.append((card, Placement(QPointF(left + index * step, y), width, self.z_base + index, rotation)))
        return result

    def caption_centre_x(self) -> float:
        return self.card_area().center().x()


class StackPile(Pile):
    """A squared stack (stock) or a loose heap (discard), with an optional bottom card lying
    crosswise and face up underneath — the trump under a Durak stock."""

    SHOWN = 6  # cards drawn at the top of a stack; the ones under them cannot be seen
    CLIMBING = 30  # cards at the bottom of a squared stack that each lift the top a little
    ACROSS_OFFSET = 0.75  # the crosswise card's centre lies this many card widths left of the stack's

    def __init__(self, name: str, z_base: float = 0.0, *, messy: bool = False, bottom_across: bool = False):
        super().__init__(name, z_base)
        self.messy = messy
        self.bottom_across = bottom_across
        self.show_outline = True

    @property
    def across_span(self) -> float:
        """From the crosswise card's left end to the stack's right edge, in card widths."""
        return self.ACROSS_OFFSET + self.aspect / 2 + 0.5

    def fitted_card_width(self) -> float:
        area = self.card_area()
        # Cards in a heap turn a little: keep that inside the rectangle too.
        spare = 1.18 if self.messy else 1.05
        across = self.across_span if self.bottom_across else 1.0
        return max(8.0, min(self.card_width, area.width() / (across * spare),
                            area.height() / (self.aspect * spare)))

    @staticmethod
    def climb(width: float) -> float:
        """How far up and left a deep squared stack's top card lies from its bottom one: a few
        pixels, and less for small cards (MCR's wall at 700 px showed its 14 px tiles as two,
        the bottom one 6.6 px off the top one and into the round's name above it)."""
        return min(6.6, width * 0.1)

    def stack_centre(self) -> QPointF:
        area = self.card_area()
        width = self.fitted_card_width()
        if self.bottom_across:
            # The stack sits to the right; the crosswise card shows to its left.
            return QPointF(area.center().x() + width * (self.across_span / 2 - 0.5), area.center().y())
        return area.center()

    def empty_outline(self) -> QRectF:
        width = self.fitted_card_width()
        centre = self.stack_centre()
        return QRectF(centre.x() - width / 2, centre.y() - width * self.aspect / 2, width, width * self.aspect)

    def placements(self) -> list[tuple[CardItem, Placement]]:
        cards = self.cards
        width = self.fitted_card_width()
        centre = self.stack_centre()
        result = []
        stacked = cards
        if self.bottom_across and cards:
            result.append((cards[0], Placement(QPointF(centre.x() - width * self.ACROSS_OFFSET, centre.y()), width,
                                               self.z_base, -90.0)))
            stacked = cards[1:]
        buried = len(stacked) - self.SHOWN
        for index, card in enumerate(stacked):
            z = self.z_base + 1 + index
            # Only the bottom card (its shadow) and the top few can be seen; the rest are skipped.
            visible = index == 0 or index >= buried
            if self.messy:
                # A fixed scatter per position: the heap looks tossed, yet never jumps about.
                turn = ((index * 53) % 13 - 6) * 1.6
                dx = ((index * 29) % 7 - 3) * width * 0.018
                dy = ((index * 17) % 5 - 2) * width * 0.018
                result.append((card, Placement(QPointF(centre.x() + dx, centre.y() + dy), width, z, turn,
                                               shadow=index < 3 or index >= buried, visible=visible)))
            else:
                # A squared stack climbs up and left a little per few cards, so its depth shows.
                depth = min(index, self.CLIMBING) * self.climb(width) / self.CLIMBING
                result.append((card, Placement(QPointF(centre.x() - depth, centre.y() - depth), width, z,
                                               shadow=index == 0, visible=visible)))
        return result

    def caption_centre_x(self) -> float:
        return self.stack_centre().x()


class PairsPile(Pile):
    """The bout on the table: attack cards in a row, each defence laid over its attack card,
    a little offset and turned so both stay readable. Each pair is its own drop slot."""

    accepts_drops = True
    COVER_DX = 0.24  # defence offset right, share of card width
    COVER_DY = 0.16  # defence offset down, share of card height
    COVER_TURN = 8.0  # degrees
    GAP = 0.16  # between pairs, share of card width

    def __init__(self, name: str, z_base: float = 0.0, *, capacity: int = 6):
        super().__init__(name, z_base)
        self.capacity = capacity
        self.pairs: list[list[CardItem | None]] = []

    @property
    def cards(self) -> list[CardItem]:
        return [card for pair in self.pairs for card in pair if card is not None]

    def add(self, card: CardItem, slot: int | None = None) -> None:
        """slot None leads a new pair; slot i covers the attack card of pair i."""
        if card.pile is not None:
            card.pile.remove(card)
        if slot is None:
            self.pairs.append([card, None])
        else:
            if self.pairs[slot][1] is not None:
                raise ValueError(f"pair {slot} is already covered")
            self.pairs[slot][1] = card
        card.pile = self
        self.update()

    def remove(self, card: CardItem) -> None:
        for index, pair in enumerate(self.pairs):
            if pair[0] is card:
                if pair[1] is not None:
                    pair[1].pile = None
                del self.pairs[index]
                break
            if pair[1] is card:
                pair[1] = None
                break
        else:
            raise ValueError("card not on this pile")
        card.pile = None
        self.update()

    def clear(self) -> None:
        for card in self.cards:
            card.pile = None
        self.pairs = []
        self.update()

    def held(self) -> list[list[CardItem]]:
        return [[card for card in pair if card is not None] for pair in self.pairs]

    def _keep(self, groups: list[list[CardItem]]) -> None:
        self.pairs = [[group[0], group[1] if len(group) > 1 else None] for group in groups]

    def pair_index(self, card: CardItem) -> int | None:
        for index, pair in enumerate(self.pairs):
            if card in pair:
                return index
        return None

    # -- geometry: the card size that fits a full bout in one or two rows ----------------------
    def _grid(self) -> tuple[float, int]:
        area = self.card_area()
        best = (0.0, 1)
        for rows in (1, 2):
            cols = math.ceil(self.capacity / rows)
            by_width = area.width() / (cols * (1 + self.COVER_DX) + (cols - 1) * self.GAP + 0.2)
            by_height = area.height() / (rows * self.aspect * (1 + self.COVER_DY) + (rows - 1) * 0.12 * self.aspect + 0.25)
            width = min(by_width, by_height, self.card_width)
            if width > best[0] + 1:
                best = (width, rows)
        return max(8.0, best[0]), best[1]

    def fitted_card_width(self) -> float:
        return self._grid()[0]

    def _pair_centres(self, count: int) -> list[QPointF]:
        width, rows = self._grid()
        height = width * self.aspect
        cols = math.ceil(self.capacity / rows)
        pitch_x = width * (1 + self.COVER_DX + self.GAP)
        pitch_y = height * (1 + self.COVER_DY + 0.12)
        area = self.card_area()
        used_rows = max(1, math.ceil(count / cols))
        top = area.center().y() - (used_rows * pitch_y - height * 0.12) / 2
        centres = []
        for index in range(count):
            row, col = divmod(index, cols)
            in_row = min(cols, count - row * cols)
            left = area.center().x() - (in_row * pitch_x - width * self.GAP) / 2
            # The attack card's centre; its cover hangs right and down from it.
            centres.append(QPointF(left + col * pitch_x + width / 2, top + row * pitch_y + height / 2))
        return centres

    def placements(self) -> list[tuple[CardItem, Placement]]:
        width = self.fitted_card_width()
        height = width * self.aspect
        result = []
        for index, (pair, centre) in enumerate(zip(self.pairs, self._pair_centres(len(self.pairs)))):
            attack, cover = pair
            result.append((attack, Placement(centre, width, self.z_base + 2 * index)))
            if cover is not None:
                pos = QPointF(centre.x() + width * self.COVER_DX, centre.y() + height * self.COVER_DY)
                result.append((cover, Placement(pos, width, self.z_base + 2 * index + 1, self.COVER_TURN)))
        return result

    def drop_zones(self) -> list[Target]:
        return [Target(self, index) for index in range(len(self.pairs))] + [Target(self)]

    def zone_rect(self, slot: int | None) -> QRectF:
        if slot is None or not 0 <= slot < len(self.pairs):
            return self.card_area()
        width = self.fitted_card_width()
        height = width * self.aspect
        centre = self._pair_centres(len(self.pairs))[slot]
        rect = QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)
        if self.pairs[slot][1] is not None:
            rect = rect.united(rect.translated(width * self.COVER_DX, height * self.COVER_DY))
        return rect

    def caption_rect(self) -> QRectF:
        # The bout's caption sits just above the cards, centred on the playing area.
        rect = super().caption_rect()
        if self.pairs:
            width = self.fitted_card_width()
            top = min(c.y() for c in self._pair_centres(len(self.pairs))) - width * self.aspect / 2
            rect.moveBottom(max(self.rect.top() + rect.height(), top - width * 0.1))
        else:
            rect.moveTop(self.rect.top())
        return rect

    def card_area(self) -> QRectF:
        # A line at the top is always kept for the caption, whether or not one shows, so the
        # cards do not change size when the first one is played.
        return self.rect.adjusted(0, self.caption_height(), 0, 0)

    def empty_outline(self) -> QRectF:
        width = self.fitted_card_width() * 1.2
        area = self.card_area()
        return QRectF(area.center().x() - width * 1.2, area.center().y() - width * self.aspect / 2,
                      width * 2.4, width * self.aspect)

