"""The notice bar under the header: what the player must know but need not answer.

Two kinds of notice share it. One-time notices (a damaged file was set aside at start) stay
until dismissed. Disk problems (a save, the settings or the statistics cannot be written) stay
while the writes keep failing and go by themselves after the next write that succeeds; a
dismissed disk problem comes back only when a new one begins.
"""

from __future__ import annotations

import errno as errno_names
from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from cardavia_qt.files import FORBIDDEN, FULL, READ_ONLY, why_write_failed
from cardavia_qt.views.retranslating import Retranslating


class NoticeBar(Retranslating, QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("Notice")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#Notice { background: #f6e7b0; border-bottom: 1px solid #c9a64b; }"
                           "#Notice QLabel { color: #3b2f10; }"
                           "#Notice QLabel#DiskNotice { font-weight: bold; }")
        self.label = QLabel()  # the one-time notices
        self.label.setWordWrap(True)
        # An address told here (no browser could open it) can be copied.
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.disk_label = QLabel()  # writes failing now
        self.disk_label.setObjectName("DiskNotice")
        self.disk_label.setWordWrap(True)
        self.close_button = QPushButton()
        self.close_button.setFlat(True)
        self.close_button.clicked.connect(self.dismiss)
        texts = QVBoxLayout()
        texts.setContentsMargins(0, 0, 0, 0)
        texts.addWidget(self.disk_label)
        texts.addWidget(self.label)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(18, 6, 12, 6)
        layout.addLayout(texts, 1)
        layout.addWidget(self.close_button)
        self._failing: dict[str, OSError] = {}
        self._notices: list[Callable[[], str]] = []
        self.retranslate()
        self._update_visibility()

    def show_text(self, text: str) -> None:
        """A one-time notice (replaces the previous one)."""
        self.show_notices([lambda: text])

    def show_notices(self, notices: list[Callable[[], str]]) -> None:
        """One-time notices, each a function that words it in the current language (replaces
        the previous ones)."""
        self._notices = list(notices)
        self._render_notices()
        self.show()
        self._update_visibility()

    def show_disk_problems(self, failing: dict[str, OSError], new_problem: bool) -> None:
        """The writes failing now (kind -> error); `new_problem` brings a dismissed bar back."""
        self._failing = dict(failing)
        self._render_disk()
        if new_problem and self._failing:
            self.show()
        self._update_visibility()

    def dismiss(self) -> None:
        self._notices = []
        self.label.clear()
        self.label.hide()
        self.hide()

    def _update_visibility(self) -> None:
        self.label.setVisible(bool(self.label.text()))
        self.disk_label.setVisible(bool(self._failing))
        if not self._failing and not self.label.text():
            self.hide()

    def _render_notices(self) -> None:
        self.label.setText("\n".join(notice() for notice in self._notices))

    def _render_disk(self) -> None:
        self.disk_label.setText("\n".join(self.disk_problem(kind, error) for kind, error in self._failing.items()))

    def disk_problem(self, kind: str, error: OSError) -> str:
        what = {
            "save": self.tr("Your game can't be saved: %1."),
            "settings": self.tr("Your settings can't be saved: %1."),
            "stats": self.tr("Your statistics can't be saved: %1."),
            "deals": self.tr("Your past deals can't be saved: %1."),
        }.get(kind, self.tr("Your game can't be saved: %1."))
        why = {
            FULL: self.tr("the disk is full"),
            READ_ONLY: self.tr("the disk is read-only"),
            FORBIDDEN: self.tr("Cardavia is not allowed to write to its folder"),
        }.get(why_write_failed(error))
        if why is None:
            code = errno_names.errorcode.get(error.errno, str(error.errno)) if error.errno else type(error).__name__
            if error.filename:  # an odd error: where, so the player can look (seen: a file where a folder goes)
                # The code first: a path may itself hold "%1".
                why = self.tr("the disk reported an error (%1) at %2").replace("%1", code).replace(
                    "%2", str(error.filename))
            else:
                why = self.tr("the disk reported an error (%1)").replace("%1", code)
        return what.replace("%1", why)

    def retranslate(self) -> None:
        self.close_button.setText(self.tr("Dismiss"))
        self._render_notices()
        self._render_disk()
