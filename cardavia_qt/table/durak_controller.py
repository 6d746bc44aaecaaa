"""Durak on the generic table: its piles, its gestures and its words.

The controller is the only place that knows Durak's table: the stock with its trump, the bout,
the discard heap and the two hands, where they lie, how the player's hand is sorted, which
card may go where, and what the status says. Where each card goes as the deal goes on is the
projection's (cardavia_qt/projection/durak.py); dealing, the AI's turns, the hint and the
animation are shared by every game (`GameController`).
"""

from __future__ import annotations

from pathlib import Path

from cardavia_qt.projection import PileId, TableModel
from cardavia_qt.resources import asset_path
from cardavia_qt.table.animation import MOVE_MS
from cardavia_qt.table.card_item import CardItem, describe_card
from cardavia_qt.table.durak_layout import HAND_LIFT, DurakGeometry
from cardavia_qt.table.game_controller import HUMAN, LEVELS, GameController
from cardavia_qt.table.piles import FanPile, PairsPile, Pile, StackPile, Target
from cardavia_qt.table.scene import TableScene
from cardavia_qt.table.text import fill
from engine.core.state import Event
from engine.durak.actions import Attack, Defend, Done, DurakAction, Take
from engine.durak.cards import SUIT_SYMBOLS, Card

AI = 1
RUSSIAN_INDICES = {"J": "В", "Q": "Д", "K": "К", "A": "Т"}  # as printed on the Atlas cards
SUIT_ORDER = "SHCD"  # black, red, black, red: neighbouring suits in a hand never look alike
# How each event's cards fly: (one card's flight, the stagger between cards) in ms at speed 1.
PACE = {"hand": (MOVE_MS, 55), "draw": (MOVE_MS, 80), "pick_up": (int(MOVE_MS * 1.3), 40),
        "discard": (int(MOVE_MS * 1.3), 35)}

__all__ = ["AI", "HUMAN", "LEVELS", "DurakController"]


