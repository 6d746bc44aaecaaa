"""Where the app's data lives: `assets/` and `translations/` beside the packages in a source
checkout or editable install, or under `<prefix>/share/cardavia/` when installed from a wheel."""

from __future__ import annotations

import sys
from functools import lru_cache
from pathlib import Path


@lru_cache(maxsize=None)
def data_root() -> Path:
    here = Path(__file__).resolve().parent.parent
    candidates = [here, Path(sys.prefix) / "share" / "cardavia", Path(getattr(sys, "_MEIPASS", here))]
    for root in candidates:
        if (root / "assets").is_dir():
            return root
    raise FileNotFoundError("Cardavia's assets folder is missing; reinstall the application")


def asset_path(*parts: str) -> Path:
    return data_root().joinpath("assets", *parts)


def translations_dir() -> Path:
    return data_root() / "translations"
