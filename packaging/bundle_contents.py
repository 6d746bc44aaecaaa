"""What goes into the frozen app besides the code PyInstaller finds by itself: our data files,
and which of the files PyInstaller's hooks collect we leave out because the app never uses them.

PyInstaller collects whole families (every Qt translation, every image-format plugin); the app
needs a few of each. Names are matched on the bundle-relative path,
with "/" separators on every OS."""

from __future__ import annotations

import re
from pathlib import Path, PurePath



def language_prefixes() -> frozenset[str]:
    """The app's languages as the prefixes Qt names its files with (zh_CN → zh), so a language
    added by copying a .ts file is bundled too; "no" is the parent locale of Norwegian Bokmål
    in CLDR."""
    from cardavia_qt.i18n import LANGUAGE_CODES

    prefixes = {code.split("_")[0] for code in LANGUAGE_CODES}
    return frozenset(prefixes | ({"no"} if "nb" in prefixes else set()))

# Python and Qt modules nothing in the app imports, some of which hooks would otherwise pull in.
EXCLUDED_MODULES = [
    "tkinter",
    # The app never opens a network connection; without _hashlib, hashlib uses Python's own
    # SHA-256, and OpenSSL (libcrypto, libssl: 5 MB) stays out.
    "ssl",
    "_ssl",
    "_hashlib",
    "PySide6.QtNetwork",
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtQuickWidgets",
    "PySide6.QtWebEngineCore",
    "PySide6.QtWebEngineWidgets",
    "PySide6.QtDesigner",
    "PySide6.QtUiTools",
    "PySide6.QtPdf",
    "PySide6.QtOpenGL",
    "PySide6.QtOpenGLWidgets",
    "PySide6.QtPrintSupport",
    "PySide6.QtSql",
    "PySide6.QtTest",
]

# Qt plugins kept, by folder: everything else in these folders is dropped. Folders not listed
# are kept whole (PyInstaller collects only those the used Qt modules need).
KEPT_PLUGINS = {
    # X11 and Wayland desktops, offscreen for headless screenshots, and the three other OSes.
    "platforms": {"qxcb", "qwayland", "qoffscreen", "qminimal", "qwindows", "qcocoa"},
    # Card art is SVG; PNG and JPEG are built into QtGui or tiny; ICO/ICNS for our own icon.
    "imageformats": {"qsvg", "qico", "qicns", "qjpeg", "qgif"},
    "iconengines": {"qsvgicon"},
    # Compose keys and IBus (CJK input); the virtual keyboard needs QtQuick.
    "platforminputcontexts": {"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"},
    # The portal theme gives native file dialogs everywhere; the GTK 3 theme would pull a copy
    # of the build machine's GTK stack (cairo, pango, gio...) into the bundle.
    "platformthemes": {"qxdgdesktopportal"},
}
DROPPED_PLUGIN_FOLDERS = {"generic", "egldeviceintegrations", "networkinformation", "tls", "designer", "qmltooling"}


def data_files(repo: Path) -> list[tuple[str, str]]:
    """(source, folder in the bundle) for the app's own data: package data inside cardavia_qt,
    as a wheel installs it, where cardavia_qt.resources finds it with importlib.resources."""
    files = [(str(repo / "assets" / part), f"cardavia_qt/assets/{part}") for part in ("cards", "tiles", "fonts", "icons")]
    files.append((str(repo / "translations" / "*.qm"), "cardavia_qt/translations"))
    files.append((str(repo / "LICENSE"), "."))
    return files


def _parts(dest: str) -> tuple[str, ...]:
    """A bundle path's parts, whichever separator PyInstaller used."""
    return PurePath(dest.replace("\\", "/")).parts


def _plugin_name(file_name: str) -> str:
    stem = file_name.split(".")[0]
    return stem[3:] if stem.startswith("lib") else stem


def _for_our_languages(name: str) -> bool:
    return name.split("_")[0].split(".")[0] in language_prefixes()


