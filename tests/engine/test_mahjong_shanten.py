"""Shanten and useful tiles for the five forms, with declared sets, and the waits of a ready hand."""

from __future__ import annotations

import random

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from engine.mahjong import MahjongError, analyse, samples, shanten_number, waits
from engine.mahjong.notation import parse_hand, parse_tiles


def run(text: str):
    melds, concealed = parse_hand(text)
    return analyse(melds, concealed)


def tiles(text: str) -> tuple[int, ...]:
    return tuple(sorted(parse_tiles(text)))


@pytest.mark.parametrize("text,form,expected,useful", [
    ("123m456p789s55sEW", "regular", 1, None),
    ("123m456p789s5sEWN", "regular", 2, None),
    ("123m456p789s55s55p", "regular", 0, "5s5p"),  # ready: pair wait on 5s or 5p
    ("123m456p789s46s55p", "regular", 0, "5s"),
    ("1112345678999m", "regular", 0, "123456789m"),  # nine gates
    ("11123456789999m", "regular", -1, ""),  # 14 tiles are refused
    ("1133m5577p22sEEC", "seven_pairs", 0, "C"),
    ("1111m5577p22sEECF", "seven_pairs", 1, "CF"),  # four of a kind is two pairs
    ("19m19s19pESWNCFF", "thirteen_orphans", 0, "P"),
    ("19m19s19pESWNCFP", "thirteen_orphans", 0, "19m19s19pESWNCFP"),
    ("147m25s3pESWNCFP", "honors_and_knitted", 0, "8s69p"),
    ("147m258s369p123m5p", "knitted_straight", 0, "5p"),
])
def test_known_values(text, form, expected, useful):
    melds, concealed = parse_hand(text)
    if len(concealed) == 14:
        with pytest.raises(MahjongError):
            analyse(melds, concealed)
        return
    result = analyse(melds, concealed)
    assert result.forms[form].shanten == expected
    if useful is not None:
        assert result.forms[form].useful == tiles(useful)


def test_forms_apply_by_tile_count():
    assert set(run("123m456p789s55sEW").forms) == {"regular", "seven_pairs", "thirteen_orphans",
                                                    "honors_and_knitted", "knitted_straight"}
    assert set(run("[EEE]147m258s369p5p").forms) == {"regular", "knitted_straight"}
    assert run("[EEE]147m258s369p5p").forms["knitted_straight"].shanten == 0
    assert set(run("[EEE][123m]456p789s5s").forms) == {"regular"}
    assert run("[EEE][123m][456p][789s]5s").shanten == 0


def test_wrong_counts_are_refused():
    for text in ("123m", "123m456p789s55sE", "[EEE]123m"):
        with pytest.raises(MahjongError):
            run(text)


def test_overall_shanten_is_the_best_form_and_the_fast_path_agrees():
    rng = random.Random(3)
    for _ in range(300):
        melds, concealed = samples.waiting_hand(rng)
        result = analyse(melds, concealed)
        assert result.shanten == min(r.shanten for r in result.forms.values())
        assert shanten_number(melds, concealed) == result.shanten
        assert -1 <= result.shanten <= 8


def test_ready_hands_wait_on_exactly_their_completing_tiles():
    rng = random.Random(4)
    from engine.mahjong import WinningHand, WinSituation, score

    for _ in range(200):
        melds, concealed = samples.waiting_hand(rng)
        result = analyse(melds, concealed)
        if result.shanten != 0:
            continue
        for t in range(34):
            if sum(1 for x in concealed if x == t) + sum(m.tiles().count(t) for m in melds) >= 4:
                continue
            try:
                score(WinningHand(melds, concealed, t, WinSituation()))
                wins = True
            except MahjongError:
                wins = False
            assert wins == (t in result.useful), (melds, concealed, t)


@given(st.lists(st.integers(0, 33), min_size=13, max_size=13).filter(
    lambda xs: all(xs.count(t) <= 4 for t in xs)))
def test_useful_tiles_lower_the_shanten(hand):
    result = analyse((), tuple(hand))
    # A ready hand's useful tiles are its winning tiles, which the test above checks by scoring:
    # thirteen tiles are never below ready, so there is no lower shanten to reach here (hypothesis
    # found 1111 2222 3333 4 of one suit, ready on five tiles).
    assume(result.shanten >= 1)
    # drawing a useful tile and discarding well lowers the shanten; another tile never does
    useful = set(result.useful)
    for t in range(34):
        if hand.count(t) == 4:
            continue
        drawn = list(hand) + [t]
        best = min(shanten_number((), tuple(drawn[:i] + drawn[i + 1:])) for i in range(14))
        if t in useful:
            assert best == result.shanten - 1, t
        else:
            assert best == result.shanten, t


def test_waits_by_shape():
    assert waits(list(_counts("123m456p789s46s55p"))) == [13]
    assert waits(_counts("1112345678999m")) == list(range(9))  # nine gates
    assert waits(_counts("1111m")) == [0]  # shape only: a fifth 1m is listed


def _counts(text):
    counts = [0] * 34
    for t in parse_tiles(text):
        counts[t] += 1
    return counts
