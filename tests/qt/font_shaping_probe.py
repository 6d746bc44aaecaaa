"""Walk the app through every screen and language switch that puts Hindi on screen, in a
process of its own, and print every message Qt logged, one JSON object a line.

Why a process of its own: Qt says "OpenType support missing for <family>, script <n>" (a
warning of the category qt.text.font.db) once, when it first loads a font for a script the
font cannot shape, and then keeps the result in its font cache for the life of the process.
A test in a process where any earlier test already met that font would see nothing.

Run by tests/qt/test_fonts_per_script.py: `python -m tests.qt.font_shaping_probe`.
"""

from __future__ import annotations

import json
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> int:
    from PySide6.QtCore import QCoreApplication, QtMsgType, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    app = QApplication([sys.argv[0]])
    messages = []
    step = {"now": "start"}

    def record(kind: QtMsgType, context, text: str) -> None:
        messages.append({"step": step["now"], "category": context.category, "kind": kind.name, "text": text})

    qInstallMessageHandler(record)

    from cardavia_qt import app as cardavia
    from cardavia_qt.stats import StatsStore
    from cardavia_qt.table import can_play
    from engine.core import registry

    def settle() -> None:
        for _ in range(4):
            QCoreApplication.processEvents()

    window = cardavia.build(cardavia.parse_args(["--lang", "en"]))
    window.stats = StatsStore()  # the statistics page too (an empty store in a throwaway home)
    window.resize(1280, 800)
    window.show()
    settle()
    games = [info.id for info in registry.all_games() if can_play(info.id)]
    # A table mid-deal before the switch, so its texts are retranslated, not built anew.
    table = window.start_game(games[-1], seed=11)
    table.autoplay(12)
    table.hold_still()
    settle()
    window.show_lobby()
    settle()

    def visit(language: str) -> None:
        for game in games:
            step["now"] = f"{language} rules {game}"
            window.show_rules(game)
            settle()
            step["now"] = f"{language} table {game}"
            table = window.start_game(game, seed=5)
            table.autoplay(400)  # to the end of the deal: the results panel
            table.hold_still()
            settle()
            window.show_lobby()
        step["now"] = f"{language} statistics"
        window.show_stats(games[0])
        settle()
        step["now"] = f"{language} lobby"
        window.show_lobby()
        window.header.language.showPopup()  # every language named in its own script
        settle()
        window.header.language.hidePopup()
        settle()

    # Into Hindi from a Latin script, out of it into Chinese, and back through English.
    for language in ("hi", "zh_CN", "en", "hi", "ru"):
        step["now"] = f"switch to {language}"
        window.header.language.setCurrentIndex(window.header.language.model().row_of(language))
        settle()
        visit(language)
    if window.table is not None:
        window.table.controller.shutdown()
    for message in messages:
        print(json.dumps(message, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
