"""Sì Sè Pái on the generic table: the engine's deal bound to piles and cards.

The controller is the only place that knows Sì Sè Pái: the stock, the public card a claim
window is open on, every seat's exposed groups and discard river, the opponents' hidden
cards and your hand; what a click or a drop means (choose a discard, then play it); and how
each engine event (deal, draw, claim, discard, a card left lying) is seen to happen.
"""

from __future__ import annotations

from pathlib import Path

from cardavia_qt.i18n import translate_message
from cardavia_qt.resources import asset_path
from cardavia_qt.table.card_item import CardItem
from cardavia_qt.table.game_controller import HUMAN, GameController
from cardavia_qt.table.piles import FanPile, StackPile, Target
from cardavia_qt.table.scene import TableScene
from cardavia_qt.table.sisepai_layout import ACROSS, HAND_LIFT, LEFT, RIGHT, SisepaiGeometry
from cardavia_qt.table.sisepai_piles import MeldRowsPile, PublicCardPile, SisepaiHandPile
from cardavia_qt.table.text import fill
from engine.core.state import Event, Termination
from engine.sisepai.actions import Claim, Discard, Pass, SisepaiAction, Win
from engine.sisepai.cards import FULL_PACK, Card
from engine.sisepai.melds import KIND_NAMES, assign, classify, solve_cards
from engine.sisepai.rules import CLAIM_WINDOW, DISCARD_TURN

