"""The status line tells what the AI just did, in the engine's words with the seats named — then
what the player should do."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardavia_qt.i18n import Translators, translate_message
from cardavia_qt.settings import Settings
from cardavia_qt.table.durak_table import DurakTable
from cardavia_qt.table.mahjong_table import MahjongTable
from tests.qt.table_gestures import wait_for_player
from tests.qt.test_mahjong_table import claim_window

AI_LEADS = 4  # a Durak seed whose deal the AI opens


@pytest.fixture
def settings():
    settings = Settings()
    settings.animation_speed = 0
    settings.ai_levels = {"durak": "easy", "mahjong": "easy"}
    return settings


def shown(qtbot, table):
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    return table


def test_durak_says_what_the_ai_attacks_with(qtbot, settings, shutdown):
    table = shown(qtbot, DurakTable(settings))
    shutdown(table)
    table.new_deal(AI_LEADS)
    wait_for_player(qtbot, table)
    controller = table.controller
    attack = controller.state.table[-1][0]
    name = translate_message(attack.name())  # "Eight of hearts"
    assert table.status.text() == f"The AI attacks with the {name}. Beat the {controller.card_label(attack)} or take"
    # The player's own move ends the telling: taking, the AI's answer is what shows next.
    QTest.mouseClick(table.take_button, Qt.MouseButton.LeftButton)
    assert not table.status.text().startswith("The AI attacks with the " + name)


def test_mcr_tells_whose_discard_is_on_offer_once(qtbot, settings, shutdown):
    table = shown(qtbot, MahjongTable(settings))
    shutdown(table)
    table.controller.show_position(claim_window(), seed=1)
    table.controller.cancel_ai()
    table._sync_controls()
    assert table.status.text() == "Left AI discards the 4 of characters. Claim it or pass"


def test_the_told_move_is_retranslated_with_the_language(qtbot, qapp, settings, shutdown):
    table = shown(qtbot, MahjongTable(settings))
    shutdown(table)
    table.controller.show_position(claim_window(), seed=1)
    table.controller.cancel_ai()
    Translators(qapp).switch("ru")
    try:
        table.retranslate()
        assert table.status.text() == "ИИ слева сбрасывает: символы 4. Заявляйте или пас"
    finally:
        Translators(qapp).switch("en")
