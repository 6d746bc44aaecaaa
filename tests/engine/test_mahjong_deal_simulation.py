"""Thousands of seeded random deals, with the deal's invariants checked after every action:
all 144 tiles accounted for exactly once, no view reveals a hidden tile, illegal actions are
refused with the state untouched, and every deal ends."""

import json
import random

import pytest

from engine.core.state import IllegalAction, Termination
from engine.mahjong.actions import (
    AddedKong,
    Chow,
    ClaimWin,
    ConcealedKong,
    Discard,
    ExposedKong,
    Pass,
    Pung,
    SelfDrawnWin,
)
from engine.mahjong.deal import MahjongState
from engine.mahjong.tiles import PHYSICAL_TILES

DEALS = 2000
CHUNKS = 20  # separate tests so pytest-xdist can spread them over cores
MAX_ACTIONS = 2000


def check_tiles(state: MahjongState) -> None:
    tiles = state.all_tiles()
    # 144 places holding 144 different tiles of the set: each tile exactly once.
    assert len(tiles) == 144 and len({t.id for t in tiles}) == 144, "every tile exactly once"


def check_views(state: MahjongState, checked: list[int]) -> None:
    """`checked[seat]` counts the events of that seat's log already checked: a tile once
    public never goes back into a hidden hand, so an event checked once stays fine."""
    hidden = [{t.id for t in hand} for hand in state.hands]
    for seat in range(4):
        view = state.view(seat)
        assert sorted(view.hand) == sorted(state.hands[seat])
        others = set().union(*(hidden[o] for o in range(4) if o != seat))
        shown = {t.id for melds in view.melds for m in melds for t in m.tiles}
        shown |= {t.id for tiles in (*view.flowers, *view.rivers) for t in tiles}
        if view.public is not None:
            shown.add(view.public.id)
        assert not (shown - {t.id for t in view.hand}) & others, "a view shows another seat's hidden tile"
        if view.drawn is not None:
            assert view.drawn in view.hand
        for owner, melds in enumerate(view.melds):
            for m in melds:
                if owner != seat and not state.is_over:
                    assert m.meld is None or not m.meld.concealed, "another seat's concealed kong revealed"
        for event in view.events[checked[seat]:]:
            assert event.seat == seat or not event.secret, "another seat's secret leaked"
            if not state.is_over and event.seat != seat:  # a won tile joins the winner's hand
                assert event.data.get("tile") not in others
        checked[seat] = len(view.events)


def random_illegal(state: MahjongState, seat: int, rng: random.Random):
    legal = set(state.legal_actions(seat))
    candidates = [Discard(rng.choice(PHYSICAL_TILES)), ConcealedKong(rng.randrange(34)), AddedKong(rng.randrange(34)),
                  SelfDrawnWin(), Pass(), Chow(rng.randrange(7)), Pung(), ExposedKong(), ClaimWin()]
    illegal = [a for a in candidates if a not in legal]
    return rng.choice(illegal)


def snapshot(state: MahjongState):
    return (tuple(state.view(seat) for seat in range(4)), list(state.wall), len(state.history), state.pending())


def choose(legal, rng: random.Random):
    """Random play that always takes a win, so that scoring and settlement get exercised."""
    for action in legal:
        if isinstance(action, (ClaimWin, SelfDrawnWin)):
            return action
    return rng.choice(legal)


def play_and_check(seed: int) -> MahjongState:
    rng = random.Random(seed)
    state = MahjongState.new(seed)
    checked = [0] * 4
    check_tiles(state)
    check_views(state, checked)
    for _ in range(MAX_ACTIONS):
        if state.is_over:
            break
        pending = state.pending()
        assert pending
        seat = pending[rng.randrange(len(pending))]  # answers arrive in any order
        if rng.random() < 0.03:
            before = snapshot(state)
            with pytest.raises(IllegalAction):
                state.apply(seat, random_illegal(state, seat, rng))
            idle = [s for s in range(4) if s not in pending]
            if idle:
                with pytest.raises(IllegalAction):
                    state.apply(rng.choice(idle), Pass())
            assert snapshot(state) == before
        legal = state.legal_actions(seat)
        assert legal, "a pending seat always has a legal action"
        state.apply(seat, choose(legal, rng))
        check_tiles(state)
        # Views cost more than the rules: check a tenth of the steps. Events are checked
        # incrementally, so every event of every seat's log is still checked.
        if rng.random() < 0.1:
            check_views(state, checked)
    else:
        pytest.fail(f"deal {seed} did not end in {MAX_ACTIONS} actions")
    check_views(state, checked)
    assert state.pending() == ()
    # Every message renders in English and every event and outcome is plain JSON data.
    for event in state.events:
        assert event.message.text()
        json.dumps([event.data, event.secret])
    json.dumps(state.outcome.detail)
    return state


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_deals_keep_every_invariant(chunk):
    per_chunk = DEALS // CHUNKS
    for seed in range(chunk * per_chunk, (chunk + 1) * per_chunk):
        state = play_and_check(seed)
        outcome = state.outcome
        payments = outcome.detail["payments"]
        assert sum(payments) == 0
        if outcome.termination == Termination.WIN:
            (winner,) = outcome.winners
            assert outcome.detail["total_without_flowers"] >= 8, "R5: no win under 8 before flowers"
            assert payments[winner] > 0
        else:
            assert outcome.termination == Termination.EXHAUSTED and not state.wall
            assert payments == (0, 0, 0, 0)
