"""Fault injection, file by file: whatever stands under the name of a player file (settings,
statistics, each game's save, each game's past deals) — empty, truncated, random bytes, the wrong shape, 100 MB, a
directory, a FIFO, a link to /dev/zero — the app starts, keeps the damaged thing aside, tells
the player and loses nothing else; a read or a write the disk refuses (EACCES, EROFS, ENOSPC)
is told in words, stays told while it keeps failing and goes after the next write that works.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from cardavia_qt import app as cardavia
from cardavia_qt.views.main_window import SAVE_DELAY_MS
from tests.qt.player_files import (DAMAGE, ERRORS, WORDS, WRITE_STAGES, fail_reads, fail_writes, fingerprint,
                                   kept_copies, player_files)

REPO = Path(__file__).resolve().parents[2]
FILES = {spec.name: spec for spec in player_files()}


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A player's home of their own: config and data folders the app finds by itself."""
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(name, str(tmp_path / name.lower()))
    for spec in player_files():
        spec.path().parent.mkdir(parents=True, exist_ok=True)
        spec.write(spec.path())
    return tmp_path


@pytest.fixture
def start(qtbot, home):
    windows = []

    def starter():
        window = cardavia.build(cardavia.parse_args([]))
        qtbot.addWidget(window)
        window.show()
        windows.append(window)
        return window

    yield starter
    for window in windows:
        if window.table is not None:
            window.table.controller.shutdown()


def notice_text(window) -> str:
    bar = window.notice
    return "\n".join(label.text() for label in (bar.disk_label, bar.label) if label.isVisibleTo(bar)) \
        if bar.isVisibleTo(window) else ""


@pytest.mark.parametrize("damage", DAMAGE)
@pytest.mark.parametrize("name", FILES)
def test_a_damaged_player_file_is_kept_told_and_costs_nothing_else(start, name, damage):
    damaged = FILES[name]
    others = {spec.name: (spec, fingerprint(spec.path())) for spec in player_files() if spec.name != name}
    path = damaged.path()
    DAMAGE[damage](path)
    before = fingerprint(path)

    window = start()

    kept = kept_copies(path)
    assert len(kept) == 1 and fingerprint(kept[0]) == before, "the damaged thing is kept as it was"
    assert not os.path.lexists(path) or fingerprint(path) != before
    assert kept[0].name in notice_text(window), "the player is told where it is"
    assert not damaged.in_effect(window)
    for spec, print_before in others.values():
        assert fingerprint(spec.path()) == print_before and spec.in_effect(window), f"{spec.name} was lost"


@pytest.mark.parametrize("code", ERRORS.values(), ids=ERRORS)
@pytest.mark.parametrize("name", FILES)
def test_a_player_file_the_disk_refuses_to_read_is_set_aside_and_told(monkeypatch, start, name, code):
    path = FILES[name].path()
    content = path.read_bytes()
    fail_reads(monkeypatch, path, code)
    window = start()
    kept = kept_copies(path)
    assert len(kept) == 1 and kept[0].read_bytes() == content
    assert kept[0].name in notice_text(window)
    for spec in player_files():
        if spec.name != name:
            assert spec.in_effect(window)


def autosave(window):
    window.start_game("durak", seed=5).autoplay(1)


def settings_soon(window, qtbot):
    window.set_display("contrast", window.settings.contrast + 1)  # saved once the slider rests
    qtbot.wait(SAVE_DELAY_MS + 150)


def statistics(window):
    table = window.start_game("durak", seed=5)
    while not table.controller.state.is_over:
        table.autoplay(20)


WRITES = {  # each path that writes a player file, and the words the notice starts with
    "autosave": (lambda window, qtbot: autosave(window), "Your game can't be saved"),
    "finished deal": (lambda window, qtbot: statistics(window), "Your statistics can't be saved"),
    "finished deal, past deals": (lambda window, qtbot: statistics(window), "Your past deals can't be saved"),
    "finished deal, its save": (lambda window, qtbot: statistics(window), "Your game can't be saved"),
    "settings": (settings_soon, "Your settings can't be saved"),
    "statistics reset": (lambda window, qtbot: window.stats.reset("kowah"), "Your statistics can't be saved"),
}


@pytest.mark.parametrize("stage", WRITE_STAGES)
@pytest.mark.parametrize("code", ERRORS.values(), ids=ERRORS)
@pytest.mark.parametrize("write", WRITES)
def test_a_failing_write_is_told_at_once_and_cleared_by_the_next_success(monkeypatch, qtbot, start, write, code, stage):
    window = start()
    assert notice_text(window) == ""
    do, words = WRITES[write]
    with monkeypatch.context() as faults:
        fail_writes(faults, stage, code)
        do(window, qtbot)
        told = notice_text(window)
        assert f"{words}: {WORDS[code]}." in told
        do(window, qtbot)  # still failing: still told
        assert f"{words}: {WORDS[code]}." in notice_text(window)
    do(window, qtbot)
    assert notice_text(window) == ""


def test_closing_on_a_refusing_disk_raises_nothing_and_loses_the_other_files(monkeypatch, qtbot, start):
    window = start()
    path = FILES["settings"].path()
    good = path.read_bytes()
    window.set_display("grain", 12)
    fail_writes(monkeypatch, "create", ERRORS["EROFS"])
    window.close()  # pytest-qt fails the test on an exception inside closeEvent
    assert path.read_bytes() == good
    assert "Your settings can't be saved: the disk is read-only." in window.notice.disk_label.text()


