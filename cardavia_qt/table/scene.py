"""The table scene: piles and cards, and nothing about any game's rules.

Scene coordinates are the view's pixels (the view never scales), so the layout can size cards
for the window and every card is drawn from a pixmap rendered for exactly that size.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Callable, Iterable

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QPainter, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from cardavia_qt.filters.colours import shown
from cardavia_qt.table.animation import MOVE_MS, CardMover, resting_pos
from cardavia_qt.table.card_item import FOCUS_COLOUR, CardItem
from cardavia_qt.table.interaction import Interaction, TableRules
from cardavia_qt.table.piles import AVAILABLE, HOVERED, Pile, Target
from cardavia_qt.table.pixmaps import PixmapCache, shared_cache


EDGE_Z = 10000.0  # above every card, even a dragged one


class EdgeFrame(QGraphicsItem):
    """The keyboard focus drawn on the table's edge while nothing in the hand can carry it.

    An item rather than a foreground painted by the view: shown or hidden, Qt repaints all of
    it, where a foreground that changes with the focus would be redrawn only in whatever
    regions happen to be repainted next, leaving fragments of the frame behind."""

    WIDTH = 2.0

    def __init__(self):
        super().__init__()
        self._rect = QRectF()
        self.setZValue(EDGE_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def set_table_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)

    def frame_rect(self) -> QRectF:
        return self._rect.adjusted(1, 1, -1, -1) if not self._rect.isEmpty() else QRectF()

    def boundingRect(self) -> QRectF:
        return self.frame_rect().adjusted(-self.WIDTH, -self.WIDTH, self.WIDTH, self.WIDTH)

    def shape(self) -> QPainterPath:
        # Only the line itself: the frame must not stand in front of the cards for hit tests.
        path = QPainterPath()
        path.addRect(self.frame_rect())
        stroker = QPainterPathStroker()
        stroker.setWidth(self.WIDTH)
        return stroker.createStroke(path)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setPen(QPen(shown(FOCUS_COLOUR), self.WIDTH))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(self.frame_rect())


class TableScene(QGraphicsScene):
    focus_card_changed = Signal(str)  # the keyboard-focused card's spoken name ("" for none)

    def __init__(self, cache: PixmapCache | None = None, speed: Callable[[], float] = lambda: 1.0, parent=None):
        super().__init__(parent)
        self.cache = cache if cache is not None else shared_cache()
        self._speed = speed
        self.mover = CardMover(speed, self)
        self.interaction = Interaction(self)
        self.piles: list[Pile] = []
        self.keyboard_pile: Pile | None = None  # the pile the arrow keys walk (the player's hand)
        self.ratio = 1.0
        self.table_rect = QRectF()  # set by the view; empty until then (see set_table_rect)
        self.view_focused = False
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)  # cards move constantly
        self.edge_frame = EdgeFrame()
        self.addItem(self.edge_frame)
        self.cache.changed.connect(self._refresh_art)
        self.cache.arrived.connect(self._art_arrived)

    # -- rules -----------------------------------------------------------------------------------
    @property
    def rules(self) -> TableRules | None:
        return self.interaction.rules

    @rules.setter
    def rules(self, rules: TableRules | None) -> None:
        self.interaction.rules = rules

    # -- piles and cards -------------------------------------------------------------------------
    def add_pile(self, pile: Pile) -> Pile:
        self.addItem(pile)
        self.piles.append(pile)
        return pile

    def create_card(self, back: Path, face: Path | None = None, name: str = "") -> CardItem:
        card = CardItem(self.cache, back, face, name, aspect=self.cache.aspect(back))
        card.set_width(card.width, self.ratio)
        card.animation_speed = self._speed()
        self.addItem(card)
        return card

    def cards(self) -> list[CardItem]:
        return [item for item in self.items() if isinstance(item, CardItem)]

    def remove_card(self, card: CardItem) -> None:
        if card.pile is not None:
            card.pile.remove(card)
        self.mover.stop(card)
        self.removeItem(card)

    def clear_cards(self) -> None:
        with self.mover.settling():
            self.interaction.cancel()
            self.mover.finish_all()
            for pile in self.piles:
                pile.clear()
            for card in self.cards():
                self.removeItem(card)
            self.interaction.set_focus(None)

    def card_at(self, pos: QPointF) -> CardItem | None:
        """The card on top at the pixel `pos` lies on. Qt finds the item under the pointer (the
        one it lifts on hover) by that pixel's square, which touches a card one pixel before its
        edge; found by the point alone, a card rose under the pointer there and a click on it
        did nothing (seen live)."""
        pixel = QRectF(pos, QSizeF(1.0, 1.0))
        for item in self.items(pixel, Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder):
            if isinstance(item, CardItem) and item is not self.interaction.dragging:
                return item
        return None

    def drop_zones(self) -> list[Target]:
        return [zone for pile in self.piles for zone in pile.drop_zones()]

    # -- layout ------------------------------------------------------------------------------------
    def set_table_rect(self, rect: QRectF) -> None:
        """The table's extent: the view's whole viewport, in scene coordinates. (Kept as well
        as set: until it is set, sceneRect() is worked out from the items' bounding rects,
        which a pile asks for its caption's place.)"""
        self.table_rect = QRectF(rect)
        self.setSceneRect(rect)
        self.edge_frame.set_table_rect(rect)

    def set_ratio(self, ratio: float) -> None:
        self.ratio = ratio

    def layout(self, piles: Iterable[Pile] | None = None, duration: int = MOVE_MS, stagger: int = 0) -> int:
        """Send the cards of `piles` (default: all) to their places; returns ms until all land."""
        speed = self._speed()
        longest = 0
        count = 0
        dragged = self.interaction.dragging
        with self.mover.settling():  # a card sent on anew stops its flight first: not idle yet
            for pile in (self.piles if piles is None else piles):
                for card, place in pile.placements():
                    card.animation_speed = speed
                    card.set_liftable(pile is self.keyboard_pile)
                    if card is dragged:
                        continue
                    delay = stagger * count if self.mover.is_moving(card) or card.pos() != resting_pos(card, place) else 0
                    landed = self.mover.move(card, place, self.ratio, duration, delay)
                    if landed:
                        count += 1
                    longest = max(longest, landed)
        self.interaction.keep_focus()
        self._mark_focus()
        return longest

    def place_at_once(self, piles: Iterable[Pile]) -> None:
        """Put these piles' cards in place without flight (a new stock, before the deal)."""
        previous, self.mover.instant = self.mover.instant, True
        try:
            self.layout(piles)
        finally:
            self.mover.instant = previous

    def relayout_now(self) -> None:
        """Everything to its place at once (after a resize: cards must not drift behind it).
        The flights under way land where they were going, in the old geometry, then every
        card goes to its new place: one change, so nobody is told the table is idle between."""
        with self.mover.settling():
            self.mover.finish_all()
            previous, self.mover.instant = self.mover.instant, True
            try:
                self.layout()
            finally:
                self.mover.instant = previous
        for pile in self.piles:
            pile.update()

    # -- drop highlights -------------------------------------------------------------------------
    def show_targets(self, targets: list[Target], hovered: Target | None) -> None:
        by_pile: dict[Pile, dict[int | None, int]] = {pile: {} for pile in self.piles}
        for target in targets:
            by_pile.setdefault(target.pile, {})[target.slot] = HOVERED if target == hovered else AVAILABLE
        for pile, highlights in by_pile.items():
            pile.set_highlights(highlights)

    # -- keyboard focus ------------------------------------------------------------------------
    def set_view_focused(self, focused: bool) -> None:
        self.view_focused = focused
        if focused and self.interaction.focus is None:
            self.interaction.keep_focus()
            if self.interaction.focus is None and self.keyboard_pile is not None and self.keyboard_pile.cards:
                self.interaction.set_focus(self.keyboard_pile.cards[0])
        self._mark_focus()

    def focus_moved(self) -> None:
        self._mark_focus()
        focus = self.interaction.focus
        self.focus_card_changed.emit(focus.accessible_name if focus is not None else "")

    def _mark_focus(self) -> None:
        focus = self.interaction.focus
        for card in self.cards():
            card.set_marks(focused=self.view_focused and card is focus)
        self.edge_frame.setVisible(self.view_focused and focus is None)

    # -- events ------------------------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            card = self.card_at(event.scenePos())
            if card is not None:
                self.interaction.press(card, event.scenePos())
                event.accept()
                return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        if self.interaction.move(event.scenePos()):
            event.accept()
            return
        super().mouseMoveEvent(event)  # hover lift lives there

    def mouseReleaseEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.interaction.release(event.scenePos()):
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event) -> None:
        # A fast second click is another click, not a special gesture.
        self.mousePressEvent(event)

    def keyPressEvent(self, event) -> None:
        if self.interaction.key(event.key()):
            event.accept()
            return
        super().keyPressEvent(event)

    def wait_for_art(self, timeout: float = 10.0) -> bool:
        """Wait until every card on show has its art (screenshots and tests: the table's
        faces are made in the background, and a picture must not catch a stand-in)."""
        deadline = time.monotonic() + timeout
        while True:
            # Asks for what a card not painted since it changed will need, and takes what came.
            waiting = [card for card in self.cards() if card.isVisible() and card.pixmap() is not None and card.waiting]
            if not waiting and not self.cache.busy:
                return True
            if not self.cache.wait_for_art(max(0.0, deadline - time.monotonic())):
                return False

    def _art_arrived(self) -> None:
        for card in self.cards():
            if card.waiting:
                card.refresh()

    def _refresh_art(self) -> None:
        # The display filters changed: new pixmaps for the cards, and the colours every pile
        # paints (captions, outlines, glows) must be drawn again through the new map too.
        for card in self.cards():
            card.refresh()
        self.update()
