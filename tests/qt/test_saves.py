"""Autosaves: a deal saved at any point comes back exactly (state, legal actions, views, the
AIs' generators); damaged, foreign, newer and hand-edited-illegal saves are set aside, kept and
reported, and never stop the app."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings as hyp_settings, strategies as st

from cardavia_qt.saves import SAVE_FORMAT, SaveStore
from engine import catalog  # noqa: F401  (registers the games)
from engine.core import registry

GAMES = ("durak", "sisepai", "mahjong", "kowah")


def play(game: str, seed: int, steps: int):
    info = registry.get(game)
    state = info.new_deal(seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        seat = state.pending()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def policies_for(game: str, seed: int):
    info = registry.get(game)
    return {seat: info.seat_policy("easy", seed, seat) for seat in range(info.players)}


def assert_same_deal(a, b):
    assert a.history == b.history and a.events == b.events
    assert a.is_over == b.is_over
    if not a.is_over:
        assert a.pending() == b.pending()
    for seat in range(registry.get(a.game_id).players):
        assert a.view(seat) == b.view(seat)
        assert (a.legal_actions(seat) if not a.is_over else []) == (b.legal_actions(seat) if not b.is_over else [])


@pytest.mark.parametrize("game", GAMES)
@hyp_settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(1, 10**6), steps=st.integers(0, 120))
def test_a_save_loads_back_as_the_same_deal(tmp_path, game, seed, steps):
    store = SaveStore(tmp_path / game / str(seed) / str(steps))
    state = play(game, seed, steps)
    policies = policies_for(game, seed)
    for policy in policies.values():
        policy.rng.random()  # generators that moved on must come back where they were
    store.save(state, "easy", policies)
    saved = store.load(game)
    if state.is_over:
        assert saved is None and not store.path_for(game).exists()  # nothing left to continue
        return
    assert saved is not None and saved.level == "easy" and not store.problems
    assert_same_deal(saved.state, state)
    for seat, policy in policies.items():
        assert saved.generators[seat] == policy.rng.getstate()


def test_no_save_is_no_deal(tmp_path):
    assert SaveStore(tmp_path).load("durak") is None


def write_save(tmp_path, game="durak", **changes):
    store = SaveStore(tmp_path)
    store.save(play(game, 7, 6), "hard", policies_for(game, 7))
    data = json.loads(store.path_for(game).read_text())
    data.update(changes)
    return store, data


DAMAGE = {
    "truncated": lambda text: text[: len(text) // 2],
    "empty": lambda text: "",
    "garbage": lambda text: "\x00\xff\x13garbage\x00",
    "a list": lambda text: "[1, 2, 3]",
}


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_a_damaged_save_is_set_aside_kept_and_reported(tmp_path, damage):
    store, _ = write_save(tmp_path)
    path = store.path_for("durak")
    damaged = DAMAGE[damage](path.read_text())
    path.write_text(damaged, encoding="utf-8", errors="surrogateescape")
    fresh = SaveStore(tmp_path)
    assert fresh.load("durak") is None
    (problem,) = fresh.problems
    assert problem.kind == "unreadable" and not path.exists()
    assert problem.kept_as.read_text(encoding="utf-8", errors="surrogateescape") == damaged  # kept as it was


def test_a_save_from_a_newer_version_is_refused_and_kept(tmp_path):
    store, data = write_save(tmp_path, format=SAVE_FORMAT + 1)
    store.path_for("durak").write_text(json.dumps(data))
    fresh = SaveStore(tmp_path)
    assert fresh.load("durak") is None
    assert fresh.problems[0].kind == "newer" and fresh.problems[0].kept_as.exists()


def test_a_save_of_an_unknown_format_is_refused(tmp_path):
    store, data = write_save(tmp_path, format="one")
    store.path_for("durak").write_text(json.dumps(data))
    fresh = SaveStore(tmp_path)
    assert fresh.load("durak") is None and fresh.problems[0].kind == "unknown"


def test_a_hand_edited_illegal_save_is_refused_with_the_rules_reason(tmp_path):
    store, data = write_save(tmp_path)
    actions = data["record"]["actions"]
    actions.append(dict(actions[-1]))  # the same card played twice
    store.path_for("durak").write_text(json.dumps(data))
    fresh = SaveStore(tmp_path)
    assert fresh.load("durak") is None
    problem = fresh.problems[0]
    assert problem.kind == "illegal" and problem.reason is not None and problem.kept_as.exists()


def test_a_save_of_another_game_under_this_name_is_refused(tmp_path):
    store, data = write_save(tmp_path, game="kowah")
    store.path_for("durak").write_text(json.dumps(data))
    fresh = SaveStore(tmp_path)
    assert fresh.load("durak") is None and fresh.problems[0].kind == "other_game"
    assert fresh.load("kowah") is not None  # the real Kowah save is untouched


def test_a_damaged_save_of_one_game_loses_nothing_of_another(tmp_path):
    store, _ = write_save(tmp_path, game="kowah")
    store.save(play("durak", 3, 4), "easy", policies_for("durak", 3))
    store.path_for("durak").write_text("{")
    fresh = SaveStore(tmp_path)
    assert fresh.load("durak") is None and fresh.load("kowah") is not None


def test_a_read_only_store_writes_and_moves_nothing(tmp_path):
    store, _ = write_save(tmp_path)
    store.path_for("durak").write_text("{")
    reader = SaveStore(tmp_path, read_only=True)
    assert reader.load("durak") is None
    assert store.path_for("durak").read_text() == "{" and reader.problems[0].kept_as is None


def test_a_deal_checked_at_start_up_is_handed_out_once_without_a_second_replay(tmp_path):
    store, _ = write_save(tmp_path)
    fresh = SaveStore(tmp_path)
    assert fresh.check("durak")
    fresh.path_for("durak").write_text("{")  # not read again: the checked deal is kept
    saved = fresh.load("durak")
    assert saved is not None and len(saved.state.history) == 6
    assert fresh.load("durak") is None and fresh.problems[0].kind == "unreadable"  # now it is read


def test_a_newer_save_replaces_the_deal_kept_at_start_up(tmp_path):
    store, _ = write_save(tmp_path)
    fresh = SaveStore(tmp_path)
    assert fresh.check("durak")
    fresh.save(play("durak", 7, 9), "hard", policies_for("durak", 7))
    assert len(fresh.load("durak").state.history) == 9
