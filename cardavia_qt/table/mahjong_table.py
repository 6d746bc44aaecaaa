"""The MCR table page: the claim bar beside the status line, and a score sheet at the end.

The claim bar shows only what the player can do now: Chow (one button per chow that fits, each
showing its three tiles), Pung, Kong and Hu on a discard, with Pass beside them; on the player's
own turn, Kong for each concealed or added kong and Hu for a self-drawn win.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QPushButton

from cardavia_qt.table.mahjong_controller import MahjongController, tile_face, tile_label
from cardavia_qt.table.mahjong_layout import mahjong_geometry
from cardavia_qt.table.mahjong_results import MahjongResults
from cardavia_qt.table.table_page import TablePage
from cardavia_qt.table.text import fill
from engine.mahjong.actions import AddedKong, Chow, ClaimWin, ConcealedKong, ExposedKong, Pass, Pung, SelfDrawnWin

CHOW_BUTTONS = 3  # a discard fits at most three chows
KONG_BUTTONS = 3  # kongs the player may declare at once, on a turn
ICON_HEIGHT = 26  # px at the most: a tile picture on a claim button


class MahjongTable(TablePage):
    controller_class = MahjongController
    geometry = staticmethod(mahjong_geometry)

    def make_overlay(self) -> MahjongResults:
        # The shared results panel, with a score sheet of fans and payments added.
        return MahjongResults(self, self._tile_pixmap)

    # -- the claim bar --------------------------------------------------------------------------
    def add_actions(self) -> None:
        self._compact = False  # the second and third chow show only their tiles
        self.chow_buttons = [self.action_button(f"chowButton{i}", tone="go") for i in range(CHOW_BUTTONS)]
        self.pung_button = self.action_button("pungButton", tone="go")
        self.kong_buttons = [self.action_button(f"kongButton{i}", tone="go") for i in range(KONG_BUTTONS)]
        self.hu_button = self.action_button("huButton", tone="win")
        self.pass_button = self.action_button("passButton", tone="stop")
        for button in self.action_buttons:
            button.hide()
            button.clicked.connect(lambda _=False, b=button: self._pressed(b))
        self.controller.claim_asked.connect(self.offer_claims)

    def offer_claims(self) -> None:
        """The player reached for a discard there are several ways to claim: the keys go to
        the bar, on the first of them (each shows its tiles)."""
        claims = [button for button in (*self.chow_buttons, self.pung_button, *self.kong_buttons)
                  if button.isVisibleTo(self) and button.isEnabled()]
        if claims:
            claims[0].setFocus(Qt.FocusReason.OtherFocusReason)

    def compact_actions(self, compact: bool) -> None:
        # Three chows and Pass in a narrow window: the second and third chow show only their
        # tiles (their names stay for screen readers and in the tooltips).
        if compact != self._compact:
            self._compact = compact
            self._label_claims()

    def _pressed(self, button: QPushButton) -> None:
        action = self._button_action.get(button)
        if action is not None:
            self.controller.claim(action)

    def claim_buttons(self) -> dict[QPushButton, object]:
        """The buttons on show and the action each one makes (tests read it)."""
        return {button: action for button, action in self._actions().items() if button.isVisible()}

    def _actions(self) -> dict[QPushButton, object]:
        return getattr(self, "_button_action", {})  # none before the first sync

    def retranslate_actions(self) -> None:
        self._label_claims()

    def sync_actions(self, legal: list) -> None:
        chows = [a for a in legal if isinstance(a, Chow)]
        kongs = [a for a in legal if isinstance(a, (ExposedKong, ConcealedKong, AddedKong))]
        wins = [a for a in legal if isinstance(a, (ClaimWin, SelfDrawnWin))]
        pungs = [a for a in legal if isinstance(a, Pung)]
        claims = chows + kongs + wins + pungs
        passes = [Pass()] if Pass() in legal and claims else []
        self._button_action = {}
        for buttons, actions in ((self.chow_buttons, chows), ([self.pung_button], pungs), (self.kong_buttons, kongs),
                                 ([self.hu_button], wins), ([self.pass_button], passes)):
            for index, button in enumerate(buttons):
                action = actions[index] if index < len(actions) else None
                button.setVisible(action is not None)
                button.setEnabled(action is not None)
                if action is not None:
                    self._button_action[button] = action
                self.mark_hinted(button, action is not None and self.controller.hinted == action)
        self._label_claims()

    def _label_claims(self) -> None:
        view = self.controller.view()
        public = view.public.kind if view is not None and view.public is not None else None
        for button, action in self._actions().items():
            if isinstance(action, Chow):
                kinds = action.kinds()
                first = button is self.chow_buttons[0]
                tiles = ", ".join(tile_label(kind) for kind in kinds)
                text = self.tr("&Chow") if first else "" if self._compact else self.tr("Chow")
                self.label_button(button, text,
                                  fill(self.tr("Chow {tiles}"), tiles=tiles),
                                  fill(self.tr("Claim the discard into the chow {tiles}"), tiles=tiles))
                self._set_icon(button, kinds)
            elif isinstance(action, Pung):
                self.label_button(button, self.tr("&Pung"), self.tr("Pung"),
                                  self.tr("Claim the discard into a pung with your pair"))
                self._set_icon(button, ())  # the discard glows on the table: no picture needed
            elif isinstance(action, (ExposedKong, ConcealedKong, AddedKong)):
                first = button is self.kong_buttons[0]
                kind = public if isinstance(action, ExposedKong) else action.kind
                if isinstance(action, ExposedKong):
                    tip = self.tr("Claim the discard into a kong with your three")
                elif isinstance(action, ConcealedKong):
                    tip = fill(self.tr("Declare a concealed kong of {tile}"), tile=tile_label(kind))
                else:
                    tip = fill(self.tr("Add the {tile} to your pung"), tile=tile_label(kind))
                self.label_button(button, self.tr("&Kong") if first else self.tr("Kong"),
                                  fill(self.tr("Kong of {tile}"), tile=tile_label(kind)) if kind is not None
                                  else self.tr("Kong"), tip)
                # Several kongs may be on offer on a turn: the picture tells them apart.
                self._set_icon(button, () if isinstance(action, ExposedKong) else (kind,))
            elif isinstance(action, (ClaimWin, SelfDrawnWin)):
                tip = self.tr("Win on this tile") if isinstance(action, ClaimWin) else \
                    self.tr("Win with the tile you drew")
                self.label_button(button, self.tr("H&u!"), self.tr("Hu: declare the win"), tip)
                button.setIcon(QIcon())
            elif isinstance(action, Pass):
                self.label_button(button, self.tr("Pa&ss"), self.tr("Pass"), self.tr("Let the discard go"))

    def _tile_pixmap(self, kind: int, width: int) -> QPixmap:
        # For buttons and the score sheet: widgets, which the window's colour pass recolours.
        return self.scene.cache.pixmap(tile_face(kind), width, self.view.ratio, in_widget=True)

    def _set_icon(self, button: QPushButton, kinds) -> None:
        if not kinds:
            button.setIcon(QIcon())
            return
        # As tall as the button's line of text and no taller: a taller picture would make the
        # bar grow while the button shows, and the table above it jump.
        button.ensurePolished()
        height = min(ICON_HEIGHT, button.fontMetrics().height())
        width = round(height * 0.75)
        ratio = self.view.ratio
        canvas = QPixmap(int(width * len(kinds) * ratio) + 1, int(height * ratio) + 1)
        canvas.setDevicePixelRatio(ratio)
        canvas.fill(Qt.GlobalColor.transparent)
        painter = QPainter(canvas)
        for index, kind in enumerate(kinds):
            painter.drawPixmap(index * width, 0, self._tile_pixmap(kind, width))
        painter.end()
        button.setIcon(QIcon(canvas))
        button.setIconSize(QSize(width * len(kinds), height))

    # -- results ----------------------------------------------------------------------------------
    def _show_result(self, outcome) -> None:
        self.overlay.setGeometry(self.view.geometry())
        controller = self.controller
        detail = " ".join(part for part in (controller.result_detail(), controller.result_footnote()) if part)
        self.overlay.show_score(controller.result_heading(), detail, controller.score_sheet())
        self._sync_controls()
