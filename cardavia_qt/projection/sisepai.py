"""Sì Sè Pái's table, projected from its events (no Qt).

Piles: `stock`, `hand 0..3` (hidden cards: the player's face up, the others' backs), `melds 0..3`
(grouped: each seat's exposed groups), `river 0..3` (each seat's unclaimed discards, in order)
and `public` (the card a claim window is open on). Notes: `public_from` (the seat that drew or
discarded the public card, None when there is none) and `public_drawn` (drawn from the stock,
or a discard).

At the end a winner other than the player lays its hidden cards out, face up, as the melds
the outcome found; the player's own winning hand stays in the hand.
"""

from __future__ import annotations

from cardavia_qt.projection.core import PileId, Projection
from engine.core.state import Event
from engine.sisepai.cards import FULL_PACK, Card

STOCK = PileId("stock")
PUBLIC = PileId("public")


def hand(seat: int) -> PileId:
    return PileId("hand", seat)


def melds(seat: int) -> PileId:
    return PileId("melds", seat)


def river(seat: int) -> PileId:
    return PileId("river", seat)


class SisepaiProjection(Projection):
    game = "sisepai"
    grouped = frozenset({"melds"})
    anonymous = "middle"
    # Every draw is public in Sì Sè Pái: a draw is told too.
    told_kinds = frozenset({"draw", "discard", "claim", "becomes_discard"})

    def _lay_out(self, view) -> None:
        self._public(view.public_from, view.public_drawn)
        self.create(STOCK, view.stock_size)
        if view.public is not None:
            self.create(PUBLIC, 1, [view.public])
        detail = view.outcome.detail if view.outcome is not None else {}
        winner = detail.get("winner")
        for seat in range(len(view.hidden_sizes)):
            if seat == view.seat:
                self.create(hand(seat), len(view.hand), view.hand)
            elif seat != winner:
                self.create(hand(seat), view.hidden_sizes[seat])
            for meld in view.exposed[seat]:
                self.create(melds(seat), len(meld.cards), meld.cards)
            self.create(river(seat), sum(who == seat for who, _ in view.discards),
                        [card for who, card in view.discards if who == seat])
        if winner not in (None, view.seat):
            for meld in detail["melds"]:
                if not meld["exposed"]:
                    cards = [Card.parse(code) for code in meld["cards"]]
                    self.create(melds(winner), len(cards), cards)

    def _public(self, seat: int | None, drawn: bool) -> None:
        self.note("public_from", seat)
        self.note("public_drawn", drawn)

    def _on_deal(self, event: Event) -> None:
        self._public(None, False)
        self.create(STOCK, len(FULL_PACK))

    def _on_hand(self, event: Event) -> None:
        codes = event.secret.get("cards", ())
        for index, token in enumerate(self.top(STOCK, event.data["count"])):
            known = self.knows(event.seat) and index < len(codes)
            self.move(token, hand(event.seat), Card.parse(codes[index]) if known else None)

    def _on_draw(self, event: Event) -> None:
        (token,) = self.top(STOCK)
        self.move(token, PUBLIC, Card.parse(event.data["card"]))  # drawn face up, for all to see
        self._public(event.seat, True)

    def _on_becomes_discard(self, event: Event) -> None:
        self._public(event.seat, False)  # rule 5: an unclaimed draw counts as its drawer's discard

    def _on_discard(self, event: Event) -> None:
        card = Card.parse(event.data["card"])
        (token,) = self.take(hand(event.seat), [card])
        self.move(token, PUBLIC, card)
        self._public(event.seat, False)

    def _on_to_pile(self, event: Event) -> None:
        for token in self.model.tokens(PUBLIC):
            self.move(token, river(event.seat), self.model.face(token))
        self._public(None, False)

    def _on_claim(self, event: Event) -> None:
        seat = event.seat
        public = Card.parse(event.data["card"])
        cards = [Card.parse(code) for code in event.data["meld"]["cards"]]
        used = [card for card in cards if card != public]
        tokens = dict(zip(used, self.take(hand(seat), used)))
        tokens[public] = self.model.tokens(PUBLIC)[0]
        group = len(self.model.groups(melds(seat)))
        for card in cards:
            self.move(tokens[card], melds(seat), card, group=group)
        self._public(None, False)

    def _on_deal_over(self, event: Event) -> None:
        winner = event.data.get("winner")
        if winner is None:
            return
        for token in self.model.tokens(PUBLIC):
            self.move(token, hand(winner), self.model.face(token))
        self._public(None, False)
        if winner == self.viewer:
            return
        # The winner's hidden cards, face up, as the melds the solver found.
        for meld in event.data["melds"]:
            if meld["exposed"]:
                continue
            cards = [Card.parse(code) for code in meld["cards"]]
            group = len(self.model.groups(melds(winner)))
            for token, card in zip(self.take(hand(winner), cards), cards):
                self.move(token, melds(winner), card, group=group)
