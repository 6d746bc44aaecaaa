"""Where the app's data lives: `assets/` and `translations/` beside the packages in a source
checkout or editable install, under `<prefix>/share/cardavia/` when installed from a wheel, or
inside the folder PyInstaller unpacked when the app is frozen."""

from __future__ import annotations

import sys
from functools import lru_cache
from pathlib import Path

# The reverse-DNS name desktops know the app by: its .desktop file, AppStream id and icon name.
APP_ID = "io.github.cardavia.Cardavia"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


@lru_cache(maxsize=None)
def data_root() -> Path:
    if getattr(sys, "frozen", False):
        # A frozen app carries its data with it and must never pick up an installed copy.
        candidates = [Path(getattr(sys, "_MEIPASS", Path(sys.executable).parent))]
    else:
        candidates = [Path(__file__).resolve().parent.parent, Path(sys.prefix) / "share" / "cardavia"]
    for root in candidates:
        if (root / "assets").is_dir():
            return root
    raise FileNotFoundError("Cardavia's assets folder is missing; reinstall the application")


def asset_path(*parts: str) -> Path:
    return data_root().joinpath("assets", *parts)


def translations_dir() -> Path:
    return data_root() / "translations"


def icon_in_hicolor(size: int) -> Path:
    """Where the icon of `size` pixels lies inside a freedesktop hicolor folder."""
    return Path(f"{size}x{size}", "apps", f"{APP_ID}.png")


def app_icon_files() -> list[Path]:
    """The app icon rendered at each size (freedesktop's hicolor layout), smallest first."""
    files = (asset_path("icons", "hicolor") / icon_in_hicolor(n) for n in ICON_SIZES)
    return [path for path in files if path.is_file()]
