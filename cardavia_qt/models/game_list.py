"""The lobby's list of games: one row per registered game, its texts in the current language.

The English facts live in the engine registry, which never imports Qt. The model translates
them in the "Games" context; the literal list below is what puts them into the translation
files, because pyside6-lupdate only extracts literal QT_TRANSLATE_NOOP calls.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Iterable

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractListModel,
    QByteArray,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from engine.core import registry
from engine.core.registry import GameInfo
from cardavia_qt.i18n import format_number
from cardavia_qt.models.levels import level_or_first, levels_of
from cardavia_qt.table import can_play

GAMES_CONTEXT = "Games"

# Every name, origin, description and table line of engine/catalog.py (and the games it
# imports), each once. tests/qt/test_lobby.py fails when the registry gains a text missing here.
REGISTRY_TEXTS = (
    # Sì Sè Pái
    QT_TRANSLATE_NOOP("Games", "Sì Sè Pái"),
    QT_TRANSLATE_NOOP("Games", "Southern Fujian tradition · China"),
    QT_TRANSLATE_NOOP(
        "Games",
        "Chess pieces and soldiers in four colours: Red, Yellow, White and Green. A 120-card "
        "pack; this table plays the 117-card flower variant.",
    ),
    QT_TRANSLATE_NOOP("Games", "4 players · you against three AI · one deal"),
    # Durak
    QT_TRANSLATE_NOOP("Games", "Durak"),
    QT_TRANSLATE_NOOP("Games", "Russia"),
    QT_TRANSLATE_NOOP(
        "Games",
        "Defend with a higher card of the same suit or a trump, and add attacks that match ranks "
        "already on the table. After the stock runs out, the last player still holding cards "
        "becomes the durak (the fool).",
    ),
    QT_TRANSLATE_NOOP("Games", "2 players · you against one AI · a single deal"),
    # Chinese Official Mahjong (its table line is Sì Sè Pái's)
    QT_TRANSLATE_NOOP("Games", "Chinese Official Mahjong"),
    QT_TRANSLATE_NOOP("Games", "China"),
    QT_TRANSLATE_NOOP(
        "Games",
        "Find scoring patterns in your hand. Reach eight points under Chinese Official rules, "
        "with flower points counted separately.",
    ),
    # Kowah
    QT_TRANSLATE_NOOP("Games", "Kowah"),
    QT_TRANSLATE_NOOP("Games", "Java, Indonesia"),
    QT_TRANSLATE_NOOP(
        "Games",
        "A traditional money-card game of Chinese communities in Java: make two triples and an "
        "identical pair, declare cheki, then wait for the third matching card.",
    ),
    QT_TRANSLATE_NOOP("Games", "3 players · you against two AI · one deal"),
)


class GameRole(IntEnum):
    Id = int(Qt.ItemDataRole.UserRole) + 1
    Name = Id + 1
    OriginLine = Id + 2  # "Russia · 36 cards"
    PlayersLine = Id + 3  # "2 players · you against one AI · a single deal"
    Description = Id + 4
    Wikipedia = Id + 5  # URL, not translated
    Playable = Id + 6
    Saved = Id + 7  # an unfinished deal can be continued
    StatsLine = Id + 8  # "Played 12 · won 7 · best streak 3", empty before the first deal
    Levels = Id + 9  # the AI levels the player may pick, easiest first
    Level = Id + 10  # the level the next deal is played at


_ROLE_NAMES = {
    GameRole.Id: b"gameId",
    GameRole.Name: b"name",
    GameRole.OriginLine: b"originLine",
    GameRole.PlayersLine: b"playersLine",
    GameRole.Description: b"description",
    GameRole.Wikipedia: b"wikipedia",
    GameRole.Playable: b"playable",
    GameRole.Saved: b"saved",
    GameRole.StatsLine: b"statsLine",
    GameRole.Levels: b"levels",
    GameRole.Level: b"level",
}


def translate_game_text(text: str) -> str:
    return QCoreApplication.translate(GAMES_CONTEXT, text)


class GameListModel(QAbstractListModel):
    """Games in lobby order.

    Item models receive no LanguageChange event, so whoever shows this model calls
    `retranslate()` when the language changes; every row is then reported changed.
    """

    def __init__(self, games: Iterable[GameInfo] | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self._games: list[GameInfo] = list(registry.all_games() if games is None else games)
        self._saved: set[str] = set()
        self._stats = None  # a StatsStore, once the app has one
        self._levels: dict[str, str] = {}  # game id -> the level its next deal is played at

    # --- Qt model interface -------------------------------------------------------------

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._games)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._games):
            return None
        info = self._games[index.row()]
        role = int(role)
        if role in (GameRole.Name, Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return translate_game_text(info.name)
        if role == GameRole.Id:
            return info.id
        if role == GameRole.OriginLine:
            return self.origin_line(info)
        if role == GameRole.PlayersLine:
            return translate_game_text(info.table)
        if role in (GameRole.Description, Qt.ItemDataRole.ToolTipRole):
            return translate_game_text(info.description)
        if role == GameRole.Wikipedia:
            return info.wikipedia
        if role == GameRole.Playable:
            return can_play(info.id)
        if role == GameRole.Saved:
            return info.id in self._saved and can_play(info.id)
        if role == GameRole.StatsLine:
            return self.stats_line(info.id)
        if role == GameRole.Levels:
            return levels_of(info.id) if can_play(info.id) else []
        if role == GameRole.Level:
            return level_or_first(info.id, self._levels.get(info.id)) if can_play(info.id) else ""
        if role == Qt.ItemDataRole.AccessibleDescriptionRole:
            return " ".join(
                (self.origin_line(info) + ".", translate_game_text(info.table) + ".", translate_game_text(info.description))
            )
        return None

    def roleNames(self) -> dict[int, QByteArray]:
        names = dict(super().roleNames())
        names.update({int(role): QByteArray(name) for role, name in _ROLE_NAMES.items()})
        return names

    # --- Cardavia ----------------------------------------------------------------------

    def origin_line(self, info: GameInfo) -> str:
        # %Ln: Qt picks the plural form and writes the number the way the locale does.
        if info.unit == "tiles":
            pattern = self.tr("%1 · %Ln tiles", "lobby origin line: where the game is from · size of the set", info.cards)
        else:
            pattern = self.tr("%1 · %Ln cards", "lobby origin line: where the game is from · size of the pack", info.cards)
        return pattern.replace("%1", translate_game_text(info.origin))

    def stats_line(self, game_id: str) -> str:
        stats = self._stats.of(game_id) if self._stats is not None else None
        if stats is None or not stats.played:
            return ""
        line = self.tr("Played %1 · won %2 · best streak %3", "lobby: the player's statistics of a game")
        for slot, value in (("%1", stats.played), ("%2", stats.won), ("%3", stats.best_streak)):
            line = line.replace(slot, format_number(value))
        return line

    def set_progress(self, saved: set[str], stats=None, levels: dict[str, str] | None = None) -> None:
        """Which games have an unfinished deal, the statistics to show under each, and the
        AI level each game's next deal is played at."""
        self._saved = set(saved)
        self._stats = stats
        self._levels = dict(levels or {})
        self.retranslate()

    def row_of(self, game_id: str) -> int:
        for row, info in enumerate(self._games):
            if info.id == game_id:
                return row
        raise LookupError(f"no game {game_id!r} in the lobby")

    def retranslate(self) -> None:
        if self._games:
            self.dataChanged.emit(self.index(0), self.index(len(self._games) - 1), [])

    def reload(self, games: Iterable[GameInfo] | None = None) -> None:
        """Show `games`, or read the registry again (games register when imported)."""
        self.beginResetModel()
        self._games = list(registry.all_games() if games is None else games)
        self.endResetModel()
