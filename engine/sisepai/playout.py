"""Fast playouts for search: cheap habits, a short horizon, and an evaluation of where it ends.

The habits are the easy AI's, made cheaper: a win is always taken; a claim is made when it
leaves no more loose cards than before; the discard is a loose card (discarding one always
leaves the fewest loose cards, so only when nothing is loose must every card be tried).

A whole deal is about 180 actions, too many for hundreds of playouts per decision, so a
playout stops after `HORIZON` stock draws and the position is scored instead: each seat's
chance to win the deal, from its loose cards and how many cards could still complete it,
against the chance that nobody does before the stock runs out. The weights were fitted (by
maximum likelihood) to 8,389 positions of playouts run to their end.
"""

from __future__ import annotations

import math
import random
from typing import Sequence

from engine.sisepai.actions import Claim, Discard, Pass, SisepaiAction, Win
from engine.sisepai.cards import CHESS_FACES, COPIES, face_counts
from engine.sisepai.melds import loose_with, parts_loose, solve
from engine.sisepai.rules import SisepaiState

HORIZON = 4  # stock draws a playout plays before it is scored
LOOSE_WEIGHT = 0.714
OUTS_WEIGHT = 0.617  # on log(1 + unseen copies of the winning faces)
READY_WEIGHT = 0.498  # one card from a win with at most one loose card
DRAW_BASE, DRAW_PER_CARD = 1.814, -0.206  # the draw's weight, by cards left in the stock

_WIN, _PASS = Win(), Pass()


def habit(state: SisepaiState, seat: int, legal: Sequence[SisepaiAction], rng: random.Random) -> SisepaiAction:
    if len(legal) == 1:
        return legal[0]
    counts = face_counts(state.hands[seat])
    if legal[0].__class__ is Discard:
        loose = solve(tuple(counts)).loose
        if loose:
            face = loose[rng.randrange(len(loose))] if len(loose) > 1 else loose[0]
            for action in legal:
                if action.card.face == face:
                    return action
        best, best_key = legal[0], None
        for action in legal:
            counts[action.card.face] -= 1
            key = (solve(tuple(counts)).uncovered, rng.random())
            counts[action.card.face] += 1
            if best_key is None or key < best_key:
                best, best_key = action, key
        return best
    if _WIN in legal:
        return _WIN
    now = solve(tuple(counts)).uncovered
    best, best_loose = None, now + 1
    for action in legal:
        if action.__class__ is Claim:
            for card in action.cards:
                counts[card.face] -= 1
            loose = solve(tuple(counts)).uncovered
            for card in action.cards:
                counts[card.face] += 1
            if loose < best_loose:
                best, best_loose = action, loose
    if best is not None:
        return best
    return _PASS if _PASS in legal else legal[0]


def chances(state: SisepaiState) -> list[float]:
    """Each seat's chance to win from here, by the fitted weights (the rest is a draw)."""
    visible = face_counts([card for groups in state.exposed for meld in groups for card in meld.cards]
                          + [card for _, card in state.discards])
    weights = []
    for hand in state.hands:
        counts = face_counts(hand)
        base = parts_loose(counts)
        loose = sum(base)
        outs = 0
        ready = False
        if loose <= 3:
            for face in range(len(counts)):
                if loose_with(counts, face, base) == 0:
                    ready = True
                    copies = COPIES if face < CHESS_FACES else 1
                    outs += copies - counts[face] - visible[face]
        utility = -LOOSE_WEIGHT * loose + OUTS_WEIGHT * math.log1p(max(0, outs))
        if ready and loose <= 1:
            utility += READY_WEIGHT
        weights.append(math.exp(utility))
    draw = math.exp(DRAW_BASE + DRAW_PER_CARD * len(state.stock))
    total = sum(weights) + draw
    return [weight / total for weight in weights]


def play_out(state: SisepaiState, rng: random.Random, horizon: int = HORIZON, move=None) -> list[float]:
    """Play habits (or `move`, with habit's arguments) for `horizon` stock draws (or to the
    end) and return each seat's reward: 1 for the winner of a finished deal, else the seats'
    chances."""
    move = move or habit
    stop = len(state.stock) - horizon
    while state.outcome is None:
        if len(state.stock) <= stop and state.phase == "claim" and state.drawn and not state.answers:
            return chances(state)
        seat = state.pending()[0]
        state._perform(seat, move(state, seat, state.legal_actions(seat), rng))
    rewards = [0.0] * len(state.hands)
    for seat in state.outcome.winners:
        rewards[seat] = 1.0
    return rewards
