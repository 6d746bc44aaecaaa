"""Durak's search machinery: worlds resampled from a view agree with everything the view shows,
the fast playout plays exactly the easy AI's game, and the expert decides from its view alone."""

import dataclasses
import random

from engine.core import registry
from engine.durak.ai_easy import habitual_choice
from engine.durak.ai_expert import ExpertDurak
from engine.durak.playout import habitual_move, play_out
from engine.durak.rules import DurakState
from tests.engine.expert_positions import assert_decides_from_its_view_alone, hands_or_stock_moved
from tests.engine.test_durak_fair_play import mid_deal, reshuffle_hidden

INFO = registry.get("durak")


def table_facts(state: DurakState) -> tuple:
    """Everything the rules keep about a deal, the log aside."""
    return (state.hands, state.stock, state.trump_card, state.discard, state.table, state.attacker,
            state.taking, state.bout_limit, state.known, state.outcome)


def without_log(view):
    return dataclasses.replace(view, events=())


def positions(deals: int, rng: random.Random):
    """Every decision of `deals` seeded deals between easy and random play."""
    for seed in range(deals):
        state = DurakState.new(seed)
        players = [INFO.seat_policy("easy", seed, 0), INFO.seat_policy("random", seed, 1)]
        while not state.is_over:
            (seat,) = state.pending()
            yield state, seat
            state.apply(seat, players[seat].choose(state.view(seat), state.legal_actions(seat)))


def test_a_resampled_world_shows_the_seat_exactly_its_view_and_deals_the_rest_anew():
    rng = random.Random(5)
    checked = hidden_moved = 0
    for state, seat in positions(40, rng):
        view = state.view(seat)
        world = DurakState.resample(view, rng)
        assert not world.record_events and not world.events
        assert without_log(world.view(seat)) == without_log(view)
        assert world.legal_actions(seat) == state.legal_actions(seat)
        assert sorted(world.all_cards()) == sorted(state.all_cards())
        assert world.stock[:1] == state.stock[:1]  # the face-up trump stays last to be drawn
        hidden_moved += world.hands[1 - seat] != state.hands[1 - seat] or world.stock != state.stock
        checked += 1
    assert checked > 2000
    assert hidden_moved > checked // 2


def test_the_fast_playout_plays_the_easy_ai_s_game_move_for_move():
    for seed in range(60):
        slow = DurakState.new(seed)
        fast = slow.clone(record_events=False)
        whole = slow.clone(record_events=False)
        while not slow.is_over:
            (seat,) = slow.pending()
            view = slow.view(seat)
            move = habitual_choice(view.hand, len(view.table), view.trump, view.stock_size, slow.legal_actions(seat))
            assert habitual_move(fast, seat) == move
            slow.apply(seat, move)
            fast._perform(seat, move)
            assert table_facts(fast) == table_facts(slow)
        assert not fast.events and slow.events
        durak = play_out(whole)
        assert table_facts(whole) == table_facts(slow)
        assert durak == slow.outcome.detail["durak"]


def test_the_expert_decides_from_its_view_alone():
    assert_decides_from_its_view_alone(lambda rng: ExpertDurak(rng, iterations=60), mid_deal, reshuffle_hidden,
                                       range(40), 12, hidden_moved=hands_or_stock_moved,
                                       usable=lambda state: bool(state.stock))



def test_at_a_first_lead_the_expert_keeps_the_low_plain_card_over_a_close_search():
    """Seen as a hint: with 7♠ J♦ K♦ and three trumps (hearts), the expert said "lead the 8♥";
    700 iterations over close moves chose by the luck of the worlds (a trump in 6 seeds of 40,
    the low plain card in 12). The habit (lead low, keep trumps) stands unless the search
    finds a move clearly better, so it is the most frequent lead over seeds, and trumps rare."""
    from collections import Counter

    from engine.durak.actions import Attack

    state = DurakState.new(840503773)  # the deal the hint was seen in
    view = state.view(0)
    legal = state.legal_actions(0)
    assert sorted(str(card) for card in view.hand) == sorted(["7H", "7S", "8H", "JD", "JH", "KD"])
    habit = habitual_choice(view.hand, 0, view.trump, view.stock_size, legal)
    assert habit == Attack(next(card for card in view.hand if str(card) == "7S"))
    leads = Counter(ExpertDurak(random.Random(seed)).choose(view, legal) for seed in range(20))
    assert leads.most_common(1)[0][0] == habit
    assert sum(n for action, n in leads.items() if action.card.suit == view.trump) <= 3
