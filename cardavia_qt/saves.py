"""Autosaves: the unfinished deal of each game, as versioned JSON under the user data dir.

A save is the deal's record (`engine.core.record.DealRecord`): game, seed, every action so far,
the rules version that played them, each seat's AI level, the marks on actions (answered for
the player, cut short by the time cap, hinted) and the help used. Each AI decision's random
generator comes from the seed, the seat and the actions so far, so that is all it takes for
the AIs to go on exactly as they would have without the interruption. Never pickle: a save is
data, and replaying it goes through the rules, so a hand-edited illegal save is refused rather
than believed.

Format 1 (Cardavia 0.1) also kept each AI seat's `random.getstate()`; it is read and migrated
(the generators are no longer needed). A save that cannot be used — truncated, empty, garbage,
from an unknown or newer format, whose actions the rules refuse, or played under older rules
that now refuse it — is moved aside (kept) and reported through `problems`; the app starts
anyway. So is a save the table cannot continue although it parses: the table seats the player
at seat 0 and one AI level (one the app offers) at every other seat, and deals without
options, so a save that says otherwise was not written by it (issue 17 item 4: no Continue
that cannot work).

A finished deal's save: its last action ends the deal, and it says `finished` (the id and date
`cardavia_qt.deal_keeping` gave it). It is the first write of a finished deal and the save is
removed last, once the past deals and the statistics have it; a save found finished at start
is handed to the keeping again (`finished`), which completes what a crash interrupted.
"""

from __future__ import annotations

import json
import logging
from functools import cache
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import platformdirs

from cardavia_qt.files import exists, read_text, remove, set_aside, write_atomically
from cardavia_qt.models.levels import levels_of
from engine.core import registry
from engine.core.rng import derive_seed
from engine.core.record import DealRecord, RecordError
from engine.core.state import GameState, IllegalAction

log = logging.getLogger("cardavia.saves")

SAVE_FORMAT = 2  # 1: Cardavia 0.1 (a record of format 1, the AI level, the AIs' generators)
PLAYER = 0  # the seat the table gives the player


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
    newer — written by a later Cardavia (its format or its rules); unknown — a format that
    never existed; other_game — a save of another game under this one's name; rules_changed —
    played under older rules of the game, which now refuse one of its moves.
    (A save whose actions the rules refuse is reported with kind "illegal".)"""

    def __init__(self, kind: str, detail: str = "", reason=None):
        super().__init__(detail or kind)
        self.kind = kind
        self.reason = reason


@dataclass(frozen=True)
class Finished:
    """A finished deal's identity: the id its keeping counts it by, and when it ended."""

    id: str
    date: str


@dataclass
class SavedDeal:
    game: str
    state: GameState
    record: DealRecord
    finished: Finished | None = None  # for a finished deal: its id and date

    @property
    def level(self) -> str | None:
        """The AI level of the deal (every AI seat plays at the level the deal began with)."""
        return next((level for level in self.record.seats if level is not None), None)


@dataclass
class Problem:
    game: str
    path: Path
    kept_as: Path | None  # None if it could not even be moved
    kind: str  # a SaveError kind, or "illegal"
    detail: str  # English, for the log
    reason: Any = None  # the rules' own reason (a Message) when the kind is "illegal" or "rules_changed"


def migrate(data: dict) -> dict:
    """Bring an older save up to SAVE_FORMAT, or refuse it."""
    fmt = data.get("format")
    if fmt == 1:
        # Cardavia 0.1: one AI level for the deal, the player in seat 0, a record of format 1,
        # and the AIs' generator states, which each decision's own generator replaces.
        record, level = data.get("record"), data.get("level")
        if not isinstance(record, dict) or not isinstance(level, str):
            raise SaveError("unreadable", "a format 1 save without its record or AI level")
        try:
            players = registry.get(record.get("game")).players
        except LookupError as error:
            raise SaveError("unreadable", str(error)) from error
        record = {**record, "format": 2, "rules": 1, "seats": [None, *[level] * (players - 1)]}
        return {"format": 2, "app_version": data.get("app_version"), "game": data.get("game"), "record": record}
    if fmt == SAVE_FORMAT:
        return data
    if isinstance(fmt, int) and not isinstance(fmt, bool) and fmt > SAVE_FORMAT:
        raise SaveError("newer", f"save format {fmt}; this Cardavia reads format {SAVE_FORMAT}")
    raise SaveError("unknown", f"save format {fmt!r}")


