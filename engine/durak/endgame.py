"""Exact play once the stock is empty: then both hands are known and Durak is a game of
perfect information, solved here by memoised minimax over win (+1), draw (0) and loss (-1).

The search is bounded by a node budget (counted, never timed) so a decision costs the same on
every machine; past the budget, positions are scored by a cheap estimate instead of searched.
Cards are numbered 0–35 and hands are bit masks, because this is the AI's hottest loop.
"""

from __future__ import annotations

from typing import Sequence

from engine.durak.actions import Attack, Defend, Done, DurakAction, Take
from engine.durak.cards import FULL_PACK, Card, beats

MAX_ATTACKS = 6
NONE = -1
TAKE, DONE = 100, 101  # move codes beside the card numbers; defences are 200 + card
DEFEND = 200


def _mask_size(mask: int) -> int:
    return bin(mask).count("1")


class EndgameSolver:
    """Positions are (my mask, their mask, table, I attack?, taking?, limit); table pairs
    hold card numbers with NONE for an unbeaten attack."""

    def __init__(self, trump: str, budget: int):
        self.trump = trump
        self.budget = budget
        self.nodes = 0
        self.exhausted = False
        self.memo: dict[tuple, float] = {}
        cost = [card.rank + (9 if card.suit == trump else 0) for card in FULL_PACK]
        self.cost = cost
        self.order = sorted(range(len(FULL_PACK)), key=lambda i: cost[i])  # cheapest first
        self.rank = [card.rank for card in FULL_PACK]
        self.beaters = [sum(1 << d for d, dc in enumerate(FULL_PACK) if beats(dc, ac, trump)) for ac in FULL_PACK]

    # -- translation at the root --------------------------------------------------------
    @staticmethod
    def mask(cards) -> int:
        return sum(1 << FULL_PACK.index(card) for card in cards)

    def position(self, mine, theirs, table, i_attack: bool, taking: bool, limit: int) -> tuple:
        pairs = tuple((FULL_PACK.index(a), NONE if d is None else FULL_PACK.index(d)) for a, d in table)
        return (self.mask(mine), self.mask(theirs), pairs, i_attack, taking, limit)

    @staticmethod
    def action(move: int) -> DurakAction:
        if move == TAKE:
            return Take()
        if move == DONE:
            return Done()
        if move >= DEFEND:
            return Defend(FULL_PACK[move - DEFEND])
        return Attack(FULL_PACK[move])

    # -- moves --------------------------------------------------------------------------
    def moves(self, pos: tuple) -> list[int]:
        mine, theirs, table, i_attack, taking, limit = pos
        if table and table[-1][1] == NONE and not taking:
            candidates = (theirs if i_attack else mine) & self.beaters[table[-1][0]]
            return [DEFEND + c for c in self.order if candidates >> c & 1] + [TAKE]
        hand = mine if i_attack else theirs
        if not table:
            return [c for c in self.order if hand >> c & 1]
        moves: list[int] = []
        if len(table) < limit:
            ranks = {self.rank[c] for pair in table for c in pair if c != NONE}
            moves = [c for c in self.order if hand >> c & 1 and self.rank[c] in ranks]
        moves.append(DONE)
        return moves

    @staticmethod
    def my_turn(pos: tuple) -> bool:
        table = pos[2]
        defending = bool(table) and table[-1][1] == NONE and not pos[4]
        return pos[3] != defending

    def play(self, pos: tuple, move: int):
        """The next position, or the final value (+1/0/-1 for me) when the deal ends."""
        mine, theirs, table, i_attack, taking, limit = pos
        if move < TAKE:
            if i_attack:
                mine &= ~(1 << move)
            else:
                theirs &= ~(1 << move)
            return (mine, theirs, table + ((move, NONE),), i_attack, taking, limit)
        if move >= DEFEND:
            card = move - DEFEND
            if i_attack:
                theirs &= ~(1 << card)
            else:
                mine &= ~(1 << card)
            return (mine, theirs, table[:-1] + ((table[-1][0], card),), i_attack, taking, limit)
        if move == TAKE:
            return (mine, theirs, table, i_attack, True, limit)
        # Done: the bout ends; the taker picks up, otherwise the defender attacks next.
        if taking:
            cards = 0
            for attack, defence in table:
                cards |= 1 << attack
                if defence != NONE:
                    cards |= 1 << defence
            if i_attack:
                theirs |= cards
            else:
                mine |= cards
            next_i_attack = i_attack
        else:
            next_i_attack = not i_attack
        if not mine or not theirs:
            if not mine and not theirs:
                return 0.0
            return 1.0 if not mine else -1.0
        defender = theirs if next_i_attack else mine
        return (mine, theirs, (), next_i_attack, False, min(MAX_ATTACKS, _mask_size(defender)))

    # -- search -------------------------------------------------------------------------
    def estimate(self, pos: tuple) -> float:
        """A guess for positions past the budget: fewer and stronger cards are better."""
        mine, theirs = pos[0], pos[1]
        my_cards = [c for c in range(36) if mine >> c & 1]
        their_cards = [c for c in range(36) if theirs >> c & 1]
        strength = (sum(self.cost[c] for c in my_cards) / max(1, len(my_cards))
                    - sum(self.cost[c] for c in their_cards) / max(1, len(their_cards)))
        return max(-0.9, min(0.9, 0.15 * (len(their_cards) - len(my_cards)) + 0.03 * strength))

    def value(self, pos: tuple) -> float:
        cached = self.memo.get(pos)
        if cached is not None:
            return cached
        self.nodes += 1
        if self.nodes > self.budget:
            self.exhausted = True
            return self.estimate(pos)
        maximise = self.my_turn(pos)
        best = -2.0 if maximise else 2.0
        exhausted_before = self.exhausted
        for move in self.moves(pos):
            after = self.play(pos, move)
            score = after if after.__class__ is float else self.value(after)
            if maximise:
                if score > best:
                    best = score
                    if best >= 1.0:
                        break
            elif score < best:
                best = score
                if best <= -1.0:
                    break
        if self.exhausted == exhausted_before:
            self.memo[pos] = best  # only exact values are remembered
        return best

    def best_move(self, pos: tuple, legal: Sequence[DurakAction]) -> tuple[DurakAction | None, float]:
        """The best legal move at the root (ties go to the cheapest, listed first)."""
        best_move, best_score = None, -2.0
        for move in self.moves(pos):
            action = self.action(move)
            if action not in legal:
                continue
            after = self.play(pos, move)
            score = after if after.__class__ is float else self.value(after)
            if score > best_score:
                best_move, best_score = action, score
                if best_score >= 1.0:
                    break
        return best_move, best_score


def solve(trump: str, budget: int, mine: Sequence[Card], theirs: Sequence[Card], table, i_attack: bool,
          taking: bool, limit: int, legal: Sequence[DurakAction]) -> tuple[DurakAction | None, float]:
    solver = EndgameSolver(trump, budget)
    return solver.best_move(solver.position(mine, theirs, table, i_attack, taking, limit), legal)
