"""Kowah on the generic table: its piles, its gestures and its furniture.

The controller is the only place that knows Kowah's table: the stock and the discards, three
hands (yours face up, the AIs' face down but for the cards the table saw them take or draw face
up), each seat's exposed waiting pair, the echo of the latest face-up draw in the middle, and
which gesture means Draw, Take or Discard. Where each card goes is the projection's
(cardavia_qt/projection/kowah.py), the words are kowah_words.py's; dealing, the AI's turns, the
hint and the animation are shared by every game (`GameController`).

Seats follow the engine (R11): seat 0 is you, seat 1 sits on your right, seat 2 on your left.
"""

from __future__ import annotations

from pathlib import Path

from cardavia_qt.projection import PileId, TableModel
from cardavia_qt.resources import asset_path
from cardavia_qt.table.animation import MOVE_MS
from cardavia_qt.table.card_item import CardItem
from cardavia_qt.table.discard_row import POINTS_DOWN, POINTS_LEFT, POINTS_RIGHT, DiscardRow
from cardavia_qt.table.game_controller import HUMAN, GameController
from cardavia_qt.table.kowah_layout import EXPOSED_STEP, HAND_LIFT, OPPONENT_STEP, KowahGeometry
from cardavia_qt.table.kowah_words import KowahWords
from cardavia_qt.table.piles import Choosing, FanPile, Pile, StackPile, Target
from cardavia_qt.table.scene import TableScene
from engine.core.state import Event
from engine.kowah.actions import Declare, Discard, Draw, KowahAction, Pass, Take
from engine.kowah.cards import Card
from engine.kowah.rules import DISCARD

RIGHT, LEFT = 1, 2
DEAL_STAGGER_MS = 30
# The echo is a picture of a card that lies elsewhere (in the drawer's hand, or the discards):
# at full strength the same card showed twice, and a player counting the copies gone (R4: a wait
# can die) could count it twice (seen live: the Eight of Myriads in the middle and in the discards).
ECHO_OPACITY = 0.55
QUICK_THINK_MS = 250  # a locked hand's draw needs no thought
PEEK = 0.42  # how much of each earlier discard shows, as a share of the card width
POINTING = {HUMAN: POINTS_DOWN, RIGHT: POINTS_RIGHT, LEFT: POINTS_LEFT}  # a thrower's mark, to its side

__all__ = ["HUMAN", "LEFT", "RIGHT", "KowahController"]


class Hand(Choosing, FanPile):
    """Your hand: a discard is chosen (raised) before it goes."""


