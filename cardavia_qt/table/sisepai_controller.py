"""Sì Sè Pái on the generic table: its piles, its gestures and its furniture.

The controller is the only place that knows Sì Sè Pái's table: the stock, the public card a
claim window is open on, every seat's exposed groups and discard river, the opponents' hidden
cards and your hand (sorted, or grouped by its best melds), and what a click or a drop means
(choose a discard, then play it). Where each card goes is the projection's
(cardavia_qt/projection/sisepai.py), the words are sisepai_words.py's.
"""

from __future__ import annotations

from pathlib import Path

from cardavia_qt.projection import PileId, TableModel
from cardavia_qt.resources import asset_path
from cardavia_qt.table.animation import MOVE_MS
from cardavia_qt.table.card_item import CardItem
from cardavia_qt.table.discard_row import DiscardRow
from cardavia_qt.table.game_controller import HUMAN, GameController
from cardavia_qt.table.piles import FanPile, Pile, StackPile, Target
from cardavia_qt.table.scene import TableScene
from cardavia_qt.table.sisepai_layout import ACROSS, HAND_LIFT, LEFT, RIGHT, SisepaiGeometry
from cardavia_qt.table.sisepai_piles import READABLE_TOP, MeldRowsPile, PublicCardPile, SisepaiHandPile
from cardavia_qt.table.sisepai_words import SisepaiWords
from engine.core.state import Event
from engine.sisepai.actions import Claim, Discard, Pass, SisepaiAction, Win
from engine.sisepai.cards import Card
from engine.sisepai.melds import assign, solve_cards

OPPONENTS = (RIGHT, ACROSS, LEFT)
SEATS = (HUMAN, *OPPONENTS)
# The art names flowers by one letter each (FP plum … FE peach); the engine by two.
FLOWER_ART = {"PL": "FP", "OR": "FO", "LO": "FL", "CH": "FC", "PE": "FE"}
DEAL_STAGGER_MS = 12
PASS_THINK_MS = 150  # three AIs letting a card go should not drag

__all__ = ["HUMAN", "SisepaiController"]


def art_code(card: Card) -> str:
    if card.is_flower:
        return FLOWER_ART[card.code[1:]]
    return card.face_code


