"""A Debian package (.deb) of the frozen Linux app, made with dpkg-deb alone (no debhelper):

    /usr/lib/cardavia/                 the one-folder app PyInstaller built
    /usr/bin/cardavia                  a relative link to it
    /usr/share/applications/, /usr/share/metainfo/, /usr/share/icons/hicolor/
    /usr/share/doc/cardavia/           copyright (machine-readable) and changelog
    /usr/share/man/man6/cardavia.6.gz  the manual page
    /usr/share/lintian/overrides/      why the embedded copies of Python and Qt are there

`Depends:` names the C library the build machine linked against and the system libraries Qt
needs (cardavia_qt.system_libraries, the list the README and the app's start-up check read),
which the frozen app leaves to the system."""

from __future__ import annotations

import gzip
import hashlib
import os
import shutil
import stat
import subprocess
import sys
from email.utils import formatdate
from pathlib import Path

PACKAGING = Path(__file__).resolve().parent
REPO = PACKAGING.parent
sys.path.insert(0, str(REPO))

from cardavia_qt.resources import APP_ID, ICON_SIZES, icon_in_hicolor  # noqa: E402
from cardavia_qt.system_libraries import QT_SYSTEM_LIBRARIES, packages  # noqa: E402

PACKAGE = "cardavia"
MAINTAINER = "The Cardavia developers <cardavia@users.noreply.github.com>"
HOMEPAGE = "https://github.com/cardavia/cardavia"
# The PySide6 wheels are built for glibc 2.34 and later (manylinux_2_34).
LIBC = "libc6 (>= 2.34)"
SUMMARY = "traditional card and tile games against AI opponents"
DESCRIPTION = """\
 Cardavia is an offline collection of traditional card and tile games, each
 played against AI opponents: Si Se Pai (Four Color Cards), Durak, Chinese
 Official Mahjong (MCR) and Kowah. Every game follows a written rule book shown
 inside the app, and the AI sees only what a player at its seat could see.
 .
 The interface and the rules speak English, Hindi, Norwegian Bokmal,
 Simplified Chinese, Russian and Indonesian."""
MAN_PAGE = """\
.TH CARDAVIA 6 "" "Cardavia {version}" "Games"
.SH NAME
cardavia \\- traditional card and tile games against AI opponents
.SH SYNOPSIS
.B cardavia
[\\fB\\-\\-lang\\fR \\fICODE\\fR]
[\\fB\\-\\-screenshot\\fR \\fIFILE\\fR [\\fB\\-\\-screen\\fR lobby|rules|table] [\\fB\\-\\-game\\fR \\fIID\\fR]]
.SH DESCRIPTION
Cardavia plays Si Se Pai, Durak, Chinese Official Mahjong and Kowah against AI
opponents, offline. Run without options it opens its window; \\fB\\-\\-help\\fR lists
every option, among them \\fB\\-\\-screenshot\\fR, which draws a screen to a PNG file
and exits without touching the settings.
.SH FILES
Settings in \\fI~/.config/cardavia/\\fR; unfinished deals and statistics in
\\fI~/.local/share/cardavia/\\fR.
"""
# Lintian's errors and warnings that a frozen app meets by design, each with the reason.
LINTIAN_OVERRIDES = """\
# A PyInstaller app carries its own Python and Qt, and the zlib and expat inside them.
cardavia: embedded-library *
# The Python extension modules keep the RUNPATH of the interpreter they were built for; the
# frozen app finds its libraries in its own folder, never there.
cardavia: custom-library-search-path *
# Libraries of the embedded Python and Qt, linked as they were built upstream.
cardavia: library-not-linked-against-libc *
cardavia: shared-library-lacks-prerequisites *
cardavia: hardening-no-pie *
# The app shows its text in these exact fonts (a subset of Noto Sans CJK among them); a
# distribution's newer copies could reflow the rules pages.
cardavia: duplicate-font-file *
# Desktop entries start /usr/bin/cardavia, as every other install of Cardavia does.
cardavia: package-section-games-but-contains-no-game
"""


def copyright_text(version: str) -> str:
    fonts = (REPO / "assets" / "fonts" / "OFL.txt").read_text(encoding="utf-8")
    ofl = "\n".join(" " + (line if line.strip() else ".") for line in fonts.splitlines())
    return f"""\
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Cardavia
Source: {HOMEPAGE}

Files: *
Copyright: The Cardavia developers
License: GPL-3+

Files: usr/lib/cardavia/_internal/PySide6/* usr/lib/cardavia/_internal/shiboken6/* usr/lib/cardavia/_internal/libpyside6* usr/lib/cardavia/_internal/libshiboken6*
Copyright: The Qt Company Ltd. and other contributors
License: LGPL-3
 Qt for Python (PySide6) and Qt, as distributed in the PySide6 wheels. On Debian
 systems the full text of the GNU Lesser General Public License version 3 is in
 /usr/share/common-licenses/LGPL-3.

Files: usr/lib/cardavia/_internal/libpython* usr/lib/cardavia/_internal/base_library.zip usr/lib/cardavia/_internal/python*
Copyright: Python Software Foundation
License: PSF-2.0
 The Python interpreter and standard library, under the Python Software
 Foundation License version 2 (https://docs.python.org/3/license.html).

Files: usr/lib/cardavia/_internal/cardavia_qt/assets/fonts/*
Copyright: Google LLC and the Noto Project Authors
License: OFL-1.1
{ofl}

License: GPL-3+
 This program is free software: you can redistribute it and/or modify it under
 the terms of the GNU General Public License as published by the Free Software
 Foundation, either version 3 of the License, or (at your option) any later
 version.
 .
 On Debian systems the full text of the GNU General Public License version 3
 is in /usr/share/common-licenses/GPL-3.
"""


