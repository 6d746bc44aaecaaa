"""Finished deals kept to be watched again: the last 100 of each game, newest last, one
versioned JSON file per game under the user data dir (`past-deals/<game>.json`).

Each entry is what the statistics page lists and the replay needs: the deal's record (format 2:
game, seed, actions, the rules version, each seat's AI level, marks, take-backs and hints), when
it ended, how it ended for the player (won, won with take-backs, lost, drawn), the points of
the winning hand or the multiplier where the game has them, the AI level, and the help used.
An entry has the id its finished-deal keeping gave it (`cardavia_qt.deal_keeping`): adding it
again changes nothing, so a start that finishes the job of a crashed one never keeps it twice.

Written atomically through the disk status ("deals": a refusing disk is told, the entries in
memory go on and the next write that succeeds has them). A file that is not what this module
writes — damaged, of another game, of a newer format — is moved aside (kept) with `problems`
saying so, and the game's list starts afresh. The records are checked for their shape when
read; a record is parsed (and played again) only when a deal is opened.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Iterable

import platformdirs

from cardavia_qt.files import DiskStatus, load_json
from cardavia_qt.stats import RESULTS

DEALS_FORMAT = 1
KEPT = 100  # per game


def deals_dir() -> Path:
    return Path(platformdirs.user_data_dir("cardavia", appauthor=False)) / "past-deals"


def now() -> str:
    """The local time with its offset, to the second: when a deal ended."""
    return datetime.now().astimezone().isoformat(timespec="seconds")


@dataclass(frozen=True)
class PastDeal:
    id: str
    game: str
    date: str  # ISO 8601 with the offset, when the deal ended
    result: str  # one of stats.RESULTS, for the player
    level: str | None  # the AI level of the deal
    take_backs: int
    hints: int
    points: int | None  # the winning hand's points (MCR fans, Sì Sè Pái melds); None without
    multiplier: int | None  # Kowah: how many times the stake the winner takes
    record: dict  # the deal record as JSON (DealRecord.to_json)

    @property
    def when(self) -> datetime:
        return datetime.fromisoformat(self.date)

    def deal_record(self):
        """The record to play again (engine.core.record.DealRecord; RecordError if unusable)."""
        from engine.core.record import DealRecord  # the engine only when a deal is opened

        return DealRecord.from_json(self.record)

    def to_json(self) -> dict:
        return {"id": self.id, "date": self.date, "result": self.result, "level": self.level,
                "take_backs": self.take_backs, "hints": self.hints, "points": self.points,
                "multiplier": self.multiplier, "record": self.record}


def past_deal(deal_id: str, date: str, record, outcome, result: str) -> PastDeal:
    """The entry for a finished deal: `record` a DealRecord, `outcome` how it ended."""
    detail = outcome.detail if outcome.winners else {}
    points = detail.get("total", detail.get("points"))
    multiplier = detail.get("multiplier")
    level = next((level for level in record.seats if level is not None), None)
    return PastDeal(deal_id, record.game, date, result, level, record.take_backs, record.hints,
                    points if _is_count(points) else None,
                    multiplier if _is_count(multiplier) and multiplier else None, record.to_json())


def _is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _entry_from_json(game: str, data: Any) -> PastDeal:
    if not isinstance(data, dict):
        raise ValueError("a past deal is not a JSON object")
    deal_id, date, result, level = data.get("id"), data.get("date"), data.get("result"), data.get("level")
    if not isinstance(deal_id, str) or not deal_id:
        raise ValueError("a past deal without its id")
    if not isinstance(date, str):
        raise ValueError("a past deal without its date")
    datetime.fromisoformat(date)  # ValueError if it is none
    if result not in RESULTS:
        raise ValueError(f"unknown result {result!r}")
    if level is not None and not isinstance(level, str):
        raise ValueError("the AI level is not a name")
    counts = {name: data.get(name, 0) for name in ("take_backs", "hints")}
    if not all(_is_count(value) for value in counts.values()):
        raise ValueError("the help used is not a count")
    scores = {name: data.get(name) for name in ("points", "multiplier")}
    if not all(value is None or _is_count(value) for value in scores.values()):
        raise ValueError("points or multiplier not a count")
    record = data.get("record")
    if not isinstance(record, dict) or record.get("game") != game or not isinstance(record.get("actions"), list):
        raise ValueError("a past deal without a record of this game")
    return PastDeal(deal_id, game, date, result, level, counts["take_backs"], counts["hints"], scores["points"],
                    scores["multiplier"], record)


def _deals_from_json(game: str):
    def parse(data) -> list[PastDeal]:
        if not isinstance(data, dict) or data.get("format") != DEALS_FORMAT or data.get("game") != game \
                or not isinstance(data.get("deals"), list):
            raise ValueError(f"not a Cardavia file of past {game} deals")
        deals = [_entry_from_json(game, entry) for entry in data["deals"]]
        if len({deal.id for deal in deals}) != len(deals):
            raise ValueError("two past deals with one id")
        return deals[-KEPT:]
    return parse


@dataclass
class Problem:
    """A game's file of past deals that could not be used, and where it was kept."""

    game: str
    path: Path
    kept_as: Path | None  # None: it could not be moved, so it is ignored where it is
    reason: str  # English, for the log


class PastDealsStore:
    """The last KEPT finished deals of each game. `read_only` stores (screenshots) never write."""

    def __init__(self, games: Iterable[str], folder: Path | None = None, read_only: bool = False,
                 status: DiskStatus | None = None):
        self.folder = folder or deals_dir()
        self.read_only = read_only
        self.status = status or DiskStatus()
        self.problems: list[Problem] = []  # damaged files set aside while reading, for the notices
        self._deals: dict[str, list[PastDeal]] = {}
        for game in games:
            path = self.path_for(game)
            loaded = load_json(path, _deals_from_json(game), read_only)
            if loaded.damaged:
                self.problems.append(Problem(game, path, loaded.kept_as, loaded.reason))
            self._deals[game] = loaded.value or []

    def path_for(self, game: str) -> Path:
        return self.folder / f"{game}.json"

    def paths(self) -> list[Path]:
        return [self.path_for(game) for game in self._deals]

    def of(self, game: str) -> list[PastDeal]:
        """The game's past deals, newest first."""
        return list(reversed(self._deals.get(game, [])))

    def has(self, game: str, deal_id: str) -> bool:
        return any(deal.id == deal_id for deal in self._deals.get(game, ()))

    def add(self, deal: PastDeal) -> bool:
        """Keep a finished deal (once: one already kept is not added again) and write the
        game's file; False if the disk refused (the status says why)."""
        if self.has(deal.game, deal.id):
            return True
        self._deals[deal.game] = (self._deals.get(deal.game, []) + [deal])[-KEPT:]
        return self.save(deal.game)

    def save(self, game: str) -> bool:
        if self.read_only:
            return True
        payload = {"format": DEALS_FORMAT, "game": game, "deals": [deal.to_json() for deal in self._deals.get(game, [])]}
        return self.status.write("deals", self.path_for(game),
                                 json.dumps(payload, ensure_ascii=False, separators=(",", ":")))
