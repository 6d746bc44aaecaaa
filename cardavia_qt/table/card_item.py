"""One card on the table: a face or the back, drawn from the shared pixmap cache.

The item is positioned by its centre (so turning a card turns it about its middle) and knows
nothing of any game: the controller tells it which face to show and what it is called. Its
tooltip names what it shows — the face's name, or that it lies face down — in the language of
the moment: a face still to come (a card waiting to fly) is never named early.
"""

from __future__ import annotations

import math
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap, QPolygonF, QTransform
from PySide6.QtWidgets import QGraphicsObject

from cardavia_qt.filters.colours import shown
from cardavia_qt.i18n import translate_message
from cardavia_qt.table.pixmaps import PixmapCache
from engine.core.messages import Message

CARD_ASPECT = 350 / 250  # the card art's viewBox
CORNER = 14 / 250  # corner radius as a share of the width, as drawn in the art
HOVER_LIFT = 0.10  # a hovered hand card rises by this share of its height
HOVER_MS = 110

FOCUS_COLOUR = QColor("#ffd24a")
HINT_COLOUR = QColor("#62f0c9")
HINT_OUTSIDE = 5.0  # how much further out the hint's ring goes on a card that has the focus


def describe_card(name: Message, is_trump: bool) -> str:
    """The spoken name of a face-up card, e.g. "Nine of spades, trump"."""
    text = translate_message(name)
    if is_trump:
        text += QCoreApplication.translate("CardItem", ", trump")
    return text


def face_down_name() -> str:
    return QCoreApplication.translate("CardItem", "Face-down card")


