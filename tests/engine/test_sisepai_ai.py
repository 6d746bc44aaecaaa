"""The AI levels: legal, reproducible, and with the habits and strength they promise."""

from engine.core.rng import make_rng
from engine.core.policy import RandomPolicy
from engine.sisepai.actions import Claim, Discard, Pass, Win
from engine.sisepai.ai_easy import EasySisepai
from engine.sisepai.ai_hard import HardSisepai
from engine.sisepai.cards import Card, parse_cards
from engine.sisepai.rules import SisepaiState

C = Card.parse
FACTORIES = {"random": RandomPolicy, "easy": EasySisepai, "hard": HardSisepai}


def play(seed, names):
    state = SisepaiState.new(seed)
    players = [FACTORIES[name](make_rng("ai-test", seed, seat)) for seat, name in enumerate(names)]
    choices = []
    while not state.is_over:
        for seat in state.pending():
            legal = state.legal_actions(seat)
            action = players[seat].choose(state.view(seat), legal)
            assert action in legal
            choices.append((seat, action))
            state.apply(seat, action)
    return state, choices


def test_policies_play_legal_reproducible_deals():
    for seed in range(4):
        first = play(seed, ["hard", "easy", "random", "hard"])
        second = play(seed, ["hard", "easy", "random", "hard"])
        assert first[1] == second[1] and first[0].outcome == second[0].outcome


def position(hands, stock, dealer=0):
    return SisepaiState.arrange([parse_cards(hand) for hand in hands], parse_cards(stock), dealer)


def test_both_levels_take_a_win():
    state = position(["WH2 RC1 RC2", "RS1", "WS1", "GS1"], "WH1 YC1")
    for policy in (EasySisepai, HardSisepai):
        assert policy(make_rng("t")).choose(state.view(0), state.legal_actions(0)) == Win()


def test_both_levels_claim_a_triple_that_lets_a_loose_card_go():
    state = position(["RS1", "RS2", "YC2 YC3 WA1 GH1 RC1 RC2", "GS1"], "YC1 WH1")
    for policy in (EasySisepai, HardSisepai):
        choice = policy(make_rng("t")).choose(state.view(2), state.legal_actions(2))
        assert isinstance(choice, Claim) and len(choice.cards) == 2


def test_both_levels_discard_a_lonely_card_not_a_pair():
    state = position(["RS1", "RS2", "YC2 YC3 WA1 RC1 RC2", "GS1"], "YC1 WH1")
    state.apply(2, Claim(tuple(parse_cards("YC2 YC3"))))
    for seat in state.pending():
        state.apply(seat, Pass())
    for policy in (EasySisepai, HardSisepai):
        assert policy(make_rng("t")).choose(state.view(2), state.legal_actions(2)) == Discard(C("WA1"))


def test_hard_wins_most_deals_against_random_players():
    wins = 0
    for seed in range(30):
        names = ["random"] * 4
        names[seed % 4] = "hard"
        state, _ = play(seed, names)
        wins += state.outcome.winners == (seed % 4,)
    assert wins >= 12  # about two in three at scale; the arena measures it over hundreds


def test_the_hint_suggests_a_legal_move_and_names_the_winning_cards():
    from engine.sisepai.hint import hint

    state = position(["RS1", "RS2", "YC2 YC3 WA1 RC1 RC2", "GS1"], "YC1 WH1")
    advice = hint(state.view(2), state.legal_actions(2))
    assert advice.action in state.legal_actions(2)
    assert advice.distance == 0 and C("WA2").face in advice.winning_faces
    assert hint(state.view(2), []).action is None
