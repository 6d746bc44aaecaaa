"""The colour pass for windows opened from the main window but outside it: menus, combo-box
lists, dialogs. Each gets its own pass, and follows every later change.

Finding new windows takes an application-wide event filter, which runs Python for every event
in the app; it is only installed while contrast or temperature is away from 50 %, the only
time these windows need a pass. Windows that already exist when that starts are adopted then.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget

from cardavia_qt.filters.maths import DisplayFilter
from cardavia_qt.filters.window_effect import ColourPassEffect

_SHOW = QEvent.Type.Show


class OtherWindows(QObject):
    def __init__(self, main_window: QWidget, display_filter: DisplayFilter, parent: QObject | None = None):
        super().__init__(parent)
        self.main_window = main_window
        self.filter = display_filter
        self._effects: dict[int, ColourPassEffect] = {}
        self._watching = False
        self.set_filter(display_filter)

    def set_filter(self, display_filter: DisplayFilter) -> None:
        self.filter = display_filter
        for effect in list(self._effects.values()):
            effect.set_filter(display_filter)
        watch = not display_filter.colour_is_neutral
        if watch and not self._watching:
            for window in QApplication.topLevelWidgets():
                self._adopt(window)
            QApplication.instance().installEventFilter(self)
        elif self._watching and not watch:
            QApplication.instance().removeEventFilter(self)
        self._watching = watch

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Called for every event in the app: the cheapest test comes first.
        if event.type() == _SHOW and isinstance(watched, QWidget) and watched.isWindow():
            self._adopt(watched)
        return False

    def _adopt(self, window: QWidget) -> None:
        if window is self.main_window or window.graphicsEffect() is not None or not self._ours(window):
            return  # the main window has its own pass; another effect is not ours to replace
        # Qt leaves a window's own background out of what an effect is given to draw: painted
        # as the window's content instead, it goes through the pass with the rest (else a
        # dialog shows its words on black).
        window.setAutoFillBackground(True)
        effect = ColourPassEffect(window)
        effect.set_filter(self.filter)
        window.setGraphicsEffect(effect)
        key = id(effect)
        self._effects[key] = effect
        # A closed menu or dialog may be deleted with its effect: forget it then.
        effect.destroyed.connect(lambda *_: self._effects.pop(key, None))

    def _ours(self, window: QWidget) -> bool:
        """Whether the window was opened from our main window (a menu of one of its buttons,
        the list of one of its combo boxes, a dialog it owns), not some other top level."""
        widget = window.parentWidget()
        while widget is not None:
            if widget is self.main_window:
                return True
            widget = widget.parentWidget()
        return False
