"""Views are read-only copies, and only real seats have one.

The table, the log, policies and (later) replays all hold views; if a view shared anything
that can change with the deal, code holding one could rewrite the deal's history.
"""

from __future__ import annotations

import collections
import dataclasses
import enum
import random

import pytest

from engine.core import registry
from engine.core.state import UnknownSeat

GAMES = ("durak", "sisepai", "mahjong", "kowah")
MUTABLE = (list, set, bytearray, collections.deque)


def played(game: str, seed: int):
    """A random deal of `game`, yielded after every action, to its end."""
    state = registry.get(game).new_deal(seed)
    rng = random.Random(seed)
    yield state
    while not state.is_over:
        seat = state.pending()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        yield state


def changeable_parts(value, path="view", seen=None):
    """Paths to everything reachable from `value` that could be changed in place."""
    seen = set() if seen is None else seen
    if isinstance(value, (str, bytes, int, float, bool, enum.Enum, type(None))) or id(value) in seen:
        return
    seen.add(id(value))
    if isinstance(value, MUTABLE):
        yield f"{path}: {type(value).__name__}"
        return
    if isinstance(value, dict):
        try:
            value.__setitem__("__probe__", 1)
        except TypeError:
            pass
        else:
            value.pop("__probe__")
            yield f"{path}: a writable {type(value).__name__}"
        for key, item in value.items():
            yield from changeable_parts(item, f"{path}[{key!r}]", seen)
        return
    if dataclasses.is_dataclass(value):
        if not value.__dataclass_params__.frozen:
            yield f"{path}: a {type(value).__name__} that is not frozen"
        for spec in dataclasses.fields(value):
            yield from changeable_parts(getattr(value, spec.name), f"{path}.{spec.name}", seen)
        return
    if isinstance(value, tuple):
        for index, item in enumerate(value):
            yield from changeable_parts(item, f"{path}[{index}]", seen)
        return
    yield f"{path}: a {type(value).__name__}, not a known value type"


@pytest.mark.parametrize("game", GAMES)
def test_nothing_in_a_view_can_be_changed_in_place(game):
    players = registry.get(game).players
    for number, state in enumerate(played(game, 3)):
        if number % 7 and not state.is_over:
            continue  # every seventh position and the end: enough to meet every event kind
        for seat in range(players):
            problems = sorted(set(changeable_parts(state.view(seat))))
            assert not problems, problems[:5]


@pytest.mark.parametrize("game", GAMES)
def test_code_holding_a_view_cannot_rewrite_the_log(game):
    *_, state = played(game, 5)
    before = [(event.kind, dict(event.data), dict(event.secret)) for event in state.events]
    view = state.view(0)
    for event in view.events:
        for mapping in (event.data, event.secret):
            with pytest.raises(TypeError):
                mapping["kind"] = "forged"
            with pytest.raises(TypeError):
                mapping.clear()
            for item in mapping.values():
                with pytest.raises((AttributeError, TypeError)):
                    item.append("forged")  # a list inside was the log's own list
    with pytest.raises(TypeError):
        view.outcome.detail["winner"] = 3
    assert [(event.kind, dict(event.data), dict(event.secret)) for event in state.events] == before


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seat", [-1, -2, "players", 99, True, "0", None, 1.0])
def test_only_a_seat_of_the_table_has_a_view(game, seat):
    state = registry.get(game).new_deal(1)
    if seat == "players":
        seat = registry.get(game).players  # one past the last seat
    with pytest.raises(UnknownSeat, match="no seat"):
        state.view(seat)
    with pytest.raises(UnknownSeat):
        state.events_seen_by(seat)


@pytest.mark.parametrize("game", GAMES)
def test_every_real_seat_has_its_own_view(game):
    state = registry.get(game).new_deal(1)
    views = [state.view(seat) for seat in range(registry.get(game).players)]
    assert [view.seat for view in views] == list(range(len(views)))
    assert len({view.hand for view in views}) == len(views)  # each seat sees its own hand
