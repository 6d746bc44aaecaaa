"""MCR's search machinery: resampled worlds agree with the view, the suit-wise shanten after each
discard is the whole-hand figure, fast mode plays the same deals, and the expert decides from
its view alone."""

import dataclasses
import random

from engine.core.rng import make_rng
from engine.mahjong.actions import ConcealedKong
from engine.mahjong.ai_expert import ExpertMahjong, move_key
from engine.mahjong.deal import MahjongState
from engine.mahjong.game import INFO
from engine.mahjong.playout import Evaluation, habit, play_out
from engine.mahjong.plans import Seat
from engine.mahjong.shanten import regular_after_discards, regular_shanten
from engine.mahjong.tiles import KINDS
from tests.engine.expert_positions import assert_decides_from_its_view_alone, positions_with_a_choice
from tests.engine.test_mahjong_fair_play import mid_deal, reshuffle_hidden


def table_facts(state: MahjongState) -> tuple:
    return (list(state.wall), state.hands, state.melds, state.flowers, state.rivers, state.phase, state.turn,
            state.drawn, state.replacement, state.claimed, state.public, state.legal, state.answers, state.to_act,
            state.outcome)


def without_log(view):
    return dataclasses.replace(view, events=())


def test_a_resampled_world_shows_the_seat_exactly_its_view_and_deals_the_rest_anew():
    rng = random.Random(8)
    checked = moved = kongs = 0
    for seed in range(10):
        state = MahjongState.new(seed)
        players = [INFO.seat_policy("easy", seed, seat) for seat in range(4)]
        while not state.is_over:
            for seat in state.pending():  # every seat still to answer, answers already given or not
                view = state.view(seat)
                world = MahjongState.resample(view, rng)
                assert not world.record_events
                assert without_log(world.view(seat)) == without_log(view)
                assert world.legal_actions(seat) == state.legal_actions(seat)
                assert sorted(world.all_tiles()) == sorted(state.all_tiles())
                assert not any(tile.is_flower for hand in world.hands for tile in hand)
                moved += world.hands != state.hands
                kongs += any(m.meld is None for melds in view.melds for m in melds)
                checked += 1
            seat = state.pending()[0]
            state.apply(seat, players[seat].choose(state.view(seat), state.legal_actions(seat)))
    assert checked > 2000
    assert moved > checked * 0.9


def test_another_seat_s_concealed_kong_is_four_copies_of_a_kind_never_in_sight():
    state = MahjongState.arrange([[0, 0, 0, 0, 9, 10, 11, 18, 19, 20, 27, 27, 31, 31], None, None, None])
    state.apply(0, ConcealedKong(0))  # four Characters 1
    view = state.view(1)
    assert view.melds[0][0].meld is None
    seen = {t.kind for t in view.hand} | {t.kind for river in view.rivers for t in river}
    for seed in range(50):
        world = MahjongState.resample(view, random.Random(seed))
        kong = world.melds[0][0]
        assert kong.meld.concealed and len({t.kind for t in kong.tiles}) == 1 and len(kong.tiles) == 4
        assert kong.meld.tile not in seen


def test_shanten_after_each_discard_is_the_whole_hand_s():
    rng = random.Random(4)
    wall = [kind for kind in range(KINDS) for _ in range(4)]
    for _ in range(300):
        sets_needed = rng.choice([4, 3, 2])
        kinds = rng.sample(wall, 3 * sets_needed + 2)
        counts = [kinds.count(k) for k in range(KINDS)]
        after = regular_after_discards(counts, sets_needed)
        assert set(after) == {k for k in range(KINDS) if counts[k]}
        for kind, shanten in after.items():
            rest = list(counts)
            rest[kind] -= 1
            assert shanten == regular_shanten(rest, sets_needed)


def test_fast_mode_plays_the_same_deals_to_the_same_end():
    for seed in range(6):
        slow = MahjongState.new(seed)
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
        view = whole.view(0)
        evaluation = Evaluation(0, Seat(view.seat_winds[0], 0, (4,) * KINDS), (), [0] * KINDS)
        rewards = play_out(whole, random.Random(seed), evaluation, horizon=10**6)
        assert table_facts(whole) == table_facts(slow)
        payments = slow.outcome.detail["payments"]
        assert [r > 0.5 for r in rewards] == [p > 0 for p in payments]


def choices_to_weigh(rng: random.Random, seeds: range):
    return positions_with_a_choice(mid_deal, rng, seeds, move_key=move_key)


def test_the_expert_decides_from_its_view_alone():
    assert_decides_from_its_view_alone(lambda rng: ExpertMahjong(rng, iterations=25), mid_deal, reshuffle_hidden,
                                       range(60), 8, move_key=move_key)


def test_the_expert_s_playouts_begin_right_after_the_move_it_weighs(monkeypatch):
    """The scored horizon (`playout.HORIZON` discards) counts from the decision: when a
    playout begins, at most the move weighed has reached a river."""
    import engine.mahjong.ai_expert as expert

    starts = []

    def recording(state, rng, evaluation, **options):
        starts.append(sum(len(river) for river in state.rivers))
        return play_out(state, rng, evaluation, **options)

    monkeypatch.setattr(expert, "play_out", recording)
    searched = 0
    for seed, state, seat, legal in choices_to_weigh(random.Random("horizon"), range(60)):
        starts.clear()
        ExpertMahjong(make_rng("horizon", seed), iterations=20).choose(state.view(seat), legal)
        if not starts:
            continue  # a win, taken unsearched
        river = sum(len(river) for river in state.rivers)
        assert all(river <= start <= river + 1 for start in starts)
        searched += 1
        if searched == 6:
            break
    assert searched == 6
