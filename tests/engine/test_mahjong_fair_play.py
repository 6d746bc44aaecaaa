"""MCR policies cannot cheat: a view hides the other seats' concealed tiles and the wall order,
so dealing those hidden tiles differently leaves the view — and so each policy's decision with
the same generator — unchanged."""

import random

import pytest

from engine.core.rng import make_rng
from engine.mahjong.deal import MahjongState
from engine.mahjong.game import INFO


def mid_deal(seed: int, rng: random.Random) -> MahjongState:
    state = MahjongState.new(seed)
    players = [INFO.seat_policy("easy", seed, seat) for seat in range(4)]
    for _ in range(rng.randrange(0, 150)):
        if state.is_over:
            break
        seat = state.pending()[0]
        state.apply(seat, players[seat].choose(state.view(seat), state.legal_actions(seat)))
    return state


def reshuffle_hidden(state: MahjongState, viewer: int, rng: random.Random) -> MahjongState:
    """Deal the viewer's unknowns differently: the other seats' concealed tiles and the wall
    change places, hand sizes stay. Flowers stay where they lie in the wall, since a hand never
    keeps one. (Another seat's concealed kong is hidden too, but left as it is.)"""
    alt = state.clone()
    others = [seat for seat in range(4) if seat != viewer]
    wall = list(state.wall)
    pool = [tile for seat in others for tile in state.hands[seat]] + [t for t in wall if not t.is_flower]
    rng.shuffle(pool)
    for seat in others:
        count = len(state.hands[seat])
        alt.hands[seat], pool = pool[:count], pool[count:]
    alt.wall.clear()
    for tile in wall:
        alt.wall.append(tile if tile.is_flower else pool.pop())
    return alt


def all_tiles(state: MahjongState) -> list:
    tiles = list(state.wall)
    for seat in range(4):
        tiles += state.hands[seat] + state.flowers[seat] + state.rivers[seat]
        tiles += [t for m in state.melds[seat] for t in m.tiles]
    if state.public is not None and state.public not in state.hands[state.turn]:
        tiles.append(state.public)
    return sorted(tiles)


@pytest.mark.parametrize("policy", ["easy", "hard"])
def test_decisions_depend_only_on_the_view(policy):
    rng = random.Random(policy)
    changed_worlds = 0
    for seed in range(40):
        state = mid_deal(seed, rng)
        if state.is_over:
            continue
        seat = state.pending()[0]
        alt = reshuffle_hidden(state, seat, rng)
        changed_worlds += alt.hands != state.hands or alt.wall != state.wall
        assert len(all_tiles(state)) == 144 and all_tiles(alt) == all_tiles(state)
        assert alt.view(seat) == state.view(seat)
        legal = state.legal_actions(seat)
        assert alt.legal_actions(seat) == legal
        first = INFO.make_policy(policy, make_rng("fair", seed)).choose(state.view(seat), legal)
        second = INFO.make_policy(policy, make_rng("fair", seed)).choose(alt.view(seat), legal)
        assert first == second
    assert changed_worlds > 25, "the test must actually change hidden tiles"


def test_the_view_does_change_when_visible_facts_change():
    # The guard against a vacuous view: swapping a tile between the viewer's hand and the wall
    # must show to the viewer, and the other seats cannot tell.
    state = MahjongState.new(4)
    viewer = state.pending()[0]
    alt = state.clone()
    hand = alt.hands[viewer]
    index = next(i for i, t in enumerate(alt.wall) if not t.is_flower and t.kind != hand[0].kind)
    hand[0], alt.wall[index] = alt.wall[index], hand[0]
    assert alt.view(viewer) != state.view(viewer)
    assert all(alt.view(s) == state.view(s) for s in range(4) if s != viewer)
