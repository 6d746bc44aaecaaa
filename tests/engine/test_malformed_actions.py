"""Whatever is passed to `apply` — a card given as a string, None, a claim of garbage, a class
instead of an action — is refused with IllegalAction and leaves the deal as it was; it never
escapes as an AttributeError or TypeError from deep inside the rules.

Each game is taken to a position where the malformed action's kind is the one the seat may
play (a Discard where a discard is due, a Claim in a claim window), so the refusal is tested
where the rules would otherwise start reading the action's cards.
"""

from __future__ import annotations

import functools
import random

import pytest

from engine.core import registry
from engine.core.state import IllegalAction
from engine.durak.actions import Attack, Defend, Take
from engine.kowah import actions as kowah
from engine.mahjong import actions as mahjong
from engine.sisepai import actions as sisepai

class Opaque:
    def __repr__(self) -> str:
        return "Opaque()"  # the same in every test worker


NOT_CARDS = [None, "6S", "RA1", "5C2", 5, 3.5, ("R", "A"), ["x"], Opaque()]


@functools.cache
def position(game: str, wanted, seed: int = 1):
    """A random deal of `game` played until `wanted(state, seat)` holds for a seat to act
    (kept: a refused action leaves it as it was)."""
    for attempt in range(200):
        state = registry.get(game).new_deal(seed + attempt)
        rng = random.Random(attempt)
        while not state.is_over:
            for seat in state.pending():
                if wanted(state, seat):
                    return state, seat
            seat = state.pending()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    raise AssertionError("no such position")


def assert_refused(state, seat, action):
    history, events, view = list(state.history), list(state.events), state.view(seat)
    with pytest.raises(IllegalAction) as refused:
        state.apply(seat, action)
    assert refused.value.reason.text()  # a sentence the app can show
    assert state.history == history and state.events == events and state.view(seat) == view


@functools.cache
def kinds_legal(*kinds):
    return lambda state, seat: any(isinstance(a, kinds) for a in state.legal_actions(seat))


def anyone(state, seat) -> bool:
    return True


def made(build, value):
    """The action, or None when its own constructor refuses the value (a ValueError is a
    clear refusal too; a TypeError or AttributeError would not be)."""
    try:
        return build(value)
    except ValueError:
        return None


@pytest.mark.parametrize("value", NOT_CARDS, ids=repr)
def test_durak_refuses_malformed_attacks_and_defences(value):
    attacking = position("durak", kinds_legal(Attack))
    defending = position("durak", kinds_legal(Defend))
    for (state, seat), kind in ((attacking, Attack), (defending, Defend), (attacking, Defend), (defending, Attack)):
        assert_refused(state, seat, kind(value))


@pytest.mark.parametrize("value", NOT_CARDS, ids=repr)
def test_kowah_refuses_malformed_discards_and_declarations(value):
    for wanted in (kinds_legal(kowah.Discard), kinds_legal(kowah.Draw), kinds_legal(kowah.Declare)):
        state, seat = position("kowah", wanted)
        for build in (kowah.Discard, kowah.Declare):
            action = made(build, value)
            if action is not None:
                assert_refused(state, seat, action)


@pytest.mark.parametrize("value", NOT_CARDS, ids=repr)
def test_sisepai_refuses_malformed_claims_and_discards(value):
    claiming = position("sisepai", kinds_legal(sisepai.Claim))
    discarding = position("sisepai", kinds_legal(sisepai.Discard))
    for state, seat in (claiming, discarding):
        held = state.view(seat).hand[0]
        for action in (sisepai.Discard(value), sisepai.Claim((value,)), sisepai.Claim((value, held)),
                       sisepai.Claim((held, value, held))):
            assert_refused(state, seat, action)
    state, seat = claiming
    assert_refused(state, seat, sisepai.Claim(value if isinstance(value, str) else (value,)))


@pytest.mark.parametrize("value", [*NOT_CARDS, -1, 99, 10**9, True], ids=repr)
def test_mahjong_refuses_malformed_tiles_kinds_and_chows(value):
    turn = position("mahjong", kinds_legal(mahjong.Discard))
    claim = position("mahjong", kinds_legal(mahjong.Chow))
    for state, seat in (turn, claim):
        for build in (mahjong.Discard, mahjong.ConcealedKong, mahjong.AddedKong, mahjong.Chow):
            action = build(value)
            if action in state.legal_actions(seat):
                continue  # True is 1 to Python: Chow(True) is Chow(1), a real chow
            assert_refused(state, seat, action)


@pytest.mark.parametrize("game", ["durak", "sisepai", "mahjong", "kowah"])
def test_things_that_are_not_actions_at_all_are_refused(game):
    state, seat = position(game, anyone)
    plain = {"durak": Take, "sisepai": sisepai.Pass, "mahjong": mahjong.Pass, "kowah": kowah.Draw}[game]
    for thing in (None, "take", "pass", {"type": "pass"}, plain, 0, (), Opaque()):
        assert_refused(state, seat, thing)
