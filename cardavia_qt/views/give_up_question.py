"""Asked before a new deal replaces one the player has played in (the menu's New deal, Ctrl+N,
or a lobby tile's New deal): one keystroke must not throw a deal away unasked. Keeping the deal
is the default and Escape's answer; nothing is counted for a deal given up. While it is asked the
AI seats of the deal on the table wait (`GameController.hold`). "Don't ask again" counts only with
Deal again (kept, it would make New deal do nothing); the menu's option asks again."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QMessageBox, QWidget


class GiveUpQuestion(QMessageBox):
    """Window-modal, without a nested event loop: `give_up` runs if the player agrees, `keep`
    on any other answer (Keep playing, Escape, the window's close button)."""

    def __init__(self, parent: QWidget, game_name: str, give_up: Callable[[], None], keep: Callable[[], None],
                 stop_asking: Callable[[], None] = lambda: None):
        super().__init__(parent)
        self.setObjectName("giveUpQuestion")
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(self.tr("New deal"))
        self.setText(self.tr("Give up the unfinished %1 deal and deal again?").replace("%1", game_name))
        self.setInformativeText(self.tr("Nothing is counted for a deal given up."))
        self.deal_button = self.addButton(self.tr("&Deal again"), QMessageBox.ButtonRole.AcceptRole)
        self.keep_button = self.addButton(self.tr("&Keep playing"), QMessageBox.ButtonRole.RejectRole)
        self.dont_ask = QCheckBox(self.tr("Do&n't ask again"), self)  # kept: the box does not own it for Python
        self.setCheckBox(self.dont_ask)
        self.setDefaultButton(self.keep_button)
        self.setEscapeButton(self.keep_button)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.deal_button.clicked.connect(lambda: stop_asking() if self.dont_ask.isChecked() else None)
        self.deal_button.clicked.connect(give_up)
        self.finished.connect(lambda _result: None if self.clickedButton() is self.deal_button else keep())
