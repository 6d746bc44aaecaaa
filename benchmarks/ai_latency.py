"""How long the UI's event loop stalls while an AI searches, with the search in a thread beside
the UI (as before) and in the worker process (as now).

A 10 ms timer ticks on the UI thread; each gap between two ticks beyond 10 ms is time the UI
could not paint or answer a click. For each way, an AI searches for the whole measurement — a
pure-Python search (the MCR hard AI asked again and again, as a search's iterations would be),
and a pure-Python busy loop that never looks at its limits — and the gaps' p50, p95 and max are
printed, with no AI at all as the baseline. Prints the figures; not a test.

    python benchmarks/ai_latency.py [seconds per run]
"""

from __future__ import annotations

import os
import statistics
import sys
import threading
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from cardavia_qt import ai_process  # noqa: E402
from cardavia_qt.table.ai_worker import AiWorker  # noqa: E402
from engine.core import registry  # noqa: E402
from engine.core.decision import DecisionRequest  # noqa: E402

TICK_MS = 10


class Searching:
    """Asks the MCR hard AI about the same position until its limits stop it."""

    name = "bench-search"

    def __init__(self, rng):
        self.rng = rng

    def choose(self, view, legal, limits=None):
        info = registry.get("mahjong")
        while limits is None or not limits.should_stop():
            info.make_policy("hard", self.rng).choose(view, legal)
        return legal[0]


class Spinning:
    """Never returns on its own, never asks its limits."""

    name = "bench-spin"

    def __init__(self, rng):
        self.rng = rng

    def choose(self, view, legal, limits=None):
        until = limits.deadline if limits is not None else None
        count = 0
        while until is None or time.monotonic() < until:  # the deadline only so the benchmark ends
            count += 1
        return legal[0]


def register() -> None:
    for info in registry.all_games():
        info.policies.setdefault(Searching.name, Searching)
        info.policies.setdefault(Spinning.name, Spinning)


register()  # here, and in the worker process, which imports this module (CHILD_IMPORTS)


def question(level: str) -> DecisionRequest:
    state = registry.get("mahjong").new_deal(5)
    seat = state.pending()[0]
    return DecisionRequest.of(state, seat, level)


def measure_gaps(seconds: float) -> list[float]:
    """Run the event loop for `seconds`, ticking every 10 ms; the gaps between ticks in ms."""
    app = QCoreApplication.instance()
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start()
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.0005)
    timer.stop()
    return [(b - a) * 1000 for a, b in zip(ticks, ticks[1:])]


def in_a_thread(level: str, seconds: float) -> list[float]:
    from engine.core.policy import Limits

    request = question(level)
    limits = Limits(deadline=time.monotonic() + seconds)
    thread = threading.Thread(target=request.run, args=(limits,), daemon=True)
    thread.start()
    gaps = measure_gaps(seconds)
    thread.join()
    return gaps


def in_the_worker(worker: AiWorker, level: str, seconds: float) -> list[float]:
    answers = []
    worker.decided.connect(answers.append)
    worker.request(question(level), seconds=seconds)
    gaps = measure_gaps(seconds)
    worker.wait(int(seconds * 1000) + 2000)
    worker.decided.disconnect()
    return gaps


def summary(gaps: list[float]) -> str:
    cuts = statistics.quantiles(gaps, n=100)
    return f"p50 {cuts[49]:6.1f} ms   p95 {cuts[94]:6.1f} ms   max {max(gaps):7.1f} ms   ({len(gaps)} gaps)"


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    QApplication.instance() or QApplication([])
    ai_process.CHILD_IMPORTS.append("ai_latency")  # this file's folder is on the child's path
    worker = AiWorker()
    worker.request(question("easy"))  # start the process before measuring
    worker.wait(10_000)
    print(f"UI event-loop gaps between {TICK_MS} ms ticks, {seconds:g} s per run "
          f"(switch interval {sys.getswitchinterval() * 1000:g} ms, {os.cpu_count()} cores)")
    print(f"  {'no AI':34} {summary(measure_gaps(seconds))}")
    for level, what in (("bench-search", "pure-Python search"), ("bench-spin", "busy loop")):
        print(f"  {what + ', thread':34} {summary(in_a_thread(level, seconds))}")
        print(f"  {what + ', worker process':34} {summary(in_the_worker(worker, level, seconds))}")
    worker.shutdown()


if __name__ == "__main__":
    main()