class CardItem(QGraphicsObject):
    """A card image with hover lift, keyboard focus ring, hint glow and a dimmed state."""

    def __init__(self, cache: PixmapCache, back: Path, face: Path | None = None, name: str = "",
                 aspect: float = CARD_ASPECT):
        super().__init__()
        self.cache = cache
        self.aspect = aspect  # height / width, as the pack's art is drawn
        self.back = back
        self.face = face
        self.pending_face: tuple[Path | None] | None = None  # a face to show once under way
        self.accessible_name = name or face_down_name()
        self.pile = None  # the Pile holding this card (set by the pile)
        self._width = 100
        self._ratio = 1.0
        self._pixmap = None  # what the card shows: its art, or a stand-in while that is made
        self._stale = True  # fetch the art before the next paint
        self._same_shape = False  # ... and until it arrives, what is shown may stay
        self._shown_shape: tuple | None = None  # the outline `_pixmap` was made for
        self.waiting = False  # showing a stand-in: the cache's `arrived` will bring the art
        self._lift = 0.0
        self._lift_anim: QVariantAnimation | None = None
        self.focused = False
        self.hinted = False
        self.dimmed = False
        self.dragging = False
        self.casts_shadow = True
        self._turn = 0.0
        self.animation_speed = 1.0  # set by the scene; 0 makes hover instant too
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self._refresh_pixmap()

    # -- what it shows ---------------------------------------------------------------------
    @property
    def face_up(self) -> bool:
        return self.face is not None

    @property
    def accessible_name(self) -> str:
        """What the card is called: its face's name (the one to come, once under way)."""
        return self._accessible_name

    @accessible_name.setter
    def accessible_name(self, name: str) -> None:
        self._accessible_name = name
        if self.pending_face is None:  # the name is the shown face's, not one still to come
            self._name_in_tooltip()

    def _name_in_tooltip(self) -> None:
        self.setToolTip(self._accessible_name if self.face is not None else face_down_name())

    def set_face(self, face: Path | None, name: str = "") -> None:
        """Turn the card now: a face path shows it, None shows the back."""
        self.pending_face = None
        if face != self.face:
            self.face = face
            self._refresh_pixmap(same_shape=True)  # its back shows until its face is ready
            self.update()
        self.accessible_name = name or face_down_name()

    def turn_over(self, face: Path | None, name: str = "") -> None:
        """Show `face` (None: the back) once the card is on its way: at the middle of its next
        flight, or at once if it lands without one. A card dealt from the stock must not show
        its face while it still lies there waiting for its turn to fly."""
        self.accessible_name = name or face_down_name()
        self.pending_face = (face,)

    def show_pending_face(self) -> None:
        if self.pending_face is not None:
            (face,) = self.pending_face
            self.set_face(face, self.accessible_name)

    def set_width(self, width: float, ratio: float) -> None:
        width = max(8, int(round(width)))
        if (width, ratio) != (self._width, self._ratio):
            self.prepareGeometryChange()
            self._width, self._ratio = width, ratio
            self._refresh_pixmap()

    @property
    def turn(self) -> float:
        """The angle the card rests at, drawn into its pixmap (see PixmapCache.card)."""
        return self._turn

    def set_turn(self, turn: float) -> None:
        if turn != self._turn:
            self.prepareGeometryChange()
            self._turn = turn
            self._refresh_pixmap()

    def refresh(self) -> None:
        """Fetch the pixmap again (the cache's colour transform changed, or art arrived):
        what the card shows stays until the new one is ready."""
        self._refresh_pixmap(same_shape=True)
        self.update()

    def _refresh_pixmap(self, same_shape: bool = False) -> None:
        # Fetched when next painted: a card that is never drawn (deep in the stock) is never
        # rendered, and a layout that changes a card several times asks for it once.
        self._same_shape = (same_shape and self._same_shape) if self._stale else same_shape
        self._stale = True

    def pixmap(self) -> QPixmap:
        """What the card shows now (fetching it if need be)."""
        if self._stale or self._pixmap is None:
            self._fetch()
        return self._pixmap

    def _fetch(self) -> None:
        art, width, ratio = self.face or self.back, self._width, self._ratio
        looks = dict(shadow=self.casts_shadow, turn=self._turn, dimmed=self.dimmed)
        shape = (self.cache.aspect(art), width, ratio, self.casts_shadow, self._turn)
        pixmap = self.cache.card(art, width, ratio, **looks)
        self.waiting = pixmap is None
        if pixmap is None:
            # What the card showed may stay (new colours, or its back before it turns over),
            # but never a picture of another shape: its edges would stay behind on the table.
            # (Told by the outline it was made for: a stand-in costs the UI thread a picture.)
            keep = self._same_shape and self._pixmap is not None and self._shown_shape == shape
            pixmap = self._pixmap if keep else self.cache.stand_in(art, width, ratio, **looks)
        self._pixmap, self._shown_shape = pixmap, shape
        self._stale = self._same_shape = False

    @property
    def width(self) -> int:
        return self._width

    @property
    def height(self) -> int:
        return int(round(self._width * self.aspect))

    def card_rect(self) -> QRectF:
        """The card's outline in item coordinates, centred on the origin, ignoring turn and lift.
        Whole-pixel corners, so a card at a whole-pixel position is drawn without resampling."""
        width, height = self._width, self.height
        return QRectF(-(width // 2), -(height // 2), width, height)

    # -- states the player sees ----------------------------------------------------------
    def set_marks(self, *, focused: bool | None = None, hinted: bool | None = None,
                  dimmed: bool | None = None) -> None:
        changed = False
        for name, value in (("focused", focused), ("hinted", hinted), ("dimmed", dimmed)):
            if value is not None and getattr(self, name) != value:
                setattr(self, name, value)
                changed = True
                if name == "dimmed":  # the shade is part of the card's art (see art.DIM_SHADE)
                    self._refresh_pixmap(same_shape=True)
        if changed:
            self.update()

    def set_shadow(self, casts: bool) -> None:
        if casts != self.casts_shadow:
            self.casts_shadow = casts
            self._refresh_pixmap()
            self.update()

    def set_liftable(self, liftable: bool) -> None:
        self.setAcceptHoverEvents(liftable)
        if not liftable:
            self._settle()

    def set_dragging(self, dragging: bool) -> None:
        self.dragging = dragging
        if dragging:
            self._settle()
        self.update()

    def _settle(self) -> None:
        """Down to no lift at once, and for good: a hover's rise still under way would lift the
        card again (seen live: a card played by a quick click floated above its place on the
        table, over the bout's caption, with no hover to end it)."""
        if self._lift_anim is not None:
            self._lift_anim.stop()
        self._set_lift(0.0)

    def hoverEnterEvent(self, event) -> None:
        if not self.dragging:
            self._animate_lift(self.height * HOVER_LIFT)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:
        self._animate_lift(0.0)
        super().hoverLeaveEvent(event)

    @property
    def lift(self) -> float:
        return self._lift

    def _animate_lift(self, target: float) -> None:
        if self.animation_speed <= 0:
            if self._lift_anim is not None:
                self._lift_anim.stop()
            self._set_lift(target)
            return
        if self._lift_anim is None:
            # One animation per card, reused: hovering across a hand starts dozens of them.
            self._lift_anim = QVariantAnimation(self)
            self._lift_anim.valueChanged.connect(self._set_lift)
        anim = self._lift_anim
        anim.stop()
        anim.setStartValue(float(self._lift))
        anim.setEndValue(float(target))
        anim.setDuration(max(1, int(HOVER_MS * self.animation_speed)))
        anim.start()

    def _set_lift(self, value) -> None:
        self._lift = float(value)
        self.update()

    # -- drawing ---------------------------------------------------------------------------
    def _margin(self) -> float:
        # Room for the focus ring and, around it, the hint's.
        return max(6.0, self._width * 0.09) + HINT_OUTSIDE

    def _turned(self) -> QTransform:
        return QTransform().rotate(self._turn)

    def boundingRect(self) -> QRectF:
        # Room for the glow and shadow around the card, and for the hover lift above it.
        m = self._margin()
        rect = self._turned().mapRect(self.card_rect().adjusted(-m, -m, m, m))
        return rect.adjusted(0, -self.height * HOVER_LIFT, 0, 0)

    def shape(self) -> QPainterPath:
        # The hit area covers both the resting and the lifted card, so the pointer does not
        # fall off a card's lower edge as it rises (which would make it flicker).
        outline = self._turned().map(QPolygonF(self.card_rect()))
        path = QPainterPath()
        path.addPolygon(outline)
        if self._lift:
            lifted = QPainterPath()
            lifted.addPolygon(outline.translated(0, -self._lift))
            path = path.united(lifted)
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self.dragging:
            # A card in the hand of the player floats higher: a wider, offset shadow.
            radius = self._width * CORNER
            shadow = self.cache.shadow(self._width, self.height, radius, self._ratio)
            painter.save()
            painter.rotate(self._turn)
            spread = (shadow.deviceIndependentSize().width() - self._width) / 2
            painter.drawPixmap(self.card_rect().topLeft() + QPointF(3 - spread, 8 - spread), shadow)
            painter.restore()
        pixmap = self.pixmap()
        size = pixmap.deviceIndependentSize()
        corner = QPointF(math.floor(-size.width() / 2), math.floor(-size.height() / 2 - self._lift))
        painter.drawPixmap(corner, pixmap)
        if not (self.hinted or (self.focused and not self.dragging)):
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(0, -self._lift)
        painter.rotate(self._turn)
        rect = self.card_rect()
        radius = self._width * CORNER
        focused = self.focused and not self.dragging
        if focused:
            self._paint_ring(painter, rect, radius, FOCUS_COLOUR)
        if self.hinted:
            # On the focused card the hint goes around the focus ring, so both stay in view.
            self._paint_ring(painter, rect, radius, HINT_COLOUR, HINT_OUTSIDE if focused else 0.0)
        painter.restore()

    def _paint_ring(self, painter: QPainter, rect: QRectF, radius: float, colour: QColor,
                    outside: float = 0.0) -> None:
        # A wide translucent halo under a crisp line: visible on white card faces and on felt.
        # Drawn `outside` further out, the halo narrows so that it does not cover a ring within.
        halo = ((10.0, 60), (6.0, 110)) if not outside else ((6.0, 70), (4.0, 120))
        grow = 2.0 + outside
        for width, alpha in halo:
            glow = QColor(colour)
            glow.setAlpha(alpha)
            painter.setPen(QPen(shown(glow), width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow)
        line = 1.5 + outside
        painter.setPen(QPen(shown(colour), 3.0))
        painter.drawRoundedRect(rect.adjusted(-line, -line, line, line), radius + line, radius + line)
