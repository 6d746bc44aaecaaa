"""What the display filters cost: the whole main window showing a mid-game Durak table at
1920×1080 (offscreen), drawn many times with neutral colours (contrast and temperature at
50 %, grain 50 or 0) and with contrast 70 / temperature 30, and the time a slider change
takes to reach the screen (first frame, and every card in its new look: cards are made anew
in the background, while the table shows the old ones).

The window is built by the app's own start-up code and drawn as `cardavia --screenshot` draws
it. A full frame is a full repaint of the window (`grab`), the worst case for any per-frame
cost; a card-sized frame is what an animation asks of the table's view. Times are the UI
thread's CPU time; the settings are measured in alternating short runs, so that drift in the
machine's speed hits all alike. Prints details, then on its last line:
    {"unfiltered_ms": .., "filtered_ms": .., "ratio": filtered/unfiltered,
     "colour_ratio": full frame at 70/50/30 over 50/50/50, "card_colour_ratio": the same for a
     card-sized repaint, "slider_change_ms": ..}

    python benchmarks/filters.py [frames]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from cardavia_qt import app as cardavia  # noqa: E402

SCREEN = ["--screen", "table", "--seed", "11", "--autoplay", "13", "--size", "1920x1080"]
DEFAULT = {"contrast": 50, "grain": 50, "temperature": 50}
NEUTRAL = {"contrast": 50, "grain": 0, "temperature": 50}
COLOURED = {"contrast": 70, "grain": 50, "temperature": 30}  # issue 16's figure
# Slider moves timed from the slider to the first frame: grain re-bakes the felt and every
# card; contrast and temperature switch on, change and switch off the window's colour pass.
SLIDER_MOVES = [("grain", 60), ("grain", 50), ("contrast", 70), ("contrast", 30), ("contrast", 50),
                ("temperature", 80), ("temperature", 20), ("temperature", 50), ("grain", 100), ("grain", 50)]


def set_sliders(window, values: dict[str, int]) -> None:
    for key, value in values.items():
        window.header.sliders[key].slider.setValue(value)
    QCoreApplication.processEvents()
    window.table.scene.wait_for_art()  # the cards' new look is made in the background


def frame_ms(window) -> float:
    started = time.thread_time()
    window.grab()
    return (time.thread_time() - started) * 1000


def frames_ms(window, values: dict[str, int], count: int) -> list[float]:
    set_sliders(window, values)
    frame_ms(window)  # the first frame after a change pays for the change, not for the filter
    return [frame_ms(window) for _ in range(count)]


class PaintWatch(QObject):
    """Notes when a widget has painted: the first frame after a change is on screen."""

    def __init__(self, widget):
        super().__init__(widget)
        self.painted = False
        widget.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.painted = True
        return False


def slider_change_ms(window, watch: PaintWatch, key: str, value: int) -> tuple[float, float]:
    """From the slider's move to the end of the first repaint of the table (wall ms), and to
    the table showing every card in its new look (the cards are made in the background)."""
    watch.painted = False
    started = time.perf_counter()
    window.header.sliders[key].slider.setValue(value)
    while not watch.painted:
        QCoreApplication.processEvents()  # the repaint Qt scheduled for the change
        if time.perf_counter() - started > 5:
            raise RuntimeError(f"no repaint after {key} → {value}")
    QCoreApplication.processEvents()  # the rest of that same frame, if any
    first = (time.perf_counter() - started) * 1000
    window.table.scene.wait_for_art()
    QCoreApplication.processEvents()
    return first, (time.perf_counter() - started) * 1000


def card_repaint_ms(window, values: dict[str, int], count: int) -> float:
    set_sliders(window, values)
    viewport = window.table.view.viewport()
    region = QRect(viewport.width() // 2 - 90, viewport.height() // 2 - 130, 180, 260)
    viewport.repaint(region)  # the first after a change pays for the change
    times = []
    for _ in range(count):
        start = time.thread_time()
        viewport.repaint(region)
        times.append((time.thread_time() - start) * 1000)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("frames", nargs="?", type=int, default=60)
    options = parser.parse_args()
    app = QApplication.instance() or QApplication([])  # noqa: F841 (keeps the app alive)
    with tempfile.TemporaryDirectory() as scratch:
        args = cardavia.parse_args(["--screenshot", os.path.join(scratch, "unused.png"), *SCREEN])
        window = cardavia.build(args)  # screenshot mode: the user's settings are not touched
        cardavia.render_screen(window, args)

        filtered, unfiltered, coloured = [], [], []
        card_neutral, card_coloured = [], []
        rounds = 12
        per_round = max(1, options.frames // rounds)
        for _ in range(rounds):
            unfiltered += frames_ms(window, NEUTRAL, per_round)
            filtered += frames_ms(window, DEFAULT, per_round)
            coloured += frames_ms(window, COLOURED, per_round)
            # What an animation pays per frame: a card-sized repaint of the table's view.
            card_neutral += card_repaint_ms(window, DEFAULT, per_round * 4)
            card_coloured += card_repaint_ms(window, COLOURED, per_round * 4)

        set_sliders(window, DEFAULT)
        watch = PaintWatch(window.table.view.viewport())
        changes = {f"{key} → {value}": slider_change_ms(window, watch, key, value) for key, value in SLIDER_MOVES}

        window.table.controller.shutdown()
        window.close()

    load = os.getloadavg()[0]  # other processes on the machine make every figure larger
    unfiltered_ms = statistics.median(unfiltered)
    filtered_ms = statistics.median(filtered)
    coloured_ms = statistics.median(coloured)
    card_neutral_ms, card_coloured_ms = statistics.median(card_neutral), statistics.median(card_coloured)
    print(f"whole window 1920×1080, mid-game Durak, {len(filtered)} frames each, UI-thread CPU time "
          f"(median; mean in brackets); load average {load:.2f} on {os.cpu_count()} CPUs")
    print(f"  neutral filters 50/0/50:  {unfiltered_ms:.2f} ms ({statistics.fmean(unfiltered):.2f})")
    print(f"  default filters 50/50/50: {filtered_ms:.2f} ms ({statistics.fmean(filtered):.2f})")
    print(f"  contrast 70, temperature 30 (grain 50): {coloured_ms:.2f} ms ({statistics.fmean(coloured):.2f}), "
          f"{coloured_ms / filtered_ms:.2f}× 50/50/50 and {coloured_ms / unfiltered_ms:.2f}× 50/0/50")
    print(f"  a card-sized table repaint, {len(card_neutral)} each: {card_neutral_ms:.3f} ms at 50/50/50, "
          f"{card_coloured_ms:.3f} ms at 70/50/30 ({card_coloured_ms / card_neutral_ms:.2f}×)")
    print("slider change to the first frame, and to every card in its new look, ms (wall):")
    for name, (first, whole) in changes.items():
        print(f"  {name}: {first:.1f}, {whole:.1f}")
    print(json.dumps({
        "unfiltered_ms": round(unfiltered_ms, 2),
        "filtered_ms": round(filtered_ms, 2),
        "ratio": round(filtered_ms / unfiltered_ms, 3),
        "colour_ratio": round(coloured_ms / filtered_ms, 3),
        "card_colour_ratio": round(card_coloured_ms / card_neutral_ms, 3),
        "slider_change_ms": round(max(first for first, _ in changes.values()), 1),  # the slowest move
    }))


if __name__ == "__main__":
    main()
