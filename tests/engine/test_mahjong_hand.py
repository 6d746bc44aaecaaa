"""Tiles, notation, validation and the decomposition of winning hands into every form."""

from __future__ import annotations

import random

import pytest

from engine.core.messages import templates
from engine.mahjong import MahjongError, WinningHand, WinSituation, score
from engine.mahjong import arrangements, samples
from engine.mahjong.hand import Meld, SetKind
from engine.mahjong.notation import format_tiles, parse_hand, parse_tiles, winning_hand_from_json
from engine.mahjong.tiles import CODES, KINDS, PHYSICAL_TILES, code, human, name

from tests.engine.test_mahjong_fans import make


def test_the_set_has_144_distinct_physical_tiles():
    assert len(PHYSICAL_TILES) == 144
    assert len({t.id for t in PHYSICAL_TILES}) == 144
    assert sum(1 for t in PHYSICAL_TILES if t.is_flower) == 8
    for kind in range(KINDS):
        assert sum(1 for t in PHYSICAL_TILES if t.kind == kind) == 4


def test_tile_codes_and_names_round_trip():
    assert [code(k) for k in (0, 8, 9, 18, 27, 30, 31, 33)] == ["W1", "W9", "T1", "B1", "F1", "F4", "J1", "J3"]
    assert all(CODES[code(k)] == k for k in range(KINDS))
    assert [human(k) for k in (0, 9, 18, 27, 31, 32, 33)] == ["1m", "1s", "1p", "E", "C", "F", "P"]
    assert name(4).text() == "5 of characters"
    assert name(32).text() == "Green Dragon"


def test_human_notation():
    melds, concealed = parse_hand("[EEE] {1111m} [345s] 55p")
    assert melds == (Meld(SetKind.PUNG, 27), Meld(SetKind.KONG, 0, True, 0), Meld(SetKind.CHOW, 12))
    assert concealed == (22, 22)
    assert parse_tiles("123m9pEC") == [0, 1, 2, 26, 27, 31]
    assert format_tiles(parse_tiles("123m55pEC")) == "123m55pEC"
    for bad in ("12x", "123", "0m", "m", "[12m]", "[EE", "{123m}"):
        with pytest.raises(MahjongError):
            parse_hand(bad)


def _json(**changes):
    data = {"packs": [{"type": "PENG", "tile": "F1", "offer": 1}],
            "hand": ["W1", "W2", "W3", "B4", "B5", "B6", "T7", "T8", "T9", "W5"], "win_tile": "W5",
            "flower_count": 0, "self_drawn": False, "fourth_tile": False, "about_kong": False,
            "wall_last": False, "seat_wind": 0, "prevalent_wind": 0}
    data.update(changes)
    return data


@pytest.mark.parametrize("changes,fragment", [
    ({"win_tile": "X9"}, "Unknown tile"),
    ({"hand": ["W1"] * 5 + ["W2", "W3", "B4", "B5", "T7"]}, "only four copies"),
    ({"hand": ["W1", "W2", "W3", "B4", "B5", "B6", "T7", "T8", "T9", "H1"]}, "flower"),
    ({"packs": [{"type": "CHI", "tile": "W1", "offer": 1}]}, "middle tile"),
    ({"packs": [{"type": "CHI", "tile": "F2", "offer": 1}]}, "middle tile"),
    ({"packs": [{"type": "PONG", "tile": "F1", "offer": 1}]}, "Unknown set type"),
    ({"packs": [{"type": "PENG", "tile": "F1", "offer": 5}]}, "offer"),
    ({"hand": ["W1", "W2", "W3"]}, "needs 10 concealed tiles"),
    ({"seat_wind": 4}, "Seat wind"),
    ({"prevalent_wind": -1}, "Prevalent wind"),
    ({"flower_count": 9}, "Flower count"),
    ({"flower_count": -1}, "Flower count"),
    ({"self_drawn": "yes"}, "self_drawn"),
    ({"about_kong": True}, "rob a kong"),  # robbing a kong of W5, which the hand holds
    ({"about_kong": True, "self_drawn": True}, "replacement"),  # no kong declared
    ({"fourth_tile": True}, "Last Tile"),  # the hand holds another W5
    ({"win_tile": "W9"}, "not a complete"),
    ({"hand": "W1"}, "hand"),
])
def test_bad_input_gives_a_clear_error(changes, fragment):
    with pytest.raises(MahjongError) as info:
        score(winning_hand_from_json(_json(**changes)))
    assert fragment.lower() in str(info.value).lower()
    assert info.value.reason.code.startswith("mahjong.error.")


