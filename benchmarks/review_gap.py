"""How long the UI's event loop stalls while a review of a finished deal runs: the app's way
(cardavia_qt/review_runner.py: questions made on the UI thread, answered by the strongest AI in
the worker process) against the same review in a thread beside the UI.

A 10 ms timer ticks on the UI thread for the whole review; the gaps between ticks beyond the
10 ms are time the UI could not paint or answer a click. For each deal the two ways run one
after the other (interleaved per deal), and the gaps' p50, p95 and max are printed, with the
UI thread's CPU time (process_time of this process: in the process way, the child's search is
not in it) and the decisions reviewed. Prints the figures; not a test.

    python benchmarks/review_gap.py [deals per game] [games, comma separated]
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import threading
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from cardavia_qt.review_runner import ReviewRunner  # noqa: E402
from cardavia_qt.table import ai_worker  # noqa: E402
from engine.core.review import review, strongest_level  # noqa: E402
from engine.core.session import DealSession  # noqa: E402
from engine.mahjong.actions import Pass as MahjongPass  # noqa: E402
from engine.sisepai.actions import Pass as SisepaiPass  # noqa: E402

TICK_MS = 10
LONE = {"sisepai": SisepaiPass(), "mahjong": MahjongPass()}


def finished_record(game: str, seed: int):
    """A deal to its end: easy AIs, the player at random."""
    session = DealSession.new(game, seed, "easy", lone_answer=LONE.get(game))
    rng = random.Random(seed)
    while not session.is_over:
        session.run_ais()
        if session.human_to_act:
            legal = session.legal()
            session.play(legal[rng.randrange(len(legal))])
    return session.record


class Gaps:
    def __init__(self):
        self.gaps: list[float] = []
        self.last = time.perf_counter()
        self.timer = QTimer()
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)

    def tick(self) -> None:
        now = time.perf_counter()
        self.gaps.append(max(0.0, (now - self.last) * 1000 - TICK_MS))
        self.last = now

    def start(self) -> None:
        self.last = time.perf_counter()
        self.timer.start()

    def stop(self) -> list[float]:
        self.timer.stop()
        return self.gaps


def run(way: str, record) -> tuple[list[float], float, float, int]:
    """Review `record` the given way, the event loop running; (gaps, wall s, UI CPU s, decisions)."""
    gaps = Gaps()
    done: list = []
    cpu, wall = time.process_time(), time.perf_counter()
    gaps.start()
    if way == "process":
        runner = ReviewRunner()
        runner.finished.connect(done.append)
        runner.start(record)
    else:
        thread = threading.Thread(target=lambda: done.append(review(record)), daemon=True)
        thread.start()
    while not done:
        QCoreApplication.processEvents()
        time.sleep(0.001)
    result = done[0]
    if way == "process":
        runner.shutdown()
    return gaps.stop(), time.perf_counter() - wall, time.process_time() - cpu, len(result.decisions)


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    games = sys.argv[2].split(",") if len(sys.argv) > 2 else ["durak", "kowah", "sisepai", "mahjong"]
    app = QApplication.instance() or QApplication([])
    # Warm the worker process once, so the first review does not pay its start.
    warm = ReviewRunner()
    warm.start(finished_record("durak", 1))
    while warm.running:
        app.processEvents()
        time.sleep(0.001)
    warm.shutdown()
    figures: dict[str, list] = {"process": [], "thread": []}
    print(f"{'game':8} {'way':8} {'decisions':>9} {'wall s':>7} {'UI CPU s':>8} {'p50 ms':>7} {'p95 ms':>7} "
          f"{'max gap ms':>10}")
    for game in games:
        for seed in range(deals):
            record = finished_record(game, 100 + seed)
            for way in ("process", "thread"):
                gaps, wall, cpu, decisions = run(way, record)
                figures[way].extend(gaps)
                ordered = sorted(gaps)
                print(f"{game:8} {way:8} {decisions:9d} {wall:7.1f} {cpu:8.2f} {statistics.median(ordered):7.1f} "
                      f"{ordered[int(0.95 * (len(ordered) - 1))]:7.1f} {ordered[-1]:10.1f}  "
                      f"(level {strongest_level(game)})")
    for way, gaps in figures.items():
        ordered = sorted(gaps)
        print(f"all      {way:8} ticks {len(ordered)}: p50 {statistics.median(ordered):.1f} ms, "
              f"p95 {ordered[int(0.95 * (len(ordered) - 1))]:.1f} ms, max {ordered[-1]:.1f} ms")
    ai_worker.shutdown_all()


if __name__ == "__main__":
    main()
