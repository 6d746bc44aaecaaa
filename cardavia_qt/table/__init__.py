"""The card table: a generic scene of piles and cards, and one controller per game on top.

`create_table` is the one entry point the main window needs: it builds the table page for a
game, or returns None while a game has no table yet. A game can be played in the app once the
engine has its rules and this package has its table (`can_play`): the engine may be ahead.
`table_class` names a game's page class (a replay builds the game's controller and layout
from it, without a page).
"""

from __future__ import annotations

from importlib import import_module

from PySide6.QtWidgets import QWidget

from engine.core import registry

#: The smallest table, the bar under it included, that every game's layout is made for (here, so
#: the window can keep its height without loading a table).
TABLE_SIZE = (640, 480)

# Imported when first asked for, so that opening the lobby does not load every game's table.
_TABLES = {"sisepai": "cardavia_qt.table.sisepai_table:SisepaiTable",
           "durak": "cardavia_qt.table.durak_table:DurakTable",
           "mahjong": "cardavia_qt.table.mahjong_table:MahjongTable",
           "kowah": "cardavia_qt.table.kowah_table:KowahTable"}


def can_play(game_id: str) -> bool:
    return game_id in _TABLES and registry.get(game_id).playable


def table_class(game_id: str) -> type:
    module, _, name = _TABLES[game_id].partition(":")
    return getattr(import_module(module), name)


def create_table(game_id: str, settings, parent: QWidget | None = None) -> QWidget | None:
    if not can_play(game_id):
        return None
    return table_class(game_id)(settings, parent)


__all__ = ["TABLE_SIZE", "can_play", "create_table", "table_class"]
