"""The card table: a generic scene of piles and cards, and one controller per game on top.

`create_table` is the one entry point the main window needs: it builds the table page for a
game, or returns None while a game has no table yet. A game can be played in the app once the
engine has its rules and this package has its table (`can_play`): the engine may be ahead.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from engine.core import registry


def _durak_table(settings, parent):
    # Imported here so that opening the lobby does not load every game's table.
    from cardavia_qt.table.durak_table import DurakTable

    return DurakTable(settings, parent)


def _kowah_table(settings, parent):
    from cardavia_qt.table.kowah_table import KowahTable

    return KowahTable(settings, parent)


def _sisepai_table(settings, parent):
    from cardavia_qt.table.sisepai_table import SisepaiTable

    return SisepaiTable(settings, parent)


def _mahjong_table(settings, parent):
    from cardavia_qt.table.mahjong_table import MahjongTable

    return MahjongTable(settings, parent)


_TABLES = {"sisepai": _sisepai_table, "durak": _durak_table, "mahjong": _mahjong_table, "kowah": _kowah_table}


def can_play(game_id: str) -> bool:
    return game_id in _TABLES and registry.get(game_id).playable


def create_table(game_id: str, settings, parent: QWidget | None = None) -> QWidget | None:
    if not can_play(game_id):
        return None
    return _TABLES[game_id](settings, parent)


__all__ = ["can_play", "create_table"]
