"""Watching a finished deal again: its table at one position, the controls to move through it,
the deal log to jump by, and the review of the player's decisions.

The position is a `ReplayCursor` (engine/core/replay_cursor.py) over the deal's record. The
controls step back and forward, go to the start or the end, play on by a timer at the table's
animation speed and pause; the slider and the deal log's rows jump. Every hand is shown face
up (the deal is over), or — a toggle — only what the player saw. Keys, when no control takes
them itself: Left and Right step, Home and End go to either end, Space plays or pauses.

"Review my play" compares each of the player's decisions with the strongest AI's choice, off
the UI thread (cardavia_qt/review_runner.py) with a progress bar and a cancel; its list says
for each decision whether the AI agrees or what it would have done — the largest differences
first, by the game's measure — and opening a row shows the position before that decision,
with the AI's choice marked on the table as a hint would mark it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QItemSelectionModel, QModelIndex, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (QAbstractItemView, QBoxLayout, QCheckBox, QFrame, QHBoxLayout, QLabel, QListView,
                               QProgressBar, QPushButton, QSlider, QStyle, QStyleOptionSlider,
                               QTabWidget, QVBoxLayout, QWidget)

from cardavia_qt.i18n import format_number
from cardavia_qt.models.deal_log import DealLogModel
from cardavia_qt.models.game_list import translate_game_text
from cardavia_qt.models.review_list import POSITION_ROLE, ReviewListModel
from cardavia_qt.review_runner import ReviewRunner
from cardavia_qt.seat_names import SeatNames
from cardavia_qt.sentences import event_sentence, outcome_sentence
from cardavia_qt.table import TABLE_SIZE
from cardavia_qt.table.status_line import StatusLine
from cardavia_qt.table.table_page import bar_style, set_tight, squeezed
from cardavia_qt.views.deal_log_panel import WrappedRowDelegate, panel_style
from cardavia_qt.views.replay_table import ReplayTable
from cardavia_qt.views.retranslating import Retranslating
from engine.core import registry
from engine.core.record import DealRecord
from engine.core.replay_cursor import ReplayCursor

STEP_MS = 900  # one action per step at animation speed 1
FASTEST_STEP_MS = 120
STYLED_HEIGHT = 800  # the window height the replay's bar and side panel take their sizes for
SIDE_WIDTHS = (260, 420)  # the side panel's narrowest and widest: about a quarter of the page between


class Timeline(QSlider):
    """The slider through the deal, with the review's differences marked under it: a short
    salmon stroke at each position where the AI would have played otherwise."""

    MARK = QColor("#ff9a6a")

    def __init__(self, parent: QWidget | None = None):
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.marks: list[int] = []  # positions (before a decision) the review marked

    def set_marks(self, positions) -> None:
        self.marks = sorted(positions)
        self.update()

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if not self.marks or self.maximum() <= self.minimum():
            return
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        groove = self.style().subControlRect(QStyle.ComplexControl.CC_Slider, option,
                                             QStyle.SubControl.SC_SliderGroove, self)
        handle = self.style().subControlRect(QStyle.ComplexControl.CC_Slider, option,
                                             QStyle.SubControl.SC_SliderHandle, self)
        span = max(1, groove.width() - handle.width())
        painter = QPainter(self)
        painter.setPen(QPen(self.MARK, 2))
        bottom = self.height() - 1
        for position in self.marks:
            x = groove.left() + handle.width() / 2 + QStyle.sliderPositionFromValue(
                self.minimum(), self.maximum(), position, span)
            painter.drawLine(QPointF(x, bottom - 5), QPointF(x, bottom))
        painter.end()


class RowList(QListView):
    """A list of wrapped rows whose current row stays in sight, with the rows before it where
    it was far away, and when the rows are measured again (the page shown, the window resized,
    a larger letter): scrolled to before, it would drift away."""

    def __init__(self, parent=None):
        super().__init__(parent)
        # Qt's own scroll on a new current row puts a row that lies above at the top, the rows
        # that led to it out of sight; keep_in_sight does it instead.
        self.setAutoScroll(False)
        self.verticalScrollBar().rangeChanged.connect(self._range_changed)

    def keep_in_sight(self, index: QModelIndex, centred: bool = False) -> None:
        """Scroll as little as shows `index`, or put it in the middle when it lies more than
        half the list's height above the rows in sight (or when asked), so that what led to it
        shows too. Seen: a replay taken back to its start showed the log from its fifth row, the
        deal's first four (the cards dealt, the trump) scrolled away above."""
        if centred or self.visualRect(index).bottom() < -self.viewport().height() / 2:
            self.scrollTo(index, QAbstractItemView.ScrollHint.PositionAtCenter)
        else:
            self.scrollTo(index)

    def currentChanged(self, current: QModelIndex, previous: QModelIndex) -> None:
        super().currentChanged(current, previous)
        if current.isValid() and self.isVisible():
            self.keep_in_sight(current)

    def _range_changed(self, _minimum: int, _maximum: int) -> None:
        index = self.currentIndex()
        if index.isValid():
            self.keep_in_sight(index, centred=True)


