"""Seeded random winning hands and waiting hands of every form, for tests and benchmarks.

Hands are drawn from a restricted tile pool part of the time (one or two suits, many honors,
terminals, a narrow rank band) so that rare fans — flushes, honors hands, shifted sets — show
up often enough to be tested against the reference calculator.
"""

from __future__ import annotations

import random

from engine.mahjong.arrangements import KNITTED_STRAIGHTS
from engine.mahjong.hand import Meld, SetKind, WinningHand, WinSituation
from engine.mahjong.tiles import KINDS, TERMINALS_AND_HONORS

_POOLS = (
    tuple(range(KINDS)),
    tuple(range(9)) + tuple(range(27, 34)),
    tuple(range(9, 18)),
    tuple(range(27, 34)) + (0, 8, 9, 17, 18, 26),
    tuple(t for t in range(27) if t % 9 in (1, 3, 5, 7)),
    tuple(t for t in range(27) if 3 <= t % 9 <= 5),
    tuple(range(18)),
    (10, 11, 12, 14, 16, 32),
)


def _pool(rng: random.Random):
    return _POOLS[0] if rng.random() < 0.5 else rng.choice(_POOLS)


def _random_set(rng, pool, counts):
    for _ in range(20):
        t = rng.choice(pool)
        roll = rng.random()
        if t < 27 and t % 9 <= 6 and roll < 0.55:
            tiles = [t, t + 1, t + 2]
            kind = SetKind.CHOW
        elif roll < 0.9:
            tiles = [t] * 3
            kind = SetKind.PUNG
        else:
            tiles = [t] * 4
            kind = SetKind.KONG
        if all(counts[x] + tiles.count(x) <= 4 for x in set(tiles)):
            for x in tiles:
                counts[x] += 1
            return kind, (t + 1 if kind == SetKind.CHOW else t), tiles
    return None


def _situation(rng, hand_counts, melds, concealed, win) -> WinSituation:
    self_drawn = rng.random() < 0.4
    has_kong = any(m.kind == SetKind.KONG for m in melds)
    kong = False
    if self_drawn and has_kong:
        kong = rng.random() < 0.2
    elif not self_drawn and hand_counts[win] == 1:
        kong = rng.random() < 0.1
    last_tile = concealed.count(win) == 0 and rng.random() < 0.2
    return WinSituation(
        self_drawn=self_drawn,
        last_tile=last_tile,
        kong=kong,
        wall_last=rng.random() < 0.1,
        seat_wind=rng.randrange(4),
        prevalent_wind=rng.randrange(4),
        flowers=rng.choice((0, 0, 0, 1, 2, 3, 8)),
    )


def _finish(rng, melds, tiles) -> WinningHand:
    tiles = list(tiles)
    win = tiles.pop(rng.randrange(len(tiles)))
    counts = [0] * KINDS
    for m in melds:
        for t in m.tiles():
            counts[t] += 1
    for t in tiles + [win]:
        counts[t] += 1
    rng.shuffle(tiles)
    return WinningHand(tuple(melds), tuple(tiles), win, _situation(rng, counts, melds, tiles, win))


def regular_hand(rng: random.Random) -> WinningHand:
    while True:
        pool = _pool(rng)
        counts = [0] * KINDS
        sets = [_random_set(rng, pool, counts) for _ in range(4)]
        if None in sets:
            continue
        pair = rng.choice(pool)
        if counts[pair] + 2 > 4:
            continue
        n_melds = rng.choice((0, 0, 1, 1, 2, 3, 4))
        melds, tiles = [], [pair, pair]
        for i, (kind, tile, set_tiles) in enumerate(sets):
            if kind == SetKind.KONG:
                # kongs are always declared; concealed ones keep the hand concealed
                melds.append(Meld(kind, tile, rng.random() < 0.4, rng.randrange(1, 4)))
            elif i < n_melds:
                melds.append(Meld(kind, tile, False, rng.randrange(1, 4)))
            else:
                tiles.extend(set_tiles)
        return _finish(rng, melds, tiles)


