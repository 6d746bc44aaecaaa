"""The player's statistics per game: deals played, won, lost and drawn, the current and best
winning streaks, and for MCR the best hand and the average fan total of the player's wins.

Kept as JSON under the user data dir, written atomically; a damaged file is moved aside (kept)
and counting starts again from zero, with `damaged` set so the app can say so.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

import platformdirs

from cardavia_qt.files import set_aside, write_atomically
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


def _from_json(values) -> GameStats:
    if not isinstance(values, dict):
        raise ValueError("a game's statistics must be an object")
    stats = GameStats()
    for spec in fields(GameStats):
        if spec.name in values:
            value = values[spec.name]
            expected = list if spec.name in ("results", "best_hand_fans") else int
            if not isinstance(value, expected) or isinstance(value, bool):
                raise ValueError(f"statistic {spec.name!r} has the wrong type")
            if expected is int and value < 0:
                raise ValueError(f"statistic {spec.name!r} is negative")
            setattr(stats, spec.name, value)
    return stats


class StatsStore:
    def __init__(self, path: Path | None = None, read_only: bool = False):
        self.path = path or stats_path()
        self.read_only = read_only
        self.damaged = False
        self.set_aside: Path | None = None
        self.games: dict[str, GameStats] = self._load()

    def _load(self) -> dict[str, GameStats]:
        if not self.path.exists():
            return {}
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            if not isinstance(data, dict) or data.get("format") != STATS_FORMAT or not isinstance(data.get("games"), dict):
                raise ValueError("not a Cardavia statistics file")
            return {game: _from_json(values) for game, values in data["games"].items()}
        except Exception:  # whatever is in the file, the app must start
            self.damaged = True
            self.set_aside = None if self.read_only else set_aside(self.path)
            return {}

    def of(self, game: str) -> GameStats:
        return self.games.get(game) or GameStats()

    def record(self, game: str, outcome: Outcome) -> str:
        stats = self.games.setdefault(game, GameStats())
        result = stats.record(outcome)
        self.save()
        return result

    def reset(self, game: str | None = None) -> None:
        if game is None:
            self.games.clear()
        else:
            self.games.pop(game, None)
        self.save()

    def save(self) -> None:
        if self.read_only:
            return
        payload = {"format": STATS_FORMAT, "games": {game: asdict(stats) for game, stats in self.games.items()}}
        write_atomically(self.path, json.dumps(payload, indent=1, ensure_ascii=False))
