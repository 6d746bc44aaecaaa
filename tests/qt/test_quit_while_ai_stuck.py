"""Quitting while an AI search never returns: the window closes and the app exits at once, and
the worker process is gone with it (it used to hold the exit 10 s per worker, then live on)."""

import json
import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

APP = textwrap.dedent("""
    import json, os, sys, time
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    from cardavia_qt import ai_process, app
    ai_process.CHILD_IMPORTS.append("tests.qt.faulty_ai_child")
    application = QApplication(["cardavia"])  # main() takes this one
    report = {}

    def stuck_search():
        window = next(w for w in QApplication.topLevelWidgets() if w.objectName() == "" and hasattr(w, "start_game"))
        table = window.start_game("durak", seed=4)  # the AI leads this deal
        controller = table.controller
        controller.cancel_ai()
        controller.level = "test-spins"
        controller._schedule_ai()
        QTimer.singleShot(800, lambda: close(window, controller))

    def close(window, controller):
        report["worker"] = controller.worker.process.pid
        report["thinking"] = controller.worker.thinking
        report["closing"] = time.monotonic()
        window.close()

    QTimer.singleShot(300, stuck_search)
    code = app.main([])
    report["exited"] = time.monotonic()
    print(json.dumps(report))
    sys.exit(code)
""")


def test_closing_the_window_during_a_search_that_never_returns_exits_at_once(tmp_path):
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "config"),
                   "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_STATE_HOME": str(tmp_path / "state"),
                   "PYTHONPATH": str(REPO)}
    done = subprocess.run([sys.executable, "-c", APP], cwd=REPO, env=environment, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["thinking"]
    assert report["exited"] - report["closing"] < 1.5
    time.sleep(0.2)
    try:
        os.kill(report["worker"], 0)
    except ProcessLookupError:
        pass
    else:
        raise AssertionError("the AI worker process outlived the app")
