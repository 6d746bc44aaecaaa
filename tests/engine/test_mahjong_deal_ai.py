"""The `easy` and `hard` MCR AIs and the game's registry entry: legal, sensible, reproducible play."""

import random

import pytest

from engine.core.state import Termination
from engine.mahjong.actions import Chow, ClaimWin, Discard, Pass, Pung, SelfDrawnWin, action_from_json
from engine.mahjong.ai_easy import EasyMahjong
from engine.mahjong.ai_hard import HardMahjong
from engine.mahjong.deal import MahjongState
from engine.mahjong.game import INFO
from engine.mahjong.notation import parse_tiles as K


def k(text):
    (kind,) = K(text)
    return kind


def play(seed, names=("easy",) * 4):
    state = INFO.new_deal(seed)
    policies = [INFO.seat_policy(name, seed, seat) for seat, name in enumerate(names)]
    while not state.is_over:
        seat = state.pending()[0]
        legal = state.legal_actions(seat)
        action = policies[seat].choose(state.view(seat), legal)
        assert action in legal
        state.apply(seat, action)
    return state


@pytest.mark.parametrize("chunk", range(2))
def test_easy_ai_plays_legal_deals_to_the_end_and_wins_only_at_eight(chunk):
    wins = 0
    for seed in range(chunk * 40, (chunk + 1) * 40):
        state = play(seed)
        if state.outcome.termination == Termination.WIN:
            wins += 1
            assert state.outcome.detail["total_without_flowers"] >= 8
    assert wins >= 10, "four easy players should finish a fair share of deals with a win"


def test_a_deal_is_reproducible_from_seed_and_seat_policies():
    assert play(7).history == play(7).history


def test_easy_takes_an_offered_win():
    ai = EasyMahjong(random.Random(0))
    state = MahjongState.arrange([K("123456789m234p5p5p"), None, None, None])
    assert ai.choose(state.view(0), state.legal_actions(0)) == SelfDrawnWin()
    state = MahjongState.arrange([K("123456789s234m5p1m"), K("123456789m234p5p"), None, None])
    state.apply(0, Discard(min(t for t in state.hands[0] if t.kind == k("5p"))))
    assert ai.choose(state.view(1), state.legal_actions(1)) == ClaimWin()


def test_easy_discards_the_isolated_honor():
    ai = EasyMahjong(random.Random(0))
    state = MahjongState.arrange([K("123m456p789s2355sE"), None, None, None])
    action = ai.choose(state.view(0), state.legal_actions(0))
    assert isinstance(action, Discard) and action.tile.kind == k("E")


def test_easy_claims_only_when_the_claim_brings_the_hand_nearer():
    ai = EasyMahjong(random.Random(0))
    # Seat 2 holds a pair of 9s among scattered tiles: punging 9s helps.
    state = MahjongState.arrange([K("123456789m234p9sE"), None, K("99s147m258p369sEW"), None])
    state.apply(0, Discard(min(t for t in state.hands[0] if t.kind == k("9s"))))
    assert ai.choose(state.view(2), state.legal_actions(2)) == Pung()
    # A ready concealed hand (seven pairs) is not broken up by a pung that brings no progress.
    state = MahjongState.arrange([K("123456789m234p9sE"), None, K("1155m2299p33s99sE"), None])
    state.apply(0, Discard(min(t for t in state.hands[0] if t.kind == k("9s"))))
    assert Pung() in state.legal_actions(2)
    assert ai.choose(state.view(2), state.legal_actions(2)) == Pass()


def test_registry_entry():
    assert INFO.id == "mahjong" and INFO.players == 4 and INFO.cards == 144 and INFO.playable
    assert INFO.policy_names() == ["random", "easy", "hard", "expert"]
    state = INFO.new_deal(3)
    assert isinstance(state, MahjongState) and state.seed == 3
    seat = state.pending()[0]
    action = state.legal_actions(seat)[0]
    assert INFO.action_from_json(action.to_json()) == action
    assert action_from_json({"type": "pass"}) == Pass()


