"""Score a winning hand: the best total over every arrangement, fan by fan.

Reading order, as in the rule book:
1. validate the input and find every arrangement (regular, seven pairs, thirteen orphans,
   honors and knitted tiles, knitted straight with a set and a pair);
2. for each arrangement count its fans family by family — winning event, concealment, kongs and
   concealed pungs, single pungs and winds, set combinations, pair shapes, set shapes, suits and
   tile traits, tile hog, wait;
3. strike the fans excluded by others (`exclusions`); a hand with no fan left is a Chicken Hand;
4. keep the arrangement with the highest total; flowers are added afterwards and never count
   toward the eight-point minimum.
"""

from __future__ import annotations

from dataclasses import dataclass
from operator import mul

from engine.mahjong import combos, exclusions, groups
from engine.mahjong import errors as E
from engine.mahjong import fans as F
from engine.mahjong.arrangements import (
    CHOW,
    KONG,
    Piece,
    concealed_sets,
    group_keys,
    honors_and_knitted,
    is_seven_pairs,
    is_thirteen_orphans,
    knitted_straight_rests,
    seven_shifted_pairs,
)
from engine.mahjong.hand import SetKind, WinningHand, tile_counts, validate
from engine.mahjong.tiles import (
    GREEN_TILES,
    KINDS,
    REVERSIBLE,
    is_dragon,
    is_terminal,
    is_terminal_or_honor,
    is_wind,
)

MIN_POINTS = 8
N = len(F.FANS)


@dataclass(frozen=True)
class FanCount:
    name: str
    points: int
    count: int


@dataclass(frozen=True)
class Reading:
    """How a hand was read: its form and, for the set-based forms, its sets and pair."""

    form: str  # regular, seven_pairs, thirteen_orphans, honors_and_knitted, knitted_straight
    sets: tuple[Piece, ...] = ()  # declared sets first
    pair: int | None = None
    knitted: tuple[int, ...] = ()  # the knitted straight's nine tiles


@dataclass(frozen=True)
class Score:
    fans: tuple[FanCount, ...]
    total: int
    total_without_flowers: int
    reading: Reading | None = None  # how the hand was read to reach the total

    @property
    def valid_win(self) -> bool:
        """MCR's minimum: eight points before flowers."""
        return self.total_without_flowers >= MIN_POINTS

    def to_json(self) -> dict:
        return {
            "ok": True,
            "total": self.total,
            "total_without_flowers": self.total_without_flowers,
            "valid_win": self.valid_win,
            "fans": [{"name": f.name, "points": f.points, "count": f.count} for f in self.fans],
        }


class _Context:
    """What every arrangement of one hand shares."""

    def __init__(self, hand: WinningHand):
        self.hand = hand
        s = self.situation = hand.situation
        self.melds = [Piece(m.kind, m.tile, m.exposed) for m in hand.melds]
        self.standing = [0] * KINDS
        for t in hand.concealed:
            self.standing[t] += 1
        self.standing[hand.win_tile] += 1
        self.all_counts = tile_counts(hand.melds, hand.concealed + (hand.win_tile,))
        self.kongs = sum(1 for m in hand.melds if m.kind == SetKind.KONG)
        self.exposed_melds = sum(1 for m in hand.melds if m.exposed)
        meld_copies = sum(m.tiles().count(hand.win_tile) for m in hand.melds if m.exposed)
        self.last_tile = s.last_tile or meld_copies == 3
        self._unique_wait = None

    @property
    def unique_wait(self) -> bool:
        """The hand before the winning tile waited on that tile alone (counting shape only)."""
        if self._unique_wait is None:
            before = list(self.standing)
            before[self.hand.win_tile] -= 1
            self._unique_wait = waits(before, seven_pairs=not self.melds, stop_after=2) == [self.hand.win_tile]
        return self._unique_wait


def waits(counts, seven_pairs: bool = True, stop_after: int = 99) -> list[int]:
    """Tiles that would complete these concealed tiles as a regular hand or seven pairs.

    Shape only: a tile is listed even if the hand holds all four copies."""
    out = []
    if seven_pairs and sum(counts) == 13:
        singles = [t for t in range(KINDS) if counts[t] % 2]
        if len(singles) == 1:
            out.append(singles[0])
    # only the drawn tile's group changes: look the other groups up once
    keys = group_keys(counts)
    flags = [groups.complete_flags(k, g == 3) if k else (True, False) for g, k in enumerate(keys)]
    for t in _candidates(counts):
        if t in out:
            continue
        g = 3 if t >= 27 else t // 9
        trial = list(flags)
        trial[g] = groups.complete_flags(keys[g] + (1 << (3 * (t - 9 * g))), g == 3)
        pairs = 0
        for sets_only, with_pair in trial:
            if sets_only:
                continue
            if not with_pair:
                break
            pairs += 1
        else:
            if pairs == 1:
                out.append(t)
                if len(out) >= stop_after:
                    break
    return sorted(out)


