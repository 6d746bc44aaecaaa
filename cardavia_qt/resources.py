"""Where the app's data lives: card art, fonts and icons (`assets/`) and the compiled
translations (`translations/`).

Installed — a wheel, `pip install --user`, pipx, the frozen app, the .deb — they are package
data inside `cardavia_qt` (setup.py maps the source tree's folders there), found with
importlib.resources wherever the package itself was installed. In a source checkout, installed
editable or not installed at all, they are the folders beside the packages."""

from __future__ import annotations

from functools import lru_cache
from importlib import resources
from pathlib import Path

# The reverse-DNS name desktops know the app by: its .desktop file, AppStream id and icon name.
APP_ID = "io.github.cardavia.Cardavia"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
DATA_FOLDERS = ("assets", "translations")


@lru_cache(maxsize=None)
def data_folder(name: str) -> Path:
    """The folder of one kind of data (one of DATA_FOLDERS), as a real path: Qt opens files by name."""
    installed = resources.files("cardavia_qt") / name
    if installed.is_dir():
        return Path(str(installed))
    checkout = Path(__file__).resolve().parent.parent / name
    if checkout.is_dir():
        return checkout
    raise FileNotFoundError(f"Cardavia's {name} folder is missing; reinstall the application")


def asset_path(*parts: str) -> Path:
    return data_folder("assets").joinpath(*parts)


def translations_dir() -> Path:
    return data_folder("translations")


def icon_in_hicolor(size: int) -> Path:
    """Where the icon of `size` pixels lies inside a freedesktop hicolor folder."""
    return Path(f"{size}x{size}", "apps", f"{APP_ID}.png")


def app_icon_files() -> list[Path]:
    """The app icon rendered at each size (freedesktop's hicolor layout), smallest first."""
    files = (asset_path("icons", "hicolor") / icon_in_hicolor(n) for n in ICON_SIZES)
    return [path for path in files if path.is_file()]
