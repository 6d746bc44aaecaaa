"""The table as a projection of the deal's events, one module per game, without Qt.

`projection_for(game)` gives the game's `Projection` class; `Projection.project(events,
viewer)` lays out the table from a seat's events (`state.events_seen_by(viewer)`), and
`advance(event)` gives the steps that show one more event. See `core` for the vocabulary.
"""

from __future__ import annotations

from importlib import import_module

from cardavia_qt.projection.core import Move, Note, PileId, Projection, Step, TableModel, Turn, diff

_MODULES = {"durak": "DurakProjection", "kowah": "KowahProjection", "sisepai": "SisepaiProjection",
            "mahjong": "MahjongProjection"}

__all__ = ["Move", "Note", "PileId", "Projection", "Step", "TableModel", "Turn", "diff", "projection_for"]


def projection_for(game: str) -> type[Projection]:
    try:
        name = _MODULES[game]
    except KeyError:
        raise LookupError(f"no table projection for {game!r}") from None
    return getattr(import_module(f"cardavia_qt.projection.{game}"), name)
