"""The player's statistics per game and per AI level: deals played, won, won with take-backs,
lost and drawn, the current and best winning streaks, and for MCR the best hand and the average
fan total of the player's wins.

A win the player reached by taking moves back counts as "won with take-backs": it is played,
but it is not a win of the streak (which it neither lengthens nor breaks) nor of the best hand
or the average. The deal's record says how many take-backs it used.

Every deal is counted twice over: in the game's totals (all levels together, with their own
streak across levels) and under the AI level it was played at. A deal counted carries the id
the finished-deal keeping gave it (`cardavia_qt.deal_keeping`); the ids of the latest are kept
so that a deal counted before a crash is not counted again when the app starts and finishes
the job.

Kept as JSON under the user data dir, written atomically; a damaged file — one whose fields are
not what this module writes: a count that is negative, a fraction or NaN, a fan name that is
not text — is moved aside (kept) and counting starts again from zero, with `damaged` set so the
app can say so. A write that fails is reported to the store's `DiskStatus`, and the counts in
memory go on: the next write that succeeds has them all. Format 1 (no levels, no take-backs, no
ids) is read as the totals of each game.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

import platformdirs

from cardavia_qt.files import DiskStatus, dataclass_from_json, load_json
from engine.core.state import Outcome

STATS_FORMAT = 2  # 1: the totals of each game only
HUMAN = 0
COUNTED_KEPT = 20  # ids of the latest deals counted, per game: only the latest can be in flight

WON, WON_WITH_TAKE_BACKS, LOST, DRAWN = "won", "won_with_take_backs", "lost", "drawn"
RESULTS = (WON, WON_WITH_TAKE_BACKS, LOST, DRAWN)


def stats_path() -> Path:
    return Path(platformdirs.user_data_dir("cardavia", appauthor=False)) / "stats.json"


def result_of(outcome: Outcome, take_backs: int = 0, seat: int = HUMAN) -> str:
    """How a finished deal counts for the player at `seat`."""
    if outcome.is_draw:
        return DRAWN
    if seat not in outcome.winners:
        return LOST
    return WON_WITH_TAKE_BACKS if take_backs else WON


@dataclass
class GameStats:
    played: int = 0
    won: int = 0  # without take-backs
    won_with_take_backs: int = 0
    lost: int = 0
    drawn: int = 0
    streak: int = 0  # wins in a row, up to the last deal (wins with take-backs left out)
    best_streak: int = 0
    results: list[str] = field(default_factory=list)  # one of RESULTS per deal, newest last (the chart)
    best_hand: int = 0  # MCR: the highest total of a hand the player won with
    best_hand_fans: list[str] = field(default_factory=list)
    fan_total: int = 0  # MCR: sum of the player's winning totals, for the average

    RESULTS_KEPT = 200

    @property
    def average_fan_total(self) -> float | None:
        return self.fan_total / self.won if self.won and self.fan_total else None

    def record(self, outcome: Outcome, seat: int = HUMAN, take_backs: int = 0) -> str:
        result = result_of(outcome, take_backs, seat)
        self.played += 1
        setattr(self, result, getattr(self, result) + 1)
        if result == WON:
            self.streak += 1
        elif result != WON_WITH_TAKE_BACKS:
            self.streak = 0
        self.best_streak = max(self.best_streak, self.streak)
        self.results = (self.results + [result])[-self.RESULTS_KEPT:]
        total = outcome.detail.get("total") if result == WON else None
        if isinstance(total, int):
            self.fan_total += total
            if total > self.best_hand:
                self.best_hand = total
                self.best_hand_fans = [fan["name"] for fan in outcome.detail.get("fans", ())]
        return result


COUNTS = ("played", "won", "won_with_take_backs", "lost", "drawn", "streak", "best_streak", "best_hand", "fan_total")


def _game_from_json(values) -> GameStats:
    stats = dataclass_from_json(GameStats, values)
    for name in COUNTS:
        value = getattr(stats, name)
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise ValueError(f"{name!r} is not a count: {value!r}")
    if sum(getattr(stats, name) for name in RESULTS) > stats.played or stats.streak > stats.best_streak:
        raise ValueError("the counts do not add up")
    if not all(result in RESULTS for result in stats.results):
        raise ValueError("a result in the chart is not one of " + ", ".join(RESULTS))
    if not all(isinstance(name, str) for name in stats.best_hand_fans):
        raise ValueError("a fan of the best hand is not a name")
    return stats


@dataclass
class Counts:
    """What a statistics file holds."""

    games: dict[str, GameStats] = field(default_factory=dict)  # per game, every level together
    levels: dict[str, dict[str, GameStats]] = field(default_factory=dict)  # per game, per AI level
    counted: dict[str, list[str]] = field(default_factory=dict)  # per game, the ids of the latest deals counted


def _text_keys(data, what: str) -> dict:
    if not isinstance(data, dict) or not all(isinstance(key, str) for key in data):
        raise ValueError(f"{what} is not a JSON object")
    return data


def _counts_from_json(data) -> Counts:
    if not isinstance(data, dict) or data.get("format") not in (1, STATS_FORMAT) or not isinstance(data.get("games"), dict):
        raise ValueError("not a Cardavia statistics file")
    counts = Counts({game: _game_from_json(values) for game, values in data["games"].items()})
    if data["format"] == 1:
        return counts
    for game, levels in _text_keys(data.get("levels", {}), "the levels").items():
        counts.levels[game] = {level: _game_from_json(values)
                               for level, values in _text_keys(levels, "a game's levels").items()}
    for game, ids in _text_keys(data.get("counted", {}), "the deals counted").items():
        if not isinstance(ids, list) or not all(isinstance(deal, str) for deal in ids):
            raise ValueError("a deal counted is not an id")
        counts.counted[game] = ids
    return counts


class StatsStore:
    def __init__(self, path: Path | None = None, read_only: bool = False, status: DiskStatus | None = None):
        self.path = path or stats_path()
        self.read_only = read_only
        self.status = status or DiskStatus()
        loaded = load_json(self.path, _counts_from_json, read_only)
        self.damaged, self.set_aside = loaded.damaged, loaded.kept_as
        counts = loaded.value or Counts()
        self.games: dict[str, GameStats] = counts.games
        self.levels: dict[str, dict[str, GameStats]] = counts.levels
        self.counted: dict[str, list[str]] = counts.counted
        self.written = True  # the last write succeeded (or there was none)

    def of(self, game: str, level: str | None = None) -> GameStats:
        """The game's statistics at one AI level, or at every level together (None)."""
        if level is None:
            return self.games.get(game) or GameStats()
        return self.levels.get(game, {}).get(level) or GameStats()

    def levels_played(self, game: str) -> list[str]:
        return [level for level, stats in self.levels.get(game, {}).items() if stats.played]

    def has_counted(self, game: str, deal_id: str) -> bool:
        return deal_id in self.counted.get(game, ())

    def record(self, game: str, outcome: Outcome, level: str | None = None, take_backs: int = 0,
               deal_id: str | None = None) -> str:
        """Count a finished deal (once: a deal whose id was counted already is not counted
        again) and write the file; the deal's result for the player."""
        if deal_id is not None and self.has_counted(game, deal_id):
            return result_of(outcome, take_backs)
        result = self.games.setdefault(game, GameStats()).record(outcome, take_backs=take_backs)
        if level is not None:
            self.levels.setdefault(game, {}).setdefault(level, GameStats()).record(outcome, take_backs=take_backs)
        if deal_id is not None:
            self.counted[game] = (self.counted.get(game, []) + [deal_id])[-COUNTED_KEPT:]
        self.save()
        return result

    def reset(self, game: str) -> None:
        """Forget the game's counts (the ids counted stay: a deal in flight is not counted
        again into the fresh start)."""
        self.games.pop(game, None)
        self.levels.pop(game, None)
        self.save()

    def save(self) -> bool:
        """Write every game's statistics; False if the disk refused (the status says why)."""
        if self.read_only:
            return True
        payload = {
            "format": STATS_FORMAT,
            "games": {game: asdict(stats) for game, stats in self.games.items()},
            "levels": {game: {level: asdict(stats) for level, stats in levels.items()}
                       for game, levels in self.levels.items()},
            "counted": self.counted,
        }
        self.written = self.status.write("stats", self.path, json.dumps(payload, indent=1, ensure_ascii=False))
        return self.written
