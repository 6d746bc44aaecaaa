"""The Durak table page: Take and Done beside the status line; everything else is the shared
table page."""

from __future__ import annotations

from cardavia_qt.table.durak_controller import DurakController
from cardavia_qt.table.durak_layout import durak_geometry
from cardavia_qt.table.table_page import TablePage
from engine.durak.actions import Done, Take


class DurakTable(TablePage):
    controller_class = DurakController
    geometry = staticmethod(durak_geometry)

    def add_actions(self) -> None:
        self.take_button = self.action_button("takeButton", tone="stop")
        self.done_button = self.action_button("doneButton", tone="go")
        self.take_button.clicked.connect(self.controller.take)
        self.done_button.clicked.connect(self.controller.done)

    def retranslate_actions(self) -> None:
        self.label_button(self.take_button, self.tr("&Take"), self.tr("Take"),
                          self.tr("Pick up every card of this bout"))
        self.label_button(self.done_button, self.tr("&Done"), self.tr("Done"),
                          self.tr("Stop adding cards: the bout ends"))

    def sync_actions(self, legal: list) -> None:
        for button, action in ((self.take_button, Take()), (self.done_button, Done())):
            button.setEnabled(action in legal)
            self.mark_hinted(button, self.controller.hinted == action)
