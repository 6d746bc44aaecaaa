"""Sì Sè Pái's search machinery: resampled worlds agree with the view, the part-wise hand
questions answer as whole-hand solving does, fast mode plays the same deals, and the expert
decides from its view alone."""

import dataclasses
import random

from engine.core.rng import make_rng
from engine.sisepai.ai_easy import EasySisepai
from engine.sisepai.ai_expert import ExpertSisepai, move_key
from engine.sisepai.cards import CHESS_FACES, COPIES, FACES, FULL_PACK, face_counts
from engine.sisepai.melds import helpful_faces, solve, winning_faces
from engine.sisepai.playout import habit, play_out
from engine.sisepai.rules import SisepaiState
from tests.engine.expert_positions import assert_decides_from_its_view_alone, positions_with_a_choice
from tests.engine.test_sisepai_fair_play import mid_deal, reshuffle_hidden
from tests.engine.test_sisepai_melds import build_winning_hand, oracle


def table_facts(state: SisepaiState) -> tuple:
    return (state.hands, state.exposed, state.stock, state.discards, state.phase, state.public, state.drawn,
            state.origin, state.turn, state.answers, state.legal, state.outcome)


def without_log(view):
    return dataclasses.replace(view, events=())


def test_a_resampled_world_shows_the_seat_exactly_its_view_and_deals_the_rest_anew():
    rng = random.Random(11)
    checked = moved = 0
    for seed in range(16):
        state = SisepaiState.new(seed)
        players = [EasySisepai(make_rng("resample", seed, seat)) for seat in range(4)]
        while not state.is_over:
            # Ask every seat still to answer, so windows with answers already given are met.
            for seat in state.pending():
                view = state.view(seat)
                world = SisepaiState.resample(view, rng)
                assert not world.record_events
                assert without_log(world.view(seat)) == without_log(view)
                assert world.legal_actions(seat) == state.legal_actions(seat)
                assert sorted(world.all_cards()) == sorted(state.all_cards())
                moved += world.hands != state.hands
                checked += 1
            seat = state.pending()[0]
            state.apply(seat, players[seat].choose(state.view(seat), state.legal_actions(seat)))
    assert checked > 2000
    assert moved > checked * 0.9


def test_part_wise_answers_match_solving_the_whole_hand():
    rng = random.Random(2)
    for _ in range(400):
        counts = face_counts(rng.sample(FULL_PACK, rng.choice([8, 14, 19, 20])))
        base = solve(tuple(counts)).uncovered
        expected = []
        for face in range(FACES):
            trial = list(counts)
            trial[face] += 1
            if solve(tuple(trial)).uncovered < base:
                expected.append(face)
        assert helpful_faces(counts) == expected
    for _ in range(150):
        cards = [card for meld in build_winning_hand(rng) for card in meld]
        cards.remove(rng.choice(cards))  # 20 cards that one card completes
        counts = face_counts(cards)
        expected = [face for face in range(FACES) if counts[face] < copies_of(face)
                    and oracle(tuple(c + (f == face) for f, c in enumerate(counts))) is not None]
        # A face whose every copy the hand holds cannot arrive (the oracle would take a fifth).
        assert [face for face in winning_faces(counts) if counts[face] < copies_of(face)] == expected
        assert expected


def copies_of(face: int) -> int:
    return 1 if face >= CHESS_FACES else COPIES


def test_fast_mode_plays_the_same_deals_to_the_same_end():
    for seed in range(12):
        slow = SisepaiState.new(seed)
        fast = slow.clone(record_events=False)
        whole = slow.clone(record_events=False)
        slow_rng, fast_rng = random.Random(seed), random.Random(seed)
        while not slow.is_over:
            seat = slow.pending()[0]
            move = habit(slow, seat, slow.legal_actions(seat), slow_rng)
            assert habit(fast, seat, fast.legal_actions(seat), fast_rng) == move
            slow.apply(seat, move)
            fast._perform(seat, move)
            assert table_facts(fast) == table_facts(slow)
        assert not fast.events and slow.events
        rewards = play_out(whole, random.Random(seed), horizon=10**6)
        assert table_facts(whole) == table_facts(slow)
        assert rewards == [1.0 if s in slow.outcome.winners else 0.0 for s in range(4)]


def choices_to_weigh(rng: random.Random, seeds: range):
    return positions_with_a_choice(mid_deal, rng, seeds, move_key=move_key, pick_seat=any_pending)


def any_pending(state, rng: random.Random) -> int:
    return rng.choice(state.pending())


def test_the_expert_decides_from_its_view_alone():
    assert_decides_from_its_view_alone(lambda rng: ExpertSisepai(rng, iterations=30), mid_deal, reshuffle_hidden,
                                       range(100), 8, move_key=move_key, pick_seat=any_pending)


def test_the_expert_s_playouts_begin_right_after_the_move_it_weighs(monkeypatch):
    """The scored horizon (`playout.HORIZON` draws) counts from the decision: between the move
    weighed and its playout no more than the one draw that move may bring."""
    import engine.sisepai.ai_expert as expert

    starts = []

    def recording(state, rng, **options):
        starts.append(len(state.stock))
        return play_out(state, rng, **options)

    monkeypatch.setattr(expert, "play_out", recording)
    searched = 0
    for seed, state, seat, legal in choices_to_weigh(random.Random("horizon"), range(60)):
        starts.clear()
        ExpertSisepai(make_rng("horizon", seed), iterations=24).choose(state.view(seat), legal)
        if not starts:
            continue  # a win, taken unsearched
        assert all(len(state.stock) - 1 <= start <= len(state.stock) for start in starts)
        searched += 1
        if searched == 6:
            break
    assert searched == 6
