"""Kowah's search machinery: resampled worlds agree with the view (a declared hand stays ready),
the playout's measures answer as the plans do, fast mode plays the same deals, and the expert
decides from its view alone."""

import dataclasses
import random

from engine.core.rng import make_rng
from engine.kowah.ai_expert import ExpertKowah
from engine.kowah.cards import FULL_PACK
from engine.kowah.game import INFO
from engine.kowah.hands import waiting_pairs
from engine.kowah.plans import shortfall as plans_shortfall
from engine.kowah.playout import _spare, habit, play_out, shortfall
from engine.kowah.rules import KowahState
from tests.engine.test_kowah_fair_play import mid_deal, reshuffle_hidden


def table_facts(state: KowahState) -> tuple:
    return (state.hands, state.stock, state.discards, state.turn, state.phase, state.taken, state.has_played,
            state.declared, state.exposed, state.known, state.outcome)


def without_log(view):
    return dataclasses.replace(view, events=())


def test_a_resampled_world_shows_the_seat_exactly_its_view_and_deals_the_rest_anew():
    rng = random.Random(6)
    checked = moved = declared = ready = 0
    for seed in range(40):
        state = KowahState.new(seed)
        players = [INFO.seat_policy("hard", seed, seat) for seat in range(3)]
        while not state.is_over:
            (seat,) = state.pending()
            view = state.view(seat)
            world = KowahState.resample(view, rng)
            assert not world.record_events
            assert without_log(world.view(seat)) == without_log(view)
            assert world.legal_actions(seat) == state.legal_actions(seat)
            assert sorted(world.all_cards()) == sorted(state.all_cards())
            moved += world.hands != state.hands or world.stock != state.stock
            for other, face in enumerate(view.declared):
                if other != seat and face is not None:
                    declared += 1
                    ready += face in waiting_pairs(world.hands[other])
            checked += 1
            state.apply(seat, players[seat].choose(view, state.legal_actions(seat)))
    assert checked > 2000
    assert moved > checked * 0.9
    assert declared > 500 and ready >= declared * 0.99  # rarely two declared hands want one card


def test_the_playout_measures_answer_as_the_plans_do():
    rng = random.Random(9)
    for _ in range(2000):
        faces = [card.face for card in rng.sample(FULL_PACK, rng.choice([7, 8, 9]))]
        assert shortfall(faces) == plans_shortfall(faces)
        if len(faces) == 9:
            spare = _spare(faces, list(range(9)), rng)
            best = min(plans_shortfall(faces[:i] + faces[i + 1:]) for i in range(9))
            assert plans_shortfall(faces[:spare] + faces[spare + 1:]) == best


def test_fast_mode_plays_the_same_deals_to_the_same_end():
    for seed in range(30):
        slow = KowahState.new(seed)
        fast = slow.clone(record_events=False)
        whole = slow.clone(record_events=False)
        slow_rng, fast_rng = random.Random(seed), random.Random(seed)
        while not slow.is_over:
            (seat,) = slow.pending()
            move = habit(slow, seat, slow.legal_actions(seat), slow_rng)
            assert habit(fast, seat, fast.legal_actions(seat), fast_rng) == move
            slow.apply(seat, move)
            fast._perform(seat, move)
            assert table_facts(fast) == table_facts(slow)
        assert not fast.events and slow.events
        rewards = play_out(whole, random.Random(seed))
        assert table_facts(whole) == table_facts(slow)
        assert rewards == [1.0 if s in slow.outcome.winners else 0.0 for s in range(3)]


def test_the_expert_decides_from_its_view_alone():
    rng = random.Random("expert")
    searched = 0
    for seed in range(60):
        state = mid_deal(seed, rng)
        if state.is_over:
            continue
        (seat,) = state.pending()
        legal = state.legal_actions(seat)
        if len(legal) < 2:
            continue
        alt = reshuffle_hidden(state, seat, rng)
        assert alt.hands != state.hands or alt.stock != state.stock
        first = ExpertKowah(make_rng("fair", seed), iterations=30).choose(state.view(seat), legal)
        second = ExpertKowah(make_rng("fair", seed), iterations=30).choose(alt.view(seat), legal)
        assert first == second
        searched += 1
        if searched == 10:
            break
    assert searched == 10
