"""Kowah's search machinery: resampled worlds agree with the view (a declared hand stays ready),
the playout's measures answer as the plans do, fast mode plays the same deals, and the expert
decides from its view alone."""

import dataclasses
import random

from engine.core.rng import make_rng
from engine.kowah.actions import Declare, Discard, Draw, Pass, Take
from engine.kowah.ai_expert import ExpertKowah, KowahPlaybook
from engine.kowah.ai_hard import HardKowah
from engine.kowah.cards import FULL_PACK
from engine.kowah.game import INFO
from engine.kowah.hands import waiting_pairs
from engine.kowah.plans import shortfall as plans_shortfall
from engine.kowah.playout import _spare, habit, play_out, shortfall
from engine.kowah.positions import position
from engine.kowah.rules import DECLARE, DISCARD, KowahState
from tests.engine.expert_positions import assert_decides_from_its_view_alone, hands_or_stock_moved
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
    assert_decides_from_its_view_alone(lambda rng: ExpertKowah(rng, iterations=30), mid_deal, reshuffle_hidden,
                                       range(60), 10, hidden_moved=hands_or_stock_moved)


def expert(iterations=60):
    return ExpertKowah(random.Random(5), iterations=iterations)


PLAIN = "1C 3S 4M 6C 8S 9M OT RF"
PLAIN2 = "1S 3M 4C 6S 8M 9C WF RF"
LONG_STOCK = ("1C 1C 1C 3C 3C 3C 4M 4M 4M 6C 6C 6C 8S 8S 8S "
              "1S 1S 3M 3M 6S 6S 8M 8M 2M 2M 2S 2S 4S 4S 9S")


def test_the_expert_passes_on_a_dead_wait():
    # Both other 2C are discarded: a declared hand waiting on the 2C could never win (R4) and
    # would be locked for nothing, so the search must not talk it into declaring.
    state = position(["5C 5S 5M 7C 7S 7M 2C 2C", PLAIN, PLAIN2], "WF " + LONG_STOCK, discards="2C 2C")
    state.apply(0, Draw())
    state.apply(0, Discard(next(c for c in state.hands[0] if c.face == "WF")))
    assert state.phase == DECLARE
    assert expert().choose(state.view(0), state.legal_actions(0)) == Pass()


def test_the_expert_declares_a_live_wait_on_the_pair_with_more_outs():
    # 2-2-1 on fives (R3): the third 5C is discarded, so only the 5S wait has two live outs.
    state = position(["5C 5C 5S 5S 5M 7C 7S 7M", PLAIN, PLAIN2], "WF " + LONG_STOCK, discards="5C")
    state.apply(0, Draw())
    state.apply(0, Discard(next(c for c in state.hands[0] if c.face == "WF")))
    assert expert().choose(state.view(0), state.legal_actions(0)) == Declare("5S")


def test_the_expert_never_feeds_a_declared_pair_while_it_has_another_card():
    # Seat 1 waits on the 2C: discarding seat 0's useless 2C would hand it the deal at once (§3).
    state = position(["2C 3S 4M 6C 8S 9M OT RF", "5C 5S 5M 7C 7S 7M 2C 2C", PLAIN2], "3C " + LONG_STOCK,
                     declared=(None, "2C", None))
    state.apply(0, Draw())
    choice = expert().choose(state.view(0), state.legal_actions(0))
    assert isinstance(choice, Discard) and choice.card.face != "2C"


def test_the_expert_keeps_a_ready_hand_ready():
    # Nine cards: two triples, the 2C pair and a stray 9S. Only shedding the 9S leaves a hand it
    # may declare (§3); any other discard breaks a triple or the pair.
    state = position(["5C 5S 5M 7C 7S 7M 2C 2C", PLAIN, PLAIN2], "9S " + LONG_STOCK)
    state.apply(0, Draw())
    assert expert().choose(state.view(0), state.legal_actions(0)).card.face == "9S"


def test_after_a_take_the_playbook_lets_the_habit_discard_when_its_card_is_the_taken_one():
    # The follow-up discard after taking is worked out once, by faces. A later take in a playout
    # can leave the same faces with the taken card the only copy of that face: R7 keeps it in
    # hand, so the playbook must let the habit choose (it used to raise StopIteration, which
    # ended two deals of an arena run, seed 2027).
    start = position(["5C 5S 5M 7C 7C 9S 2M OT", PLAIN, PLAIN2], LONG_STOCK, discards="9C", turn=0)
    view = start.view(0)
    playbook = KowahPlaybook(view, [Draw(), Take()])
    ((faces, follow_up),) = playbook.follow_up.items()
    assert list(faces).count(follow_up) == 1
    later = KowahState.arrange([[*start.hands[0], start.discards[-1]], start.hands[1], start.hands[2]],
                               phase=DISCARD, record_events=False,
                               taken=next(card for card in [*start.hands[0], start.discards[-1]]
                                          if card.face == follow_up))
    legal = later.legal_actions(0)
    assert all(action.card.face != follow_up for action in legal)
    action = playbook.move(later, 0, legal, random.Random(1))
    assert action in legal


def test_the_expert_discards_as_the_hard_ai_measures():
    """Which card goes is the hard AI's choice, unsearched (searched, the discards went worse):
    the expert makes the hard AI it consults from the first draw of its own dice."""
    rng = random.Random("discards")
    weighed = 0
    for seed in range(200):
        state = mid_deal(seed, rng)
        if state.is_over or state.phase != DISCARD:
            continue
        (seat,) = state.pending()
        legal = state.legal_actions(seat)
        view = state.view(seat)
        hard = HardKowah(random.Random(make_rng("discards", seed).getrandbits(64))).choose(view, legal)
        choice = ExpertKowah(make_rng("discards", seed), iterations=30).choose(view, legal)
        assert choice == hard
        weighed += 1
        if weighed == 40:
            break
    assert weighed == 40