def test_unseen_counts_come_from_the_view_alone():
    from engine.mahjong.hand import SetKind
    from engine.mahjong.knowledge import unseen_counts

    # Seat 2 holds a concealed kong of East, seat 3 shows a pung of 9p; seat 0 discards 5s.
    state = MahjongState.arrange([K("123456789m234p9s5s"), K("99s"), None, None],
                                 melds=[(), (), [(SetKind.KONG, k("E"), True)], [(SetKind.PUNG, k("9p"), False)]])
    state.apply(0, Discard(min(t for t in state.hands[0] if t.kind == k("5s"))))
    unseen = unseen_counts(state.view(1))
    assert unseen[k("9s")] == 2, "seat 0's 9s is hidden from seat 1"
    assert unseen[k("5s")] == 3 and unseen[k("9p")] == 1
    assert unseen[k("E")] == 4, "a concealed kong shows nothing"
    assert unseen_counts(state.view(2))[k("E")] == 0


# -- the hard AI ---------------------------------------------------------------------------

def test_hard_ai_plays_legal_reproducible_deals_and_wins_only_at_eight():
    wins = 0
    for seed in (11, 12, 13):
        state = play(seed, ("hard", "easy", "hard", "easy"))
        assert state.history == play(seed, ("hard", "easy", "hard", "easy")).history
        if state.outcome.termination == Termination.WIN:
            wins += 1
            assert state.outcome.detail["total_without_flowers"] >= 8
    assert wins, "three deals with two hard players should see a win"


def test_hard_takes_an_offered_win():
    ai = HardMahjong(random.Random(0))
    state = MahjongState.arrange([K("123456789m234p5p5p"), None, None, None])
    assert ai.choose(state.view(0), state.legal_actions(0)) == SelfDrawnWin()
    state = MahjongState.arrange([K("123456789s234m5p1m"), K("123456789m234p5p"), None, None])
    state.apply(0, Discard(min(t for t in state.hands[0] if t.kind == k("5p"))))
    assert ai.choose(state.view(1), state.legal_actions(1)) == ClaimWin()


def test_a_ready_hand_counts_only_the_waits_worth_eight_points():
    from engine.mahjong.plans import Seat, appraise, counts_of, plausible_targets

    counts = counts_of(K("234m234p23s678s55m"))
    seat = Seat(seat_wind=0, prevalent_wind=0, unseen=tuple(4 - c for c in counts))
    prospect = appraise((), counts, seat, plausible_targets((), counts, seat))
    # 4s makes Mixed Triple Chow (8 and more); 1s leaves a hand of a few points, which is no win.
    assert prospect.distance == 0 and prospect.outs == 4


def test_hard_declines_a_pung_that_wrecks_its_concealed_plan():
    # Five pairs: Seven Pairs (24 points) is one tile away. Punging 8p makes a ready hand
    # (easy takes it), but that hand has no wait worth 8 points; hard keeps the concealed plan.
    state = MahjongState.arrange([K("123456789m234p8pE"), None, K("223344m66p88p56sW"), None])
    state.apply(0, Discard(min(t for t in state.hands[0] if t.kind == k("8p"))))
    assert EasyMahjong(random.Random(0)).choose(state.view(2), state.legal_actions(2)) == Pung()
    assert HardMahjong(random.Random(0)).choose(state.view(2), state.legal_actions(2)) == Pass()


def test_hard_claims_when_the_claim_brings_an_eight_point_win_nearer():
    # Seat 1 holds 234m 234p 3s 4s and scattered tiles: chowing 2s from seat 0 completes a
    # Mixed Triple Chow, which is worth the exposure.
    state = MahjongState.arrange([K("123456789m234p2sE"), K("234m234p34s58p1sEW"), None, None])
    state.apply(0, Discard(min(t for t in state.hands[0] if t.kind == k("2s"))))
    choice = HardMahjong(random.Random(0)).choose(state.view(1), state.legal_actions(1))
    assert choice == Chow(k("2s"))


