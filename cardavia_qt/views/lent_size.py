"""Room lent to a page: when a page or panel needs more room than the player left the window
(a replay's side panel, the table's deal log, a language whose header script is taller), Qt
grows the window to its new least size; when that need goes, the window gives the room back —
to the width and height the player had chosen, or as near them as the page in sight allows. A
window the player resized meanwhile keeps that size, along the side the player changed.

Seen live in Russian: the window at its least width (753 px), the deal log took it to 870 px,
and it stayed so with the log hidden again and back in the lobby. And at its least height
(526 px), Hindi took it to 531 and Chinese to 534, which it kept back in Russian. Full screen
or maximized, the window has the screen's size: the loan waits, and is settled when the window
comes back.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QSize, QTimer
from PySide6.QtWidgets import QWidget


class _Loan:
    """The loan along one side of the window."""

    def __init__(self, length: Callable[[QSize], int], least: Callable[[QWidget], int]):
        self.length, self.least = length, least
        self.chosen: int | None = None  # the player's length before a page grew the window
        self.lent_to: int | None = None  # the length it was grown to

    def resized(self, window: QWidget, old: QSize, new: QSize) -> bool:
        """Growth to exactly the new least length, from below it, is Qt making room; any other
        change is the player's (or the window manager's) and ends the loan. True: the window
        is back at the lent length with room to give, after full screen."""
        before, after, least = self.length(old), self.length(new), self.least(window)
        if 0 < before < after == least:
            if self.chosen is None:
                self.chosen = before
            self.lent_to = after
        elif after != self.lent_to:
            self.chosen = self.lent_to = None
        elif least < after:
            return True
        return False

    def given_back(self, window: QWidget, now: int) -> int:
        """The length to go back to now that the need may have fallen (`now` if none)."""
        if self.chosen is None or now != self.lent_to:
            return now
        least = self.least(window)
        if least >= now:
            return now
        length = max(self.chosen, least)
        if length == self.chosen:
            self.chosen = self.lent_to = None  # all given back
        else:
            self.lent_to = length  # some of it: the page in sight still needs the rest
        return length

    def all_back(self, now: int) -> int:
        if self.chosen is None or now != self.lent_to:
            return now
        chosen, self.chosen, self.lent_to = self.chosen, None, None
        return chosen


class LentSize:
    def __init__(self, window: QWidget):
        self.window = window
        self.width = _Loan(QSize.width, QWidget.minimumWidth)
        self.height = _Loan(QSize.height, QWidget.minimumHeight)
        self.away_from: QSize | None = None  # the size the window left for full screen or maximized

    def resized(self, old: QSize, new: QSize) -> None:
        """From the window's resizeEvent."""
        window = self.window
        if window.isMaximized() or window.isFullScreen():
            # The screen's size, not a choice: the loan waits for the window's return.
            if self.away_from is None:
                self.away_from = old
            return
        if self.away_from is not None:
            # Back: judged against the size it left. Seen live: the log shown in full screen,
            # the window came back 870 px wide from 753, and kept 870 with the log hidden.
            old, self.away_from = self.away_from, None
        back = [loan.resized(window, old, new) for loan in (self.width, self.height)]
        if any(back):
            # Back from full screen at the lent size, after the need went while it was away.
            QTimer.singleShot(0, window, self.need_changed)  # not after the window is gone

    def need_changed(self) -> None:
        """From the window's layout requests: the least size may have fallen."""
        window = self.window
        width = self.width.given_back(window, window.width())
        height = self.height.given_back(window, window.height())
        if (width, height) != (window.width(), window.height()):
            window.resize(width, height)

    def give_back_all(self) -> None:
        """The window closes: the player's size back whatever the page in sight needs, so
        that its size is saved as the player left it."""
        window = self.window
        width, height = self.width.all_back(window.width()), self.height.all_back(window.height())
        if (width, height) == (window.width(), window.height()):
            return
        window.setMinimumSize(0, 0)  # the page in sight goes with the window
        window.resize(width, height)
