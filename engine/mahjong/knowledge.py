"""What a seat can count from its own view: the copies of each tile it has not seen, and whole
deals consistent with what it has seen.

The hint ("tiles that improve your hand") and the AIs weigh useful tiles by how many copies
may still come; nothing here reads a state, only a `MahjongView`.
"""

from __future__ import annotations

import random
from collections import deque
from typing import Callable, Sequence

from engine.mahjong.actions import ClaimWin, MahjongAction, Pass
from engine.mahjong.deal import CLAIM, ROB, TURN, MahjongState, MahjongView, TableMeld
from engine.mahjong.hand import Meld, SetKind
from engine.mahjong.tiles import KINDS, PHYSICAL_TILES


def seen_counts(view: MahjongView) -> list[int]:
    """Copies of each kind this seat can see: its hand, every river, every face-up set and
    the tile a claim window is open on (another seat's concealed kong shows nothing)."""
    counts = [0] * KINDS
    for tile in seen_tiles(view):
        if not tile.is_flower:
            counts[tile.kind] += 1
    return counts


def seen_tiles(view: MahjongView) -> list:
    tiles = list(view.hand)
    tiles += [t for river in view.rivers for t in river]
    tiles += [t for melds in view.melds for m in melds for t in m.tiles]
    tiles += [t for flowers in view.flowers for t in flowers]
    if view.public is not None:
        tiles.append(view.public)
    return tiles


def unseen_counts(view: MahjongView) -> list[int]:
    """Copies of each kind that may still be drawn or discarded, as far as this seat knows."""
    return [4 - n for n in seen_counts(view)]


Answer = Callable[[MahjongState, int, Sequence[MahjongAction]], MahjongAction]


def win_or_pass(state: MahjongState, seat: int, legal: Sequence[MahjongAction]) -> MahjongAction:
    """A guess at an answer the view does not show: a win if there is one, else a pass."""
    return ClaimWin() if ClaimWin() in legal else Pass()


def _turn_facts(view: MahjongView) -> tuple[bool, bool]:
    """(the turn seat's tile came after a kong, its turn began with a chow or pung), read from
    the log the seat has seen: what it saw happen last to the turn seat."""
    for event in reversed(view.events):
        if event.seat != view.turn:
            continue
        if event.kind in ("chow", "pung"):
            return False, True
        if event.kind in ("concealed_kong", "added_kong", "exposed_kong"):
            return True, False
        if event.kind == "draw":
            return False, False
    return False, view.must_discard


def resample(view: MahjongView, rng: random.Random, answer: Answer = win_or_pass) -> MahjongState:
    """A full deal consistent with the view, in fast mode: the tiles this seat has not seen
    dealt at random to the other concealed hands (each its known size), to the other seats'
    concealed kongs (a kind none of whose copies is in sight) and to the wall, in random order
    (the flowers not yet shown are all in the wall: a hand never keeps one). In a claim window,
    seats that have answered unseen get `answer`'s answers, so the same seats are still to
    answer."""
    seen = {tile.id for tile in seen_tiles(view)}
    pool = [tile for tile in PHYSICAL_TILES if tile.id not in seen]
    rng.shuffle(pool)
    state = MahjongState(seed=0, record_events=False)
    state.dealer = view.dealer
    state.flowers = [list(flowers) for flowers in view.flowers]
    state.rivers = [list(river) for river in view.rivers]
    for seat in range(len(view.hand_sizes)):
        melds = []
        for meld in view.melds[seat]:
            if meld.meld is None:
                meld = _hidden_kong(pool, rng)
            melds.append(meld)
        state.melds[seat] = melds
    tiles = [tile for tile in pool if not tile.is_flower]
    flowers = [tile for tile in pool if tile.is_flower]
    start = 0
    for seat, size in enumerate(view.hand_sizes):
        if seat == view.seat:
            state.hands[seat] = list(view.hand)
        else:
            state.hands[seat] = tiles[start:start + size]
            start += size
    wall = tiles[start:] + flowers
    rng.shuffle(wall)
    state.wall = deque(wall)
    if view.phase == TURN:
        state.phase, state.turn = TURN, view.turn
        replacement, claimed = _turn_facts(view)
        if view.turn == view.seat:
            drawn = view.drawn
        else:
            hand = state.hands[view.turn]
            drawn = None if claimed else hand[-1]
        state.drawn, state.replacement, state.claimed = drawn, replacement, claimed
        state.legal = {view.turn: state._turn_choices(view.turn)}
        state.to_act = (view.turn,)
        return state
    state._open_window(view.turn, view.public, robbing=view.phase == ROB)
    for seat in list(state.legal):
        if seat not in view.to_act:
            state.answers[seat] = answer(state, seat, state.legal[seat])
    state.to_act = tuple(seat for seat in state.to_act if seat not in state.answers)
    return state


def _hidden_kong(pool: list, rng: random.Random) -> TableMeld:
    """Another seat's concealed kong: four copies of a kind the seat has seen none of."""
    by_kind: dict[int, list] = {}
    for tile in pool:
        if not tile.is_flower:
            by_kind.setdefault(tile.kind, []).append(tile)
    kinds = sorted(kind for kind, tiles in by_kind.items() if len(tiles) == 4)
    kind = kinds[rng.randrange(len(kinds))]
    for tile in by_kind[kind]:
        pool.remove(tile)
    return TableMeld(Meld(SetKind.KONG, kind, True, 0), tuple(by_kind[kind]))
