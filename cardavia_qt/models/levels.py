"""The AI levels a player can pick for a game: those its registry entry offers, gentlest first.

The registry names its policies ("random", "easy", "hard", and "expert" where a game has one);
"random" is for the arena and tests, never an opponent. A new player starts at the gentlest.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from engine.core import registry

LEVELS_CONTEXT = "Levels"
ORDER = ("easy", "hard", "expert")  # easiest first; a level not named here comes after them
FIRST_LEVEL = "easy"
_NAMES = {
    "easy": QT_TRANSLATE_NOOP("Levels", "Easy"),
    "hard": QT_TRANSLATE_NOOP("Levels", "Hard"),
    "expert": QT_TRANSLATE_NOOP("Levels", "Expert"),
}


def levels_of(game_id: str) -> list[str]:
    """The game's levels for a player to pick, easiest first."""
    offered = [name for name in registry.get(game_id).policy_names() if name != "random"]
    rank = {name: position for position, name in enumerate(ORDER)}
    return sorted(offered, key=lambda name: (rank.get(name, len(ORDER)), name))


def level_or_first(game_id: str, level: str | None) -> str:
    """`level` when the game offers it, else its gentlest level."""
    levels = levels_of(game_id)
    if level in levels:
        return level
    return FIRST_LEVEL if FIRST_LEVEL in levels else levels[0]


def level_name(level: str) -> str:
    source = _NAMES.get(level)
    return QCoreApplication.translate(LEVELS_CONTEXT, source) if source else level.capitalize()
