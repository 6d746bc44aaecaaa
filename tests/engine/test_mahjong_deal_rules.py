"""Every rule and resolution of rules/mahjong-mcr.md about the deal, each with a case that fails
if the rule were broken. The scoring of hands themselves is tested in test_mahjong_fans.py."""

import json

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
    action_from_json,
)
from engine.mahjong.deal import MahjongState
from engine.mahjong.hand import SetKind
from engine.mahjong.notation import parse_tiles
from engine.mahjong.tiles import PHYSICAL_TILES, code

# Positions are written in the players' notation (123m 456s 789p, E S W N C F P). Hands given
# as None, or shorter than 13, are completed by `arrange` with tiles that play no part.


def K(text):
    return parse_tiles(text)


def k(text):
    (kind,) = parse_tiles(text)
    return kind


def tile_of(state, seat, text):
    """One physical tile of this kind from the seat's hand."""
    return min(t for t in state.hands[seat] if t.kind == k(text))


def discard(state, seat, text):
    state.apply(seat, Discard(tile_of(state, seat, text)))


def answer(state, **answers):
    """Answers in the order given, as s1=Pass(), s2=Pung()..."""
    for seat, action in answers.items():
        state.apply(int(seat[1:]), action)


def fans(state):
    return {f["name"] for f in state.outcome.detail["fans"]}


# -- 2. Set-up ------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(30))
def test_deal_gives_the_dealer_fourteen_and_the_others_thirteen_with_flowers_replaced(seed):
    state = MahjongState.new(seed)
    dealer = state.dealer
    for seat in range(4):
        assert not any(t.is_flower for t in state.hands[seat]), "flowers are shown at once"
        assert len(state.hands[seat]) == (14 if seat == dealer else 13)
    assert sorted(t.id for t in state.all_tiles()) == list(range(144))
    assert len(state.wall) == 144 - 53 - sum(len(f) for f in state.flowers)
    assert state.pending() == (dealer,)
    # Seat winds run East, South, West, North in play order from the dealer; the round is East.
    assert state.seat_winds[dealer] == 0
    assert [state.seat_winds[(dealer + i) % 4] for i in range(4)] == [0, 1, 2, 3]
    assert state.view(0).prevalent_wind == 0


def test_the_set_has_144_distinct_tiles_eight_flowers_and_four_of_each_kind():
    assert len(PHYSICAL_TILES) == 144 and len({t.id for t in PHYSICAL_TILES}) == 144
    assert sum(t.is_flower for t in PHYSICAL_TILES) == 8
    assert all(sum(t.kind == kind for t in PHYSICAL_TILES) == 4 for kind in range(34))


def test_dealer_is_chosen_at_random_per_deal():
    # R7: the dealer varies with the seed; the same seed always deals the same way.
    assert {MahjongState.new(seed).dealer for seed in range(40)} == {0, 1, 2, 3}
    a, b = MahjongState.new(5), MahjongState.new(5)
    assert a.hands == b.hands and list(a.wall) == list(b.wall)


def test_some_deal_replaces_dealt_flowers_from_the_end_of_the_wall():
    for seed in range(200):
        state = MahjongState.new(seed)
        shown = [e for e in state.events if e.kind == "flower"]
        if shown:
            assert sum(len(f) for f in state.flowers) == len(shown)
            return
    pytest.fail("no deal showed a flower")


def test_a_flower_is_replaced_from_the_end_again_and_again():
    # The dealer draws a flower from the front; its replacement (from the end) is a flower too.
    state = MahjongState.arrange([K("123456789m234p5s"), None, None, None], wall=[34], end=[35, k("5p")])
    assert [t.kind for t in state.flowers[0]] == [34, 35]
    assert state.drawn.kind == k("5p") and len(state.hands[0]) == 14
    assert not state.replacement, "a flower's replacement is not a kong's"
    assert sorted(t.id for t in state.all_tiles()) == list(range(144))
    shown = [event.data["tile"] for event in state.view(1).events if event.kind == "flower"]
    assert shown == [136, 137], "flowers are shown to everyone"


