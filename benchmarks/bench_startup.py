"""Start-up to a shown lobby: spawn the app N times (offscreen) and time from the spawn to the
first event-loop turn after the lobby is shown. Prints the figures; not a test.

    python benchmarks/bench_startup.py [runs]
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time

PROBE = r"""
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from cardavia_qt import app as cardavia
args = cardavia.parse_args(["--screenshot", "unused.png"])
args.screenshot = None
qt_app = QApplication([sys.argv[0]])
window = cardavia.build(args)
window.show()
def shown():
    print("LOBBY", flush=True)
    qt_app.quit()
QTimer.singleShot(0, shown)
qt_app.exec()
"""


def one_run() -> float:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    start = time.perf_counter()
    process = subprocess.Popen([sys.executable, "-c", PROBE], stdout=subprocess.PIPE, text=True, env=env)
    for line in process.stdout:
        if line.strip() == "LOBBY":
            elapsed = time.perf_counter() - start
            break
    else:
        raise RuntimeError("the app never showed its lobby")
    process.wait()
    return elapsed


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    times = [one_run() for _ in range(runs)]
    print(f"start-up to shown lobby over {runs} runs: median {statistics.median(times) * 1000:.0f} ms, "
          f"min {min(times) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms")
    # For scale, the bare interpreter + Qt import in the same run:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", "import PySide6.QtWidgets"], check=True)
    bare = time.perf_counter() - start
    print(f"bare 'import PySide6.QtWidgets' process: {bare * 1000:.0f} ms "
          f"(start-up is {statistics.median(times) / bare:.1f}× that)")


if __name__ == "__main__":
    main()
