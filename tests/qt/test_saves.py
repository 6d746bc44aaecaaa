"""Autosaves: a deal saved at any point comes back exactly (state, legal actions, views, the
record's seats, marks and help counts); saves of the previous release still load; damaged,
foreign, newer, hand-edited-illegal saves and deals the rules no longer allow are set aside,
kept and reported, and never stop the app."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings as hyp_settings, strategies as st

from cardavia_qt.saves import SAVE_FORMAT, SaveStore
from engine import catalog  # noqa: F401  (registers the games)
from engine.core import registry
from engine.core.record import AUTO, CUT_SHORT, HINTED, DealRecord

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


def record_of(state, level="hard", **extra) -> DealRecord:
    players = registry.get(state.game_id).players
    return DealRecord.of(state, (None, *[level] * (players - 1)), **extra)


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
    marks = {0: {CUT_SHORT}, len(state.history) - 1: {AUTO, HINTED}} if state.history else {}
    record = record_of(state, "easy", marks=marks, take_backs=1, hints=2)
    store.save(record)
    saved = store.load(game)
    if state.is_over:
        # Nothing left to continue; the finished deal waits for its keeping (deal_keeping.py).
        assert saved is None and store.finished[game].record == record
        return
    assert saved is not None and saved.level == "easy" and not store.problems
    assert_same_deal(saved.state, state)
    assert saved.record == record
    assert "getstate" not in store.path_for(game).read_text() and "generators" not in store.path_for(game).read_text()


def test_no_save_is_no_deal(tmp_path):
    assert SaveStore(tmp_path).load("durak") is None


def write_save(tmp_path, game="durak", **changes):
    store = SaveStore(tmp_path)
    store.save(record_of(play(game, 7, 6)))
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
    store.save(record_of(play("durak", 3, 4), "easy"))
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
    fresh.save(record_of(play("durak", 7, 9)))
    assert len(fresh.load("durak").state.history) == 9


# -- saves of the previous release, and of older rules ------------------------------------------
FIXTURES = Path(__file__).parents[1] / "fixtures" / "saves" / "format1"


def replayed_by_hand(data: dict):
    """The deal a format-1 file holds, read field by field and played through the rules."""
    info = registry.get(data["game"])
    state = info.new_deal(data["record"]["seed"])
    for item in data["record"]["actions"]:
        state.apply(item["seat"], info.action_from_json(item["action"]))
    return state


@pytest.mark.parametrize("name", sorted(path.stem for path in FIXTURES.glob("*.json")))
def test_a_save_of_the_previous_release_loads_and_goes_on_in_todays_format(tmp_path, name):
    text = (FIXTURES / f"{name}.json").read_text(encoding="utf-8")
    data = json.loads(text)
    game, level = data["game"], data["level"]
    assert data["format"] == 1 and data["generators"]  # what 0.1 wrote
    (tmp_path / f"{game}.json").write_text(text, encoding="utf-8")
    store = SaveStore(tmp_path)
    saved = store.load(game)
    assert saved is not None and not store.problems
    expected = replayed_by_hand(data)
    assert saved.state.history == expected.history and saved.state.view(0) == expected.view(0)
    players = registry.get(game).players
    assert saved.level == level and saved.record.seats == (None, *[level] * (players - 1))
    assert 0 in saved.state.pending()  # the player was to act, and still is
    store.save(saved.record)
    written = json.loads(store.path_for(game).read_text(encoding="utf-8"))
    assert written["format"] == SAVE_FORMAT == 2 and "generators" not in written
    assert SaveStore(tmp_path).load(game).record == saved.record


def test_the_mcr_fixture_is_in_a_claim_window_the_player_still_answers(tmp_path):
    text = (FIXTURES / "mahjong-claim-window.json").read_text(encoding="utf-8")
    (tmp_path / "mahjong.json").write_text(text, encoding="utf-8")
    state = SaveStore(tmp_path).load("mahjong").state
    assert state.phase == "claim" and 0 in state.pending() and len(state.legal_actions(0)) > 1


def refuse_take(monkeypatch):
    """A later version of Durak's rules (for the test): the defender may no longer take."""
    from engine.core.state import NOT_LEGAL
    from engine.durak.actions import Take
    from engine.durak.rules import DurakState

    original = DurakState.why_illegal

    def why_illegal(self, seat, action):
        return NOT_LEGAL() if isinstance(action, Take) else original(self, seat, action)

    monkeypatch.setattr(DurakState, "rules_version", 2)
    monkeypatch.setattr(DurakState, "why_illegal", why_illegal)


def test_a_deal_the_new_rules_refuse_is_set_aside_with_a_notice_and_one_they_allow_loads(tmp_path, monkeypatch):
    durak = (FIXTURES / "durak.json").read_text(encoding="utf-8")
    assert '"type":"take"' in durak
    (tmp_path / "durak.json").write_text(durak, encoding="utf-8")
    no_take = play("durak", 2, 3)
    assert not any(action.to_json()["type"] == "take" for _, action in no_take.history)
    (tmp_path / "kowah.json").write_text((FIXTURES / "kowah.json").read_text(encoding="utf-8"), encoding="utf-8")
    refuse_take(monkeypatch)
    fresh = SaveStore(tmp_path)
    # The durak file holds the 0.1 save: it took, which the new rules refuse.
    assert fresh.load("durak") is None
    (problem,) = fresh.problems
    assert problem.kind == "rules_changed" and problem.reason is not None
    assert problem.kept_as.read_text(encoding="utf-8") == durak  # kept as it was
    fresh.save(record_of(no_take))  # a deal the new rules allow, saved under the old version…
    data = json.loads(fresh.path_for("durak").read_text(encoding="utf-8"))
    data["record"]["rules"] = 1
    fresh.path_for("durak").write_text(json.dumps(data), encoding="utf-8")
    again = SaveStore(tmp_path).load("durak")  # …still loads, and now says the rules it obeys
    assert again is not None and again.state.history == no_take.history and DealRecord.of(again.state).rules == 2
    assert SaveStore(tmp_path).load("kowah") is not None  # another game's save is untouched


def test_a_deal_of_newer_rules_is_set_aside_as_newer(tmp_path):
    store = SaveStore(tmp_path)
    store.save(record_of(play("kowah", 4, 8)))
    data = json.loads(store.path_for("kowah").read_text(encoding="utf-8"))
    data["record"]["rules"] += 1
    store.path_for("kowah").write_text(json.dumps(data), encoding="utf-8")
    fresh = SaveStore(tmp_path)
    assert fresh.load("kowah") is None and fresh.problems[0].kind == "newer"


@pytest.mark.parametrize("seats", [[None], [None, "genius"], [None, 3], "hard"])
def test_a_save_whose_seats_do_not_seat_the_table_is_set_aside(tmp_path, seats):
    store, data = write_save(tmp_path)
    data["record"]["seats"] = seats
    store.path_for("durak").write_text(json.dumps(data))
    fresh = SaveStore(tmp_path)
    assert fresh.load("durak") is None and fresh.problems[0].kind == "unreadable"
