"""What the fault-injection tests need: every file the app keeps for the player, each kind of
damage that can stand in its place, and a file layer that fails on demand.

A new player file (the past-deals store) is one more line in `player_files()`.
"""

from __future__ import annotations

import errno
import os
import random
import stat
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from cardavia_qt import files
from cardavia_qt.past_deals import PastDealsStore, deals_dir, past_deal
from cardavia_qt.saves import SaveStore, saves_dir
from cardavia_qt.settings import Settings, SettingsStore, config_path
from cardavia_qt.stats import GameStats, StatsStore, stats_path
from engine.core import registry
from engine.core.record import DealRecord

SAVED_GAMES = ("durak", "sisepai", "mahjong", "kowah")
HUGE = 100 * 1024 * 1024


@dataclass(frozen=True)
class PlayerFile:
    name: str
    path: Callable[[], Path]  # where it lives under the (test's) home
    write: Callable[[Path], None]  # a good file with something recognisable in it
    in_effect: Callable[[object], bool]  # does the main window use that something?


def _write_settings(path: Path) -> None:
    SettingsStore(path).save(Settings(contrast=61))


def _write_stats(path: Path) -> None:
    store = StatsStore(path)
    store.games["kowah"] = GameStats(played=3, lost=3, results=["lost"] * 3)
    store.save()


def _write_save(game: str) -> Callable[[Path], None]:
    def write(path: Path) -> None:
        info = registry.get(game)
        state = info.new_deal(7)
        rng = random.Random(7)
        for _ in range(4):
            seat = state.pending()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        seats = tuple(None if seat == 0 else "easy" for seat in range(info.players))
        SaveStore(path.parent).save(DealRecord.of(state, seats))
    return write


def _write_past_deal(game: str) -> Callable[[Path], None]:
    def write(path: Path) -> None:
        info = registry.get(game)
        state = info.new_deal(7)
        rng = random.Random(7)
        while not state.is_over:
            seat = state.pending()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        record = DealRecord.of(state, tuple(None if seat == 0 else "easy" for seat in range(info.players)))
        store = PastDealsStore([game], path.parent)
        store.add(past_deal(f"kept-{game}", "2025-03-01T18:30:00+01:00", record, state.outcome, "lost"))
    return write


def player_files() -> list[PlayerFile]:
    return [
        PlayerFile("settings", config_path, _write_settings, lambda window: window.settings.contrast == 61),
        PlayerFile("stats", stats_path, _write_stats, lambda window: window.stats.of("kowah").played == 3),
        *(PlayerFile(f"save:{game}", lambda game=game: saves_dir() / f"{game}.json", _write_save(game),
                     lambda window, game=game: not window.lobby.tile(game).continue_button.isHidden())
          for game in SAVED_GAMES),
        *(PlayerFile(f"deals:{game}", lambda game=game: deals_dir() / f"{game}.json", _write_past_deal(game),
                     lambda window, game=game: [deal.id for deal in window.deals.of(game)] == [f"kept-{game}"])
          for game in SAVED_GAMES),
    ]


# -- damage ------------------------------------------------------------------------------------------
def _replace(path: Path) -> bytes:
    good = path.read_bytes()
    path.unlink()
    return good


def empty(path: Path) -> None:
    path.write_bytes(b"")


def truncated(path: Path) -> None:
    path.write_bytes(_replace(path)[:-9])


def random_bytes(path: Path) -> None:
    _replace(path)
    path.write_bytes(random.Random(path.name).randbytes(700))


def wrong_shape(path: Path) -> None:
    path.write_text('[{"version": 1}, "not a Cardavia file"]', encoding="utf-8")


def huge(path: Path) -> None:
    with open(path, "r+b") as handle:  # the good content, then 100 MB of holes
        handle.truncate(HUGE)


def directory(path: Path) -> None:
    _replace(path)
    path.mkdir()
    (path / "inside.txt").write_text("a player's own file", encoding="utf-8")


def fifo(path: Path) -> None:
    _replace(path)
    os.mkfifo(path)


def link_to_dev_zero(path: Path) -> None:
    _replace(path)
    os.symlink("/dev/zero", path)


DAMAGE = {f.__name__: f for f in (empty, truncated, random_bytes, wrong_shape, huge, directory, fifo, link_to_dev_zero)}


def fingerprint(path: Path) -> tuple:
    """What a thing under a name is, to tell that it was kept as it was."""
    info = os.lstat(path)
    if stat.S_ISLNK(info.st_mode):
        return ("link", os.readlink(path))
    if stat.S_ISDIR(info.st_mode):
        return ("directory", sorted(entry.name for entry in path.iterdir()))
    if stat.S_ISFIFO(info.st_mode):
        return ("fifo",)
    if info.st_size > files.MAX_BYTES:
        return ("file", info.st_size)
    return ("file", path.read_bytes())


def kept_copies(path: Path) -> list[Path]:
    return sorted(path.parent.glob(f"{path.stem}.corrupt-*{path.suffix}"))


# -- a failing disk ---------------------------------------------------------------------------------
class FailingModule:
    """Stands in for `os` or `tempfile` in cardavia_qt.files: the calls named in `failing` raise
    OSError(code) — for every path, or only where `only(path)` is true; the rest are the real ones."""

    def __init__(self, real, failing: set[str], code: int, only: Callable[[str], bool] | None = None):
        self._real, self._failing, self._code, self._only = real, failing, code, only

    def __getattr__(self, name):
        real = getattr(self._real, name)
        if name not in self._failing:
            return real

        def failing(*args, **kwargs):
            target = str(args[0]) if args and isinstance(args[0], (str, os.PathLike)) else str(kwargs.get("dir", ""))
            if self._only is None or self._only(target):
                raise OSError(self._code, os.strerror(self._code), target)
            return real(*args, **kwargs)
        return failing


WRITE_STAGES = {  # where a write can fail: creating the temporary file, flushing it, renaming it
    "create": ("tempfile", {"mkstemp"}),
    "flush": ("os", {"fsync"}),
    "rename": ("os", {"replace"}),
}
ERRORS = {"EACCES": errno.EACCES, "EROFS": errno.EROFS, "ENOSPC": errno.ENOSPC}
WORDS = {  # what the notice bar says for each (English)
    errno.EACCES: "Cardavia is not allowed to write to its folder",
    errno.EROFS: "the disk is read-only",
    errno.ENOSPC: "the disk is full",
}


def fail_writes(monkeypatch, stage: str, code: int) -> None:
    module, names = WRITE_STAGES[stage]
    real = tempfile if module == "tempfile" else os
    names = names | ({"unlink"} if module == "os" else set())  # a finished deal's save removed
    monkeypatch.setattr(files, module, FailingModule(real, names, code))


def fail_reads(monkeypatch, path: Path, code: int) -> None:
    monkeypatch.setattr(files, "os", FailingModule(os, {"open"}, code, only=lambda target: target == str(path)))
