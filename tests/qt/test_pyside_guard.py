"""Guard against PySide6 6.12.0 on Python < 3.12: there every call of a method returning
nothing drops a reference to None, and a few thousand calls abort the interpreter."""

import sys

import PySide6
from PySide6.QtCore import QObject


def test_installed_pyside_is_not_the_crashing_release():
    if sys.version_info < (3, 12):
        assert PySide6.__version__ != "6.12.0"


def test_a_hundred_thousand_void_calls_survive():
    obj = QObject()
    before = sys.getrefcount(None)
    for i in range(100_000):
        obj.setObjectName("card")  # returns None
        obj.blockSignals(False)
    assert obj.objectName() == "card"
    # None is immortal from 3.12; before that, its count must not have drifted by the calls.
    if sys.version_info < (3, 12):
        assert abs(sys.getrefcount(None) - before) < 1000
