"""Python's cycle collector, run only where Qt is at rest: a timer on the GUI thread.

Python runs its cycle collector wherever an allocation passes a generation's threshold: in the
card-art threads (`table/art_worker.py`), the AI's relay thread, or inside a method Qt calls
back in the middle of its own work (an item's `boundingRect` while the scene paints). Some of
the garbage is Qt's: a table scene and its cards hold each other in reference cycles, with
their timers and pixmaps. Deleting those at such a moment crashes the app. A CI worker died
this way, and a script that turns scenes into garbage while another thread allocates
segfaults, aborts or hangs within a second, eight runs of eight (`tests/qt/test_collector.py`).

So once the app has a QApplication the automatic collector is off, and a timer on the GUI
thread, between events, collects by the thresholds Python itself uses (the oldest generation
whose count is past its threshold, once the youngest is). The engine makes almost no cyclic
garbage (a few dozen objects in a whole expert deal), so collecting a little later costs
nothing.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

#: How often the GUI thread looks whether a collection is due: garbage is held at most this much
#: longer than Python's own collector (which looks at every allocation) would hold it.
INTERVAL_MS = 250


def collect_if_due() -> int | None:
    """Collect as the automatic collector would now, in the calling thread: the number of
    objects freed, or None when no generation is past its threshold."""
    counts, thresholds = gc.get_count(), gc.get_threshold()
    if thresholds[0] == 0 or counts[0] <= thresholds[0]:
        return None
    oldest = max(generation for generation in range(3) if counts[generation] > thresholds[generation])
    return gc.collect(oldest)


class GuiThreadCollector(QObject):
    """Owns the timer; a child of the application, so there is one per app."""

    def __init__(self, app: QCoreApplication):
        super().__init__(app)
        self.setObjectName("cardavia-gui-thread-collector")
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(collect_if_due)

    def start(self) -> None:
        gc.disable()
        self._timer.start()


def collect_on_gui_thread(app: QCoreApplication) -> GuiThreadCollector:
    """Switch the automatic collector off for good and collect on `app`'s thread instead."""
    collector = app.findChild(GuiThreadCollector, "cardavia-gui-thread-collector")
    if collector is None:
        collector = GuiThreadCollector(app)
    collector.start()
    return collector
