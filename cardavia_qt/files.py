"""Files the app keeps for the player (settings, saves, statistics): read defensively, written
atomically, and a damaged one moved aside in its own folder — kept for the player, never
deleted.

Whatever is found under a player file's name must not stop the app: a FIFO would block the
read for ever, `/dev/zero` would fill the memory, a directory or a 100 MB file is not ours.
Only a regular file of a sane size that is valid UTF-8 is read; anything else is damaged.
A write that fails (a full or read-only disk, no permission) is reported to a `DiskStatus`,
which the app turns into words for the player, and cleared by the next write that succeeds.
"""

from __future__ import annotations

import errno
import json
import logging
import os
import re
import stat
import tempfile
import time
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any, Callable, Generic, Iterable, TypeVar

T = TypeVar("T")

log = logging.getLogger("cardavia.files")

# Our largest file, the statistics with every game's chart, stays under 100 kB; a save of the
# longest deal under 50 kB. Anything past this is not a file we wrote.
MAX_BYTES = 4 * 1024 * 1024
# A temporary file older than this is left by a write that never finished (a crash, a kill);
# a write in flight (another Cardavia running) lasts milliseconds.
STALE_AFTER_S = 60


class Unusable(ValueError):
    """A player file that is there but cannot be ours: says what was found, for the log."""


def exists(path: Path) -> bool:
    """Is there anything under this name, a dangling symlink included?"""
    return os.path.lexists(path)


def read_text(path: Path) -> str:
    """The text of a player file. `Unusable` when what is there is not a regular file of at
    most MAX_BYTES in UTF-8; OSError when it cannot be read (no permission, a disk error)."""
    # O_NONBLOCK: opening a FIFO with no writer would otherwise wait for one for ever.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            kind = "a directory" if stat.S_ISDIR(info.st_mode) else "not a regular file"
            raise Unusable(f"{kind} (mode {stat.filemode(info.st_mode)})")
        if info.st_size > MAX_BYTES:
            raise Unusable(f"{info.st_size} bytes, more than any file Cardavia writes")
        data = b""
        while len(data) <= MAX_BYTES:  # the size may have grown since fstat
            chunk = os.read(fd, MAX_BYTES + 1 - len(data))
            if not chunk:
                break
            data += chunk
        if len(data) > MAX_BYTES:
            raise Unusable("it keeps growing past any file Cardavia writes")
    finally:
        os.close(fd)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise Unusable(f"not UTF-8 text ({error.reason} at byte {error.start})") from None