class ReplayPage(Retranslating, QWidget):
    back_requested = Signal()

    def __init__(self, settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("replayPage")
        self.settings = settings
        self.cursor: ReplayCursor | None = None
        self.table: ReplayTable | None = None
        self.names = SeatNames(2, 0)
        self.everything = True  # every hand face up; off: only what the player saw
        self.review_level: str | None = None  # None: the game's strongest (tests choose a quick one)

        self.timer = QTimer(self)
        self.timer.timeout.connect(self._play_step)
        self.runner = ReviewRunner(self)
        self.runner.progress.connect(self._review_progress)
        self.runner.finished.connect(self._review_finished)

        # -- the table, and beside it the deal log and the review ----------------------------------
        self.table_box = QVBoxLayout()
        self.table_box.setContentsMargins(0, 0, 0, 0)
        self.side = QTabWidget(self)
        self.side.setObjectName("replaySide")
        self.log = DealLogModel(parent=self)
        self.log_list = self._list("replayLog", self.log)
        # One click on a row shows that moment, as Enter or a double click does: a click that
        # only chose the row left the table where it was, and nothing said a second would do.
        self.log_list.clicked.connect(self._log_row_opened)
        self.log_list.activated.connect(self._log_row_opened)
        self.review_tab = QWidget(self)
        self.review_button = QPushButton(self.review_tab)
        self.review_button.setObjectName("reviewStart")
        self.review_button.clicked.connect(self.start_review)
        self.progress = QProgressBar(self.review_tab)
        self.progress.setObjectName("reviewProgress")
        self.cancel_button = QPushButton(self.review_tab)
        self.cancel_button.setObjectName("reviewCancel")
        self.cancel_button.clicked.connect(self.runner.cancel)
        self.summary = QLabel(self.review_tab)
        self.summary.setObjectName("reviewSummary")
        self.summary.setWordWrap(True)
        self.review = ReviewListModel(self)
        self.review_list = self._list("reviewList", self.review)
        self.review_list.clicked.connect(self._decision_opened)
        self.review_list.activated.connect(self._decision_opened)
        running = QHBoxLayout()
        running.addWidget(self.progress, 1)
        running.addWidget(self.cancel_button)
        review_column = QVBoxLayout(self.review_tab)
        review_column.setContentsMargins(6, 8, 6, 6)
        review_column.addWidget(self.review_button)
        review_column.addLayout(running)
        review_column.addWidget(self.summary)
        review_column.addWidget(self.review_list, 1)
        review_column.addStretch(0)  # keeps the button and the progress at the top while the list is hidden
        self.side.addTab(self.log_list, "")
        self.side.addTab(self.review_tab, "")

        # -- the controls ---------------------------------------------------------------------------
        self.bar = QFrame(self)
        self.bar.setObjectName("tableBar")
        self.bar.setStyleSheet(bar_style(STYLED_HEIGHT))
        self.leave_button = self._button("replayLeave")
        self.leave_button.clicked.connect(self.leave)
        self.start_button = self._button("replayStart", self.to_start)
        self.back_button = self._button("replayBack", self.step_back)
        self.play_button = self._button("replayPlay", self.toggle_play)
        self.play_button.setProperty("tone", "go")
        self.forward_button = self._button("replayForward", self.step_forward)
        self.end_button = self._button("replayEnd", self.to_end)
        self.slider = Timeline(self.bar)
        self.slider.setObjectName("replaySlider")
        self.slider.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.slider.setPageStep(10)
        self.slider.valueChanged.connect(self.jump)
        self.where = QLabel(self.bar)
        self.where.setObjectName("levelLabel")
        self.seen_box = QCheckBox(self.bar)
        self.seen_box.setObjectName("replaySeenOnly")
        self.seen_box.setStyleSheet("QCheckBox { color: #f0ead4; }")
        self.seen_box.toggled.connect(self.show_only_seen)
        self.status = StatusLine(self.bar)
        # Two lines whatever it says: seen live, a sentence of two lines after one of one had the
        # table jump while the replay played.
        self.status.keep_two_lines(STYLED_HEIGHT)

        self.slider.setMinimumWidth(SLIDER_ROOM)
        buttons = QHBoxLayout()
        buttons.setSpacing(8)
        buttons.addWidget(self.leave_button)
        buttons.addSpacing(10)
        for button in (self.start_button, self.back_button, self.play_button, self.forward_button, self.end_button):
            buttons.addWidget(button)
        buttons.addStretch(1)  # on a row of their own the buttons keep their size, to the left
        track = QHBoxLayout()
        track.setSpacing(8)
        track.addWidget(self.slider, 1)
        track.addWidget(self.where)
        track.addSpacing(10)
        track.addWidget(self.seen_box)
        # The buttons and the track through the deal side by side, or one above the other
        # where a row would cut their words (`_fit_controls`).
        self.controls = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.controls.setSpacing(8)
        self.controls.addLayout(buttons)
        self.controls.addLayout(track, 1)
        bar_column = QVBoxLayout(self.bar)
        bar_column.setContentsMargins(14, 8, 14, 8)
        bar_column.setSpacing(6)
        bar_column.addWidget(self.status)
        bar_column.addLayout(self.controls)

        middle = QHBoxLayout()
        middle.setContentsMargins(0, 0, 0, 0)
        middle.setSpacing(0)
        middle.addLayout(self.table_box, 1)
        middle.addWidget(self.side)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addLayout(middle, 1)
        column.addWidget(self.bar)
        chain = [self.play_button, self.back_button, self.forward_button, self.start_button, self.end_button,
                 self.slider, self.seen_box, self.side, self.log_list, self.review_button, self.cancel_button,
                 self.review_list, self.leave_button]
        for first, second in zip(chain, chain[1:]):
            self.setTabOrder(first, second)
        # The tab row's free end is the tab widget's own ground: without a styled background
        # it showed the style's light grey beside the tabs.
        self.side.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.side.setStyleSheet(panel_style(STYLED_HEIGHT) + _SIDE_STYLE)
        for control in (self.leave_button, self.start_button, self.back_button, self.play_button, self.forward_button,
                        self.end_button, self.seen_box, self.review_button, self.cancel_button):
            control.installEventFilter(self)
        # Its own, as the table's: not what one row of controls would need, so a narrow window
        # is let in and the controls take two rows there (`_fit_controls`). The table keeps
        # the 640 px its layouts are made for beside the side panel: seen live at 711 px, it
        # had 450 and MCR's seat names were cut.
        self.setMinimumSize(TABLE_SIZE[0] + SIDE_WIDTHS[0], TABLE_SIZE[1])
        self._show_review_state()
        self.retranslate()

    def _button(self, name: str, slot=None) -> QPushButton:
        button = QPushButton(self.bar)
        button.setObjectName(name)
        button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        if slot is not None:
            button.clicked.connect(slot)
        return button

    def _list(self, name: str, model) -> QListView:
        view = RowList(self)
        view.setObjectName(name)
        view.setModel(model)
        view.setItemDelegate(WrappedRowDelegate(view))
        view.setWordWrap(True)
        view.setTextElideMode(Qt.TextElideMode.ElideNone)
        view.setUniformItemSizes(False)
        view.setResizeMode(QListView.ResizeMode.Adjust)
        view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Always there, so the rows' wrapped heights are measured at the width they are drawn at.
        view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        return view

    # -- opening a deal -----------------------------------------------------------------------------
    def open(self, record: DealRecord, review: bool = False) -> None:
        """Watch `record` (a finished deal) from its start; `review`: start its review too.
        RecordError or IllegalAction when the record does not replay (nothing changes then)."""
        cursor = ReplayCursor(record)
        self.close_deal()
        self.cursor = cursor
        self.names = SeatNames(registry.get(record.game).players, cursor.viewer)
        self.table = ReplayTable(record.game, self.settings, self)
        self.table_box.addWidget(self.table)
        self.log.viewer, self.log.names = cursor.viewer, self.names
        self.review.set_review(None, None)
        self.slider.set_marks(())
        self.slider.blockSignals(True)
        self.slider.setRange(0, cursor.last)
        self.slider.setValue(0)
        self.slider.blockSignals(False)
        self._show_review_state()
        self.retranslate()
        self._show()
        self.play_button.setFocus(Qt.FocusReason.OtherFocusReason)
        if review:
            self.side.setCurrentWidget(self.review_tab)
            self.start_review()

    def first_focus(self) -> QWidget:
        """Where the keyboard goes when the replay comes in sight (the main window asks): Play,
        where Left and Right step and Space plays. Seen live: it went to the tab bar of the deal
        log and the review, where Right changed the tab instead of stepping the deal."""
        return self.play_button

    def close_deal(self) -> None:
        """Leave the deal: the timer, the review and the table stop."""
        self.pause()
        self.runner.cancel()
        if self.table is not None:
            self.table.shutdown()
            self.table_box.removeWidget(self.table)
            self.table.deleteLater()
            self.table = None
        self.cursor = None

    def shutdown(self) -> None:
        self.close_deal()
        self.runner.shutdown()

    def leave(self) -> None:
        self.pause()
        self.runner.cancel()
        self.back_requested.emit()

    def dismiss(self) -> bool:
        """Escape: pause a playing replay first; False when nothing was under way."""
        if self.timer.isActive():
            self.pause()
            return True
        return False

    # -- moving --------------------------------------------------------------------------------------
    def jump(self, index: int) -> None:
        if self.cursor is not None and self.cursor.jump(index):
            self._show()

    def step_forward(self) -> None:
        if self.cursor is not None and self.cursor.forward():
            self._show()

    def step_back(self) -> None:
        if self.cursor is not None and self.cursor.back():
            self._show()

    def to_start(self) -> None:
        self.pause()
        self.jump(0)

    def to_end(self) -> None:
        self.pause()
        if self.cursor is not None:
            self.jump(self.cursor.last)

    @property
    def playing(self) -> bool:
        return self.timer.isActive()

    def toggle_play(self) -> None:
        self.pause() if self.playing else self.play()

    def play(self) -> None:
        if self.cursor is None:
            return
        if self.cursor.at_end:
            self.jump(0)  # play from the start again
        speed = float(self.settings.animation_speed)
        self.timer.start(max(FASTEST_STEP_MS, round(STEP_MS / speed)) if speed > 0 else FASTEST_STEP_MS)
        self._sync_controls()

    def pause(self) -> None:
        self.timer.stop()
        self._sync_controls()

    def _play_step(self) -> None:
        self.step_forward()
        if self.cursor is None or self.cursor.at_end:
            self.pause()

    def show_only_seen(self, seen_only: bool) -> None:
        self.everything = not seen_only
        self._show()

    def _key_action(self, event, space: bool = True):
        keys = {Qt.Key.Key_Left: self.step_back, Qt.Key.Key_Right: self.step_forward, Qt.Key.Key_Home: self.to_start,
                Qt.Key.Key_End: self.to_end}
        if space:
            keys[Qt.Key.Key_Space] = self.toggle_play
        return keys.get(Qt.Key(event.key())) if not event.modifiers() else None

    def keyPressEvent(self, event) -> None:
        action = self._key_action(event)
        if action is not None:
            action()
            event.accept()
            return
        super().keyPressEvent(event)

    def eventFilter(self, watched, event) -> bool:
        # The bar's buttons would move the focus with the arrows: here the arrows move the
        # deal (Space still presses the focused button; the slider and lists keep their keys).
        if event.type() == QEvent.Type.KeyPress:
            action = self._key_action(event, space=False)
            if action is not None:
                action()
                return True
        return super().eventFilter(watched, event)

    def _log_row_opened(self, index: QModelIndex) -> None:
        if self.cursor is not None and index.isValid():
            self.pause()
            self.jump(self.cursor.position_of_event(index.row(), self.everything))

    def _decision_opened(self, index: QModelIndex) -> None:
        position = index.data(POSITION_ROLE) if index.isValid() else None
        if position is not None:
            self.pause()
            self.jump(position)

    # -- showing ---------------------------------------------------------------------------------------
    def _show(self) -> None:
        cursor = self.cursor
        if cursor is None:
            return
        everything = self.everything
        # At a decision the review found different, the AI's choice is marked on the table, and
        # the review's row of that decision is the current one (its mark on the timeline is here).
        self.table.show(cursor, everything, self.review.suggestion_at(cursor.index))
        self._mark_decision(self.review.row_at(cursor.index))
        # The log lists the whole deal; its current row is the latest event at the cursor.
        self.log.set_events(cursor.events(everything, cursor.last))
        shown = len(cursor.events(everything))
        if shown:
            row = self.log.index(shown - 1)
            self.log_list.setCurrentIndex(row)
            self.log_list.keep_in_sight(row)
        if self.slider.value() != cursor.index:
            self.slider.blockSignals(True)
            self.slider.setValue(cursor.index)
            self.slider.blockSignals(False)
        self._sync_controls()

    def _mark_decision(self, row: int | None) -> None:
        """Mark the review's row of the decision the replay stands at, and none where it stands
        at no decision of the player's: seen live, the row opened last stayed marked as the
        replay played on, as if the table still showed it. The current row stays where it was,
        for the keys to go on from."""
        selection = self.review_list.selectionModel()
        if row is None:
            selection.clearSelection()
            return
        index = self.review.index(row)
        moved = self.review_list.currentIndex().row() != row
        selection.setCurrentIndex(index, QItemSelectionModel.SelectionFlag.ClearAndSelect)
        if moved:
            self.review_list.keep_in_sight(index)

    def status_text(self) -> str:
        cursor = self.cursor
        if cursor is None:
            return ""
        if cursor.at_end and cursor.final.outcome is not None:
            return outcome_sentence(cursor.final.outcome, cursor.viewer, self.names)
        events = cursor.events(self.everything)
        if cursor.at_start or not events:
            return self.tr("The deal is dealt. Step forward or press Play to watch it again.")
        return event_sentence(events[-1], cursor.viewer, self.names)

    def _sync_controls(self) -> None:
        cursor = self.cursor
        has = cursor is not None
        for button, enabled in ((self.start_button, has and not cursor.at_start),
                                (self.back_button, has and not cursor.at_start),
                                (self.forward_button, has and not cursor.at_end),
                                (self.end_button, has and not cursor.at_end), (self.play_button, has)):
            button.setEnabled(enabled)
        playing = self.playing
        text, name = ((self.tr("&Pause"), self.tr("Pause")) if playing else (self.tr("&Play"), self.tr("Play")))
        refit = self.play_button.text() != text
        self.play_button.setText(text)
        self.play_button.setAccessibleName(name)
        self.play_button.setToolTip(self.tr("Play the deal on, or pause it (Space)"))
        self.seen_box.setEnabled(has)
        if has:
            self.where.setText(self._moves_played(cursor.index, cursor.last))
            self.slider.setAccessibleDescription(self.where.text())
        text = self.status_text()
        self.status.show_within(text)
        self.status.setAccessibleDescription(text)
        if refit:
            self._fit_controls()  # Pause and Play may differ in width

    # -- the review --------------------------------------------------------------------------------------
    def start_review(self) -> None:
        if self.cursor is None or self.runner.running:
            return
        self.review.set_review(None, None)
        self.side.setCurrentWidget(self.review_tab)
        self.runner.start(self.cursor.record, self.review_level)
        self._show_review_state()
        self.cancel_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _review_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self.progress.setFormat(self.tr("%1 of %n decisions", "the review's progress", total)
                                .replace("%1", format_number(done)))
        self.progress.setAccessibleDescription(self.progress.format())

    def _review_finished(self, review) -> None:
        if self.cursor is None:
            return
        self.review.set_review(self.cursor.record, review)
        self.slider.set_marks(decision.index for decision in review.differences())
        self._show()  # the suggestion at the cursor, if it stands at a difference
        self._show_review_state()
        self.review_list.doItemsLayout()  # the rows were measured while the list was hidden
        if self.review.rowCount():
            # The list opens on what the player asked for, the largest differences first; only
            # a difference the replay stands at is shown instead (an agreement would scroll the
            # differences out of sight).
            at = self.review.row_at(self.cursor.index)
            row = at if at is not None and self.review.suggestion_at(self.cursor.index) is not None else 0
            # Current for the keys; marked only where the replay stands (`_show` marked that).
            self.review_list.selectionModel().setCurrentIndex(self.review.index(row),
                                                              QItemSelectionModel.SelectionFlag.NoUpdate)
            self.review_list.scrollTo(self.review.index(row))
            self.review_list.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self.review_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _show_review_state(self) -> None:
        running = self.runner.running
        self.progress.setVisible(running)
        self.cancel_button.setVisible(running)
        self.review_button.setVisible(not running)
        done = self.review.review is not None
        self.review_list.setVisible(done)
        self._word_summary()

    def _word_summary(self) -> None:
        if self.review.review is not None:
            self.summary.setText(self.review.summary())
        else:
            self.summary.setText(self.tr("The strongest AI looks at each of your decisions in this deal and says "
                                         "where it would have played otherwise."))
        self.summary.setAccessibleName(self.summary.text())

    # -- words -----------------------------------------------------------------------------------------------
    def title_text(self) -> str:
        if self.cursor is None:
            return ""
        name = translate_game_text(registry.get(self.cursor.record.game).name)
        return self.tr("Replay: %1").replace("%1", name)

    def retranslate(self) -> None:
        self.setAccessibleName(self.title_text())
        self.leave_button.setText(self.tr("&Close replay"))
        self.leave_button.setAccessibleName(self.tr("Close replay"))
        self.leave_button.setToolTip(self.tr("Back to where the replay was opened"))
        for button, text, name, tip in (
                (self.start_button, self.tr("&Start"), self.tr("To the start"),
                 self.tr("To the start of the deal (Home)")),
                (self.back_button, self.tr("Step &back"), self.tr("Step back"), self.tr("One move back (Left)")),
                (self.forward_button, self.tr("Step &forward"), self.tr("Step forward"),
                 self.tr("One move forward (Right)")),
                (self.end_button, self.tr("&End"), self.tr("To the end"), self.tr("To the end of the deal (End)"))):
            button.setText(text)
            button.setAccessibleName(name)
            button.setToolTip(tip)
        self.slider.setAccessibleName(self.tr("Position in the deal"))
        self.seen_box.setText(self.tr("Only what I sa&w"))
        self.seen_box.setAccessibleName(self.tr("Only what I saw"))
        self.seen_box.setToolTip(self.tr("Hide the cards you could not see during the deal"))
        self.side.setTabText(0, self.tr("Deal log"))
        self.side.setTabText(1, self.tr("Review"))
        self.log_list.setAccessibleName(self.tr("Deal log"))
        self.log_list.setAccessibleDescription(self.tr("Every move of the deal; Enter shows the table after it"))
        self.review_button.setText(self.tr("Review my pla&y"))
        self.review_button.setAccessibleName(self.tr("Review my play"))
        self.cancel_button.setText(self.tr("Stop the review"))
        self.cancel_button.setAccessibleName(self.tr("Stop the review"))
        self.progress.setAccessibleName(self.tr("Review progress"))
        self.review_list.setAccessibleName(self.tr("Your decisions"))
        self.review_list.setAccessibleDescription(self.tr("Each of your decisions and the AI's verdict; Enter "
                                                          "shows the table before it"))
        if self.table is not None:
            self.table.controller.retranslate()  # the table's captions and card names
        self.log.retranslate()
        self.review.retranslate()
        self._word_summary()
        self._sync_controls()
        self._keep_room_for_where()
        self._fit_controls()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        narrowest, widest = SIDE_WIDTHS
        self.side.setFixedWidth(max(narrowest, min(widest, round(self.width() * 0.26))))
        self._fit_controls()

    def _fit_controls(self) -> None:
        """One row of controls where it leaves every word whole and the slider its room, else
        the buttons with less room at their sides, else two rows (the buttons, then the track
        through the deal), roomy where that fits. Seen live in Hindi at 1024 px: «शुरुआत»,
        «एक चाल पीछे» and «एक चाल आगे» cut short and the slider 15 px long."""
        layout = self.bar.layout()
        for rows, tight in ((1, False), (1, True), (2, False), (2, True)):
            self.controls.setDirection(QBoxLayout.Direction.LeftToRight if rows == 1
                                       else QBoxLayout.Direction.TopToBottom)
            set_tight(self.bar, tight)
            layout.activate()
            if not squeezed(self.bar):
                break
        self.status.refit()  # at its width now

    def _moves_played(self, played: int, last: int) -> str:
        return self.tr("Moves played: %1 of %2").replace("%1", format_number(played)).replace("%2", format_number(last))

    def _keep_room_for_where(self) -> None:
        """The count of moves played keeps the width of its longest (all of them played), so
        that stepping never changes what the row has room for."""
        cursor = self.cursor
        if cursor is None:
            return
        longest = self._moves_played(cursor.last, cursor.last)
        self.where.ensurePolished()
        margins = self.where.contentsMargins()
        self.where.setMinimumWidth(self.where.fontMetrics().horizontalAdvance(longest) + margins.left()
                                   + margins.right() + 2)


#: The slider's shortest length, px: shorter, its marks of the review's differences run together.
SLIDER_ROOM = 160

_SIDE_STYLE = """
QTabWidget#replaySide { background: #0f2c1f; }
QTabWidget#replaySide::pane { border: none; background: #15392a; }
QTabWidget#replaySide QWidget { background: #15392a; color: #f6f0dc; }
QTabBar::tab { background: #0f2c1f; color: #cfd9cf; padding: 6px 12px; border: 1px solid rgba(255, 230, 160, 45); }
QTabBar::tab:selected { background: #15392a; color: #ffd98a; }
QTabBar::tab:focus { border: 2px solid #ffd24a; }
QListView { background: transparent; color: #f6f0dc; border: 2px solid transparent; border-radius: 6px;
            padding-left: 6px; }
QListView:focus { border: 2px solid #ffd24a; }
QListView::item { border-bottom: 1px solid rgba(255, 255, 255, 18); }
QListView::item:selected { background: rgba(255, 210, 74, 45); }
QLabel#reviewSummary { color: #f6f0dc; padding: 4px; }
QPushButton { font-weight: 600; padding: 6px 14px; border-radius: 8px; border: 1px solid #b9a77a;
              background: #efe5c8; color: #1f2a22; }
QPushButton:focus { border: 2px solid #ffd24a; outline: none; }
QProgressBar { border: 1px solid #b9a77a; border-radius: 6px; text-align: center; color: #f6f0dc; }
QProgressBar::chunk { background: #2e7d4f; border-radius: 5px; }
"""
