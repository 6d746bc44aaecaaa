"""Fast playouts for search: the easy AI's habits played straight on a state.

`habitual_move` makes exactly the choice `ai_easy.habitual_choice` makes, but reads the hand
and the table where they lie instead of listing every legal move first, and ties break on the
card, as they do in the sorted legal list; a playout is hundreds of these, in every iteration of
the expert's search.
"""

from __future__ import annotations

from engine.durak.actions import Attack, Defend, Done, DurakAction, Take
from engine.durak.ai_easy import HIGH_RANK, TRUMP_BONUS
from engine.durak.cards import FULL_PACK, beats
from engine.durak.rules import DurakState

ROLLOUT_LIMIT = 400  # actions; a playout this long is cut off and called a draw

_TAKE, _DONE = Take(), Done()
_ATTACK = {card: Attack(card) for card in FULL_PACK}
_DEFEND = {card: Defend(card) for card in FULL_PACK}


def habitual_move(state: DurakState, seat: int) -> DurakAction:
    """The easy AI's move for `seat`, which must be the seat to act."""
    trump = state.trump_card.suit
    hand = state.hands[seat]
    table = state.table

    def cost(card):
        return card.rank + (TRUMP_BONUS if card.suit == trump else 0)

    if table and table[-1][1] is None and not state.taking:
        attack = table[-1][0]
        defences = [card for card in hand if beats(card, attack, trump)]
        if not defences:
            return _TAKE
        cheapest = min(defences, key=lambda card: (cost(card), card))
        costly = cheapest.suit == trump and cheapest.rank >= HIGH_RANK
        if costly and len(state.stock) > 6 and len(table) == 1:
            return _TAKE
        return _DEFEND[cheapest]
    if not table:
        counts: dict[int, int] = {}
        for card in hand:
            counts[card.rank] = counts.get(card.rank, 0) + 1
        return _ATTACK[min(hand, key=lambda card: (cost(card), -counts[card.rank], card.suit))]
    if len(table) < state.bout_limit:
        ranks = {card.rank for pair in table for card in pair if card is not None}
        adds = [card for card in hand if card.rank in ranks]
        if state.stock:
            adds = [card for card in adds if card.suit != trump and card.rank < HIGH_RANK]
        if adds:
            return _ATTACK[min(adds, key=lambda card: (cost(card), card))]
    return _DONE


def play_out(state: DurakState, limit: int = ROLLOUT_LIMIT) -> int | None:
    """Play to the end with habitual moves on both sides; the durak's seat, or None for a draw
    (or a playout cut off at `limit` actions)."""
    for _ in range(limit):
        if state.outcome is not None:
            return state.outcome.detail["durak"]
        table = state.table
        defending = table and table[-1][1] is None and not state.taking
        seat = 1 - state.attacker if defending else state.attacker
        state._perform(seat, habitual_move(state, seat))
    return None
