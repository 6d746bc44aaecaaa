"""The app's log: warnings and errors (an AI that failed and was replaced, a table that drifted
from its deal, a file that could not be written, Qt's own warnings) go to a small rotating file
in the user log folder, where a bug report can find them."""

from __future__ import annotations

import logging
import logging.handlers
import sys
from pathlib import Path
from typing import Callable

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


def route_qt_messages() -> Callable[[], None]:
    """Send Qt's own messages (warnings of a style sheet, a font, a plugin) to the `cardavia.qt`
    logger, hence the log file, and on to the handler installed before ours — Qt's default,
    which prints them, or a test runner's, which fails a test on a warning. Returns the undo."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    logger = logging.getLogger("cardavia.qt")
    levels = {
        QtMsgType.QtDebugMsg: logging.DEBUG,
        QtMsgType.QtInfoMsg: logging.INFO,
        QtMsgType.QtWarningMsg: logging.WARNING,
        QtMsgType.QtCriticalMsg: logging.ERROR,
        QtMsgType.QtFatalMsg: logging.CRITICAL,
    }

    def handler(mode, context, message) -> None:
        category = getattr(context, "category", None)
        where = f" [{category}]" if category and category != "default" else ""
        logger.log(levels.get(mode, logging.WARNING), "%s%s", message, where)
        if mode == QtMsgType.QtFatalMsg:
            for sink in logging.getLogger("cardavia").handlers:
                sink.flush()  # Qt aborts as soon as we return
        if previous is not None:
            previous(mode, context, message)
        elif mode != QtMsgType.QtDebugMsg:
            print(message, file=sys.stderr)  # what Qt's default handler would have done

    previous = qInstallMessageHandler(handler)

    def undo() -> None:
        qInstallMessageHandler(previous)

    return undo
