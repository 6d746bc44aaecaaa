"""The player's statistics per game: deals played, won, lost and drawn, the current and best
winning streaks, and for MCR the best hand and the average fan total of the player's wins.

Kept as JSON under the user data dir, written atomically; a damaged file is moved aside (kept)
and counting starts again from zero, with `damaged` set so the app can say so.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

import platformdirs

from cardavia_qt.files import dataclass_from_json, load_json, write_atomically
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


def _game_from_json(values) -> GameStats:
    stats = dataclass_from_json(GameStats, values)
    if any(isinstance(value, int) and value < 0 for value in vars(stats).values()):
        raise ValueError("a statistic is negative")
    return stats


def _games_from_json(data) -> dict[str, GameStats]:
    if not isinstance(data, dict) or data.get("format") != STATS_FORMAT or not isinstance(data.get("games"), dict):
        raise ValueError("not a Cardavia statistics file")
    return {game: _game_from_json(values) for game, values in data["games"].items()}


class StatsStore:
    def __init__(self, path: Path | None = None, read_only: bool = False):
        self.path = path or stats_path()
        self.read_only = read_only
        games, self.damaged, self.set_aside = load_json(self.path, _games_from_json, read_only)
        self.games: dict[str, GameStats] = games or {}

    def of(self, game: str) -> GameStats:
        return self.games.get(game) or GameStats()

    def record(self, game: str, outcome: Outcome) -> str:
        stats = self.games.setdefault(game, GameStats())
        result = stats.record(outcome)
        self.save()
        return result

    def reset(self, game: str) -> None:
        self.games.pop(game, None)
        self.save()

    def save(self) -> None:
        if self.read_only:
            return
        payload = {"format": STATS_FORMAT, "games": {game: asdict(stats) for game, stats in self.games.items()}}
        write_atomically(self.path, json.dumps(payload, indent=1, ensure_ascii=False))
