"""The table of a replay: the game's own scene, layout and card art, showing one position of a
finished deal, and nothing to play — no AI is asked, no gesture reaches the deal.

It is made from the game's table page class (its controller and layout), without the page: no
bar, no results panel. The controller is held still (it plays no AI and no automatic answer)
and is given each position with `show_position`, so its captions and marks read that
position's view; the cards are the generic card layer's, projected from the events up to the
cursor — with every secret for a finished deal's open hands (`layer.omniscient`), or only the
player's own events to show what the player saw. One step forward is followed as at the table
(the cards move); any other jump lays the table out at once.
"""

from __future__ import annotations

from typing import Hashable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from cardavia_qt.table import table_class
from cardavia_qt.table.scene import TableScene
from cardavia_qt.table.view import TableView
from engine.core.replay_cursor import ReplayCursor
from engine.core.session import DealSession


class ReplayTable(QWidget):
    def __init__(self, game_id: str, settings, parent: QWidget | None = None):
        super().__init__(parent)
        page = table_class(game_id)
        self.game_id = game_id
        self.settings = settings
        self.layout_of = page.geometry
        self.scene = TableScene(speed=lambda: max(0.0, float(self.settings.animation_speed)), parent=self)
        self.view = TableView(self.scene, self)
        self.view.setObjectName("replayView")
        self.view.setInteractive(False)  # a replay is watched: no card is picked up or played
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.controller = page.controller_class(self.scene, settings, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        self.view.resized.connect(self._lay_out)
        self.shown: tuple | None = None  # (position, everything, suggestion) on the table

    def show(self, cursor: ReplayCursor, everything: bool, suggestion: Hashable | None = None) -> None:
        """The table at the cursor; `suggestion` (the review's choice at a decision that
        differs) marked as the hint marks its move."""
        wanted = (cursor.index, everything, suggestion)
        if wanted == self.shown:
            return
        # One step forward keeps the table: the controller reads the next position and the new
        # events fly in. Any other move lays the table out at once.
        step = self.shown is not None and self.shown[:2] == (cursor.index - 1, everything)
        session = DealSession(cursor.record.prefix(cursor.index), lone_answer=None)
        self.controller.watch(session, cursor.events(everything), step=step, everything=everything,
                              suggestion=suggestion)
        self.shown = wanted

    def finish(self) -> None:
        """Every card where it goes, now (tests, screenshots)."""
        self.controller.finish_animations()

    def table_picture(self) -> dict[str, list[tuple[bool, str]]]:
        """What the table shows, pile by pile: each card face up or not, and its name."""
        return {pile.objectName(): [(card.face_up, card.accessible_name) for card in pile.cards]
                for pile in self.scene.piles}

    def shutdown(self) -> None:
        self.controller.shutdown()

    def _lay_out(self) -> None:
        size = self.view.viewport().size()
        self.controller.apply_geometry(self.layout_of(size.width(), size.height()), self.view.ratio)
