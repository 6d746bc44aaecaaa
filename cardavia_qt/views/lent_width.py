"""Width lent to a page: when a page or panel needs more room than the player left the window
(a replay's side panel, the table's deal log), Qt widens the window to its new least width; when
that need goes, the window gives the width back — to the width the player had chosen, or as
near it as the page in sight allows. A window the player resized meanwhile keeps that size.

Seen live in Russian: the window at its least width (753 px), the deal log took it to 870 px,
and it stayed so with the log hidden again and back in the lobby. Full screen or maximized, the
window has the screen's size: the loan waits, and is settled when the window comes back.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, QTimer
from PySide6.QtWidgets import QWidget


class LentWidth:
    def __init__(self, window: QWidget):
        self.window = window
        self.chosen: int | None = None  # the player's width before a page widened the window
        self.lent_to: int | None = None  # the width it was widened to

    def resized(self, old: QSize, new: QSize) -> None:
        """From the window's resizeEvent. Growth to exactly the new least width, from a width
        below it, is Qt making room; any other change of width is the player's (or the
        window manager's) and ends the loan."""
        window = self.window
        if window.isMaximized() or window.isFullScreen():
            return  # the screen's size, not a choice: the loan waits for the window's return
        if 0 < old.width() < new.width() == window.minimumWidth():
            if self.chosen is None:
                self.chosen = old.width()
            self.lent_to = new.width()
        elif new.width() != self.lent_to:
            self.chosen = self.lent_to = None
        elif window.minimumWidth() < new.width():
            # Back from full screen at the lent width, after the need went while it was away.
            QTimer.singleShot(0, window, self.need_changed)  # not after the window is gone

    def need_changed(self) -> None:
        """From the window's layout requests: the least width may have fallen."""
        window = self.window
        if self.chosen is None or window.width() != self.lent_to:
            return
        least = window.minimumWidth()
        if least >= window.width():
            return
        width = max(self.chosen, least)
        if width == self.chosen:
            self.chosen = self.lent_to = None  # all given back
        else:
            self.lent_to = width  # some of it: the page in sight still needs the rest
        window.resize(width, window.height())

    def give_back_all(self) -> None:
        """The window closes: the player's width back whatever the page in sight needs, so
        that its size is saved as the player left it."""
        window = self.window
        if self.chosen is None or window.width() != self.lent_to:
            return
        chosen, self.chosen, self.lent_to = self.chosen, None, None
        window.setMinimumWidth(0)  # the page in sight goes with the window
        window.resize(chosen, window.height())
