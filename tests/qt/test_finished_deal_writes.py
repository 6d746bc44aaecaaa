"""A finished deal is written to its save, the past deals and the statistics, and its save is
removed: a kill between any two of those writes, and a fresh start after it, still count the
deal exactly once — never zero times, never twice (issue 17 item 12).

The kill is real: the app runs in a child process that `os._exit`s right after the k-th file
operation of the finished deal (k = 0: before the first). The next start is the real app's,
in this process, with the same home.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from cardavia_qt import app as cardavia

REPO = Path(__file__).resolve().parents[2]
GAME, SEED = "durak", 5

# The child: the real app in a home of its own, one Durak deal autoplayed to its end; each file
# operation (a write, the save's removal) counted once the deal is over, and the process killed
# after the k-th. `--restart` starts the app again (it keeps what a crash left) instead.
CHILD = textwrap.dedent("""
    import os, sys
    from PySide6.QtWidgets import QApplication
    from cardavia_qt import app, files, saves
    from cardavia_qt.table.game_controller import GameController

    kill_after, restart = int(sys.argv[1]), sys.argv[2] == "restart"
    operations = {"count": 0, "armed": restart}

    def counted(real):
        def operation(*args, **kwargs):
            if operations["armed"] and operations["count"] == kill_after:
                os._exit(0)  # before this operation: everything before it is on disk
            done = real(*args, **kwargs)
            if operations["armed"]:
                operations["count"] += 1
            return done
        return operation

    files.write_atomically = counted(files.write_atomically)
    saves.write_atomically = counted(saves.write_atomically)
    saves.remove = counted(saves.remove)
    keep = GameController._keep

    def watching_keep(controller):
        if controller.state is not None and controller.state.is_over:
            operations["armed"] = True  # from here on, the writes of the finished deal
        keep(controller)

    GameController._keep = watching_keep
    application = QApplication([])
    window = app.build(app.parse_args([]))
    if not restart:
        table = window.start_game(sys.argv[3], seed=int(sys.argv[4]))
        while not table.controller.state.is_over:
            table.autoplay(20)
        table.controller.shutdown()
    print("not killed", operations["count"], flush=True)
""")


@pytest.fixture
def home(tmp_path, monkeypatch):
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(name, str(tmp_path / name.lower()))
    return tmp_path


def run_child(kill_after: int, restart: bool = False) -> str:
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", CHILD, str(kill_after), "restart" if restart else "play", GAME,
                           str(SEED)], cwd=REPO, env=environment, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.fixture
def start(qtbot, home):
    windows = []

    def starter():
        window = cardavia.build(cardavia.parse_args([]))
        qtbot.addWidget(window)
        windows.append(window)
        return window

    yield starter
    for window in windows:
        if window.table is not None:
            window.table.controller.shutdown()


def kept_once(window) -> bool:
    """The deal is in the statistics once, in the past deals once, and no save is left."""
    save = window.saves.path_for(GAME)
    return (window.stats.of(GAME).played == 1 and len(window.deals.of(GAME)) == 1
            and not save.exists() and window.lobby.tile(GAME).continue_button.isHidden())


def test_the_deal_needs_four_operations_and_a_whole_run_keeps_it_once(start):
    assert run_child(99) == "not killed 4\n"  # the finished save, the past deals, the statistics, the removal
    assert kept_once(start())


@pytest.mark.parametrize("kill_after", [1, 2, 3])  # between the writes; after the 4th is a whole run
def test_a_kill_after_any_write_of_a_finished_deal_still_counts_it_once(start, kill_after):
    assert run_child(kill_after) == ""  # killed
    window = start()
    assert kept_once(window)
    assert window.notice.label.text() == ""  # nothing to tell: nothing was damaged or lost
    assert kept_once(start())  # and a start after that changes nothing


@pytest.mark.parametrize("kill_after", [1, 2, 3])
def test_a_kill_while_the_next_start_completes_the_job_still_counts_it_once(start, kill_after):
    assert run_child(kill_after) == ""
    assert run_child(0, restart=True) == ""  # killed again, before the start's first write
    assert run_child(1, restart=True) in ("", "not killed 0\n", "not killed 1\n")
    assert kept_once(start())


def test_a_kill_before_the_first_write_leaves_the_deal_to_continue_and_it_counts_once(start):
    assert run_child(0) == ""
    window = start()
    assert window.stats.of(GAME).played == 0 and window.deals.of(GAME) == []
    assert not window.lobby.tile(GAME).continue_button.isHidden()  # the deal goes on from its last autosave
    table = window.continue_game(GAME)
    while not table.controller.state.is_over:
        table.autoplay(20)
    assert kept_once(window)
    entry = window.deals.of(GAME)[0]
    assert entry.record["seed"] == SEED and entry.result == window.stats.of(GAME).results[-1]
    assert kept_once(start())


def test_the_finished_save_says_so_and_carries_the_id_the_stores_count(start):
    assert run_child(1) == ""  # killed after the finished save, before the past deals
    save = json.loads((Path(os.environ["XDG_DATA_HOME"]) / "cardavia" / "saves" / f"{GAME}.json").read_text())
    window = start()
    assert window.deals.of(GAME)[0].id == save["finished"]["id"]
    assert window.deals.of(GAME)[0].date == save["finished"]["date"]
    assert window.stats.has_counted(GAME, save["finished"]["id"])
