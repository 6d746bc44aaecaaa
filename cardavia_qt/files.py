"""Files the app writes for the player (settings, saves, statistics): written atomically, read
back checked, and a damaged one moved aside in its own folder — kept for the player, never
deleted."""

from __future__ import annotations

import json
import os
import tempfile
import time
from dataclasses import fields
from pathlib import Path
from typing import Any, Callable, TypeVar

T = TypeVar("T")


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


def load_json(path: Path, parse: Callable[[Any], T], read_only: bool = False) -> tuple[T | None, bool, Path | None]:
    """(value, damaged, kept_as): the file parsed, or None if there is none. A file that cannot
    be read or that `parse` refuses is damaged, and moved aside unless the store is read-only."""
    if not path.exists():
        return None, False, None
    try:
        return parse(json.loads(path.read_text(encoding="utf-8"))), False, None
    except Exception:  # whatever is in the file, the app must start
        return None, True, None if read_only else set_aside(path)


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
