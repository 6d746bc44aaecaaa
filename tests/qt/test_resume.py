"""Never lose a game: a deal interrupted mid-way (window and process state dropped) continues
from its autosave exactly as an uninterrupted deal with the same seed and actions; the lobby
offers it as Continue; damaged saves are reported at start-up and kept aside; an AI that raises
or overruns its time budget is replaced by the safe move and logged, and the deal finishes."""

from __future__ import annotations

import logging
import time

import pytest

from tests.qt.table_gestures import shows_the_deal
from cardavia_qt.i18n import Translators
from cardavia_qt.saves import SaveStore
from cardavia_qt.settings import Settings, SettingsStore
from cardavia_qt.stats import StatsStore
from cardavia_qt.table import can_play, create_table
from cardavia_qt.table.game_controller import AI_KILL_AFTER_MS, AI_TIME_BUDGET_MS
from cardavia_qt.views.main_window import MainWindow
from engine.core import registry

GAMES = [info.id for info in registry.all_games() if can_play(info.id)]
SEED = 11


@pytest.fixture
def settings():
    settings = Settings()
    settings.animation_speed = 0
    return settings


def new_table(qtbot, game, settings, saves, stats):
    table = create_table(game, settings)
    qtbot.addWidget(table)
    table.use_stores(saves, stats)
    table.resize(1280, 800)
    return table


def play_to_the_end(table, limit=5000):
    for _ in range(limit):
        if table.controller.state.is_over:
            return
        table.autoplay(1)
    raise AssertionError("the deal did not end")


