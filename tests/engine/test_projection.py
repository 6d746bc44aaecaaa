"""The projected table is the player's view, event after event, in every game (no Qt).

For each game, deals are played by random and easy policies; after every action the table
projected from the player's events must show exactly what `view(player)` says — each pile's
face-up cards and how many backs — where the expectation is written here from the view alone,
pile by pile, as the current Qt tables check themselves. The same projection run over the
events of a resumed or taken-back deal gives the very same table (tokens included), and a
replay with every secret shows every hand face up.
"""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from cardavia_qt.projection import PileId, projection_for
from cardavia_qt.projection.core import Move, Note, TableModel, Turn, diff
from engine.core import registry
from engine.core.record import DealRecord
from engine.core.session import DealSession
from tests.engine.projection_views import assert_shows_the_view, normalised

PLAYER = 0
DEALS = {"durak": 200, "kowah": 200, "sisepai": 150, "mahjong": 150}


# -- deals -------------------------------------------------------------------------------------------
def deal_levels(game: str, seed: int) -> list[str]:
    """Each seat random or easy: random play reaches every corner of the rules, the easy AI
    makes the deals real ones (claims, declarations, wins); it is the slower, so it sits at
    about one seat in three."""
    rng = random.Random(seed)
    return [rng.choice(["random", "random", "easy"]) for _ in range(registry.get(game).players)]


def play(game: str, seed: int):
    """A deal played by random and easy policies; yields the state after every action."""
    info = registry.get(game)
    levels = deal_levels(game, seed)
    state = info.new_deal(seed)
    yield state
    while not state.is_over:
        seat = state.pending()[0]
        policy = info.decision_policy(levels[seat], seed, seat, len(state.history))
        state.apply(seat, policy.choose(state.view(seat), state.legal_actions(seat)))
        yield state


@pytest.mark.parametrize("game", sorted(DEALS))
def test_after_every_action_the_projected_table_shows_the_players_view(game):
    kind = projection_for(game)
    for seed in range(DEALS[game]):
        projection = kind(PLAYER)
        seen = 0
        for state in play(game, seed):
            events = state.events_seen_by(PLAYER)
            for event in events[seen:]:
                for step in projection.advance(event):
                    assert isinstance(step, (Move, Turn, Note))
            seen = len(events)
            assert_shows_the_view(game, projection, state.view(PLAYER), (seed, len(state.history)))


@pytest.mark.parametrize("game", sorted(DEALS))
def test_a_resumed_or_taken_back_deal_projects_the_very_same_table(game):
    kind = projection_for(game)
    for seed in range(12):
        rng = random.Random(seed)
        snapshots = {}
        projection = kind(PLAYER)
        seen = 0
        for state in play(game, seed):
            events = state.events_seen_by(PLAYER)
            for event in events[seen:]:
                projection.advance(event)
            seen = len(events)
            snapshots[len(state.history)] = projection.model.copy()
        record = DealRecord.of(state)
        for cut in rng.sample(sorted(snapshots), min(6, len(snapshots))):
            resumed = record.prefix(cut).replay()  # what a save brings back
            again = kind.project(resumed.events_seen_by(PLAYER), PLAYER)
            assert again.model == snapshots[cut], (seed, cut)
            # The steps from the finished table back to this one lead to the same table (each
            # token in its pile and group, showing its face; a flat pile's order is the
            # target table's to lay out).
            model = projection.model.copy()
            for step in diff(projection.model, again.model):
                model.apply(step)
            assert model.where == again.model.where and model.faces == again.model.faces
            assert normalised(model.picture()) == normalised(again.model.picture()) and model.notes == again.model.notes


@pytest.mark.parametrize("game", sorted(DEALS))
def test_a_take_back_in_a_session_projects_the_table_the_player_had(game):
    kind = projection_for(game)
    for seed in range(6):
        session = DealSession.new(game, seed, "easy")
        rng = random.Random(seed)
        tables = []
        while not session.is_over:
            session.run_ais()
            if session.human_to_act:
                tables.append(kind.project(session.events(), PLAYER).model)
                legal = session.legal()
                session.play(legal[rng.randrange(len(legal))])
        for table in reversed(tables[-4:]):
            assert session.take_back()
            assert kind.project(session.events(), PLAYER).model == table


def every_hidden_card(state, seat):
    if state.game_id == "kowah":
        return [card for card in state.hands[seat] if card not in state.exposed[seat]]
    return list(state.hands[seat])


@pytest.mark.parametrize("game", sorted(DEALS))
def test_a_replay_with_every_secret_shows_every_hand_face_up(game):
    kind = projection_for(game)
    for seed in range(15):
        for number, state in enumerate(play(game, seed)):
            if number % 9 or state.is_over or not state.history:
                continue
            everything = kind.project(state.events, PLAYER, omniscient=True)
            live = kind.project(state.events_seen_by(PLAYER), PLAYER)
            for seat in range(registry.get(game).players):
                hand = [everything.model.face(t) for t in everything.model.tokens(PileId("hand", seat))]
                assert None not in hand
                assert sorted(hand) == sorted(every_hidden_card(state, seat)), (seed, number, seat)
            # Only faces differ: every pile holds as many cards as the player's own table shows.
            counts = lambda m: {p: len(m.tokens(p)) for p in m.piles if m.tokens(p)}  # noqa: E731
            assert counts(everything.model) == counts(live.model)


def test_the_projection_modules_import_no_qt():
    code = ("import sys, cardavia_qt.projection as p\n"
            "for game in ('durak', 'kowah', 'sisepai', 'mahjong'): p.projection_for(game)\n"
            "print(any(name.startswith('PySide6') for name in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_a_move_from_the_wrong_pile_is_refused():
    model = TableModel()
    model.apply(Move(0, None, PileId("stock"), None))
    with pytest.raises(ValueError, match="lies in stock"):
        model.apply(Move(0, PileId("hand", 0), PileId("hand", 1), None))


def test_a_robbed_kong_is_projected_like_any_other_event():
    """Robbing the kong is rare in random play: a policy that kongs and wins whenever it may
    meets it in this deal (found by a search)."""
    from engine.mahjong.actions import AddedKong, ClaimWin

    info = registry.get("mahjong")
    state = info.new_deal(2466)
    rng = random.Random(2466)
    projection = projection_for("mahjong")(PLAYER)
    seen = 0
    while not state.is_over:
        seat = state.pending()[0]
        legal = state.legal_actions(seat)
        eager = [action for action in legal if isinstance(action, (AddedKong, ClaimWin))]
        state.apply(seat, eager[0] if eager else rng.choice(legal))
        events = state.events_seen_by(PLAYER)
        for event in events[seen:]:
            projection.advance(event)
        seen = len(events)
        assert_shows_the_view("mahjong", projection, state.view(PLAYER), len(state.history))
    assert any(event.kind == "robbed" for event in state.events)
