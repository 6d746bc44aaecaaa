"""Switching language at runtime reaches every visible string — lobby, a rules page and every
game's table mid-deal, status lines and buttons included — and the choice survives a restart."""

from __future__ import annotations

import json
import re

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QWidget

from cardavia_qt import app as cardavia
from cardavia_qt import settings as settings_module
from tests.qt.translation_helpers import DictTranslator

LETTERS = re.compile(r"[^\W\d_]", re.UNICODE)


@pytest.fixture
def config(tmp_path, monkeypatch):
    path = tmp_path / "config" / "settings.json"
    monkeypatch.setattr(settings_module, "config_path", lambda: path)
    return path


@pytest.fixture
def open_window(qtbot, config):
    windows = []

    def opener():
        window = cardavia.build(cardavia.parse_args([]))
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        return window

    yield opener
    for window in windows:
        if window.table is not None:
            window.table.controller.shutdown()


def untranslated(window) -> list[str]:
    """Visible texts with words in them that did not come through the translator."""
    for _ in range(3):
        QCoreApplication.processEvents()
    found = []
    language_box = window.header.language
    for widget in window.findChildren(QWidget):
        if not widget.isVisibleTo(window) or widget is language_box:
            continue  # languages are named in their own language, whatever the UI's
        if isinstance(widget, QComboBox):
            text = widget.currentText()
        elif isinstance(widget, (QLabel, QAbstractButton)):
            text = widget.text()
        else:
            continue
        if LETTERS.search(text) and "⟦" not in text and text != "Cardavia":
            found.append(f"{type(widget).__name__}#{widget.objectName()}: {text!r}")
    return found


@pytest.mark.parametrize("game", ["sisepai", "durak", "mahjong", "kowah"])
def test_every_visible_string_of_lobby_rules_and_table_follows_the_language(qtbot, open_window,
                                                                            install_translator, game):
    window = open_window()
    table = window.start_game(game, seed=4)
    table.autoplay(20)
    table.hold_still()
    window.show_lobby()
    install_translator(DictTranslator(mark=True))
    assert untranslated(window) == []
    window.show_rules(game)
    assert untranslated(window) == []
    window.stack.setCurrentWidget(table)
    assert untranslated(window) == []


def test_the_chosen_language_survives_a_restart(qtbot, open_window, config):
    window = open_window()
    combo = window.header.language
    combo.setCurrentIndex(combo.findText("简体中文"))
    qtbot.waitUntil(lambda: config.exists() and json.loads(config.read_text())["settings"]["language"] == "zh_CN",
                    timeout=3000)
    assert window.lobby.title_label.text() == "选择游戏"
    window.close()
    again = open_window()
    assert again.header.language.currentText() == "简体中文"
    assert again.lobby.title_label.text() == "选择游戏"
    assert again.lobby.tile("mahjong").name_label.text() == "国标麻将"


@pytest.mark.parametrize("game", ["sisepai", "durak", "mahjong", "kowah"])
def test_the_hint_line_is_reworded_by_a_language_switch(qtbot, open_window, game):
    """The status line's passing note (here the hint) speaks the new language at once, not
    from the next event on."""
    window = open_window()
    table = window.start_game(game, seed=4)
    controller = table.controller
    table.hold_still()
    for _ in range(60):
        if controller.human_to_act:
            break
        table.autoplay(1)
        table.hold_still()
    assert controller.human_to_act
    controller.hint()
    qtbot.waitUntil(lambda: controller.hinted is not None, timeout=10000)
    english = table.status.text()
    assert english and not re.search("[а-яА-Я]", english)
    window.set_language("ru")
    QCoreApplication.processEvents()
    assert table.status.text() != english
    assert re.search("[а-яА-Я]", table.status.text()), table.status.text()
    controller.set_level("hard" if controller.level == "easy" else "easy")  # "…from the next deal"
    russian = table.status.text()
    window.set_language("en")
    QCoreApplication.processEvents()
    assert table.status.text() != russian and not re.search("[а-яА-Я]", table.status.text())


