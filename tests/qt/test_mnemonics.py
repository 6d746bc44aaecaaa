"""No two controls on one screen answer the same Alt+letter, in any language: the lobby, each
rules page, each table through a deal (its claim bars as they come) and its results.

When two visible controls share a mnemonic, Qt only cycles the focus between them and presses
neither, so the button cannot be pressed from the keyboard at all.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from cardavia_qt.i18n import LANGUAGE_CODES
from cardavia_qt.table import can_play
from engine.core import registry

GAMES = [info.id for info in registry.all_games() if can_play(info.id)]
STEPS = 40  # actions of a deal looked at, one at a time; then the deal is played to its end


def clashes(window) -> list[str]:
    """Alt+letter keys that more than one visible control answers, and those controls."""
    QCoreApplication.processEvents()
    owners: dict[str, list[str]] = {}
    for widget in window.findChildren(QWidget):
        if not widget.isVisibleTo(window):
            continue
        if isinstance(widget, QAbstractButton) or (isinstance(widget, QLabel) and widget.buddy() is not None):
            text = widget.text()
        else:
            continue
        key = QKeySequence.mnemonic(text).toString()
        if key:
            owners.setdefault(key, []).append(f"{type(widget).__name__}#{widget.objectName()} {text!r}")
    return [f"{key}: {' / '.join(names)}" for key, names in sorted(owners.items()) if len(names) > 1]


@pytest.mark.parametrize("language", LANGUAGE_CODES)
def test_lobby_and_rules_pages_have_no_shared_mnemonic(window, language):
    window.set_language(language)
    window.show_lobby()
    found = [f"lobby: {clash}" for clash in clashes(window)]
    for game in GAMES:
        window.show_rules(game)
        found += [f"rules of {game}: {clash}" for clash in clashes(window)]
    assert found == []


@pytest.mark.parametrize("language", LANGUAGE_CODES)
@pytest.mark.parametrize("game", GAMES)
def test_a_table_through_a_deal_has_no_shared_mnemonic(window, language, game):
    window.set_language(language)
    found: set[str] = set()
    for seed in (3, 8):
        table = window.start_game(game, seed=seed)
        table.hold_still()
        for _ in range(STEPS):
            found.update(f"mid-deal: {clash}" for clash in clashes(window))
            table.autoplay(1)
            table.hold_still()
        table.autoplay(1000)
        table.hold_still()
        assert table.overlay.isVisible()
        found.update(f"results: {clash}" for clash in clashes(window))
        assert table.dismiss() and table.results_button.isVisible()  # the final table, Results offered
        found.update(f"final table: {clash}" for clash in clashes(window))
    assert sorted(found) == []


@pytest.mark.parametrize("language", LANGUAGE_CODES)
def test_the_menu_s_items_have_a_letter_each(window, language):
    """Inside the menu its own letters count: each item (and each submenu's) its own."""
    from PySide6.QtWidgets import QMenu

    window.set_language(language)
    QCoreApplication.processEvents()
    found = []
    menus = [window.header.options.menu(), *window.header.options.menu().findChildren(QMenu)]
    for menu in menus:
        keys: dict[str, list[str]] = {}
        for action in menu.actions():
            if action.isSeparator() or not action.isVisible():
                continue
            key = QKeySequence.mnemonic(action.text()).toString()
            keys.setdefault(key or "none", []).append(action.text())
        found += [f"{menu.title() or 'menu'}: {key}: {' / '.join(texts)}" for key, texts in keys.items()
                  if len(texts) > 1 and key != "none"]
        top_level = menu is menus[0]
        if top_level:
            assert "none" not in keys, keys.get("none")  # every item can be reached by a letter
    assert found == []
