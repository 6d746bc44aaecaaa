"""The main window: the header over a stack of pages (lobby, rules, a game table)."""

from __future__ import annotations

import random

from PySide6.QtCore import QByteArray, Qt, QTimer
from PySide6.QtWidgets import QLabel, QMainWindow, QPushButton, QHBoxLayout, QStackedWidget, QVBoxLayout, QWidget

from cardavia_qt.filters import DisplayFilter
from cardavia_qt.filters.applier import DisplayFilters
from cardavia_qt.i18n import Translators
from cardavia_qt.settings import Settings, SettingsStore
from cardavia_qt.table import create_table
from cardavia_qt.views.header import Header
from cardavia_qt.views.lobby import LobbyPage
from cardavia_qt.views.rules_page import RulesPage
from cardavia_qt.views.retranslating import Retranslating

SAVE_DELAY_MS = 400  # a moving slider saves once it rests, not on every step


class NoticeBar(Retranslating, QWidget):
    """A one-time, non-blocking notice under the header (e.g. settings were reset)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("Notice")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#Notice { background: #f6e7b0; border-bottom: 1px solid #c9a64b; }"
                           "#Notice QLabel { color: #3b2f10; }")
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.close_button = QPushButton()
        self.close_button.setFlat(True)
        self.close_button.clicked.connect(self.hide)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(18, 6, 12, 6)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.close_button)
        self.retranslate()
        self.hide()

    def show_text(self, text: str) -> None:
        self.label.setText(text)
        self.show()

    def retranslate(self) -> None:
        self.close_button.setText(self.tr("Dismiss"))


class MainWindow(Retranslating, QMainWindow):
    def __init__(self, settings: Settings, store: SettingsStore, translators: Translators):
        super().__init__()
        self.settings = settings
        self.store = store
        self.translators = translators
        self.header = Header(settings.language, settings.contrast, settings.grain, settings.temperature,
                             settings.latin_indices, settings.animation_speed)
        self.notice = NoticeBar()
        self.stack = QStackedWidget()
        self.lobby = LobbyPage()
        self.rules = RulesPage()
        self.stack.addWidget(self.lobby)
        self.stack.addWidget(self.rules)
        self.table: QWidget | None = None
        self.table_game: str | None = None

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
        self.lobby.start_requested.connect(self.start_game)
        self.lobby.rules_requested.connect(self.show_rules)
        self.rules.back_requested.connect(self.show_lobby)
        self.rules.play_requested.connect(self.start_game)

        if settings.geometry:
            self.restoreGeometry(QByteArray.fromBase64(settings.geometry.encode("ascii")))
        else:
            self.resize(1280, 800)
        if store.damaged:
            kept = store.set_aside.name if store.set_aside else store.path.name
            self.notice.show_text(self.tr("Your settings file could not be read. It was kept as %1 "
                                          "and the default settings are used.").replace("%1", kept))
        self.retranslate()

    # -- navigation -----------------------------------------------------------------------
    def show_lobby(self) -> None:
        self.stack.setCurrentWidget(self.lobby)

    def show_rules(self, game_id: str) -> None:
        self.rules.show_game(game_id)
        self.stack.setCurrentWidget(self.rules)

    def start_game(self, game_id: str, seed: int | None = None) -> QWidget | None:
        if self.table is None or self.table_game != game_id:
            table = create_table(game_id, self.settings, self)
            if table is None:
                return None
            if self.table is not None:
                self.stack.removeWidget(self.table)
                self.table.deleteLater()
            self.table, self.table_game = table, game_id
            self.stack.addWidget(table)
            self.filters.cover(table)
            table.back_to_lobby.connect(self.show_lobby)
            if hasattr(table, "settings_changed"):
                table.settings_changed.connect(self.schedule_save)
        self.table.new_deal(random.randrange(2**31) if seed is None else seed)
        self.stack.setCurrentWidget(self.table)
        return self.table

    # -- settings -------------------------------------------------------------------------
    def set_language(self, code: str) -> None:
        self.translators.switch(code)
        self.settings.language = self.translators.language
        self.schedule_save()

    def set_display(self, key: str, value: int) -> None:
        setattr(self.settings, key, value)
        self.filters.set_value(key, value)
        self.schedule_save()

    def set_latin_indices(self, latin: bool) -> None:
        self.settings.latin_indices = latin
        if self.table is not None and hasattr(self.table, "apply_settings"):
            self.table.apply_settings()
        self.schedule_save()

    def set_animation_speed(self, speed: float) -> None:
        self.settings.animation_speed = speed  # the table reads it at each animation
        self.schedule_save()

    def schedule_save(self) -> None:
        self._save_timer.start()

    def save_settings(self) -> None:
        self._save_timer.stop()
        self.store.save(self.settings)

    def closeEvent(self, event) -> None:
        self.settings.geometry = bytes(self.saveGeometry().toBase64()).decode("ascii")
        self.save_settings()
        super().closeEvent(event)

    # -- language -------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Cardavia"))