def test_a_dismissed_disk_notice_comes_back_only_with_a_new_problem(monkeypatch, qtbot, start):
    window = start()
    fail_writes(monkeypatch, "flush", ERRORS["ENOSPC"])
    autosave(window)
    window.notice.close_button.click()
    window.table.autoplay(1)
    assert notice_text(window) == ""  # the same problem: the player has seen it
    settings_soon(window, qtbot)
    assert "Your settings can't be saved: the disk is full." in notice_text(window)


def test_an_odd_write_error_is_told_with_where_it_happened(start):
    # Seen live: a file where the saves folder goes gave «the disk reported an error (EEXIST)»,
    # which left the player nowhere to look.
    import shutil

    from cardavia_qt.saves import saves_dir

    folder = saves_dir()
    shutil.rmtree(folder)
    folder.write_text("not a folder")
    window = start()
    autosave(window)
    told = notice_text(window)
    assert "Your game can't be saved: the disk reported an error (" in told
    assert str(folder) in told
    assert folder.read_text() == "not a folder"


STARTER = textwrap.dedent("""
    import json, sys, time
    started = time.monotonic()
    from PySide6.QtWidgets import QApplication
    from cardavia_qt import app
    application = QApplication([])
    window = app.build(app.parse_args([]))
    window.show()
    application.processEvents()
    print(json.dumps({"seconds": time.monotonic() - started, "notice": window.notice.label.text()}))
""")


@pytest.mark.parametrize("damage", ["fifo", "link_to_dev_zero", "huge", "directory"])
def test_the_app_starts_within_ten_seconds_with_every_player_file_damaged(home, damage):
    for spec in player_files():
        DAMAGE[damage](spec.path())
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", STARTER], cwd=REPO, env=environment, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["seconds"] < 10
    for spec in player_files():
        (kept,) = kept_copies(spec.path())
        assert kept.name in report["notice"]


def test_stale_temporary_files_of_ours_are_removed_at_start(home, start):
    long_ago = time.time() - 3600
    ours = [FILES["settings"].path().with_name(".settings-k2j4h5g6.json"),
            FILES["save:durak"].path().with_name(".durak-abcd_123.json"),
            FILES["stats"].path().with_name(".stats-zz99zz99.json")]
    theirs = [FILES["settings"].path().with_name(".settings-notours.txt"),
              FILES["settings"].path().with_name(".settings-k2j4h5g6.json.bak"),
              FILES["stats"].path().with_name("notes-k2j4h5g6.json")]
    recent = FILES["save:kowah"].path().with_name(".kowah-inflight.json")  # another Cardavia writing now
    for path in ours + theirs + [recent]:
        path.write_text("{", encoding="utf-8")
    for path in ours + theirs:
        os.utime(path, (long_ago, long_ago))
    start()
    assert not any(path.exists() for path in ours)
    assert all(path.exists() for path in theirs) and recent.exists()


@pytest.fixture
def small_disk(home, monkeypatch):
    """A real 256 kB tmpfs as the data folder, holding the player's statistics and saves."""
    mount = home / "small-disk"
    mount.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(mount)],
                          capture_output=True, text=True)
    if done.returncode != 0:
        pytest.skip(f"mounting a tmpfs is refused here: {done.stderr.strip() or done.returncode}")
    try:
        data = home / "xdg_data_home"
        subprocess.run(["cp", "-a", f"{data}/.", str(mount)], check=True)
        monkeypatch.setenv("XDG_DATA_HOME", str(mount))
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], capture_output=True)


def fill(disk: Path) -> Path:
    filler = disk / "filler"
    with open(filler, "wb", buffering=0) as handle:
        try:
            while True:
                handle.write(b"\1" * 512)
        except OSError:
            pass
    return filler


def test_a_really_full_and_then_read_only_disk_is_told_and_recovered_from(qtbot, small_disk, start):
    window = start()
    table = window.start_game("durak", seed=5)
    assert notice_text(window) == ""
    filler = fill(small_disk)
    table.autoplay(1)
    assert "Your game can't be saved: the disk is full." in notice_text(window)
    filler.unlink()
    table.autoplay(1)
    assert notice_text(window) == ""
    subprocess.run(["mount", "-o", "remount,ro", str(small_disk)], check=True)
    table.autoplay(1)
    assert "Your game can't be saved: the disk is read-only." in notice_text(window)
    subprocess.run(["mount", "-o", "remount,rw", str(small_disk)], check=True)
    table.autoplay(1)
    assert notice_text(window) == ""
    saved = json.loads((small_disk / "cardavia" / "saves" / "durak.json").read_text(encoding="utf-8"))
    assert len(saved["record"]["actions"]) == len(table.controller.state.history)


def test_every_notice_follows_the_language(monkeypatch, qtbot, home, start):
    from PySide6.QtWidgets import QApplication

    FILES["stats"].path().write_text("{", encoding="utf-8")
    window = start()
    fail_writes(monkeypatch, "flush", ERRORS["ENOSPC"])
    autosave(window)
    window.set_language("ru")
    QApplication.processEvents()  # LanguageChange arrives as an event
    text = notice_text(window)
    assert "Партию не удаётся сохранить: диск заполнен." in text
    assert "Не удалось прочитать файл статистики." in text
    assert "Your" not in text
