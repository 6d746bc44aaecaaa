"""Differential tests against an independent MCR calculator: PyPI's `pymahjonggb` (module
`MahjongGB`, MIT, a C++ build of the ChineseOfficialMahjongHelper calculator). Test-only:
skipped cleanly when it is not installed (`pip install pymahjonggb`, needs a C++ compiler).

Known deviations of the reference, mapped before comparing:
- it scores one concealed plus one melded kong as a 5-point "Concealed Kong and Melded Kong";
  strict MCR (and we) score Concealed Kong (2) + Melded Kong (1);
- it spells two fans differently ("Two Dragons Pungs", "Robbing The Kong");
- it neither validates input nor applies the 8-point minimum (our generator makes valid hands,
  and we compare totals before the minimum).
Between readings with equal totals we choose as the reference does, so fan lists must be identical.

Sizes: MCR_REFERENCE_HANDS (default 5000 regular hands and 5000 shanten hands; the special
forms in proportion: 8,500 winning hands in all).
"""

from __future__ import annotations

import os
import random
from collections import Counter

import pytest

from engine.mahjong import analyse, samples, score, shanten_number
from engine.mahjong.fans import FANS
from engine.mahjong.hand import SetKind
from engine.mahjong.tiles import code

MahjongGB = pytest.importorskip("MahjongGB")

SIZE = int(os.environ.get("MCR_REFERENCE_HANDS", "5000"))
_SPELLING = {"Two Dragons Pungs": "Two Dragon Pungs", "Robbing The Kong": "Robbing the Kong"}
_PACK = {SetKind.CHOW: "CHI", SetKind.PUNG: "PENG", SetKind.KONG: "GANG"}


def _packs(melds):
    return tuple((_PACK[m.kind], code(m.tile), 0 if m.concealed else m.claimed) for m in melds)


def reference_fans(hand) -> Counter:
    s = hand.situation
    raw = MahjongGB.MahjongFanCalculator(
        pack=_packs(hand.melds), hand=tuple(code(t) for t in hand.concealed), winTile=code(hand.win_tile),
        flowerCount=s.flowers, isSelfDrawn=s.self_drawn, is4thTile=s.last_tile, isAboutKong=s.kong,
        isWallLast=s.wall_last, seatWind=s.seat_wind, prevalentWind=s.prevalent_wind, verbose=True)
    fans: Counter = Counter()
    for _points, count, _zh, name in raw:
        name = _SPELLING.get(name, name)
        if name == "Concealed Kong and Melded Kong":
            fans["Concealed Kong"] += 1
            fans["Melded Kong"] += 1
        else:
            fans[name] += count
    return fans


def _total(fans: Counter) -> int:
    points = {f.name: f.points for f in FANS}
    return sum(points[name] * n for name, n in fans.items())


def _compare(form: str, count: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(count):
        hand = samples.winning_hand(rng, form)
        ours = score(hand)
        mine = Counter({f.name: f.count for f in ours.fans})
        theirs = reference_fans(hand)
        assert mine == theirs, (hand, dict(mine - theirs), dict(theirs - mine))
        assert _total(theirs) == ours.total


@pytest.mark.parametrize("form,share,seed", [
    ("regular", 1.0, 11),
    ("seven_pairs", 0.25, 12),
    ("thirteen_orphans", 0.05, 13),
    ("honors_and_knitted", 0.1, 14),
    ("knitted_straight", 0.25, 15),
    ("nine_gates", 0.05, 16),
])
def test_scores_match_the_reference(form, share, seed):
    _compare(form, max(50, int(SIZE * share)), seed)


_FORM_FUNCTIONS = {
    "regular": "RegularShanten",
    "seven_pairs": "SevenPairsShanten",
    "thirteen_orphans": "ThirteenOrphansShanten",
    "honors_and_knitted": "HonorsAndKnittedTilesShanten",
    "knitted_straight": "KnittedStraightShanten",
}


def test_shanten_matches_the_reference():
    rng = random.Random(21)
    for _ in range(max(200, SIZE)):
        melds, concealed = samples.waiting_hand(rng)
        result = analyse(melds, concealed)
        hand = tuple(code(t) for t in concealed)
        assert MahjongGB.MahjongShanten(pack=_packs(melds), hand=hand) == result.shanten == shanten_number(melds, concealed)
        for name, form in result.forms.items():
            if melds and name != "regular":
                continue  # the per-form reference functions take a concealed hand only
            ref_shanten, ref_useful = getattr(MahjongGB, _FORM_FUNCTIONS[name])(hand=hand)
            assert ref_shanten == form.shanten, (name, hand)
            assert sorted(ref_useful) == sorted(code(t) for t in form.useful), (name, hand)
