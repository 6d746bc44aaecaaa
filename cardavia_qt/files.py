"""Files the app writes for the player (settings, saves, statistics): written atomically, and
a damaged one moved aside in its own folder — kept for the player, never deleted."""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path


def write_atomically(path: Path, text: str) -> None:
    """Write a temporary file in the same folder, flush it to disk, then rename it over `path`:
    a crash leaves the old file or the new one, never half of one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{path.stem}-", suffix=path.suffix, dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def set_aside(path: Path) -> Path | None:
    """Rename a damaged `name.json` to `name.corrupt-<time>.json` beside it; None if that fails."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.corrupt-{stamp}{path.suffix}")
    counter = 1
    while target.exists():
        target = path.with_name(f"{path.stem}.corrupt-{stamp}-{counter}{path.suffix}")
        counter += 1
    try:
        os.replace(path, target)
        return target
    except OSError:
        return None