def cut_choices(window) -> list[str]:
    """Visible combo boxes whose longest choice does not fit their text field."""
    from PySide6.QtWidgets import QStyle, QStyleOptionComboBox

    for _ in range(3):
        QCoreApplication.processEvents()
    cut = []
    for box in window.findChildren(QComboBox):
        if not box.isVisibleTo(window) or box.count() == 0:
            continue
        option = QStyleOptionComboBox()
        box.initStyleOption(option)
        field = box.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                           QStyle.SubControl.SC_ComboBoxEditField, box)
        widest = max(box.fontMetrics().horizontalAdvance(box.itemText(row)) for row in range(box.count()))
        if widest > field.width():
            cut.append(f"{box.objectName() or box.accessibleName()}: {widest} px in {field.width()} px")
    return cut


@pytest.mark.parametrize("language", ["ru", "hi", "id"])
def test_no_choice_is_cut_after_a_language_switch(qtbot, open_window, language):
    """A combo box sized for the English names grows with the new language's (Russian's
    "Слабый" was cut to "Слабы" in the lobby's AI level)."""
    window = open_window()
    assert cut_choices(window) == []  # sized, as a player sees them, in English first
    window.set_language(language)
    assert cut_choices(window) == []
    window.show_lobby()
    table = window.start_game("durak", seed=4)
    table.hold_still()
    assert cut_choices(window) == []
    window.show_stats("durak")
    assert cut_choices(window) == []


@pytest.mark.parametrize("game", ["durak", "mahjong", "sisepai"])
def test_a_long_status_keeps_the_bar_and_the_table_still(qtbot, open_window, game):
    """Russian sentences on the status line (up to four lines at 1280x800) are set smaller to
    fit the bar's two lines rather than making the bar taller, which shrank the table above
    it for that move; and every sentence still shows whole."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QFontMetrics

    window = open_window()
    window.set_language("ru")
    table = window.start_game(game, seed=5)
    table.hold_still()
    heights, views = set(), set()
    for _ in range(70):
        table.autoplay(1)
        table.hold_still()
        QCoreApplication.processEvents()
        heights.add(table.bar.height())
        views.add(table.view.height())
        status = table.status
        needed = QFontMetrics(status.font()).boundingRect(QRect(0, 0, status.width() - 20, 1 << 20),
                                                          int(Qt.TextFlag.TextWordWrap), status.text()).height()
        assert needed <= status.height(), status.text()
        if table.controller.outcome is not None:
            break
    assert len(heights) == 1 and len(views) == 1, (heights, views)


def test_the_bar_keeps_its_height_whenever_the_table_is_laid_out_again(qtbot, open_window):
    """Not only at rest: the table's layout is redone while the AI's moves are told and the
    cards fly, and then a long sentence's own size hint (worked out for a narrow label: six
    lines) stretched the bar to 133 px and more, the table shrinking above it. Seen live:
    Durak in Russian at 900 px, «ИИ кроет «шестёрка пик» картой «восьмёрка пик».»"""
    from tests.qt.screen_checks import at_rest

    window = open_window()
    window.settings.animation_speed = 0.2  # the AI's moves told one by one, quickly
    window.set_language("ru")
    window.resize(900, 640)
    table = window.start_game("durak", seed=5)
    controller = table.controller
    height, statuses = table.bar.height(), set()
    for _ in range(30):
        qtbot.waitUntil(lambda: at_rest(controller), timeout=20_000)
        if controller.outcome is not None:
            break
        table.autoplay(1)
        while not at_rest(controller):
            statuses.add(table.status.text())
            table.layout().invalidate()  # as a card's move or a button shown or hidden does
            QCoreApplication.processEvents()
            assert table.bar.height() == height, table.status.text()
    assert any("кроет" in status for status in statuses), statuses
