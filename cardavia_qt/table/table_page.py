"""A game's table page: the card table above a bar with the status line and the player's
buttons, and the results panel laid over the table at the end of a deal.

Each game's page names its controller and its layout function and adds its own action buttons
(Take/Done, Claim/Pass, Chow/Pung/Kong/Hu, Declare…) between the status and the Hint button;
the rest — the bar, the AI level, the lobby button, keyboard order, results, retranslation — is
the same at every table. Texts here are translated under the context "TablePage" explicitly
(PySide's `self.tr` would look them up under the subclass's name).
"""

from __future__ import annotations

import random
from typing import Callable

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QComboBox, QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from cardavia_qt.models.levels import level_name, levels_of
from cardavia_qt.table import TABLE_SIZE
from cardavia_qt.table.game_controller import GameController
from cardavia_qt.table.pixmaps import PixmapCache
from cardavia_qt.table.results_overlay import ResultsOverlay
from cardavia_qt.table.scene import TableScene
from cardavia_qt.table.status_line import STATUS_FITS, StatusLine, status_px
from cardavia_qt.table.view import TableView
from cardavia_qt.views.deal_log_panel import DealLogPanel, TableEvents, panel_width
from cardavia_qt.views.retranslating import Retranslating
from cardavia_qt.views.style import repolish

# Sizes are filled in from the window height, so the bar reads as well on a large screen.
# Action buttons pick their colour by a `tone` property: "go" (green), "stop" (salmon),
# "win" (gold) or none (ivory).
BAR_STYLE = """
QFrame#tableBar {{
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #15392a, stop:1 #0b2418);
    border-top: 1px solid rgba(255, 230, 160, 45);
}}
QLabel#tableStatus {{ color: #f6f0dc; font-size: {status}px; font-weight: 600; padding: 0 10px; }}
QLabel#tableStatus[warning="true"] {{ color: #ffc857; }}
QLabel#tableStatus[fit="1"] {{ font-size: {status1}px; }}
QLabel#tableStatus[fit="2"] {{ font-size: {status2}px; }}
QLabel#tableStatus[fit="3"] {{ font-size: {status3}px; }}
QLabel#levelLabel {{ color: #cfd9cf; font-size: {small}px; }}
QPushButton {{
    font-size: {button}px; font-weight: 600; padding: {pad_v}px {pad_h}px; border-radius: 8px; min-width: 64px;
    border: 1px solid #b9a77a; background: #efe5c8; color: #1f2a22;
}}
QPushButton:hover {{ background: #fff8e4; }}
QPushButton:pressed {{ background: #dccfa8; }}
QPushButton:focus {{ border: 2px solid #ffd24a; padding: {pad_v1}px {pad_h1}px; outline: none; }}
QPushButton[tone="stop"]:enabled {{ background: #f2c9a8; border-color: #b9825a; }}
QPushButton[tone="stop"]:enabled:hover {{ background: #f8dcc4; }}
QPushButton[tone="go"]:enabled {{ background: #bfe3c6; border-color: #6fa77b; }}
QPushButton[tone="go"]:enabled:hover {{ background: #d6f0da; }}
QPushButton[tone="win"]:enabled {{ background: #ffd866; border-color: #b98a12; }}
QPushButton[tone="win"]:enabled:hover {{ background: #ffe590; }}
QPushButton#lobbyButton, QPushButton#hintButton, QPushButton#takeBackButton {{
    background: transparent; color: #e8e2cc; border-color: rgba(255, 255, 255, 70);
}}
QPushButton#lobbyButton:hover, QPushButton#hintButton:hover, QPushButton#takeBackButton:hover {{
    background: rgba(255, 255, 255, 25);
}}
QPushButton:disabled, QPushButton#hintButton:disabled, QPushButton#lobbyButton:disabled,
QPushButton#takeBackButton:disabled {{
    background: rgba(255, 255, 255, 18); color: rgba(255, 255, 255, 80); border-color: rgba(255, 255, 255, 35);
}}
QPushButton:focus, QPushButton#lobbyButton:focus, QPushButton#hintButton:focus, QPushButton#takeBackButton:focus {{
    border: 2px solid #ffd24a; padding: {pad_v1}px {pad_h1}px; outline: none;
}}
QPushButton[hinted="true"], QPushButton#hintButton[hinted="true"] {{
    border: 3px solid #62f0c9; padding: {pad_v2}px {pad_h2}px;
}}
QFrame#tableBar[tight="true"] QPushButton {{ padding: {pad_v}px {pad_t}px; min-width: 0px; }}
QFrame#tableBar[tight="true"] QPushButton:focus {{ padding: {pad_v1}px {pad_t1}px; }}
QFrame#tableBar[tight="true"] QPushButton[hinted="true"] {{ padding: {pad_v2}px {pad_t2}px; }}
QComboBox {{
    font-size: {small}px; padding: 5px 10px; border-radius: 7px; border: 1px solid rgba(255, 255, 255, 70);
    background: rgba(0, 0, 0, 40); color: #f0ead4; min-width: 72px;
}}
QComboBox:focus {{ border: 2px solid #ffd24a; padding: 4px 9px; }}
QComboBox QAbstractItemView {{ background: #15392a; color: #f0ead4; selection-background-color: #2e7d4f; }}
"""


