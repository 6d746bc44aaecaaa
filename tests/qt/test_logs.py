"""AI failures and other warnings land in the user's log file."""

import logging

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
