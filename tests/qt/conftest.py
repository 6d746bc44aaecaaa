"""Qt tests start and end in English, whatever a test switched to, and leave no window behind;
cyclic garbage is collected on the GUI thread and the bundled fonts are there, as in the app;
tables register for a clean shutdown of their AI threads. `window` is the app's main window as
a player first sees it (English, 1280×800, settings in the test's own folder)."""

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QTranslator
from PySide6.QtWidgets import QApplication

from cardavia_qt import ai_process
from cardavia_qt.table import results_overlay
from cardavia_qt.collector import collect_if_due, collect_on_gui_thread
from cardavia_qt.fonts import register_bundled_fonts
from cardavia_qt.i18n import Translators
from tests.qt import faulty_policies


@pytest.fixture(autouse=True, scope="session")
def collected_on_the_gui_thread(qapp):
    """As in the app: Qt objects in reference cycles are freed on this thread, never by the
    card-art threads that happen to allocate (see cardavia_qt/collector.py)."""
    collect_on_gui_thread(qapp)


@pytest.fixture(autouse=True, scope="session")
def the_apps_fonts(qapp):
    """As in the app: the bundled fonts, Devanagari's and CJK's among them, are in Qt's font
    database from the start. Without them a test measured Hindi in a fallback twice as wide,
    or in the app's fonts if a test before it in the same worker had added them."""
    register_bundled_fonts()


@pytest.fixture(autouse=True)
def english_afterwards(qapp, collected_on_the_gui_thread):
    yield
    Translators(QApplication.instance()).switch("en")
    # pytest-qt closes a test's widgets with deleteLater, which waits for an event loop that a
    # test run never returns to: without this, every main window of every earlier test stayed
    # alive (some with an app-wide event filter), and a worker grew past 1 GB and ran each
    # later event through dozens of filters.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    collect_if_due()  # a test that never ran the event loop never let the collector's timer fire


@pytest.fixture
def install_translator(qapp):
    installed: list[QTranslator] = []

    def install(translator: QTranslator) -> QTranslator:
        assert qapp.installTranslator(translator)
        installed.append(translator)
        return translator

    yield install
    for translator in installed:
        qapp.removeTranslator(translator)


@pytest.fixture
def shutdown():
    """Register a table whose AI threads must be finished before the test ends."""
    tables = []
    yield tables.append
    for table in tables:
        table.controller.shutdown()


# Every AI worker process of a test run knows the faulty test AIs (tests/qt/faulty_policies.py).
ai_process.CHILD_IMPORTS.append("tests.qt.faulty_ai_child")


@pytest.fixture
def faulty_levels(monkeypatch):
    """The faulty test AIs as levels in this process too (autoplay and the safe move run here)."""
    faulty_policies.register(monkeypatch.setitem)
    return faulty_policies.LEVELS


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    from cardavia_qt import app as cardavia
    from cardavia_qt import settings as settings_module

    monkeypatch.setattr(settings_module, "config_path", lambda: tmp_path / "settings.json")
    window = cardavia.build(cardavia.parse_args(["--lang", "en"]))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    yield window
    if window.table is not None:
        window.table.controller.shutdown()


@pytest.fixture(autouse=True)
def results_take_answers_at_once(monkeypatch):
    """A test answers the results as soon as they show; the moment they hold answers back at a
    deal's end (`results_overlay.ANSWER_GUARD_S`) has a test of its own in test_results_panel."""
    monkeypatch.setattr(results_overlay, "ANSWER_GUARD_S", 0.0)
