"""Cyclic garbage that holds Qt objects is freed on the GUI thread, never by whichever thread
happens to allocate (a CI worker crashed while the card-art threads rendered)."""

import gc
import os
import subprocess
import sys
import textwrap
import weakref
from pathlib import Path

from PySide6.QtWidgets import QApplication

from cardavia_qt.collector import collect_if_due, collect_on_gui_thread

REPO = Path(__file__).resolve().parents[2]

# Table scenes turn into cyclic garbage on the GUI thread while another thread allocates, as
# the card-art threads do. With Python's automatic collector instead of the app's, this
# segfaulted, aborted or hung within a second in eight runs of eight when the test was written;
# with it, eight of eight ran their 4 s and freed all but the last tick or two's scenes.
RACE = textwrap.dedent("""
    import sys, threading, time
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    from cardavia_qt.collector import collect_on_gui_thread
    from cardavia_qt.resources import asset_path
    from cardavia_qt.table.pixmaps import PixmapCache
    from cardavia_qt.table.scene import TableScene

    app = QApplication(["race"])
    collect_on_gui_thread(app)
    face, back = asset_path("cards", "atlas", "ru", "9S.svg"), asset_path("cards", "atlas", "back.svg")
    cache = PixmapCache()
    made, freed = [0], [0]
    stop = time.monotonic() + float(sys.argv[1])

    def scenes_to_garbage():
        for _ in range(3):
            scene = TableScene(cache, speed=lambda: 0.3)
            for _ in range(4):
                scene.create_card(back, face, "a card").set_width(80, 1.0)
            scene.destroyed.connect(lambda *_: freed.__setitem__(0, freed[0] + 1))
            scene.itself = scene  # a cycle: only the collector frees it
            made[0] += 1
        if time.monotonic() > stop:
            app.quit()

    def allocate():
        while time.monotonic() < stop:
            junk = [[] for _ in range(1000)]
            for item in junk:
                item.append(junk)

    threading.Thread(target=allocate, daemon=True).start()
    timer = QTimer()
    timer.timeout.connect(scenes_to_garbage)
    timer.start(1)
    app.exec()
    print(made[0], freed[0])
""")


def test_scenes_turned_to_garbage_while_another_thread_allocates_are_freed_without_a_crash():
    done = subprocess.run([sys.executable, "-c", RACE, "4"], cwd=REPO, capture_output=True, text=True,
                          timeout=120, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr[-2000:]
    made, freed = map(int, done.stdout.split())
    assert made >= 30 and freed >= made // 2  # collected as it went, not left to pile up


def test_the_app_collects_cycles_on_the_gui_thread_only(qtbot):
    collect_on_gui_thread(QApplication.instance())
    assert not gc.isenabled()  # nobody else's thread collects

    class Cycle:
        pass

    cycle = Cycle()
    cycle.itself = cycle
    gone = weakref.ref(cycle)
    del cycle
    kept = [[] for _ in range(gc.get_threshold()[0] + 1)]  # enough allocation to set off a collection
    qtbot.waitUntil(lambda: gone() is None, timeout=3000)
    assert kept


def test_collect_if_due_waits_for_the_threshold_as_python_would():
    threshold = gc.get_threshold()
    try:
        gc.disable()
        gc.collect()
        gc.set_threshold(10_000, 10, 10)
        assert collect_if_due() is None  # young generation still below its threshold
        holders = [[] for _ in range(10_001)]
        for holder in holders:
            holder.append(holder)
        del holders
        assert collect_if_due() >= 10_000
        assert collect_if_due() is None
    finally:
        gc.set_threshold(*threshold)
