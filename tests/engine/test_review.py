"""The review of a finished deal, and the replay cursor, at engine speed.

Oracles: a position is the record's prefix played again through the rules (`prefix(i).replay()`),
and the AI's choice there is the level's policy made afresh from the registry with the decision's
generator — not the review's own path through DecisionRequest.
"""

from __future__ import annotations

import random

import pytest

from engine.core import registry
from engine.core.record import AUTO, DealRecord
from engine.core.replay_cursor import ReplayCursor
from engine.core.review import decision_indices, review, strongest_level
from engine.core.session import DealSession
from engine.mahjong.actions import Pass as MahjongPass
from engine.sisepai.actions import Pass as SisepaiPass

GAMES = ("durak", "sisepai", "mahjong", "kowah")
LONE = {"sisepai": SisepaiPass(), "mahjong": MahjongPass()}


def finished(game, seed, choose=None) -> DealRecord:
    """A deal played to its end: easy AIs, the player at random (or by `choose(session)`)."""
    session = DealSession.new(game, seed, "easy", lone_answer=LONE.get(game))
    rng = random.Random(seed)
    while not session.is_over:
        session.run_ais()
        if session.human_to_act:
            legal = session.legal()
            session.play(choose(session) if choose else legal[rng.randrange(len(legal))])
    return session.record


def oracle_choice(record, index, level):
    state = record.prefix(index).replay()
    seat = record.actions[index][0]
    policy = registry.get(record.game).decision_policy(level, record.seed, seat, index)
    return policy.choose(state.view(seat), list(state.legal_actions(seat)))


@pytest.mark.parametrize("game", GAMES)
def test_review_compares_every_decision_of_the_player_and_skips_automatic_answers(game):
    record = finished(game, 11)
    result = review(record, "easy")
    # A decision: the player's own action, not automatic, where the rules allowed another.
    mine = [index for index, (seat, _) in enumerate(record.actions) if seat == 0 and not record.marked(index, AUTO)
            and len(record.prefix(index).replay().legal_actions(0)) > 1]
    assert [decision.index for decision in result.decisions] == mine
    assert result.finished and result.total == len(mine) > 0
    for decision in result.decisions:
        before = record.prefix(decision.index).replay()
        assert decision.view == before.view(0)
        assert decision.legal == tuple(before.legal_actions(0))
        assert decision.played == record.actions[decision.index][1]
        assert decision.suggested == oracle_choice(record, decision.index, "easy")
        assert decision.agreed == (decision.played == decision.suggested)
    assert result.agreed == sum(d.played == d.suggested for d in result.decisions)


def test_automatic_answers_are_there_to_skip():
    # MCR's lone passes are plenty: the skip above is tested on real ones.
    record = finished("mahjong", 11)
    assert any(record.marked(index, AUTO) for index in range(len(record.actions)))
    assert len(decision_indices(record)) < sum(seat == 0 for seat, _ in record.actions)


def test_a_move_the_rules_force_is_no_decision():
    # Kowah: every player's first turn must draw from the stock (R9), so the player's first
    # action is forced, and counting it would add an agreement the player never chose.
    record = finished("kowah", 11)
    first = next(index for index, (seat, _) in enumerate(record.actions) if seat == 0)
    assert len(record.prefix(first).replay().legal_actions(0)) == 1
    assert first not in decision_indices(record)
    assert first not in [decision.index for decision in review(record, "easy").decisions]


@pytest.mark.parametrize("game", GAMES)
def test_a_player_who_plays_as_the_ai_agrees_everywhere_and_a_random_one_does_not(game):
    as_ai = finished(game, 5, choose=lambda session: session.request_for(0, "easy").run())
    result = review(as_ai, "easy")
    assert result.agreed == result.total == len(result.decisions) > 0
    differences = sum(len(review(finished(game, seed), "easy").differences()) for seed in (1, 2))
    assert differences > 0


def test_the_strongest_level_reviews_by_default_and_a_cancel_stops_with_what_was_done():
    record = finished("durak", 3)
    seen = []

    def progress(done, total):
        seen.append((done, total))

    result = review(record, progress=progress, cancelled=lambda: len(seen) > 2)
    assert result.level == strongest_level("durak") == registry.get("durak").policy_names()[-1]
    assert not result.finished
    assert len(result.decisions) == 2 < result.total
    assert seen == [(0, result.total), (1, result.total), (2, result.total)]
    first = result.decisions[0]
    assert first.suggested == oracle_choice(record, first.index, result.level)


def test_a_cancel_during_a_search_reaches_the_search_through_its_limits():
    # A deal whose first decision is a real choice, so the expert searches it.
    record = next(record for record in (finished("durak", seed) for seed in range(40))
                  if len(record.prefix(decision_indices(record)[0]).replay().legal_actions(0)) > 1)
    asked = []

    def cancelled():
        asked.append(1)
        return len(asked) > 2  # false before the first search, then true inside it

    result = review(record, "expert", cancelled=cancelled)
    assert result.decisions == () and not result.finished
    assert len(asked) > 2  # the search itself asked, through Limits.should_stop


# -- the replay cursor ----------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_the_cursor_shows_each_position_as_the_rules_reach_it(game):
    record = finished(game, 7)
    cursor = ReplayCursor(record)
    assert cursor.length == len(record.actions) + 1 and cursor.at_start
    final = record.replay()
    assert cursor.final.outcome == final.outcome and cursor.final.events == final.events
    for index in range(0, cursor.length, max(1, cursor.length // 25)):
        cursor.jump(index)
        state = record.prefix(index).replay()
        assert cursor.events() == tuple(state.events)
        assert cursor.events(everything=False) == state.events_seen_by(0)
        assert cursor.state().history == state.history
        assert cursor.action_at() == (record.actions[index] if index < len(record.actions) else None)
    cursor.to_end()
    assert cursor.at_end and cursor.events() == tuple(final.events)
    assert cursor.action_at() is None


def test_the_cursor_steps_and_stops_at_both_ends():
    cursor = ReplayCursor(finished("durak", 4))
    assert not cursor.back() and cursor.index == 0
    assert cursor.forward() and cursor.index == 1
    assert cursor.back() and cursor.at_start
    assert cursor.jump(10_000) and cursor.at_end and cursor.index == cursor.last
    assert not cursor.forward() and cursor.index == cursor.last
    assert cursor.jump(-5) and cursor.at_start
    assert not cursor.jump(0)


@pytest.mark.parametrize("everything", [True, False])
def test_a_log_row_jumps_to_the_first_position_that_shows_it(everything):
    cursor = ReplayCursor(finished("sisepai", 9))
    rows = len(cursor.events(everything, cursor.last))
    for row in range(0, rows, 7):
        position = cursor.position_of_event(row, everything)
        assert len(cursor.events(everything, position)) > row
        if position > 0:
            assert len(cursor.events(everything, position - 1)) <= row


def test_the_cursor_state_is_a_copy_of_its_own():
    cursor = ReplayCursor(finished("durak", 4))
    cursor.jump(3)
    state = cursor.state()
    seat = state.pending()[0]
    state.apply(seat, state.legal_actions(seat)[0])
    assert cursor.state().history == list(cursor.record.actions[:3])
    assert len(cursor.final.history) == len(cursor.record.actions)
