"""The `easy` MCR AI and the game's registry entry: legal, sensible, reproducible play."""

import random

import pytest

from engine.core.state import Termination
from engine.mahjong.actions import ClaimWin, Discard, Pass, Pung, SelfDrawnWin, action_from_json
from engine.mahjong.ai_easy import EasyMahjong
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
    assert INFO.policy_names() == ["random", "easy"]
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
