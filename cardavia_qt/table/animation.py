"""Card movement and the pacing of what happened.

`CardMover` glides cards to their resting places (position, turn and size together).
`StepQueue` plays the engine's events one after another — a card must land before the next
is dealt — each step saying how long the table needs before the next may start. With the
animation speed at 0 every move is instant and every step runs at once, synchronously.
"""

from __future__ import annotations

from collections import deque
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Callable

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QTimer, QVariantAnimation, Signal

from cardavia_qt.table.card_item import CardItem
from cardavia_qt.table.piles import Placement

MOVE_MS = 210  # one card's flight at speed 1
FLIGHT_Z = 5000.0  # cards in flight pass over every resting card


@dataclass
class _Flight:
    animation: QVariantAnimation
    start_pos: QPointF
    end_pos: QPointF
    start_turn: float
    end_turn: float
    start_scale: float
    delay: int
    duration: int
    final_z: float
    place: Placement


class CardMover(QObject):
    """Moves card items to placements, smoothly unless the speed is 0.

    `idle` says every card rests where it was last sent. A relayout first lands the flights
    under way, then sends every card to its new place: in between the cards rest at their old
    places, so the mover says nothing until the whole change is done (`settling`)."""

    # The cards came to rest (the last flight landed, or a move was instant), and no change of
    # the table is half done.
    idle = Signal()

    def __init__(self, speed: Callable[[], float], parent: QObject | None = None):
        super().__init__(parent)
        self._speed = speed
        self._flights: dict[CardItem, _Flight] = {}
        self._easing = QEasingCurve(QEasingCurve.Type.OutCubic)
        self._order = 0
        self._settling = 0  # nested changes of the table under way
        self._idle_owed = False  # the last flight ended during one of them
        self.instant = False  # forced by the caller for deals built without animation

    @property
    def speed(self) -> float:
        return 0.0 if self.instant else max(0.0, float(self._speed()))

    @property
    def busy(self) -> bool:
        return bool(self._flights)

    def is_moving(self, card: CardItem) -> bool:
        return card in self._flights

    @contextmanager
    def settling(self):
        """One change of the table (a relayout, an event shown): flights that end inside it do
        not make the mover idle before the change has sent every card where it goes."""
        self._settling += 1
        try:
            yield
        finally:
            self._settling -= 1
            if not self._settling and self._idle_owed:
                self._idle_owed = False
                if not self._flights:
                    self.idle.emit()

    def _flights_ended(self) -> None:
        if self._flights:
            return
        if self._settling:
            self._idle_owed = True
        else:
            self.idle.emit()

    def move(self, card: CardItem, place: Placement, ratio: float, duration: int = MOVE_MS, delay: int = 0) -> int:
        """Send `card` to `place`; returns the milliseconds until it lands (0 if instant)."""
        self.stop(card)
        card.set_shadow(place.shadow)
        old_width = card.width
        card.set_width(place.width, ratio)
        # The pixmap is now the final size; a scale makes it look the old size, then grows.
        start_scale = card.scale() * old_width / max(1, card.width)
        speed = self.speed
        total = int((duration + delay) * speed)
        angle = card.rotation() + card.turn  # as drawn now, however it is drawn
        arrived = (card.pos() - resting_pos(card, place)).manhattanLength() < 0.5 and abs(angle - place.rotation) < 0.1
        if total <= 0 or (arrived and abs(start_scale - 1) < 0.01):
            self._place(card, place)
            if not arrived and not self._flights:
                self._flights_ended()  # it moved, at once: the table is at rest again
            return 0
        # In flight the turn is the item's transform (it changes every frame); at rest it is
        # drawn into the pixmap again.
        card.set_turn(0.0)
        card.setRotation(angle)
        card.setScale(start_scale)
        card.setVisible(True)
        self._order += 1
        card.setZValue(FLIGHT_Z + self._order)
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(total)
        flight = _Flight(animation, QPointF(card.pos()), resting_pos(card, place), angle, place.rotation,
                         start_scale, int(delay * speed), int(duration * speed), place.z, place)
        self._flights[card] = flight
        animation.valueChanged.connect(lambda value, c=card: self._advance(c, value))
        animation.finished.connect(lambda c=card: self._land(c))
        animation.start()
        return total

    def stop(self, card: CardItem) -> None:
        """Halt a card where it is (a drag picks it up mid-flight)."""
        flight = self._flights.pop(card, None)
        if flight is not None:
            flight.animation.stop()
            flight.animation.deleteLater()
            card.setScale(1.0)
            card.setZValue(flight.final_z)
            card.show_pending_face()
            self._flights_ended()

    def finish_all(self) -> None:
        """Land every card at once (a new deal, or a test that wants the end state)."""
        for card, flight in list(self._flights.items()):
            flight.animation.stop()
            flight.animation.deleteLater()
            self._place(card, flight.place)
        had_flights = bool(self._flights)
        self._flights.clear()
        if had_flights:
            self._flights_ended()

    def _advance(self, card: CardItem, value) -> None:
        flight = self._flights.get(card)
        if flight is None:
            return
        elapsed = float(value) * (flight.delay + flight.duration) - flight.delay
        if elapsed < 0:
            return
        progress = min(1.0, elapsed / max(1, flight.duration))
        if progress >= 0.5:
            card.show_pending_face()  # it turns over in mid-air
        t = self._easing.valueForProgress(progress)
        card.setPos(flight.start_pos + (flight.end_pos - flight.start_pos) * t)
        card.setRotation(flight.start_turn + (flight.end_turn - flight.start_turn) * t)
        card.setScale(flight.start_scale + (1.0 - flight.start_scale) * t)

    def _land(self, card: CardItem) -> None:
        flight = self._flights.pop(card, None)
        if flight is None:
            return
        flight.animation.deleteLater()
        self._place(card, flight.place)
        self._flights_ended()

    @staticmethod
    def _place(card: CardItem, place: Placement) -> None:
        card.show_pending_face()
        card.setScale(1.0)
        card.setRotation(0.0)
        card.set_turn(place.rotation)
        card.setPos(resting_pos(card, place))
        card.setZValue(place.z)
        card.setVisible(place.visible)


def resting_pos(card: CardItem, place: Placement) -> QPointF:
    """Where a card rests: the placement, rounded to whole pixels so it is drawn unresampled."""
    return QPointF(round(place.pos.x()), round(place.pos.y()))


Step = Callable[[], int]  # does its part, returns the milliseconds before the next may start


class StepQueue(QObject):
    """Runs steps in order, waiting between them as long as each asks."""

    drained = Signal()

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._steps: deque[Step] = deque()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._run)
        self._running = False

    @property
    def busy(self) -> bool:
        return bool(self._steps) or self._timer.isActive() or self._running

    def push(self, *steps: Step) -> None:
        """Queue steps (all of them before any runs, so `drained` means the whole batch ran)."""
        self._steps.extend(steps)
        if not self._running and not self._timer.isActive():
            self._run()

    def flush(self) -> None:
        """Run every waiting step now, without pauses."""
        self._timer.stop()
        self._run(pause=False)

    def clear(self) -> None:
        self._timer.stop()
        self._steps.clear()

    def _run(self, pause: bool = True) -> None:
        if self._running:
            return
        self._running = True
        try:
            while self._steps:
                wait = self._steps.popleft()()
                if pause and wait > 0:
                    self._timer.start(wait)
                    return
        finally:
            self._running = False
        self.drained.emit()
