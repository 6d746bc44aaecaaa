"""The end-of-deal panel laid over the table: a heading, the engine's verdict, and the way on:
play again, back to the lobby, watch the deal again (Replay) or have it reviewed.

The panel can be set aside to look at the final table — the winner's revealed hand, the cards
left over — with its button or Escape; the table page offers a button that brings it back.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication, QEvent, QMargins, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget
from cardavia_qt.views.fitted_text import Headline
from cardavia_qt.views.retranslating import Retranslating
from cardavia_qt.views.style import repolish

BUTTON_SPACING = 14
# For this long after a deal ends the panel's buttons take no key or click. A player's Enter
# or click meant for the table can land just as the AI's last move ends the deal: it pressed Play
# again, and the results were gone before they were read (seen live, Enter played a hinted card
# in MCR as the deal ended). A key held down from before is never an answer.
ANSWER_GUARD_S = 0.5
_ANSWER_EVENTS = {QEvent.Type.KeyPress, QEvent.Type.KeyRelease, QEvent.Type.MouseButtonPress,
                  QEvent.Type.MouseButtonRelease, QEvent.Type.MouseButtonDblClick}

# The panel's margins and the room between its lines: roomy, and tight for a short table (MCR's
# score sheet with its buttons in two rows, in a 1024 x 620 window).
ROOMY = (QMargins(40, 30, 40, 30), 14)
TIGHT = (QMargins(24, 12, 24, 12), 6)
# With small words, the least: a Sì Sè Pái verdict of fourteen lines in Chinese, at the table's
# least height, was still 11 px taller than the table.
SMALL = (QMargins(24, 6, 24, 6), 4)

STYLE = """
QFrame#resultsPanel {
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #fffaf0, stop:1 #f1e8d2);
    border: 1px solid #c9b27a;
    border-radius: 18px;
}
QLabel#resultsHeading { color: #1d3b2a; font-size: 30px; font-weight: 700; }
QLabel#resultsDetail { color: #2f2d26; font-size: 17px; }
QLabel#resultsMessage { color: #7a7362; font-size: 13px; font-style: italic; }
QPushButton {
    font-size: 15px; font-weight: 600; padding: 9px 22px; border-radius: 9px;
    border: 1px solid #b9a77a; background: #f7f0dc; color: #2b2a22;
}
QPushButton:hover { background: #fffaf0; }
QPushButton:focus { border: 2px solid #d69e12; outline: none; }
QPushButton#playAgain { background: #2e7d4f; border-color: #1f5c39; color: #ffffff; }
QPushButton#playAgain:hover { background: #37905c; }
QPushButton#playAgain:focus { border: 2px solid #ffd24a; }
/* Smaller words where even the tight panel is taller than the table (a long Sì Sè Pái verdict in
   the smallest window). */
QFrame#resultsPanel[small="true"] QLabel#resultsHeading { font-size: 22px; }
QFrame#resultsPanel[small="true"] QLabel#resultsDetail { font-size: 13px; }
QFrame#resultsPanel[small="true"] QPushButton { font-size: 13px; padding: 6px 16px; }
"""


def translate_buttons(overlay: "ResultsOverlay") -> None:
    """The panel's buttons, in this class's context whatever panel shows them (PySide's
    `self.tr` would look a subclass's texts up under the subclass's name)."""
    overlay.play_again_button.setText(QCoreApplication.translate("ResultsOverlay", "&Play again"))
    overlay.play_again_button.setAccessibleName(QCoreApplication.translate("ResultsOverlay", "Play again"))
    overlay.lobby_button.setText(QCoreApplication.translate("ResultsOverlay", "Back to &lobby"))
    overlay.lobby_button.setAccessibleName(QCoreApplication.translate("ResultsOverlay", "Back to lobby"))
    overlay.table_button.setText(QCoreApplication.translate("ResultsOverlay", "Vie&w the table",
                                    "set the results aside to look at the final table"))
    overlay.table_button.setAccessibleName(QCoreApplication.translate("ResultsOverlay", "View the table"))
    overlay.table_button.setToolTip(QCoreApplication.translate(
        "ResultsOverlay", "Set the results aside to look at the final table (Esc)"))
    overlay.replay_button.setText(QCoreApplication.translate("ResultsOverlay", "&Replay",
                                                             "watch the deal just finished again"))
    overlay.replay_button.setAccessibleName(QCoreApplication.translate("ResultsOverlay", "Replay"))
    overlay.replay_button.setToolTip(QCoreApplication.translate(
        "ResultsOverlay", "Watch this deal again, every hand face up"))
    overlay.review_button.setText(QCoreApplication.translate("ResultsOverlay", "Review my pla&y"))
    overlay.review_button.setAccessibleName(QCoreApplication.translate("ResultsOverlay", "Review my play"))
    overlay.review_button.setToolTip(QCoreApplication.translate(
        "ResultsOverlay", "Compare each of your decisions with the strongest AI's choice"))


class ResultsOverlay(Retranslating, QWidget):
    play_again = Signal()
    back_to_lobby = Signal()
    dismissed = Signal()  # set aside to look at the table; the page offers it back
    replay = Signal()  # watch the deal again
    review = Signal()  # watch it again with the review of the player's decisions

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("resultsOverlay")
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setStyleSheet(STYLE)
        self.panel = QFrame(self)
        self.panel.setObjectName("resultsPanel")
        self.heading = Headline(self.panel)
        self.heading.setObjectName("resultsHeading")
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail = QLabel(self.panel)
        self.detail.setObjectName("resultsDetail")
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        self.message = QLabel(self.panel)
        self.message.setObjectName("resultsMessage")
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setWordWrap(True)
        self.play_again_button = QPushButton(self.panel)
        self.play_again_button.setObjectName("playAgain")
        self.play_again_button.setDefault(True)
        self.lobby_button = QPushButton(self.panel)
        self.lobby_button.setObjectName("resultsLobby")
        self.table_button = QPushButton(self.panel)
        self.table_button.setObjectName("resultsTable")
        self.play_again_button.clicked.connect(self.play_again)
        self.lobby_button.clicked.connect(self.back_to_lobby)
        self.table_button.clicked.connect(self.dismiss)
        self.replay_button = QPushButton(self.panel)
        self.replay_button.setObjectName("resultsReplay")
        self.review_button = QPushButton(self.panel)
        self.review_button.setObjectName("resultsReview")
        self.replay_button.clicked.connect(self.replay)
        self.review_button.clicked.connect(self.review)

        # Rows of buttons, each centred: a grid left a shorter last row under the first columns
        # (seen in Russian at 753 px: «В лобби» and «Сыграть ещё» under the first two of three).
        self._buttons = QVBoxLayout()
        self._buttons.setSpacing(BUTTON_SPACING)
        self._per_row = 0
        self._lay_buttons(len(self._button_order()))
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addLayout(self._buttons)
        buttons.addStretch(1)
        column = QVBoxLayout(self.panel)
        self._spacing, self._tight_saves = ROOMY, 0
        self._small, self._small_saves = False, 0
        column.setContentsMargins(ROOMY[0])
        column.setSpacing(ROOMY[1])
        column.addWidget(self.heading)
        column.addWidget(self.detail)
        column.addWidget(self.message)
        column.addSpacing(8)
        column.addLayout(buttons)
        self.retranslate()
        # The panel's words may change after it is placed (a language switch sets new words,
        # then the new script's fonts): each time its layout asks for room, it is placed again.
        self.panel.installEventFilter(self)
        self._shown_at = 0.0  # when a deal last ended under the player's hands (time.monotonic)
        for button in self._button_order():
            button.installEventFilter(self)
        self.hide()

    def show_result(self, heading: str, detail: str = "", message: str = "") -> None:
        """`detail` is a sentence of our own; `message` an optional small footnote."""
        self.heading.setText(heading)
        self.detail.setText(detail)
        self.detail.setVisible(bool(detail))
        self.message.setText(message)
        self.message.setVisible(bool(message))
        self.setAccessibleName(heading)
        self.setAccessibleDescription(" ".join(part for part in (detail, message) if part))
        self._place_panel()
        self.show()
        self.raise_()
        self.play_again_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def hold_answers(self) -> None:
        """The deal has just ended under the player's hands: for a moment the buttons take no
        key or click (`ANSWER_GUARD_S`). Not when the player brings the results back."""
        self._shown_at = time.monotonic()

    def dismiss(self) -> None:
        """Set the panel aside: the final table shows, and the page offers the results back."""
        if self.isVisible():
            self.hide()
            self.dismissed.emit()

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.dismiss()
            event.accept()
            return
        super().keyPressEvent(event)

    def retranslate(self) -> None:
        translate_buttons(self)

    def eventFilter(self, watched, event) -> bool:
        if watched is self.panel and event.type() == QEvent.Type.LayoutRequest and self.isVisible():
            self._place_panel()
        elif event.type() in _ANSWER_EVENTS and isinstance(watched, QPushButton) and self._too_soon(event):
            return True
        return super().eventFilter(watched, event)

    def _too_soon(self, event) -> bool:
        """A key or click that cannot be the player's answer to the results (`ANSWER_GUARD_S`)."""
        if isinstance(event, QKeyEvent):
            if event.key() not in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                return False
            if event.isAutoRepeat():
                return True
        return time.monotonic() - self._shown_at < ANSWER_GUARD_S

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._place_panel()

    def _button_order(self) -> list[QPushButton]:
        return [self.table_button, self.replay_button, self.review_button, self.lobby_button, self.play_again_button]

    def _lay_buttons(self, per_row: int) -> None:
        """The buttons in rows of `per_row`, in their reading order."""
        if per_row == self._per_row:
            return
        self._per_row = per_row
        while self._buttons.count():
            row = self._buttons.takeAt(0).layout()
            while row.count():
                row.takeAt(0)  # out of the row; the buttons stay the panel's children
            row.deleteLater()
        order = self._button_order()
        for start in range(0, len(order), per_row):
            row = QHBoxLayout()
            row.setSpacing(BUTTON_SPACING)
            row.addStretch(1)
            for button in order[start:start + per_row]:
                row.addWidget(button)
            row.addStretch(1)
            self._buttons.addLayout(row)

    def _buttons_per_row(self, room: float) -> int:
        """How many buttons a row holds in `room` pixels: all in one row where they fit, else in
        as few even rows as fit (a narrow window or long words, Hindi at 1024 px beside the deal
        log: one row would cut every word short)."""
        widths = [button.sizeHint().width() for button in self._button_order()]

        def fits(per_row: int) -> bool:
            rows = [widths[start:start + per_row] for start in range(0, len(widths), per_row)]
            return max(sum(row) + BUTTON_SPACING * (len(row) - 1) for row in rows) <= room

        most = next((per_row for per_row in range(len(widths), 1, -1) if fits(per_row)), 1)
        # As few rows as that, filled evenly (3 + 2, not 4 + 1), where the even rows fit too.
        even = -(-len(widths) // -(-len(widths) // most))
        return even if fits(even) else most

    def _place_panel(self) -> None:
        width, height = self._measure()
        # Roomy, then tight, then tight with smaller words, each only where the one before is
        # taller than the table; going back is decided from what each step saved, as the lobby
        # does, not by laying the larger panel out again. Seen: a Sì Sè Pái verdict of twelve
        # lines in Hindi, in the smallest window, ran under the header and the bar.
        if self._small and height + self._small_saves <= self.height():
            self._small_words(False)
            width, height = self._measure()
        # Roomy margins also need what the game adds to fit between them (MCR's score sheet).
        roomy_fits = self._fits_across(self._inner(ROOMY))
        if self._spacing is ROOMY and (height > self.height() or not roomy_fits):
            roomy = height
            self._space(TIGHT)
            width, height = self._measure()
            self._tight_saves = roomy - height
        elif (self._spacing is TIGHT and not self._small and height + self._tight_saves <= self.height()
              and roomy_fits):
            self._space(ROOMY)
            width, height = self._measure()
        if self._spacing is TIGHT and not self._small and height > self.height():
            tight = height
            self._small_words(True)
            width, height = self._measure()
            self._small_saves = tight - height
        self.panel.setGeometry((self.width() - width) // 2, (self.height() - height) // 2, width, height)

    def _small_words(self, small: bool) -> None:
        self._small = small
        self._space(SMALL if small else TIGHT)
        self.panel.setProperty("small", small)
        for widget in (self.panel, *self.panel.findChildren(QWidget)):
            repolish(widget)
        self.panel.layout().invalidate()

    def _space(self, spacing: tuple[QMargins, int]) -> None:
        self._spacing = spacing
        column = self.panel.layout()
        column.setContentsMargins(spacing[0])
        column.setSpacing(spacing[1])

    def _measure(self) -> tuple[int, int]:
        """The panel's width and height in this overlay, its buttons in as many rows as need be."""
        room = self._room()
        inner = self._inner(self._spacing)
        self._lay_buttons(self._buttons_per_row(inner))
        self._fit_contents(inner)
        # Words of the other size, or buttons in other rows, leave the rows' own layouts holding
        # the old heights until the panel's layout is next activated; measured before that, the
        # panel came out 18 px off, and the size was chosen back and forth without end (seen:
        # MCR's results beside the deal log, the score sheet cut short and the CPU busy).
        self.panel.layout().activate()
        hint = self.panel.sizeHint()
        width = min(max(hint.width(), 560), room)
        height = self.panel.heightForWidth(width) if self.panel.hasHeightForWidth() else hint.height()
        return width, max(height, hint.height())

    def _room(self) -> int:
        """The widest panel this overlay holds."""
        return max(200, self.width() - 40)

    def _inner(self, spacing: tuple[QMargins, int]) -> int:
        """The width inside the widest panel, with `spacing`'s margins."""
        margins = spacing[0]
        return self._room() - margins.left() - margins.right()

    def _fits_across(self, room: int) -> bool:
        """Whether what a game adds to the panel fits `room` px of width at its smallest."""
        return True

    def _fit_contents(self, room: int) -> None:
        """Make what a game adds to the panel fit `room` pixels of width (the panel's words are
        small or not by now); the shared panel adds nothing that needs it."""

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(4, 16, 9, 150))
