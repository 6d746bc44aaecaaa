"""What a seat can infer from its view: which cards it has not seen yet, and worlds built
from them.

Every card that leaves a hidden hand does so in public (a discard, an exposed group), so the
unseen cards are exactly those in the other hidden hands and the stock. Nothing a player does
rules a card out of its hand (claiming and winning are free choices), so every deal of the
unseen cards to those places is as likely as any other. Nothing here reads a state: the input
is a `SisepaiView`.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Callable, Sequence

from engine.sisepai.actions import Pass, SisepaiAction, Win
from engine.sisepai.cards import CHESS_FACES, COPIES, FACES, FULL_PACK, face_counts
from engine.sisepai.rules import DISCARD_TURN, SisepaiState, SisepaiView


def seen_cards(view: SisepaiView) -> list:
    cards = list(view.hand)
    cards += [card for groups in view.exposed for meld in groups for card in meld.cards]
    cards += [card for _, card in view.discards]
    if view.public is not None:
        cards.append(view.public)
    return cards


def unseen_counts(view: SisepaiView) -> list[int]:
    """For each face, how many of its cards this seat has not seen."""
    seen = face_counts(seen_cards(view))
    return [(COPIES if face < CHESS_FACES else 1) - seen[face] for face in range(FACES)]


def unseen_cards(view: SisepaiView) -> list:
    seen = Counter(seen_cards(view))
    return [card for card in FULL_PACK if not seen[card]]


Answer = Callable[[SisepaiState, int, Sequence[SisepaiAction]], SisepaiAction]


def win_or_pass(state: SisepaiState, seat: int, legal: Sequence[SisepaiAction]) -> SisepaiAction:
    """A guess at an answer the view does not show: a win if there is one, else a pass (or,
    for a drawer who must take its card, its first way to take it)."""
    if Win() in legal:
        return Win()
    return Pass() if Pass() in legal else legal[0]


def resample(view: SisepaiView, rng: random.Random, answer: Answer = win_or_pass) -> SisepaiState:
    """A full deal consistent with the view, in fast mode: the unseen cards dealt at random to
    the other hidden hands (each its known size) and the stock (in random order). In an open
    claim window, seats that have answered already did so unseen: `answer` gives their answers
    in this world (so the same seats are still to answer)."""
    pool = unseen_cards(view)
    rng.shuffle(pool)
    state = SisepaiState(seed=0, record_events=False)
    start = 0
    for seat, size in enumerate(view.hidden_sizes):
        if seat == view.seat:
            state.hands[seat] = list(view.hand)
        else:
            state.hands[seat] = pool[start:start + size]
            start += size
    state.stock = pool[start:]
    state.exposed = [list(groups) for groups in view.exposed]
    state.discards = list(view.discards)
    state.dealer = view.dealer
    if view.public is None:
        state.phase = DISCARD_TURN
        state.turn = view.to_act[0]
        return state
    state._open_window(view.public, view.public_drawn, view.public_from)
    for seat in list(state.legal):
        if seat not in view.to_act:
            state.answers[seat] = answer(state, seat, state.legal[seat])
    return state