def changelog_text(version: str) -> str:
    return (f"{PACKAGE} ({version}) unstable; urgency=medium\n\n"
            f"  * Cardavia {version}, packaged from the frozen app (packaging/build.py --deb).\n\n"
            f" -- {MAINTAINER}  {formatdate(float(os.environ.get('SOURCE_DATE_EPOCH', 0)) or None)}\n")


def depends() -> str:
    return ", ".join([LIBC, *packages(QT_SYSTEM_LIBRARIES, "debian")])


def architecture() -> str:
    return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True).stdout.strip()


def _gzip(text: str, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", compresslevel=9, mtime=0, filename="") as out:
        out.write(text.encode("utf-8"))


def _copy(source: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)


def _normalise_permissions(root: Path) -> None:
    """Folders 0755, files 0644, executables 0755 (what dpkg and lintian expect)."""
    for path in [root, *root.rglob("*")]:
        if path.is_symlink():
            continue
        if path.is_dir():
            path.chmod(0o755)
        else:
            library = ".so" in path.suffixes or path.suffix == ".so"  # loaded, never run
            executable = path.stat().st_mode & stat.S_IXUSR and not library
            path.chmod(0o755 if executable else 0o644)


def lay_out(app: Path, root: Path, version: str) -> Path:
    """The package's file tree under `root`, with its DEBIAN/ control files."""
    if root.exists():
        shutil.rmtree(root)
    lib = root / "usr" / "lib" / PACKAGE
    shutil.copytree(app, lib, symlinks=True)
    (root / "usr" / "bin").mkdir(parents=True)
    (root / "usr" / "bin" / PACKAGE).symlink_to(Path("..", "lib", PACKAGE, PACKAGE))
    share = root / "usr" / "share"
    _copy(PACKAGING / "linux" / f"{APP_ID}.desktop", share / "applications" / f"{APP_ID}.desktop")
    _copy(PACKAGING / "linux" / f"{APP_ID}.metainfo.xml", share / "metainfo" / f"{APP_ID}.metainfo.xml")
    hicolor = REPO / "assets" / "icons" / "hicolor"
    for size in ICON_SIZES:
        _copy(hicolor / icon_in_hicolor(size), share / "icons" / "hicolor" / icon_in_hicolor(size))
    _copy(REPO / "assets" / "icons" / "cardavia.svg", share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg")
    doc = share / "doc" / PACKAGE
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(copyright_text(version), encoding="utf-8")
    _gzip(changelog_text(version), doc / "changelog.gz")
    _gzip(MAN_PAGE.format(version=version), share / "man" / "man6" / f"{PACKAGE}.6.gz")
    overrides = share / "lintian" / "overrides" / PACKAGE
    overrides.parent.mkdir(parents=True)
    overrides.write_text(LINTIAN_OVERRIDES, encoding="utf-8")
    _normalise_permissions(root)

    control = root / "DEBIAN"
    control.mkdir()
    files = sorted(path for path in root.rglob("*") if path.is_file() and not path.is_symlink() and control not in path.parents)
    size_kib = sum((path.stat().st_size + 1023) // 1024 for path in files)
    (control / "control").write_text(
        f"Package: {PACKAGE}\nVersion: {version}\nArchitecture: {architecture()}\nMaintainer: {MAINTAINER}\n"
        f"Installed-Size: {size_kib}\nDepends: {depends()}\nSection: games\nPriority: optional\n"
        f"Homepage: {HOMEPAGE}\nDescription: {SUMMARY}\n{DESCRIPTION}\n", encoding="utf-8")
    with open(control / "md5sums", "w", encoding="utf-8") as sums:
        for path in files:
            sums.write(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {path.relative_to(root).as_posix()}\n")
    _normalise_permissions(control)
    return root


def build_deb(app: Path, dist: Path, work: Path, version: str) -> Path:
    """cardavia_<version>_<arch>.deb in `dist`, from the frozen app folder `app`."""
    root = lay_out(app, work / "deb-root", version)
    deb = dist / f"{PACKAGE}_{version}_{architecture()}.deb"
    # gzip: a few seconds where xz takes a minute of CPU, for a package 15 % larger.
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zgzip", "--build", str(root), str(deb)], check=True,
                   stdout=subprocess.DEVNULL)
    return deb
