"""The card table: a generic scene of piles and cards, and one controller per game on top.

`create_table` is the one entry point the main window needs: it builds the table page for a
game, or returns None while a game has no table yet.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


def create_table(game_id: str, settings, parent: QWidget | None = None) -> QWidget | None:
    if game_id == "durak":
        # Imported here so that opening the lobby does not load every game's table.
        from cardavia_qt.table.durak_table import DurakTable

        return DurakTable(settings, parent)
    return None


__all__ = ["create_table"]