def test_hard_throws_a_safe_tile_against_a_visible_threat():
    from engine.mahjong.hand import SetKind

    # A hand far from any win. Seat 1 has discarded a 5m; with three pungs down it may be ready.
    hand = K("45m26p8p3s7s9sESWP1m")
    calm = MahjongState.arrange([hand, None, None, None], rivers=((), K("5m"), (), ()))
    ai = HardMahjong(random.Random(0))
    attack = ai.choose(calm.view(0), calm.legal_actions(0))
    assert attack.tile.kind != k("5m"), "without a threat the 5m is worth keeping"
    pungs = [(SetKind.PUNG, k(t), False) for t in ("1s", "9m", "N")]
    threatened = MahjongState.arrange([hand, None, None, None], melds=[(), pungs, (), ()],
                                      rivers=((), K("5m"), (), ()))
    defence = ai.choose(threatened.view(0), threatened.legal_actions(0))
    assert isinstance(defence, Discard) and defence.tile.kind == k("5m")


def test_plan_distances_count_declared_sets_and_rule_out_what_is_gone():
    from engine.mahjong.hand import Meld, SetKind
    from engine.mahjong.plans import counts_of
    from engine.mahjong.targets import FAR, TARGETS, distance

    plan = {t.name: t for t in TARGETS}
    straight, flush = plan["pure_straight_0"], plan["full_flush_0"]
    everything = (4,) * 34
    # Ready for a Pure Straight, whether the 456m is in the hand or declared.
    assert distance(straight, (), counts_of(K("123456789m55p23s")), everything) == 0
    chow = (Meld(SetKind.CHOW, k("5m")),)
    assert distance(straight, chow, counts_of(K("123789m55p23s")), everything) == 0
    # One tile short; and out of reach once every other copy of that tile is in sight.
    counts = counts_of(K("12345678m55p23sE"))
    assert distance(straight, (), counts, everything) == 1
    gone = tuple(0 if kind == k("9m") else 4 for kind in range(34))
    assert distance(straight, (), counts, gone) == FAR
    # A flush cannot hold a declared set of another suit.
    pung = (Meld(SetKind.PUNG, k("5p")),)
    assert distance(flush, pung, counts_of(K("1234567899m")), everything) == FAR
    # Two tiles of another suit must both go, though the flush tiles alone are one from ready.
    assert distance(flush, (), counts_of(K("12345678999m5p5p")), everything) == 2


def test_knitted_straight_plan_allows_one_declared_set_and_no_more():
    from engine.mahjong.hand import Meld, SetKind
    from engine.mahjong.plans import counts_of
    from engine.mahjong.targets import FAR, TARGETS, distance

    # R9: the nine knitted tiles stay concealed; the hand's one other set may be declared.
    knitted = next(t for t in TARGETS if set(t.tiles) == set(K("147m258s369p")))
    everything = (4,) * 34
    assert distance(knitted, (), counts_of(K("147m258s369pEEEN")), everything) == 0
    east = Meld(SetKind.PUNG, k("E"))
    assert distance(knitted, (east,), counts_of(K("147m258s369pN")), everything) == 0
    assert distance(knitted, (east,), counts_of(K("147m258s36pNW")), everything) == 1
    chow = Meld(SetKind.CHOW, k("5p"))
    assert distance(knitted, (chow,), counts_of(K("147m258s36pNW")), everything) == 1
    # A second declared set leaves room for only seven concealed tiles: no knitted straight.
    south = Meld(SetKind.PUNG, k("S"))
    assert distance(knitted, (east, south), counts_of(K("147m258s3p")), everything) == FAR
    assert distance(knitted, (east, chow), counts_of(K("147m258s3p")), everything) == FAR
