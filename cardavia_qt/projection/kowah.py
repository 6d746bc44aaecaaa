"""Kowah's table, projected from its events (no Qt).

Piles: `stock`, `hand 0..2` (the player's face up; an opponent's are backs except the cards
the table saw it take or draw face up), `exposed 0..2` (a declared seat's waiting pair, then
the winning card) and `discards` (face up, oldest first; the last is the latest discard).
Notes: `echo` — the latest face-up draw as (card, seat), shown again in the middle until a take
or the end of the deal; None when there is none. `throwers` — who threw each card lying in the
discards, oldest first (None where an arranged position's log does not say): one shared row
must not hide who threw what. `drawn` — the card the player just drew or took, which the table
keeps apart at the right until the player discards; else None.

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
    told_kinds = frozenset({"draw", "take", "discard", "declare"})

    def _lay_out(self, view) -> None:
        self.note("echo", latest_echo(view.events))
        self.note("drawn", None)
        self.create(STOCK, view.stock_size)
        self.create(DISCARDS, len(view.discards), view.discards)
        self.note("throwers", tuple(discard_throwers(view.events, len(view.discards))))
        end = next((event.data for event in view.events if event.kind == "deal_over"), None)
        for seat, cards in enumerate(view.exposed):
            shown = list(cards)
            if end is not None and end.get("winner") == seat:
                shown.append(CARD_BY_CODE[end["card"]])
            self.create(exposed(seat), len(shown), shown)
            if end is not None:
                held = [card for card in map(CARD_BY_CODE.__getitem__, end["hands"][seat]) if card not in shown]
            elif seat == view.seat:
                held = [card for card in view.hand if card not in shown]
            else:
                known = [card for card in view.known[seat] if card not in shown]
                held = known + [None] * (view.hand_sizes[seat] - len(shown) - len(known))
            self.create(hand(seat), len(held), held)

    def _throw(self, seat: int | None) -> None:
        """A discard lands in the row (its thrower's seat), or the latest leaves it (None)."""
        throwers = self.model.notes.get("throwers", ())
        self.note("throwers", (*throwers, seat) if seat is not None else throwers[:-1])

    def _on_deal(self, event: Event) -> None:
        self.note("echo", None)
        self.note("throwers", ())
        self.note("drawn", None)
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
            card = CARD_BY_CODE[code] if code and self.knows(event.seat) else None
            self.move(token, hand(event.seat), card)
        if event.seat == self.viewer:
            self.note("drawn", card)

    def _on_take(self, event: Event) -> None:
        token = self.model.tokens(DISCARDS)[-1]
        self.move(token, hand(event.seat), self.model.face(token))  # everyone saw which card
        self._throw(None)
        self.note("echo", None)
        if event.seat == self.viewer:
            self.note("drawn", self.model.face(token))

    def _on_discard(self, event: Event) -> None:
        card = CARD_BY_CODE[event.data["card"]]
        (token,) = self.take(hand(event.seat), [card])
        self.move(token, DISCARDS, card)
        self._throw(event.seat)
        if event.seat == self.viewer:
            self.note("drawn", None)

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
            if self.model.where[token] == DISCARDS:
                self._throw(None)
            self.move(token, exposed(winner), card)
        for seat, codes in enumerate(data["hands"]):
            cards = [CARD_BY_CODE[code] for code in codes]
            shown = {self.model.face(token) for token in self.model.tokens(exposed(seat))}
            held = [card for card in cards if card not in shown]
            for token, card in zip(self.take(hand(seat), held), held):
                self.turn(token, card)
        self.note("echo", None)
        self.note("drawn", None)


def latest_echo(events):
    """The face-up draw the middle shows after `events`: the latest, unless a take or the end
    of the deal came after it."""
    for event in reversed(events):
        if event.kind in ("take", "deal_over"):
            return None
        if event.kind == "draw" and event.data.get("public"):
            return CARD_BY_CODE[event.data["card"]], event.seat
    return None


def discard_throwers(events, lying: int) -> list[int | None]:
    """Who threw each of the `lying` cards in the discard row, oldest first, as `events` tell
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
