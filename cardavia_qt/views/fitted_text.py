"""Text widgets that fit the room a layout gives them instead of widening it: a game's name
that shrinks a little to stay on one line, a heading that wraps only where it must, a
statistics line that breaks at a « · ».

Both were made for the lobby's tiles, whose two columns must fit a 1264-pixel window in every
language (`tests/qt/test_lobby.py`). And, for a line of words that may not grow, the words cut
to a number of lines.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QFontMetricsF, QResizeEvent, QTextLayout
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QWidget


class GameName(QLabel):
    """A game's name, on one line where a slightly smaller size lets it: a name that wraps
    makes its tile a line taller than its neighbour, which pushed the Russian lobby (MCR's
    «Китайский официальный маджонг») past the window on a 1280×800 screen. Below
    `SMALLEST` of its size it wraps after all. Its height for a width is the height at the
    size it would take there, so that the layouts asking (the scroll area's among them) agree
    with what it then shows."""

    SMALLEST = 0.78

    def __init__(self, parent: QWidget, point_size: float):
        super().__init__(parent)
        self._size = point_size
        self._fitting = False

    def setText(self, text: str) -> None:
        super().setText(text)
        self._fit()

    def heightForWidth(self, width: int) -> int:
        margins = self.contentsMargins()
        inner = width - margins.left() - margins.right()
        font = self._font_for(inner)
        flags = int(self.alignment()) | int(Qt.TextFlag.TextWordWrap)
        text = QFontMetrics(font).boundingRect(QRect(0, 0, inner, 2000), flags, self.text())
        return text.height() + margins.top() + margins.bottom()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and not self._fitting:
            self._fit()  # a language change brings other families, of other widths

    def _font_for(self, width: int) -> QFont:
        font = QFont(self.font())
        size = self._size
        while size > self._size * self.SMALLEST:
            font.setPointSizeF(size)
            if QFontMetricsF(font).horizontalAdvance(self.text()) <= width:
                return font
            size -= 0.5
        font.setPointSizeF(self._size)
        return font

    def _fit(self) -> None:
        width = self.contentsRect().width()
        if width <= 0 or not self.text():
            return
        font = self._font_for(width)
        if font.pointSizeF() != self.font().pointSizeF():
            self._fitting = True
            self.setFont(font)
            self._fitting = False


class Headline(QLabel):
    """A heading on one line where its panel has room for it, else wrapped onto more: on one
    line only, a long heading was cut at both ends («ИИ справа выигрывает 20 очков» in a
    Russian results panel beside the deal log). Its size hint is its one-line width (a
    wrapping QLabel's is a guess at a pleasing shape), so it wraps only where it is given less."""

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setWordWrap(True)

    def sizeHint(self) -> QSize:
        margins = self.contentsMargins()
        # + 1: the advance is fractional, and a width one pixel short of it wraps the last word
        width = math.ceil(QFontMetricsF(self.font()).horizontalAdvance(self.text())) + 1
        width += margins.left() + margins.right() + 2 * self.margin()
        return QSize(width, self.heightForWidth(width))


class StatsLink(QPushButton):
    """The statistics line, a link to the chart. A long record («Сыграно: 1 234 · побед: 567 ·
    лучшая серия: 12», 353 px) breaks onto a second line at a « · » where its row has no room
    for it beside the AI-level picker, instead of pushing the tile wider than its column (it
    overflowed the window's edge in Russian below some 1,300 px). `text()` is the whole line."""

    SEPARATOR = " · "

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self._line = ""
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def text(self) -> str:
        return self._line

    def setText(self, text: str) -> None:
        self._line = text
        super().setText(text)
        self._fit()

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(self._padding() + self._advance(self._line), hint.height())

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        widest = max((self._advance(line) for line in self._broken().split("\n")), default=0)
        return QSize(self._padding() + widest, hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit()

    def _advance(self, text: str) -> int:
        return math.ceil(self.fontMetrics().horizontalAdvance(text))

    def _padding(self) -> int:
        shown = super().text()
        return super().sizeHint().width() - max((self._advance(line) for line in shown.split("\n")), default=0)

    def _broken(self) -> str:
        """The line in two at the separator that leaves the shorter widest half."""
        parts = self._line.split(self.SEPARATOR)
        if len(parts) < 2:
            return self._line
        halves = [(self.SEPARATOR.join(parts[:cut]) + self.SEPARATOR.rstrip(), self.SEPARATOR.join(parts[cut:]))
                  for cut in range(1, len(parts))]
        first, second = min(halves, key=lambda pair: max(self._advance(pair[0]), self._advance(pair[1])))
        return first + "\n" + second

    def _fit(self) -> None:
        wanted = self._line if self.width() >= self.sizeHint().width() else self._broken()
        if wanted != super().text():
            super().setText(wanted)
            self.updateGeometry()


def within_lines(text: str, font: QFont, width: int, lines: int) -> str:
    """`text` as it wraps at `width` in `font`, cut to `lines` lines: the lines before the last
    kept whole and ended by a line break (so that a label wraps them just so), the rest elided
    into the last. The text itself where it fits."""
    layout = QTextLayout(text, font)
    layout.beginLayout()
    spans = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        spans.append((line.textStart(), line.textLength()))
    layout.endLayout()
    if len(spans) <= lines:
        return text
    kept = [text[start:start + length].rstrip() for start, length in spans[:lines - 1]]
    rest = text[spans[lines - 1][0]:]
    return "\n".join([*kept, QFontMetrics(font).elidedText(rest, Qt.TextElideMode.ElideRight, width)])
