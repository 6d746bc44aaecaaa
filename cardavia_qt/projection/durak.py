"""Durak's table, projected from its events (no Qt).

Piles: `stock` (the face-up trump at its bottom, drawn last), `hand 0` / `hand 1`, `bout`
(grouped: one group per attack card, its beating card second) and `discard` (face down, as a
heap). Notes: `trump` — the trump card, which the table keeps showing (as its suit) once the
stock is gone.

The opponent's cards are backs, even those the player saw it pick up (the table shows them as
a real opponent holds them); in a replay with every secret they are face up. At the end the
cards left in a hand are shown (the durak shows them).
"""

from __future__ import annotations

from cardavia_qt.projection.core import PileId, Projection
from engine.core.state import Event
from engine.durak.cards import Card

PACK = 36
STOCK = PileId("stock")
BOUT = PileId("bout")
DISCARD = PileId("discard")


def hand(seat: int) -> PileId:
    return PileId("hand", seat)


class DurakProjection(Projection):
    game = "durak"
    grouped = frozenset({"bout"})
    anonymous = "middle"  # the opponent's backs are all alike: a card comes from the middle
    told_kinds = frozenset({"attack", "defend", "take", "pick_up"})

    def _lay_out(self, view) -> None:
        self.note("trump", view.trump_card)
        if view.stock_size:
            self.create(STOCK, view.stock_size, [view.trump_card])
        self.create(hand(view.seat), len(view.hand), view.hand)
        end = next((event.data for event in view.events if event.kind == "deal_over"), None)
        left = [Card.parse(code) for code in end["hands"][1 - view.seat]] if end is not None else []
        self.create(hand(1 - view.seat), view.opponent_hand_size, left)
        for attack, cover in view.table:
            self.create(BOUT, 1 if cover is None else 2, [attack, cover])
        self.create(DISCARD, len(view.discard))

    def _on_deal(self, event: Event) -> None:
        trump = Card.parse(event.data["trump"])
        self.note("trump", trump)
        self.create(STOCK, PACK, [trump])  # the trump lies face up under the stock (R5)

    def _on_hand(self, event: Event) -> None:
        self._draw(event)

    def _on_draw(self, event: Event) -> None:
        self._draw(event)

    def _draw(self, event: Event) -> None:
        seat, count = event.seat, event.data["count"]
        codes = event.secret.get("cards", ())
        for index, token in enumerate(self.top(STOCK, count)):
            face = Card.parse(codes[index]) if self.knows(seat) and index < len(codes) else None
            self.move(token, hand(seat), face)

    def _on_attack(self, event: Event) -> None:
        card = Card.parse(event.data["card"])
        (token,) = self.take(hand(event.seat), [card])
        self.move(token, BOUT, card, group=len(self.model.groups(BOUT)))

    def _on_defend(self, event: Event) -> None:
        card, attack = Card.parse(event.data["card"]), Card.parse(event.data["attack"])
        slot = next(index for index, group in enumerate(self.model.groups(BOUT))
                    if self.model.face(group[0]) == attack)
        (token,) = self.take(hand(event.seat), [card])
        self.move(token, BOUT, card, group=slot)

    def _on_pick_up(self, event: Event) -> None:
        # R9: every card of the bout, beaten or not, goes to the taker.
        for token in self.model.tokens(BOUT):
            self.move(token, hand(event.seat), self.model.face(token) if self.knows(event.seat) else None)

    def _on_discard(self, event: Event) -> None:
        for token in self.model.tokens(BOUT):
            self.move(token, DISCARD, None)

    def _on_deal_over(self, event: Event) -> None:
        for seat, codes in enumerate(event.data.get("hands", ())):
            cards = [Card.parse(code) for code in codes]
            tokens = self.model.tokens(hand(seat))
            shown = {self.model.face(token) for token in tokens}
            backs = [token for token in tokens if self.model.face(token) is None]
            for token, card in zip(backs, [card for card in cards if card not in shown]):
                self.turn(token, card)
