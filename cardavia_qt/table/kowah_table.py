"""The Kowah table page: Draw and Take beside the status line, and — only when your hand is
ready, just after your discard — Declare and Stay silent in their place. In the 2-2-1 case
(R3) Declare opens a menu naming each pair you may expose; otherwise it declares at once."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QMenu

from cardavia_qt.table.kowah_controller import KowahController
from cardavia_qt.table.kowah_layout import kowah_geometry
from cardavia_qt.table.table_page import TablePage
from cardavia_qt.table.text import fill
from engine.kowah.actions import Declare, Draw, Pass, Take


class KowahTable(TablePage):
    controller_class = KowahController
    geometry = staticmethod(kowah_geometry)

    def add_actions(self) -> None:
        self.draw_button = self.action_button("drawButton", tone="go")
        self.take_button = self.action_button("takeButton")
        self.declare_button = self.action_button("declareButton", tone="win")
        self.pass_button = self.action_button("passButton", tone="stop")
        self.pair_menu = QMenu(self)
        self.pair_menu.setObjectName("pairMenu")
        self.draw_button.clicked.connect(self.controller.draw)
        self.take_button.clicked.connect(self.controller.take)
        self.declare_button.clicked.connect(self._declare_clicked)
        self.pass_button.clicked.connect(self.controller.pass_declaration)

    def retranslate_actions(self) -> None:
        self.label_button(self.draw_button, self.tr("&Draw"), self.tr("Draw"),
                          self.tr("Draw the top card of the stock"))
        self.label_button(self.take_button, self.tr("&Take"), self.tr("Take"),
                          self.tr("Take the latest discard (not on your first turn)"))
        self.label_button(self.declare_button, self.tr("De&clare cheki"), self.tr("Declare cheki"),
                          self.tr("Lock your ready hand and expose the waiting pair"))
        self.label_button(self.pass_button, self.tr("&Stay silent"), self.tr("Stay silent"),
                          self.tr("Keep playing without declaring"))

    def sync_actions(self, legal: list) -> None:
        hinted = self.controller.hinted
        declaring = any(isinstance(action, Declare) for action in legal)
        # Declaring is a moment of its own (just after your discard): its buttons replace
        # Draw and Take, and exist only while the engine offers a declaration.
        self.draw_button.setVisible(not declaring)
        self.take_button.setVisible(not declaring)
        self.declare_button.setVisible(declaring)
        self.pass_button.setVisible(declaring)
        self.draw_button.setEnabled(Draw() in legal)
        self.take_button.setEnabled(Take() in legal)
        self.declare_button.setEnabled(declaring)
        self.pass_button.setEnabled(Pass() in legal)
        self.mark_hinted(self.draw_button, hinted == Draw())
        self.mark_hinted(self.take_button, hinted == Take())
        self.mark_hinted(self.declare_button, isinstance(hinted, Declare))
        self.mark_hinted(self.pass_button, hinted == Pass())
        if not declaring:
            self.pair_menu.hide()

    def _declare_clicked(self) -> None:
        faces = self.controller.declarations()
        if len(faces) == 1:
            self.controller.declare(faces[0])
            return
        self.pair_menu.clear()
        hinted = self.controller.hinted
        for face in faces:
            text = fill(self.tr("Expose the pair of {face}"), face=self.controller.face_text(face))
            if hinted == Declare(face):
                text += " " + self.tr("(hint)")
            action = self.pair_menu.addAction(text)
            action.setObjectName(f"declare_{face}")
            action.triggered.connect(lambda _checked=False, face=face: self.controller.declare(face))
        # A popup, not a modal loop: the table keeps running and a test can click an entry.
        below = self.declare_button.mapToGlobal(QPoint(0, 0))
        self.pair_menu.popup(below - QPoint(0, self.pair_menu.sizeHint().height()))