# A button's side padding, in px at 800 px of window height, once the bar is tight (the last
# step before its controls would be squeezed over each other): the roomy bar's is 18.
TIGHT_PADDING = 8

# The bar's own buttons as a sign alone, the last step before the window must widen for the bar
# (Back to lobby first: the menu has it too). Their words stay in the tooltip, the screen reader's
# name and the Alt key. Seen live in Russian at the least width the header needs (753 px): Sì Sè
# Pái's Claim and Pass widened the window to 845 px, and it stayed so in the lobby after.
SIGNS = {"lobbyButton": "←", "hintButton": "?", "takeBackButton": "↶"}

def bar_style(window_height: int) -> str:
    scale = min(1.45, max(1.0, window_height / 800))
    # A thicker border (focus, hint) takes its width from the padding: no control changes
    # size, so the bar never changes height and the table above it never jumps.
    pad_v, pad_h = round(7 * scale), round(18 * scale)
    pad_t = round(TIGHT_PADDING * scale)  # a tight bar's buttons, sides only: the height stays
    status = status_px(window_height)
    return BAR_STYLE.format(status=status, status1=round(status * STATUS_FITS[1]),
                            status2=round(status * STATUS_FITS[2]), status3=round(status * STATUS_FITS[3]),
                            button=round(14 * scale), small=round(13 * scale),
                            pad_v=pad_v, pad_h=pad_h, pad_v1=pad_v - 1, pad_h1=pad_h - 1, pad_v2=pad_v - 2,
                            pad_h2=pad_h - 2, pad_t=pad_t, pad_t1=pad_t - 1, pad_t2=pad_t - 2)


def squeezed(bar: QWidget) -> bool:
    """Whether a control of `bar` was given less than its own minimum width (its words cut)."""
    return shortfall(bar) > 0


def shortfall(bar: QWidget) -> int:
    """How much wider `bar` must be for none of its controls to be squeezed."""
    return sum(max(0, max(widget.minimumSizeHint().width(), widget.minimumWidth()) - widget.width())
               for widget in bar.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
               if not widget.isHidden())


def set_tight(bar: QWidget, tight: bool) -> None:
    """Give `bar`'s buttons less room at their sides (`TIGHT_PADDING`) or their roomy sides back."""
    value = "true" if tight else ""
    if (bar.property("tight") or "") != value:
        bar.setProperty("tight", value)
        # Its buttons' style hangs on the bar's property: each one is styled anew.
        for button in bar.findChildren(QPushButton, options=Qt.FindChildOption.FindDirectChildrenOnly):
            repolish(button)


