"""Asked before a new deal replaces one the player has played in (the menu's New deal, Ctrl+N,
or a lobby tile's New deal): one keystroke must not throw a deal away unasked. Keeping the deal
is the default and Escape's answer; nothing is counted for a deal given up. While it is asked the
AI seats of the deal on the table wait (`GameController.hold`)."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget


class GiveUpQuestion(QMessageBox):
    """Window-modal, without a nested event loop: `give_up` runs if the player agrees, `keep`
    on any other answer (Keep playing, Escape, the window's close button)."""

    def __init__(self, parent: QWidget, game_name: str, give_up: Callable[[], None], keep: Callable[[], None]):
        super().__init__(parent)
        self.setObjectName("giveUpQuestion")
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(self.tr("New deal"))
        self.setText(self.tr("Give up the unfinished %1 deal and deal again?").replace("%1", game_name))
        self.setInformativeText(self.tr("Nothing is counted for a deal given up."))
        self.deal_button = self.addButton(self.tr("&Deal again"), QMessageBox.ButtonRole.AcceptRole)
        self.keep_button = self.addButton(self.tr("&Keep playing"), QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.keep_button)
        self.setEscapeButton(self.keep_button)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.deal_button.clicked.connect(give_up)
        self.finished.connect(lambda _result: None if self.clickedButton() is self.deal_button else keep())
