"""The `easy` Durak AI: a sensible card-player's habits, no look-ahead.

Beat with the cheapest card that does it, keep trumps for later, lead and throw in low cards,
and take rather than spend a high trump on a cheap bout while the stock is still thick. The
habits are a plain function of the facts they need, so the hard AI's rollouts reuse them.
"""

from __future__ import annotations

import random
from typing import Sequence

from engine.durak.actions import Attack, Defend, Done, DurakAction, Take
from engine.durak.cards import Card
from engine.durak.rules import DurakView

TRUMP_BONUS = 9  # a trump ranks above every plain card
HIGH_RANK = 5  # Jack and above: worth keeping while the stock lasts


def card_cost(card: Card, trump: str) -> int:
    """How much a card is worth keeping: rank, with every trump above every plain card."""
    return card.rank + (TRUMP_BONUS if card.suit == trump else 0)


def habitual_choice(hand: Sequence[Card], table_size: int, trump: str, stock_size: int,
                    legal: Sequence[DurakAction]) -> DurakAction:
    if Take() in legal:
        defences = [a for a in legal if isinstance(a, Defend)]
        return _defend(defences, table_size, trump, stock_size)
    attacks = [a for a in legal if isinstance(a, Attack)]
    if table_size == 0:
        return _lead(hand, attacks, trump)
    return _add(attacks, trump, stock_size)


def _lead(hand: Sequence[Card], attacks: list[Attack], trump: str) -> DurakAction:
    # Lead the cheapest card; among equals, a rank held twice (it can be thrown in again).
    counts: dict[int, int] = {}
    for card in hand:
        counts[card.rank] = counts.get(card.rank, 0) + 1
    return min(attacks, key=lambda a: (card_cost(a.card, trump), -counts[a.card.rank], a.card.suit))


def _add(attacks: list[Attack], trump: str, stock_size: int) -> DurakAction:
    if stock_size > 0:
        attacks = [a for a in attacks if a.card.suit != trump and a.card.rank < HIGH_RANK]
    if attacks:
        return min(attacks, key=lambda a: card_cost(a.card, trump))
    return Done()


def _defend(defences: list[Defend], table_size: int, trump: str, stock_size: int) -> DurakAction:
    if not defences:
        return Take()
    cheapest = min(defences, key=lambda d: card_cost(d.card, trump))
    costly = cheapest.card.suit == trump and cheapest.card.rank >= HIGH_RANK
    if costly and stock_size > 6 and table_size == 1:
        return Take()
    return cheapest


class EasyDurak:
    name = "easy"

    def __init__(self, rng: random.Random):
        self.rng = rng

    def choose(self, view: DurakView, legal: Sequence[DurakAction]) -> DurakAction:
        return habitual_choice(view.hand, len(view.table), view.trump, view.stock_size, legal)