class SaveStore:
    """One autosave per game: `<game>.json`. `read_only` stores (screenshots) never write."""

    def __init__(self, folder: Path | None = None, read_only: bool = False):
        self.folder = folder or saves_dir()
        self.read_only = read_only
        self.problems: list[Problem] = []  # damaged saves moved aside since the app started
        self._checked: dict[str, SavedDeal] = {}  # read by check(), handed out by load()
        self.finished: dict[str, SavedDeal] = {}  # saves of finished deals found, for their keeping

    def path_for(self, game: str) -> Path:
        return self.folder / f"{game}.json"

    def save(self, record: DealRecord, finished: Finished | None = None) -> None:
        if self.read_only:
            return
        payload = {
            "format": SAVE_FORMAT,
            "app_version": app_version(),
            "game": record.game,
            "record": record.to_json(),
        }
        if finished is not None:
            payload["finished"] = {"id": finished.id, "date": finished.date}
        self._checked.pop(record.game, None)
        self.finished.pop(record.game, None)
        write_atomically(self.path_for(record.game), json.dumps(payload, ensure_ascii=False, separators=(",", ":")))

    def forget(self, game: str) -> None:
        """The deal is over (or abandoned for a new one): nothing left to continue."""
        self._checked.pop(game, None)
        self.finished.pop(game, None)
        if not self.read_only:
            remove(self.path_for(game))

    def check(self, game: str) -> bool:
        """Read the save now (at start-up), so a damaged one is reported at once; the deal read
        is kept for `load`, which then needs no second replay. True if there is one to continue."""
        saved = self.load(game)
        if saved is not None:
            self._checked[game] = saved
        return saved is not None

    def peek(self, game: str) -> SavedDeal | None:
        """The unfinished deal of `game`, left for `load` to hand out (a question asked about it
        must not cost the player the deal, nor a second replay)."""
        return self._checked[game] if self.check(game) else None

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
            if isinstance(error, (SaveError, RecordError)):
                kind, reason = error.kind, error.reason
            elif isinstance(error, IllegalAction):
                kind, reason = "illegal", error.reason
            else:
                kind, reason = "unreadable", None
            kept = None if self.read_only else set_aside(path)
            log.warning("Save %s set aside as %s: %s (%s)", path, kept, kind, error)
            self.problems.append(Problem(game, path, kept, kind, str(error), reason))
            return None
        if saved.state.is_over:  # its keeping was interrupted: not a deal to continue
            self.finished[game] = saved
            return None
        return saved

    def reject(self, game: str, error: Exception) -> None:
        """The save could be read but not continued: set it aside as damaged and say so."""
        self._checked.pop(game, None)
        path = self.path_for(game)
        kept = None if self.read_only or not exists(path) else set_aside(path)
        log.warning("Save %s could not be continued; set aside as %s: %s", path, kept, error)
        self.problems.append(Problem(game, path, kept, "unreadable", str(error)))

    def _read(self, path: Path, game: str) -> SavedDeal:
        data = json.loads(read_text(path))
        if not isinstance(data, dict):
            raise SaveError("unreadable", "not a JSON object")
        data = migrate(data)
        record = DealRecord.from_json(data.get("record"))
        if record.game != game:
            raise SaveError("other_game", f"a record of {record.game!r}")
        info = registry.get(game)
        levels = set(record.seats[PLAYER + 1:])
        if len(record.seats) != info.players or record.seats[PLAYER] is not None or len(levels) != 1 \
                or not levels <= set(levels_of(game)):
            raise SaveError("unreadable", f"the seats {record.seats!r} do not seat a {info.name} table")
        if record.options:
            raise SaveError("unreadable", f"options {record.options!r}: the table deals none")
        state = record.replay()  # through the rules: an illegal action raises IllegalAction
        return SavedDeal(game, state, record, _finished(data, record) if state.is_over else None)


def _finished(data: dict, record: DealRecord) -> Finished:
    """A finished save's identity; one without it (written by hand, or by no Cardavia) gets
    one from its content, the same at every start."""
    finished = data.get("finished")
    if isinstance(finished, dict) and isinstance(finished.get("id"), str) and isinstance(finished.get("date"), str):
        return Finished(finished["id"], finished["date"])
    from cardavia_qt.past_deals import now

    return Finished(f"{derive_seed('finished', record.dumps()):016x}", now())
