"""Persistent settings: a JSON file under platformdirs' user config dir, written atomically.

The file is `{"version": 1, "settings": {...}}`. One that cannot be read, is not of that shape,
or holds a value that cannot be used (a text where a number belongs, a geometry that is not
base64, a speed that is not a number) is moved aside in the same folder (kept, never deleted),
defaults are used, and `damaged`/`set_aside` tell the app, so it can say so once. Numbers in
range-limited settings are clamped, so no value can stop a deal from starting.
"""

from __future__ import annotations

import base64
import binascii
import json
import math
import struct
from dataclasses import asdict, dataclass, field
from pathlib import Path

import platformdirs

from cardavia_qt.files import DiskStatus, Loaded, dataclass_from_json, load_json, set_aside

SETTINGS_VERSION = 1
PERCENT = (0, 100)
ANIMATION_SPEED = (0.0, 2.0)  # the slowest the Options menu offers is 1.6


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
    deal_log: bool = False  # the deal log beside the table
    take_backs: bool = True  # the player may take moves back (a deal won so counts apart)
    ask_before_giving_up: bool = True  # New deal asks before it replaces a deal the player has played in
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


def clamp(value: float, low: float, high: float) -> float:
    """`value` within [low, high] (infinities at the ends); NaN is no number at all."""
    if isinstance(value, float) and math.isnan(value):
        raise ValueError("not a number")
    return min(high, max(low, value))


def geometry_bytes(text: str) -> bytes:
    """The window geometry a settings file holds; ValueError if it is not base64."""
    try:
        return base64.b64decode(text.encode("ascii"), validate=True)
    except (UnicodeEncodeError, binascii.Error) as error:
        raise ValueError(f"the window geometry is not base64 ({error})") from None


# QWidget.saveGeometry's record: its magic number, and its least length per format version
# (1: frame and normal rectangles, screen number, maximized and full-screen flags; 2: + the
# screen's width; 3: + the normal rectangle as restored).
WINDOW_RECORD_MAGIC = 0x01D9D0CB
WINDOW_RECORD_LENGTHS = {1: 46, 2: 50, 3: 66}


def is_window_record(data: bytes) -> bool:
    """Whether `data` is a window geometry as Qt writes one, holding a window of some size:
    one Qt then refuses was saved on another screen (a monitor since unplugged, another width
    or scale, where Qt's restoreGeometry gives up), not damaged."""
    if len(data) < 8:
        return False
    magic, major = struct.unpack(">IH", data[:6])
    if magic != WINDOW_RECORD_MAGIC or len(data) < WINDOW_RECORD_LENGTHS.get(major, 10**9):
        return False
    left, top, right, bottom = struct.unpack(">4i", data[24:40])  # the normal (not maximized) window
    return right > left and bottom > top


def settings_from_json(data) -> Settings:
    if not isinstance(data, dict) or not isinstance(data.get("version"), int) or "settings" not in data:
        raise ValueError("not a Cardavia settings file")
    values = data["settings"]
    settings = dataclass_from_json(Settings, values)  # a newer version's extra keys are ignored
    if "card_indices" not in values and values.get("latin_indices") is True:
        settings.card_indices = "latin"  # version 1 had only this flag; True was a choice
    if settings.card_indices not in ("", "latin", "russian"):
        raise ValueError(f"unknown card indices {settings.card_indices!r}")
    if not all(isinstance(level, str) for level in settings.ai_levels.values()):
        raise ValueError("an AI level is not a name")
    for name in ("contrast", "grain", "temperature"):
        setattr(settings, name, round(clamp(getattr(settings, name), *PERCENT)))
    settings.animation_speed = float(clamp(settings.animation_speed, *ANIMATION_SPEED))
    geometry_bytes(settings.geometry)
    return settings


class SettingsStore:
    """Loads and saves `Settings`; `read_only` stores (screenshots) never write. Writes report
    to `status` (the app tells the player when the settings cannot be saved)."""

    def __init__(self, path: Path | None = None, read_only: bool = False, status: DiskStatus | None = None):
        self.path = path or config_path()
        self.read_only = read_only
        self.status = status or DiskStatus()
        self.set_aside: Path | None = None  # where a damaged file was moved, once it was
        self.damaged = False

    def load(self) -> Settings:
        loaded: Loaded[Settings] = load_json(self.path, settings_from_json, self.read_only)
        self.damaged, self.set_aside = loaded.damaged, loaded.kept_as
        return loaded.value or Settings()

    def set_aside_unusable(self) -> None:
        """The file held a value only the app could find unusable (a window geometry Qt
        refuses): keep the file aside as damaged; the settings in memory go on."""
        if not self.read_only and self.path.exists():
            self.set_aside = set_aside(self.path)
        self.damaged = True

    def save(self, settings: Settings) -> bool:
        """Write the settings; False if the disk refused (the status says why)."""
        if self.read_only:
            return True
        payload = json.dumps({"version": SETTINGS_VERSION, "settings": asdict(settings)}, indent=2, ensure_ascii=False)
        return self.status.write("settings", self.path, payload)
