"""The table of a replay: the game's own scene, layout and card art, showing one position of a
finished deal, and nothing to play — no AI is asked, no gesture reaches the deal.

The controller is the game's own, held still: it plays no AI and no automatic answer, and the
replay gives it the deal's actions one by one, so the table shows each position exactly as
it did when the deal was played (the end of a deal included: the hands laid open).

It is made from the game's table page class (its controller and layout), without the page: no
bar, no results panel, no AI seats. `show(cursor, everything)` lays out the position at the
cursor — every hand face up (the deal is over, so the replay projects every event with its
secrets), or only what the player saw.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from cardavia_qt.table import table_class
from cardavia_qt.table.scene import TableScene
from cardavia_qt.table.view import TableView
from engine.core.replay_cursor import ReplayCursor


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
        self._hold_still(self.controller)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        self.view.resized.connect(self._lay_out)
        self.shown: tuple[int, bool] | None = None  # (position, everything) on the table

    @staticmethod
    def _hold_still(controller) -> None:
        """The controller shows positions and plays nothing: no AI is asked, and the player's
        lone answers are not played for them (the cursor says what happened next)."""
        controller.lone_answer = None
        controller._schedule_ai = lambda: None

    @property
    def can_show_everything(self) -> bool:
        """Every hand face up needs the table drawn from the events with their secrets."""
        return hasattr(self.controller, "layer")

    def show(self, cursor: ReplayCursor, everything: bool) -> None:
        """Lay out the position at the cursor. One step forward is played as at the table (the
        cards move); any other jump lays the table out at once."""
        everything = everything and self.can_show_everything
        wanted = (cursor.index, everything)
        if wanted == self.shown:
            return
        controller = self.controller
        step = (self.shown is not None and self.shown[1] == everything and cursor.index == self.shown[0] + 1
                and controller.state is not None)
        if not step:
            # The deal again from its seed, every event shown as the player saw it at the table.
            controller.new_deal(cursor.record.seed)
            for seat, action in cursor.record.actions[:cursor.index]:
                controller.state.apply(seat, action)
            controller._show_new_events()
            controller.finish_animations()
        else:
            seat, action = cursor.record.actions[cursor.index - 1]
            controller.state.apply(seat, action)
            controller._show_new_events()
        controller._refresh()
        self.shown = wanted

    def table_picture(self) -> dict[str, list[tuple[bool, str]]]:
        """What the table shows, pile by pile: each card face up or not, and its name."""
        return {pile.objectName(): [(card.face_up, card.accessible_name) for card in pile.cards]
                for pile in self.scene.piles}

    def shutdown(self) -> None:
        self.controller.shutdown()

    def _lay_out(self) -> None:
        size = self.view.viewport().size()
        self.controller.apply_geometry(self.layout_of(size.width(), size.height()), self.view.ratio)
