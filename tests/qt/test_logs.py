"""AI failures, Qt's own messages and other warnings land in the user's log file."""

import logging

import pytest
from PySide6.QtCore import qWarning

from cardavia_qt import logs


def test_warnings_of_the_app_go_to_the_log_file(tmp_path, monkeypatch):
    target = tmp_path / "logs" / "cardavia.log"
    monkeypatch.setattr(logs, "log_path", lambda: target)
    logger = logging.getLogger("cardavia")
    before = list(logger.handlers)
    try:
        assert logs.configure_logging() == target
        logging.getLogger("cardavia.ai").warning("the hard AI raised %s; playing take instead", "ValueError")
        for handler in logger.handlers:
            handler.flush()
        assert "the hard AI raised ValueError; playing take instead" in target.read_text(encoding="utf-8")
    finally:
        for handler in logger.handlers[len(before):]:
            logger.removeHandler(handler)
            handler.close()


def test_an_unwritable_log_folder_is_not_fatal(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setattr(logs, "log_path", lambda: blocker / "cardavia.log")
    assert logs.configure_logging() is None


@pytest.mark.qt_log_ignore("a warning of Qt for the log")
def test_qt_messages_reach_the_log_and_the_handler_before_ours(tmp_path, monkeypatch, qtlog):
    target = tmp_path / "logs" / "cardavia.log"
    monkeypatch.setattr(logs, "log_path", lambda: target)
    logger = logging.getLogger("cardavia")
    before = list(logger.handlers)
    undo = logs.route_qt_messages()
    try:
        assert logs.configure_logging() == target
        qWarning("a warning of Qt for the log")
        for handler in logger.handlers:
            handler.flush()
    finally:
        undo()
        for handler in logger.handlers[len(before):]:
            logger.removeHandler(handler)
            handler.close()
    assert "WARNING cardavia.qt: a warning of Qt for the log" in target.read_text(encoding="utf-8")
    # pytest-qt's handler, installed before ours, still saw it: Qt warnings still fail tests.
    assert [record.message for record in qtlog.records] == ["a warning of Qt for the log"]
