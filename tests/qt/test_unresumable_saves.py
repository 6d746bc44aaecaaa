"""A save that parses but cannot be continued is damaged (issue 17 item 4): it is set aside, the
player is told, and the lobby offers no Continue that cannot work — whether the save says what
the table cannot do (the player's seat given to an AI, a level the app does not offer, AIs at
different levels, deal options the table never uses) or continuing it fails all the same."""

from __future__ import annotations

import json
import random

import pytest

from cardavia_qt.i18n import Translators
from cardavia_qt.saves import SaveStore
from cardavia_qt.settings import Settings, SettingsStore
from cardavia_qt.stats import StatsStore
from cardavia_qt.table.table_page import TablePage
from cardavia_qt.views.main_window import MainWindow
from engine.core import registry
from engine.core.record import DealRecord
from tests.qt.player_files import kept_copies


def write_save(folder, game: str, **record_changes) -> dict:
    info = registry.get(game)
    state = info.new_deal(9)
    rng = random.Random(9)
    for _ in range(5):
        seat = state.pending()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    store = SaveStore(folder)
    store.save(DealRecord.of(state, (None, *["easy"] * (info.players - 1))))
    path = store.path_for(game)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["record"].update(record_changes)
    path.write_text(json.dumps(data), encoding="utf-8")
    return data


def open_window(qtbot, tmp_path):
    from PySide6.QtWidgets import QApplication

    settings = Settings(animation_speed=0.0)
    window = MainWindow(settings, SettingsStore(tmp_path / "settings.json"), Translators(QApplication.instance()),
                        SaveStore(tmp_path / "saves"), StatsStore(tmp_path / "stats.json"))
    qtbot.addWidget(window)
    return window


def assert_set_aside_and_told(window, path, text: str) -> None:
    (kept,) = kept_copies(path)
    assert kept.read_text(encoding="utf-8") == text, "kept as it was"
    assert not path.exists()
    assert window.lobby.tile(path.stem).continue_button.isHidden(), "no Continue"
    notice = window.notice.label.text()
    assert kept.name in notice and "could not be continued" in notice


@pytest.mark.parametrize("game, changes", [
    ("durak", {"seats": ["easy", None]}),  # the player's seat is an AI's, the AI's a player's
    ("durak", {"seats": [None, None]}),  # nobody for the table to play
    ("kowah", {"seats": [None, "random", "random"]}),  # a level for tests, not for players
    ("mahjong", {"seats": [None, "easy", "hard", "easy"]}),  # the table plays one level
    ("mahjong", {"options": {"record_events": False}}),  # a deal without its log: nothing to show
])
def test_a_save_the_table_cannot_continue_is_set_aside_told_and_offers_no_continue(qtbot, tmp_path, game, changes):
    write_save(tmp_path / "saves", game, **changes)
    path = tmp_path / "saves" / f"{game}.json"
    text = path.read_text(encoding="utf-8")
    window = open_window(qtbot, tmp_path)
    assert_set_aside_and_told(window, path, text)
    assert window.continue_game(game) is None


def test_a_save_whose_continuing_fails_is_set_aside_and_told_not_offered_again(qtbot, tmp_path, monkeypatch):
    write_save(tmp_path / "saves", "sisepai")
    path = tmp_path / "saves" / "sisepai.json"
    text = path.read_text(encoding="utf-8")
    window = open_window(qtbot, tmp_path)
    assert not window.lobby.tile("sisepai").continue_button.isHidden()

    def failing_resume(self, saved):
        raise ValueError("a field this table cannot use")
    monkeypatch.setattr(TablePage, "resume", failing_resume)
    assert window.continue_game("sisepai") is None
    assert window.stack.currentWidget() is window.lobby and window.table is None
    assert_set_aside_and_told(window, path, text)
    monkeypatch.undo()
    table = window.start_game("sisepai", seed=4)  # the game still plays
    assert table is not None and table.controller.state is not None
    table.controller.shutdown()