# -- 3. A turn and the claim window ---------------------------------------------------------
WIN_ON_5P = "123456789m234p5p"  # waits on 5p for a Pure Straight: well over 8 points


def test_all_answers_are_collected_before_the_tile_is_awarded():
    state = MahjongState.arrange([K("123456789m234p9s5s"), K("24s"), K("99s"), None])
    discard(state, 0, "9s")
    assert state.pending() == (1, 2, 3)
    assert Pung() in state.legal_actions(2)
    state.apply(2, Pung())
    assert state.pending() == (1, 3) and not state.melds[2], "nothing resolves before every answer"
    state.apply(3, Pass())
    state.apply(1, Pass())
    assert state.melds[2][0].meld.kind == SetKind.PUNG and state.pending() == (2,)


def test_only_the_next_player_may_chow_and_may_choose_which_chow():
    state = MahjongState.arrange([K("123456789m234p5s1p"), K("3467s"), K("3467s"), None])
    discard(state, 0, "5s")
    assert [a for a in state.legal_actions(1) if isinstance(a, Chow)] == [Chow(k("3s")), Chow(k("4s")),
                                                                          Chow(k("5s"))]
    assert not any(isinstance(a, Chow) for a in state.legal_actions(2))
    with pytest.raises(IllegalAction) as refused:
        state.apply(2, Chow(k("4s")))
    assert refused.value.reason.code == "mahjong.illegal.chow_next_only"
    state.apply(1, Chow(k("4s")))
    answer(state, s2=Pass(), s3=Pass())
    assert [t.kind for t in state.melds[1][0].tiles] == K("456s")
    assert state.melds[1][0].claimed_from == 0


def test_pung_beats_a_chow_that_answered_first():
    state = MahjongState.arrange([K("123456789m234p5s1p"), K("46s"), K("55s"), None])
    discard(state, 0, "5s")
    state.apply(1, Chow(k("4s")))
    state.apply(2, Pung())
    state.apply(3, Pass())
    assert not state.melds[1] and state.melds[2][0].meld.kind == SetKind.PUNG
    assert state.pending() == (2,)


def test_a_win_beats_a_pung():
    # Seat 3 waits on 5p for a Pure Straight; seat 1, nearer, could pung it.
    state = MahjongState.arrange([K("123456789s234m5p1m"), K("55p"), None, K(WIN_ON_5P)])
    discard(state, 0, "5p")
    assert ClaimWin() in state.legal_actions(3) and Pung() in state.legal_actions(1)
    state.apply(1, Pung())
    state.apply(2, Pass())
    state.apply(3, ClaimWin())
    assert state.outcome.winners == (3,) and not state.melds[1]


@pytest.mark.parametrize("order", [(0, 2, 3), (3, 2, 0), (2, 3, 0)])
def test_head_bump_only_the_nearest_winner_after_the_discarder_wins(order):
    # R6: seats 2 and 3 both win on seat 1's 5p; seat 2 sits nearer after seat 1.
    state = MahjongState.arrange([None, K("123456789s234m5p1m"), K(WIN_ON_5P), K("123456789p234s5p")], dealer=1)
    discard(state, 1, "5p")
    assert ClaimWin() in state.legal_actions(2) and ClaimWin() in state.legal_actions(3)
    for seat in order:
        state.apply(seat, Pass() if seat == 0 else ClaimWin())
    assert state.outcome.winners == (2,)
    assert state.outcome.detail["discarder"] == 1


def test_head_bump_wraps_round_the_table():
    # Discarder seat 3: seat 0 comes before seat 1.
    state = MahjongState.arrange([K(WIN_ON_5P), K("123456789p234s5p"), None, K("123456789s234m5p1m")], dealer=3)
    discard(state, 3, "5p")
    answer(state, s1=ClaimWin(), s2=Pass(), s0=ClaimWin())
    assert state.outcome.winners == (0,)


