"""The window's pages, one in sight at a time: only that one sets how narrow the window may be;
none lets it be shorter than a table needs."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QStackedWidget


class PageStack(QStackedWidget):
    """A plain QStackedWidget is as small as its largest page allows, in sight or not: once a
    replay (a table and its side panel) had been opened, the lobby could not be narrower than
    it. Here the page in sight decides, as Qt's layouts decide for any widget: its own
    minimum size where it set one, else what its contents need."""

    def __init__(self, least_height: int = 0, parent=None):
        super().__init__(parent)
        # The lobby, the rules and the statistics scroll, so a window could be shorter in them
        # than a table allows, and it grew by itself when a table came: seen live, 500 px tall
        # in the lobby, 526 px on Sì Sè Pái's table. Every page keeps the table's height.
        self.least_height = least_height
        self.currentChanged.connect(lambda _index: self.updateGeometry())

    def minimumSizeHint(self) -> QSize:
        page = self.currentWidget()
        if page is None:
            return super().minimumSizeHint()
        needed = page.minimumSizeHint()
        return QSize(page.minimumWidth() or needed.width(),
                     max(self.least_height, page.minimumHeight() or needed.height()))
