"""Every claim window offers each seat exactly what its hand allows at that moment.

The rules keep each hand's face counts between windows and reuse the others' choices when an
unclaimed draw becomes its drawer's discard; these tests rebuild every window's offers from the
hands alone (the win test and the full list of groups, no shortcut) and compare, over deals
played with random choices, so that claims, discards and reopened windows all occur.
"""

from __future__ import annotations

import random

import pytest

from engine.sisepai.actions import Claim, Pass, Win
from engine.sisepai.claims import DISCARDER, DRAWER, DRAWER_WIN, OTHER_WIN, claim_options, role_of
from engine.sisepai.melds import winning_melds
from engine.sisepai.rules import CLAIM_WINDOW, PLAYERS, SisepaiState


def offers_from_the_hands(state: SisepaiState) -> dict[int, list[tuple[object, int | None]]]:
    """Each asked seat's choices with their levels, worked out from its hand as it is now."""
    card, origin, drawn = state.public, state.origin, state.drawn
    offers = {}
    for seat in range(PLAYERS):
        role = role_of(seat, origin, drawn, PLAYERS)
        if role == DISCARDER:
            continue
        hand = state.hands[seat]
        choices: list[tuple[object, int | None]] = []
        if winning_melds(hand, state.exposed[seat], card) is not None:
            choices.append((Win(), DRAWER_WIN if role == DRAWER else OTHER_WIN))
        choices += [(Claim(used), level) for used, level in claim_options(hand, card, role)]
        if card.discardable or role != DRAWER:
            choices.append((Pass(), None))
        offers[seat] = choices
    return offers


def offers_in(state: SisepaiState) -> dict[int, list[tuple[object, int | None]]]:
    return {seat: [(choice, state.levels.get((seat, choice))) for choice in choices]
            for seat, choices in state.legal.items()}


@pytest.mark.parametrize("record_events", [True, False])
def test_every_window_offers_what_the_hands_allow_now(record_events):
    windows = reopened = claimed = 0
    for seed in range(40):
        state = SisepaiState.new(seed)
        if not record_events:
            state = state.clone(record_events=False)
        rng = random.Random(seed)
        drawn_card = None
        while not state.is_over:
            if state.phase == CLAIM_WINDOW and not state.answers:
                assert offers_in(state) == offers_from_the_hands(state)
                windows += 1
                reopened += not state.drawn and state.public is drawn_card
                drawn_card = state.public if state.drawn else None
            seat = state.pending()[0]
            legal = state.legal_actions(seat)
            # Claim more often than chance would, so that hands change between windows.
            claims = [action for action in legal if isinstance(action, Claim)]
            action = rng.choice(claims) if claims and rng.random() < 0.7 else rng.choice(legal)
            claimed += isinstance(action, Claim)
            state._perform(seat, action)
    assert windows > 2000 and reopened > 500 and claimed > 200