def test_an_unclaimed_discard_stays_in_the_river_and_the_next_player_draws():
    state = MahjongState.arrange([K("123456789m234p9s5s"), None, None, None], wall=K("7p"))
    discard(state, 0, "9s")
    answer(state, s1=Pass(), s2=Pass(), s3=Pass())
    assert [t.kind for t in state.rivers[0]] == K("9s")
    assert state.pending() == (1,) and state.drawn.kind == k("7p") and len(state.hands[1]) == 14


def test_after_a_pung_the_player_discards_before_any_kong_or_win():
    # Seat 2 holds four 1m and a pair of 5s: after punging 5s only discards are offered.
    state = MahjongState.arrange([K("23456789m234p5s9p"), None, K("1111m55s"), None])
    discard(state, 0, "5s")
    answer(state, s1=Pass(), s2=Pung(), s3=Pass())
    assert all(isinstance(a, Discard) for a in state.legal_actions(2))
    assert state.view(2).must_discard
    with pytest.raises(IllegalAction) as refused:
        state.apply(2, ConcealedKong(k("1m")))
    assert refused.value.reason.code == "mahjong.illegal.discard_first"
    with pytest.raises(IllegalAction):
        state.apply(2, SelfDrawnWin())


def test_after_a_chow_the_player_discards_before_an_added_kong():
    state = MahjongState.arrange([K("23456789m234p5s1p"), K("46s9p"), None, None],
                                 melds=[(), [(SetKind.PUNG, k("9p"), False)], (), ()])
    discard(state, 0, "5s")
    answer(state, s1=Chow(k("4s")), s2=Pass(), s3=Pass())
    assert all(isinstance(a, Discard) for a in state.legal_actions(1))
    with pytest.raises(IllegalAction) as refused:
        state.apply(1, AddedKong(k("9p")))
    assert refused.value.reason.code == "mahjong.illegal.discard_first"


# -- 3. Kongs ---------------------------------------------------------------------------------
def test_concealed_kong_draws_a_replacement_from_the_end_and_cannot_be_robbed():
    state = MahjongState.arrange([K("1111s23456789m55p"), None, None, None], end=K("9p"))
    assert ConcealedKong(k("1s")) in state.legal_actions(0)
    state.apply(0, ConcealedKong(k("1s")))
    assert state.pending() == (0,), "a concealed kong opens no window"
    assert state.drawn.kind == k("9p") and state.replacement
    meld = state.melds[0][0]
    assert meld.meld.kind == SetKind.KONG and meld.meld.concealed
    # The others see four face-down tiles, not which.
    assert state.view(1).melds[0][0].meld is None and state.view(0).melds[0][0] == meld
    for event in state.view(1).events:
        if event.kind == "concealed_kong":
            assert not event.secret and "tiles" not in event.data


def test_an_exposed_kong_on_a_discard_draws_a_replacement_and_may_kong_again():
    state = MahjongState.arrange([K("123456789m234p5s1p"), None, K("555s7777p"), None], end=K("1s"))
    discard(state, 0, "5s")
    assert ExposedKong() in state.legal_actions(2)
    answer(state, s1=Pass(), s2=ExposedKong(), s3=Pass())
    assert state.melds[2][0].meld.kind == SetKind.KONG and not state.melds[2][0].meld.concealed
    assert state.pending() == (2,) and state.drawn.kind == k("1s") and state.replacement
    assert ConcealedKong(k("7p")) in state.legal_actions(2), "no chow or pung: kongs are allowed"


def added_kong_state(robber=True):
    # Seat 0 shows a pung of 5p and holds the fourth; seat 2 waits on 5p between 4p and 6p.
    return MahjongState.arrange([K("123456789m99s5p"), None, K("123456789s46p11m") if robber else None, None],
                                melds=[[(SetKind.PUNG, k("5p"), False)], (), (), ()], end=K("9p"))


