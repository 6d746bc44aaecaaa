"""Fonts follow the script of the language on screen: Qt is never asked to shape Devanagari with
a font that cannot (it says so in the log), and a round trip through Chinese leaves the English
screens in the English fonts."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QWidget

from cardavia_qt import fonts

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def probe_messages(tmp_path_factory):
    home = tmp_path_factory.mktemp("probe-home")
    env = {"PATH": "/usr/bin:/bin", "QT_QPA_PLATFORM": "offscreen", "HOME": str(home)}
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[name] = str(home / name.lower())
    done = subprocess.run([sys.executable, "-m", "tests.qt.font_shaping_probe"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    return [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]


def test_the_probe_hears_qt(probe_messages):
    # The offscreen platform says this on every show(): proof that Qt's messages reach us.
    assert any("propagateSizeHints" in message["text"] for message in probe_messages)


def test_no_font_is_tried_for_a_script_it_cannot_shape(probe_messages):
    # Qt logs it as information (category qt.text.font.db), not as a warning, so the warning
    # filter of the other tests never sees it.
    missing = [f"{message['step']}: {message['text']}" for message in probe_messages
               if "OpenType support missing" in message["text"]]
    assert missing == []


def families_on_screen(window) -> dict[str, tuple[str, ...]]:
    for _ in range(3):
        QCoreApplication.processEvents()
    return {f"{type(widget).__name__}#{widget.objectName()}": tuple(widget.font().families())
            for widget in window.findChildren(QWidget) if widget.isVisibleTo(window) and widget.objectName()}


def test_a_round_trip_through_chinese_gives_the_english_fonts_back(window):
    window.show_lobby()
    english = families_on_screen(window)
    assert english["QLabel#tileDescription"] == fonts.sans_families()
    assert english["GameName#tileName"] == fonts.serif_families()
    for language in ("zh_CN", "en", "hi", "en"):
        window.set_language(language)
    assert families_on_screen(window) == english


@pytest.mark.parametrize("language", ["hi", "zh_CN", "ru"])
def test_styled_widgets_take_the_new_language_s_fonts(window, language):
    """Widgets under a style sheet keep the font they had when it was applied, unless told."""
    table = window.start_game("durak", seed=3)
    table.hold_still()
    window.set_language(language)
    shown = families_on_screen(window)
    for name in ("StatusLine#tableStatus", "QPushButton#lobbyButton", "QComboBox#levelBox"):
        assert shown[name] == fonts.sans_families(), name
    window.show_lobby()
    shown = families_on_screen(window)
    assert shown["GameName#tileName"] == fonts.serif_families()
    assert QApplication.font().families() == list(fonts.sans_families())