@pytest.mark.parametrize("game", GAMES)
def test_an_interrupted_deal_continues_exactly_as_an_uninterrupted_one(qtbot, tmp_path, settings, game):
    # The uninterrupted run: every seat played by its policy, one action at a time.
    whole = new_table(qtbot, game, settings, None, None)
    whole.new_deal(SEED)
    play_to_the_end(whole)
    expected = list(whole.controller.state.history)
    whole.controller.shutdown()

    saves = SaveStore(tmp_path / "saves")
    first = new_table(qtbot, game, settings, saves, None)
    first.new_deal(SEED)
    for _ in range(len(expected) // 2):
        first.autoplay(1)
    halfway = len(first.controller.state.history)
    assert saves.path_for(game).is_file()
    first.controller.shutdown()
    first.close()
    first.deleteLater()
    del first  # the window and everything the process knew of the deal are gone

    saved = SaveStore(tmp_path / "saves").load(game)  # a new start reads the disk alone
    assert saved is not None and len(saved.state.history) == halfway
    second = new_table(qtbot, game, settings, SaveStore(tmp_path / "saves"), None)
    second.resume(saved)
    assert shows_the_deal(second.controller)
    play_to_the_end(second)
    assert second.controller.state.history == expected
    assert not saves.path_for(game).exists()  # a finished deal leaves nothing to continue
    second.controller.shutdown()


def make_window(qtbot, tmp_path, settings):
    window = MainWindow(settings, SettingsStore(tmp_path / "settings.json"), Translators(qtbot_app()),
                        SaveStore(tmp_path / "saves"), StatsStore(tmp_path / "stats.json"))
    qtbot.addWidget(window)
    return window


def qtbot_app():
    from PySide6.QtWidgets import QApplication

    return QApplication.instance()


def test_the_lobby_offers_continue_and_the_table_comes_back(qtbot, tmp_path, settings):
    window = make_window(qtbot, tmp_path, settings)
    tile = window.lobby.tile("durak")
    assert tile.continue_button.isHidden()
    table = window.start_game("durak", seed=SEED)
    table.autoplay(5)
    history = list(table.controller.state.history)
    table.controller.shutdown()
    window.close()

    again = make_window(qtbot, tmp_path, settings)  # a new start
    tile = again.lobby.tile("durak")
    assert not tile.continue_button.isHidden() and tile.start_button.text() == "New deal"
    tile.continue_button.click()
    assert again.stack.currentWidget() is again.table
    assert again.table.controller.state.history == history
    again.table.controller.shutdown()


def test_finished_deals_show_in_the_lobby_and_on_the_statistics_page(qtbot, tmp_path, settings):
    window = make_window(qtbot, tmp_path, settings)
    table = window.start_game("durak", seed=SEED)
    play_to_the_end(table)
    table.controller.shutdown()
    tile = window.lobby.tile("durak")
    assert tile.stats_button.text().startswith("Played 1 · won ")
    assert tile.continue_button.isHidden()
    tile.stats_button.click()
    assert window.stack.currentWidget() is window.stats_page
    assert window.stats_page.figures.text("played", 1) == "1"
    assert window.stats_page.chart.results in (["won"], ["lost"], ["drawn"])
    window.stats_page.reset_button.click()  # asks first
    assert window.stats.of("durak").played == 1 and not window.stats_page.cancel_button.isHidden()
    window.stats_page.reset_button.click()
    assert window.stats.of("durak").played == 0 and window.stats_page.figures.text("played", 1) == "0"
    assert window.lobby.tile("durak").stats_button.text() == "Statistics"  # still the way there


@pytest.mark.parametrize("content", ["", "{\"format\": 1, \"game\": \"durak\"", "\x00garbage\xff",
                                     "{\"format\": 7, \"game\": \"durak\"}"])
def test_a_damaged_save_is_reported_at_start_and_kept(qtbot, tmp_path, settings, content):
    folder = tmp_path / "saves"
    folder.mkdir()
    (folder / "durak.json").write_text(content, encoding="utf-8", errors="surrogateescape")
    SettingsStore(tmp_path / "settings.json").save(Settings(language="en", grain=20))
    window = MainWindow(Settings(grain=20), SettingsStore(tmp_path / "settings.json"), Translators(qtbot_app()),
                        SaveStore(folder), StatsStore(tmp_path / "stats.json"))
    qtbot.addWidget(window)
    assert not window.notice.isHidden()
    assert "Your unfinished Durak deal could not be continued" in window.notice.label.text()
    kept = [path for path in folder.iterdir() if ".corrupt-" in path.name]
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8", errors="surrogateescape") == content
    assert kept[0].name in window.notice.label.text()
    assert window.lobby.tile("durak").continue_button.isHidden()
    assert (tmp_path / "settings.json").is_file()  # nothing else lost


def test_a_deal_the_rules_no_longer_allow_is_reported_in_words_and_kept(qtbot, tmp_path, monkeypatch):
    from tests.qt.test_saves import FIXTURES, refuse_take

    folder = tmp_path / "saves"
    folder.mkdir()
    (folder / "durak.json").write_text((FIXTURES / "durak.json").read_text(encoding="utf-8"), encoding="utf-8")
    refuse_take(monkeypatch)  # a later version of the rules refuses a move the deal made
    window = MainWindow(Settings(grain=20), SettingsStore(tmp_path / "settings.json"), Translators(qtbot_app()),
                        SaveStore(folder), StatsStore(tmp_path / "stats.json"))
    qtbot.addWidget(window)
    text = window.notice.label.text()
    assert "Your unfinished Durak deal could not be continued: the game's rules have changed" in text
    assert [path.name for path in folder.iterdir() if ".corrupt-" in path.name][0] in text


@pytest.mark.parametrize("name", ["durak", "kowah", "kowah-declare", "sisepai", "mahjong", "mahjong-claim-window"])
def test_a_save_of_the_previous_release_resumes_on_the_table_and_plays_to_the_end(qtbot, tmp_path, settings, name):
    from tests.qt.test_saves import FIXTURES

    game = name.split("-")[0]
    folder = tmp_path / "saves"
    folder.mkdir()
    (folder / f"{game}.json").write_text((FIXTURES / f"{name}.json").read_text(encoding="utf-8"), encoding="utf-8")
    saved = SaveStore(folder).load(game)
    table = new_table(qtbot, game, settings, SaveStore(folder), None)
    table.resume(saved)
    assert table.controller.human_to_act and shows_the_deal(table.controller)
    table.autoplay(5000)
    assert table.controller.state.is_over and shows_the_deal(table.controller)
    table.controller.shutdown()


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("fault", ["test-raises", "test-spins"])
def test_an_ai_that_raises_or_overruns_is_replaced_and_the_deal_finishes(qtbot, settings, caplog, faulty_levels,
                                                                         game, fault):
    caplog.set_level(logging.ERROR)
    table = new_table(qtbot, game, settings, None, None)
    controller = table.controller
    if fault == "test-spins":
        controller.ai_time_budget_ms = controller.ai_kill_after_ms = 40
    table.new_deal(SEED)
    controller.cancel_ai()
    controller.level = fault  # every AI seat
    # The player's seat answers by its own policy, as a person would, until the deal is over.
    info = registry.get(game)
    controller._schedule_ai()
    deadline = time.monotonic() + 120
    while not controller.state.is_over and time.monotonic() < deadline:
        if controller.human_to_act:
            state = controller.state
            player = info.decision_policy("easy", SEED, 0, len(state.history))
            controller.apply_human(player.choose(state.view(0), state.legal_actions(0)))
        if fault == "test-spins" and controller.level == fault and caplog.text.count("was stopped") >= 3:
            # Each stuck search costs a process: three make the point.
            controller.level = "easy"
            controller.ai_time_budget_ms, controller.ai_kill_after_ms = AI_TIME_BUDGET_MS, AI_KILL_AFTER_MS
        qtbot.wait(2)
    assert controller.state.is_over
    assert ("the AI tripped" if fault == "test-raises" else "exceeded its 40 ms budget and was stopped") in caplog.text
    controller.shutdown()


def test_the_autosave_keeps_the_hints_used_and_marks_the_hinted_and_cut_short_moves(qtbot, tmp_path, settings,
                                                                                   faulty_levels):
    from engine.core.record import CUT_SHORT, HINTED

    saves = SaveStore(tmp_path / "saves")
    table = new_table(qtbot, "kowah", settings, saves, None)
    controller = table.controller
    table.new_deal(SEED)
    qtbot.waitUntil(lambda: controller.human_to_act, timeout=10000)
    controller.hint()
    qtbot.waitUntil(lambda: controller.hinted is not None, timeout=10000)
    hinted_at = len(controller.state.history)
    assert controller.apply_human(controller.hinted)
    controller.cancel_ai()
    while controller.human_to_act:  # a draw is followed by the player's discard
        assert controller.apply_human(controller.legal()[0])
    controller.cancel_ai()
    # Then the AI overruns its time budget: the safe move is played, marked cut short.
    controller.ai_time_budget_ms = controller.ai_kill_after_ms = 30
    controller.level = "test-spins"  # every AI seat; the record names the level the deal was played at
    cut_at = len(controller.state.history)
    controller._schedule_ai()
    assert controller.ai_seat_to_act is not None
    qtbot.waitUntil(lambda: len(controller.state.history) > cut_at, timeout=10000)
    controller.shutdown()
    record = SaveStore(tmp_path / "saves").load("kowah").record
    assert record.hints == 1 and record.marked(hinted_at, HINTED)
    assert record.seats == (None, controller.level, controller.level)
    assert record.marked(cut_at, CUT_SHORT) and not record.marked(hinted_at, CUT_SHORT)


def test_an_ai_that_overruns_while_held_is_replaced_once_released(qtbot, settings, caplog, faulty_levels):
    # While a question is open over the table (hold) no AI move is played, not even the safe
    # move that replaces a search out of time; on release it is played at once.
    caplog.set_level(logging.ERROR)
    table = new_table(qtbot, "kowah", settings, None, None)
    controller = table.controller
    table.new_deal(SEED)
    qtbot.waitUntil(lambda: controller.human_to_act, timeout=10000)
    while controller.human_to_act:
        assert controller.apply_human(controller.legal()[0])
    controller.cancel_ai()
    controller.ai_time_budget_ms = controller.ai_kill_after_ms = 30
    controller.level = "test-spins"
    before = len(controller.state.history)
    controller.hold()
    controller._schedule_ai()
    qtbot.wait(400)  # well past its budget (30 ms, then 30 more before it is stopped)
    assert len(controller.state.history) == before and "exceeded" not in caplog.text
    controller.release()
    assert len(controller.state.history) == before + 1 and "exceeded its 30 ms budget" in caplog.text
    controller.shutdown()
