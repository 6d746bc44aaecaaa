"""Drag, click and keyboard on the table, decided by the game's rules object.

The scene feeds pointer and key events here; this class turns them into "the player dragged
this card onto that place" or "the player chose this card", and asks the rules object what is
allowed. A drag starts only after the pointer travels the platform's drag distance (so a
click stays a click); legal targets glow while dragging; a refused drop glides home.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QApplication

from cardavia_qt.table.card_item import CardItem
from cardavia_qt.table.piles import Target

if TYPE_CHECKING:
    from cardavia_qt.table.scene import TableScene

DRAG_Z = 9000.0  # a dragged card is above everything, even cards in flight


class TableRules(Protocol):
    """What a game controller answers for the scene."""

    def can_drag(self, card: CardItem) -> bool:
        """May the player pick this card up at all (their own card, say)?"""

    def legal_targets(self, card: CardItem) -> list[Target]:
        """Where the card may go now; these glow while it is dragged."""

    def drop(self, card: CardItem, target: Target) -> bool:
        """The player let go over `target` (legal or not). True if the move was made."""

    def activate(self, card: CardItem) -> None:
        """The player clicked the card, or pressed Enter on it: play it where it can go."""

    def catch_up(self) -> bool:
        """The player reached for a card before the table shows the position it would be
        played in: show that position now. True when it did, and the gesture is spent."""


class Interaction:
    def __init__(self, scene: "TableScene"):
        self.scene = scene
        self.rules: TableRules | None = None
        self.focus: CardItem | None = None
        self._pressed: CardItem | None = None
        self._press_pos = QPointF()
        self._offset = QPointF()
        self._dragging = False
        self._targets: list[Target] = []
        self._focus_index = 0

    @property
    def dragging(self) -> CardItem | None:
        return self._pressed if self._dragging else None

    # -- pointer -------------------------------------------------------------------------------
    def press(self, card: CardItem, pos: QPointF) -> None:
        if self.rules is not None and self.rules.catch_up():
            return
        self._pressed = card
        self._press_pos = QPointF(pos)
        self._dragging = False
        if card.pile is not None and card.pile is self.scene.keyboard_pile:
            self.set_focus(card)

    def move(self, pos: QPointF) -> bool:
        """Returns True when the event belonged to a press on a card."""
        card = self._pressed
        if card is None:
            return False
        if not self._dragging:
            if (pos - self._press_pos).manhattanLength() < QApplication.startDragDistance():
                return True
            if self.rules is None or not self.rules.can_drag(card):
                return True
            self._begin_drag(card)
        card.setPos(pos + self._offset)
        self.scene.show_targets(self._targets, self._best(card, self._targets))
        return True

    def release(self, pos: QPointF) -> bool:
        card, dragging = self._pressed, self._dragging
        self._pressed, self._dragging = None, False
        if card is None:
            return False
        if dragging:
            self._end_drag(card)
        elif self.rules is not None and self.scene.card_at(pos) is card:
            self.rules.activate(card)
        return True

    def cancel(self) -> None:
        """Abandon a press or drag (a new deal arrived under the pointer)."""
        card, dragging = self._pressed, self._dragging
        self._pressed, self._dragging = None, False
        self._targets = []
        self.scene.show_targets([], None)
        if card is not None and dragging:
            card.set_dragging(False)

    def _begin_drag(self, card: CardItem) -> None:
        self._dragging = True
        self.scene.mover.stop(card)
        # Keep the card exactly where the player sees it: its hover lift becomes position.
        self._offset = card.pos() - QPointF(0, card.lift) - self._press_pos
        card.set_dragging(True)
        card.setZValue(DRAG_Z)
        self._targets = list(self.rules.legal_targets(card)) if self.rules is not None else []

    def _end_drag(self, card: CardItem) -> None:
        target = self._best(card, self._targets)
        if target is None:
            # Not over a legal place: still let the rules explain why a table drop fails.
            target = self._best(card, self.scene.drop_zones())
        self._targets = []
        self.scene.show_targets([], None)
        card.set_dragging(False)
        accepted = target is not None and self.rules is not None and self.rules.drop(card, target)
        if not accepted and card.pile is not None:
            self.scene.layout([card.pile])  # refused: glide home

    def _best(self, card: CardItem, targets: list[Target]) -> Target | None:
        """The target the card overlaps most; a single slot beats a whole pile."""
        rect = card.mapRectToScene(card.card_rect())
        best, best_key = None, (False, 0.0)
        for target in targets:
            area = overlap_area(rect, target.pile.zone_rect(target.slot))
            key = (target.slot is not None, area)
            if area > 0 and key > best_key:
                best, best_key = target, key
        return best

    # -- keyboard ------------------------------------------------------------------------------
    def key(self, key: int) -> bool:
        cards = self.scene.keyboard_pile.cards if self.scene.keyboard_pile is not None else []
        if not cards:
            return False
        index = cards.index(self.focus) if self.focus in cards else -1
        if key == Qt.Key.Key_Left:
            self.set_focus(cards[max(0, index - 1)] if index >= 0 else cards[-1])
        elif key == Qt.Key.Key_Right:
            self.set_focus(cards[min(len(cards) - 1, index + 1)])
        elif key == Qt.Key.Key_Home:
            self.set_focus(cards[0])
        elif key == Qt.Key.Key_End:
            self.set_focus(cards[-1])
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.focus not in cards:
                self.set_focus(cards[0])
            elif self.rules is not None and not self.rules.catch_up():
                self.rules.activate(self.focus)
        else:
            return False
        return True

    def set_focus(self, card: CardItem | None) -> None:
        cards = self.scene.keyboard_pile.cards if self.scene.keyboard_pile is not None else []
        if card in cards:
            self._focus_index = cards.index(card)
        if card is not self.focus:
            self.focus = card
            self.scene.focus_moved()

    def keep_focus(self) -> None:
        """After the hand changed, keep focus on the same card or the one now in its place."""
        cards = self.scene.keyboard_pile.cards if self.scene.keyboard_pile is not None else []
        if self.focus in cards:
            self._focus_index = cards.index(self.focus)
        elif not cards:
            self.set_focus(None)
        elif self.focus is not None or self.scene.view_focused:
            self.set_focus(cards[min(self._focus_index, len(cards) - 1)])


def overlap_area(a: QRectF, b: QRectF) -> float:
    overlap = a.intersected(b)
    return 0.0 if overlap.isEmpty() else overlap.width() * overlap.height()
