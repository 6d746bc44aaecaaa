"""The app's log: warnings and errors (an AI that failed and was replaced, a table that drifted
from its deal) go to a small rotating file in the user log folder, where a bug report can
find them."""

from __future__ import annotations

import logging
import logging.handlers
from pathlib import Path

import platformdirs

MAX_BYTES = 512 * 1024


def log_path() -> Path:
    return Path(platformdirs.user_log_dir("cardavia", appauthor=False)) / "cardavia.log"


def configure_logging() -> Path | None:
    """Send the `cardavia` loggers to the log file; returns its path, or None when the folder
    cannot be written (the app then logs to standard error only)."""
    path = log_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(path, maxBytes=MAX_BYTES, backupCount=2, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logger = logging.getLogger("cardavia")
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    return path