def _candidates(counts):
    """Tiles that could complete something: next to a held numbered tile, or a held honor
    (a lone tile can only be waited on as a pair)."""
    near = set()
    for t in range(KINDS):
        if counts[t]:
            if t >= 27:
                near.add(t)
            else:
                r = t % 9
                for d in (-2, -1, 0, 1, 2):
                    if 0 <= r + d <= 8:
                        near.add(t + d)
    if sum(counts) == 1:
        return sorted(near & {t for t in range(KINDS) if counts[t]})
    return sorted(near)


# ---- fan families ----

def _winning_event(ctx: _Context, f: list[int]) -> None:
    """Last Tile, Self-Drawn, Last Tile Draw/Claim, Out with Replacement Tile, Robbing the Kong."""
    s = ctx.situation
    if ctx.last_tile:
        f[F.LAST_TILE] = 1
    if s.self_drawn:
        f[F.SELF_DRAWN] = 1
        if s.wall_last:
            f[F.LAST_TILE_DRAW] = 1
        if s.kong:
            f[F.OUT_WITH_REPLACEMENT_TILE] = 1
    else:
        if s.wall_last:
            f[F.LAST_TILE_CLAIM] = 1
        if s.kong:
            f[F.ROBBING_THE_KONG] = 1


def _concealment(ctx: _Context, f: list[int]) -> None:
    """Concealed Hand / Fully Concealed Hand; Melded Hand when all four sets are exposed and the
    last tile was claimed (a concealed kong does not expose the hand)."""
    if ctx.exposed_melds == 0:
        f[F.FULLY_CONCEALED_HAND if ctx.situation.self_drawn else F.CONCEALED_HAND] = 1
    elif ctx.exposed_melds == 4 and not ctx.situation.self_drawn:
        f[F.MELDED_HAND] = 1


def _kongs_and_concealed_pungs(ctx: _Context, sets, f: list[int]) -> None:
    melded = sum(1 for p in sets if p.kind == KONG and p.exposed)
    concealed = sum(1 for p in sets if p.kind == KONG and not p.exposed)
    kongs = melded + concealed
    if kongs == 4:
        f[F.FOUR_KONGS] = 1
    elif kongs == 3:
        f[F.THREE_KONGS] = 1
    elif kongs == 2:
        if concealed == 2:
            f[F.TWO_CONCEALED_KONGS] = 1
        elif melded == 2:
            f[F.TWO_MELDED_KONGS] = 1
        else:  # strict MCR: one of each scores both, no combined fan
            f[F.CONCEALED_KONG] = f[F.MELDED_KONG] = 1
    elif kongs == 1:
        f[F.CONCEALED_KONG if concealed else F.MELDED_KONG] = 1
    hidden = sum(1 for p in sets if p.kind != CHOW and not p.exposed)
    win = ctx.hand.win_tile
    if not ctx.situation.self_drawn and any(p.kind == SetKind.PUNG and not p.exposed and p.tile == win for p in sets):
        # a pung completed by a discard is exposed, unless the tile can be read into a chow
        if not any(p.kind == CHOW and not p.exposed and abs(p.tile - win) <= 1 for p in sets):
            hidden -= 1
    if hidden >= 2:
        f[(None, None, F.TWO_CONCEALED_PUNGS, F.THREE_CONCEALED_PUNGS, F.FOUR_CONCEALED_PUNGS)[hidden]] = 1


