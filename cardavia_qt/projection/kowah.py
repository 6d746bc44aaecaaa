"""Kowah's table, projected from its events (no Qt).

Piles: `stock`, `hand 0..2` (the player's face up; an opponent's are backs except the cards
the table saw it take or draw face up), `exposed 0..2` (a declared seat's waiting pair, then
the winning card) and `discards` (face up, oldest first; the last is the latest discard).
Notes: `echo` — the latest face-up draw as (card, seat), shown again in the middle until a take
or the end of the deal; None when there is none.

At the end every hand is shown (the deal's last event lists them).
"""

from __future__ import annotations

from cardavia_qt.projection.core import PileId, Projection
from engine.core.state import Event
from engine.kowah.cards import CARD_BY_CODE

HAND_SIZE = 8
STOCK = PileId("stock")
DISCARDS = PileId("discards")


def hand(seat: int) -> PileId:
    return PileId("hand", seat)


def exposed(seat: int) -> PileId:
    return PileId("exposed", seat)


class KowahProjection(Projection):
    game = "kowah"
    anonymous = "middle"

    def _on_deal(self, event: Event) -> None:
        self.note("echo", None)
        self.create(STOCK, event.data["stock"] + 3 * HAND_SIZE)

    def _on_hand(self, event: Event) -> None:
        codes = event.secret.get("cards", ())
        for index, token in enumerate(self.top(STOCK, HAND_SIZE)):
            known = self.knows(event.seat) and index < len(codes)
            self.move(token, hand(event.seat), CARD_BY_CODE[codes[index]] if known else None)

    def _on_draw(self, event: Event) -> None:
        (token,) = self.top(STOCK)
        if event.data.get("public"):
            # R5: after any declaration every draw is shown before it is used.
            card = CARD_BY_CODE[event.data["card"]]
            self.move(token, hand(event.seat), card)
            self.note("echo", (card, event.seat))
        else:
            code = event.secret.get("card")
            self.move(token, hand(event.seat), CARD_BY_CODE[code] if code and self.knows(event.seat) else None)

    def _on_take(self, event: Event) -> None:
        token = self.model.tokens(DISCARDS)[-1]
        self.move(token, hand(event.seat), self.model.face(token))  # everyone saw which card
        self.note("echo", None)

    def _on_discard(self, event: Event) -> None:
        card = CARD_BY_CODE[event.data["card"]]
        (token,) = self.take(hand(event.seat), [card])
        self.move(token, DISCARDS, card)

    def _on_declare(self, event: Event) -> None:
        # R8: only the pair goes face up; the triples stay hidden, locked.
        cards = [CARD_BY_CODE[code] for code in event.data["cards"]]
        for token, card in zip(self.take(hand(event.seat), cards), cards):
            self.move(token, exposed(event.seat), card)

    def _on_deal_over(self, event: Event) -> None:
        data = event.data
        winner = data.get("winner")
        if winner is not None:
            # The winning card, face up on the table (drawn or discarded), joins the pair.
            card = CARD_BY_CODE[data["card"]]
            token = self.model.showing(card)
            self.move(token, exposed(winner), card)
        for seat, codes in enumerate(data["hands"]):
            cards = [CARD_BY_CODE[code] for code in codes]
            shown = {self.model.face(token) for token in self.model.tokens(exposed(seat))}
            held = [card for card in cards if card not in shown]
            for token, card in zip(self.take(hand(seat), held), held):
                self.turn(token, card)
        self.note("echo", None)
