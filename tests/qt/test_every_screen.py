"""Every screen in every language: no character without a font we ship (or DejaVu), and no
text that does not fit its widget — labels, buttons, combo boxes, the cells of item views —
on the lobby, each rules page, each game's table mid-deal (its deal log shown) and at its
results, and the statistics page with past deals.

Layouts must hold when strings run 40 % longer than English (Russian, Indonesian) and when a
script is taller (Devanagari), so this runs in all six languages at the app's default size.
"""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont, QFontDatabase, QFontMetrics, QRawFont
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QComboBox, QLabel, QListView, QStyle,
                               QStyleOptionComboBox, QStyleOptionViewItem, QWidget)

from cardavia_qt import app as cardavia
from cardavia_qt.i18n import LANGUAGE_CODES
from cardavia_qt.deal_keeping import DealKeeping
from cardavia_qt.past_deals import PastDealsStore
from cardavia_qt.stats import StatsStore
from cardavia_qt.table import can_play
from engine.core import registry
from engine.core.session import DealSession

GAMES = [info.id for info in registry.all_games()]
PLAYABLE = [game for game in GAMES if can_play(game)]
SIZE = os.environ.get("CARDAVIA_SCREEN_SIZE", "1280x800")


@pytest.fixture(scope="module")
def faces(qapp):
    from cardavia_qt.fonts import register_bundled_fonts

    register_bundled_fonts()
    available = set(QFontDatabase.families())
    cache: dict[str, QRawFont | None] = {}

    def face(family: str) -> QRawFont | None:
        if family not in cache:
            cache[family] = QRawFont.fromFont(QFont(family)) if family in available else None
        return cache[family]

    return face


def shown_text(widget: QWidget) -> str:
    if isinstance(widget, QComboBox):
        return widget.currentText()
    text = widget.text() if isinstance(widget, (QLabel, QAbstractButton)) else ""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def missing_characters(text: str, font: QFont, faces) -> set[str]:
    usable = [faces(f) for f in font.families() or [font.family()] if faces(f) is not None]
    return {c for c in text if not c.isspace() and not any(u.supportsCharacter(ord(c)) for u in usable)}


def cell_problems(view: QAbstractItemView, faces) -> list[str]:
    """Each cell shown in an item view: a font for every character, and room for its words
    (as its delegate lays them out: on one line, or wrapped in the cell's width)."""
    found = []
    model, delegate = view.model(), view.itemDelegate()
    if model is None:
        return found
    columns = 1 if isinstance(view, QListView) else model.columnCount()
    for row in range(min(model.rowCount(), 60)):
        for column in range(columns):
            index = model.index(row, column)
            text = index.data() or ""
            rect = view.visualRect(index)
            if not text.strip() or not rect.isValid() or not rect.intersects(view.viewport().rect()):
                continue
            option = QStyleOptionViewItem()
            option.initFrom(view)
            option.rect = rect
            option.font = view.font()
            if view.wordWrap():
                option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
            needed = delegate.sizeHint(option, index)
            name = f"{type(view).__name__}#{view.objectName()} cell {row},{column} {text[:40]!r}"
            missing = missing_characters(text, option.font, faces)
            if missing:
                found.append(f"{name}: no font for {''.join(sorted(missing))}")
            if needed.width() > rect.width() + 2 and not view.wordWrap():
                found.append(f"{name}: needs {needed.width()} px of width, has {rect.width()}")
            if needed.height() > rect.height() + 2:
                found.append(f"{name}: needs {needed.height()} px of height, has {rect.height()}")
    return found