def test_an_added_kong_can_be_robbed_for_a_win():
    state = added_kong_state()
    assert AddedKong(k("5p")) in state.legal_actions(0)
    state.apply(0, AddedKong(k("5p")))
    assert state.pending() == (1, 2, 3)
    assert state.legal_actions(1) == [Pass()], "an added kong's tile can only be robbed for a win"
    with pytest.raises(IllegalAction) as refused:
        state.apply(1, Pung())
    assert refused.value.reason.code == "mahjong.illegal.rob_only_win"
    answer(state, s1=Pass(), s2=ClaimWin(), s3=Pass())
    assert state.outcome.winners == (2,)
    assert "Robbing the Kong" in fans(state) and "Last Tile" not in fans(state)
    assert state.outcome.detail["robbing_the_kong"] and state.outcome.detail["discarder"] == 0
    total = state.outcome.detail["total"]
    assert state.outcome.detail["payments"] == (-(8 + total), -8, 8 + total + 16, -8)
    assert state.melds[0][0].meld.kind == SetKind.PUNG, "a robbed kong stays a pung"
    assert sorted(t.id for t in state.all_tiles()) == list(range(144))


def test_an_added_kong_that_nobody_robs_becomes_a_kong_and_draws_a_replacement():
    state = added_kong_state(robber=False)
    state.apply(0, AddedKong(k("5p")))
    answer(state, s1=Pass(), s2=Pass(), s3=Pass())
    assert state.melds[0][0].meld.kind == SetKind.KONG and len(state.melds[0][0].tiles) == 4
    assert state.pending() == (0,) and state.drawn.kind == k("9p") and state.replacement


def test_no_kong_without_a_replacement_tile():
    state = MahjongState.arrange([K("1111s23456789m55p"), None, None, None], fill=False)
    assert not state.wall
    assert ConcealedKong(k("1s")) not in state.legal_actions(0)
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, ConcealedKong(k("1s")))
    assert refused.value.reason.code == "mahjong.illegal.no_replacement"
    # The last discard can still be claimed, but not into a kong.
    state = MahjongState.arrange([K("1111s23456789m5s9p"), None, K("555s7777p"), None], fill=False)
    discard(state, 0, "5s")
    assert ExposedKong() not in state.legal_actions(2) and Pung() in state.legal_actions(2)
    with pytest.raises(IllegalAction) as refused:
        state.apply(2, ExposedKong())
    assert refused.value.reason.code == "mahjong.illegal.no_replacement"


def test_an_added_kong_needs_a_replacement_too():
    state = MahjongState.arrange([K("123456789m99s5p"), None, None, None],
                                 melds=[[(SetKind.PUNG, k("5p"), False)], (), (), ()], fill=False)
    assert AddedKong(k("5p")) not in state.legal_actions(0)


# -- 4. Winning, the 8-point minimum and the winning-event flags -----------------------------
def test_a_win_under_eight_points_is_not_offered_even_with_eight_flowers():
    # R4/R5: 123m 345p 789s 23s 77p wins on 1s: complete, but 6 points before flowers.
    state = MahjongState.arrange([K("456789s234m56p1s1m"), K("123m345p789s23s77p"), None, None])
    state.flowers[1] = [t for t in PHYSICAL_TILES if t.is_flower]
    discard(state, 0, "1s")
    assert state._points(1, k("1s"), self_drawn=False, kong=False) == 6
    assert ClaimWin() not in state.legal_actions(1)
    with pytest.raises(IllegalAction) as refused:
        state.apply(1, ClaimWin())
    assert refused.value.reason.code == "mahjong.illegal.under_minimum"


def test_a_hand_that_is_not_complete_cannot_win():
    state = MahjongState.arrange([K("123456789m234p9s5s"), None, None, None])
    discard(state, 0, "9s")
    with pytest.raises(IllegalAction) as refused:
        state.apply(2, ClaimWin())
    assert refused.value.reason.code == "mahjong.illegal.not_a_win"


def test_self_drawn_win_and_its_payments():
    # Pure Straight, self-drawn: each opponent pays 8 + total (rule 5).
    state = MahjongState.arrange([K(WIN_ON_5P + "5p"), None, None, None])
    assert SelfDrawnWin() in state.legal_actions(0)
    state.apply(0, SelfDrawnWin())
    detail = state.outcome.detail
    total = detail["total"]
    assert {"Pure Straight", "Fully Concealed Hand"} <= fans(state)
    assert detail["payments"] == (3 * (8 + total), -(8 + total), -(8 + total), -(8 + total))
    assert state.outcome.termination == Termination.WIN and state.outcome.losers == (1, 2, 3)
    assert detail["self_drawn"] and detail["discarder"] is None