OPPONENTS = (RIGHT, ACROSS, LEFT)
SEATS = (HUMAN, *OPPONENTS)
# The art names flowers by one letter each (FP plum … FE peach); the engine by two.
FLOWER_ART = {"PL": "FP", "OR": "FO", "LO": "FL", "CH": "FC", "PE": "FE"}
DEAL_STAGGER_MS = 12
PASS_THINK_MS = 150  # three AIs letting a card go should not drag
# The moves the status tells when an AI makes them: every draw is public in Sì Sè Pái.
TOLD = {"draw", "discard", "claim", "becomes_discard"}

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
        self.grouped = False  # the hand ordered by the solver's best melds, with gaps
        self._geometry: SisepaiGeometry | None = None
        self.public_from: int | None = None  # who drew or discarded the public card
        self.public_drawn = False
        self._let_go_at: int | None = None  # the event count when the public card answered itself
        aspect = scene.cache.aspect(self._back())
        self.stock = scene.add_pile(StackPile("stock", 100))
        self.public = scene.add_pile(PublicCardPile("public", 200))
        self.hidden = {seat: scene.add_pile(FanPile(f"hidden{seat}", 300 + 40 * seat, max_step=0.3,
                                                    min_step=0.1, align="top"))
                       for seat in OPPONENTS}
        # The side columns read from their outer edge; the bands along the top and bottom centred.
        align = {seat: "center" if seat in (HUMAN, ACROSS) else "left" for seat in SEATS}
        self.melds = {seat: scene.add_pile(MeldRowsPile(f"melds{seat}", 500 + 100 * seat, align=align[seat]))
                      for seat in SEATS}
        # A river is one card per slot, almost touching, on a darker tray so it reads apart.
        self.rivers = {seat: scene.add_pile(MeldRowsPile(f"river{seat}", 1000 + 100 * seat, step=0.96, gap=0.04,
                                                         tray=True, align=align[seat]))
                       for seat in SEATS}
        self.hand = scene.add_pile(SisepaiHandPile("hand", 2000, lift_room=HAND_LIFT))
        for pile in scene.piles:
            pile.aspect = aspect
        scene.keyboard_pile = self.hand
        scene.rules = self

    # -- geometry --------------------------------------------------------------------------------
    def apply_geometry(self, geometry: SisepaiGeometry, ratio: float) -> None:
        self._geometry = geometry
        self.scene.set_ratio(ratio)
        self.hand.set_geometry(geometry.hand, geometry.hand_card_width)
        self.stock.set_geometry(geometry.stock, geometry.public_card_width)
        self.public.set_geometry(geometry.public, geometry.public_card_width)
        for seat in OPPONENTS:
            self.hidden[seat].set_geometry(geometry.hidden[seat], geometry.back_card_width)
        for seat in SEATS:
            self.melds[seat].set_geometry(self._melds_rect(seat), geometry.meld_card_width)
            self.rivers[seat].set_geometry(geometry.rivers[seat], geometry.river_card_width)
        self.scene.relayout_now()

    def _melds_rect(self, seat: int):
        """A winning opponent's groups take its fan's place too: all 21 cards lie open there."""
        rect = self._geometry.melds[seat]
        if seat == self._shown_winner():
            rect = rect.united(self._geometry.hidden[seat])
        return rect

    def _prepare_deal(self) -> None:
        self.public_from, self.public_drawn = None, False
        self.hand.breaks = set()
        self._fit_melds()

    def _rebuild_from_view(self) -> None:
        """Lay the table out from the player's view alone, without replaying events."""
        view = self.state.view(HUMAN)
        for _ in range(view.stock_size):
            self.stock.add(self._new_card())
        for card in view.hand:
            self.hand.add(self._new_card(card))
        shown = self._shown_winner()
        for seat in OPPONENTS:
            if seat != shown:
                for _ in range(view.hidden_sizes[seat]):
                    self.hidden[seat].add(self._new_card())
        for seat in SEATS:
            for meld in view.exposed[seat]:
                self.melds[seat].add_group([self._new_card(card) for card in meld.cards])
        if shown is not None:
            for cards in self._winner_hidden_melds(view.outcome.detail):
                self.melds[shown].add_group([self._new_card(card) for card in cards])
        self._fit_melds()
        for seat, card in view.discards:
            self.rivers[seat].add(self._new_card(card))
        if view.public is not None:
            self.public.add(self._new_card(view.public))
            self.public_from, self.public_drawn = view.public_from, view.public_drawn
        self._sort_hand()

    # -- what the scene asks ------------------------------------------------------------------
    @property
    def discard_turn(self) -> bool:
        return self.human_to_act and self.state.phase == DISCARD_TURN

    @property
    def choosing(self) -> bool:
        """The public card is the player's to claim or let go: a real choice (a card they could
        only let go has answered itself)."""
        return (self.human_to_act and self.state.phase == CLAIM_WINDOW
                and self.automatic_answer(self.legal()) is None)

    def _answer_for_player(self) -> bool:
        answered = super()._answer_for_player()
        if answered:
            self._let_go_at = len(self.state.events)
        return answered

    def _let_go_for_player(self) -> bool:
        """The player's answer on the card on offer was played for them, and the AIs are still
        answering (a window's answers make no event until the last is in)."""
        return (self._let_go_at == len(self.state.events) and self.state.phase == CLAIM_WINDOW
                and not self.human_to_act)

    def can_drag(self, item: CardItem) -> bool:
        return item.pile is self.hand and self.discard_turn

    def legal_targets(self, item: CardItem) -> list[Target]:
        card = self._card_of.get(item)
        if item.pile is not self.hand or card is None or Discard(card) not in self.legal():
            return []
        return [Target(self.public), Target(self.rivers[HUMAN])]

    def drop(self, item: CardItem, target: Target) -> bool:
        if item.pile is not self.hand or target.pile not in (self.public, self.rivers[HUMAN]):
            return False
        return self.discard(item)

    def activate(self, item: CardItem) -> None:
        """A click (or Enter) on a hand card chooses it as the discard; a second one plays it.
        A card that may not go is offered to the engine at once, so the player reads why."""
        if item.pile is not self.hand:
            return
        card = self._card_of.get(item)
        if card is None:
            return
        if self.discard_turn and Discard(card) in self.legal() and self.hand.selected is not item:
            self.hand.selected = item
            self.note = None
            self.scene.layout([self.hand])
            self._refresh()
            return
        self.discard(item)

    # -- the player's moves ---------------------------------------------------------------------
    def discard(self, item: CardItem) -> bool:
        card = self._card_of.get(item)
        if card is None:
            return False
        accepted = self.apply_human(Discard(card))
        if not accepted:
            self.hand.selected = None
            self.scene.layout([self.hand])
        return accepted

    def claim_options(self) -> list[Claim]:
        return [action for action in self.legal() if isinstance(action, Claim)]

    def answer(self, action: SisepaiAction) -> bool:
        return self.apply_human(action)

    def toggle_grouping(self, grouped: bool) -> None:
        self.grouped = grouped
        self._sort_hand()
        self.scene.layout([self.hand])
        self._refresh()

    # -- words -------------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        """A seat's short label, as its plate shows it: "You", "Right"."""
        return self.names.label(seat)

    def tells(self, event: Event) -> bool:
        return event.kind in TOLD

    def _told_about(self, card: Card | None) -> bool:
        """Does the status already tell the move that put `card` on offer?"""
        return card is not None and self.told is not None and self.told.data.get("card") == card.code

    def card_text(self, card: Card) -> str:
        return translate_message(card.name())

    def cards_text(self, cards: list[Card]) -> str:
        """"Red Horse ×3" for identical cards, else their names in a row."""
        if len({card.face for card in cards}) == 1 and len(cards) > 1:
            return fill(self.tr("{card} ×{count}"), card=self.card_text(cards[0]), count=len(cards))
        return ", ".join(self.card_text(card) for card in cards)

    def claim_text(self, claim: Claim) -> str:
        """"Triple with Red Horse ×2" — what the claim makes, and with which of your cards."""
        public = self.state.public
        kind = classify(sorted([public.face, *(card.face for card in claim.cards)]))
        meld = translate_message(KIND_NAMES[kind]()) if kind else "?"
        if not claim.cards:
            return fill(self.tr("Take it as a {meld}"), meld=meld)
        text = fill(self.tr("{meld} with {cards}"), meld=meld, cards=self.cards_text(list(claim.cards)))
        return text[:1].upper() + text[1:]

    def hint_note(self, action: SisepaiAction) -> str:
        if isinstance(action, Discard):
            return fill(self.tr("Hint: discard the {card}"), card=self.card_text(action.card))
        if isinstance(action, Win):
            return self.tr("Hint: you can win — press Win!")
        if isinstance(action, Claim):
            return fill(self.tr("Hint: claim — {claim}"), claim=self.claim_text(action))
        return self.tr("Hint: pass")

    def think_ms(self, action) -> int:
        return PASS_THINK_MS if isinstance(action, Pass) else super().think_ms(action)

    def current_status(self) -> str:
        state = self.state
        if self.human_to_act:
            if state.phase == DISCARD_TURN:
                if self.hand.selected is not None:
                    return fill(self.tr("Click the {card} again (or press Enter) to discard it"),
                                card=self.card_text(self._card_of[self.hand.selected]))
                return self.tr("Your discard: click a card, then click it again — or drag it to the table")
            # The view, not the table: the table may still be showing an earlier card landing.
            view = state.view(HUMAN)
            return self._choice_status(view, self.legal())
        seat = self.ai_seat_to_act
        if seat is not None:
            who = self.names.title(seat)
            if state.phase == DISCARD_TURN:
                return fill(self.tr("{seat} is choosing a discard…"), seat=who)
            card = self.card_text(state.public)
            if self._let_go_for_player():
                if state.view(HUMAN).public_from == HUMAN:
                    return fill(self.tr("You drew the {card}: you cannot use it. {seat} is deciding…"),
                                card=card, seat=who)
                return fill(self.tr("The {card} is of no use to you. {seat} is deciding…"), card=card, seat=who)
            return fill(self.tr("{seat} is deciding about the {card}…"), seat=who, card=card)
        return ""

    def _choice_status(self, view, legal: list) -> str:
        """What the player may do with the public card, in the engine's terms: win, take or
        claim it, pass — only what the legal actions hold."""
        card = self.card_text(view.public)
        can_win = Win() in legal
        can_claim = any(isinstance(action, Claim) for action in legal)
        can_pass = Pass() in legal
        if view.public_from == HUMAN:
            if not can_pass:
                if can_win:
                    return fill(self.tr("You drew the {card}: you must take it — and it wins!"), card=card)
                return fill(self.tr("You drew the {card}: you must take it"), card=card)
            if can_win and can_claim:
                return fill(self.tr("You drew the {card}: win with it, take it into a group, or pass"), card=card)
            if can_win:
                return fill(self.tr("You drew the {card}: win with it or pass"), card=card)
            if can_claim:
                return fill(self.tr("You drew the {card}: take it or pass"), card=card)
            return fill(self.tr("You drew the {card}: you cannot use it — Pass"), card=card)
        if self._told_about(view.public):
            # The draw or discard on offer is told just before, in the engine's words; only
            # without it (a resumed position) does the prompt say again whose card it is.
            if can_win and can_claim:
                return self.tr("Win with it, claim it, or pass")
            if can_win:
                return self.tr("Win with it or pass")
            if can_claim:
                return self.tr("Claim it or pass")
            return self.tr("It is of no use to you — Pass")
        seat = self.names.title(view.public_from)
        if view.public_drawn:
            if can_win and can_claim:
                return fill(self.tr("{seat} drew the {card}: win with it, claim it, or pass"), seat=seat, card=card)
            if can_win:
                return fill(self.tr("{seat} drew the {card}: win with it or pass"), seat=seat, card=card)
            if can_claim:
                return fill(self.tr("{seat} drew the {card}: claim it or pass"), seat=seat, card=card)
            return fill(self.tr("{seat} drew the {card}: it is of no use to you — Pass"), seat=seat, card=card)
        if can_win and can_claim:
            return fill(self.tr("{seat} discarded the {card}: win with it, claim it, or pass"), seat=seat, card=card)
        if can_win:
            return fill(self.tr("{seat} discarded the {card}: win with it or pass"), seat=seat, card=card)
        if can_claim:
            return fill(self.tr("{seat} discarded the {card}: claim it or pass"), seat=seat, card=card)
        return fill(self.tr("{seat} discarded the {card}: it is of no use to you — Pass"), seat=seat, card=card)

    def result_heading(self) -> str:
        outcome = self.outcome
        if outcome is None:
            return ""
        if outcome.termination == Termination.EXHAUSTED or not outcome.winners:
            return self.tr("A draw: the stock is exhausted")
        winner = outcome.winners[0]
        if winner == HUMAN:
            return self.tr("You win!")
        return fill(self.tr("{seat} wins"), seat=self.names.title(winner))

    def result_detail(self) -> str:
        """The winner's 21 cards as melds, each with its points, and the total."""
        outcome = self.outcome
        if outcome is None:
            return ""
        detail = outcome.detail
        if detail.get("winner") is None:
            return self.tr("Nobody grouped all 21 cards before the stock ran out.")
        card = Card.parse(detail["card"])
        origin = detail["from"]
        if detail["drawn"]:
            how = fill(self.tr("Won with the {card}, drawn by {seat}."), card=self.card_text(card),
                       seat=self.names.name(origin))
        else:
            how = fill(self.tr("Won with the {card}, discarded by {seat}."), card=self.card_text(card),
                       seat=self.names.name(origin))
        lines = [how]
        for meld in detail["melds"]:
            cards = [Card.parse(code) for code in meld["cards"]]
            where = self.tr("exposed") if meld["exposed"] else self.tr("hidden")
            if len(cards) == 1:
                line = fill(self.tr("{cards} ({where}) — {points} pt"), cards=self.card_text(cards[0]),
                            where=where, points=meld["points"])
            else:
                line = fill(self.tr("{meld} ({where}): {cards} — {points} pt"),
                            meld=translate_message(KIND_NAMES[meld["kind"]]()), where=where,
                            cards=self.cards_text(cards), points=meld["points"])
            lines.append(line[:1].upper() + line[1:])
        lines.append(fill(self.tr("Total: {points} points", None, detail["points"]), points=detail["points"]))
        return "\n".join(lines)

    # -- showing the engine's events ----------------------------------------------------------------
    def _on_deal(self, event: Event) -> int:
        for _ in range(len(FULL_PACK)):
            self.stock.add(self.scene.create_card(self._back()))
        self.scene.place_at_once([self.stock])
        return 0

    def _on_hand(self, event: Event) -> int:
        codes = event.secret.get("cards", ())
        pile = self.hand if event.seat == HUMAN else self.hidden[event.seat]
        for index in range(event.data["count"]):
            item = self.stock.cards[-1]
            if event.seat == HUMAN:
                self._reveal(item, Card.parse(codes[index]))
            pile.add(item)
        self._sort_hand()
        return self.scene.layout([pile, self.stock], stagger=DEAL_STAGGER_MS)

    def _on_draw(self, event: Event) -> int:
        item = self.stock.cards[-1]
        self._reveal(item, Card.parse(event.data["card"]))
        self.public.add(item)
        self.public_from, self.public_drawn = event.seat, True
        return self.scene.layout([self.public, self.stock])

    def _on_becomes_discard(self, event: Event) -> int:
        self.public_from, self.public_drawn = event.seat, False
        return 0

    def _on_discard(self, event: Event) -> int:
        card = Card.parse(event.data["card"])
        item = self._from_hidden(event.seat, [card])[0]
        self.public.add(item)
        self.public_from, self.public_drawn = event.seat, False
        self._sort_hand()
        return self.scene.layout([self.public, self._hidden_pile(event.seat)])

    def _on_to_pile(self, event: Event) -> int:
        for item in self.public.cards:
            self.rivers[event.seat].add(item)
        self.public_from = None
        return self.scene.layout([self.public, self.rivers[event.seat]])

    def _on_claim(self, event: Event) -> int:
        seat = event.seat
        public = Card.parse(event.data["card"])
        cards = [Card.parse(code) for code in event.data["meld"]["cards"]]
        used = list(cards)
        used.remove(public)
        items = dict(zip(used, self._from_hidden(seat, used)))
        items[public] = self.public.cards[0]
        self.melds[seat].add_group([items[card] for card in cards])
        self.public_from = None
        self._sort_hand()
        return self.scene.layout([self.public, self.melds[seat], self._hidden_pile(seat)])

    def _fit_melds(self) -> None:
        if self._geometry is not None:
            for seat in SEATS:
                self.melds[seat].set_geometry(self._melds_rect(seat), self._geometry.meld_card_width)

    def _on_deal_over(self, event: Event) -> int:
        winner = event.data.get("winner")
        if winner is not None and self.public.cards:
            # A win shows the winner's hidden cards, laid out in the melds the solver found.
            pile = self._hidden_pile(winner)
            pile.add(self.public.cards[0])
            self.public_from = None
            if winner == HUMAN:
                self._sort_hand()
                self.scene.layout([self.public, self.hand])
            else:
                hidden_melds = self._winner_hidden_melds(event.data)
                backs = pile.cards
                for cards in hidden_melds:
                    group = [backs.pop() for _ in cards]
                    for item, card in zip(group, cards):
                        self._reveal(item, card)
                    self.melds[winner].add_group(group)
                self._fit_melds()
                self.scene.layout([self.public, pile, self.melds[winner]])
        return super()._on_deal_over(event)

    @staticmethod
    def _winner_hidden_melds(detail) -> list[list[Card]]:
        """The winner's hidden cards as the melds the outcome shows (none without a winner)."""
        if detail.get("winner") is None:
            return []
        return [[Card.parse(code) for code in meld["cards"]] for meld in detail["melds"] if not meld["exposed"]]

    def _shown_winner(self) -> int | None:
        """The winner whose hidden cards lie face up among its groups (an AI's, at the end)."""
        outcome = self.outcome
        winner = outcome.detail.get("winner") if outcome is not None else None
        return winner if winner not in (None, HUMAN) else None

    def _hidden_pile(self, seat: int):
        return self.hand if seat == HUMAN else self.hidden[seat]

    def _from_hidden(self, seat: int, cards: list[Card]) -> list[CardItem]:
        if seat == HUMAN:
            return [self._item_of[card] for card in cards]
        # The opponents' backs are all alike: the cards come from the middle of the fan.
        backs = self.hidden[seat].cards
        middle = max(0, len(backs) // 2 - len(cards) // 2)
        items = backs[middle:middle + len(cards)]
        for item, card in zip(items, cards):
            self._reveal(item, card)
        return items

    def _sort_hand(self) -> None:
        cards = {self._card_of[item]: item for item in self.hand.cards if item in self._card_of}
        if len(cards) != len(self.hand.cards):
            return
        outcome = self.outcome
        if outcome is not None and outcome.detail.get("winner") == HUMAN:
            groups = self._winner_hidden_melds(outcome.detail)
            if sorted(card for group in groups for card in group) == sorted(cards):
                self._order_hand(cards, groups)
                return
        if not self.grouped:
            self.hand.reorder([cards[card] for card in sorted(cards)])
            self.hand.breaks = set()
            return
        partition = solve_cards(cards)
        groups = [list(meld.cards) for meld in assign(cards, partition.groups)]
        grouped = {card for group in groups for card in group}
        self._order_hand(cards, [*groups, sorted(card for card in cards if card not in grouped)])

    def _order_hand(self, items: dict, groups: list[list[Card]]) -> None:
        """The hand in these groups, a small gap before each."""
        order, breaks = [], set()
        for group in groups:
            if group:
                breaks.add(len(order))
                order += group
        self.hand.reorder([items[card] for card in order])
        self.hand.breaks = breaks

    def candidate_groups(self) -> list[list[Card]]:
        """The hand as the player sees it grouped (tests and the accessible description)."""
        cards = [self._card_of[item] for item in self.hand.cards]
        starts = sorted({0, *self.hand.breaks, len(cards)})
        return [cards[a:b] for a, b in zip(starts, starts[1:]) if a < b]

    def _face(self, card: Card) -> Path:
        if getattr(self.settings, "colour_marks", False):  # a shape per colour (Options menu)
            return asset_path("cards", "sisepai", "marked", f"{art_code(card)}.svg")
        return asset_path("cards", "sisepai", f"{art_code(card)}.svg")

    @staticmethod
    def _back() -> Path:
        return asset_path("cards", "sisepai", "back.svg")

    def _card_name(self, card: Card) -> str:
        return translate_message(card.name())

    # -- keeping the picture current ----------------------------------------------------------------
    def _refresh_marks(self) -> None:
        legal = set(self.legal())
        hinted = self.hinted
        hinted_cards = set()
        if isinstance(hinted, Discard):
            hinted_cards = {hinted.card}
        elif isinstance(hinted, Claim):
            hinted_cards = set(hinted.cards)
        discarding = self.discard_turn
        if not discarding and self.hand.selected is not None:
            self.hand.selected = None
            self.scene.layout([self.hand])
        for item in self.hand.cards:
            card = self._card_of.get(item)
            item.set_marks(dimmed=discarding and Discard(card) not in legal, hinted=card in hinted_cards)
        for item in self.scene.cards():
            if item.pile is not self.hand:
                item.set_marks(dimmed=False, hinted=False)

    def _refresh_captions(self) -> None:
        state = self.state
        pending = state.pending() if state is not None else ()
        shown = self._shown_winner()
        for seat in OPPONENTS:
            pile = self.hidden[seat]
            count = len(pile.cards)
            pile.caption = "" if seat == shown else fill(self.tr("{seat} · {count} cards", None, count),
                                                        seat=self.seat_name(seat), count=count)
            pile.caption_active = seat in pending
            pile.accessible_name = fill(self.tr("{seat}'s hidden cards: {count}"), seat=self.names.title(seat),
                                        count=count)
        for seat in SEATS:
            melds = self.melds[seat]
            if seat == shown:
                points = state.outcome.detail["points"]
                melds.caption = fill(self.tr("{seat} wins · {points} points", None, points), seat=self.names.title(seat),
                                     points=points)
            else:
                melds.caption = ""
            melds.caption_active = seat == shown
            self.melds[seat].accessible_name = fill(self.tr("{seat}: exposed groups: {count}"),
                                                    seat=self.names.title(seat), count=len(self.melds[seat].sizes))
            self.rivers[seat].accessible_name = fill(self.tr("{seat}: discards: {count}"),
                                                     seat=self.names.title(seat), count=len(self.rivers[seat].cards))
        stock_count = len(self.stock.cards)
        self.stock.caption = fill(self.tr("Stock · {count}"), count=stock_count)
        self.stock.accessible_name = fill(self.tr("Stock, cards: {count}"), count=stock_count)
        if self.public.cards and self.public_from is not None:
            who = self.names.name(self.public_from)
            if self.public_from == HUMAN:
                caption = self.tr("You drew") if self.public_drawn else self.tr("Your discard")
            elif self.public_drawn:
                caption = fill(self.tr("Drawn by {seat}"), seat=who)
            else:
                caption = fill(self.tr("Discarded by {seat}"), seat=who)
            self.public.caption = caption
            self.public.caption_active = HUMAN in pending
        else:
            self.public.caption = ""
            self.public.caption_active = False
        self.public.set_calling(state is not None and self.choosing, self.speed)
        self.public.placeholder = self.tr("Drop your discard here") if self.discard_turn else ""
        self.hand.accessible_name = fill(self.tr("Your hand, cards: {count}"), count=len(self.hand.cards))

    def display_matches_engine(self) -> bool:
        """Does the table show exactly what the player's view holds? (Tests check it.)"""
        if self.state is None or self.steps.busy:
            return False
        view = self.state.view(HUMAN)
        hand = [self._card_of.get(item) for item in self.hand.cards]
        if None in hand or sorted(hand) != sorted(view.hand):
            return False
        shown = self._shown_winner()
        if any(len(self.hidden[seat].cards) != (0 if seat == shown else view.hidden_sizes[seat])
               for seat in OPPONENTS):
            return False
        if len(self.stock.cards) != view.stock_size:
            return False
        public = [self._card_of.get(item) for item in self.public.cards]
        if public != ([view.public] if view.public is not None else []):
            return False
        for seat in SEATS:
            groups = [[self._card_of.get(item) for item in group] for group in self.melds[seat].groups()]
            expected = [list(meld.cards) for meld in view.exposed[seat]]
            if seat == shown:
                expected += self._winner_hidden_melds(view.outcome.detail)
            if groups != expected:
                return False
            river = [self._card_of.get(item) for item in self.rivers[seat].cards]
            if river != [card for who, card in view.discards if who == seat]:
                return False
        return True

