"""The status line under a table (a game's, a replay's): two lines high whatever it says.

A sentence that wraps past two lines is set smaller (the sizes `STATUS_FITS` names in the bar's
style sheet), and where it fits at none of them it is cut to the two lines, whole in its
tooltip. A line that grew with its words would take its height from the table above it, and the
cards would jump while the sentence showed.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from cardavia_qt.views.fitted_text import within_lines
from cardavia_qt.views.style import repolish

# The status line's sizes, largest first: a long sentence takes the first that fits two lines.
STATUS_FITS = (1.0, 0.9, 0.8, 0.7)


def status_px(window_height: int) -> int:
    return round(16 * min(1.45, max(1.0, window_height / 800)))


class StatusLine(QLabel):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("tableStatus")  # the bar's style sheet sizes it by this name
        # A narrow window wraps the status onto a second line rather than cutting it off.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setWordWrap(True)
        self.setMinimumWidth(120)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self._words = ""  # what show_within was last given, whole (the label may hold it cut)

    def keep_two_lines(self, window_height: int) -> None:
        """Room for two lines at the full size the bar's style gives a window `window_height`
        tall, and never more. (Only a least height let a long sentence's size hint, worked out
        for a narrow label, stretch the bar to 133 px and more while cards moved: seen live,
        Durak in Russian at 900 px.)"""
        self.ensurePolished()
        font = QFont(self.font())
        font.setPixelSize(status_px(window_height))  # its full size, whatever a long sentence took
        margins = self.contentsMargins()
        self.setFixedHeight(2 * QFontMetrics(font).lineSpacing() + margins.top() + margins.bottom())

    def fit(self, text: str) -> bool:
        """Shows `text`, at the largest of the sizes at which it fits the two lines; False if it
        fits at none (it is left at the smallest). A long sentence (Russian, Hindi, a narrow
        window) is set smaller rather than wrapped onto a third line."""
        self.setToolTip("")  # the words in full, only while they are cut
        if self.text() != text:
            self.setText(text)
        width, room = self.width(), self.minimumHeight()
        for step in range(len(STATUS_FITS)):
            self._set_size(step)
            if self.heightForWidth(width) <= room:
                return True
        return False

    def cut(self, text: str) -> None:
        """`text` wraps past the two lines even at the smallest size: it is cut to them, whole
        in its tooltip. Seen live: Sì Sè Pái in Russian at 1024 px, four answers on offer, «Вы
        вытянули карту «слон красных»: выигрывайте с ней, возьмите её в группу или пас» wrapped
        past them, the bar grew by 66 px and the table above it jumped."""
        room, width = self.minimumHeight(), self.contentsRect().width()
        lines = max(1, room // QFontMetrics(self.font()).lineSpacing())
        cut = text
        if self.text() != text:
            self.setText(text)
        while width > 0 and self.heightForWidth(self.width()) > room:
            cut = within_lines(text, self.font(), width, lines)
            self.setText(cut)
            width -= 8  # the label's own wrapping may differ from the layout's by a little
        self.setToolTip(text if cut != text else "")

    def show_within(self, text: str) -> None:
        """`text` set smaller where it needs to be, else cut: it never takes a third line."""
        self._words = text
        if not self.fit(text):
            self.cut(text)

    def refit(self) -> None:
        """The words last shown fitted again, to a width that changed."""
        self.show_within(self._words)

    def _set_size(self, step: int) -> None:
        value = str(step) if step else ""
        if (self.property("fit") or "") != value:
            self.setProperty("fit", value)
            repolish(self)
