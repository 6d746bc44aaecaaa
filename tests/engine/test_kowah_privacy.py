"""Kowah §3 and R1: after discarding, a ready player may declare — and only a declaration is
public. That a hand is ready, and that its holder stayed silent, is that player's own
knowledge: no other seat's view may tell a silent pass from a turn that simply moved on."""

from __future__ import annotations

import random

from engine.kowah.actions import Declare, Discard, Draw, Pass
from engine.kowah.positions import position
from engine.kowah.rules import DECLARE, DRAW, PLAYERS, KowahState


def ready_positions(count: int):
    """Positions of random deals where a seat must decide whether to declare."""
    found = 0
    for seed in range(1, 2000):
        state = KowahState.new(seed)
        rng = random.Random(seed)
        while not state.is_over:
            (seat,) = state.pending()
            if state.phase == DECLARE:
                yield state, seat
                found += 1
                if found == count:
                    return
                break
            state.apply(seat, rng.choice(state.legal_actions(seat)))


def test_a_silent_pass_changes_nothing_another_seat_sees():
    checked = 0
    for state, decider in ready_positions(25):
        before = {seat: state.view(seat) for seat in range(PLAYERS) if seat != decider}
        after = state.clone()
        after.apply(decider, Pass())
        for seat, view in before.items():
            assert view == after.view(seat), "the others could tell the hand was ready"
            assert view.phase == DRAW and view.turn == (decider + 1) % PLAYERS
            assert all(event.kind != "pass" for event in after.view(seat).events)
        checked += 1
    assert checked == 25


def test_the_ready_player_sees_its_own_choice_and_its_own_silence():
    state, decider = next(ready_positions(1))
    own = state.view(decider)
    assert own.phase == DECLARE and own.to_act == (decider,) and own.turn == decider
    state.apply(decider, Pass())
    assert state.view(decider).events[-1].kind == "pass"
    assert state.events[-1].kind == "pass"  # the full log (a replay with secrets) keeps it


def test_a_declaration_is_public():
    state, decider = next(ready_positions(1))
    (declaration, *_) = [a for a in state.legal_actions(decider) if isinstance(a, Declare)]
    state.apply(decider, declaration)
    for seat in range(PLAYERS):
        view = state.view(seat)
        assert view.declared[decider] == declaration.pair
        assert view.events[-1].kind == "declare" and view.events[-1].seat == decider


def test_an_arranged_ready_hand_is_private_until_declared():
    # Seat 1 discards into a ready hand (two triples of 5 and 7, the pair of 9 Coins).
    state = position(["1C 2C 3C 4S 5S 6S 7M 8M", "5C 5S 5M 7C 7S 7M 9C 9C 1M", "2S 3S 4M 6C 8C 1S 2M 3M"],
                     stock="4C 6M 8S", turn=1, phase="discard")
    state.apply(1, Discard(next(card for card in state.hands[1] if card.code.startswith("1M"))))
    assert state.pending() == (1,) and state.phase == DECLARE
    for seat in (0, 2):
        view = state.view(seat)
        assert (view.turn, view.phase, view.to_act) == (2, DRAW, (2,))
    assert Draw() not in state.legal_actions(2)  # the engine still waits for seat 1's choice