def test_discard_win_payments_discarder_pays_eight_plus_total_others_eight():
    state = MahjongState.arrange([K("123456789s234m5p1m"), None, None, K(WIN_ON_5P)])
    discard(state, 0, "5p")
    answer(state, s1=Pass(), s2=Pass(), s3=ClaimWin())
    total = state.outcome.detail["total"]
    assert state.outcome.detail["payments"] == (-(8 + total), -8, -8, 8 + total + 16)  # R1
    assert state.outcome.detail["total_without_flowers"] >= 8
    assert state.outcome.losers == (0,)


def test_flowers_count_in_the_total_and_the_payments():
    state = MahjongState.arrange([K("123456789s234m5p1m"), None, None, K(WIN_ON_5P)])
    state.flowers[3] = [PHYSICAL_TILES[136], PHYSICAL_TILES[137]]
    discard(state, 0, "5p")
    answer(state, s1=Pass(), s2=Pass(), s3=ClaimWin())
    detail = state.outcome.detail
    assert detail["total"] == detail["total_without_flowers"] + 2
    assert {"name": "Flower Tiles", "points": 1, "count": 2} in detail["fans"]
    assert detail["payments"][0] == -(8 + detail["total"])


def test_a_self_drawn_win_may_be_declined():
    # R8: nobody is forced to win.
    state = MahjongState.arrange([K(WIN_ON_5P + "5p"), None, None, None])
    discard(state, 0, "5p")
    assert not state.is_over and state.pending() == (1, 2, 3)


def test_out_with_replacement_tile():
    # A concealed kong's replacement completes the Pure Straight.
    state = MahjongState.arrange([K("1111s123456789m5p"), None, None, None], end=K("5p"))
    state.apply(0, ConcealedKong(k("1s")))
    assert SelfDrawnWin() in state.legal_actions(0)
    state.apply(0, SelfDrawnWin())
    assert "Out with Replacement Tile" in fans(state)


def test_no_replacement_flag_on_an_ordinary_draw():
    state = MahjongState.arrange([K("123456789s234m5p1m"), K(WIN_ON_5P), None, None], wall=K("5p"))
    discard(state, 0, "1m")
    answer(state, s1=Pass(), s2=Pass(), s3=Pass())
    state.apply(1, SelfDrawnWin())
    assert "Out with Replacement Tile" not in fans(state) and "Last Tile Draw" not in fans(state)


def test_last_tile_draw_on_the_wall_s_last_tile():
    state = MahjongState.arrange([K("123456789s234m9s1m"), K(WIN_ON_5P), None, None], wall=K("5p"), fill=False)
    discard(state, 0, "9s")
    answer(state, s1=Pass(), s2=Pass(), s3=Pass())
    assert not state.wall and SelfDrawnWin() in state.legal_actions(1)
    state.apply(1, SelfDrawnWin())
    assert "Last Tile Draw" in fans(state) and "Self-Drawn" not in fans(state)


def test_the_last_discard_can_still_be_won_last_tile_claim():
    # R2: seat 1 draws the wall's last tile and discards it; seat 2 wins on it.
    state = MahjongState.arrange([K("123456789s234m9s1m"), None, K(WIN_ON_5P), None], wall=K("5p"), fill=False)
    discard(state, 0, "9s")
    answer(state, s1=Pass(), s2=Pass(), s3=Pass())
    discard(state, 1, "5p")
    assert ClaimWin() in state.legal_actions(2)
    answer(state, s2=ClaimWin(), s3=Pass(), s0=Pass())
    assert "Last Tile Claim" in fans(state)


