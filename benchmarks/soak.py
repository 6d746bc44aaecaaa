"""Soak: table open/leave/continue cycles across the four games, then language switches, in one
main window; prints the process's resident memory as it goes, the tables still alive and the
translators installed. A left table must be destroyed, and memory must level off.

    python benchmarks/soak.py [cycles] [switches]
"""

from __future__ import annotations

import gc
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTranslator  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from cardavia_qt.collector import collect_on_gui_thread  # noqa: E402
from cardavia_qt.fonts import register_bundled_fonts, ui_font  # noqa: E402
from cardavia_qt.i18n import LANGUAGE_CODES, Translators  # noqa: E402
from cardavia_qt.saves import SaveStore  # noqa: E402
from cardavia_qt.settings import Settings, SettingsStore  # noqa: E402
from cardavia_qt.stats import StatsStore  # noqa: E402

GAMES = ("durak", "kowah", "mahjong", "sisepai")
# The pixmap cache holds up to 3 × 160 card images (a few tens of MB): until every game has
# dealt a few times it grows, by design, to that bound. Growth is measured after it.
WARM_UP = 60


def rss_mb() -> float:
    """Resident set size of this process, MB (Linux: /proc/self/statm)."""
    with open("/proc/self/statm", encoding="ascii") as handle:
        pages = int(handle.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def trimmed_rss_mb() -> float:
    """Resident memory once the collector has run and freed heap is handed back to the system
    (glibc's malloc_trim): what the process holds, less the free pages malloc keeps, which come
    and go by 10-20 MB from one reading to the next."""
    gc.collect()
    try:
        import ctypes

        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass
    return rss_mb()


class Soak:
    """One main window with stores in a folder of its own; the cycles and switches the soak does."""

    def __init__(self, folder: Path):
        from cardavia_qt.views.main_window import MainWindow

        self.app = QApplication.instance() or QApplication([])
        collect_on_gui_thread(self.app)  # as the app collects (cardavia_qt/collector.py)
        # The app's own fonts, as app.build sets them up: without them a switch to Hindi has Qt
        # try every system font for Devanagari (hundreds of "OpenType support missing" lines)
        # and the memory measured is not the app's.
        register_bundled_fonts()
        self.app.setFont(ui_font())
        settings = Settings(animation_speed=0.0)
        self.window = MainWindow(settings, SettingsStore(folder / "settings.json"), Translators(self.app),
                                 SaveStore(folder / "saves"), StatsStore(folder / "stats.json"))
        self.window.show()
        self.tables: list = []  # weak references to every table opened
        self.cycles = 0

    def cycle(self) -> None:
        """Open a table of the next game (a new deal), leave it for the lobby, continue it."""
        import weakref

        game = GAMES[self.cycles % len(GAMES)]
        table = self.window.start_game(game, seed=self.cycles)
        self.tables.append(weakref.ref(table))
        del table
        self.window.show_lobby()
        self.window.continue_game(game)
        self.settle()
        self.cycles += 1

    def switch_language(self, index: int) -> None:
        self.window.set_language(LANGUAGE_CODES[index % len(LANGUAGE_CODES)])
        self.settle()

    def settle(self) -> None:
        from PySide6.QtCore import QCoreApplication, QEvent

        for _ in range(2):
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            self.app.processEvents()

    def tables_alive(self) -> int:
        gc.collect()
        return sum(1 for ref in self.tables if ref() is not None)

    def translators(self) -> int:
        return len(self.app.findChildren(QTranslator))

    def close(self) -> None:
        if self.window.table is not None:
            self.window.table.controller.shutdown()
        self.window.close()


def main() -> None:
    cycles = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    switches = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    with tempfile.TemporaryDirectory(prefix="cardavia-soak-") as folder:
        soak = Soak(Path(folder))
        lobby = rss_mb()
        soak.cycle()
        first = rss_mb()
        for _ in range(WARM_UP - 1):  # the card caches fill to their bounds, fonts load
            soak.cycle()
        gc.collect()
        start, started = rss_mb(), time.process_time()
        print(f"lobby: {lobby:.1f} MB; after the first table: {first:.1f} MB; after {WARM_UP} warm-up cycles: {start:.1f} MB")
        for done in range(1, cycles + 1):
            soak.cycle()
            if done % 50 == 0 or done == cycles:
                print(f"  {done:4} cycles: {rss_mb():7.1f} MB ({rss_mb() - start:+.1f}), tables alive {soak.tables_alive()}")
        print(f"  {time.process_time() - started:.1f} s CPU for {cycles} cycles")
        for index in range(len(LANGUAGE_CODES)):  # every language once: its fonts load (CJK, Devanagari)
            soak.switch_language(index)
        gc.collect()
        translators, before = soak.translators(), rss_mb()
        for done in range(1, switches + 1):
            soak.switch_language(done)
        print(f"{switches} language switches: {rss_mb():.1f} MB ({rss_mb() - before:+.1f}), "
              f"translators {translators} -> {soak.translators()}")
        print(f"total growth after warm-up: {rss_mb() - start:+.1f} MB")
        # What is left once the bounded caches are emptied: the growth a leak would leave.
        from cardavia_qt.table.pixmaps import shared_cache

        shared_cache().clear()
        soak.settle()
        left = trimmed_rss_mb()
        print(f"card caches emptied, heap trimmed: {left:.1f} MB ({left - lobby:+.1f} on the lobby, "
              f"{left - first:+.1f} on the first table)")
        soak.close()


if __name__ == "__main__":
    main()
