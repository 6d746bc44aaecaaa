"""The one-folder app PyInstaller builds on this machine starts and draws the lobby and a table
with everything it needs inside the folder, and stays small. One build, then every check:
under pytest-xdist separate tests could each trigger their own build."""

import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cardavia_qt.system_libraries import QT_SYSTEM_LIBRARIES, packages
from tests.packaging.screenshots import SCREENS, take_screenshot

REPO = Path(__file__).resolve().parents[2]
# With ICU's icupkg at hand the build trims ICU's data to the app's languages (icu_data.py).
MAX_SIZE = (100 if shutil.which("icupkg") else 125) * 1024 * 1024
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
    # Left to the system (the .deb depends on them, the README names them), never copied in.
    system = {library.soname for library in QT_SYSTEM_LIBRARIES}
    assert sorted(path.name for path in internal.rglob("*") if path.name in system) == []
    assert not list(internal.rglob("libcrypto*")), "OpenSSL came back in"


def check_deb(app: Path, work: Path) -> None:
    """The .deb made from the built app: its control data and files, then the app run from the
    package unpacked into a temporary root (nothing is installed on this machine)."""
    build = [sys.executable, str(REPO / "packaging" / "build.py"), "--deb", "--app", str(app), "--dist", str(work), "--work", str(work)]
    done = subprocess.run(build, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    (deb,) = work.glob("cardavia_*.deb")
    info = subprocess.run(["dpkg-deb", "--info", str(deb)], capture_output=True, text=True, check=True).stdout
    depends = next(line for line in info.splitlines() if line.strip().startswith("Depends:")).split(":", 1)[1]
    assert {name.strip().split()[0] for name in depends.split(",")} == {"libc6", *packages(QT_SYSTEM_LIBRARIES, "debian")}
    assert "Package: cardavia" in info and "Section: games" in info
    contents = subprocess.run(["dpkg-deb", "--contents", str(deb)], capture_output=True, text=True, check=True).stdout
    paths = {line.split()[5].removeprefix(".") for line in contents.splitlines()}
    for needed in ("/usr/bin/cardavia", "/usr/lib/cardavia/cardavia", "/usr/share/doc/cardavia/copyright",
                   "/usr/share/applications/io.github.cardavia.Cardavia.desktop",
                   "/usr/share/metainfo/io.github.cardavia.Cardavia.metainfo.xml",
                   "/usr/share/icons/hicolor/48x48/apps/io.github.cardavia.Cardavia.png",
                   "/usr/share/icons/hicolor/scalable/apps/io.github.cardavia.Cardavia.svg"):
        assert needed in paths, needed
    root = work / "root"
    subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
    out = work / "run"
    out.mkdir()
    take_screenshot(root / "usr" / "bin" / "cardavia", out / "deb-table.png", *SCREENS["table"], cwd=out)
    share = root / "usr" / "share"
    validators = {
        "desktop-file-validate": [str(share / "applications" / "io.github.cardavia.Cardavia.desktop")],
        "appstreamcli": ["validate", "--no-net", str(share / "metainfo" / "io.github.cardavia.Cardavia.metainfo.xml")],
        "lintian": ["--fail-on", "error,warning", str(deb)],
    }
    for tool, args in validators.items():
        if shutil.which(tool):  # apt-get install desktop-file-utils appstream lintian
            checked = subprocess.run([tool, *args], capture_output=True, text=True, timeout=600)
            assert checked.returncode == 0, f"{tool}: {checked.stdout}{checked.stderr}"


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
    if shutil.which("dpkg-deb"):
        check_deb(app, tmp_path / "deb")
    if shutil.which("sh"):
        check_appdir(app, tmp_path / "appimage")