def write_atomically(path: Path, text: str) -> None:
    """Write a temporary file in the same folder, flush it to disk, then rename it over `path`:
    a crash leaves the old file or the new one, never half of one (and at worst a temporary
    file, which `remove_stale_temporaries` clears at the next start)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=temporary_prefix(path), suffix=path.suffix, dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def remove(path: Path) -> None:
    """Delete a player file that has served its purpose (a finished deal's save)."""
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass


def temporary_prefix(path: Path) -> str:
    return f".{path.stem}-"


def _temporary_pattern(path: Path) -> re.Pattern:
    # tempfile.mkstemp's names: the prefix, 8 characters of its own alphabet, the suffix.
    return re.compile(re.escape(temporary_prefix(path)) + r"[a-z0-9_]{8}" + re.escape(path.suffix))


def remove_stale_temporaries(paths: Iterable[Path], now: float | None = None) -> list[Path]:
    """Remove the temporary files that unfinished writes of these player files left behind
    (only ours: their exact name pattern, regular files, older than STALE_AFTER_S)."""
    now = time.time() if now is None else now
    removed = []
    by_folder: dict[Path, list[re.Pattern]] = {}
    for path in paths:
        by_folder.setdefault(path.parent, []).append(_temporary_pattern(path))
    for folder, patterns in by_folder.items():
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue  # no folder yet, or one we cannot list: nothing of ours to clear
        for entry in entries:
            if not any(pattern.fullmatch(entry.name) for pattern in patterns):
                continue
            try:
                if entry.is_file(follow_symlinks=False) and now - entry.stat(follow_symlinks=False).st_mtime > STALE_AFTER_S:
                    os.unlink(entry.path)
                    removed.append(Path(entry.path))
            except OSError as error:
                log.warning("Could not remove the stale temporary file %s: %s", entry.path, error)
    if removed:
        log.info("Removed %d temporary file(s) left by unfinished writes", len(removed))
    return removed


def set_aside(path: Path) -> Path | None:
    """Rename a damaged `name.json` (whatever it is: a file, a directory, a link) to
    `name.corrupt-<time>.json` beside it; None if it cannot be moved."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.corrupt-{stamp}{path.suffix}")
    counter = 1
    while exists(target):
        target = path.with_name(f"{path.stem}.corrupt-{stamp}-{counter}{path.suffix}")
        counter += 1
    try:
        os.replace(path, target)
        return target
    except OSError as error:
        log.warning("Could not move the damaged %s aside: %s", path, error)
        return None


@dataclass
class Loaded(Generic[T]):
    """What reading a player file gave: the value (None when there is none or it is damaged),
    whether it was damaged, where it was kept (None: it could not be moved, so it is ignored)."""

    value: T | None
    damaged: bool = False
    kept_as: Path | None = None
    reason: str = ""  # English, for the log


def load_json(path: Path, parse: Callable[[Any], T], read_only: bool = False) -> Loaded[T]:
    """The file parsed, or nothing if there is none. A file that cannot be read, is not
    ours (see `read_text`), is not JSON or that `parse` refuses is damaged, and moved aside
    unless the store is read-only."""
    if not exists(path):
        return Loaded(None)
    try:
        return Loaded(parse(json.loads(read_text(path))))
    except Exception as error:  # whatever is in the file, the app must start
        kept = None if read_only else set_aside(path)
        log.warning("%s could not be used (%s: %s); kept as %s", path, type(error).__name__, error, kept)
        return Loaded(None, True, kept, f"{type(error).__name__}: {error}")


def dataclass_from_json(cls: type[T], values: Any) -> T:
    """An instance of the dataclass `cls` from a JSON object: each known field must have its
    default's type (a number is not a bool); keys it does not know (a newer version's) are
    ignored. ValueError otherwise."""
    if not isinstance(values, dict):
        raise ValueError(f"{cls.__name__} must be a JSON object")
    made = cls()
    for spec in fields(cls):
        if spec.name not in values:
            continue
        value, default = values[spec.name], getattr(made, spec.name)
        if isinstance(default, bool):
            ok = isinstance(value, bool)
        elif isinstance(default, (int, float)):
            ok = isinstance(value, (int, float)) and not isinstance(value, bool)
        else:
            ok = isinstance(value, type(default))
        if not ok:
            raise ValueError(f"{spec.name!r} has the wrong type")
        setattr(made, spec.name, value)
    return made


# -- writes that fail ----------------------------------------------------------------------------
FULL, READ_ONLY, FORBIDDEN, OTHER = "full", "read_only", "forbidden", "other"


def why_write_failed(error: OSError) -> str:
    """What a failed write means for the player: the disk is full, read-only, closed to us."""
    if error.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return FULL
    if error.errno == errno.EROFS:
        return READ_ONLY
    if error.errno in (errno.EACCES, errno.EPERM):
        return FORBIDDEN
    return OTHER


class DiskStatus:
    """Which kinds of player file ("save", "settings", "stats", …) failed to be written last
    time, and why. Listeners hear each change: a write failing that did not fail before (or
    fails for another reason now), and one that succeeds again."""

    def __init__(self) -> None:
        self.failing: dict[str, OSError] = {}
        self._listeners: list[Callable[[str, OSError | None], None]] = []

    def listen(self, listener: Callable[[str, OSError | None], None]) -> None:
        self._listeners.append(listener)

    def report(self, kind: str, error: OSError | None = None) -> None:
        before = self.failing.get(kind)
        if error is None:
            if before is None:
                return
            del self.failing[kind]
            log.info("The %s can be written again", kind)
        else:
            self.failing[kind] = error
            if before is not None and why_write_failed(before) == why_write_failed(error):
                return
            log.error("The %s could not be written: %s", kind, error)
        for listener in list(self._listeners):
            listener(kind, error)

    def write(self, kind: str, path: Path, text: str) -> bool:
        """Write atomically and report how it went; False when it failed (never raises OSError)."""
        try:
            write_atomically(path, text)
        except OSError as error:
            self.report(kind, error)
            return False
        self.report(kind)
        return True
