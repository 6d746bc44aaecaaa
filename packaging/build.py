"""Build Cardavia for the OS this runs on, with PyInstaller (pip install -e ".[build]"):

    python packaging/build.py               # Linux: dist/cardavia/cardavia
                                            # Windows: dist\\cardavia\\cardavia.exe
                                            # macOS: dist/cardavia/ and dist/Cardavia.app
    python packaging/build.py --installer   # and then Windows: the Inno Setup installer;
                                            # macOS: the .dmg; Linux: the AppImage
    python packaging/build.py --deb         # Linux: and then dist/cardavia_<version>_<arch>.deb
See packaging/README.md for what each output is and what each OS needs installed."""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

PACKAGING = Path(__file__).resolve().parent
REPO = PACKAGING.parent
sys.path.insert(0, str(PACKAGING))
sys.path.insert(1, str(REPO))

from bundle_contents import numeric_version  # noqa: E402
from icon_containers import write_icns, write_ico  # noqa: E402
from project_version import project_version  # noqa: E402

from cardavia_qt.resources import ICON_SIZES, icon_in_hicolor  # noqa: E402


def make_icons(folder: Path) -> Path:
    """The .ico and .icns, assembled from the committed PNGs (packaging/render_icons.py)."""
    folder.mkdir(parents=True, exist_ok=True)
    hicolor = REPO / "assets" / "icons" / "hicolor"
    pngs = {n: hicolor / icon_in_hicolor(n) for n in ICON_SIZES}
    write_ico(pngs, folder / "cardavia.ico")
    write_icns(pngs, folder / "cardavia.icns")
    return folder


def freeze(dist: Path, work: Path, version: str) -> Path:
    """Run PyInstaller on packaging/cardavia.spec; return the one-folder app."""
    icons = make_icons(work / "icons")
    command = [
        sys.executable, "-m", "PyInstaller", str(PACKAGING / "cardavia.spec"),
        "--noconfirm", "--log-level", "WARN", "--distpath", str(dist), "--workpath", str(work),
        "--", "--version", version, "--icons", str(icons),
    ]  # fmt: skip
    subprocess.run(command, check=True, cwd=REPO)
    app = dist / "cardavia"
    if sys.platform.startswith("linux"):
        from icu_data import trim_in_place

        trim_in_place(app)
    return app


def make_installer(dist: Path, work: Path, version: str) -> Path:
    """The OS's installable file from the built app."""
    if sys.platform == "win32":
        iscc = shutil.which("iscc") or r"C:\Program Files (x86)\Inno Setup 6\ISCC.exe"
        defines = {
            "AppVersion": version,
            "AppNumericVersion": ".".join(map(str, numeric_version(version))),
            "SourceDir": dist / "cardavia",
            "IconFile": work / "icons" / "cardavia.ico",
        }
        command = [iscc, *(f"/D{name}={value}" for name, value in defines.items()), f"/O{dist}"]
        subprocess.run([*command, str(PACKAGING / "windows" / "cardavia.iss")], check=True)
        return dist / f"cardavia-{version}-setup.exe"
    if sys.platform == "darwin":
        dmg = dist / f"Cardavia-{version}.dmg"
        subprocess.run(["sh", str(PACKAGING / "macos" / "make_dmg.sh"), str(dist / "Cardavia.app"), str(dmg)], check=True)
        return dmg
    image = dist / f"Cardavia-{version}-x86_64.AppImage"
    subprocess.run(["sh", str(PACKAGING / "linux" / "build_appimage.sh"), str(dist / "cardavia"), str(image)], check=True)
    return image


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build Cardavia for this OS with PyInstaller.")
    parser.add_argument("--dist", type=Path, default=REPO / "dist", help="where the app goes (default: dist/)")
    parser.add_argument("--work", type=Path, default=REPO / "build" / "pyinstaller", help="PyInstaller's work folder")
    parser.add_argument("--installer", action="store_true", help="also make the installer, .dmg or AppImage")
    parser.add_argument("--deb", action="store_true", help="also make a Debian package (Linux, needs dpkg-deb)")
    parser.add_argument("--app", type=Path, help="package this already built app folder instead of building one")
    args = parser.parse_args(argv)
    version = project_version()
    dist, work = args.dist.resolve(), args.work.resolve()
    if args.app:
        app = args.app.resolve()
    else:
        app = freeze(dist, work, version)
        print(f"built Cardavia {version}: {app}")
    if args.installer:
        print(f"packaged: {make_installer(dist, work, version)}")
    if args.deb:
        from debian import build_deb

        dist.mkdir(parents=True, exist_ok=True)
        print(f"packaged: {build_deb(app, dist, work, version)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