def test_exhaustive_draw_when_a_player_would_need_to_draw_and_no_tile_is_left():
    # R3: the last tile is drawn and discarded; nobody claims; the next player cannot draw.
    state = MahjongState.arrange([K("123456789s234m9s1m"), None, None, None], wall=K("7s"), fill=False)
    discard(state, 0, "9s")
    answer(state, s1=Pass(), s2=Pass(), s3=Pass())
    assert state.pending() == (1,) and not state.wall
    discard(state, 1, "7s")
    assert state.pending() == (2, 3, 0), "the last discard still opens a claim window"
    answer(state, s2=Pass(), s3=Pass(), s0=Pass())
    assert state.is_over and state.outcome.termination == Termination.EXHAUSTED
    assert state.outcome.is_draw and state.outcome.detail["payments"] == (0, 0, 0, 0)
    assert state.pending() == ()


def test_last_tile_when_the_other_three_copies_are_visible():
    # Seat 1 shows a pung of 5p; seat 0 discards the fourth and seat 3 waits on it (4p-6p).
    state = MahjongState.arrange([K("123456789s234m1m5p"), None, None, K("123456789m46p11s")],
                                 melds=[(), [(SetKind.PUNG, k("5p"), False)], (), ()])
    discard(state, 0, "5p")
    answer(state, s1=Pass(), s2=Pass(), s3=ClaimWin())
    assert "Last Tile" in fans(state)


def test_not_last_tile_while_a_copy_is_unseen():
    state = MahjongState.arrange([K("123456789s234m1m5p"), None, K("5p"), K("123456789m46p11s")],
                                 rivers=[K("5p"), (), (), ()])
    discard(state, 0, "5p")
    answer(state, s1=Pass(), s2=Pass(), s3=ClaimWin())
    assert "Last Tile" not in fans(state)


# -- contract: illegal actions, views, actions as data ----------------------------------------
def test_illegal_actions_are_refused_and_leave_the_state_untouched():
    state = MahjongState.arrange([K("123456789m234p9s5s"), None, None, None])
    before = (state.view(0), state.view(1), len(state.history))
    for seat, action in [(1, Discard(state.hands[1][0])), (0, Discard(state.hands[1][0])), (0, Pass()),
                         (0, ConcealedKong(k("1m"))), (0, AddedKong(k("1m"))), (0, ClaimWin()), (7, Pass())]:
        with pytest.raises(IllegalAction):
            state.apply(seat, action)
    assert (state.view(0), state.view(1), len(state.history)) == before
    discard(state, 0, "9s")
    for seat, action in [(0, Pass()), (1, Discard(state.hands[1][0])), (2, SelfDrawnWin()), (1, Pung())]:
        with pytest.raises(IllegalAction):
            state.apply(seat, action)
    state.apply(1, Pass())
    with pytest.raises(IllegalAction):
        state.apply(1, Pass())  # one answer per seat


@pytest.mark.parametrize("seed", range(5))
def test_views_show_own_tiles_and_public_tiles_only(seed):
    import dataclasses

    state = MahjongState.new(seed)
    for _ in range(40):  # a few turns in, with discards, claims and flowers on the table
        seat = state.pending()[0]
        state.apply(seat, state.legal_actions(seat)[-1])
    for seat in range(4):
        view = state.view(seat)
        assert sorted(view.hand) == sorted(state.hands[seat])
        assert view.hand_sizes == tuple(len(h) for h in state.hands)
        assert "wall" not in {f.name for f in dataclasses.fields(view)} and view.wall_size == len(state.wall)
        others = {t.id for other in range(4) if other != seat for t in state.hands[other]}
        seen = {t.id for t in view.hand} | {t.id for tiles in (*view.flowers, *view.rivers) for t in tiles}
        seen |= {t.id for melds in view.melds for m in melds for t in m.tiles}
        for event in view.events:
            assert event.seat == seat or not event.secret
            for part in (event.data, event.secret):
                seen |= {part["tile"]} if "tile" in part else set()
                seen |= set(part.get("tiles", ())) | set(part.get("meld", ()))
        assert not others & (seen - {t.id for t in view.hand}) or state.is_over


