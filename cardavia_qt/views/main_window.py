"""The main window: the header over a stack of pages (lobby, rules, a game table)."""

from __future__ import annotations

import gc
import logging
import random

from PySide6.QtCore import QByteArray, QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QPushButton, QVBoxLayout, QWidget

from cardavia_qt.deal_keeping import DealKeeping
from cardavia_qt.filters import DisplayFilter
from cardavia_qt.filters.applier import DisplayFilters
from cardavia_qt.i18n import Translators, translate_message
from cardavia_qt.models.game_list import translate_game_text
from cardavia_qt.models.levels import level_or_first
from cardavia_qt.saves import SaveStore
from cardavia_qt.settings import Settings, SettingsStore, geometry_bytes, is_window_record
from cardavia_qt.stats import StatsStore
from cardavia_qt.table import TABLE_SIZE, can_play, create_table
from cardavia_qt.views import commands
from cardavia_qt.views.header import Header
from cardavia_qt.views.lent_size import LentSize
from cardavia_qt.views.lobby import LobbyPage
from cardavia_qt.views.notice_bar import NoticeBar
from cardavia_qt.views.page_stack import PageStack
from engine.core import registry
from engine.core.seats import HUMAN_SEAT
from cardavia_qt.views.retranslating import Retranslating

log = logging.getLogger("cardavia.window")

SAVE_DELAY_MS = 400  # a moving slider saves once it rests, not on every step
DEFAULT_SIZE = (1280, 800)
MIN_SIZE = (320, 240)  # a saved window smaller than this is no window to play in
# What a window manager's frame adds around the window (title bar, borders): a first window
# as tall as the free screen would have its bottom bar, with the table's buttons, below the
# screen's edge (1366×768 and 1280×800 laptops).
FRAME_ROOM = (16, 48)