def _pungs_and_winds(ctx: _Context, pung_tiles, f: list[int]) -> None:
    """Fans of single pungs (dragon, wind, terminal) and of pungs combined; All Pungs."""
    s = ctx.situation
    winds = sum(1 for t in pung_tiles if is_wind(t))
    for t in pung_tiles:
        if is_dragon(t):
            f[F.DRAGON_PUNG] += 1
        elif is_wind(t):
            own = False
            if t - 27 == s.prevalent_wind:
                f[F.PREVALENT_WIND] = own = 1
            if t - 27 == s.seat_wind:
                f[F.SEAT_WIND] = own = 1
            if not own and winds < 3:  # three or four wind pungs score as a group instead
                f[F.PUNG_OF_TERMINALS_OR_HONORS] += 1
        elif is_terminal(t):
            f[F.PUNG_OF_TERMINALS_OR_HONORS] += 1
    for fan in combos.pung_fans(tuple(pung_tiles)):
        f[fan] += 1
    if len(pung_tiles) == 4:
        f[F.ALL_PUNGS] = 1


def _pair_shapes(chow_tiles, pair: int, f: list[int]) -> None:
    """All Chows; the pair turns two dragon pungs or three wind pungs into the Little fans."""
    if len(chow_tiles) == 4 and pair < 27:
        f[F.ALL_CHOWS] = 1
    if f[F.TWO_DRAGON_PUNGS] and is_dragon(pair):
        f[F.LITTLE_THREE_DRAGONS] = 1
    if f[F.BIG_THREE_WINDS] and is_wind(pair):
        f[F.LITTLE_FOUR_WINDS] = 1


def _set_shapes(sets, pair: int, f: list[int]) -> None:
    """Outside Hand, All Five, All Even Pungs: every set and the pair share a trait."""
    outside = five = even = 0
    for p in sets:
        if p.kind == CHOW:
            r = p.tile % 9 + 1
            outside += r in (2, 8)
            five += r in (4, 5, 6)
        elif p.tile >= 27:
            outside += 1
        else:
            r = p.tile % 9 + 1
            outside += r in (1, 9)
            five += r == 5
            even += r % 2 == 0
    if pair >= 27 or pair % 9 in (0, 8):
        outside += 1
    elif pair % 9 == 4:
        five += 1
    if pair < 27 and (pair % 9 + 1) % 2 == 0:
        even += 1
    if outside == 5:
        f[F.OUTSIDE_HAND] = 1
    elif five == 5:
        f[F.ALL_FIVE] = 1
    elif even == 5:
        f[F.ALL_EVEN_PUNGS] = 1


