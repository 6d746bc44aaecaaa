"""Start-up to a shown lobby, against bare Qt, in CPU time of each child process (user +
system, from the kernel's accounting of that process alone), runs interleaved so a busy
machine slows every kind alike. Prints the figures; not a test.

    python benchmarks/bench_startup.py [rounds]

Three kinds of process, all offscreen:
- bare: `import PySide6.QtWidgets` and exit (the goal: the app at most 2.5x this);
- window: a QApplication showing an empty QWidget until the event loop turns;
- app: Cardavia's start-up (app.build) until the lobby is shown and the event loop turns.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

# Each process ends as soon as its goal is reached (os._exit): start-up is measured, not the
# tear-down of widgets and interpreter that follows.
BARE = "import os, PySide6.QtWidgets; os._exit(0)"
WINDOW = r"""
import os
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication([])
window = QWidget()
window.resize(1280, 800)
window.show()
QTimer.singleShot(0, lambda: os._exit(0))
app.exec()
"""
APP = r"""
import os, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from cardavia_qt import app as cardavia
args = cardavia.parse_args([])
qt_app = QApplication([sys.argv[0]])
window = cardavia.build(args)
window.resize(1280, 800)
window.show()
QTimer.singleShot(0, lambda: os._exit(0))
qt_app.exec()
"""
KINDS = {"bare": BARE, "window": WINDOW, "app": APP}


def cpu_seconds(code: str, home: str) -> float:
    """CPU time (user + system) of one fresh interpreter running `code`, with the settings,
    saves and statistics folders in `home` (never the real user's)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(REPO),
               XDG_CONFIG_HOME=os.path.join(home, "config"), XDG_DATA_HOME=os.path.join(home, "data"),
               XDG_STATE_HOME=os.path.join(home, "state"), XDG_CACHE_HOME=os.path.join(home, "cache"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # as installed: compiled once, not at every start
    process = subprocess.Popen([sys.executable, "-c", code], env=env, cwd=REPO,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise RuntimeError(f"{code[:40]!r}... exited {process.returncode}")
    return usage.ru_utime + usage.ru_stime


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    home = tempfile.mkdtemp(prefix="cardavia-bench-")
    for code in KINDS.values():
        cpu_seconds(code, home)  # warm the file cache
    times: dict[str, list[float]] = {kind: [] for kind in KINDS}
    for _ in range(rounds):
        for kind, code in KINDS.items():
            times[kind].append(cpu_seconds(code, home))
    shutil.rmtree(home, ignore_errors=True)
    median = {kind: statistics.median(values) for kind, values in times.items()}
    for kind in KINDS:
        print(f"{kind:>6}: median {median[kind] * 1000:.0f} ms CPU "
              f"(min {min(times[kind]) * 1000:.0f}, max {max(times[kind]) * 1000:.0f}) over {rounds} runs")
    print(f"app start-up to a shown lobby = {median['app'] / median['bare']:.2f}x a bare 'import PySide6.QtWidgets' "
          f"(goal <= 2.5x), {median['app'] / median['window']:.2f}x a minimal shown window")


if __name__ == "__main__":
    main()
