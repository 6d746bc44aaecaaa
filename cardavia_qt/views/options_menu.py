"""The header's menu: the app's commands (cardavia_qt/views/commands.py) and its options — how
cards are indexed, colour marks for colour-blind players, how fast cards move, whether moves
may be taken back, whether New deal asks before it gives up a deal."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QToolButton

from cardavia_qt.views.commands import APP, COMMANDS, GAME, HELP, PAGE, VIEW
from cardavia_qt.views.retranslating import Retranslating

ANIMATION_SPEEDS = (("off", 0.0), ("fast", 0.5), ("normal", 1.0), ("slow", 1.6))


class OptionsButton(Retranslating, QToolButton):
    latin_indices_chosen = Signal(bool)
    animation_speed_chosen = Signal(float)
    colour_marks_chosen = Signal(bool)
    take_backs_chosen = Signal(bool)
    ask_before_giving_up_chosen = Signal(bool)

    def __init__(self, latin_indices: bool, animation_speed: float, parent=None, colour_marks: bool = False,
                 take_backs: bool = True, ask_before_giving_up: bool = True):
        super().__init__(parent)
        self.setObjectName("menuButton")
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(self)
        menu.setObjectName("appMenu")
        # The options, between the view's commands and the help (install_commands fills in
        # the rest around them).
        self._options_start = menu.addSeparator()
        self.indices_menu = menu.addMenu("")
        self.speed_menu = menu.addMenu("")
        self.colour_marks = self._choice(menu, None, colour_marks)
        self.colour_marks.toggled.connect(self.colour_marks_chosen)
        self.take_backs = self._choice(menu, None, take_backs)
        self.take_backs.toggled.connect(self.take_backs_chosen)
        self.ask_before_giving_up = self._choice(menu, None, ask_before_giving_up)
        self.ask_before_giving_up.toggled.connect(self.ask_before_giving_up_chosen)
        self._options_end = menu.addSeparator()
        self.setMenu(menu)

        indices = QActionGroup(self)
        self.russian = self._choice(self.indices_menu, indices, not latin_indices)
        self.latin = self._choice(self.indices_menu, indices, latin_indices)
        self.russian.triggered.connect(lambda: self.latin_indices_chosen.emit(False))
        self.latin.triggered.connect(lambda: self.latin_indices_chosen.emit(True))

        speeds = QActionGroup(self)
        nearest = min(ANIMATION_SPEEDS, key=lambda item: abs(item[1] - animation_speed))[0]
        self.speed_actions: dict[str, QAction] = {}
        for key, value in ANIMATION_SPEEDS:
            action = self._choice(self.speed_menu, speeds, key == nearest)
            action.triggered.connect(lambda checked=False, value=value: self.animation_speed_chosen.emit(value))
            self.speed_actions[key] = action
        self.retranslate()

    def install_commands(self, actions: dict) -> None:
        """Put the app's command actions (by command name) in the menu, by section, in the
        command table's order."""
        menu = self.menu()
        parts = {section: [command.name for command in COMMANDS if command.section == section]
                 for section in (GAME, PAGE, VIEW, HELP, APP)}
        before_options = [parts[GAME], parts[PAGE], parts[VIEW]]
        for number, names in enumerate(before_options):
            if number:
                menu.insertSeparator(self._options_start)
            menu.insertActions(self._options_start, [actions[name] for name in names])
        for number, names in enumerate((parts[HELP], parts[APP])):
            if number:
                menu.addSeparator()
            menu.addActions([actions[name] for name in names])

    def show_indices(self, latin: bool) -> None:
        (self.latin if latin else self.russian).setChecked(True)

    @staticmethod
    def _choice(menu: QMenu, group: QActionGroup | None, checked: bool) -> QAction:
        """A checkable item of `menu`: one of `group`'s, or an option on its own (no group)."""
        action = QAction(menu)
        action.setCheckable(True)
        action.setChecked(checked)
        if group is not None:
            group.addAction(action)
        menu.addAction(action)
        return action

    def retranslate(self) -> None:
        self.setText("☰")  # one sign keeps the header narrow enough for a 1024-pixel window
        self.setToolTip(self.tr("Menu (F10)"))
        self.setAccessibleName(self.tr("Menu"))
        self.indices_menu.setTitle(self.tr("Card &indices"))
        self.russian.setText(self.tr("Russian (В, Д, К, Т)"))
        self.latin.setText(self.tr("Latin (J, Q, K, A)"))
        self.speed_menu.setTitle(self.tr("&Animations"))
        self.colour_marks.setText(self.tr("&Shapes on Sì Sè Pái colours"))
        self.colour_marks.setToolTip(self.tr("A circle, triangle, square or diamond tells the four colours apart"))
        self.take_backs.setText(self.tr("Allo&w take-backs"))
        self.take_backs.setToolTip(self.tr("Take back moves with Ctrl+Z; a deal won with take-backs is counted apart"))
        self.ask_before_giving_up.setText(self.tr("Ask before &giving up a deal"))
        self.ask_before_giving_up.setToolTip(self.tr("New deal asks first when you have played in the deal on the table"))
        names = {"off": self.tr("Off"), "fast": self.tr("Fast"), "normal": self.tr("Normal"), "slow": self.tr("Slow")}
        for key, action in self.speed_actions.items():
            action.setText(names[key])
