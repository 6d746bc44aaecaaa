"""What a seat can infer from its view, and hidden worlds consistent with it.

The hard and expert AIs sample such worlds (determinization): the opponent's unknown cards and
the stock order are drawn from the cards this seat has not seen, keeping everything it did see
fixed. Durak reveals no void: beating, taking and stopping are free choices, so nothing a player
did rules a card out of its hand, and every consistent deal of the unseen cards is as likely.
Nothing here reads a state's hidden cards: the input is a `DurakView`.
"""

from __future__ import annotations

import random

from engine.durak.cards import FULL_PACK, Card
from engine.durak.rules import DurakState, DurakView


def unseen_cards(view: DurakView) -> list[Card]:
    """Cards whose place this seat does not know: in the opponent's hand or in the stock."""
    seen = set(view.hand) | set(view.discard) | set(view.opponent_known)
    seen.update(card for pair in view.table for card in pair if card is not None)
    if view.stock_size:
        seen.add(view.trump_card)  # it lies face up under the stock
    return [card for card in FULL_PACK if card not in seen]


def opponent_hand_if_known(view: DurakView) -> list[Card] | None:
    """Once the stock is empty, every unseen card is in the opponent's hand."""
    if view.stock_size:
        return None
    return [*view.opponent_known, *unseen_cards(view)]


def resample(view: DurakView, rng: random.Random) -> DurakState:
    """A full state consistent with the view, hidden cards dealt at random (events not kept)."""
    pool = unseen_cards(view)
    rng.shuffle(pool)
    hidden_in_hand = view.opponent_hand_size - len(view.opponent_known)
    hands = [None, None]
    hands[view.seat] = view.hand
    hands[1 - view.seat] = [*view.opponent_known, *pool[:hidden_in_hand]]
    stock = [*pool[hidden_in_hand:], view.trump_card] if view.stock_size else []
    known = [(), ()]
    known[1 - view.seat] = view.opponent_known
    return DurakState.arrange(hands, stock, view.trump_card, view.attacker, discard=view.discard,
                              table=view.table, taking=view.taking, bout_limit=view.bout_limit,
                              known=known, record_events=False)