def is_needed(dest: str) -> bool:
    """Whether the file at this bundle path is one the app can use."""
    parts = _parts(dest)
    name = parts[-1]
    if "translations" in parts[:-1] and name.endswith(".qm") and parts[0] != "cardavia_qt":
        # Qt's own catalogues: the app installs qtbase_<lang> only (cardavia_qt.i18n).
        match = re.fullmatch(r"qtbase_(.+)\.qm", name)
        return bool(match) and _for_our_languages(match.group(1))
    if "plugins" in parts[:-1]:
        folder = parts[-2]
        if folder in DROPPED_PLUGIN_FOLDERS:
            return False
        if folder in KEPT_PLUGINS:
            return _plugin_name(name) in KEPT_PLUGINS[folder]
    return True


def keep_needed(toc):
    """A PyInstaller TOC (dest, source, kind) without the files the app cannot use."""
    return [entry for entry in toc if is_needed(entry[0])]


def numeric_version(version: str) -> tuple[int, int, int, int]:
    """The four numbers Windows version resources hold: "0.2.0rc1" -> (0, 2, 0, 0)."""
    release = re.match(r"\d+(\.\d+)*", version)
    if not release:
        raise ValueError(f"{version!r} does not start with a release number")
    numbers = tuple(int(part) for part in release.group(0).split(".")[:4])
    return numbers + (0,) * (4 - len(numbers))


def without_system_libraries(binaries):
    """The binaries minus copies of the system libraries Qt needs: the frozen app leaves those
    to the system (cardavia_qt.system_libraries: the README's line, the .deb's Depends and the
    app's start-up check name them), as it does the C library."""
    from cardavia_qt.system_libraries import QT_SYSTEM_LIBRARIES

    system = {library.soname for library in QT_SYSTEM_LIBRARIES}
    return [entry for entry in binaries if _parts(entry[0])[-1] not in system]


def without_orphans(binaries, imports_of):
    """The binaries something still uses: extension modules, kept plugins, libpython (which the
    launcher opens) and what they link to, transitively. The rest came only with dropped
    plugins, e.g. a copy of GTK with the GTK theme, QtNetwork and Kerberos with the TLS plugins.

    `imports_of(source)` lists the file names a binary links to directly (elf_needed)."""
    by_name: dict[str, list] = {}
    for entry in binaries:
        by_name.setdefault(_parts(entry[0])[-1], []).append(entry)
    roots = [
        entry for entry in binaries
        if entry[2] == "EXTENSION" or "plugins" in _parts(entry[0]) or _parts(entry[0])[-1].startswith("libpython")
    ]  # fmt: skip
    used: set[str] = set()  # file names
    visited: set[str] = set()  # bundle paths
    waiting = list(roots)
    while waiting:
        dest, source, kind = waiting.pop()
        if dest in visited:
            continue
        visited.add(dest)
        used.add(_parts(dest)[-1])
        if kind != "SYMLINK":  # a symlink's target is an entry of its own, under the same name
            for imported in imports_of(source):
                waiting.extend(by_name.get(imported, []))
    return [entry for entry in binaries if _parts(entry[0])[-1] in used]


def elf_needed(path) -> list[str]:
    """The libraries an ELF file links to directly (its NEEDED entries; `ldd` would list every
    library of the whole chain). objdump is part of binutils, which PyInstaller needs on Linux."""
    import subprocess

    dump = subprocess.run(["objdump", "-p", str(path)], capture_output=True, text=True).stdout
    return [line.split()[1] for line in dump.splitlines() if line.strip().startswith("NEEDED")]


def without_dangling_links(datas, binaries):
    """PyInstaller lists its symlinks to libraries among the data files; drop those whose
    library is no longer in the bundle, so no link points at nothing."""
    bundled = {_parts(dest) for dest, _, _ in binaries} | {_parts(dest) for dest, _, kind in datas if kind != "SYMLINK"}
    return [entry for entry in datas if entry[2] != "SYMLINK" or _parts(entry[1]) in bundled]


def windows_version_info(version: str, path: Path) -> str:
    """Write the Windows file-version resource for `version` (PyInstaller's text format, from
    packaging/windows/version_info.txt) and return its path."""
    numbers = numeric_version(version)
    template = (Path(__file__).parent / "windows" / "version_info.txt").read_text(encoding="utf-8")
    path = Path(path)
    path.write_text(template.replace("@VERSION_TUPLE@", repr(numbers)).replace("@VERSION@", version), encoding="utf-8")
    return str(path)
