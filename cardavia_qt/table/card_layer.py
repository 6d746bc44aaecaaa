"""The cards on the table as a projection of the deal: one layer for every game.

The deal's events are turned into card moves by the game's Qt-free projection
(cardavia_qt/projection/); this layer owns the card items — one per token, found by the token —
and shows those moves with the scene: it creates, moves and turns the items, lays each touched
pile out from the projection's model, and paces one event after another (a card lands before
the next is dealt). Nothing here knows a game: what a game's table adds is its `Furniture` —
which pile of the scene shows which pile of the model, the art and names of its cards, how it
orders a hand, the marks its piles draw from the model's notes, and the pace of its events.

Everything the table can show is one of three things: follow new events one by one (play),
lay a table out at once (a new deal, a resumed one, a replay's position) or go from the table
shown to another (a take-back, a replay's jump: the difference, animated). A replay view
drives the same layer: `start(events[:k])`, then `follow` the next event or `jump` back.
"""

from __future__ import annotations

from pathlib import Path
from typing import Hashable, Iterable, Protocol, Sequence

from PySide6.QtCore import QObject, Signal

from cardavia_qt.projection import Move, Note, PileId, Projection, TableModel, Turn, diff
from cardavia_qt.table.animation import MOVE_MS, StepQueue
from cardavia_qt.table.card_item import CardItem, face_down_name
from cardavia_qt.table.piles import Pile
from cardavia_qt.table.scene import TableScene
from engine.core.state import Event

Token = int


class Furniture(Protocol):
    """What a game's table tells the layer (its controller answers)."""

    def pile_for(self, pile: PileId) -> Pile:
        """The scene's pile that shows `pile` of the model."""

    def face(self, card) -> Path:
        """The art of a card's face."""

    def back(self) -> Path:
        """The pack's back: every item is made with it."""

    def card_name(self, card) -> str:
        """A face-up card's spoken name (its tooltip)."""

    def order(self, pile: PileId, groups: list[list[Token]], model: TableModel) -> list[list[Token]]:
        """The order the table shows a pile in (a sorted hand); the model's by default."""

    def furnish(self, model: TableModel) -> None:
        """The model's notes and the piles' own marks (a trump's suit, the open discard's glow)
        brought up to date, before the piles are laid out."""

    def pace(self, event: Event | None) -> tuple[int, int]:
        """How long one card of this event flies and how far apart cards leave, in ms at
        speed 1 (None: a jump, a take-back)."""


