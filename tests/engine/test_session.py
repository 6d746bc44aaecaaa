"""DealSession at engine speed: determinism, take-back, resume, marks, hints and claim windows.

The oracle for take-back and resume is the same deal played without interruption: its
positions are recorded as the player meets them, and a deal taken back (or resumed) must be in
exactly that position and then go on exactly as the uninterrupted one did.
"""

from __future__ import annotations

import json
import pickle
import random

import pytest

from engine.core import registry
from engine.core.record import AUTO, CUT_SHORT, HINTED, DealRecord
from engine.core.session import DealSession
from engine.core.state import IllegalAction
from engine.mahjong.actions import Pass as MahjongPass
from engine.sisepai.actions import Pass as SisepaiPass

GAMES = ("durak", "sisepai", "mahjong", "kowah")
LONE = {"sisepai": SisepaiPass(), "mahjong": MahjongPass()}


def snapshot(session):
    """Everything the position is: history, every seat's view and legal actions."""
    state = session.state
    seats = range(registry.get(session.game).players)
    return (tuple(state.history), tuple(state.view(seat) for seat in seats),
            tuple(tuple(state.legal_actions(seat)) for seat in seats) if not state.is_over else ())


def play_out(session, rng, decisions=None, choose=None):
    """Play to the end: AIs in this thread, the player at random (or by `choose`). Each
    decision's position and choice are appended to `decisions`."""
    while not session.is_over:
        session.run_ais()
        if session.human_to_act:
            legal = session.legal()
            action = choose(session) if choose else legal[rng.randrange(len(legal))]
            if decisions is not None:
                decisions.append((snapshot(session), action))
            session.play(action)
    return session


def new(game, seed, level="easy"):
    return DealSession.new(game, seed, level, lone_answer=LONE.get(game))


@pytest.mark.parametrize("game", GAMES)
def test_the_same_player_actions_bring_the_same_ai_answers(game):
    for seed in range(3):
        first = play_out(new(game, seed), random.Random(seed))
        record = first.record
        mine = iter([action for index, (seat, action) in enumerate(record.actions)
                     if seat == first.human and not record.marked(index, AUTO)])
        again = play_out(new(game, seed), None, choose=lambda session: next(mine))
        assert again.state.history == first.state.history
        assert again.record == first.record


def replay_decisions(game, seed, actions, count):
    """A new session of the deal with the player's first `count` decisions made as listed."""
    session = new(game, seed)
    made = iter(actions)
    for _ in range(count):
        session.run_ais()
        session.play(next(made))
    session.run_ais()
    return session


@pytest.mark.parametrize("game", GAMES)
def test_take_back_returns_to_the_decision_and_the_same_move_continues_the_same_deal(game):
    for seed in range(4):
        decisions = []
        whole = play_out(new(game, seed), random.Random(seed), decisions)
        actions = [action for _, action in decisions]
        rng = random.Random(100 + seed)
        k = rng.randrange(len(decisions))
        made = min(len(decisions), k + 1 + rng.randrange(3))  # a few decisions past k
        session = replay_decisions(game, seed, actions, made)
        for _ in range(made - k):
            assert session.take_back()
        assert snapshot(session) == decisions[k][0], "back at the very position of decision k"
        assert session.human_to_act and session.take_backs == made - k
        rest = iter(actions[k:])
        play_out(session, None, choose=lambda s: next(rest))
        assert session.state.history == whole.state.history, "the same moves continue the same deal"
        assert session.record.take_backs == made - k


@pytest.mark.parametrize("game", GAMES)
def test_take_back_repeats_to_the_players_first_decision(game):
    decisions = []
    session = play_out(new(game, 7), random.Random(7), decisions)
    backs = 0
    while session.take_back():
        backs += 1
        assert session.human_to_act
    assert backs == len(decisions) and session.take_backs == backs
    assert snapshot(session) == decisions[0][0]
    assert not session.can_take_back


@pytest.mark.parametrize("game", ["mahjong", "sisepai"])
def test_take_back_inside_a_claim_window(game):
    """The player's answer to a window (not a lone pass) is taken back to the window, the AIs'
    answers to it still given, and the same answer continues the same deal."""
    found = 0
    for seed in range(40):
        decisions = []
        whole = play_out(new(game, seed), random.Random(seed), decisions)
        actions = [action for _, action in decisions]
        for k, (position, _) in enumerate(decisions):
            if DealRecord(game, seed, position[0]).replay().phase not in ("claim", "rob"):
                continue
            session = replay_decisions(game, seed, actions, k + 1)
            assert session.take_back()
            assert snapshot(session) == position and session.human_to_act
            assert session.state.phase in ("claim", "rob")
            rest = iter(actions[k:])
            play_out(session, None, choose=lambda s: next(rest))
            assert session.state.history == whole.state.history
            found += 1
            break
        if found >= 3:
            break
    assert found >= 3


def easy_player(session):
    return session.request_for(session.human, "easy").run()


