"""Every one of the 81 fan: a hand that must score it, a near miss that must not, and the
"not combined with" exclusions. Hands are written as `concealed ; winning tile ; options` in
the players' notation (see engine/mahjong/notation.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.mahjong import MahjongError, WinningHand, WinSituation, score
from engine.mahjong.fans import FANS
from engine.mahjong.notation import parse_hand, parse_tiles, parse_wind


def make(spec: str) -> WinningHand:
    hand, win, *rest = [part.strip() for part in spec.split(";")]
    options = rest[0].split() if rest else []
    melds, concealed = parse_hand(hand)
    kw = {"seat_wind": 0, "prevalent_wind": 0, "flowers": 0}
    for opt in options:
        if opt == "self":
            kw["self_drawn"] = True
        elif opt == "last":
            kw["last_tile"] = True
        elif opt == "kong":
            kw["kong"] = True
        elif opt == "wall":
            kw["wall_last"] = True
        elif opt.startswith("seat="):
            kw["seat_wind"] = parse_wind(opt[5:])
        elif opt.startswith("round="):
            kw["prevalent_wind"] = parse_wind(opt[6:])
        elif opt.startswith("flowers="):
            kw["flowers"] = int(opt[8:])
        else:
            raise ValueError(opt)
    (win_tile,) = parse_tiles(win)
    return WinningHand(melds, concealed, win_tile, WinSituation(**kw))


def fans_of(spec: str) -> dict[str, int]:
    return {f.name: f.count for f in score(make(spec)).fans}


BASE = "123m456p789sEEE5m ; 5m"  # Mixed Straight, winds, single wait: a plain valid base hand

# fan -> (a hand that scores it, a near miss that does not)
CASES = {
    "Big Four Winds": ("EEESSSWWWNNN5m ; 5m", "EEESSSWWW123mN ; N"),
    "Big Three Dragons": ("CCCFFFPPP123m5p ; 5p", "CCCFFF123m555pP ; P"),
    "All Green": ("223344666888sF ; F", "223344666888sC ; C"),
    "Nine Gates": ("1112345678999m ; 5m", "[111m]2345678999m ; 5m"),
    "Four Kongs": ("[1111m][2222p][3333s][EEEE]5m ; 5m", "[1111m][2222p][3333s][EEE]5m ; 5m"),
    "Seven Shifted Pairs": ("1122334455667m ; 7m", "1122334455668m ; 8m"),
    "Thirteen Orphans": ("19m19s19pESWNCFP ; 1m", "11m99m11s99s11pEES ; S"),
    "All Terminals": ("111999m111999s1p ; 1p", "111999m111999sE ; E"),
    "Little Four Winds": ("EEESSSWWW123mN ; N", "EEESSSWWW123m5p ; 5p"),
    "Little Three Dragons": ("CCCFFF123m456pP ; P", "CCCFFF123m456pE ; E"),
    "All Honors": ("EEESSSWWWCCCF ; F", "EEESSSWWWCCC1m ; 1m"),
    "Four Concealed Pungs": ("111m222p333sEEE5m ; 5m", "111m222p333sEE55m ; E"),
    "Pure Terminal Chows": ("112233778899m5m ; 5m", "112233778899m5p ; 5p"),
    "Quadruple Chow": ("111122223333m5p ; 5p", "111222333m456p5s ; 5s"),
    "Four Pure Shifted Pungs": ("[111m][222m][333m][444m]5p ; 5p", "[111m][222m][333m][555m]5p ; 5p"),
    "Four Pure Shifted Chows": ("123234345456m5p ; 5p", "123234345567m5p ; 5p"),
    "Three Kongs": ("[1111m][2222p][3333s]456s5m ; 5m", "[1111m][2222p][333s]456s5m ; 5m"),
    "All Terminals and Honors": ("111999mEEESSSC ; C", "111999mEEESSS2m ; 2m"),
    "Seven Pairs": ("1133m5577p22sEEC ; C", "112233m55777p22s ; 2s"),
    "Greater Honors and Knitted Tiles": ("147m25s3pESWNCFP ; 6p", "147m258s3pESWNCF ; 6p"),
    "All Even Pungs": ("222444m666p888s2p ; 2p", "222444m666p888s5p ; 5p"),
    "Full Flush": ("123345567789m5m ; 5m", "123345567789m5p ; 5p"),
    "Pure Triple Chow": ("[123m][123m][123m]456p5s ; 5s", "[123m][123m][234m]456p5s ; 5s"),
    "Pure Shifted Pungs": ("[111m][222m][333m]456p5s ; 5s", "[111m][222m][444m]456p5s ; 5s"),
    "Upper Tiles": ("777888999m789p9s ; 9s", "666888999m789p9s ; 9s"),
    "Middle Tiles": ("444555666m456p5s ; 5s", "444555666m456p3s ; 3s"),
    "Lower Tiles": ("111222333m123p3s ; 3s", "111222333m123p4s ; 4s"),
    "Pure Straight": ("123456789m123p5s ; 5s", "123456m789p123p5s ; 5s"),
    "Three-Suited Terminal Chows": ("123789m123789s5p ; 5p", "123789m123789s5m ; 5m"),
    "Pure Shifted Chows": ("123234345m789p5s ; 5s", "123234456m789p5s ; 5s"),
    "All Five": ("456m345p555567s5p ; 5p", "456m345p555567s6p ; 6p"),
    "Triple Pung": ("[222m][222p][222s]456m5p ; 5p", "[222m][222p][333s]456m5p ; 5p"),
    "Three Concealed Pungs": ("111m222p333s456mE ; E", "111m222p33s456mEE ; 3s"),
    "Lesser Honors and Knitted Tiles": ("147m258s3pESWNCF ; 6p", "147m25s3pESWNCFP ; 6p"),
    "Knitted Straight": ("147m258s369p123m5p ; 5p", "147m258s36pESWNC ; F"),
    "Upper Four": ("666777888m678p9s ; 9s", "555777888m678p9s ; 9s"),
    "Lower Four": ("111222333m234p4s ; 4s", "111222333m234p5s ; 5s"),
    "Big Three Winds": ("EEESSSWWW123m5p ; 5p", "EEESSS123m456m5p ; 5p"),
    "Mixed Straight": ("123m456p789sEEE5m ; 5m", "123m456p789pEEE5m ; 5m"),
    "Reversible Tiles": ("123345888p456sP ; P", "123345888p456sC ; C"),
    "Mixed Triple Chow": ("123m123p123sEEE5m ; 5m", "123m123p234sEEE5m ; 5m"),
    "Mixed Shifted Pungs": ("[111m][222p][333s]456m5p ; 5p", "[111m][222p][444s]456m5p ; 5p"),
    "Chicken Hand": ("[123m][567p][345s]78mWW ; 6m", "[123m][567p][345s]78mWW ; 6m ; self"),
    "Last Tile Draw": (BASE + " ; self wall", BASE + " ; wall"),
    "Last Tile Claim": (BASE + " ; wall", BASE + " ; self wall"),
    "Out with Replacement Tile": ("[1111m]456p789sEEE5m ; 5m ; self kong", "[1111m]456p789sEEE5m ; 5m ; self"),
    "Robbing the Kong": ("123m456p789s46mEE ; 5m ; kong", "123m456p789s46mEE ; 5m"),
    "All Pungs": ("[111m][222p]333sEEE5m ; 5m", "[111m][222p]345sEEE5m ; 5m"),
    "Half Flush": ("123456789mEEE5m ; 5m", "123456789mEEE5p ; 5p"),
    "Mixed Shifted Chows": ("123m234p345sEEE5m ; 5m", "123m234p456sEEE5m ; 5m"),
    "All Types": ("123m456p789sEEEC ; C", "123m456p789sEEES ; S"),
    "Melded Hand": ("[123m][456p][789s][EEE]5m ; 5m", "[123m][456p][789s][EEE]5m ; 5m ; self"),
    "Two Concealed Kongs": ("{1111m}{2222p}345s678s5m ; 5m", "{1111m}[2222p]345s678s5m ; 5m"),
    "Two Dragon Pungs": ("CCCFFF123m456p5s ; 5s", "CCCEEE123m456p5s ; 5s"),
    "Outside Hand": ("123m789p111sEEE9m ; 9m", "123m789p111sEEE5m ; 5m"),
    "Fully Concealed Hand": ("123m456p789s345sE ; E ; self", "123m456p789s345sE ; E"),
    "Two Melded Kongs": ("[1111m][2222p]345s678s5m ; 5m", "[1111m][222p]345s678s5m ; 5m"),
    "Last Tile": ("[EEE]123m456p46m55s ; 5m ; last", "[EEE]123m456p46m55s ; 5m"),
    "Dragon Pung": ("CCC123m456p789s5m ; 5m", "EEE123m456p789s5m ; 5m"),
    "Prevalent Wind": ("[SSS]123m456p789p5m ; 5m ; round=S", "[SSS]123m456p789p5m ; 5m"),
    "Seat Wind": ("[SSS]123m456p789p5m ; 5m ; seat=S", "[SSS]123m456p789p5m ; 5m ; seat=W"),
    "Concealed Hand": ("123m456p789s345sE ; E", "123m456p789s345sE ; E ; self"),
    "All Chows": ("123m456p789s345s5m ; 5m", "123m456p789s345sE ; E"),
    "Tile Hog": ("111123m456p789s5s ; 5s", "111234m456p789s5s ; 5s"),
    "Double Pung": ("[222m][222p]345s678s5m ; 5m", "[222m][333p]345s678s5m ; 5m"),
    "Two Concealed Pungs": ("222m333p345s678sE ; E", "222m33p345s678sEE ; 3p"),
    "Concealed Kong": ("{1111m}456p789s345s5m ; 5m", "[1111m]456p789s345s5m ; 5m"),
    "All Simples": ("234m456p678s345s5m ; 5m", "234m456p678s345s9m ; 9m"),
    "Pure Double Chow": ("123123m456p789sE ; E", "123234m456p789sE ; E"),
    "Mixed Double Chow": ("123m123p456s789sE ; E", "123m234p456s789sE ; E"),
    "Short Straight": ("123m456m789p789sE ; E", "123m567m789p789sE ; E"),
    "Two Terminal Chows": ("123m789m456p456sE ; E", "123m678m456p456sE ; E"),
    "Pung of Terminals or Honors": ("111m456p789s345sE ; E", "222m456p789s345sE ; E"),
    "Melded Kong": ("[1111m]456p789s345s5m ; 5m", "{1111m}456p789s345s5m ; 5m"),
    "One Voided Suit": ("123m456m789pEEE5m ; 5m", "123m456p789sEEE5m ; 5m"),
    "No Honors": ("123m456p789s111s5m ; 5m", "123m456p789sEEE5m ; 5m"),
    "Edge Wait": ("12m456p789s345sEE ; 3m", "23m456p789s345sEE ; 1m"),
    "Closed Wait": ("13m456p789s345sEE ; 2m", "23m456p789s345sEE ; 4m"),
    "Single Wait": ("123m456p789s345sE ; E", "123m456p789s34sEE ; 5s"),
    "Self-Drawn": ("[123m]456p789s345sE ; E ; self", "[123m]456p789s345sE ; E"),
    "Flower Tiles": (BASE + " ; flowers=2", BASE),
}


def test_every_fan_has_cases_and_the_names_match_the_rule_book():
    assert set(CASES) == {f.name for f in FANS}
    assert len(FANS) == 81
    shared = Path(__file__).resolve().parents[3] / "shared" / "mcr" / "fans.json"
    if shared.exists():  # the project's fan list: names and points exactly as there
        data = json.loads(shared.read_text(encoding="utf-8"))
        assert [(f["name"], f["points"], f["name_zh"]) for f in data] == [tuple(f) for f in FANS]


@pytest.mark.parametrize("name", list(CASES))
def test_hand_scores_the_fan(name):
    assert name in fans_of(CASES[name][0])


@pytest.mark.parametrize("name", list(CASES))
def test_near_miss_does_not(name):
    try:
        fans = fans_of(CASES[name][1])
    except MahjongError:
        return  # not a winning hand at all counts as not scoring it
    assert name not in fans


# (hand, fan it scores, fans that fan excludes)
EXCLUSIONS = [
    ("EEESSSWWWNNN5m ; 5m", "Big Four Winds",
     ["Big Three Winds", "Little Four Winds", "All Pungs", "Prevalent Wind", "Seat Wind", "Pung of Terminals or Honors",
      "All Honors"]),
    ("CCCFFFPPP123m5p ; 5p", "Big Three Dragons", ["Dragon Pung", "Two Dragon Pungs", "Little Three Dragons"]),
    ("223344666888sF ; F", "All Green", ["Half Flush", "One Voided Suit"]),
    ("1112345678999m ; 5m", "Nine Gates", ["Full Flush", "Concealed Hand", "No Honors", "One Voided Suit"]),
    ("1112345678999m ; 5m ; self", "Nine Gates", ["Fully Concealed Hand"]),
    ("[1111m][2222p][3333s][EEEE]5m ; 5m", "Four Kongs",
     ["Three Kongs", "Melded Kong", "Two Melded Kongs", "All Pungs", "Single Wait"]),
    ("1122334455667m ; 7m", "Seven Shifted Pairs", ["Seven Pairs", "Full Flush", "Concealed Hand", "Single Wait"]),
    ("19m19s19pESWNCFP ; 1m", "Thirteen Orphans", ["All Types", "Concealed Hand", "Single Wait"]),
    ("111999m111999s1p ; 1p", "All Terminals",
     ["All Terminals and Honors", "All Pungs", "Outside Hand", "Pung of Terminals or Honors", "No Honors"]),
    ("EEESSSWWW123mN ; N", "Little Four Winds", ["Big Three Winds", "Pung of Terminals or Honors"]),
    ("CCCFFF123m456pP ; P", "Little Three Dragons", ["Two Dragon Pungs", "Dragon Pung"]),
    ("EEESSSWWWCCCF ; F", "All Honors",
     ["All Terminals and Honors", "All Pungs", "Outside Hand", "Pung of Terminals or Honors"]),
    ("111m222p333sEEE5m ; 5m", "Four Concealed Pungs",
     ["All Pungs", "Concealed Hand", "Three Concealed Pungs", "Two Concealed Pungs"]),
    ("111m222p333sEEE5m ; 5m ; self", "Four Concealed Pungs", ["Fully Concealed Hand"]),
    ("112233778899m5m ; 5m", "Pure Terminal Chows",
     ["Full Flush", "All Chows", "Pure Double Chow", "Two Terminal Chows", "Seven Pairs", "No Honors"]),
    ("111122223333m5p ; 5p", "Quadruple Chow", ["Pure Triple Chow", "Pure Double Chow", "Tile Hog"]),
    ("[111m][222m][333m][444m]5p ; 5p", "Four Pure Shifted Pungs", ["Pure Shifted Pungs", "All Pungs"]),
    ("123234345456m5p ; 5p", "Four Pure Shifted Chows", ["Pure Shifted Chows", "Short Straight"]),
    ("[1111m][2222p][3333s]456s5m ; 5m", "Three Kongs", ["Two Melded Kongs", "Melded Kong"]),
    ("111999mEEESSSC ; C", "All Terminals and Honors", ["All Pungs", "Outside Hand", "Pung of Terminals or Honors"]),
    ("1133m5577p22sEEC ; C", "Seven Pairs", ["Concealed Hand", "Single Wait"]),
    ("147m25s3pESWNCFP ; 6p", "Greater Honors and Knitted Tiles",
     ["Lesser Honors and Knitted Tiles", "All Types", "Concealed Hand"]),
    ("222444m666p888s2p ; 2p", "All Even Pungs", ["All Pungs", "All Simples", "No Honors"]),
    ("123345567789m5m ; 5m", "Full Flush", ["No Honors", "One Voided Suit", "Half Flush"]),
    ("[123m][123m][123m]456p5s ; 5s", "Pure Triple Chow", ["Pure Double Chow"]),
    ("777888999m789p9s ; 9s", "Upper Tiles", ["Upper Four", "No Honors"]),
    ("444555666m456p5s ; 5s", "Middle Tiles", ["All Simples", "No Honors"]),
    ("111222333m123p3s ; 3s", "Lower Tiles", ["Lower Four", "No Honors"]),
    ("123789m123789s5p ; 5p", "Three-Suited Terminal Chows",
     ["All Chows", "No Honors", "Mixed Double Chow", "Two Terminal Chows"]),
    ("456m345p555567s5p ; 5p", "All Five", ["All Simples", "No Honors"]),
    ("147m258s3pESWNCF ; 6p", "Lesser Honors and Knitted Tiles", ["All Types", "Concealed Hand"]),
    ("666777888m678p9s ; 9s", "Upper Four", ["No Honors"]),
    ("111222333m234p4s ; 4s", "Lower Four", ["No Honors"]),
    ("123345888p456sP ; P", "Reversible Tiles", ["One Voided Suit"]),
    (BASE + " ; self wall", "Last Tile Draw", ["Self-Drawn"]),
    ("[1111m]456p789sEEE5m ; 5m ; self kong", "Out with Replacement Tile", ["Self-Drawn"]),
    ("[EEE]123m456p46m55s ; 5m ; kong last", None, []),  # placeholder replaced below
    ("[123m][456p][789s][EEE]5m ; 5m", "Melded Hand", ["Single Wait"]),
    ("{1111m}{2222p}345s678s5m ; 5m", "Two Concealed Kongs", ["Concealed Kong", "Two Concealed Pungs"]),
    ("CCCFFF123m456p5s ; 5s", "Two Dragon Pungs", ["Dragon Pung"]),
    ("123m456p789s345sE ; E ; self", "Fully Concealed Hand", ["Self-Drawn", "Concealed Hand"]),
    ("[1111m][2222p]345s678s5m ; 5m", "Two Melded Kongs", ["Melded Kong"]),
    ("123m456p789s345s5m ; 5m", "All Chows", ["No Honors"]),
    ("234m456p678s345s5m ; 5m", "All Simples", ["No Honors"]),
    ("[EEE]123m456p789p5m ; 5m", "Prevalent Wind", ["Pung of Terminals or Honors"]),
    ("EEESSSWWW123m5p ; 5p", "Big Three Winds", ["Pung of Terminals or Honors"]),
]
EXCLUSIONS = [e for e in EXCLUSIONS if e[1] is not None]


@pytest.mark.parametrize("spec,fan,excluded", EXCLUSIONS, ids=[e[1] for e in EXCLUSIONS])
def test_exclusions(spec, fan, excluded):
    fans = fans_of(spec)
    assert fan in fans
    assert not set(excluded) & set(fans), set(excluded) & set(fans)


def test_robbing_the_kong_is_not_combined_with_last_tile():
    fans = fans_of("123m456p789s46mEE ; 5m ; kong last")
    assert "Robbing the Kong" in fans and "Last Tile" not in fans


def test_last_tile_is_due_when_own_exposed_sets_hold_the_other_three():
    assert "Last Tile" in fans_of("[555m]123p456p46m77s ; 5m")
    assert "Last Tile" not in fans_of("[555m]123p456p78s77s ; 6s")


def test_one_concealed_and_one_melded_kong_is_strict_mcr():
    result = score(make("{1111m}[2222p]345s678s5m ; 5m"))
    fans = {f.name: f.points for f in result.fans}
    assert fans["Concealed Kong"] == 2 and fans["Melded Kong"] == 1
    assert "Two Concealed Kongs" not in fans and "Two Melded Kongs" not in fans


def test_big_four_winds_totals():
    result = score(make("EEESSSWWWNNN5m ; 5m ; round=E seat=S"))
    fans = {f.name for f in result.fans}
    assert "Big Four Winds" in fans and "Prevalent Wind" not in fans and "Seat Wind" not in fans


def test_flowers_are_added_after_the_eight_point_check():
    result = score(make("[123m][567p][345s]78mWW ; 6m ; self flowers=8"))
    assert result.total_without_flowers == 1
    assert result.total == 9
    assert not result.valid_win
    chicken = score(make(CASES["Chicken Hand"][0]))
    assert chicken.total_without_flowers == 8 and chicken.valid_win


def test_the_best_arrangement_wins():
    # 111222333m: three pungs (Pure Shifted Pungs) or three identical chows (Pure Triple Chow)
    fans = fans_of("111222333m456p5s ; 5s")
    assert "Pure Triple Chow" in fans or "Pure Shifted Pungs" in fans
    # seven pairs against four sets: 223344m 223344p 55s scores more as chows
    both = score(make("223344m223344p5s ; 5s"))
    assert both.total_without_flowers >= 24


def test_wind_pungs_score_once():
    fans = fans_of("[EEE]123m456p789p5m ; 5m ; round=E seat=E")
    assert fans.get("Prevalent Wind") == 1 and fans.get("Seat Wind") == 1
    assert "Pung of Terminals or Honors" not in fans
    fans = fans_of("[WWW]123m456p789p5m ; 5m ; round=E seat=S")
    assert fans.get("Pung of Terminals or Honors") == 1


def test_discarded_tile_completing_a_pung_makes_it_exposed_unless_it_fits_a_chow():
    assert "Two Concealed Pungs" not in fans_of("222m33p345s678sEE ; 3p")
    assert "Two Concealed Pungs" in fans_of("222m33p345s678sEE ; 3p ; self")
    # 3p can be read into the 345p chow: the 333p pung stays concealed
    assert "Two Concealed Pungs" in fans_of("222m33345p678sEE ; 3p")
