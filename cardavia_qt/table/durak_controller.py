"""Durak on the generic table: the engine's deal bound to piles and cards.

The controller is the only place that knows Durak: the stock with its trump, the bout, the
discard heap and the two hands; which card may go where; and how each engine event (deal,
attack, beat, pick-up, discard, draw) is seen to happen. Dealing, the AI's turns, the hint and
the event replay are shared by every game (`GameController`).
"""

from __future__ import annotations

from pathlib import Path

from cardavia_qt.resources import asset_path
from cardavia_qt.table.card_item import CardItem, describe_card
from cardavia_qt.table.durak_layout import HAND_LIFT, DurakGeometry
from cardavia_qt.table.game_controller import HUMAN, LEVELS, GameController
from cardavia_qt.table.animation import MOVE_MS
from cardavia_qt.table.piles import FanPile, PairsPile, StackPile, Target
from cardavia_qt.table.scene import TableScene
from cardavia_qt.table.text import fill
from engine.core.state import Event
from engine.durak.actions import Attack, Defend, Done, DurakAction, Take
from engine.durak.cards import SUIT_SYMBOLS, Card

AI = 1
RUSSIAN_INDICES = {"J": "В", "Q": "Д", "K": "К", "A": "Т"}  # as printed on the Atlas cards
SUIT_ORDER = "SHCD"  # black, red, black, red: neighbouring suits in a hand never look alike
DEAL_STAGGER_MS = 55
DRAW_STAGGER_MS = 80
TOLD = {"attack", "defend", "take", "pick_up"}  # the moves the status tells when the AI makes them

__all__ = ["AI", "HUMAN", "LEVELS", "DurakController"]