def _tile_traits(counts, f: list[int]) -> None:
    """Fans that look only at which tiles the hand holds: suits, honors, ranks, colours."""
    present = [t for t in range(KINDS) if counts[t]]
    suits = {t // 9 for t in present if t < 27}
    honors = any(t >= 27 for t in present)
    if not honors:
        f[F.NO_HONORS] = 1
    if len(suits) == 2:
        f[F.ONE_VOIDED_SUIT] = 1
    elif len(suits) == 1:
        f[F.HALF_FLUSH if honors else F.FULL_FLUSH] = 1
    elif len(suits) == 3 and any(is_wind(t) for t in present) and any(is_dragon(t) for t in present):
        f[F.ALL_TYPES] = 1
    if not any(is_terminal_or_honor(t) for t in present):
        f[F.ALL_SIMPLES] = 1
    if all(t in REVERSIBLE for t in present):
        f[F.REVERSIBLE_TILES] = 1
    if all(t in GREEN_TILES for t in present):
        f[F.ALL_GREEN] = 1
    if not f[F.ALL_SIMPLES]:
        if not suits:
            f[F.ALL_HONORS] = 1
        elif all(is_terminal(t) for t in present):
            f[F.ALL_TERMINALS] = 1
        elif all(is_terminal_or_honor(t) for t in present):
            f[F.ALL_TERMINALS_AND_HONORS] = 1
    if not honors:
        ranks = {t % 9 + 1 for t in present}
        low, high = min(ranks), max(ranks)
        if high <= 4:
            f[F.LOWER_FOUR if high == 4 else F.LOWER_TILES] = 1
        elif low >= 6:
            f[F.UPPER_FOUR if low == 6 else F.UPPER_TILES] = 1
        elif low >= 4 and high <= 6:
            f[F.MIDDLE_TILES] = 1


def _tile_hog(ctx: _Context, f: list[int]) -> None:
    """Four copies of a tile used without declaring them as a kong."""
    f[F.TILE_HOG] = sum(1 for c in ctx.all_counts if c == 4) - ctx.kongs


def _wait(ctx: _Context, concealed_pieces, pair: int | None, f: list[int]) -> None:
    """Edge, Closed or Single Wait — only when the hand waited on the winning tile alone."""
    win = ctx.hand.win_tile
    edge = closed = single = False
    for p in concealed_pieces:
        if p.kind == CHOW:
            r = p.tile % 9 + 1
            if p.tile == win:
                closed = True
            elif (r == 2 and win == p.tile + 1) or (r == 8 and win == p.tile - 1):
                edge = True
    if pair == win:
        single = True
    if edge:
        f[F.EDGE_WAIT] = 1
    elif closed:
        f[F.CLOSED_WAIT] = 1
    elif single:
        f[F.SINGLE_WAIT] = 1


def _finish(ctx: _Context, f: list[int]) -> list[int]:
    if any(f[x] for x in exclusions.INHERENTLY_CONCEALED):
        # concealed by its very pattern: no Concealed Hand, and self-drawn is just Self-Drawn
        f[F.CONCEALED_HAND] = f[F.FULLY_CONCEALED_HAND] = 0
    exclusions.apply(f)
    if not any(f):
        f[F.CHICKEN_HAND] = 1
    return f


# ---- the forms ----

def _regular(ctx: _Context, sets: tuple, pair: int, nine_gates: bool) -> list[int]:
    f = [0] * N
    all_sets = tuple(ctx.melds) + sets
    chow_tiles = tuple(sorted(p.tile for p in all_sets if p.kind == CHOW))
    pung_tiles = sorted(p.tile for p in all_sets if p.kind != CHOW)
    _winning_event(ctx, f)
    _concealment(ctx, f)
    _kongs_and_concealed_pungs(ctx, all_sets, f)
    _pungs_and_winds(ctx, pung_tiles, f)
    for fan in combos.chow_fans(chow_tiles, pair):
        f[fan] += 1
    _pair_shapes(chow_tiles, pair, f)
    _set_shapes(all_sets, pair, f)
    _tile_traits(ctx.all_counts, f)
    _tile_hog(ctx, f)
    if ctx.unique_wait:
        _wait(ctx, sets, pair, f)
    if nine_gates:
        f[F.NINE_GATES] = 1
        # the 111 or 999 pung is part of the gates
        f[F.PUNG_OF_TERMINALS_OR_HONORS] = max(0, f[F.PUNG_OF_TERMINALS_OR_HONORS] - 1)
    return _finish(ctx, f)


def _seven_pairs(ctx: _Context) -> list[int]:
    f = [0] * N
    f[F.SEVEN_SHIFTED_PAIRS if seven_shifted_pairs(ctx.standing) else F.SEVEN_PAIRS] = 1
    _winning_event(ctx, f)
    _tile_traits(ctx.all_counts, f)
    _tile_hog(ctx, f)
    return _finish(ctx, f)


def _thirteen_orphans(ctx: _Context) -> list[int]:
    f = [0] * N
    f[F.THIRTEEN_ORPHANS] = 1
    _winning_event(ctx, f)
    return _finish(ctx, f)


def _honors_and_knitted(ctx: _Context, honors: int) -> list[int]:
    f = [0] * N
    if honors == 7:
        f[F.GREATER_HONORS_AND_KNITTED_TILES] = 1
    else:
        f[F.LESSER_HONORS_AND_KNITTED_TILES] = 1
        if honors == 5:  # the nine numbered tiles are a whole knitted straight
            f[F.KNITTED_STRAIGHT] = 1
    _winning_event(ctx, f)
    return _finish(ctx, f)


def _knitted_straight(ctx: _Context, straight, sets: tuple, pair: int) -> list[int]:
    """A knitted straight (always concealed) plus one set and a pair."""
    f = [0] * N
    f[F.KNITTED_STRAIGHT] = 1
    all_sets = tuple(ctx.melds) + sets
    _winning_event(ctx, f)
    _concealment(ctx, f)
    _kongs_and_concealed_pungs(ctx, all_sets, f)
    _pungs_and_winds(ctx, [p.tile for p in all_sets if p.kind != CHOW], f)
    if all(p.kind == CHOW for p in all_sets) and pair < 27:
        f[F.ALL_CHOWS] = 1  # the knitted straight reads as three chows
    _tile_traits(ctx.all_counts, f)
    _tile_hog(ctx, f)
    win = ctx.hand.win_tile
    if ctx.melds:
        # the concealed part was the straight and a lone tile: a single wait, unless the
        # winning tile completed the straight itself
        if win not in straight or ctx.standing[win] == 3:
            f[F.SINGLE_WAIT] = 1
    else:
        rest = list(ctx.standing)
        for t in straight:
            rest[t] -= 1
        if rest[win]:
            # the tile may be read into the set or pair beside the straight (as the
            # reference calculator does): then the usual wait fans apply to that part
            rest[win] -= 1
            if waits(rest, seven_pairs=False, stop_after=2) == [win]:
                _wait(ctx, sets, pair, f)
    return _finish(ctx, f)


def _is_nine_gates(ctx: _Context) -> bool:
    c = ctx.standing
    win = ctx.hand.win_tile
    if ctx.melds or win >= 27:
        return False
    base = win - win % 9
    shape = [c[base + i] for i in range(9)]
    if sum(shape) != 14:
        return False
    shape[win - base] -= 1
    return shape == [3, 1, 1, 1, 1, 1, 1, 1, 3]


def _total(f: list[int]) -> int:
    return sum(map(mul, F.POINTS, f))


def _reading_order(way) -> tuple:
    """Readings are listed by their concealed sets, lowest tiles first, a pung before a chow
    from the same tile: the order in which the reference calculator finds them."""
    sets, _ = way
    return tuple(sorted((p.tile - 1, p.tile, p.tile + 1) if p.kind == CHOW else (p.tile,) * 3 for p in sets))


def readings(hand: WinningHand) -> list[tuple[Reading, list[int]]]:
    """Every reading of a validated hand with its fan table (fan index -> count); empty if the
    hand is not complete. Special forms first, then the four-sets readings in `_reading_order`."""
    ctx = _Context(hand)
    out: list[tuple[Reading, list[int]]] = []
    standing = ctx.standing
    melds = tuple(ctx.melds)
    if not ctx.melds:
        if is_thirteen_orphans(standing):
            return [(Reading("thirteen_orphans"), _thirteen_orphans(ctx))]
        ok, honors = honors_and_knitted(standing)
        if ok:
            return [(Reading("honors_and_knitted"), _honors_and_knitted(ctx, honors))]
        if is_seven_pairs(standing):
            out.append((Reading("seven_pairs"), _seven_pairs(ctx)))
    if len(ctx.melds) <= 1:
        for straight, ways in knitted_straight_rests(standing, 1 - len(ctx.melds)):
            for sets, pair in ways:
                out.append((Reading("knitted_straight", melds + sets, pair, straight),
                            _knitted_straight(ctx, straight, sets, pair)))
    nine_gates = _is_nine_gates(ctx)
    for sets, pair in sorted(concealed_sets(standing), key=_reading_order):
        out.append((Reading("regular", melds + sets, pair), _regular(ctx, sets, pair, nine_gates)))
    return out


def candidates(hand: WinningHand) -> list[list[int]]:
    """The fan tables of every reading (see `readings`)."""
    return [table for _, table in readings(hand)]


def best_reading(tables: list[list[int]]) -> int:
    """Index of the reading with the highest total. Between equal totals the choice changes no points, only the fan list;
    it follows the reference calculator, so players comparing the two see the same list: the
    first reading, except that a later one with Pure Triple Chow or Triple Pung, or any later
    four-sets reading of a Seven Pairs hand, is preferred."""
    best, best_total = 0, _total(tables[0])
    seven_pairs = bool(tables[0][F.SEVEN_PAIRS])
    for i in range(1, len(tables)):
        table = tables[i]
        total = _total(table)
        if total > best_total:
            best, best_total = i, total
        elif total == best_total and (table[F.PURE_TRIPLE_CHOW] or table[F.TRIPLE_PUNG] or seven_pairs):
            best = i
    return best


def score(hand: WinningHand) -> Score:
    """Validate and score a winning hand; raise `MahjongError` if it is invalid or incomplete."""
    validate(hand)
    found = readings(hand)
    if not found:
        raise E.MahjongError(E.NOT_COMPLETE())
    reading, best = found[best_reading([table for _, table in found])]
    base = _total(best)
    flowers = hand.situation.flowers
    fans = [FanCount(F.FANS[i].name, F.FANS[i].points, n) for i, n in enumerate(best) if n]
    if flowers:
        fans.append(FanCount(F.FANS[F.FLOWER_TILES].name, 1, flowers))
    return Score(tuple(fans), base + flowers, base, reading)


__all__ = ["FanCount", "Reading", "Score", "candidates", "readings", "score", "waits"]
