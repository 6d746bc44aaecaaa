"""The Sì Sè Pái table page: Group, Win, Claim and Pass beside the status line.

The claim buttons show only while the player has a real choice (a card they could only let go
is passed for them). Such a choice stands out: the status turns gold and the buttons flash as
it opens, while the card itself glows on the table. When the public card fits the hand in
several ways, Claim opens a small chooser listing each group by its cards' names.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from cardavia_qt.table.sisepai_controller import SisepaiController
from cardavia_qt.table.sisepai_layout import sisepai_geometry
from cardavia_qt.table.table_page import TablePage
from cardavia_qt.table.text import fill
from cardavia_qt.views.style import repolish
from engine.sisepai.actions import Claim, Pass, Win

# A button's border grows with focus and with a hint, its padding shrinks as much: the panel
# keeps its size as the keys move through it.
CHOOSER_STYLE = """
QFrame#claimChooser {
    background: #fffaf0; border: 1px solid #c9b27a; border-radius: 12px;
}
QLabel#claimChooserTitle { color: #1d3b2a; font-size: 15px; font-weight: 700; padding: 2px 4px; }
QPushButton {
    font-size: 14px; font-weight: 600; padding: 5px 14px; border-radius: 8px; text-align: left;
    border: 1px solid #6fa77b; background: #d6f0da; color: #1f2a22;
}
QPushButton:hover { background: #e6f7e9; }
QPushButton:focus { border: 2px solid #d69e12; padding: 4px 13px; outline: none; }
QPushButton[hinted="true"] { border: 3px solid #2bb894; padding: 3px 12px; }
QPushButton#claimChooserCancel { border-color: #b9a77a; background: #f7f0dc; text-align: center; }
"""


# Group is a switch: a box in front of its word, ticked while on, and the button pressed in.
GROUP_CHECKED_STYLE = """
QPushButton:checked { background: #9fd3ab; border: 2px solid #2e7d4f; }
QPushButton:checked:hover { background: #b4dfbe; }
QPushButton:checked:focus { border: 2px solid #ffd24a; }
"""
TOGGLE_ICON_PX = 18
TOGGLE_INK = QColor("#1f2a22")
TOGGLE_ON = QColor("#1f6b3e")
# A choice for the player: its buttons flash a bright rim as it opens, the status turns gold.
CALLING_BUTTON_STYLE = 'QPushButton[calling="true"] { border: 3px solid #fff3b0; }'
CALLING_STATUS_STYLE = 'QLabel#tableStatus[calling="true"] { color: #ffd866; }'
FLASHES = 3
FLASH_MS = 240


def toggle_icon(size: int = TOGGLE_ICON_PX) -> QIcon:
    """A check box for a switch button: empty while off, ticked while on. Qt picks the state's
    picture from the button's checked state, so the mark can never disagree with it."""
    icon = QIcon()
    for state in (QIcon.State.Off, QIcon.State.On):
        for ratio in (1, 2):
            pixmap = QPixmap(size * ratio, size * ratio)
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            box = QRectF(1.5, 1.5, size - 3, size - 3)
            if state == QIcon.State.On:
                painter.setPen(QPen(TOGGLE_ON, 1.5))
                painter.setBrush(TOGGLE_ON)
                painter.drawRoundedRect(box, 3, 3)
                tick = QPainterPath(QPointF(size * 0.26, size * 0.52))
                tick.lineTo(QPointF(size * 0.43, size * 0.70))
                tick.lineTo(QPointF(size * 0.76, size * 0.32))
                pen = QPen(QColor("white"), size * 0.13)
                pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
                painter.setPen(pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPath(tick)
            else:
                painter.setPen(QPen(TOGGLE_INK, 1.5))
                painter.setBrush(QColor(255, 255, 255, 150))
                painter.drawRoundedRect(box, 3, 3)
            painter.end()
            icon.addPixmap(pixmap, QIcon.Mode.Normal, state)
    return icon


class ClaimChooser(QFrame):
    """A small panel over the table: one button per way to claim the public card."""

    chosen = Signal(object)  # the Claim picked

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("claimChooser")
        self.setStyleSheet(CHOOSER_STYLE)
        self.title = QLabel(self)
        self.title.setObjectName("claimChooserTitle")
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(14, 12, 14, 12)
        self.column.setSpacing(6)
        self.column.addWidget(self.title)
        self.cancel_button = QPushButton(self)
        self.cancel_button.setObjectName("claimChooserCancel")
        self.cancel_button.clicked.connect(self.hide)
        self.column.addWidget(self.cancel_button)
        self.option_buttons: list[QPushButton] = []
        self._claims: list[Claim] = []
        self.hide()

    def offer(self, options: list[tuple[Claim, str]], hinted) -> None:
        # Hidden while its buttons change: a button added to a shown panel is shown only later,
        # so the panel sized itself without them and squeezed them to slivers (seen live when
        # Claim was pressed again with the chooser open).
        self.hide()
        for button in self.option_buttons:
            self.column.removeWidget(button)
            button.hide()  # out of sight now: deleteLater leaves it there until the event loop runs
            button.deleteLater()
        self.option_buttons = []
        self._claims = [claim for claim, _ in options]
        for index, (claim, text) in enumerate(options):
            button = QPushButton(text, self)
            button.setObjectName(f"claimOption{index}")
            button.clicked.connect(lambda _=False, c=claim: self.chosen.emit(c))
            self.column.insertWidget(1 + index, button)
            self.option_buttons.append(button)
        self.adjustSize()
        self.show()
        self.raise_()
        self.point_at(hinted)

    @property
    def claims(self) -> list[Claim]:
        """The groups on offer, in order."""
        return list(self._claims)

    def point_at(self, hinted) -> None:
        """Mark the group a hint suggests and give it the keys (Enter picks it); with no such
        group, the keys go to the first."""
        for button, claim in zip(self.option_buttons, self._claims):
            value = "true" if claim == hinted else "false"
            if button.property("hinted") != value:
                button.setProperty("hinted", value)
                repolish(button)
        suggested = [button for button, claim in zip(self.option_buttons, self._claims) if claim == hinted]
        if self.option_buttons:
            (suggested or self.option_buttons)[0].setFocus(Qt.FocusReason.OtherFocusReason)


class SisepaiTable(TablePage):
    controller_class = SisepaiController
    geometry = staticmethod(sisepai_geometry)

    def add_actions(self) -> None:
        self.win_button = self.action_button("winButton", tone="win")
        self.claim_button = self.action_button("claimButton", tone="go")
        self.pass_button = self.action_button("passButton", tone="stop")
        # Last in the row, beside Hint: the claim buttons come and go to its left, and Group
        # stays where the pointer left it.
        self.group_button = self.action_button("groupButton")
        self.group_button.setCheckable(True)
        # The bar's style has no checked look; this rule adds one and keeps the rest.
        self.group_button.setStyleSheet(GROUP_CHECKED_STYLE)
        self.group_button.setIcon(toggle_icon())
        self.group_button.setIconSize(QSize(TOGGLE_ICON_PX, TOGGLE_ICON_PX))
        for button in (self.win_button, self.claim_button):
            button.setStyleSheet(CALLING_BUTTON_STYLE)
        self.status.setStyleSheet(CALLING_STATUS_STYLE)
        self._choosing = False
        self._flashes_left = 0
        self._flash_timer = QTimer(self)
        self._flash_timer.timeout.connect(self._flash)
        self.chooser = ClaimChooser(self)
        self.group_button.toggled.connect(self.controller.toggle_grouping)
        self.win_button.clicked.connect(lambda: self.controller.answer(Win()))
        self.pass_button.clicked.connect(lambda: self.controller.answer(Pass()))
        self.claim_button.clicked.connect(self.controller.claim)
        self.controller.claim_asked.connect(self.ask_which_group)
        self.chooser.chosen.connect(self.controller.answer)

    def ask_which_group(self) -> None:
        """Several ways to claim the public card: the player picks which cards, in the chooser."""
        options = self.controller.claim_options()
        if options:
            card = self.controller.card_text(self.controller.view().public)
            self.chooser.title.setText(fill(self.tr("Claim the {card} — which group?"), card=card))
            self.chooser.offer([(claim, self.controller.claim_text(claim)) for claim in options],
                               self.controller.hinted)
            self._place_chooser()

    def _focus_the_hinted_button(self) -> None:
        # With the chooser open, a hint for a group points there: the Claim button would only
        # offer the chooser again (seen live, H then Enter went round and round).
        if self.chooser.isVisible() and isinstance(self.controller.hinted, Claim):
            self.chooser.point_at(self.controller.hinted)
            return
        super()._focus_the_hinted_button()

    def retranslate_actions(self) -> None:
        self.label_button(self.group_button, self.tr("&Group"), self.tr("Group"),
                          self.tr("Order your hand by its best melds, with gaps between them"))
        self.label_button(self.win_button, self.tr("&Win!"), self.tr("Win"),
                          self.tr("Take the card: all your cards form melds"))
        self.label_button(self.pass_button, self.tr("&Pass"), self.tr("Pass"), self.tr("Let the card go"))
        self.chooser.cancel_button.setText(self.tr("Cancel"))
        self._label_claim(self.controller.claim_options())

    def _label_claim(self, options: list[Claim]) -> None:
        if len(options) > 1:
            text, tip = self.tr("&Claim…"), self.tr("Choose which of your cards to group with it")
        elif options:
            text, tip = self.tr("&Claim"), self.controller.claim_text(options[0])
        else:
            text, tip = self.tr("&Claim"), self.tr("Take the card into an exposed group")
        self.label_button(self.claim_button, text, self.tr("Claim"), tip)

    def sync_actions(self, legal: list) -> None:
        options = [action for action in legal if isinstance(action, Claim)]
        hinted = self.controller.hinted
        for button, shown in ((self.win_button, Win() in legal), (self.claim_button, bool(options)),
                              (self.pass_button, Pass() in legal)):
            if not shown and button.hasFocus():
                # The answer is given: the keys go back to the table (the hand), not to
                # whichever button Qt would pick next — Group, where Space would regroup.
                self.view.setFocus(Qt.FocusReason.OtherFocusReason)
            button.setVisible(shown)
            button.setEnabled(shown)
        self._label_claim(options)
        self.mark_hinted(self.win_button, hinted == Win())
        self.mark_hinted(self.pass_button, hinted == Pass())
        self.mark_hinted(self.claim_button, isinstance(hinted, Claim))
        if self.chooser.isVisible():
            if self.chooser.claims != options:
                self.chooser.hide()  # the window it was offered for has closed
            elif [button.text() for button in self.chooser.option_buttons] != \
                    [self.controller.claim_text(claim) for claim in options]:
                self.ask_which_group()  # the same groups in another language: in its words
        self.group_button.setChecked(self.controller.grouped)
        self._mark_choice(self.controller.choosing)

    # -- a real choice stands out ---------------------------------------------------------------------
    def _mark_choice(self, choosing: bool) -> None:
        if choosing == self._choosing:
            return
        self._choosing = choosing
        self._set_property(self.status, "calling", choosing)
        self._flash_timer.stop()
        self._flashes_left = 0
        speed = self.controller.speed
        if choosing and speed > 0:
            self._flashes_left = 2 * FLASHES
            self._flash_timer.start(max(1, int(FLASH_MS * speed)))
            self._flash()
        else:
            self._light_buttons(False)

    def _flash(self) -> None:
        if self._flashes_left <= 0:
            self._flash_timer.stop()
            self._light_buttons(False)
            return
        self._light_buttons(self._flashes_left % 2 == 0)
        self._flashes_left -= 1

    def _light_buttons(self, lit: bool) -> None:
        for button in (self.win_button, self.claim_button):
            self._set_property(button, "calling", lit)

    def _set_property(self, widget: QWidget, name: str, on: bool) -> None:
        value = "true" if on else "false"
        if widget.property(name) != value:
            widget.setProperty(name, value)
            repolish(widget)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._place_chooser()

    def _place_chooser(self) -> None:
        if not self.chooser.isVisible():
            return
        self.chooser.adjustSize()
        view = self.view.geometry()
        size = self.chooser.size()
        self.chooser.move(view.center().x() - size.width() // 2, view.center().y() - size.height() // 2)