def seven_pairs_hand(rng: random.Random) -> WinningHand:
    if rng.random() < 0.15:
        start = 9 * rng.randrange(3) + rng.randrange(3)
        kinds = list(range(start, start + 7))
    else:
        pool = _pool(rng)
        kinds = []
        while len(kinds) < 7:
            t = rng.choice(pool)
            if kinds.count(t) < 2 and (rng.random() < 0.1 or t not in kinds):
                kinds.append(t)
    return _finish(rng, [], [t for t in kinds for _ in range(2)])


def thirteen_orphans_hand(rng: random.Random) -> WinningHand:
    return _finish(rng, [], list(TERMINALS_AND_HONORS) + [rng.choice(TERMINALS_AND_HONORS)])


def honors_and_knitted_hand(rng: random.Random) -> WinningHand:
    straight = rng.choice(KNITTED_STRAIGHTS)
    honors = rng.randint(5, 7)
    numbered = rng.sample(straight, 14 - honors)
    return _finish(rng, [], numbered + rng.sample(range(27, 34), honors))


def knitted_straight_hand(rng: random.Random) -> WinningHand:
    while True:
        straight = rng.choice(KNITTED_STRAIGHTS)
        counts = [0] * KINDS
        for t in straight:
            counts[t] += 1
        pool = _pool(rng)
        found = _random_set(rng, pool, counts)
        pair = rng.choice(pool)
        if found is None or counts[pair] + 2 > 4:
            continue
        kind, tile, set_tiles = found
        melds, tiles = [], list(straight) + [pair, pair]
        if kind == SetKind.KONG or rng.random() < 0.4:
            melds.append(Meld(kind, tile, kind == SetKind.KONG and rng.random() < 0.4, rng.randrange(1, 4)))
        else:
            tiles.extend(set_tiles)
        return _finish(rng, melds, tiles)


def nine_gates_hand(rng: random.Random) -> WinningHand:
    base = 9 * rng.randrange(3)
    tiles = [base] * 3 + [base + r for r in range(1, 8)] + [base + 8] * 3
    extra = base + rng.randrange(9)
    tiles.append(extra)
    hand = _finish(rng, [], tiles)
    # the gates wait on every tile of the suit: the winning tile is the extra one
    rest = list(hand.concealed) + [hand.win_tile]
    rest.remove(extra)
    counts = [tiles.count(t) for t in range(KINDS)]
    return WinningHand((), tuple(rest), extra, _situation(rng, counts, [], rest, extra))


FORMS = {
    "regular": regular_hand,
    "seven_pairs": seven_pairs_hand,
    "thirteen_orphans": thirteen_orphans_hand,
    "honors_and_knitted": honors_and_knitted_hand,
    "knitted_straight": knitted_straight_hand,
    "nine_gates": nine_gates_hand,
}
_WEIGHTS = {"regular": 80, "seven_pairs": 8, "thirteen_orphans": 2, "honors_and_knitted": 3,
            "knitted_straight": 5, "nine_gates": 2}


def winning_hand(rng: random.Random, form: str | None = None) -> WinningHand:
    if form is None:
        form = rng.choices(list(_WEIGHTS), weights=list(_WEIGHTS.values()))[0]
    return FORMS[form](rng)


def waiting_hand(rng: random.Random) -> tuple[tuple[Meld, ...], tuple[int, ...]]:
    """Declared sets and 13 - 3n concealed tiles: a winning hand minus one tile, or random tiles."""
    if rng.random() < 0.5:
        hand = winning_hand(rng)
        return hand.melds, hand.concealed
    n = rng.choice((0, 0, 0, 1, 2))
    pool = _pool(rng)
    counts = [0] * KINDS
    melds = []
    for _ in range(n):
        found = _random_set(rng, pool, counts)
        if found:
            kind, tile, _ = found
            melds.append(Meld(kind, tile, False, 1))
    tiles = []
    while len(tiles) < 13 - 3 * len(melds):
        t = rng.choice(pool if rng.random() < 0.7 else range(KINDS))
        if counts[t] < 4:
            counts[t] += 1
            tiles.append(t)
    return tuple(melds), tuple(tiles)
