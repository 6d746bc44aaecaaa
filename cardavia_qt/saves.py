"""Autosaves: the unfinished deal of each game, as versioned JSON under the user data dir.

A save is the deal's record (game, seed, every action so far) plus what replaying it cannot
recreate: the AI level of the deal and each seat's random generator, so the AIs go on exactly as
they would have without the interruption. Never pickle: a save is data, and replaying it goes
through the rules, so a hand-edited illegal save is refused rather than believed.

A save that cannot be read — truncated, empty, garbage, from an unknown format, or whose actions
the rules refuse — is moved aside (kept) and reported through `problems`; the app starts anyway.
"""

from __future__ import annotations

import json
import logging
from functools import cache
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import platformdirs

from cardavia_qt.files import exists, read_text, remove, set_aside, write_atomically
from engine.core.record import DealRecord
from engine.core.state import GameState, IllegalAction

log = logging.getLogger("cardavia.saves")

SAVE_FORMAT = 1


def saves_dir() -> Path:
    return Path(platformdirs.user_data_dir("cardavia", appauthor=False)) / "saves"


@cache  # asked at every autosave; the installed version does not change while the app runs
def app_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("cardavia")
    except PackageNotFoundError:
        return "0"


class SaveError(ValueError):
    """Why a save could not be used; the app says `kind` in words:
    unreadable — truncated, empty, not JSON, fields missing or of the wrong type;
    newer — written by a later Cardavia; unknown — a format that never existed;
    other_game — a save of another game under this one's name.
    (A save whose actions the rules refuse is reported with kind "illegal".)"""

    def __init__(self, kind: str, detail: str = ""):
        super().__init__(detail or kind)
        self.kind = kind




@dataclass
class SavedDeal:
    game: str
    state: GameState
    level: str
    generators: dict[int, Any] = field(default_factory=dict)  # seat -> random.getstate()


@dataclass
class Problem:
    game: str
    path: Path
    kept_as: Path | None  # None if it could not even be moved
    kind: str  # a SaveError kind, or "illegal"
    detail: str  # English, for the log
    reason: Any = None  # the rules' own reason (a Message) when the kind is "illegal"


def _generator_to_json(state) -> list:
    version, internal, gauss = state
    return [version, list(internal), gauss]


def _generator_from_json(data) -> tuple:
    version, internal, gauss = data
    if not (isinstance(internal, list) and len(internal) == 625 and all(isinstance(x, int) for x in internal)):
        raise SaveError("unreadable", "a random generator is damaged")
    return (int(version), tuple(internal), gauss)


def migrate(data: dict) -> dict:
    """Bring an older save up to SAVE_FORMAT, or refuse it. Format 1 is the first there is."""
    fmt = data.get("format")
    if fmt == SAVE_FORMAT:
        return data
    if isinstance(fmt, int) and fmt > SAVE_FORMAT:
        raise SaveError("newer", f"save format {fmt}; this Cardavia reads format {SAVE_FORMAT}")
    raise SaveError("unknown", f"save format {fmt!r}")


class SaveStore:
    """One autosave per game: `<game>.json`. `read_only` stores (screenshots) never write."""

    def __init__(self, folder: Path | None = None, read_only: bool = False):
        self.folder = folder or saves_dir()
        self.read_only = read_only
        self.problems: list[Problem] = []  # damaged saves moved aside since the app started
        self._checked: dict[str, SavedDeal] = {}  # read by check(), handed out by load()

    def path_for(self, game: str) -> Path:
        return self.folder / f"{game}.json"

    def save(self, state: GameState, level: str, policies: dict[int, Any]) -> None:
        if self.read_only:
            return
        generators = {str(seat): _generator_to_json(policy.rng.getstate())
                      for seat, policy in policies.items() if hasattr(policy, "rng")}
        payload = {
            "format": SAVE_FORMAT,
            "app_version": app_version(),
            "game": state.game_id,
            "level": level,
            "record": DealRecord.of(state).to_json(),
            "generators": generators,
        }
        self._checked.pop(state.game_id, None)
        write_atomically(self.path_for(state.game_id), json.dumps(payload, separators=(",", ":")))

    def forget(self, game: str) -> None:
        """The deal is over (or abandoned for a new one): nothing left to continue."""
        self._checked.pop(game, None)
        if not self.read_only:
            remove(self.path_for(game))

    def check(self, game: str) -> bool:
        """Read the save now (at start-up), so a damaged one is reported at once; the deal read
        is kept for `load`, which then needs no second replay. True if there is one to continue."""
        saved = self.load(game)
        if saved is not None:
            self._checked[game] = saved
        return saved is not None

    def load(self, game: str) -> SavedDeal | None:
        """The unfinished deal of `game`, or None (no save, or a damaged one now set aside)."""
        if game in self._checked:
            return self._checked.pop(game)
        path = self.path_for(game)
        if not exists(path):  # a directory or a FIFO in its place is damage, not "no save"
            return None
        try:
            saved = self._read(path, game)
        except Exception as error:  # whatever is in the file, the app must start
            if isinstance(error, SaveError):
                kind, reason = error.kind, None
            elif isinstance(error, IllegalAction):
                kind, reason = "illegal", error.reason
            else:
                kind, reason = "unreadable", None
            kept = None if self.read_only else set_aside(path)
            log.warning("Save %s set aside as %s: %s (%s)", path, kept, kind, error)
            self.problems.append(Problem(game, path, kept, kind, str(error), reason))
            return None
        if saved.state.is_over:
            self.forget(game)
            return None
        return saved

    def _read(self, path: Path, game: str) -> SavedDeal:
        data = json.loads(read_text(path))
        if not isinstance(data, dict):
            raise SaveError("unreadable", "not a JSON object")
        data = migrate(data)
        record = DealRecord.from_json(data["record"])
        if record.game != game:
            raise SaveError("other_game", f"a record of {record.game!r}")
        state = record.replay()  # through the rules: an illegal action raises IllegalAction
        generators = {int(seat): _generator_from_json(value) for seat, value in (data.get("generators") or {}).items()}
        level = data.get("level")
        if not isinstance(level, str):
            raise SaveError("unreadable", "the AI level is missing")
        return SavedDeal(game, state, level, generators)
