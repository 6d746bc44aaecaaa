"""Every command of the app's menu with its key, in one table: the window's shortcuts, the menu
and the keyboard-shortcut list are all made from it, so a new command is one line here (and
the main window's method it names).

Texts are translated in the context "Commands"; the keys are portable key sequences, shown in
the list as the platform writes them.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QKeySequence

CONTEXT = "Commands"
# The parts of the menu, in its order (the options sit between VIEW and HELP).
GAME, PAGE, VIEW, HELP, APP = "game", "page", "view", "help", "app"


@dataclass(frozen=True)
class Command:
    name: str  # the main window's method that does it
    text: str  # the menu's words, with an &-marked letter
    what: str  # what it does, for the shortcut list and the menu's tooltips
    keys: str = ""
    section: str = ""  # where it stands in the menu; "" = a key only
    checkable: bool = False


COMMANDS = (
    Command("new_deal", QT_TRANSLATE_NOOP("Commands", "&New deal"),
            QT_TRANSLATE_NOOP("Commands", "Deal again in this game (a deal you have played in is given up only if you agree)"), "Ctrl+N", GAME),
    Command("take_back", QT_TRANSLATE_NOOP("Commands", "Tak&e back"),
            QT_TRANSLATE_NOOP("Commands", "Return to your previous decision in this deal, undoing the AI moves since"),
            "Ctrl+Z", GAME),
    # A bare H, as in the desktop card games players know (KPat, PySolFC): the button's own
    # Alt+letter differs from language to language.
    Command("hint", QT_TRANSLATE_NOOP("Commands", "&Hint"),
            QT_TRANSLATE_NOOP("Commands", "Ask the strong AI what it would play"), "H", GAME),
    Command("go_back", QT_TRANSLATE_NOOP("Commands", "&Back to the lobby"),
            QT_TRANSLATE_NOOP("Commands", "Close what is open; otherwise back to the lobby, keeping the deal"),
            "Esc", GAME),
    Command("show_current_rules", QT_TRANSLATE_NOOP("Commands", "&Rules of this game"),
            QT_TRANSLATE_NOOP("Commands", "The rules of the game on the table (in the lobby: of the game in focus)"),
            "F1", PAGE),
    Command("show_statistics", QT_TRANSLATE_NOOP("Commands", "S&tatistics"),
            QT_TRANSLATE_NOOP("Commands", "Your results in each game"), "Ctrl+I", PAGE),
    Command("toggle_deal_log", QT_TRANSLATE_NOOP("Commands", "Deal &log"),
            QT_TRANSLATE_NOOP("Commands", "Show or hide the list of what happened in the deal, beside the table"),
            "Ctrl+L", VIEW, checkable=True),
    Command("toggle_full_screen", QT_TRANSLATE_NOOP("Commands", "&Full screen"),
            QT_TRANSLATE_NOOP("Commands", "Fill the screen, or leave full screen"), "F11", VIEW, checkable=True),
    # A way back from a window made unreadable: at contrast 0 % it is flat grey, sliders too.
    Command("reset_display", QT_TRANSLATE_NOOP("Commands", "Reset the &display"),
            QT_TRANSLATE_NOOP("Commands", "Contrast, grain and colour temperature back to 50 %"), "Ctrl+0", VIEW),
    Command("show_shortcuts", QT_TRANSLATE_NOOP("Commands", "&Keyboard shortcuts"),
            QT_TRANSLATE_NOOP("Commands", "This list"), "Ctrl+F1", HELP),
    Command("show_about", QT_TRANSLATE_NOOP("Commands", "Ab&out Cardavia"),
            QT_TRANSLATE_NOOP("Commands", "Version, licences, and the software Cardavia is made with"), "", HELP),
    Command("quit", QT_TRANSLATE_NOOP("Commands", "&Quit"),
            QT_TRANSLATE_NOOP("Commands", "Close Cardavia (every unfinished deal is kept)"), "Ctrl+Q", APP),
    Command("open_menu", QT_TRANSLATE_NOOP("Commands", "Menu"),
            QT_TRANSLATE_NOOP("Commands", "Open the menu"), "F10"),
)

# Keys the pages answer themselves, listed with the commands.
OTHER_KEYS = (
    ("Tab", QT_TRANSLATE_NOOP("Commands", "Next control (Shift+Tab: the one before)")),
    (QT_TRANSLATE_NOOP("Commands", "Alt+letter"), QT_TRANSLATE_NOOP("Commands", "Press the button whose letter is underlined")),
    ("Left, Right, Home, End", QT_TRANSLATE_NOOP("Commands", "Move between the cards of your hand")),
    ("Enter, Space", QT_TRANSLATE_NOOP("Commands", "Play or pick the card in focus, or press the button in focus")),
    # Four keys at most: a key sequence holds no more, and is then written in the language.
    ("Left, Right, Home, End", QT_TRANSLATE_NOOP("Commands", "In a replay: a move back or forward, to the start or the end")),
    ("Space", QT_TRANSLATE_NOOP("Commands", "In a replay: play or pause")),
)


def translated(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def key_text(keys: str) -> str:
    """The keys as the platform writes them (Ctrl+N, ⌘N), or the words of a key group."""
    sequence = QKeySequence(keys)
    native = sequence.toString(QKeySequence.SequenceFormat.NativeText)
    return native if native and sequence.toString() == keys else translated(keys)


def shortcut_rows() -> list[tuple[str, str]]:
    """(keys, what they do) for the keyboard-shortcut list, in the current language."""
    rows = [(key_text(command.keys), translated(command.what)) for command in COMMANDS if command.keys]
    rows += [(key_text(keys), translated(what)) for keys, what in OTHER_KEYS]
    return rows
