"""Qt tests start and end in English, whatever a test switched to; tables register for a clean
shutdown of their AI threads."""

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication

from cardavia_qt.i18n import Translators


@pytest.fixture(autouse=True)
def english_afterwards(qapp):
    yield
    Translators(QApplication.instance()).switch("en")


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