class DurakController(GameController):
    game_id = "durak"

    def __init__(self, scene: TableScene, settings, parent=None):
        super().__init__(scene, settings, parent)
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

    def pile_for(self, pile: PileId) -> Pile:
        if pile.kind == "hand":
            return self.hand if pile.seat == HUMAN else self.opponent
        return {"stock": self.stock, "bout": self.table, "discard": self.discard}[pile.kind]

    def order(self, pile: PileId, groups: list[list[int]], model: TableModel) -> list[list[int]]:
        if pile != PileId("hand", HUMAN) or not groups:
            return groups
        trump = model.notes.get("trump")
        suit = trump.suit if trump is not None else ""

        def key(token: int):
            card = model.face(token)
            return (card.suit == suit, SUIT_ORDER.index(card.suit), card.rank)

        return [sorted(groups[0], key=key)]

    def mark_piles(self, model: TableModel) -> None:
        trump = model.notes.get("trump")
        # Once the trump card is gone from the table, its suit stays in view where it lay.
        self.stock.placeholder = SUIT_SYMBOLS[trump.suit] if trump is not None and not self.stock.cards else ""

    def pace(self, event: Event | None) -> tuple[int, int]:
        return PACE.get(event.kind if event is not None else "", (MOVE_MS, 0))

    # -- what the scene asks ------------------------------------------------------------------
    def can_drag(self, card: CardItem) -> bool:
        return card.pile is self.hand

    def legal_targets(self, card: CardItem) -> list[Target]:
        played = self.card_for(card)
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
        played = self.card_for(card)
        view = self.view()
        if played is None or view is None:
            return False
        defending = view.defender == HUMAN and not view.taking
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
        if self.view().taking:
            return self.tr("Hint: press Done", "the defender takes")
        return self.tr("Hint: press Done")

    def current_status(self) -> str:
        view = self.view()
        if view.to_act == (AI,):
            return self.tr("The AI is thinking…")
        can_add = any(isinstance(action, Attack) for action in self.legal())
        if view.defender == HUMAN:
            card = self.card_label(view.table[-1][0])
            if not any(isinstance(action, Defend) for action in self.legal()):
                # As the attacker is told when nothing more can be added: no card was to be
                # found that the words asked for (seen live, the hand all greyed out).
                return fill(self.tr("Nothing beats the {card}: take the cards"), card=card)
            return fill(self.tr("Beat the {card} or take"), card=card)
        if not view.table:
            return self.tr("Your attack: lead any card")
        if view.taking:
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
        outcome = self.outcome
        if outcome is None:
            return ""
        durak = outcome.detail.get("durak")
        if durak is None:
            return self.tr("You both went out in the same bout.")
        view = self.view()  # the counts the player could see, nothing more
        left = len(view.hand) if durak == HUMAN else view.opponent_hand_size
        if durak == HUMAN:
            return fill(self.tr("The AI got rid of all its cards; you were left holding {count} cards.", None, left),
                        count=left)
        return fill(self.tr("You got rid of all your cards; the AI was left holding {count} cards.", None, left),
                    count=left)

    def card_label(self, card: Card) -> str:
        """A short label matching the printed index: 9♠, 10♥, В♣ (or J♣ with Latin indices)."""
        label = card.label()
        if not getattr(self.settings, "latin_indices", False):
            label = RUSSIAN_INDICES.get(label[0], label[0]) + label[1:]
        return label

    def face(self, card: Card) -> Path:
        style = "latin" if getattr(self.settings, "latin_indices", False) else "ru"
        return asset_path("cards", "atlas", style, f"{card.code}.svg")

    def back(self) -> Path:
        return asset_path("cards", "atlas", "back.svg")

    def card_name(self, card: Card) -> str:
        trump = self.layer.model.notes.get("trump")
        return describe_card(card.name(), trump is not None and card.suit == trump.suit)

    # -- keeping the picture current ----------------------------------------------------------------------
    def _refresh_marks(self) -> None:
        legal = set(self.legal())
        hinted_card = getattr(self.hinted, "card", None)
        for item in self.hand.cards:
            card = self.card_for(item)
            playable = card is not None and (Attack(card) in legal or Defend(card) in legal)
            item.set_marks(dimmed=bool(legal) and not playable, hinted=card is not None and card == hinted_card)
        for item in self.scene.cards():
            if item.pile is not self.hand:
                item.set_marks(dimmed=False, hinted=False)

    def _refresh_captions(self) -> None:
        view = self.view()
        trump = self.layer.model.notes.get("trump")
        opponent_count = len(self.opponent.cards)
        self.opponent.caption = fill(self.tr("AI ({level}) · cards: {count}"),
                                     level=self.level_name(self.level), count=opponent_count)
        self.opponent.caption_active = self.ai_thinking
        self.opponent.accessible_name = fill(self.tr("The AI's hand, cards: {count}"), count=opponent_count)
        stock_count = len(self.stock.cards)
        suit = SUIT_SYMBOLS[trump.suit] if trump is not None else ""
        if stock_count:
            self.stock.caption = fill(self.tr("Stock · {count} · trump {card}"), count=stock_count,
                                      card=self.card_label(trump))
        else:
            self.stock.caption = fill(self.tr("Trump {suit}"), suit=suit)
        self.stock.accessible_name = fill(self.tr("Stock, cards: {count}"), count=stock_count)
        discard_count = len(self.discard.cards)
        self.discard.caption = fill(self.tr("Discard · {count}"), count=discard_count)
        self.discard.accessible_name = fill(self.tr("Discard pile, cards: {count}"), count=discard_count)
        self.hand.accessible_name = fill(self.tr("Your hand, cards: {count}"), count=len(self.hand.cards))
        self.table.accessible_name = self.tr("The bout on the table")
        if view is not None and view.outcome is None and self.table.pairs:
            caption = fill(self.tr("Attack cards: {played} of {limit}"), played=len(self.table.pairs),
                           limit=view.bout_limit)
            if view.taking:
                caption += " · " + (self.tr("you take") if view.defender == HUMAN else self.tr("the AI takes"))
            self.table.caption = caption
        else:
            self.table.caption = ""
        leading = self.player_may_move and not view.table
        self.table.placeholder = self.tr("Drag or click a card to attack") if leading else ""
