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
        # Done says one thing in English and two in Russian: «бито» when the attack is beaten,
        # «пас» when the defender takes and the attacker stops adding; each its own string.
        self._done_labels = {
            False: (self.tr("&Done"), self.tr("Done"), self.tr("Stop adding cards: the bout ends")),
            True: (self.tr("&Done", "the defender takes"), self.tr("Done", "the defender takes"),
                   self.tr("Stop adding cards: the AI takes them all")),
        }
        widest = 0
        for labels in self._done_labels.values():  # as wide as its longer label: the bar holds still
            self.done_button.setText(labels[0])
            widest = max(widest, self.done_button.sizeHint().width())
        self.done_button.setMinimumWidth(widest)
        self._label_done()

    def _label_done(self) -> None:
        taking = self.controller.state is not None and self.controller.view().taking
        text, name, tip = self._done_labels[taking]
        if (self.done_button.text(), self.done_button.toolTip()) != (text, tip):  # English: the tip differs
            self.label_button(self.done_button, text, name, tip)

    def sync_actions(self, legal: list) -> None:
        self._label_done()
        for button, action in ((self.take_button, Take()), (self.done_button, Done())):
            button.setEnabled(action in legal)
            self.mark_hinted(button, self.controller.hinted == action)