def problems_on(window, faces) -> list[str]:
    for _ in range(3):
        QCoreApplication.processEvents()
    found = []
    for widget in window.findChildren(QWidget):
        if not widget.isVisibleTo(window) or widget.width() <= 1:
            continue
        if isinstance(widget, QAbstractItemView) and not isinstance(widget.parentWidget(), QComboBox) \
                and widget.objectName():
            found += cell_problems(widget, faces)
            continue
        text = shown_text(widget)
        if not text.strip():
            continue
        if isinstance(widget, QLabel) and widget.textFormat() != 0 and "<" in text:
            continue  # rich text lays itself out; its characters are checked by the .ts test
        name = f"{type(widget).__name__}#{widget.objectName()} {text[:40]!r}"
        families = [f for f in widget.font().families() or [widget.font().family()]]
        usable = [faces(f) for f in families if faces(f) is not None]
        missing = {c for c in text if not c.isspace() and not any(u.supportsCharacter(ord(c)) for u in usable)}
        if missing:
            found.append(f"{name}: no font for {''.join(sorted(missing))}")
        metrics = QFontMetrics(widget.font())
        if isinstance(widget, QLabel):
            room = widget.contentsRect()
            if widget.wordWrap():
                needed = widget.heightForWidth(room.width()) if widget.heightForWidth(room.width()) > 0 else 0
                if needed > room.height() + 2:
                    found.append(f"{name}: needs {needed} px of height, has {room.height()}")
            elif widget.sizePolicy().horizontalPolicy().name != "Ignored":
                longest = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
                if longest > room.width() + 2:
                    found.append(f"{name}: needs {longest} px of width, has {room.width()}")
        elif isinstance(widget, QComboBox):
            # Its size hint is its longest entry's; what must fit is the entry shown.
            option = QStyleOptionComboBox()
            widget.initStyleOption(option)
            field = widget.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                                  QStyle.SubControl.SC_ComboBoxEditField, widget)
            needed = metrics.horizontalAdvance(text)
            if needed > field.width() + 2:
                found.append(f"{name}: needs {needed} px, has {field.width()}")
        elif isinstance(widget, QAbstractButton):
            if widget.sizeHint().width() > widget.width() + 2:
                found.append(f"{name}: needs {widget.sizeHint().width()} px, has {widget.width()}")
    return found


@pytest.fixture
def window_in(qtbot, tmp_path, monkeypatch):
    from cardavia_qt import settings as settings_module

    monkeypatch.setattr(settings_module, "config_path", lambda: tmp_path / "settings.json")
    windows = []

    def open_window(code: str):
        window = cardavia.build(cardavia.parse_args(["--lang", code, "--screenshot", str(tmp_path / "x.png")]))
        qtbot.addWidget(window)
        window.resize(*(int(n) for n in SIZE.split("x")))
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        return window

    yield open_window
    for window in windows:
        if window.table is not None:
            window.table.controller.shutdown()


@pytest.mark.parametrize("code", LANGUAGE_CODES)
def test_lobby_rules_and_statistics_fit_and_have_fonts(window_in, faces, code, tmp_path):
    window = window_in(code)
    problems = [f"lobby: {p}" for p in problems_on(window, faces)]
    for game in GAMES:
        window.show_rules(game)
        problems += [f"rules {game}: {p}" for p in problems_on(window, faces)]
    window.stats = StatsStore(tmp_path / "stats.json")
    window.deals = PastDealsStore(GAMES, tmp_path / "deals")
    for game in ("mahjong", "kowah"):  # past deals with points, and with a multiplier
        session = DealSession.new(game, 3, "easy", human=None)
        session.run_ais()
        DealKeeping(None, window.deals, window.stats).finish(session.record, session.state.outcome)
    window.show_stats("mahjong")
    problems += [f"statistics: {p}" for p in problems_on(window, faces)]
    window.show_stats("kowah")
    problems += [f"statistics: {p}" for p in problems_on(window, faces)]
    assert problems == []


@pytest.mark.parametrize("code", LANGUAGE_CODES)
@pytest.mark.parametrize("game", PLAYABLE)
def test_each_table_and_its_results_fit_and_have_fonts(window_in, faces, code, game):
    window = window_in(code)
    window.settings.deal_log = True
    table = window.start_game(game, seed=5)
    table.autoplay(12)
    table.hold_still()
    problems = [f"{game} mid-deal: {p}" for p in problems_on(window, faces)]
    table.autoplay(5000)
    table.controller.finish_animations()
    table.hold_still()
    assert table.controller.state.is_over and table.overlay.isVisible()
    problems += [f"{game} results: {p}" for p in problems_on(window, faces)]
    assert problems == []
