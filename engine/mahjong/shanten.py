"""Shanten (tiles away from ready) and useful tiles for the five MCR hand forms.

Shanten is the number of tiles still to exchange before the hand is ready: 0 is ready
(waiting), -1 is complete. A useful tile is one whose draw lowers the shanten of that form; for
a ready hand the useful tiles are its waits. A ready hand's waits are listed by shape,
even a tile the hand holds four of; before that, a tile held four times is never useful.
Copies visible on the table are the caller's business.

Declared sets count as finished sets: seven pairs, thirteen orphans and honors and knitted tiles
need a fully concealed hand, a knitted straight allows one declared set.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType
from typing import Mapping

from engine.mahjong import groups
from engine.mahjong import errors as E
from engine.mahjong.arrangements import KNITTED_STRAIGHTS, group_keys
from engine.mahjong.hand import Meld, check_tiles
from engine.mahjong.tiles import HONOR_KINDS, KINDS, TERMINALS_AND_HONORS

#: Whole hands a search meets again — one hand in many of its worlds, a seat's hand asked at
#: every discard until it changes: about half of what an MCR expert decision asks for is a hand
#: it asked before. Bounded as the group memos are (`groups`).
HAND_MEMO_SIZE = 1 << 13

FORMS = ("regular", "seven_pairs", "thirteen_orphans", "honors_and_knitted", "knitted_straight")


@dataclass(frozen=True)
class FormResult:
    shanten: int
    useful: tuple[int, ...]


@dataclass(frozen=True)
class Analysis:
    shanten: int  # the best over the forms that apply
    useful: tuple[int, ...]  # useful tiles of the forms reaching that best
    forms: dict  # form name -> FormResult, for the forms that apply to this tile count

    def to_json(self) -> dict:
        from engine.mahjong.tiles import code

        return {
            "ok": True,
            "shanten": self.shanten,
            "useful": [code(t) for t in self.useful],
            "forms": {name: {"shanten": r.shanten, "useful": [code(t) for t in r.useful]}
                      for name, r in self.forms.items()},
        }


# ---- regular form ----

def _group_options(counts):
    keys = group_keys(counts)
    return [groups.options(keys[g], g == 3) for g in range(4)], keys


def regular_shanten(counts, sets_needed: int = 4) -> int:
    k = group_keys(counts)
    options = groups.options
    return groups.combine((options(k[0], False), options(k[1], False), options(k[2], False), options(k[3], True)),
                          sets_needed)


def _near(counts) -> list[int]:
    """Tiles that can join something in the hand (others never lower a regular shanten)."""
    near = []
    for t in range(KINDS):
        if t >= 27:
            if counts[t]:
                near.append(t)
            continue
        r = t % 9
        lo, hi = max(0, r - 2), min(8, r + 2)
        base = t - r
        for x in range(base + lo, base + hi + 1):
            if counts[x]:
                near.append(t)
                break
    return near


def _others(opts) -> list:
    """For each group, the merged options of the three other groups."""
    m = groups.merge
    a, b, c, d = opts
    ab, cd = m(a, b), m(c, d)
    return [m(b, cd), m(a, cd), m(ab, d), m(ab, c)]


def regular(counts, sets_needed: int = 4) -> FormResult:
    opts, keys = _group_options(counts)
    others = _others(opts)
    current = groups.evaluate_merged(others[0], opts[0], sets_needed)
    useful = []
    for t in _near(counts):
        if counts[t] == 4 and current > 0:
            continue  # a fifth copy is only listed as the shape of a wait
        g = 3 if t >= 27 else t // 9
        shift = 3 * (t - 27 if g == 3 else t % 9)
        trial = groups.options(keys[g] + (1 << shift), g == 3)
        if groups.evaluate_merged(others[g], trial, sets_needed) < current:
            useful.append(t)
    return FormResult(current, tuple(useful))


def regular_after_discards(counts, sets_needed: int = 4) -> Mapping[int, int]:
    """The regular-form shanten left by discarding one tile of each kind held: one group
    re-solved per kind against the other three merged once (a playout asks this every turn).
    The answer is shared between callers that ask for the same hand, so it is read-only."""
    return _after_discards(group_keys(counts), sets_needed)


@lru_cache(maxsize=HAND_MEMO_SIZE)
def _after_discards(keys: tuple[int, int, int, int], sets_needed: int) -> Mapping[int, int]:
    opts = [groups.options(keys[g], g == 3) for g in range(4)]
    others = _others(opts)
    after = {}
    for t in range(KINDS):
        g = 3 if t >= 27 else t // 9
        shift = 3 * (t - 27 if g == 3 else t % 9)
        if (keys[g] >> shift) & 7:
            trial = groups.options(keys[g] - (1 << shift), g == 3)
            after[t] = groups.evaluate_merged(others[g], trial, sets_needed)
    return MappingProxyType(after)


# ---- seven pairs ----

def _seven_pairs_shanten(counts) -> int:
    # four of a kind counts as two pairs, as MCR allows
    return 6 - sum(c // 2 for c in counts)


def seven_pairs(counts) -> FormResult:
    current = _seven_pairs_shanten(counts)
    return FormResult(current, tuple(t for t in range(KINDS) if counts[t] % 2))


# ---- thirteen orphans ----

def thirteen_orphans(counts) -> FormResult:
    kinds = sum(1 for t in TERMINALS_AND_HONORS if counts[t])
    pair = any(counts[t] >= 2 for t in TERMINALS_AND_HONORS)
    current = 13 - kinds - pair
    if pair:
        useful = tuple(t for t in TERMINALS_AND_HONORS if not counts[t])
    else:
        useful = TERMINALS_AND_HONORS
    return FormResult(current, tuple(sorted(useful)))


# ---- honors and knitted tiles ----

def _honors_and_knitted_shanten(counts) -> int:
    honors = sum(1 for t in HONOR_KINDS if counts[t])
    return 13 - honors - max(sum(1 for t in straight if counts[t]) for straight in KNITTED_STRAIGHTS)


def honors_and_knitted(counts) -> FormResult:
    honors = [t for t in HONOR_KINDS if counts[t]]
    best, useful = 99, set()
    for straight in KNITTED_STRAIGHTS:
        held = sum(1 for t in straight if counts[t])
        s = 13 - held - len(honors)
        if s < best:
            best, useful = s, set()
        if s == best:
            useful.update(t for t in straight if not counts[t])
            useful.update(t for t in HONOR_KINDS if not counts[t])
    return FormResult(best, tuple(sorted(useful)))


# ---- knitted straight with one set and a pair ----

def _knitted_parts(counts, sets_needed: int):
    """Per knitted straight: (missing straight tiles, the other tiles, their regular shanten)."""
    out = []
    for straight in KNITTED_STRAIGHTS:
        missing = []
        rest = list(counts)
        for t in straight:
            if rest[t]:
                rest[t] -= 1
            else:
                missing.append(t)
        out.append((missing, rest, len(missing) + regular_shanten(rest, sets_needed)))
    return out


def _knitted_shanten(counts, sets_needed: int, bound: int = 99) -> int:
    """The knitted-straight shanten, or `bound` if it is not lower (lets callers skip work)."""
    best = bound
    for straight in KNITTED_STRAIGHTS:
        missing = 0
        for t in straight:
            if not counts[t]:
                missing += 1
        if missing - 1 >= best:  # the rest can at best be complete (-1)
            continue
        rest = list(counts)
        for t in straight:
            if rest[t]:
                rest[t] -= 1
        s = missing + regular_shanten(rest, sets_needed)
        if s < best:
            best = s
    return best


def knitted_straight(counts, sets_needed: int = 1) -> FormResult:
    parts = _knitted_parts(counts, sets_needed)
    current = min(s for _, _, s in parts)
    useful: set[int] = set()
    for missing, rest, s in parts:
        # one tile lowers a straight's count by at most one: only the best straights matter
        if s != current:
            continue
        useful.update(missing)
        rest_result = regular(rest, sets_needed)
        if rest_result.shanten >= 0:
            useful.update(rest_result.useful)
    return FormResult(current, tuple(sorted(useful)))


# ---- all forms ----

def _counts(tiles) -> list[int]:
    counts = [0] * KINDS
    for t in tiles:
        counts[t] += 1
    return counts


def analyse(melds: tuple[Meld, ...], concealed: tuple[int, ...]) -> Analysis:
    """Every applicable form's shanten and useful tiles (the hint and the AI's view)."""
    check_tiles(melds, tuple(concealed), 13, E.WRONG_SHANTEN_COUNT)
    counts = _counts(concealed)
    n = len(melds)
    forms = {"regular": regular(counts, 4 - n)}
    if n == 0:
        forms["seven_pairs"] = seven_pairs(counts)
        forms["thirteen_orphans"] = thirteen_orphans(counts)
        forms["honors_and_knitted"] = honors_and_knitted(counts)
    if n <= 1:
        forms["knitted_straight"] = knitted_straight(counts, 1 - n)
    best = min(r.shanten for r in forms.values())
    useful = sorted({t for r in forms.values() if r.shanten == best for t in r.useful})
    return Analysis(best, tuple(useful), forms)


def shanten_number(melds: tuple[Meld, ...], concealed: tuple[int, ...]) -> int:
    """The minimum shanten over all forms, without useful tiles (the fast path for search)."""
    return _best_shanten(len(melds), group_keys(_counts(concealed)))


@lru_cache(maxsize=HAND_MEMO_SIZE)
def _best_shanten(n: int, keys: tuple[int, int, int, int]) -> int:
    counts = [(keys[g] >> (3 * i)) & 7 for g in range(4) for i in range(7 if g == 3 else 9)]
    best = regular_shanten(counts, 4 - n)
    if n == 0:
        orphans = sum(1 for t in TERMINALS_AND_HONORS if counts[t])
        orphan_pair = any(counts[t] >= 2 for t in TERMINALS_AND_HONORS)
        best = min(best, _seven_pairs_shanten(counts), 13 - orphans - orphan_pair,
                   _honors_and_knitted_shanten(counts))
    if n <= 1:
        best = _knitted_shanten(counts, 1 - n, best)
    return best
