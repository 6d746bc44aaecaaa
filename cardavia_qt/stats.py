"""The player's statistics per game: deals played, won, lost and drawn, the current and best
winning streaks, and for MCR the best hand and the average fan total of the player's wins.

Kept as JSON under the user data dir, written atomically; a damaged file — one whose fields are
not what this module writes: a count that is negative, a fraction or NaN, a fan name that is
not text — is moved aside (kept) and counting starts again from zero, with `damaged` set so the
app can say so. A write that fails is reported to the store's `DiskStatus`, and the counts in
memory go on: the next write that succeeds has them all.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

import platformdirs

from cardavia_qt.files import DiskStatus, dataclass_from_json, load_json
from engine.core.state import Outcome

STATS_FORMAT = 1
HUMAN = 0


def stats_path() -> Path:
    return Path(platformdirs.user_data_dir("cardavia", appauthor=False)) / "stats.json"


@dataclass
class GameStats:
    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    streak: int = 0  # wins in a row, up to the last deal
    best_streak: int = 0
    results: list[str] = field(default_factory=list)  # "won" / "lost" / "drawn", newest last (the chart)
    best_hand: int = 0  # MCR: the highest total of a hand the player won with
    best_hand_fans: list[str] = field(default_factory=list)
    fan_total: int = 0  # MCR: sum of the player's winning totals, for the average

    RESULTS_KEPT = 200

    @property
    def average_fan_total(self) -> float | None:
        return self.fan_total / self.won if self.won and self.fan_total else None

    def record(self, outcome: Outcome, seat: int = HUMAN) -> str:
        if outcome.is_draw:
            result = "drawn"
        elif seat in outcome.winners:
            result = "won"
        else:
            result = "lost"
        self.played += 1
        setattr(self, result, getattr(self, result) + 1)
        self.streak = self.streak + 1 if result == "won" else 0
        self.best_streak = max(self.best_streak, self.streak)
        self.results = (self.results + [result])[-self.RESULTS_KEPT:]
        total = outcome.detail.get("total") if result == "won" else None
        if isinstance(total, int):
            self.fan_total += total
            if total > self.best_hand:
                self.best_hand = total
                self.best_hand_fans = [fan["name"] for fan in outcome.detail.get("fans", ())]
        return result


RESULTS = ("won", "lost", "drawn")
COUNTS = ("played", "won", "lost", "drawn", "streak", "best_streak", "best_hand", "fan_total")


def _game_from_json(values) -> GameStats:
    stats = dataclass_from_json(GameStats, values)
    for name in COUNTS:
        value = getattr(stats, name)
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise ValueError(f"{name!r} is not a count: {value!r}")
    if any(getattr(stats, name) > stats.played for name in RESULTS) or stats.streak > stats.best_streak:
        raise ValueError("the counts do not add up")
    if not all(result in RESULTS for result in stats.results):
        raise ValueError("a result in the chart is not won, lost or drawn")
    if not all(isinstance(name, str) for name in stats.best_hand_fans):
        raise ValueError("a fan of the best hand is not a name")
    return stats


def _games_from_json(data) -> dict[str, GameStats]:
    if not isinstance(data, dict) or data.get("format") != STATS_FORMAT or not isinstance(data.get("games"), dict):
        raise ValueError("not a Cardavia statistics file")
    return {game: _game_from_json(values) for game, values in data["games"].items()}


class StatsStore:
    def __init__(self, path: Path | None = None, read_only: bool = False, status: DiskStatus | None = None):
        self.path = path or stats_path()
        self.read_only = read_only
        self.status = status or DiskStatus()
        loaded = load_json(self.path, _games_from_json, read_only)
        self.damaged, self.set_aside = loaded.damaged, loaded.kept_as
        self.games: dict[str, GameStats] = loaded.value or {}

    def of(self, game: str) -> GameStats:
        return self.games.get(game) or GameStats()

    def record(self, game: str, outcome: Outcome, take_backs: int = 0) -> str:
        """Count a finished deal; `take_backs`: how many the player used in it (a deal won
        with take-backs is to count apart)."""
        stats = self.games.setdefault(game, GameStats())
        result = stats.record(outcome)
        self.save()
        return result

    def reset(self, game: str) -> None:
        self.games.pop(game, None)
        self.save()

    def save(self) -> bool:
        """Write every game's statistics; False if the disk refused (the status says why)."""
        if self.read_only:
            return True
        payload = {"format": STATS_FORMAT, "games": {game: asdict(stats) for game, stats in self.games.items()}}
        return self.status.write("stats", self.path, json.dumps(payload, indent=1, ensure_ascii=False))