class TablePage(Retranslating, QWidget):
    back_to_lobby = Signal()
    settings_changed = Signal()  # the AI level was changed here: the app may save its settings
    replay_requested = Signal(object, bool)  # the finished deal's DealRecord; True: review it too

    controller_class: type[GameController] = GameController
    geometry: Callable[[int, int], object]  # the game's layout: (width, height) -> its geometry

    def __init__(self, settings, parent: QWidget | None = None, cache: PixmapCache | None = None):
        super().__init__(parent)
        self._bar_least = 0  # the width the bar needs beyond TABLE_SIZE, if any (_make_room_for_the_bar)
        self._bar_words: dict[QPushButton, str] = {}  # the bar's own buttons' words, mnemonic and all
        game = self.controller_class.game_id
        self.setObjectName(f"{game}Table")
        self.settings = settings
        self.scene = TableScene(cache, speed=lambda: self.controller.speed, parent=self)
        self.view = TableView(self.scene, self)
        self.view.setObjectName(f"{game}View")
        self.controller = self.controller_class(self.scene, settings, self)
        self._dealt = False
        self._results_shown = False  # this deal's results have been shown (and may be again)

        self.bar = QFrame(self)
        self.bar.setObjectName("tableBar")
        self.lobby_button = self.make_button("lobbyButton")
        self.status = StatusLine(self.bar)
        self._bar_scale_height = 0
        self._status_texts = ("", "")  # the status in full, and only what to do now
        # How many of the bar's buttons showed their sign to give a status its words, kept while
        # the bar keeps this width (so the buttons do not change with every sentence).
        self._status_signs, self._status_signs_width = 0, -1
        self._signs_shown = 0
        self._style_bar()
        self.hint_button = self.make_button("hintButton")
        self.take_back_button = self.make_button("takeBackButton")
        # Once the results are set aside to look at the table, this brings them back.
        self.results_button = self.make_button("resultsButton")
        self.results_button.setProperty("tone", "win")
        self.results_button.hide()
        self.level_label = QLabel(self.bar)
        self.level_label.setObjectName("levelLabel")
        self.level_box = QComboBox(self.bar)
        self.level_box.setObjectName("levelBox")
        # sized for each language's level names, not once at the first show
        self.level_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for level in levels_of(game):
            self.level_box.addItem("", level)
        self.level_label.setBuddy(self.level_box)

        self.action_row = QHBoxLayout()
        self.action_row.setSpacing(10)
        row = QHBoxLayout(self.bar)
        row.setContentsMargins(14, 9, 14, 9)
        row.setSpacing(10)
        row.addWidget(self.lobby_button)
        row.addWidget(self.status, 1)
        row.addLayout(self.action_row)
        row.addWidget(self.results_button)
        row.addSpacing(6)
        row.addWidget(self.hint_button)
        row.addWidget(self.take_back_button)
        row.addSpacing(6)
        row.addWidget(self.level_label)
        row.addWidget(self.level_box)
        # The deal log beside the table (hidden unless the player turned it on).
        self.log_panel = DealLogPanel(self)
        self.log_panel.follow(TableEvents(self.controller), 0, self.controller.names)
        self.log_panel.setVisible(bool(getattr(settings, "deal_log", False)))
        middle = QHBoxLayout()
        middle.setContentsMargins(0, 0, 0, 0)
        middle.setSpacing(0)
        middle.addWidget(self.view, 1)
        middle.addWidget(self.log_panel)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addLayout(middle, 1)
        column.addWidget(self.bar)

        self.overlay = self.make_overlay()
        self.action_buttons: list[QPushButton] = []
        self.add_actions()
        chain = [self.view, *self.action_buttons, self.results_button, self.hint_button, self.take_back_button, self.level_box,
                 self.lobby_button, self.log_panel.list]
        for first, second in zip(chain, chain[1:]):
            self.setTabOrder(first, second)

        self.lobby_button.clicked.connect(self.back_to_lobby)
        self.hint_button.clicked.connect(self.controller.hint)
        self.take_back_button.clicked.connect(self.take_back)
        self.level_box.activated.connect(self._level_chosen)
        self.overlay.play_again.connect(self.play_again)
        self.overlay.back_to_lobby.connect(self.back_to_lobby)
        self.overlay.dismissed.connect(self._results_set_aside)
        self.overlay.replay.connect(lambda: self._watch_again(False))
        self.overlay.review.connect(lambda: self._watch_again(True))
        self.results_button.clicked.connect(self.show_results_again)
        self.controller.changed.connect(self._sync_controls)
        self.controller.hint_ready.connect(self._hint_arrived)
        self._hint_to_focus = False
        self.controller.deal_finished.connect(self._deal_finished)
        self.view.resized.connect(self._lay_out_table)
        self.scene.focus_card_changed.connect(self._announce_focus)
        app = QCoreApplication.instance()
        if app is not None:
            # A page in a stacked widget is never closed: finish the AI's thread before Python
            # itself shuts down, so no search outlives the interpreter.
            app.aboutToQuit.connect(self.controller.shutdown)
        self._keep_the_table_wide()
        self.retranslate()

    # -- what each game provides ------------------------------------------------------------------
    def add_actions(self) -> None:
        """Create the game's action buttons with `action_button`."""

    def retranslate_actions(self) -> None:
        pass

    def sync_actions(self, legal: list) -> None:
        """Enable, show and mark the game's buttons for the player's legal actions."""

    def make_overlay(self) -> ResultsOverlay:
        """The results panel laid over the table at the end of a deal."""
        return ResultsOverlay(self)

    # -- building blocks ----------------------------------------------------------------------------
    def make_button(self, name: str) -> QPushButton:
        button = QPushButton(self.bar)
        button.setObjectName(name)
        button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        return button

    def action_button(self, name: str, tone: str = "") -> QPushButton:
        """A button of the action row, in the order created."""
        button = self.make_button(name)
        if tone:
            button.setProperty("tone", tone)
        self.action_row.addWidget(button)
        self.action_buttons.append(button)
        return button

    @staticmethod
    def label_button(button: QPushButton, text: str, name: str, tip: str) -> None:
        button.setText(text)
        button.setAccessibleName(name)
        button.setToolTip(tip)

    def mark_hinted(self, button: QPushButton, hinted: bool) -> None:
        value = "true" if hinted else "false"
        if button.property("hinted") != value:
            button.setProperty("hinted", value)
            repolish(button)

    # -- the public face -------------------------------------------------------------------------
    def new_deal(self, seed: int) -> None:
        self._dealt = True
        self._results_shown = False
        self._put_results_away()
        self._show_level()
        self.controller.new_deal(seed)
        self._sync_controls()

    def _put_results_away(self) -> None:
        """A new or resumed deal: the results go, and the keyboard they kept for the page's
        return (`first_focus`) goes to the cards."""
        kept = self.focusWidget()
        self.overlay.hide()
        if kept is not None and self.overlay.isAncestorOf(kept):
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def first_focus(self) -> QWidget:
        """Where the keyboard goes when it comes to the table, or comes back to it from a panel
        that hid with it (Play again): the cards (the main window asks). While the results
        are shown, their button that had the keyboard last (Play again for their Back to
        lobby): seen live, back from the replay opened by Replay, the keyboard was in the hand,
        under the results, and no button of theirs was ringed."""
        if self.overlay.isVisible():
            last = self.overlay.focusWidget()
            keep = last is not None and last is not self.overlay.lobby_button and self.overlay.isAncestorOf(last)
            return last if keep else self.overlay.play_again_button
        return self.view

    def use_stores(self, saves, stats, keeping=None) -> None:
        """Autosave every action here and keep finished deals (the app; never screenshots):
        `keeping` is the app's DealKeeping, else one for these two stores."""
        from cardavia_qt.deal_keeping import DealKeeping

        self.controller.saves, self.controller.stats = saves, stats
        self.controller.keeping = keeping or DealKeeping(saves, None, stats)

    def resume(self, saved) -> None:
        """Continue an autosaved deal exactly where it stopped."""
        self._dealt = True
        self._results_shown = False
        self._put_results_away()
        self.controller.resume(saved)
        # The picker is the level of the next deal (as its tooltip says), whatever the deal
        # continued began with (its seats' captions name that): it showed the deal's level
        # here and the chosen one after a language switch (seen live: Hard, then Easy).
        self._show_level()
        self._sync_controls()

    def autoplay(self, k: int) -> None:
        """Let the AIs play `k` actions for every seat, synchronously and without animation."""
        if not self._dealt:
            self.new_deal(random.randrange(1, 2**31))
        self.controller.autoplay(k)
        self._sync_controls()

    def take_back(self) -> bool:
        """Back to the player's previous decision (the button, Ctrl+Z)."""
        had_focus = self.take_back_button.hasFocus()
        taken = self.controller.take_back()
        self._sync_controls()
        if had_focus and not self.take_back_button.isEnabled():
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)  # back at the first decision: the table's turn
        return taken

    def show_log(self, shown: bool) -> None:
        """Show or hide the deal log beside the table."""
        self.log_panel.setVisible(shown)
        self._keep_the_table_wide()

    def _keep_the_table_wide(self) -> None:
        """The table keeps the 640 × 480 its layouts are made for, the deal log beside it (at
        its narrowest there). Seen live once the header let the window be narrower: at 711 px
        the log left MCR's table 480 px, seat names cut and «East · You» over its «dealer».
        And the page is as wide as its bar needs at its tightest (`_make_room_for_the_bar`)."""
        log = panel_width(TABLE_SIZE[0]) if not self.log_panel.isHidden() else 0
        self.setMinimumSize(max(TABLE_SIZE[0] + log, self._bar_least), TABLE_SIZE[1])

    def _make_room_for_the_bar(self) -> None:
        """Where even the tightest bar squeezes its buttons, the page (and so the window) grows
        by what they lack. Seen live: Sì Sè Pái in Hindi at 652 px, the least the lobby needs,
        cut every word of the bar («ों पर वापस (», «ावा (C»…)."""
        if not self.isVisible():
            return  # not laid out yet: its controls' widths mean nothing (a page of 3,930 px)
        lacking = shortfall(self.bar)
        least = self.width() + lacking if lacking else 0
        if least != self._bar_least:
            self._bar_least = least
            self._keep_the_table_wide()

    def hold_still(self) -> None:
        """Freeze the table as it stands, for a picture: no AI move arrives afterwards, and
        every card on show has its face (they are made in the background)."""
        self.controller.cancel_ai()
        self.scene.wait_for_art()

    def dismiss(self) -> bool:
        """Escape (the window's, which goes first): set the results panel aside, to look at the
        final table, as its own button does — the bar offers the results back. False when it
        was not up. (It hid the panel without a word to the bar: after Escape the deal's
        results were out of reach.)"""
        if not self.overlay.isVisible():
            return False
        self.overlay.dismiss()
        return True

    def play_again(self) -> None:
        self.new_deal(random.randrange(1, 2**31))

    def apply_settings(self) -> None:
        """Take up settings changed elsewhere (card styles, AI level); the animation speed
        is read afresh at every move anyway."""
        self._show_level()
        self.controller.refresh_faces()
        self._sync_controls()

    def retranslate(self) -> None:
        back = QCoreApplication.translate("TablePage", "Back to lobby")
        self.label_button(self.lobby_button, QCoreApplication.translate("TablePage", "&Back to lobby"), back, back)
        self.label_button(self.hint_button, QCoreApplication.translate("TablePage", "&Hint"),
                          QCoreApplication.translate("TablePage", "Hint"),
                          QCoreApplication.translate("TablePage", "Ask the strong AI what it would play"))
        self.level_label.setText(QCoreApplication.translate("TablePage", "AI le&vel:"))
        for row in range(self.level_box.count()):
            self.level_box.setItemText(row, level_name(self.level_box.itemData(row)))
        self.level_box.setAccessibleName(QCoreApplication.translate("TablePage", "AI level"))
        self.level_box.setToolTip(QCoreApplication.translate("TablePage", "The AI's strength, from the next deal"))
        self.label_button(self.take_back_button, QCoreApplication.translate("TablePage", "Tak&e back"),
                          QCoreApplication.translate("TablePage", "Take back"),
                          QCoreApplication.translate("TablePage", "Return to your previous decision (Ctrl+Z)"))
        # Signs or words again in `_sync_controls` below, as the bar's room decides for the words
        # of this language.
        self._bar_words = {button: button.text() for button in (self.lobby_button, self.hint_button,
                                                               self.take_back_button)}
        self._signs_shown, self._status_signs = 0, 0
        self.label_button(self.results_button, QCoreApplication.translate("TablePage", "&Results"),
                          QCoreApplication.translate("TablePage", "Show the results again"),
                          QCoreApplication.translate("TablePage", "Show the results of the deal again"))
        self.view.setAccessibleName(QCoreApplication.translate("TablePage", "Card table"))
        self.status.setAccessibleName(QCoreApplication.translate("TablePage", "Status"))
        self.retranslate_actions()
        self.overlay.retranslate()
        self.controller.retranslate()
        if self.overlay.isVisible() and self.controller.state is not None and self.controller.state.outcome:
            self._show_result(self.controller.state.outcome)
        self._sync_controls()

    # -- Qt events ----------------------------------------------------------------------------------
    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._dealt:
            self.new_deal(random.randrange(1, 2**31))
        # The keyboard comes back to the page's first place (`first_focus`), not to the control
        # that left it: on the bar's or the results panel's Back to lobby, Continue or Play came
        # back to it, and Space, meant for the table, went back to the lobby (seen live). Set as
        # the page hid, it took the focus back from the page coming in (a replay's Play: the
        # keyboard went on to the tab bar beside its table, where Right changed the tab). A
        # window restored from the task bar (a spontaneous show) keeps its focus where it was.
        if not event.spontaneous():
            self.first_focus().setFocus(Qt.FocusReason.OtherFocusReason)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._style_bar()
        self.log_panel.setFixedWidth(panel_width(self.width()))
        self.overlay.setGeometry(self.view.geometry())
        self._fit_bar()

    def closeEvent(self, event) -> None:
        self.controller.shutdown()
        super().closeEvent(event)

    # -- keeping the controls current ------------------------------------------------------------
    def _style_bar(self) -> None:
        # Restyling is costly: only when the font size would actually change.
        height = max(800, min(1160, self.height()))
        if abs(height - self._bar_scale_height) >= 40 or not self._bar_scale_height:
            self._bar_scale_height = height
            self.bar.setStyleSheet(bar_style(height))
            self.status.keep_two_lines(height)

    def _show_level(self) -> None:
        level = self.settings.ai_level(self.controller.game_id)
        self.level_box.setCurrentIndex(max(0, self.level_box.findData(level)))

    def _lay_out_table(self) -> None:
        size = self.view.viewport().size()
        self.controller.apply_geometry(type(self).geometry(size.width(), size.height()), self.view.ratio)
        self.overlay.setGeometry(self.view.geometry())

    def _sync_controls(self) -> None:
        controller = self.controller
        text = controller.status_text()
        self._status_texts = (text, controller.status_text(short=True))
        self.status.setText(text)
        self.status.setAccessibleDescription(text)
        warning = "true" if controller.status_is_warning else "false"
        if self.status.property("warning") != warning:
            self.status.setProperty("warning", warning)
            repolish(self.status)
        legal = [] if controller.catching_up else controller.legal()  # asked once the table shows it
        focused = self.focusWidget()
        self.hint_button.setEnabled(bool(legal))
        self.take_back_button.setVisible(controller.take_backs_allowed)
        self.take_back_button.setEnabled(controller.can_take_back)
        self.results_button.setVisible(self._results_shown and not self.overlay.isVisible())
        self.sync_actions(legal)
        if focused in self.action_buttons and not (focused.isVisible() and focused.isEnabled()):
            # A button that answered and went away gives the keyboard back to the table: Qt
            # handed it to the next in the chain (after «Declare cheki», Take back, which a
            # press of Enter or Space would then have pressed).
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        if self._hint_to_focus and not controller.catching_up:  # its button waits for the table too
            self._hint_to_focus = False
            self._focus_the_hinted_button()
        self._fit_bar()

    def _hint_arrived(self) -> None:
        # The buttons are marked as the controls are brought up to date, which comes next.
        self._hint_to_focus = True

    def _focus_the_hinted_button(self) -> None:
        """H, then Enter, presses the button a hint marks (Durak's Done or Take, a Kowah draw),
        as it plays a hinted card: seen live, the focus stayed in the hand, where Enter acts
        on a card, not on the button."""
        marked = [button for button in self.action_buttons
                  if button.property("hinted") == "true" and button.isVisibleTo(self) and button.isEnabled()]
        if len(marked) == 1:
            marked[0].setFocus(Qt.FocusReason.OtherFocusReason)

    def _fit_bar(self) -> None:
        """The bar never changes height and no control is squeezed over another. In a narrow
        window with many answers on offer (MCR: two or three chows, Hu and Pass) the AI level
        picker steps aside (it only matters from the next deal, and comes back when there is
        room), then the answers draw smaller, then every button takes less room at its sides; a
        long status is set smaller, then given the picker's room, then cut to what to do now,
        then given the room the buttons can spare, and only then cut to its two lines."""
        picker = (self.level_label, self.level_box)
        if self.bar.width() != self._status_signs_width:
            self._status_signs, self._status_signs_width = 0, self.bar.width()
        self.compact_actions(False)
        set_tight(self.bar, False)
        self._show_signs(self._status_signs)
        for widget in picker:
            widget.show()
        self.bar.layout().activate()  # lays the bar out now, with the picker
        if squeezed(self.bar):
            for widget in picker:
                widget.hide()
            self.bar.layout().activate()
        if squeezed(self.bar):
            self.compact_actions(True)
            self.bar.layout().activate()
        if squeezed(self.bar):
            # Seen live: three chows, Hu and Pass in Hindi at 1024 px cut the words of Back to
            # lobby, the first chow and Take back.
            set_tight(self.bar, True)
            self.bar.layout().activate()
        for signs in (1, len(SIGNS)):
            if squeezed(self.bar) and signs > self._signs_shown:
                self._show_signs(signs)
                self.bar.layout().activate()
        self._make_room_for_the_bar()
        full, short = self._status_texts
        status = self.status
        if status.fit(full):
            return
        if not self.level_box.isHidden():
            for widget in picker:  # the whole sentence needs the room more
                widget.hide()
            self.bar.layout().activate()
            if status.fit(full):
                return
        if status.fit(short):  # what to do now; the move it followed is in the deal log
            return
        if self.bar.property("tight") != "true":
            # The buttons give up their room at the sides to the status before its words go.
            self.compact_actions(True)
            set_tight(self.bar, True)
            self.bar.layout().activate()
            if status.fit(full) or status.fit(short):
                return
        # Then the bar's own buttons show their signs (their words are in their tooltips).
        # Seen live in Indonesian at 642 px: the status was cut while Hint and Take back kept
        # their words.
        for signs in (1, len(SIGNS)):
            if signs > self._signs_shown:
                self._show_signs(signs)
                self.bar.layout().activate()
                self._status_signs = signs
                if status.fit(full) or status.fit(short):
                    return
        status.cut(short)

    def _show_signs(self, count: int) -> None:
        """The first `count` of the bar's own buttons show their sign (SIGNS), the rest their words."""
        self._signs_shown = count
        for place, (button, words) in enumerate(self._bar_words.items()):
            text = SIGNS[button.objectName()] if place < count else words
            if button.text() != text:
                button.setText(text)
                button.setShortcut(QKeySequence.mnemonic(words))  # a sign has no mnemonic of its own

    def compact_actions(self, compact: bool) -> None:
        """A game whose answers can be drawn smaller (pictures without words) does so while
        `compact`: the last step before the bar would squeeze them."""

    def _level_chosen(self, index: int) -> None:
        level = self.level_box.itemData(index)
        if level != self.settings.ai_level(self.controller.game_id):
            self.controller.set_level(level)
            self.settings_changed.emit()

    def _deal_finished(self, outcome) -> None:
        self._results_shown = True
        self._show_result(outcome)
        self.overlay.hold_answers()

    def _show_result(self, outcome) -> None:
        self.overlay.setGeometry(self.view.geometry())
        self.overlay.show_result(self.controller.result_heading(), self.controller.result_detail(),
                                 self.controller.result_footnote())
        self._sync_controls()

    def _results_set_aside(self) -> None:
        self._sync_controls()
        self.results_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _watch_again(self, review: bool) -> None:
        if self.controller.state is not None and self.controller.state.is_over:
            self.replay_requested.emit(self.controller.record(), review)

    def show_results_again(self) -> None:
        if self.controller.state is not None and self.controller.state.outcome is not None:
            self._show_result(self.controller.state.outcome)

    def _announce_focus(self, name: str) -> None:
        self.view.setAccessibleDescription(name)