class MainWindow(Retranslating, QMainWindow):
    def __init__(self, settings: Settings, store: SettingsStore, translators: Translators,
                 saves: SaveStore | None = None, stats: StatsStore | None = None, deals=None):
        super().__init__()
        self.settings = settings
        self.store = store
        self.translators = translators
        self.saves = saves  # None: no autosaves (screenshots)
        self.stats = stats
        self.deals = deals  # a PastDealsStore: the finished deals kept to watch again
        self.header = Header(settings.language, settings.contrast, settings.grain, settings.temperature,
                             settings.latin_indices, settings.animation_speed, colour_marks=settings.colour_marks,
                             take_backs=settings.take_backs, ask_before_giving_up=settings.ask_before_giving_up)
        self.notice = NoticeBar()
        self.stack = PageStack(least_height=TABLE_SIZE[1])
        self.lobby = LobbyPage()
        self.stack.addWidget(self.lobby)
        self._rules = self._stats_page = self._replay_page = None  # built when first shown (properties below)
        self._replay_return: QWidget | None = None  # the page a replay was opened from
        self.table: QWidget | None = None
        self.table_game: str | None = None
        self._rules_return: QWidget | None = None  # the page the rules were opened from
        self._normal_state = Qt.WindowState.WindowNoState  # what leaving full screen restores
        self.lent = LentSize(self)  # the room a page grew the window by, given back after

        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.header)
        layout.addWidget(self.notice)
        layout.addWidget(self.stack, 1)
        self.setCentralWidget(central)
        # Everything inside the window, header included, is seen through the display filters.
        self.filters = DisplayFilters(central, DisplayFilter.from_settings(settings))

        self._save_timer = QTimer(self)
        self._save_timer.setSingleShot(True)
        self._save_timer.setInterval(SAVE_DELAY_MS)
        self._save_timer.timeout.connect(self.save_settings)

        self.header.language_chosen.connect(self.set_language)
        self.header.display_changed.connect(self.set_display)
        self.header.options.latin_indices_chosen.connect(self.set_latin_indices)
        self.header.options.animation_speed_chosen.connect(self.set_animation_speed)
        self.header.options.colour_marks_chosen.connect(self.set_colour_marks)
        self.header.options.take_backs_chosen.connect(self.set_take_backs)
        self.header.options.ask_before_giving_up_chosen.connect(self.set_ask_before_giving_up)
        self.lobby.start_requested.connect(self.deal_again)
        self.lobby.continue_requested.connect(self.continue_game)
        self.lobby.stats_requested.connect(self.show_stats)
        self.lobby.level_chosen.connect(self.set_level)
        self.lobby.rules_requested.connect(self.show_rules)
        self.lobby.link_failed.connect(self._no_browser)

        # The menu's commands and their keys, on every page (cardavia_qt/views/commands.py).
        self.commands: dict[str, QAction] = {}
        for command in commands.COMMANDS:
            action = QAction(self)
            action.setObjectName(f"{command.name}Action")
            if command.keys:
                action.setShortcut(QKeySequence(command.keys))
            action.setCheckable(command.checkable)
            action.triggered.connect(lambda _checked=False, name=command.name: getattr(self, name)())
            self.addAction(action)
            self.commands[command.name] = action
        self.header.options.install_commands(self.commands)
        self.header.options.menu().aboutToShow.connect(self._update_commands)
        self.stack.currentChanged.connect(lambda _index: self._update_commands())
        self.stack.currentChanged.connect(lambda _index: self._focus_the_page())
        QApplication.instance().focusChanged.connect(self._focus_moved)  # a method: gone with the window

        # Every write of a player file reports here; the notice bar says what fails, in words.
        self.disk = store.status
        for kept in (stats, deals):
            if kept is not None:
                kept.status = self.disk
        self.disk.listen(self._disk_changed)
        self.keeping = DealKeeping(saves, deals, stats, self.disk)

        notices = []
        self.resize(*DEFAULT_SIZE)
        if settings.geometry and not self._restore_geometry(settings.geometry):
            # The saved geometry cannot be used: the window opens at its default size (fitted to
            # the screen). Saved on another screen, that is all; anything else is damage, and
            # the file is kept aside rather than believed again at the next start.
            refused = geometry_bytes(settings.geometry)
            settings.geometry = ""
            self.resize(*DEFAULT_SIZE)
            if is_window_record(refused):
                log.info("The saved window geometry does not fit this screen; the default size is used")
            else:
                store.set_aside_unusable()
                kept = store.set_aside.name if store.set_aside else store.path.name
                notices.append(lambda kept=kept: self.tr(
                    "The saved window size could not be used, so the window has its default size. "
                    "Your settings file was kept as %1.").replace("%1", kept))
        elif store.damaged:
            kept = store.set_aside.name if store.set_aside else store.path.name
            notices.append(lambda kept=kept: self.tr("Your settings file could not be read. It was kept as %1 "
                                                     "and the default settings are used.").replace("%1", kept))
        if stats is not None and stats.damaged:
            kept = stats.set_aside.name if stats.set_aside else stats.path.name
            notices.append(lambda kept=kept: self.tr("Your statistics file could not be read. It was kept as %1 "
                                                     "and counting starts again.").replace("%1", kept))
        for problem in deals.problems if deals is not None else ():
            name = translate_game_text(registry.get(problem.game).name)
            kept = problem.kept_as.name if problem.kept_as else problem.path.name
            notices.append(lambda name=name, kept=kept: self.tr(
                "Your past %1 deals could not be read. The file was kept as %2 and the list starts again.")
                .replace("%1", name).replace("%2", kept))
        notices += self._check_saves()
        if notices:  # each notice is worded anew when the language changes
            self.notice.show_notices(notices)
        self.refresh_progress()
        self.retranslate()

    def fit_to_screen(self) -> None:
        """On a first start (no saved size) the default size, smaller where the screen is."""
        if self.settings.geometry:
            return
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return
        free = screen.availableGeometry()
        self.resize(max(MIN_SIZE[0], min(DEFAULT_SIZE[0], free.width() - FRAME_ROOM[0])),
                    max(MIN_SIZE[1], min(DEFAULT_SIZE[1], free.height() - FRAME_ROOM[1])))

    def _restore_geometry(self, geometry: str) -> bool:
        """Qt refuses some geometries and takes others that no one could use (a 1×1 window,
        one on no screen); either is refused here."""
        if not self.restoreGeometry(QByteArray.fromBase64(geometry.encode("ascii"))):
            return False
        frame = self.normalGeometry()
        usable = frame.width() >= MIN_SIZE[0] and frame.height() >= MIN_SIZE[1]
        return usable and any(screen.availableGeometry().intersects(frame) for screen in QGuiApplication.screens())

    # -- pages built on first use: their texts and card pictures are a tenth of start-up ------
    @property
    def rules(self):
        if self._rules is None:
            from cardavia_qt.views.rules_page import RulesPage

            self._rules = self._add_page(RulesPage())
            self._rules.back_requested.connect(self._leave_rules)
            self._rules.play_requested.connect(self._play_from_rules)
        return self._rules

    @property
    def stats_page(self):
        if self._stats_page is None:
            from cardavia_qt.views.stats_page import StatsPage

            self._stats_page = self._add_page(StatsPage())
            self._stats_page.back_requested.connect(self.show_lobby)
            self._stats_page.reset_done.connect(lambda _game: self.refresh_progress())
            self._stats_page.replay_requested.connect(lambda game, deal: self.show_replay(game, deal.record))

        return self._stats_page

    def _add_page(self, page):
        self.stack.addWidget(page)
        self.filters.cover(page)
        return page

    # -- navigation -----------------------------------------------------------------------
    def show_lobby(self) -> None:
        # Back from a game's table, rules or statistics, the keyboard is on that game's tile.
        left = self.current_game() if self.stack.currentWidget() is not self.lobby else None
        self.refresh_progress()
        self.stack.setCurrentWidget(self.lobby)
        if left is not None:
            self.lobby.focus_tile(left)

    def show_rules(self, game_id: str, return_to: QWidget | None = None) -> None:
        """The rules of `game_id`; Back leads to `return_to` (a table, say), else the lobby."""
        self._rules_return = return_to
        self.rules.show_game(game_id)
        self.stack.setCurrentWidget(self.rules)

    def _leave_rules(self) -> None:
        back_to, self._rules_return = self._rules_return, None
        if back_to is not None and back_to is self.table:
            self.stack.setCurrentWidget(back_to)
        else:
            self.show_lobby()

    def _play_from_rules(self, game_id: str) -> None:
        """Play: back to this game's unfinished deal, on the table or saved, or a new one. (It
        skipped the save, so a deal the lobby offered to continue was replaced unasked.)"""
        if self.continue_game(game_id) is None:
            self.start_game(game_id)

    def show_stats(self, game_id: str) -> None:
        if self.stats is not None:
            self.stats_page.show_game(game_id, self.stats, self.deals)
            self.stack.setCurrentWidget(self.stats_page)
            self.stats_page.first_focus().setFocus(Qt.FocusReason.OtherFocusReason)

    def current_game(self) -> str | None:
        """The game the player is busy with: on its table, its rules or statistics, or the
        lobby tile that has the keyboard focus."""
        page = self.stack.currentWidget()
        if page is self.table:
            return self.table_game
        if page is self._rules:  # None until first shown, so never the current page before
            return self.rules.game_id
        if page is self._stats_page:
            return self.stats_page.game_id or None
        if page is self._replay_page:
            cursor = self.replay_page.cursor
            return cursor.record.game if cursor is not None else None
        if page is self.lobby:
            return self.lobby.focused_game()
        return None

    # -- the menu's commands (cardavia_qt/views/commands.py) -------------------------------
    def new_deal(self) -> None:
        game = self.current_game() or self.table_game
        if game is not None and can_play(game):
            self.deal_again(game)

    def deal_again(self, game_id: str) -> None:
        """A new deal of `game_id` (the menu's, a lobby tile's), once the player agrees to give
        up an unfinished one they have played in: Ctrl+N alone threw such a deal away. A player
        who said not to be asked again (in the question, or the menu) is not asked."""
        if not self._played_in(game_id) or not self.settings.ask_before_giving_up:
            self.start_game(game_id)
            return
        from cardavia_qt.views.give_up_question import GiveUpQuestion  # loaded when first asked

        name = translate_game_text(registry.get(game_id).name)
        # Held while asked, as under any dialog; released only if the deal is kept: a new deal
        # starts free of the hold, and the deal given up plays no further move (one that ended
        # it would be counted).
        controller = self._hold_the_table()
        GiveUpQuestion(self, name, lambda: self.start_game(game_id),
                       controller.release if controller is not None else lambda: None,
                       stop_asking=lambda: self.header.options.ask_before_giving_up.setChecked(False)).open()

    def _played_in(self, game_id: str) -> bool:
        """Whether an unfinished deal of `game_id`, on the table or saved, holds a decision of
        the player's (a deal just dealt costs nothing to replace)."""
        session = self.table.controller.session if self.table is not None and self.table_game == game_id else None
        if session is not None and not session.is_over:
            return session.player_has_decided
        saved = self.saves.peek(game_id) if self.saves is not None else None
        notices = self._problem_notices()  # a save found damaged only now
        if notices:
            self.notice.show_notices(notices)
            self.refresh_progress()
        return saved is not None and saved.record.decided_by(HUMAN_SEAT)

    def take_back(self) -> None:
        """Ctrl+Z at a table: back to the player's previous decision (the table says when
        there is none, or take-backs are off)."""
        if self._at_table():
            self.table.take_back()

    def _at_table(self) -> bool:
        return self.table is not None and self.stack.currentWidget() is self.table

    def hint(self) -> None:
        """H at a table: the strongest AI's suggestion, as the table's Hint button gives it."""
        if self._at_table():
            self.table.controller.hint()

    def go_back(self) -> None:
        """Escape: close what is open on the page; else back (to the lobby, keeping the deal)."""
        page = self.stack.currentWidget()
        dismiss = getattr(page, "dismiss", None)
        if dismiss is not None and dismiss():
            return
        if page is self._rules:
            self._leave_rules()
        elif page is self._replay_page:
            self._leave_replay()
        elif page is not self.lobby:
            self.show_lobby()
        elif self.isFullScreen():
            self.toggle_full_screen()

    def show_current_rules(self) -> None:
        game = self.current_game()
        if game is not None and self.stack.currentWidget() is not self._rules:
            self.show_rules(game, return_to=self.stack.currentWidget())

    def show_statistics(self) -> None:
        game = self.current_game() or self.table_game or self._last_played() or registry.all_games()[0].id
        self.show_stats(game)

    def _last_played(self) -> str | None:
        """The game of the newest finished deal kept, if any: after a restart the statistics
        open where the player last was, not on the first game of the list."""
        if self.deals is None:
            return None
        newest = [(deals[0].when, game) for game in (info.id for info in registry.all_games())
                  if (deals := self.deals.of(game))]
        return max(newest)[1] if newest else None

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.setWindowState(self._normal_state)
        else:
            self._normal_state = self.windowState() & ~Qt.WindowState.WindowFullScreen
            self.setWindowState(self._normal_state | Qt.WindowState.WindowFullScreen)
        self._update_commands()

    def toggle_deal_log(self) -> None:
        """The deal log beside the table, on or off (remembered)."""
        self.settings.deal_log = not self.settings.deal_log
        if self.table is not None:
            self.table.show_log(self.settings.deal_log)
        self._update_commands()
        self.schedule_save()

    @property
    def replay_page(self):
        if self._replay_page is None:
            from cardavia_qt.views.replay_page import ReplayPage

            self._replay_page = self._add_page(ReplayPage(self.settings))
            self._replay_page.back_requested.connect(self._leave_replay)
        return self._replay_page

    def show_replay(self, game_id: str, record, review: bool = False, return_to: QWidget | None = None) -> bool:
        """Watch a finished deal again: `record` is its DealRecord or the record as JSON
        (the statistics page's past deals keep it so); `review`: review the player's
        decisions too. Leaving goes back to `return_to` (the page it was opened from). False,
        with a notice, when the record no longer replays."""
        from engine.core.record import DealRecord, RecordError
        from engine.core.state import IllegalAction

        try:
            if isinstance(record, dict):
                record = DealRecord.from_json(record)
            self.replay_page.open(record, review=review)
        except (RecordError, IllegalAction, LookupError) as error:
            log.warning("A past %s deal could not be replayed: %s", game_id, error)
            name = translate_game_text(registry.get(game_id).name)
            if getattr(error, "kind", "") in ("rules_changed", "newer"):
                self.notice.show_notices([lambda: self.tr("This %1 deal cannot be watched again: the game's rules "
                                                          "have changed since it was played.").replace("%1", name)])
            else:
                self.notice.show_notices([lambda: self.tr("This %1 deal cannot be watched again: its record is "
                                                          "damaged.").replace("%1", name)])
            return False
        self._replay_return = return_to or self.stack.currentWidget()
        self.stack.setCurrentWidget(self.replay_page)
        return True

    def _leave_replay(self) -> None:
        back_to, self._replay_return = self._replay_return, None
        self.replay_page.close_deal()
        if back_to is not None and self.stack.indexOf(back_to) >= 0 and back_to is not self.replay_page:
            self.stack.setCurrentWidget(back_to)
        else:
            self.show_lobby()

    def show_shortcuts(self) -> None:
        from cardavia_qt.views.shortcuts_dialog import ShortcutsDialog  # loaded when first asked for

        self._open_dialog(ShortcutsDialog(self))

    def show_about(self) -> None:
        from cardavia_qt.views.about import AboutDialog  # importlib.metadata: not for every start

        self._open_dialog(AboutDialog(self))

    def quit(self) -> None:
        self.close()

    def open_menu(self) -> None:
        self.header.options.showMenu()

    def _focus_the_page(self) -> None:
        """The keyboard goes to the page in sight unless it is there already (its own first
        place, `first_focus`, or the first control that takes Tab). Seen: it started on the
        header's first control, the contrast slider, and stayed there on the statistics page,
        so Home and End meant for the page set the contrast to 0 % and 100 %; at 0 % the whole
        window is flat grey, slider included."""
        page = self.stack.currentWidget()
        focus = QApplication.focusWidget()
        if page is None or (focus is not None and page.isAncestorOf(focus)):
            return
        first = getattr(page, "first_focus", None)
        target = first() if first is not None else None
        if target is None or not target.isVisible():
            target = next((widget for widget in page.findChildren(QWidget)
                           if widget.focusPolicy() & Qt.FocusPolicy.TabFocus and widget.isVisible()
                           and widget.isEnabled()), None)
        if target is not None:
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._focus_the_page()

    def _open_dialog(self, dialog) -> None:
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        controller = self._hold_the_table()
        if controller is not None:
            dialog.finished.connect(controller.release)
        dialog.open()  # window-modal, without a nested event loop

    def _hold_the_table(self):
        """The AI seats of the deal on the table wait while a dialog is open over the window
        (noticed live: they played on behind New deal's question). The table's controller, to
        release, or None without a table."""
        controller = self.table.controller if self.table is not None else None
        if controller is not None:
            controller.hold()
        return controller

    def _focus_moved(self, old, new) -> None:
        self._update_commands()
        # Qt hands the focus of a control that hides (or is disabled) to the next in the chain,
        # which from the page's last control is the header's first: the contrast slider. The
        # page takes it back; a player's own Tab into the header leaves its control in sight.
        if (old is not None and new is not None and self.stack.isAncestorOf(old) and self.header.isAncestorOf(new)
                and not (old.isVisible() and old.isEnabled())):
            QTimer.singleShot(0, self, self._focus_the_page)  # gone with the window

    def _update_commands(self) -> None:
        current = self.current_game()
        game = current or self.table_game
        self.commands["new_deal"].setEnabled(game is not None and can_play(game))
        # Escape does something in the lobby only in full screen (it leaves it).
        self.commands["go_back"].setEnabled(self.stack.currentWidget() is not self.lobby or self.isFullScreen())
        self.commands["show_statistics"].setEnabled(self.stats is not None)
        # "Rules of this game" needs a game: in the lobby, a tile with the keyboard focus.
        self.commands["show_current_rules"].setEnabled(current is not None)
        at_table = self._at_table()
        self.commands["take_back"].setEnabled(at_table and self.settings.take_backs)
        self.commands["hint"].setEnabled(at_table)
        self.commands["toggle_full_screen"].setChecked(self.isFullScreen())
        self.commands["toggle_deal_log"].setChecked(self.settings.deal_log)

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == event.Type.WindowStateChange:
            self._update_commands()

    def keyPressEvent(self, event) -> None:
        # Enter on a focused button presses it, as Space does: what Windows and the Linux
        # desktops do, where Qt leaves it to buttons in dialogs. A button ignores the key and
        # it comes up here. (Seen live: Escape set the results aside with the focus on the
        # Results button, and Enter there did nothing.)
        focused = QApplication.focusWidget()
        if (event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
                and isinstance(focused, QPushButton) and focused.isEnabled() and focused.window() is self):
            focused.animateClick()
            return
        super().keyPressEvent(event)

    def _table_for(self, game_id: str) -> QWidget | None:
        if self.table is None or self.table_game != game_id:
            table = create_table(game_id, self.settings, self)
            if table is None:
                return None
            self._close_table()
            self.table, self.table_game = table, game_id
            self.stack.addWidget(table)
            self.filters.cover(table)
            table.back_to_lobby.connect(self.show_lobby)
            table.settings_changed.connect(self.schedule_save)
            table.use_stores(self.saves, self.stats, self.keeping)
            table.controller.disk = self.disk
            table.controller.deal_recorded.connect(lambda _result: self.refresh_progress())
            table.replay_requested.connect(lambda record, review, game=game_id: self.show_replay(game, record, review))
        return self.table

    def _close_table(self) -> None:
        if self.table is not None:
            self.table.controller.shutdown()
            self.stack.removeWidget(self.table)
            # Its Python side (deal, card items, pixmaps) is held in reference cycles: have
            # the collector free it once Qt has deleted the widgets, not whenever it next runs.
            self.table.destroyed.connect(lambda *_: QTimer.singleShot(0, gc.collect))
            self.table.deleteLater()
            self.table = self.table_game = None

    def start_game(self, game_id: str, seed: int | None = None) -> QWidget | None:
        """A new deal (an unfinished one of this game is given up: its save is replaced)."""
        table = self._table_for(game_id)
        if table is None:
            return None
        table.new_deal(random.randrange(2**31) if seed is None else seed)
        self.stack.setCurrentWidget(table)
        return table

    def continue_game(self, game_id: str) -> QWidget | None:
        """Back to the unfinished deal: the one on the table, or the autosave."""
        live = self.table if self.table_game == game_id else None
        if live is not None and live.controller.state is not None and not live.controller.state.is_over:
            self.stack.setCurrentWidget(live)
            return live
        saved = self.saves.load(game_id) if self.saves is not None else None
        table = self._table_for(game_id) if saved is not None else None
        if table is not None:
            try:
                table.resume(saved)
            except Exception as error:  # a save that cannot be continued is damaged: no Continue that fails
                log.exception("The %s save could not be continued", game_id)
                self.saves.reject(game_id, error)
                self._close_table()
                table = None
        if table is None:
            self.keeping.reconcile()  # a finished deal's save: its keeping is completed
            notices = self._problem_notices()
            if notices:
                self.notice.show_notices(notices)
            self.refresh_progress()
            return None
        self.stack.setCurrentWidget(table)
        return table

    # -- autosaves and statistics -----------------------------------------------------------
    def _check_saves(self) -> list[str]:
        """Read every game's autosave once at start-up, so a damaged one is set aside and
        reported now rather than when the player reaches for it."""
        if self.saves is None:
            return []
        for info in registry.all_games():
            if can_play(info.id):
                self.saves.check(info.id)
        self.keeping.reconcile()  # finished deals whose keeping a crash interrupted
        return self._problem_notices()

    def _problem_notices(self) -> list:
        """Each damaged save set aside since the last call, as a notice worded on demand."""
        notices = []
        while self.saves is not None and self.saves.problems:
            notices.append(lambda problem=self.saves.problems.pop(0): self._problem_notice(problem))
        return notices

    def _problem_notice(self, problem) -> str:
        reasons = {
            "unreadable": self.tr("the file is damaged"),
            "newer": self.tr("it was saved by a newer version of Cardavia"),
            "unknown": self.tr("its format is unknown"),
            "other_game": self.tr("it belongs to another game"),
            "rules_changed": self.tr("the game's rules have changed since it was saved"),
        }
        if problem.kind == "illegal" and problem.reason is not None:
            why = translate_message(problem.reason)
        else:
            why = reasons.get(problem.kind, reasons["unreadable"])
        kept = problem.kept_as.name if problem.kept_as is not None else problem.path.name
        name = translate_game_text(registry.get(problem.game).name)
        return (self.tr("Your unfinished %1 deal could not be continued: %2. The file was kept as %3.")
                .replace("%1", name).replace("%2", why).replace("%3", kept))

    def refresh_progress(self) -> None:
        saved = set()
        if self.saves is not None:
            saved = {info.id for info in registry.all_games()
                     if self.saves.path_for(info.id).is_file() and info.id not in self.saves.finished}
        levels = {info.id: level_or_first(info.id, self.settings.ai_level(info.id))
                  for info in registry.all_games() if can_play(info.id)}
        self.lobby.model().set_progress(saved, self.stats, levels)

    # -- settings -------------------------------------------------------------------------
    def set_language(self, code: str) -> None:
        self.translators.switch(code)
        self.settings.language = self.translators.language
        # Card indices follow the language until the player picks them.
        self.header.options.show_indices(self.settings.latin_indices)
        if self.table is not None:
            self.table.apply_settings()
        self.schedule_save()

    def reset_display(self) -> None:
        defaults = Settings()
        for key, slider in self.header.sliders.items():
            slider.slider.setValue(getattr(defaults, key))  # the header tells set_display

    def set_display(self, key: str, value: int) -> None:
        setattr(self.settings, key, value)
        self.filters.set_value(key, value)
        self.schedule_save()

    def set_latin_indices(self, latin: bool) -> None:
        self.settings.latin_indices = latin
        if self.table is not None:
            self.table.apply_settings()
        self.schedule_save()

    def set_colour_marks(self, marks: bool) -> None:
        self.settings.colour_marks = marks
        if self.table is not None:
            self.table.apply_settings()
        self.schedule_save()

    def set_take_backs(self, allowed: bool) -> None:
        self.settings.take_backs = allowed
        if self.table is not None:
            self.table.apply_settings()
        self._update_commands()
        self.schedule_save()

    def set_ask_before_giving_up(self, ask: bool) -> None:
        self.settings.ask_before_giving_up = ask
        self.schedule_save()

    def set_level(self, game_id: str, level: str) -> None:
        """The AI level chosen in the lobby: it plays from this game's next deal."""
        self.settings.ai_levels[game_id] = level
        if self.table is not None and self.table_game == game_id:
            self.table.apply_settings()
        self.refresh_progress()
        self.schedule_save()

    def set_animation_speed(self, speed: float) -> None:
        self.settings.animation_speed = speed  # the table reads it at each animation
        self.schedule_save()

    def schedule_save(self) -> None:
        self._save_timer.start()

    def save_settings(self) -> None:
        self._save_timer.stop()
        self.store.save(self.settings)  # a refusing disk is told in the notice bar, never raised

    def _no_browser(self, game_id: str, address: str) -> None:
        name = translate_game_text(registry.get(game_id).name)
        self.notice.show_notices([lambda: self.tr("Cardavia could not open a web browser. The article on %1 "
                                                  "is at %2").replace("%1", name).replace("%2", address)])

    def _disk_changed(self, _kind: str, error: OSError | None) -> None:
        self.notice.show_disk_problems(self.disk.failing, new_problem=error is not None)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.lent.resized(event.oldSize(), event.size())

    def event(self, event) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:
            self.lent.need_changed()
        return handled

    def closeEvent(self, event) -> None:
        self.lent.give_back_all()  # the next start opens on the lobby, at the player's size
        self.settings.geometry = bytes(self.saveGeometry().toBase64()).decode("ascii")
        self.save_settings()
        if self.table is not None:
            self.table.controller.shutdown()  # a search that never returns must not hold the exit
        if self._replay_page is not None:
            self._replay_page.shutdown()
        super().closeEvent(event)

    # -- language -------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Cardavia"))
        for command in commands.COMMANDS:
            action = self.commands[command.name]
            action.setText(commands.translated(command.text))
            action.setToolTip(commands.translated(command.what))
            action.setStatusTip(commands.translated(command.what))

