"""Kowah on the generic table: the engine's deal bound to piles and money cards.

The controller is the only place that knows Kowah: the stock and the discards, three hands
(yours face up, the AIs' face down except the cards the table has seen them take or draw face
up), each seat's exposed waiting pair, the latest face-up public draw, and which gesture means
Draw, Take or Discard. Dealing, the AI's turns, the hint and the event replay are shared by
every game (`GameController`).

Seats follow the engine (R11): seat 0 is you, seat 1 sits on your right, seat 2 on your left.
"""

from __future__ import annotations

from pathlib import Path

from cardavia_qt.i18n import translate_message
from cardavia_qt.resources import asset_path
from cardavia_qt.sentences import outcome_sentence
from cardavia_qt.table.card_item import CardItem
from cardavia_qt.table.game_controller import HUMAN, GameController
from cardavia_qt.table.kowah_layout import EXPOSED_STEP, HAND_LIFT, OPPONENT_STEP, KowahGeometry
from cardavia_qt.table.kowah_piles import POINTS_DOWN, POINTS_LEFT, POINTS_RIGHT, ChoosingHand, DiscardRow
from cardavia_qt.table.piles import FanPile, StackPile, Target
from cardavia_qt.table.scene import TableScene
from cardavia_qt.table.text import fill
from engine.core.state import Event
from engine.kowah.actions import Declare, Discard, Draw, KowahAction, Pass, Take
from engine.kowah.cards import CARD_BY_CODE, Card, face_name
from engine.kowah.rules import DECLARE, DISCARD, DRAW

RIGHT, LEFT = 1, 2
DEAL_STAGGER_MS = 30
QUICK_THINK_MS = 250  # a locked hand's draw needs no thought
TOLD = {"draw", "take", "discard", "declare"}  # the moves the status tells when an AI makes them

__all__ = ["HUMAN", "LEFT", "RIGHT", "KowahController"]


def _card(code: str) -> Card:
    return CARD_BY_CODE[code]


def discard_throwers(events, lying: int) -> list[int | None]:
    """Who threw each of the `lying` cards in the discard row, oldest first, as the log tells
    it (a take, or a win on a discard, takes the latest away); None where the log does not say
    (a position set up without its history)."""
    throwers: list[int] = []
    for event in events:
        if event.kind == "discard":
            throwers.append(event.seat)
        elif event.kind == "take" or (event.kind == "deal_over" and event.data.get("how") == "claimed_discard"):
            if throwers:
                throwers.pop()
    told = throwers[-lying:] if lying else []
    return [None] * (lying - len(told)) + told


POINTING = {HUMAN: POINTS_DOWN, RIGHT: POINTS_RIGHT, LEFT: POINTS_LEFT}  # a thrower's mark, to its side


