"""Qt tests start and end in English, whatever a test switched to."""

import pytest
from PySide6.QtWidgets import QApplication

from cardavia_qt.i18n import Translators


@pytest.fixture(autouse=True)
def english_afterwards(qapp):
    yield
    Translators(QApplication.instance()).switch("en")