class DurakController(GameController):
    game_id = "durak"

    def __init__(self, scene: TableScene, settings, parent=None):
        super().__init__(scene, settings, parent)
        self.trump: Card | None = None
        self.opponent = scene.add_pile(FanPile("opponent", 100, max_step=0.36, min_step=0.12, align="top", arc=-3.0))
        self.stock = scene.add_pile(StackPile("stock", 200, bottom_across=True))
        self.table = scene.add_pile(PairsPile("table", 300, capacity=6))
        self.discard = scene.add_pile(StackPile("discard", 400, messy=True))
        self.hand = scene.add_pile(FanPile("hand", 600, max_step=0.64, min_step=0.25, align="bottom", arc=4.0,
                                           lift_room=HAND_LIFT))
        scene.keyboard_pile = self.hand
        scene.rules = self

    # -- geometry --------------------------------------------------------------------------------
    def apply_geometry(self, geometry: DurakGeometry, ratio: float) -> None:
        self.scene.set_ratio(ratio)
        self.opponent.set_geometry(geometry.opponent, geometry.opponent_card_width)
        self.stock.set_geometry(geometry.stock, geometry.stock_card_width)
        self.discard.set_geometry(geometry.discard, geometry.stock_card_width)
        self.table.set_geometry(geometry.table, geometry.card_width)
        self.hand.set_geometry(geometry.hand, geometry.card_width)
        self.scene.relayout_now()

    def _prepare_deal(self) -> None:
        self.trump = None
        self.stock.placeholder = ""

    def _rebuild_from_view(self) -> None:
        """Lay the table out from the player's view alone, without replaying events."""
        view = self.state.view(HUMAN)
        self.trump = view.trump_card
        if view.stock_size:
            self.stock.add(self._new_card(view.trump_card))
            for _ in range(view.stock_size - 1):
                self.stock.add(self._new_card())
            self.stock.placeholder = ""
        else:
            self.stock.placeholder = SUIT_SYMBOLS[view.trump]
        for _ in range(view.opponent_hand_size):
            self.opponent.add(self._new_card())
        for index, (attack, cover) in enumerate(view.table):
            self.table.add(self._new_card(attack))
            if cover is not None:
                self.table.add(self._new_card(cover), index)
        for _ in view.discard:
            self.discard.add(self._new_card())
        for card in view.hand:
            self.hand.add(self._new_card(card))
        self._sort_hand()

    # -- what the scene asks ------------------------------------------------------------------
    def can_drag(self, card: CardItem) -> bool:
        return card.pile is self.hand

    def legal_targets(self, card: CardItem) -> list[Target]:
        played = self._card_of.get(card)
        if played is None or card.pile is not self.hand:
            return []
        legal = self.legal()
        if Defend(played) in legal:
            return [Target(self.table, len(self.table.pairs) - 1)]
        if Attack(played) in legal:
            return [Target(self.table)]
        return []

    def drop(self, card: CardItem, target: Target) -> bool:
        if target.pile is not self.table or card.pile is not self.hand:
            return False
        return self.play(card)

    def activate(self, card: CardItem) -> None:
        if card.pile is self.hand:
            self.play(card)

    # -- the player's moves ---------------------------------------------------------------------
    def play(self, card: CardItem) -> bool:
        """Play a card from hand: beat with it when defending, else lead or add it."""
        played = self._card_of.get(card)
        if played is None or self.state is None:
            return False
        defending = self.state.defender == HUMAN and not self.state.taking
        return self.apply_human(Defend(played) if defending else Attack(played))

    def take(self) -> bool:
        return self.apply_human(Take())

    def done(self) -> bool:
        return self.apply_human(Done())

    def hint_note(self, action: DurakAction) -> str:
        if isinstance(action, Defend):
            return fill(self.tr("Hint: beat with the {card}"), card=self.card_label(action.card))
        if isinstance(action, Attack):
            return fill(self.tr("Hint: play the {card}"), card=self.card_label(action.card))
        if isinstance(action, Take):
            return self.tr("Hint: take the cards")
        return self.tr("Hint: press Done")

    def tells(self, event: Event) -> bool:
        return event.kind in TOLD

    def current_status(self) -> str:
        state = self.state
        if state.pending() == (AI,):
            return self.tr("The AI is thinking…")
        legal = state.legal_actions(HUMAN)
        can_add = any(isinstance(action, Attack) for action in legal)
        if state.defender == HUMAN:
            return fill(self.tr("Beat the {card} or take"), card=self.card_label(state.table[-1][0]))
        if not state.table:
            return self.tr("Your attack: lead any card")
        if state.taking:
            # The AI's "I take" is told just before, so this says only what is left to do.
            if can_add:
                return self.tr("Add cards for the AI to take, or press Done")
            return self.tr("Nothing more to add: press Done")
        if can_add:
            return self.tr("Add a card or press Done")
        return self.tr("All beaten: press Done")

    def result_heading(self) -> str:
        outcome = self.outcome
        if outcome is None:
            return ""
        durak = outcome.detail.get("durak")
        if durak is None:
            return self.tr("A draw")
        if durak == HUMAN:
            return self.tr("You are the durak")
        return self.tr("You won!")

    def result_detail(self) -> str:
        """One friendly sentence on how the deal ended, beside the engine's own verdict."""
        state = self.state
        if state is None or state.outcome is None:
            return ""
        durak = state.outcome.detail.get("durak")
        if durak is None:
            return self.tr("You both went out in the same bout.")
        view = state.view(HUMAN)  # the counts the player could see, nothing more
        left = len(view.hand) if durak == HUMAN else view.opponent_hand_size
        if durak == HUMAN:
            return fill(self.tr("The AI got rid of all its cards; you were left holding {count}."), count=left)
        return fill(self.tr("You got rid of all your cards; the AI was left holding {count}."), count=left)

    def card_label(self, card: Card) -> str:
        """A short label matching the printed index: 9♠, 10♥, В♣ (or J♣ with Latin indices)."""
        label = card.label()
        if not getattr(self.settings, "latin_indices", False):
            label = RUSSIAN_INDICES.get(label[0], label[0]) + label[1:]
        return label

    # -- showing the engine's events ----------------------------------------------------------------
    def _on_deal(self, event: Event) -> int:
        self.trump = Card.parse(event.data["trump"])
        back = self._back()
        trump_item = self.scene.create_card(back)
        self._reveal(trump_item, self.trump)
        self.stock.add(trump_item)
        for _ in range(35):
            self.stock.add(self.scene.create_card(back))
        self.scene.place_at_once([self.stock])
        return 0

    def _on_hand(self, event: Event) -> int:
        return self._draw(event.seat, event.data["count"], event.secret.get("cards", ()), DEAL_STAGGER_MS)

    def _on_draw(self, event: Event) -> int:
        return self._draw(event.seat, event.data["count"], event.secret.get("cards", ()), DRAW_STAGGER_MS)

    def _draw(self, seat: int, count: int, codes, stagger: int) -> int:
        items = [self.stock.cards[-1 - i] for i in range(count)]
        pile = self.hand if seat == HUMAN else self.opponent
        for index, item in enumerate(items):
            if seat == HUMAN:
                self._reveal(item, Card.parse(codes[index]))
            else:
                self._conceal(item)
            pile.add(item)
        if not self.stock.cards and self.trump is not None:
            # The trump card is gone from the table: keep its suit in view where it lay.
            self.stock.placeholder = SUIT_SYMBOLS[self.trump.suit]
        self._sort_hand()
        return self.scene.layout([pile, self.stock], stagger=stagger)

    def _on_attack(self, event: Event) -> int:
        card = Card.parse(event.data["card"])
        item = self._from_hand(event.seat, card)
        self.table.add(item)
        return self.scene.layout([self.table, self.hand, self.opponent])

    def _on_defend(self, event: Event) -> int:
        card = Card.parse(event.data["card"])
        slot = self.table.pair_index(self._item_of[Card.parse(event.data["attack"])])
        item = self._from_hand(event.seat, card)
        self.table.add(item, slot)
        return self.scene.layout([self.table, self.hand, self.opponent])

    def _on_pick_up(self, event: Event) -> int:
        pile = self.hand if event.seat == HUMAN else self.opponent
        for item in self.table.cards:
            if event.seat != HUMAN:
                self._conceal(item)
            pile.add(item)
        self.table.clear()
        self._sort_hand()
        return self.scene.layout([pile, self.table], duration=int(MOVE_MS * 1.3), stagger=40)

    def _on_discard(self, event: Event) -> int:
        for item in self.table.cards:
            self._conceal(item)
            self.discard.add(item)
        self.table.clear()
        return self.scene.layout([self.discard, self.table], duration=int(MOVE_MS * 1.3), stagger=35)

    def _on_bout(self, event: Event) -> int:
        return 0

    def _on_deal_over(self, event: Event) -> int:
        """The deal is over: the AI's leftover cards are turned face up (the durak shows them)."""
        codes = [Card.parse(code) for code in event.data.get("hands", [[], []])[AI]]
        for item, card in zip([item for item in self.opponent.cards if item not in self._card_of], codes):
            self._reveal(item, card)
        wait = self.scene.layout([self.opponent])
        return max(wait, super()._on_deal_over(event))

    def _from_hand(self, seat: int, card: Card) -> CardItem:
        if seat == HUMAN:
            return self._item_of[card]
        # The opponent's backs are all alike: the card comes from the middle of the fan.
        backs = self.opponent.cards
        item = backs[len(backs) // 2]
        self._reveal(item, card)
        return item

    def _sort_hand(self) -> None:
        trump = self.trump.suit if self.trump is not None else ""

        def order(item: CardItem):
            card = self._card_of[item]
            return (card.suit == trump, SUIT_ORDER.index(card.suit), card.rank)

        self.hand.reorder(sorted(self.hand.cards, key=order))

    def _face(self, card: Card) -> Path:
        style = "latin" if getattr(self.settings, "latin_indices", False) else "ru"
        return asset_path("cards", "atlas", style, f"{card.code}.svg")

    @staticmethod
    def _back() -> Path:
        return asset_path("cards", "atlas", "back.svg")

    def _card_name(self, card: Card) -> str:
        return describe_card(card.name(), self.trump is not None and card.suit == self.trump.suit)

    # -- keeping the picture current ----------------------------------------------------------------------
    def _refresh_marks(self) -> None:
        legal = set(self.legal())
        hinted_card = getattr(self.hinted, "card", None)
        for item in self.hand.cards:
            card = self._card_of.get(item)
            playable = card is not None and (Attack(card) in legal or Defend(card) in legal)
            item.set_marks(dimmed=bool(legal) and not playable, hinted=card is not None and card == hinted_card)
        for item in self.scene.cards():
            if item.pile is not self.hand:
                item.set_marks(dimmed=False, hinted=False)

    def _refresh_captions(self) -> None:
        state = self.state
        opponent_count = len(self.opponent.cards)
        self.opponent.caption = fill(self.tr("AI ({level}) · cards: {count}"),
                                     level=self.level_name(self.level), count=opponent_count)
        self.opponent.caption_active = self.ai_thinking
        self.opponent.accessible_name = fill(self.tr("The AI's hand, cards: {count}"), count=opponent_count)
        stock_count = len(self.stock.cards)
        suit = SUIT_SYMBOLS[self.trump.suit] if self.trump is not None else ""
        if stock_count:
            self.stock.caption = fill(self.tr("Stock · {count} · trump {card}"), count=stock_count,
                                      card=self.card_label(self.trump))
        else:
            self.stock.caption = fill(self.tr("Trump {suit}"), suit=suit)
        self.stock.accessible_name = fill(self.tr("Stock, cards: {count}"), count=stock_count)
        discard_count = len(self.discard.cards)
        self.discard.caption = fill(self.tr("Discard · {count}"), count=discard_count)
        self.discard.accessible_name = fill(self.tr("Discard pile, cards: {count}"), count=discard_count)
        self.hand.accessible_name = fill(self.tr("Your hand, cards: {count}"), count=len(self.hand.cards))
        self.table.accessible_name = self.tr("The bout on the table")
        if state is not None and not state.is_over and self.table.pairs:
            caption = fill(self.tr("Attack cards: {played} of {limit}"), played=len(self.table.pairs),
                           limit=state.bout_limit)
            if state.taking:
                caption += " · " + (self.tr("you take") if state.defender == HUMAN else self.tr("the AI takes"))
            self.table.caption = caption
        else:
            self.table.caption = ""
        leading = self.human_to_act and not state.table
        self.table.placeholder = self.tr("Drag or click a card to attack") if leading else ""

    def display_matches_engine(self) -> bool:
        """Does the table show exactly what the player's view holds? (Tests check it.)"""
        if self.state is None or self.steps.busy:
            return False
        view = self.state.view(HUMAN)
        hand = [self._card_of.get(item) for item in self.hand.cards]
        table = [(self._card_of.get(a), self._card_of.get(d) if d is not None else None) for a, d in self.table.pairs]
        return (None not in hand and sorted(hand) == sorted(view.hand)
                and len(self.opponent.cards) == view.opponent_hand_size
                and len(self.stock.cards) == view.stock_size
                and table == list(view.table)
                and len(self.discard.cards) == len(view.discard))
