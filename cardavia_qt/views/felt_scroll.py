"""A scroll area on the felt: transparent, no frame, scrolling only up and down.

A page's contents set how narrow the window may be, as they would unscrolled, but not how short:
a page taller than the window scrolls instead of making the window grow. Seen: the statistics
page with past deals held a Hindi window at 640 px tall, and the window kept that height after.

The control with the keyboard stays in sight when the area changes size, if it was in sight
before: the contents flow anew and it could slip out. Seen live in Russian: back from a replay
that had widened the window, the statistics' Watch again button stood cut at the bottom.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget

#: The least height of the scrolled part: a few lines of it stay in sight in the shortest window.
LEAST_HEIGHT = 120


class FeltScroll(QScrollArea):
    def __init__(self, contents: QWidget, name: str, parent: QWidget | None = None):
        super().__init__(parent)
        # Named before it takes its contents: its scroll bars are styled as soon as they join a
        # widget with a style sheet, and a later name would not reach them.
        self.setObjectName(name)
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.viewport().setAutoFillBackground(False)
        self.setWidget(contents)

    def minimumSizeHint(self) -> QSize:
        contents = self.widget()
        width = contents.minimumSizeHint().width() if contents is not None else 0
        return QSize(width + self.verticalScrollBar().sizeHint().width(), LEAST_HEIGHT)

    def sizeHint(self) -> QSize:
        contents = self.widget()
        if contents is None:
            return super().sizeHint()
        hint = contents.sizeHint()
        return QSize(hint.width() + self.verticalScrollBar().sizeHint().width(), hint.height())

    def resizeEvent(self, event) -> None:
        focus = self._focus_in_sight()
        super().resizeEvent(event)  # the contents are laid out at the new size here
        if focus is not None:
            self.ensureWidgetVisible(focus)

    def _focus_in_sight(self) -> QWidget | None:
        focus, contents = QApplication.focusWidget(), self.widget()
        if focus is None or contents is None or not contents.isAncestorOf(focus):
            return None
        place = QRect(focus.mapTo(self.viewport(), QPoint(0, 0)), focus.size())
        # Wholly: a long list the page opened with its first rows in sight is not scrolled to
        # (seen: the statistics opened scrolled down to the past deals, the figures out of sight).
        return focus if self.viewport().rect().contains(place) else None