class CardLayer(QObject):
    event_shown = Signal(object)  # an Event, once its cards have landed
    drained = Signal()  # every event given has been shown
    events_changed = Signal()  # events_seen() grew, shrank or started again

    def __init__(self, scene: TableScene, furniture: Furniture, projection: type[Projection], viewer: int,
                 parent: QObject | None = None):
        super().__init__(parent)
        self.scene = scene
        self.furniture = furniture
        self.kind = projection
        self.viewer = viewer
        self.omniscient = False  # a replay of a finished deal shows every card face up
        self.projection = projection(viewer)
        self._seen: list[Event] = []  # the events the table shows: their cards have landed
        self._given = 0  # events handed over: shown, flying or still queued
        self._items: dict[Token, CardItem] = {}
        self._tokens: dict[CardItem, Token] = {}
        self.steps = StepQueue(self)
        self.steps.drained.connect(self.drained)

    # -- reading -------------------------------------------------------------------------------
    @property
    def model(self) -> TableModel:
        return self.projection.model

    @property
    def told(self) -> Event | None:
        """Another seat's latest move worth telling, as far as the table shows the deal."""
        return self.projection.told

    @property
    def busy(self) -> bool:
        return self.steps.busy

    @property
    def given(self) -> int:
        return self._given

    def events_seen(self) -> tuple[Event, ...]:
        """The events the table shows so far, each from the moment its cards have landed (a
        deal log lists them: a move is read when it is seen, never before)."""
        return tuple(self._seen)

    def item_for(self, card: Hashable) -> CardItem | None:
        """The item showing `card` face up, if the table shows it."""
        token = self.model.showing(card)
        return self._items.get(token) if token is not None else None

    def card_for(self, item: CardItem) -> Hashable | None:
        """The card an item shows face up (None for a back, or an item not of the deal)."""
        token = self._tokens.get(item)
        return self.model.faces.get(token) if token is not None else None

    def token_of(self, item: CardItem) -> Token | None:
        return self._tokens.get(item)

    def items(self) -> dict[Token, CardItem]:
        return dict(self._items)

    def shown_groups(self, pile: PileId) -> list[list[Token]]:
        """A model pile's tokens as the table lays them out (its own order)."""
        return self.furniture.order(pile, self.model.groups(pile), self.model)

    def matches_model(self) -> bool:
        """Does every pile hold exactly the items of its model pile, in the table's order, each
        showing its token's face? (The layer's own check; tests call it after every event.)"""
        if self.steps.busy:
            return False
        piles = {pile for pile in self.model.piles if self.model.tokens(pile)}
        scene_piles = {self.furniture.pile_for(pile) for pile in piles}
        for pile in piles:
            wanted = [[self._items[token] for token in group] for group in self.shown_groups(pile)]
            if self.furniture.pile_for(pile).held() != [group for group in wanted if group]:
                return False
        for scene_pile in self.scene.piles:  # nothing of the deal lies where the model has nothing
            if scene_pile not in scene_piles and any(item in self._tokens for item in scene_pile.cards):
                return False
        for token, item in self._items.items():
            face = self.model.faces[token]
            if item.pending_face is not None or item.face != (None if face is None else self.furniture.face(face)):
                return False
        return set(self._items) == set(self.model.where)

    # -- driving -------------------------------------------------------------------------------
    def start(self, events: Sequence[Event] = (), opening=None) -> None:
        """Lay the table out at once after `events` (from an arranged position's `opening`
        view when given): a new deal, a resumed one, a replay's position."""
        self.clear()
        self.projection = self._project(events, opening)
        self._seen, self._given = list(events), len(events)
        self._apply(diff(TableModel(self.kind.grouped), self.model), None, at_once=True)
        self.events_changed.emit()

    def follow(self, events: Iterable[Event]) -> None:
        """Show these events, next after those given so far, one after another: each one's
        cards fly, and once they have landed the event counts as shown."""
        events = list(events)
        self._given += len(events)
        steps = []
        for event in events:
            steps += [lambda event=event: self._show(event), lambda event=event: self._landed(event)]
        self.steps.push(*steps)

    def jump(self, events: Sequence[Event], opening=None, animate: bool = True) -> int:
        """Go from the table shown to the one after `events` (a take-back, a replay's jump):
        every card that differs moves or turns; the ms until all land."""
        self.steps.clear()
        with self.scene.mover.settling():
            self.scene.mover.finish_all()
            target = self._project(events, opening)
            steps = diff(self.model, target.model)
            gone = set(self.model.where) - set(target.model.where)
            self.projection = target
            self._seen, self._given = list(events), len(events)
            for token in gone:
                item = self._items.pop(token)
                del self._tokens[item]
                self.scene.remove_card(item)
            wait = self._apply(steps, None, at_once=not animate)
        self.events_changed.emit()
        return wait

    def rearrange(self, piles: Iterable[PileId]) -> int:
        """Lay these piles out again in the table's order (a hand grouped another way)."""
        piles = [pile for pile in piles if pile in self.model.piles]
        for pile in piles:
            self.furniture.pile_for(pile).hold([[self._items[token] for token in group]
                                                for group in self.shown_groups(pile)])
        self.furniture.furnish(self.model)
        return self.scene.layout([self.furniture.pile_for(pile) for pile in piles])

    def finish(self) -> None:
        """Show everything given, at once (screenshots, tests)."""
        mover = self.scene.mover
        with mover.settling():
            mover.finish_all()
            previous, mover.instant = mover.instant, True
            try:
                self.steps.flush()
            finally:
                mover.instant = previous

    def clear(self) -> None:
        self.steps.clear()
        self.scene.clear_cards()
        self._items.clear()
        self._tokens.clear()
        self.projection = self.kind(self.viewer, self.omniscient)
        had = bool(self._seen)
        self._seen, self._given = [], 0
        if had:
            self.events_changed.emit()

    def refresh_faces(self) -> None:
        """Every face-up card drawn again (a card style changed)."""
        for token, item in self._items.items():
            card = self.model.faces[token]
            if card is not None:
                item.set_face(self.furniture.face(card), self.furniture.card_name(card))

    def retranslate(self) -> None:
        for token, item in self._items.items():
            card = self.model.faces[token]
            item.accessible_name = self.furniture.card_name(card) if card is not None else face_down_name()

    # -- inside --------------------------------------------------------------------------------
    def _project(self, events: Sequence[Event], opening) -> Projection:
        if opening is not None:
            projection = self.kind.from_view(opening, self.viewer)
        else:
            projection = self.kind(self.viewer, self.omniscient)
        for event in events:
            projection.advance(event)
        return projection

    def _show(self, event: Event) -> int:
        """The event's cards set off; the ms until they land (the next step waits as long)."""
        return self._apply(self.projection.advance(event), event)

    def _landed(self, event: Event) -> int:
        self._seen.append(event)
        self.events_changed.emit()
        self.event_shown.emit(event)
        return 0

    def _apply(self, steps, event: Event | None, at_once: bool = False) -> int:
        """Carry the steps out on the items (the model has them already), then lay out every
        pile they touched; the ms until every card lands."""
        with self.scene.mover.settling():  # piles placed at once, then the rest sent flying
            return self._carry_out(steps, event, at_once)

    def _carry_out(self, steps, event: Event | None, at_once: bool) -> int:
        touched: set[PileId] = set()
        created: set[PileId] = set()
        for step in steps:
            if isinstance(step, Note):
                continue
            item = self._items.get(step.token)
            if item is None:
                item = self.scene.create_card(self.furniture.back())
                self._items[step.token] = item
                self._tokens[item] = step.token
            if isinstance(step, Move):
                touched.add(step.target)
                if step.source is None:
                    created.add(step.target)
                else:
                    touched.add(step.source)
            else:
                touched.add(self.model.where[step.token])
            self._turn(item, step.face, moved=isinstance(step, Move))
        for pile in touched:
            groups = self.shown_groups(pile)
            self.furniture.pile_for(pile).hold([[self._items[token] for token in group] for group in groups])
        self.furniture.furnish(self.model)
        piles = [self.furniture.pile_for(pile) for pile in touched]
        if at_once or created:
            self.scene.place_at_once([self.furniture.pile_for(pile) for pile in (touched if at_once else created)])
            piles = [] if at_once else [pile for pile in piles if pile not in map(self.furniture.pile_for, created)]
        if not piles:
            return 0
        duration, stagger = self.furniture.pace(event)
        return self.scene.layout(piles, duration=duration or MOVE_MS, stagger=stagger)

    def _turn(self, item: CardItem, face, moved: bool = False) -> None:
        """Show `face` (None: the back) once the item is on its way (see CardItem.turn_over).
        A card that changes piles is called by its own name again: what a pile adds to it
        (who threw a discard) the pile's furniture says anew, for the cards it holds now."""
        path = None if face is None else self.furniture.face(face)
        shown = item.pending_face[0] if item.pending_face is not None else item.face
        name = self.furniture.card_name(face) if face is not None else ""
        if path != shown:
            item.turn_over(path, name)
        elif moved:
            item.accessible_name = name or face_down_name()
