"""AI levels: a new player's first deal is easy; the pickers list what the game's registry
entry offers, easiest first, an expert level included the day a game has one."""

from __future__ import annotations

import dataclasses

import pytest

from cardavia_qt.models import levels
from engine.core import registry


@pytest.mark.parametrize("game", ["sisepai", "durak", "mahjong", "kowah"])
def test_a_new_player_s_first_deal_is_easy_and_the_level_is_in_sight(window, game):
    tile = window.lobby.tile(game)
    assert tile.level_box.isVisible() and tile.level_label.text() == "AI level"
    assert tile.level_box.currentData() == "easy"
    table = window.start_game(game, seed=1)
    table.hold_still()
    assert table.controller.level == "easy"
    assert table.level_box.isVisible() and table.level_box.currentData() == "easy"


def test_a_level_picked_in_the_lobby_plays_from_the_next_deal(window):
    tile = window.lobby.tile("durak")
    tile.level_box.setCurrentIndex(tile.level_box.findData("hard"))
    tile.level_box.activated.emit(tile.level_box.currentIndex())
    assert window.settings.ai_level("durak") == "hard"
    table = window.start_game("durak", seed=1)
    table.hold_still()
    assert table.controller.level == "hard" and table.level_box.currentData() == "hard"
    window.show_lobby()
    assert window.lobby.tile("durak").level_box.currentData() == "hard"


def test_the_levels_are_the_registry_s_easiest_first(monkeypatch):
    durak = registry.get("durak")
    policies = dict(durak.policies)
    # An expert level (and one the app has never heard of) arrive in the registry only.
    policies["expert"] = policies["hard"]
    policies["aardvark"] = policies["easy"]
    richer = dataclasses.replace(durak, policies=policies)
    real_get = registry.get
    monkeypatch.setattr(registry, "get", lambda game_id: richer if game_id == "durak" else real_get(game_id))
    assert levels.levels_of("durak") == ["easy", "hard", "expert", "aardvark"]
    assert "random" not in levels.levels_of("kowah")
    assert levels.level_or_first("durak", "nonsense") == "easy"
    assert levels.level_name("expert") == "Expert" and levels.level_name("aardvark") == "Aardvark"


def test_the_table_s_picker_lists_the_registry_s_levels(qtbot, monkeypatch):
    from cardavia_qt.settings import Settings
    from cardavia_qt.table import create_table

    durak = registry.get("durak")
    richer = dataclasses.replace(durak, policies={**durak.policies, "expert": durak.policies["hard"]})
    real_get = registry.get
    monkeypatch.setattr(registry, "get", lambda game_id: richer if game_id == "durak" else real_get(game_id))
    table = create_table("durak", Settings(animation_speed=0))
    qtbot.addWidget(table)
    shown = [table.level_box.itemData(row) for row in range(table.level_box.count())]
    assert shown == ["easy", "hard", "expert"]
    assert table.level_box.itemText(2) == "Expert"
    table.controller.shutdown()


def test_a_continued_deal_s_picker_names_the_next_deal_s_level_in_every_language(window):
    # Seen live: a Mahjong deal begun at Hard, continued while Easy was chosen, showed Hard in
    # the table's picker, then Easy after a language switch. The picker is the next deal's level
    # (its tooltip says so); the seats' captions name the level the deal is played at.
    from PySide6.QtCore import QCoreApplication

    table = window.start_game("durak", seed=1)
    table.hold_still()
    table.controller.level = "hard"  # the deal on the table plays at Hard ...
    window.saves.save(table.controller.record())  # ... and is kept so
    window.start_game("kowah", seed=1).hold_still()  # another table: Durak's is read back from disk
    window.show_lobby()
    assert window.settings.ai_level("durak") == "easy"  # ... while Easy is chosen for the next
    table = window.continue_game("durak")
    table.hold_still()
    assert table.controller.level == "hard" and table.level_box.currentData() == "easy"
    for language in ("ru", "en"):
        window.set_language(language)
        QCoreApplication.processEvents()
        assert table.level_box.currentData() == "easy", language
    assert any("AI (Hard)" in pile.caption for pile in table.scene.piles), "the seat names the deal's level"