def test_every_error_message_is_declared():
    codes = {t.code for t in templates()}
    assert {"mahjong.error.unknown_tile", "mahjong.error.not_complete", "mahjong.error.fifth_copy"} <= codes


def _forms(spec: str) -> dict:
    hand = make(spec)
    counts = [0] * KINDS
    for t in hand.concealed + (hand.win_tile,):
        counts[t] += 1
    return {
        "regular": arrangements.concealed_sets(counts),
        "seven_pairs": arrangements.is_seven_pairs(counts),
        "thirteen_orphans": arrangements.is_thirteen_orphans(counts),
        "honors_and_knitted": arrangements.honors_and_knitted(counts)[0],
        "knitted_straight": arrangements.knitted_straight_rests(counts, 1 - len(hand.melds)),
    }


def test_decomposition_finds_every_regular_arrangement():
    ways = _forms("111222333m456p5s ; 5s")["regular"]
    readings = {tuple(sorted((p.kind, p.tile) for p in sets)) for sets, _ in ways}
    assert len(ways) == 2  # three pungs, or three identical chows
    assert ((SetKind.CHOW, 1),) * 3 + ((SetKind.CHOW, 22),) in readings
    # seven pairs that is also four sets and a pair
    forms = _forms("223344m223344p5s ; 5s")
    assert forms["seven_pairs"] and forms["regular"]


@pytest.mark.parametrize("spec,form", [
    ("1133m5577p22sEEC ; C", "seven_pairs"),
    ("1122334455667m ; 7m", "seven_pairs"),
    ("19m19s19pESWNCFP ; 1m", "thirteen_orphans"),
    ("147m25s3pESWNCFP ; 6p", "honors_and_knitted"),
    ("147m258s3pESWNCF ; 6p", "honors_and_knitted"),
    ("147m258s369p123m5p ; 5p", "knitted_straight"),
    ("[EEE]147m258s369p5p ; 5p", "knitted_straight"),
])
def test_special_forms_are_recognised(spec, form):
    assert _forms(spec)[form]


def test_generated_hands_of_every_form_are_valid_and_score():
    rng = random.Random(5)
    for form in samples.FORMS:
        for _ in range(40):
            hand = samples.winning_hand(rng, form)
            result = score(hand)
            assert result.total >= result.total_without_flowers >= 1
            assert result.total == result.total_without_flowers + hand.situation.flowers


def test_scoring_does_not_depend_on_tile_order():
    rng = random.Random(9)
    for _ in range(100):
        hand = samples.winning_hand(rng)
        shuffled = list(hand.concealed)
        rng.shuffle(shuffled)
        again = WinningHand(hand.melds, tuple(shuffled), hand.win_tile, hand.situation)
        assert score(hand) == score(again)


def test_incomplete_hand_is_refused():
    with pytest.raises(MahjongError, match="not a complete"):
        score(make("123m456p789s345sE ; S"))
    with pytest.raises(MahjongError, match="not a complete"):
        score(WinningHand((), tuple(range(13)), 20, WinSituation()))


def test_the_score_says_how_the_hand_was_read():
    from engine.mahjong import readings
    from engine.mahjong.notation import format_reading

    result = score(make("111222333m456p5s ; 5s"))
    assert result.reading.form == "regular"
    assert format_reading(result.reading) == "111m 222m 333m 456p 55s"  # pungs beat three chows here
    assert len(readings(make("111222333m456p5s ; 5s"))) == 2
    assert format_reading(score(make("[EEE]{1111p}123m789s5m ; 5m")).reading) == "[EEE] {1111p} 123m 789s 55m"
    assert format_reading(score(make("147m258s369p123m5p ; 5p")).reading) == "knitted 147m258s369p 123m 55p"
    assert score(make("19m19s19pESWNCFP ; 1m")).reading.form == "thirteen_orphans"
