"""A position set up without its history is laid out from the view, and then follows its events
like any other (no Qt). The expectation is the view itself, pile by pile
(tests/engine/projection_views.py); the status's telling and Kowah's throwers come from the log.
"""

from __future__ import annotations

import random

import pytest

from cardavia_qt.projection import projection_for
from tests.engine.projection_views import assert_shows_the_view
from tests.engine.test_projection import PLAYER, play

GAMES = ("durak", "kowah", "sisepai", "mahjong")


@pytest.mark.parametrize("game", GAMES)
def test_a_position_laid_out_from_the_view_then_follows_its_events(game):
    kind = projection_for(game)
    for seed in range(25):
        start = random.Random(seed).randrange(1, 60)
        projection = None
        seen = 0
        for number, state in enumerate(play(game, seed)):
            events = state.events_seen_by(PLAYER)
            if projection is None:
                if number < start and not state.is_over:
                    continue
                # Taken over here, as a test or a puzzle would hand a position to the table.
                projection = kind.from_view(state.view(PLAYER), PLAYER)
            else:
                for event in events[seen:]:
                    projection.advance(event)
            seen = len(events)
            assert_shows_the_view(game, projection, state.view(PLAYER), (seed, start, number))


@pytest.mark.parametrize("game", GAMES)
def test_the_told_move_is_another_seats_latest_and_the_players_own_ends_it(game):
    kind = projection_for(game)
    for seed in range(8):
        projection = kind(PLAYER)
        seen = 0
        for state in play(game, seed):
            events = state.events_seen_by(PLAYER)
            for event in events[seen:]:
                projection.advance(event)
            seen = len(events)
            telling = [event for event in events if event.kind in kind.told_kinds]
            expected = telling[-1] if telling and telling[-1].seat != PLAYER else None
            assert projection.told == expected
            assert kind.from_view(state.view(PLAYER), PLAYER).told == expected


def test_kowah_notes_who_threw_each_discard_as_the_log_tells():
    kind = projection_for("kowah")
    for seed in range(30):
        projection = kind(PLAYER)
        seen = 0
        for state in play("kowah", seed):
            events = state.events_seen_by(PLAYER)
            for event in events[seen:]:
                projection.advance(event)
            seen = len(events)
            row = []  # the log's own account: each discard and who threw it; a take or a win takes the latest
            for event in events:
                if event.kind == "discard":
                    row.append(event.seat)
                elif event.kind == "take" or (event.kind == "deal_over" and event.data.get("how") == "claimed_discard"):
                    row.pop()
            assert len(row) == len(state.view(PLAYER).discards)
            assert list(projection.model.notes["throwers"]) == row
