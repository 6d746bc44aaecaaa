"""The past-deals store (issue 16 step 6): finished deals kept, the last 100 per game, as
versioned JSON under the user data dir, written atomically, a damaged file set aside; each
entry holds the record (format 2), the date, the result, points or multiplier where the game
has them, the AI level and the help used. And the finished-deal keeping that feeds it."""

from __future__ import annotations

import json
from datetime import datetime

import pytest

from cardavia_qt import files
from cardavia_qt.deal_keeping import DealKeeping
from cardavia_qt.files import DiskStatus
from cardavia_qt.past_deals import KEPT, PastDealsStore, deals_dir, past_deal
from cardavia_qt.saves import SaveStore
from cardavia_qt.stats import StatsStore
from engine.core import registry
from engine.core.record import DealRecord
from engine.core.session import DealSession
from tests.qt.player_files import ERRORS, FailingModule, fail_writes, kept_copies

GAMES = ("durak", "kowah", "sisepai", "mahjong")


def finished(game: str, seed: int, winner=None):
    """A deal of `game` played to its end by the easy AI at every seat (one won by `winner`,
    if asked)."""
    for attempt in range(seed, seed + 60):
        session = DealSession.new(game, attempt, "easy", human=None)
        session.run_ais()
        state = session.state
        if winner is None or winner in state.outcome.winners:
            return state
    raise AssertionError(f"no {game} deal won by seat {winner}")


def record_of(state, level="hard", **help_used) -> DealRecord:
    players = registry.get(state.game_id).players
    return DealRecord.of(state, (None, *[level] * (players - 1)), **help_used)


def test_an_entry_holds_the_record_date_result_score_level_and_help(tmp_path):
    store = PastDealsStore(GAMES, tmp_path)
    keeping = DealKeeping(None, store, None)
    for game in GAMES:
        state = finished(game, 1, winner=1)  # an AI's win: the score is the winner's
        keeping.finish(record_of(state, take_backs=2, hints=3), state.outcome)
    again = PastDealsStore(GAMES, tmp_path)  # read back from disk
    for game in GAMES:
        (deal,) = again.of(game)
        assert deal.result == "lost" and deal.level == "hard" and (deal.take_backs, deal.hints) == (2, 3)
        assert deal.record["format"] == 2 and deal.deal_record().replay().is_over
        assert abs((datetime.now().astimezone() - deal.when).total_seconds()) < 120
        detail = deal.deal_record().replay().outcome.detail
        if game == "mahjong":
            assert deal.points == detail["total"] and deal.multiplier is None
        elif game == "sisepai":
            assert deal.points == detail["points"] and deal.multiplier is None
        elif game == "kowah":
            assert deal.multiplier == detail["multiplier"] and deal.points is None
        else:
            assert deal.points is None and deal.multiplier is None  # Durak has neither
    data = json.loads((tmp_path / "mahjong.json").read_text(encoding="utf-8"))
    assert data["format"] == 1 and data["game"] == "mahjong" and len(data["deals"]) == 1


def test_the_last_hundred_of_each_game_are_kept_newest_first_each_once(tmp_path):
    store = PastDealsStore(["durak", "kowah"], tmp_path)
    state = finished("durak", 3)
    record = record_of(state)
    for number in range(KEPT + 7):
        store.add(past_deal(f"deal-{number}", f"2025-01-01T10:{number % 60:02d}:00+00:00", record, state.outcome,
                            "lost"))
    store.add(past_deal("deal-105", "2025-01-01T10:00:00+00:00", record, state.outcome, "won"))  # again: no change
    kowah = finished("kowah", 2)
    store.add(past_deal("k", "2025-01-02T10:00:00+00:00", record_of(kowah), kowah.outcome, "drawn"))
    again = PastDealsStore(["durak", "kowah"], tmp_path)
    assert [deal.id for deal in again.of("durak")] == [f"deal-{n}" for n in range(KEPT + 6, 6, -1)]
    assert again.of("durak")[1].result == "lost"
    assert [deal.id for deal in again.of("kowah")] == ["k"], "each game keeps its own hundred"


@pytest.mark.parametrize("stage", ["create", "flush", "rename"])
def test_a_write_the_disk_refuses_leaves_the_file_as_it_was_and_is_told(monkeypatch, tmp_path, stage):
    status = DiskStatus()
    store = PastDealsStore(["durak"], tmp_path, status=status)
    state = finished("durak", 5)
    store.add(past_deal("first", "2025-01-01T10:00:00+00:00", record_of(state), state.outcome, "won"))
    before = (tmp_path / "durak.json").read_bytes()
    with monkeypatch.context() as faults:
        fail_writes(faults, stage, ERRORS["ENOSPC"])
        assert not store.add(past_deal("second", "2025-01-01T11:00:00+00:00", record_of(state), state.outcome,
                                       "lost"))
        assert "deals" in status.failing
    assert (tmp_path / "durak.json").read_bytes() == before, "the old file, whole"
    assert [path.name for path in tmp_path.iterdir()] == ["durak.json"], "no temporary file left"
    store.add(past_deal("third", "2025-01-01T12:00:00+00:00", record_of(state), state.outcome, "drawn"))
    assert "deals" not in status.failing
    assert [deal.id for deal in PastDealsStore(["durak"], tmp_path).of("durak")] == ["third", "second", "first"]


