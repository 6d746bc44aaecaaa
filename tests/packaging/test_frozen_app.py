"""The one-folder app PyInstaller builds on this machine starts and draws the lobby and a table
with everything it needs inside the folder, and stays small. One build, then every check:
under pytest-xdist separate tests could each trigger their own build."""

import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.packaging.screenshots import SCREENS, take_screenshot

REPO = Path(__file__).resolve().parents[2]
MAX_SIZE = 150 * 1024 * 1024
# Qt modules the app never uses; their libraries in the folder would mean an exclusion broke.
UNUSED_QT = ("Qt6Qml", "Qt6Quick", "Qt6WebEngine", "Qt6Designer", "Qt6Pdf", "Qt6Network")

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(importlib.util.find_spec("PyInstaller") is None, reason='PyInstaller is missing: pip install -e ".[build]"'),
]


def folder_size(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file() and not path.is_symlink())


def check_screenshots(executable: Path, out: Path) -> None:
    for screen, args in SCREENS.items():
        take_screenshot(executable, out / f"{screen}.png", *args, cwd=out)
    # A translated screen: our catalogue and Qt's own come from inside the folder.
    take_screenshot(executable, out / "table-ru.png", "--lang", "ru", *SCREENS["table"], cwd=out)


def check_contents(app: Path) -> None:
    assert folder_size(app) <= MAX_SIZE, f"{folder_size(app) / 2**20:.0f} MB"
    internal = app / "_internal"
    for needed in ("cardavia_qt/translations/cardavia_ru.qm", "PySide6/Qt/translations/qtbase_ru.qm", "cardavia_qt/assets/fonts/OFL.txt"):
        assert (internal / needed).is_file(), needed
    unused = sorted(path.name for path in internal.rglob("*") if path.name.startswith(tuple(f"lib{m}" for m in UNUSED_QT)))
    assert unused == []


def check_appdir(app: Path, out: Path) -> None:
    """The AppImage's AppDir: without appimagetool the script stops there (exit 3), and the
    AppDir's AppRun must start the app as the AppImage would."""
    script = REPO / "packaging" / "linux" / "build_appimage.sh"
    done = subprocess.run(["sh", str(script), str(app), str(out / "Cardavia.AppImage")], capture_output=True, text=True)
    assert done.returncode in (0, 3), done.stderr
    take_screenshot(out / "Cardavia.AppDir" / "AppRun", out / "appdir.png", cwd=out)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="builds the Linux one-folder app")
def test_the_frozen_app_runs_from_its_own_folder(tmp_path):
    dist = tmp_path / "dist"
    build = [sys.executable, str(REPO / "packaging" / "build.py"), "--dist", str(dist), "--work", str(tmp_path / "work")]
    done = subprocess.run(build, capture_output=True, text=True, timeout=1200)
    assert done.returncode == 0, done.stdout + done.stderr
    app = dist / "cardavia"
    # Run it from elsewhere, so nothing can come from the source tree or this venv.
    out = tmp_path / "elsewhere"
    out.mkdir()
    check_screenshots(app / "cardavia", out)
    check_contents(app)
    if shutil.which("sh"):
        check_appdir(app, tmp_path / "appimage")