class KowahController(GameController):
    game_id = "kowah"

    def __init__(self, scene: TableScene, settings, parent=None):
        super().__init__(scene, settings, parent)
        aspect = scene.cache.aspect(self._back())
        self.hands: dict[int, FanPile] = {
            LEFT: FanPile("left_hand", 100, max_step=OPPONENT_STEP, min_step=0.12, align="top"),
            RIGHT: FanPile("right_hand", 100, max_step=OPPONENT_STEP, min_step=0.12, align="top"),
            HUMAN: ChoosingHand("hand", 600, max_step=1.05, min_step=0.5, align="bottom", lift_room=HAND_LIFT),
        }
        self.exposed: dict[int, FanPile] = {
            seat: FanPile(f"exposed_{seat}", 300, max_step=EXPOSED_STEP, min_step=0.4, align="bottom")
            for seat in self.seats
        }
        self.stock = StackPile("stock", 200)
        self.public_draw = StackPile("public_draw", 250)
        self.public_draw.show_outline = False
        self.discards = DiscardRow("discards", 400)
        self.discards.show_outline = True
        for pile in (*self.hands.values(), *self.exposed.values(), self.stock, self.public_draw, self.discards):
            pile.aspect = aspect
            scene.add_pile(pile)
        self.hand = self.hands[HUMAN]
        scene.keyboard_pile = self.hand
        scene.rules = self
        # The latest face-up public draw, shown again in the middle with who drew it (§4, R5):
        # a picture of the card, not the card itself, which went on into a hand or the discards.
        self._echo: CardItem | None = None
        self._echo_card: Card | None = None
        self._echo_seat: int | None = None

    # -- geometry --------------------------------------------------------------------------------
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

    def _prepare_deal(self) -> None:
        self._echo, self._echo_card, self._echo_seat = None, None, None

    def _rebuild_from_view(self) -> None:
        """Lay the table out from the player's view alone, without replaying events."""
        view = self.state.view(HUMAN)
        for _ in range(view.stock_size):
            self.stock.add(self._new_card())
        for card, thrower in zip(view.discards, discard_throwers(view.events, len(view.discards))):
            item = self._new_card(card)
            self.discards.add(item)
            if thrower is not None:
                self.discards.marks[item] = POINTING[thrower]
        shown_at_end = self._hands_at_end(view)
        for seat in self.seats:
            exposed = list(view.exposed[seat])
            for card in exposed:
                self.exposed[seat].add(self._new_card(card))
            if seat == HUMAN:
                held = [card for card in view.hand if card not in exposed]
                for card in held:
                    self.hand.add(self._new_card(card))
                continue
            known = [card for card in view.known[seat] if card not in exposed]
            for _ in range(view.hand_sizes[seat] - len(exposed) - len(known)):
                self.hands[seat].add(self._new_card())
            for card in known:
                self.hands[seat].add(self._new_card(card))
        if shown_at_end is not None:
            self._show_end(shown_at_end)
        echo = self.expected_echo(view)
        if echo is not None:
            self._set_echo(*echo)
        self._sort_hand()

    # -- what the scene asks ------------------------------------------------------------------
    def can_drag(self, item: CardItem) -> bool:
        return item.pile is self.hand or self._is_latest_discard(item) or self._is_stock_top(item)

    def legal_targets(self, item: CardItem) -> list[Target]:
        legal = self.legal()
        card = self._card_of.get(item)
        if item.pile is self.hand and card is not None and Discard(card) in legal:
            return [Target(self.discards)]
        if self._is_latest_discard(item) and Take() in legal:
            return [Target(self.hand)]
        if self._is_stock_top(item) and Draw() in legal:
            return [Target(self.hand)]
        return []

    def drop(self, item: CardItem, target: Target) -> bool:
        card = self._card_of.get(item)
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
            chosen = self.hand.chosen
            if chosen is not None and self.state is not None and self.state.phase == DISCARD:
                self.discard_item(chosen)
            else:
                self.apply_human(Take())
        elif item.pile is self.hand:
            self.choose_or_discard(item)

    def _is_latest_discard(self, item: CardItem) -> bool:
        return item.pile is self.discards and bool(self.discards.cards) and self.discards.cards[-1] is item

    def _is_stock_top(self, item: CardItem) -> bool:
        return item.pile is self.stock and bool(self.stock.cards) and self.stock.cards[-1] is item

    # -- the player's moves ---------------------------------------------------------------------
    def choose_or_discard(self, item: CardItem) -> bool:
        card = self._card_of.get(item)
        if card is None or self.state is None:
            return False
        if not self.human_to_act or self.state.phase != DISCARD or item is self.hand.chosen:
            # Not a moment to choose: the engine says why, or the card goes.
            return self.discard_item(item)
        self.hand.chosen = item
        self.note, self.note_is_warning = None, False
        self.scene.layout([self.hand])
        self._refresh()
        return False

    def discard_item(self, item: CardItem) -> bool:
        card = self._card_of.get(item)
        if card is None:
            return False
        return self.apply_human(Discard(card))

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

    def apply_human(self, action) -> bool:
        done = super().apply_human(action)
        if done:
            self.hand.chosen = None  # a refusal keeps your choice standing
        return done

    # -- words --------------------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        return self.names.title(seat)

    def card_text(self, card: Card) -> str:
        return translate_message(card.name())

    def face_text(self, face: str) -> str:
        return translate_message(face_name(face))

    def hint_note(self, action: KowahAction) -> str:
        if isinstance(action, Draw):
            return self.tr("Hint: draw from the stock")
        if isinstance(action, Take):
            return fill(self.tr("Hint: take the {card}"), card=self.card_text(self.state.discards[-1]))
        if isinstance(action, Discard):
            return fill(self.tr("Hint: discard the {card}"), card=self.card_text(action.card))
        if isinstance(action, Declare):
            return fill(self.tr("Hint: declare cheki, exposing the pair of {face}"), face=self.face_text(action.pair))
        return self.tr("Hint: do not declare yet")

    def tells(self, event: Event) -> bool:
        return event.kind in TOLD

    def _seat_up(self) -> int | None:
        """The seat the player sees the table wait for. It is the view's, not the engine's: an
        AI's choice whether to declare a ready hand is its own secret (§3), so the player sees
        the turn pass on at once, as after any discard."""
        if self.state is None or self.state.is_over:
            return None
        return self.state.view(HUMAN).turn

    def current_status(self) -> str:
        state = self.state
        seat = self._seat_up()
        if seat is not None and seat != HUMAN:
            return fill(self.tr("{seat} is thinking…"), seat=self.seat_name(seat))
        if state.declared[HUMAN] is not None:
            return fill(self.tr("Cheki! You wait on the {face}: draw from the stock"),
                        face=self.face_text(state.declared[HUMAN]))
        if state.phase == DRAW:
            if not state.has_played[HUMAN]:
                return self.tr("Your first turn must draw: click the stock")
            if Take() in self.legal():
                return fill(self.tr("Draw from the stock, or take the {card}"),
                            card=self.card_text(state.discards[-1]))
            return self.tr("Draw from the stock")
        if state.phase == DISCARD:
            chosen = self._card_of.get(self.hand.chosen) if self.hand.chosen is not None else None
            if chosen is not None:
                return fill(self.tr("Click the {card} again (or press Enter) to discard it"),
                            card=self.card_text(chosen))
            return self.tr("Discard a card: click it twice, or drag it to the discards")
        if state.phase == DECLARE:
            return self.tr("Your hand is ready: declare cheki, or stay silent")
        return ""

    def result_heading(self) -> str:
        outcome = self.outcome
        if outcome is None:
            return ""
        winner = outcome.detail.get("winner")
        if winner is None:
            return self.tr("The deal is drawn")
        times = fill(self.tr("×{multiplier}"), multiplier=outcome.detail["multiplier"])
        if winner == HUMAN:
            return fill(self.tr("You win {times}!"), times=times)
        return fill(self.tr("{seat} wins {times}"), seat=self.seat_name(winner), times=times)

    def result_detail(self) -> str:
        """How the deal was won, in people's terms: by whose card, and why that seat."""
        outcome = self.outcome
        if outcome is None:
            return ""
        detail = outcome.detail
        if detail.get("winner") is None:
            return self.tr("The stock ran out and neither the last card nor its discard completed a waiting pair.")
        # The engine's verdict, worded for you, then the rule that gave the card to that seat.
        verdict = outcome_sentence(outcome, HUMAN, self.names)
        if detail["how"] == "self_drawn":
            return verdict
        if detail["how"] == "claimed_draw":
            rule = self.tr("A drawn card is checked for the drawer first, then round the table in turn.")
        else:
            rule = self.tr("A discard is checked round the table in turn, from the seat after the discarder.")
        return verdict + " " + rule

    def think_ms(self, action) -> int:
        if isinstance(action, Pass):
            return 0  # a silent pass must not show as a pause: nobody may learn the hand was ready
        if isinstance(action, Draw) and self.state is not None and self.state.declared[self.state.turn]:
            return QUICK_THINK_MS
        return super().think_ms(action)

    # -- showing the engine's events ----------------------------------------------------------------
    def _on_deal(self, event: Event) -> int:
        back = self._back()
        for _ in range(event.data["stock"] + 8 * len(self.seats)):
            self.stock.add(self.scene.create_card(back))
        self.scene.place_at_once([self.stock])
        return 0

    def _on_hand(self, event: Event) -> int:
        pile = self.hands[event.seat]
        codes = event.secret.get("cards", ())
        for index in range(8):
            item = self.stock.cards[-1]
            if event.seat == HUMAN:
                self._reveal(item, _card(codes[index]))
            pile.add(item)
        self._sort_hand()
        return self.scene.layout([pile, self.stock], stagger=DEAL_STAGGER_MS)

    def _on_draw(self, event: Event) -> int:
        seat = event.seat
        item = self.stock.cards[-1]
        piles = [self.hands[seat], self.stock]
        if event.data.get("public"):
            card = _card(event.data["card"])
            self._reveal(item, card)
            self._set_echo(card, seat)
            piles.append(self.public_draw)
        elif seat == HUMAN:
            self._reveal(item, _card(event.secret["card"]))
        self.hands[seat].add(item)  # at the right end: the card just drawn stands out
        return self.scene.layout(piles)

    def _on_take(self, event: Event) -> int:
        item = self.discards.cards[-1]
        self.hands[event.seat].add(item)  # face up: everyone saw which card was taken
        self._clear_echo()
        return self.scene.layout([self.hands[event.seat], self.discards, self.public_draw])

    def _on_discard(self, event: Event) -> int:
        item = self._from_hand(event.seat, _card(event.data["card"]))
        self.discards.add(item)
        self.discards.marks[item] = POINTING[event.seat]
        self._sort_hand()
        return self.scene.layout([self.discards, self.hands[event.seat]])

    def _on_declare(self, event: Event) -> int:
        seat = event.seat
        for code in event.data["cards"]:
            self.exposed[seat].add(self._from_hand(seat, _card(code)))
        return self.scene.layout([self.exposed[seat], self.hands[seat]])

    def _on_deal_over(self, event: Event) -> int:
        self._show_end(event.data)
        wait = self.scene.layout()
        self._announce_end()
        return wait

    def _show_end(self, data: dict) -> None:
        """The winning card joins its waiting pair, and every hand is shown."""
        winner = data.get("winner")
        if winner is not None:
            card = _card(data["card"])
            item = self._item_of.get(card)
            if item is None:  # drawn by an AI face down: cannot happen once anyone declared
                item = self._new_card(card)
            self.exposed[winner].add(item)
        for seat in (RIGHT, LEFT):
            pile = self.hands[seat]
            shown = {card for card in map(self._card_of.get, pile.cards) if card is not None}
            exposed = {self._card_of.get(item) for item in self.exposed[seat].cards}
            hidden = [_card(code) for code in data["hands"][seat]
                      if _card(code) not in shown and _card(code) not in exposed]
            for item in [item for item in pile.cards if item not in self._card_of]:
                self._reveal(item, hidden.pop(0))
        self._clear_echo()

    def _from_hand(self, seat: int, card: Card) -> CardItem:
        item = self._item_of.get(card)
        if item is not None:
            return item  # your card, or one the table has seen an AI take or draw face up
        # An AI's backs are all alike: the card comes from the middle of its fan.
        backs = [item for item in self.hands[seat].cards if item not in self._card_of]
        item = backs[len(backs) // 2]
        self._reveal(item, card)
        return item

    # -- the public draw's echo -------------------------------------------------------------------
    def expected_echo(self, view) -> tuple[Card, int] | None:
        """The public draw the middle should show: the latest, unless a take or the end of
        the deal came after it."""
        for event in reversed(view.events):
            if event.kind in ("take", "deal_over"):
                return None
            if event.kind == "draw" and event.data.get("public"):
                return _card(event.data["card"]), event.seat
        return None

    def _set_echo(self, card: Card, seat: int) -> None:
        if self._echo is None:
            self._echo = self.scene.create_card(self._back())
            self.public_draw.add(self._echo)
        self._echo.set_face(self._face(card), self._card_name(card))
        self._echo_card, self._echo_seat = card, seat

    def _clear_echo(self) -> None:
        if self._echo is not None:
            self.scene.remove_card(self._echo)
        self._echo, self._echo_card, self._echo_seat = None, None, None

    def refresh_faces(self) -> None:
        super().refresh_faces()
        if self._echo is not None:
            self._echo.set_face(self._face(self._echo_card), self._card_name(self._echo_card))

    def retranslate(self) -> None:
        super().retranslate()
        if self._echo is not None:
            self._echo.accessible_name = self._card_name(self._echo_card)

    # -- cards -------------------------------------------------------------------------------------
    def _sort_hand(self) -> None:
        # Ranks together, then suits: triples and pairs read at a glance. An AI's known cards
        # (taken, or drawn face up) sit at the right of its backs.
        items = self.hand.cards
        self.hand.reorder(sorted(items, key=lambda item: self._card_of.get(item) or ("~", 0)))
        for seat in (RIGHT, LEFT):
            pile = self.hands[seat]
            pile.reorder(sorted(pile.cards, key=lambda item: item in self._card_of))

    def _face(self, card: Card) -> Path:
        return asset_path("cards", "kowah", f"{card.face[1]}{card.face[0]}.svg"
                          if card.suit is not None else f"{card.face}.svg")

    @staticmethod
    def _back() -> Path:
        return asset_path("cards", "kowah", "back.svg")

    def _card_name(self, card: Card) -> str:
        return self.card_text(card)

    # -- keeping the picture current ----------------------------------------------------------------------
    def _refresh_marks(self) -> None:
        legal = set(self.legal())
        hinted = self.hinted
        hinted_card = getattr(hinted, "card", None)
        locked = self.state is not None and self.state.declared[HUMAN] is not None
        discarding = any(isinstance(action, Discard) for action in legal)
        for item in self.scene.cards():
            card = self._card_of.get(item)
            dimmed = hint = False
            if item.pile is self.hand:
                # The card just taken may not go back (R7); a declared hand is locked (R6).
                dimmed = locked or (discarding and Discard(card) not in legal)
                hint = card is not None and card == hinted_card
                if isinstance(hinted, Declare) and card is not None and card.face == hinted.pair:
                    hint = True
            elif self._is_stock_top(item):
                hint = isinstance(hinted, Draw)
            elif self._is_latest_discard(item):
                hint = isinstance(hinted, Take)
                # Your turn to draw, yet no taking (R9 first turn, R6 locked hand): say so.
                dimmed = Draw() in legal and Take() not in legal
            item.set_marks(dimmed=dimmed, hinted=hint)

    def _refresh_captions(self) -> None:
        state = self.state
        for seat in (RIGHT, LEFT):
            pile = self.hands[seat]
            count = len(pile.cards) + len(self.exposed[seat].cards)
            caption = fill(self.tr("{seat} ({level}) · cards: {count}"), seat=self.seat_name(seat),
                           level=self.level_name(self.level), count=count)
            if state is not None and state.declared[seat] is not None:
                caption += " · " + self.tr("cheki")
            pile.caption = caption
            pile.caption_active = self._seat_up() == seat
            pile.accessible_name = fill(self.tr("{seat}'s hand, cards: {count}"), seat=self.seat_name(seat),
                                        count=count)
        for seat, pile in self.exposed.items():
            face = state.declared[seat] if state is not None else None
            if face is None:
                pile.accessible_name = ""
            elif seat == HUMAN:
                pile.accessible_name = fill(self.tr("You wait on the {face}"), face=self.face_text(face))
            else:
                pile.accessible_name = fill(self.tr("{seat} waits on the {face}"), seat=self.seat_name(seat),
                                            face=self.face_text(face))
        stock_count = len(self.stock.cards)
        self.stock.caption = fill(self.tr("Stock · {count}"), count=stock_count)
        self.stock.accessible_name = fill(self.tr("Stock, cards: {count}"), count=stock_count)
        discard_count = len(self.discards.cards)
        for item, seat in self._throwers().items():
            card = self._card_of.get(item)
            if card is not None:
                item.accessible_name = fill(self.tr("{card}, discarded by {seat}"), card=self.card_text(card),
                                            seat=self.names.name(seat))
        self.discards.caption = fill(self.tr("Discards · {count}"), count=discard_count)
        self.discards.accessible_name = fill(self.tr("Discards, cards: {count}"), count=discard_count)
        if self._echo_seat is not None:
            self.public_draw.caption = fill(self.tr("{seat} drew"), seat=self.seat_name(self._echo_seat))
        else:
            self.public_draw.caption = ""
        self.public_draw.accessible_name = self.tr("The latest face-up draw")
        self.hand.accessible_name = fill(self.tr("Your hand, cards: {count}"), count=len(self.hand.cards))
        self.hand.caption = self.tr("You · cheki") if state is not None and state.declared[HUMAN] else ""

    def display_matches_engine(self) -> bool:
        """Does the table show exactly what the player's view holds? (Tests check it.)"""
        if self.state is None or self.steps.busy:
            return False
        view = self.state.view(HUMAN)
        cards_of = lambda pile: [self._card_of.get(item) for item in pile.cards]  # noqa: E731
        end = self._hands_at_end(view)
        for seat in self.seats:
            exposed = list(view.exposed[seat])
            if end is not None and end.get("winner") == seat:
                exposed.append(_card(end["card"]))
            if cards_of(self.exposed[seat]) != exposed:
                return False
            held = cards_of(self.hands[seat])
            if seat == HUMAN:
                if None in held or sorted(held) != sorted(c for c in view.hand if c not in exposed):
                    return False
                continue
            shown = sorted(card for card in held if card is not None)
            if end is not None:
                expected = sorted(c for c in map(_card, end["hands"][seat]) if c not in exposed)
                if None in held or shown != expected:
                    return False
            elif len(held) + len(exposed) != view.hand_sizes[seat] or \
                    shown != sorted(c for c in view.known[seat] if c not in exposed):
                return False
        echo = self.expected_echo(view)
        shown_echo = (self._echo_card, self._echo_seat) if self._echo is not None else None
        return (len(self.stock.cards) == view.stock_size and not any(map(self._card_of.get, self.stock.cards))
                and cards_of(self.discards) == list(view.discards) and shown_echo == echo
                and [self._throwers().get(item) for item in self.discards.cards]
                == discard_throwers(view.events, len(view.discards))
                and self.public_draw.cards == ([self._echo] if self._echo is not None else []))

    def _throwers(self) -> dict[CardItem, int]:
        """Who threw each card the discard row shows (its mark says it)."""
        seat_of = {points: seat for seat, points in POINTING.items()}
        return {item: seat_of[points] for item, points in self.discards.marks.items()}

    @staticmethod
    def _hands_at_end(view) -> dict | None:
        if view.outcome is None:
            return None
        return next((event.data for event in reversed(view.events) if event.kind == "deal_over"), None)