def test_actions_round_trip_through_json():
    actions = [Discard(PHYSICAL_TILES[17]), Discard(PHYSICAL_TILES[140]), ConcealedKong(k("E")), AddedKong(k("9p")),
               SelfDrawnWin(), Pass(), Chow(k("1s")), Chow(k("7m")), Pung(), ExposedKong(), ClaimWin()]
    for action in actions:
        data = json.loads(json.dumps(action.to_json()))
        assert action_from_json(data) == action
        assert str(action)
    for bad in [None, {}, {"type": "chow", "low": "W8"}, {"type": "chow", "low": "F1"}, {"type": "discard", "tile": 144},
                {"type": "discard", "tile": True}, {"type": "added_kong", "kind": "X9"}, {"type": "fly"}]:
        with pytest.raises(ValueError):
            action_from_json(bad)


def test_a_deal_replays_from_its_seed_and_actions():
    import random

    state = MahjongState.new(11)
    rng = random.Random(0)
    while not state.is_over:
        seat = state.pending()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    again = MahjongState.new(11)
    for seat, action in state.history:
        again.apply(seat, action_from_json(json.loads(json.dumps(action.to_json()))))
    assert again.outcome == state.outcome and [e.data for e in again.events] == [e.data for e in state.events]


def test_clone_is_independent():
    state = MahjongState.new(4)
    copy = state.clone()
    seat = state.pending()[0]
    copy.apply(seat, copy.legal_actions(seat)[-1])
    assert len(state.hands[seat]) == 14 and state.pending() == (seat,)
    assert code(0) == "W1"


def test_a_chicken_hand_is_a_valid_eight_point_win():
    # R4: three exposed chows, 78m and a pair of West: winning on 6m scores only Chicken Hand.
    chows = [(SetKind.CHOW, k("2m"), False), (SetKind.CHOW, k("6p"), False), (SetKind.CHOW, k("4s"), False)]
    state = MahjongState.arrange([K("EESSNNCCFFPP6m1p"), None, None, K("78mWW")], melds=[(), (), (), chows])
    discard(state, 0, "6m")
    assert ClaimWin() in state.legal_actions(3)
    answer(state, s1=Pass(), s2=Pass(), s3=ClaimWin())
    assert state.outcome.detail["fans"] == ({"name": "Chicken Hand", "points": 8, "count": 1},)


def test_every_claim_window_lets_every_seat_pass():
    # R8: passing is always possible, even for a seat that could win.
    state = MahjongState.arrange([K("123456789s234m5p1m"), K("55p"), None, K(WIN_ON_5P)])
    discard(state, 0, "5p")
    assert all(Pass() in state.legal_actions(seat) for seat in (1, 2, 3))
    answer(state, s1=Pass(), s2=Pass(), s3=Pass())
    assert not state.is_over and [t.kind for t in state.rivers[0]] == K("5p")


@pytest.mark.parametrize("junk", ["discard", None, Discard("5p"), Discard(PHYSICAL_TILES[3]._replace(kind=9)),
                                  ConcealedKong(99), AddedKong(-1), Chow("x")])
def test_malformed_actions_are_refused_cleanly(junk):
    state = MahjongState.arrange([K("123456789m234p9s5s"), None, None, None])
    before = state.view(0)
    with pytest.raises(IllegalAction):
        state.apply(0, junk)
    assert state.view(0) == before
    discard(state, 0, "9s")
    before = state.view(1)
    with pytest.raises(IllegalAction):
        state.apply(1, junk)
    assert state.view(1) == before and len(state.history) == 1


def test_a_flower_met_on_a_kong_replacement_keeps_out_with_replacement_tile():
    state = MahjongState.arrange([K("1111s123456789m5p"), None, None, None], end=[34, k("5p")])
    state.apply(0, ConcealedKong(k("1s")))
    assert [t.kind for t in state.flowers[0]] == [34] and state.replacement
    state.apply(0, SelfDrawnWin())
    assert "Out with Replacement Tile" in fans(state)
    assert {"name": "Flower Tiles", "points": 1, "count": 1} in state.outcome.detail["fans"]
