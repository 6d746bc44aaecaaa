"""Persistent settings: a JSON file under platformdirs' user config dir, written atomically.

A file that cannot be read or parsed is moved aside in the same folder (kept, never deleted),
defaults are used, and `damaged`/`set_aside` tell the app, so it can say so once.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

import platformdirs

from cardavia_qt.files import dataclass_from_json, load_json, write_atomically

SETTINGS_VERSION = 1


@dataclass
class Settings:
    language: str = "en"
    contrast: int = 50  # display filters, 0–100 %
    grain: int = 50
    temperature: int = 50
    ai_levels: dict[str, str] = field(default_factory=dict)  # per game, once the player picked one
    animation_speed: float = 1.0  # multiplier; 0 turns animation off
    # Durak's card indices: "latin" (J, Q, K, A) or "russian" (В, Д, К, Т) once the player
    # chose in Options; until then they follow the language (Russian letters in Russian only).
    card_indices: str = ""
    colour_marks: bool = False  # a shape per colour on Sì Sè Pái cards, for colour-blind players
    geometry: str = ""  # QMainWindow.saveGeometry(), base64

    @property
    def latin_indices(self) -> bool:
        if self.card_indices in ("latin", "russian"):
            return self.card_indices == "latin"
        return self.language != "ru"

    @latin_indices.setter
    def latin_indices(self, latin: bool) -> None:
        self.card_indices = "latin" if latin else "russian"

    def ai_level(self, game_id: str) -> str:
        return self.ai_levels.get(game_id, "easy")  # a new player's first deal is a gentle one


def config_path() -> Path:
    return Path(platformdirs.user_config_dir("cardavia", appauthor=False)) / "settings.json"


class SettingsStore:
    """Loads and saves `Settings`; `read_only` stores (screenshots) never write."""

    def __init__(self, path: Path | None = None, read_only: bool = False):
        self.path = path or config_path()
        self.read_only = read_only
        self.set_aside: Path | None = None  # where a damaged file was moved, once it was
        self.damaged = False

    def load(self) -> Settings:
        settings, self.damaged, self.set_aside = load_json(self.path, self._from_json, self.read_only)
        return settings or Settings()

    @staticmethod
    def _from_json(data) -> Settings:
        values = data.get("settings", data) if isinstance(data, dict) else data
        settings = dataclass_from_json(Settings, values)
        if isinstance(values, dict) and "card_indices" not in values and values.get("latin_indices") is True:
            settings.card_indices = "latin"  # version 1 had only this flag; True was a choice
        for name in ("contrast", "grain", "temperature"):
            setattr(settings, name, int(min(100, max(0, getattr(settings, name)))))
        return settings

    def save(self, settings: Settings) -> None:
        if self.read_only:
            return
        payload = json.dumps({"version": SETTINGS_VERSION, "settings": asdict(settings)}, indent=2, ensure_ascii=False)
        write_atomically(self.path, payload)