class SisepaiController(GameController):
    game_id = "sisepai"
    # A card the player cannot use answers itself: most public cards are of no use to a hand,
    # and a Pass pressed fifty times a deal hides the few real chances.
    lone_answer = Pass()

    def __init__(self, scene: TableScene, settings, parent=None):
        super().__init__(scene, settings, parent)
        self.words = SisepaiWords(self.names, self)
        self.grouped = False  # the hand ordered by the solver's best melds, with gaps
        self._geometry: SisepaiGeometry | None = None
        self._groups: dict[tuple, list[list[Card]]] = {}  # the solver's grouping of a hand, kept
        aspect = scene.cache.aspect(self.back())
        self.stock = scene.add_pile(StackPile("stock", 100))
        self.public = scene.add_pile(PublicCardPile("public", 200))
        # «Trukket av AI-en til høyre» is wider than a card: it ran over the end of the stock's
        # count beside it, so it runs on to the right instead (as Kowah's public draw does).
        self.public.keep_caption_clear_of(self.stock)
        self.hidden = {seat: scene.add_pile(FanPile(f"hidden{seat}", 300 + 40 * seat, max_step=0.3,
                                                    min_step=0.1, align="top"))
                       for seat in OPPONENTS}
        # A caption wider than the fan across runs on to the right, clear of the left hand's.
        self.hidden[ACROSS].keep_caption_clear_of(self.hidden[LEFT])
        # The side columns read from their outer edge; the bands along the top and bottom centred.
        align = {seat: "center" if seat in (HUMAN, ACROSS) else "left" for seat in SEATS}
        self.melds = {seat: scene.add_pile(MeldRowsPile(f"melds{seat}", 500 + 100 * seat, align=align[seat]))
                      for seat in SEATS}
        # A river is one card per slot, almost touching, its rows showing each card's character,
        # on a darker tray so it reads apart.
        self.rivers = {seat: scene.add_pile(DiscardRow(f"river{seat}", 1000 + 100 * seat, step=1.04,
                                                       row_step=READABLE_TOP, tray=True, align=align[seat]))
                       for seat in SEATS}
        self.hand = scene.add_pile(SisepaiHandPile("hand", 2000, lift_room=HAND_LIFT))
        for pile in scene.piles:
            pile.aspect = aspect
        scene.keyboard_pile = self.hand
        scene.rules = self

    # -- furniture -------------------------------------------------------------------------------
    def apply_geometry(self, geometry: SisepaiGeometry, ratio: float) -> None:
        self._geometry = geometry
        self.scene.set_ratio(ratio)
        self.hand.set_geometry(geometry.hand, geometry.hand_card_width)
        self.stock.set_geometry(geometry.stock, geometry.public_card_width)
        self.public.set_geometry(geometry.public, geometry.public_card_width)
        for seat in OPPONENTS:
            self.hidden[seat].set_geometry(geometry.hidden[seat], geometry.back_card_width)
        for seat in SEATS:
            self.rivers[seat].set_geometry(geometry.rivers[seat], geometry.river_card_width)
        self._fit_melds()
        self.scene.relayout_now()

    def _fit_melds(self) -> None:
        """A winning opponent's groups take its fan's place too: all 21 cards lie open there."""
        if self._geometry is None:
            return
        shown = self._shown_winner()
        for seat in SEATS:
            rect = self._geometry.melds[seat]
            if seat == shown:
                rect = rect.united(self._geometry.hidden[seat])
            self.melds[seat].set_geometry(rect, self._geometry.meld_card_width)

    def pile_for(self, pile: PileId) -> Pile:
        if pile.kind == "hand":
            return self.hand if pile.seat == HUMAN else self.hidden[pile.seat]
        if pile.kind in ("melds", "river"):
            return (self.melds if pile.kind == "melds" else self.rivers)[pile.seat]
        return {"stock": self.stock, "public": self.public}[pile.kind]

    def order(self, pile: PileId, groups: list[list[int]], model: TableModel) -> list[list[int]]:
        if pile != PileId("hand", HUMAN) or not groups:
            return groups
        return [[model.showing(card) for group in self._hand_groups(model, groups[0]) for card in group]]

    def _hand_groups(self, model: TableModel, tokens: list[int]) -> list[list[Card]]:
        """The hand as it lies: sorted, or grouped by its best melds (the loose cards last); a
        won hand in the melds the outcome found."""
        cards = sorted(model.face(token) for token in tokens)
        outcome = self.outcome
        if outcome is not None and outcome.detail.get("winner") == HUMAN:
            melds = [[Card.parse(code) for code in meld["cards"]] for meld in outcome.detail["melds"]
                     if not meld["exposed"]]
            if sorted(card for meld in melds for card in meld) == cards:
                return melds
        if not self.grouped:
            return [cards]
        key = tuple(cards)
        if key not in self._groups:
            groups = [list(meld.cards) for meld in assign(cards, solve_cards(cards).groups)]
            grouped = {card for group in groups for card in group}
            self._groups = {key: [*groups, [card for card in cards if card not in grouped]]}
        return self._groups[key]

    def mark_piles(self, model: TableModel) -> None:
        groups = self._hand_groups(model, model.tokens(PileId("hand", HUMAN)))
        breaks, start = set(), 0
        if self.grouped or len(groups) > 1:  # a small gap before each group
            for group in filter(None, groups):
                breaks.add(start)
                start += len(group)
        self.hand.breaks = breaks
        self._fit_melds()

    def pace(self, event: Event | None) -> tuple[int, int]:
        return (MOVE_MS, DEAL_STAGGER_MS) if event is not None and event.kind == "hand" else (MOVE_MS, 0)

    def face(self, card: Card) -> Path:
        if getattr(self.settings, "colour_marks", False):  # a shape per colour (Options menu)
            return asset_path("cards", "sisepai", "marked", f"{art_code(card)}.svg")
        return asset_path("cards", "sisepai", f"{art_code(card)}.svg")

    def back(self) -> Path:
        return asset_path("cards", "sisepai", "back.svg")

    def card_name(self, card: Card) -> str:
        return self.words.card_text(card)

    def _shown_winner(self) -> int | None:
        """The winner whose hidden cards lie face up among its groups (an AI's, at the end)."""
        outcome = self.outcome
        winner = outcome.detail.get("winner") if outcome is not None else None
        return winner if winner not in (None, HUMAN) else None

    # -- what the scene asks ------------------------------------------------------------------
    @property
    def discard_turn(self) -> bool:
        return self.player_may_move and self.view().public is None

    @property
    def choosing(self) -> bool:
        """The public card is the player's to claim or let go: a real choice (a card they could
        only let go has answered itself)."""
        return self.player_may_move and self.view().public is not None

    def can_drag(self, item: CardItem) -> bool:
        if item.pile is self.public:
            return self.choosing  # into the hand: taken
        return item.pile is self.hand and self.discard_turn

    def legal_targets(self, item: CardItem) -> list[Target]:
        if item.pile is self.public:
            return [Target(self.hand)] if self.choosing else []
        card = self.card_for(item)
        if item.pile is not self.hand or card is None or Discard(card) not in self.legal():
            return []
        return [Target(self.public), Target(self.rivers[HUMAN])]

    def drop(self, item: CardItem, target: Target) -> bool:
        if item.pile is self.public:
            return target.pile is self.hand and self.take_public()
        if item.pile is not self.hand or target.pile not in (self.public, self.rivers[HUMAN]):
            return False
        return self.discard(item)

    def activate(self, item: CardItem) -> None:
        """A click (or Enter) on a hand card chooses it as the discard; a second one plays it.
        A click on the public card, while it is the player's to take, takes it."""
        if item.pile is self.public and self.choosing:
            self.take_public()
        elif item.pile is self.hand and self.card_for(item) is not None:
            self.choose_or_play(item, Discard(self.card_for(item)))

    # -- the player's moves ---------------------------------------------------------------------
    def discard(self, item: CardItem) -> bool:
        card = self.card_for(item)
        return card is not None and self.apply_human(Discard(card))

    def claim_options(self) -> list[Claim]:
        return [action for action in self.legal() if isinstance(action, Claim)]

    def claim(self) -> bool:
        """Claim the public card: the one way there is, or, where there are several, the table
        asks which (`claim_asked`; the answer comes through `answer`). True once answered."""
        return self.claim_one_or_ask(self.claim_options())

    def take_public(self) -> bool:
        """The player reached for the public card (a click on it, or a drag into the hand): a
        win if it wins, else a claim as the Claim button makes it. Seen live in Russian: «you
        must take it» over a glowing drawn General, and a click or a drag on it did nothing."""
        return self.answer(Win()) if Win() in self.legal() else self.claim()

    def answer(self, action: SisepaiAction) -> bool:
        return self.apply_human(action)

    def toggle_grouping(self, grouped: bool) -> None:
        self.grouped = grouped
        self.layer.rearrange([PileId("hand", HUMAN)])
        self._refresh()

    def candidate_groups(self) -> list[list[Card]]:
        """The hand as the player sees it grouped (tests and the accessible description)."""
        cards = [self.card_for(item) for item in self.hand.cards]
        starts = sorted({0, *self.hand.breaks, len(cards)})
        return [cards[a:b] for a, b in zip(starts, starts[1:]) if a < b]

    # -- words -------------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        return self.words.seat_name(seat)

    def card_text(self, card: Card) -> str:
        return self.words.card_text(card)

    def cards_text(self, cards: list[Card]) -> str:
        return self.words.cards_text(cards)

    def claim_text(self, claim: Claim) -> str:
        return self.words.claim_text(claim, self.view().public)

    def hint_note(self, action: SisepaiAction) -> str:
        return self.words.hint(action, self.view().public)

    def think_ms(self, action) -> int:
        return PASS_THINK_MS if isinstance(action, Pass) else super().think_ms(action)

    def current_status(self) -> str:
        # The view, not the table: the table may still be showing an earlier card landing.
        return self.words.status(self.view(), self.legal(), self.ai_seat_to_act, self.chosen_card(),
                                 self.session.answered_for_player, self.told)

    def result_heading(self) -> str:
        return self.words.result_heading(self.outcome) if self.outcome is not None else ""

    def result_detail(self) -> str:
        return self.words.result_detail(self.outcome) if self.outcome is not None else ""

    # -- keeping the picture current ----------------------------------------------------------------
    def _refresh_marks(self) -> None:
        legal = set(self.legal())
        hinted = self.hinted
        hinted_cards = {hinted.card} if isinstance(hinted, Discard) else set(getattr(hinted, "cards", ()))
        discarding = self.discard_turn
        for item in self.scene.cards():
            card = self.card_for(item)
            mine = item.pile is self.hand
            item.set_marks(dimmed=mine and discarding and Discard(card) not in legal,
                           hinted=mine and card in hinted_cards)

    def _refresh_captions(self) -> None:
        view, words = self.view(), self.words
        if view is None:
            return
        shown = self._shown_winner()
        for seat in OPPONENTS:
            pile = self.hidden[seat]
            count = len(pile.cards)
            pile.caption = "" if seat == shown else words.hidden_caption(seat, count)
            pile.caption_active = seat in view.to_act
            pile.accessible_name = words.hidden_name(seat, count)
        for seat in SEATS:
            melds = self.melds[seat]
            melds.caption = words.winner_caption(seat, view.outcome.detail["points"]) if seat == shown else ""
            melds.caption_active = seat == shown
            melds.accessible_name = words.melds_name(seat, len(melds.sizes))
            self.rivers[seat].accessible_name = words.river_name(seat, len(self.rivers[seat].cards))
        self.stock.caption, self.stock.accessible_name = words.stock(len(self.stock.cards))
        notes = self.layer.model.notes
        if self.public.cards and notes.get("public_from") is not None:
            self.public.caption = words.public_caption(notes["public_from"], notes.get("public_drawn", False))
            self.public.caption_active = HUMAN in view.to_act
        else:
            self.public.caption = ""
            self.public.caption_active = False
        self.public.set_calling(self.choosing, self.speed)
        self.public.placeholder = words.drop_here() if self.discard_turn else ""
        self.hand.accessible_name = words.hand_name(len(self.hand.cards))