class KowahController(GameController):
    game_id = "kowah"

    def __init__(self, scene: TableScene, settings, parent=None):
        super().__init__(scene, settings, parent)
        self.words = KowahWords(self.names, self)
        aspect = scene.cache.aspect(self.back())
        self.hands: dict[int, FanPile] = {
            LEFT: FanPile("left_hand", 100, max_step=OPPONENT_STEP, min_step=0.12, align="top"),
            RIGHT: FanPile("right_hand", 100, max_step=OPPONENT_STEP, min_step=0.12, align="top"),
            HUMAN: Hand("hand", 600, max_step=1.05, min_step=0.5, align="bottom", lift_room=HAND_LIFT),
        }
        self.hand = self.hands[HUMAN]
        self.hand.accepts_drops = True  # the latest discard or the stock's top card may be dropped here
        self.exposed = {seat: FanPile(f"exposed_{seat}", 300, max_step=EXPOSED_STEP, min_step=0.4, align="bottom")
                        for seat in self.seats}
        self.stock = StackPile("stock", 200)
        self.public_draw = StackPile("public_draw", 250)
        self.public_draw.show_outline = False
        # "Из колоды: ИИ слева" is wider than a card: it runs on over the discard row's caption
        # line (its cards rest above it) rather than over the stock's count beside it.
        self.public_draw.keep_caption_clear_of(self.stock)
        # The latest lies whole at the right, each earlier one peeks out to its left far enough
        # to show its index: a player can count which copies are gone (R4: a wait can die).
        self.discards = DiscardRow("discards", 400, step=PEEK, rows=1, spare=1.06, align="right", marked=True)
        self.discards.show_outline = True
        self.discards.accepts_drops = True
        for pile in (*self.hands.values(), *self.exposed.values(), self.stock, self.public_draw, self.discards):
            pile.aspect = aspect
            scene.add_pile(pile)
        scene.keyboard_pile = self.hand
        scene.rules = self
        # The latest face-up public draw, shown again in the middle with who drew it (§4, R5):
        # a picture of the card, not the card itself, which went on into a hand or the discards.
        self._echo: CardItem | None = None
        self._echo_of: tuple[Card, int] | None = None

    # -- furniture -------------------------------------------------------------------------------
    def apply_geometry(self, geometry: KowahGeometry, ratio: float) -> None:
        self.scene.set_ratio(ratio)
        self.hands[LEFT].set_geometry(geometry.left_hand, geometry.opponent_card_width)
        self.hands[RIGHT].set_geometry(geometry.right_hand, geometry.opponent_card_width)
        self.hand.set_geometry(geometry.hand, geometry.card_width)
        self.exposed[LEFT].set_geometry(geometry.left_exposed, geometry.middle_card_width)
        self.exposed[RIGHT].set_geometry(geometry.right_exposed, geometry.middle_card_width)
        self.exposed[HUMAN].set_geometry(geometry.your_exposed, geometry.middle_card_width)
        self.stock.set_geometry(geometry.stock, geometry.middle_card_width)
        self.public_draw.set_geometry(geometry.public_draw, geometry.middle_card_width)
        self.discards.set_geometry(geometry.discards, geometry.middle_card_width)
        self.scene.relayout_now()

    def pile_for(self, pile: PileId) -> Pile:
        if pile.kind == "hand":
            return self.hands[pile.seat]
        if pile.kind == "exposed":
            return self.exposed[pile.seat]
        return {"stock": self.stock, "discards": self.discards}[pile.kind]

    def order(self, pile: PileId, groups: list[list[int]], model: TableModel) -> list[list[int]]:
        if pile.kind != "hand" or not groups:
            return groups
        if pile.seat == HUMAN:
            # Ranks together, then suits: triples and pairs read at a glance; the card just
            # drawn or taken stands out at the right until you discard.
            drawn = model.showing(model.notes.get("drawn")) if model.notes.get("drawn") is not None else None
            held = sorted((token for token in groups[0] if token != drawn), key=model.face)
            return [held + ([drawn] if drawn in groups[0] else [])]
        # An AI's known cards (taken, or drawn face up) sit at the right of its backs.
        return [sorted(groups[0], key=lambda token: model.face(token) is not None)]

    def mark_piles(self, model: TableModel) -> None:
        throwers = model.notes.get("throwers", ())
        self.discards.marks = {item: POINTING[seat] for item, seat in zip(self.discards.cards, throwers)
                               if seat is not None}
        self._show_echo(model.notes.get("echo"))

    def pace(self, event: Event | None) -> tuple[int, int]:
        return (MOVE_MS, DEAL_STAGGER_MS) if event is not None and event.kind == "hand" else (MOVE_MS, 0)

    def _show_echo(self, echo: tuple[Card, int] | None) -> None:
        if self._echo is not None and self._echo.scene() is None:
            self._echo = None  # the table was cleared under it
        if echo is None:
            if self._echo is not None:
                self.scene.remove_card(self._echo)
            self._echo, self._echo_of = None, None
            self.public_draw.caption, self.public_draw.accessible_name = self.words.drew(None)
            return
        self._echo_of = echo
        # The caption takes its line before the card is placed: the card must rest below it.
        self.public_draw.caption, self.public_draw.accessible_name = self.words.drew(echo[1])
        if self._echo is None:
            self._echo = self.scene.create_card(self.back())
            self._echo.setOpacity(ECHO_OPACITY)
            self.public_draw.add(self._echo)
        self.scene.place_at_once([self.public_draw])
        self._echo.set_face(self.face(echo[0]), self.card_name(echo[0]))

    def refresh_faces(self) -> None:
        self._show_echo(self._echo_of)
        super().refresh_faces()

    def retranslate(self) -> None:
        self._show_echo(self._echo_of)
        super().retranslate()

    def face(self, card: Card) -> Path:
        return asset_path("cards", "kowah", f"{card.face[1]}{card.face[0]}.svg"
                          if card.suit is not None else f"{card.face}.svg")

    def back(self) -> Path:
        return asset_path("cards", "kowah", "back.svg")

    def card_name(self, card: Card) -> str:
        return self.words.card_text(card)

    # -- what the scene asks ------------------------------------------------------------------
    def can_drag(self, item: CardItem) -> bool:
        return item.pile is self.hand or self._is_latest_discard(item) or self._is_stock_top(item)

    def legal_targets(self, item: CardItem) -> list[Target]:
        legal = self.legal()
        card = self.card_for(item)
        if item.pile is self.hand and card is not None and Discard(card) in legal:
            return [Target(self.discards)]
        if (self._is_latest_discard(item) and Take() in legal) or (self._is_stock_top(item) and Draw() in legal):
            return [Target(self.hand)]
        return []

    def drop(self, item: CardItem, target: Target) -> bool:
        card = self.card_for(item)
        if target.pile is self.discards and item.pile is self.hand and card is not None:
            return self.apply_human(Discard(card))
        if target.pile is self.hand and self._is_latest_discard(item):
            return self.apply_human(Take())
        if target.pile is self.hand and self._is_stock_top(item):
            return self.apply_human(Draw())
        return False

    def activate(self, item: CardItem) -> None:
        """A click (or Enter): the stock draws, the latest discard is taken — or, with a card
        chosen, receives it — and a hand card is chosen, then discarded on a second click."""
        if item.pile is self.stock:
            self.apply_human(Draw())
        elif item.pile is self.discards:
            chosen = self.chosen_card()
            self.apply_human(Discard(chosen) if chosen is not None and self.view().phase == DISCARD else Take())
        elif item.pile is self.hand and self.card_for(item) is not None:
            self.choose_or_play(item, Discard(self.card_for(item)))

    def _is_latest_discard(self, item: CardItem) -> bool:
        return item.pile is self.discards and bool(self.discards.cards) and self.discards.cards[-1] is item

    def _is_stock_top(self, item: CardItem) -> bool:
        return item.pile is self.stock and bool(self.stock.cards) and self.stock.cards[-1] is item

    # -- the player's moves ---------------------------------------------------------------------
    def draw(self) -> bool:
        return self.apply_human(Draw())

    def take(self) -> bool:
        return self.apply_human(Take())

    def declare(self, face: str) -> bool:
        return self.apply_human(Declare(face))

    def pass_declaration(self) -> bool:
        return self.apply_human(Pass())

    def declarations(self) -> list[str]:
        """The faces you may expose now (two in the 2-2-1 case, R3); empty when you may not."""
        return [action.pair for action in self.legal() if isinstance(action, Declare)]

    # -- words --------------------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        return self.words.seat_name(seat)

    def card_text(self, card: Card) -> str:
        return self.words.card_text(card)

    def face_text(self, face: str) -> str:
        return self.words.face_text(face)

    def hint_note(self, action: KowahAction) -> str:
        return self.words.hint(action, self.view())

    def current_status(self) -> str:
        return self.words.status(self.view(), self.legal(), self.chosen_card())

    def result_heading(self) -> str:
        return self.words.result_heading(self.outcome) if self.outcome is not None else ""

    def result_detail(self) -> str:
        return self.words.result_detail(self.outcome) if self.outcome is not None else ""

    def think_ms(self, action) -> int:
        if isinstance(action, Pass):
            return 0  # a silent pass must not show as a pause: nobody may learn the hand was ready
        view = self.view()
        if isinstance(action, Draw) and view is not None and view.declared[view.turn]:
            return QUICK_THINK_MS
        return super().think_ms(action)

    # -- keeping the picture current ----------------------------------------------------------------------
    def _refresh_marks(self) -> None:
        legal = set(self.legal())
        hinted = self.hinted
        hinted_card = getattr(hinted, "card", None)
        view = self.view()
        locked = view is not None and view.declared[HUMAN] is not None
        discarding = any(isinstance(action, Discard) for action in legal)
        for item in self.scene.cards():
            card = self.card_for(item)
            dimmed = hint = False
            if item.pile is self.hand:
                # The card just taken may not go back (R7); a declared hand is locked (R6).
                dimmed = locked or (discarding and Discard(card) not in legal)
                hint = card is not None and (card == hinted_card or
                                             (isinstance(hinted, Declare) and card.face == hinted.pair))
            elif self._is_stock_top(item):
                hint = isinstance(hinted, Draw)
            elif self._is_latest_discard(item):
                hint = isinstance(hinted, Take)
                # Your turn to draw, yet no taking (R9 first turn, R6 locked hand): say so.
                dimmed = Draw() in legal and Take() not in legal
            item.set_marks(dimmed=dimmed, hinted=hint)

    def _refresh_captions(self) -> None:
        view = self.view()
        if view is None:
            return
        words = self.words
        seat_up = view.turn if view.outcome is None else None
        for seat in (RIGHT, LEFT):
            pile = self.hands[seat]
            count = len(pile.cards) + len(self.exposed[seat].cards)
            pile.caption = words.hand_caption(seat, self.level_name(self.level), count, view.declared[seat] is not None)
            pile.caption_active = seat_up == seat
            pile.accessible_name = words.hand_name(seat, count)
        for seat, pile in self.exposed.items():
            pile.accessible_name = words.waits_on(seat, view.declared[seat])
        self.stock.caption, self.stock.accessible_name = words.stock(len(self.stock.cards))
        for item, points in self.discards.marks.items():
            card = self.card_for(item)
            if card is not None:
                seat = next(seat for seat, way in POINTING.items() if way == points)
                item.accessible_name = words.discarded_by(card, seat)
        self.discards.caption, self.discards.accessible_name = words.discards(len(self.discards.cards))
        self.hand.accessible_name = words.hand_name(HUMAN, len(self.hand.cards))
        self.hand.caption = words.your_caption(view.declared[HUMAN] is not None)