def test_take_back_across_a_kowah_declaration():
    for seed in range(1, 300):
        decisions = []
        whole = play_out(new("kowah", seed), None, decisions, choose=easy_player)  # it makes ready hands
        declaring = [k for k, (position, _) in enumerate(decisions)
                     if DealRecord("kowah", seed, position[0]).replay().phase == "declare"]
        if not declaring or declaring[0] + 1 >= len(decisions):
            continue
        k = declaring[0]
        actions = [action for _, action in decisions]
        session = replay_decisions("kowah", seed, actions, k + 2)  # declared or passed, then one more
        assert session.take_back() and session.take_back()
        assert snapshot(session) == decisions[k][0] and session.view().phase == "declare"
        rest = iter(actions[k:])
        play_out(session, None, choose=lambda s: next(rest))
        assert session.state.history == whole.state.history
        return
    pytest.fail("no deal where the player may declare")


@pytest.mark.parametrize("game", GAMES)
def test_a_resumed_deal_goes_on_as_if_never_interrupted(game):
    for seed in range(3):
        decisions = []
        whole = play_out(new(game, seed), random.Random(seed), decisions)
        session = new(game, seed)
        made = iter(a for _, a in decisions)
        for _ in range(len(decisions) // 2):
            session.run_ais()
            session.play(next(made))
        saved = json.loads(json.dumps(session.record.to_json()))
        resumed = DealSession(DealRecord.from_json(saved), lone_answer=LONE.get(game))
        assert snapshot(resumed) == snapshot(session)
        play_out(resumed, None, choose=lambda s: next(made))
        assert resumed.record == whole.record


@pytest.mark.parametrize("game", ["sisepai", "mahjong"])
def test_lone_passes_are_answered_for_the_player_marked_and_skipped_by_take_back(game):
    session = play_out(new(game, 3), random.Random(3))
    record = session.record
    autos = [i for i in range(len(record.actions)) if record.marked(i, AUTO)]
    assert autos, "a deal of this game has lone passes"
    for index in autos:
        seat, action = record.actions[index]
        assert seat == session.human and action == LONE[game]
        before = record.prefix(index).replay()
        assert before.legal_actions(seat) == [action]
    decided = [i for i, (seat, _) in enumerate(record.actions) if seat == session.human and i not in autos]
    session.take_back()
    assert len(session.state.history) == decided[-1]


def test_the_players_answer_waits_for_the_ais_in_a_claim_window():
    """Answering before or after the AIs gives the same deal: the answer is held meanwhile."""
    for seed in range(30):
        session = new("mahjong", seed)
        while not session.is_over:
            if session.human_to_act and session.ai_to_act:
                legal = session.legal()
                early = session.record
                session.play(legal[-1])
                assert session.waiting == legal[-1] and not session.human_to_act
                assert len(session.state.history) == len(early.actions)  # not applied yet
                session.run_ais()
                assert session.waiting is None
                assert session.state.history[-1] == (session.human, legal[-1])
                late = DealSession(early, lone_answer=LONE["mahjong"])
                late.run_ais()
                late.play(legal[-1])
                late.run_ais()
                assert late.state.history == session.state.history
                return
            if session.ai_to_act:  # one AI answer at a time, so the player can answer between
                request = session.next_request()
                session.answer(request, request.run())
            elif session.human_to_act:
                session.play(session.legal()[0])
    pytest.fail("no claim window where the player answers alongside the AIs")


def test_hints_are_counted_and_mark_the_next_decision():
    session = new("durak", 4)
    session.run_ais()
    request = session.hint_request()  # the strongest level the game offers
    assert request.seat == session.human and request.level == "expert" and session.hints == 1
    assert pickle.loads(pickle.dumps(request)) == request
    decided_at = len(session.state.history)
    session.play(request.run())
    record = session.record
    assert record.hints == 1 and record.marked(decided_at, HINTED)
    assert [i for i in range(len(record.actions)) if record.marked(i, HINTED)] == [decided_at]


def test_an_ai_decision_cut_short_is_marked_and_a_stale_answer_is_dropped():
    session = DealSession.new("kowah", 9, "easy", human=None)
    request = session.next_request()
    assert session.answer(request, request.run(), cut_short=True)
    assert session.record.marked(0, CUT_SHORT)
    assert not session.answer(request, request.run()), "the deal moved on: a stale answer is dropped"
    other = session.next_request()
    assert session.answer(other, "no such move")  # a broken AI: the safe answer is played instead
    assert session.state.history[-1][1] in other.legal


def test_no_move_for_the_player_when_it_is_not_theirs():
    session = DealSession.new("kowah", 2, "easy")
    while not session.human_to_act:
        session.answer(session.next_request(), session.next_request().run())
    session.play(session.legal()[0])
    if not session.human_to_act:
        with pytest.raises(IllegalAction):
            session.play(session.legal()[0] if session.legal() else None)
    with pytest.raises(IllegalAction):
        DealSession.new("durak", 1, "easy").play("take")


def test_a_session_refuses_a_record_that_does_not_seat_the_table():
    from engine.core.record import RecordError

    with pytest.raises(RecordError):
        DealSession(DealRecord("durak", 1, seats=(None,)))
    with pytest.raises(RecordError):
        DealSession(DealRecord("durak", 1, seats=(None, "genius")))