@pytest.mark.parametrize("change", [
    lambda data: data.update(format=2),  # a newer Cardavia's
    lambda data: data.update(game="kowah"),
    lambda data: data["deals"][0].update(result="lucky"),
    lambda data: data["deals"][0].update(date="yesterday"),
    lambda data: data["deals"][0].update(take_backs=-1),
    lambda data: data["deals"][0].update(points=2.5),
    lambda data: data["deals"][0].update(record=[1, 2]),
    lambda data: data["deals"][0]["record"].update(game="mahjong"),
    lambda data: data["deals"].append(dict(data["deals"][0])),  # the same id twice
])
def test_a_file_that_is_not_ours_is_set_aside_and_the_list_starts_afresh(tmp_path, change):
    store = PastDealsStore(["durak"], tmp_path)
    state = finished("durak", 5)
    store.add(past_deal("first", "2025-01-01T10:00:00+00:00", record_of(state), state.outcome, "won"))
    path = tmp_path / "durak.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    text = path.read_text(encoding="utf-8")
    again = PastDealsStore(["durak"], tmp_path)
    assert again.of("durak") == [] and len(again.problems) == 1
    (kept,) = kept_copies(path)
    assert again.problems[0].kept_as == kept and kept.read_text(encoding="utf-8") == text


def test_the_app_tells_which_game_s_past_deals_were_set_aside(qtbot, tmp_path, monkeypatch):
    from cardavia_qt import app as cardavia

    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(name, str(tmp_path / name.lower()))
    deals_dir().mkdir(parents=True)
    (deals_dir() / "kowah.json").write_text("{", encoding="utf-8")
    window = cardavia.build(cardavia.parse_args(["--lang", "en"]))
    qtbot.addWidget(window)
    (kept,) = kept_copies(deals_dir() / "kowah.json")
    assert (f"Your past Kowah deals could not be read. The file was kept as {kept.name} and the list starts again."
            in window.notice.label.text())


def test_a_finished_deal_is_kept_counted_and_its_save_removed(tmp_path):
    saves, deals, stats = SaveStore(tmp_path / "saves"), PastDealsStore(GAMES, tmp_path / "deals"), \
        StatsStore(tmp_path / "stats.json")
    state = finished("sisepai", 4, winner=0)
    record = record_of(state, "easy")
    saves.save(record.prefix(len(record.actions) - 1))  # the autosave before the last action
    result = DealKeeping(saves, deals, stats).finish(record, state.outcome)
    assert result == "won" and not saves.path_for("sisepai").exists()
    (deal,) = PastDealsStore(GAMES, tmp_path / "deals").of("sisepai")
    again = StatsStore(tmp_path / "stats.json")
    assert again.of("sisepai").won == 1 and again.of("sisepai", "easy").won == 1 and again.has_counted("sisepai", deal.id)
    assert deal.record == record.to_json()


def test_with_a_refusing_disk_the_finished_save_stays_for_the_next_start(monkeypatch, tmp_path):
    saves, deals, stats = SaveStore(tmp_path / "saves"), PastDealsStore(GAMES, tmp_path / "deals"), \
        StatsStore(tmp_path / "stats.json")
    state = finished("durak", 6)
    record = record_of(state)
    saves.save(record)  # the finished save is written…
    only_stats = FailingModule(files.os, {"replace"}, ERRORS["EROFS"], only=lambda path: "stats" in path)
    monkeypatch.setattr(files, "os", only_stats)  # …and then the statistics cannot be
    DealKeeping(saves, deals, stats).finish(record, state.outcome)
    monkeypatch.undo()
    assert saves.path_for("durak").exists(), "not removed while the statistics are not on disk"
    fresh_saves = SaveStore(tmp_path / "saves")
    assert fresh_saves.load("durak") is None and "durak" in fresh_saves.finished
    fresh_stats = StatsStore(tmp_path / "stats.json")
    DealKeeping(fresh_saves, PastDealsStore(GAMES, tmp_path / "deals"), fresh_stats).reconcile()
    assert fresh_stats.of("durak").played == 1 and len(PastDealsStore(GAMES, tmp_path / "deals").of("durak")) == 1
    assert not saves.path_for("durak").exists()
