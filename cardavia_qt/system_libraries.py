"""The Linux system libraries Qt needs, in one list: the README's set-up line, the .deb's
`Depends:` and the check the app runs before it starts Qt all read it, and the frozen app
leaves these libraries to the system instead of carrying the build machine's copies.

Qt loads its X11 platform plugin inside the QApplication constructor and aborts the process
when a library of it is missing, where Python cannot catch it; a desktop has them all, a bare
server or container often lacks libxcb-cursor0, libxcb-icccm4 and libxcb-keysyms1. So the app
looks first (platform_problem) and says in one line which packages to install.

No Qt here: this runs before Qt is started, and packaging/ reads the list too."""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from typing import Callable, Iterable, Mapping, Sequence


@dataclass(frozen=True)
class SystemLibrary:
    soname: str  # the file name the dynamic loader looks for
    debian: str  # the Debian/Ubuntu package that ships it
    fedora: str  # the Fedora package that ships it


# What Qt Gui, Widgets, DBus and the X11 platform plugin (libqxcb.so and libQt6XcbQpa) link to
# outside PySide6's own folder, besides the C and C++ runtimes (`objdump -p`, NEEDED entries).
QT_SYSTEM_LIBRARIES = (
    # The X11 platform plugin.
    SystemLibrary("libxcb.so.1", "libxcb1", "libxcb"),
    SystemLibrary("libxcb-cursor.so.0", "libxcb-cursor0", "xcb-util-cursor"),
    SystemLibrary("libxcb-icccm.so.4", "libxcb-icccm4", "xcb-util-wm"),
    SystemLibrary("libxcb-image.so.0", "libxcb-image0", "xcb-util-image"),
    SystemLibrary("libxcb-keysyms.so.1", "libxcb-keysyms1", "xcb-util-keysyms"),
    SystemLibrary("libxcb-render-util.so.0", "libxcb-render-util0", "xcb-util-renderutil"),
    SystemLibrary("libxcb-util.so.1", "libxcb-util1", "xcb-util"),
    SystemLibrary("libxcb-randr.so.0", "libxcb-randr0", "libxcb"),
    SystemLibrary("libxcb-render.so.0", "libxcb-render0", "libxcb"),
    SystemLibrary("libxcb-shape.so.0", "libxcb-shape0", "libxcb"),
    SystemLibrary("libxcb-shm.so.0", "libxcb-shm0", "libxcb"),
    SystemLibrary("libxcb-sync.so.1", "libxcb-sync1", "libxcb"),
    SystemLibrary("libxcb-xfixes.so.0", "libxcb-xfixes0", "libxcb"),
    SystemLibrary("libxcb-xkb.so.1", "libxcb-xkb1", "libxcb"),
    SystemLibrary("libX11.so.6", "libx11-6", "libX11"),
    SystemLibrary("libX11-xcb.so.1", "libx11-xcb1", "libX11-xcb"),
    SystemLibrary("libxkbcommon.so.0", "libxkbcommon0", "libxkbcommon"),
    SystemLibrary("libxkbcommon-x11.so.0", "libxkbcommon-x11-0", "libxkbcommon-x11"),
    # Qt Gui: OpenGL dispatch, fonts, the event loop; Qt DBus.
    SystemLibrary("libGL.so.1", "libgl1", "libglvnd-glx"),
    SystemLibrary("libEGL.so.1", "libegl1", "libglvnd-egl"),
    SystemLibrary("libfontconfig.so.1", "libfontconfig1", "fontconfig"),
    SystemLibrary("libfreetype.so.6", "libfreetype6", "freetype"),
    SystemLibrary("libglib-2.0.so.0", "libglib2.0-0", "glib2"),
    SystemLibrary("libgthread-2.0.so.0", "libglib2.0-0", "glib2"),
    SystemLibrary("libdbus-1.so.3", "libdbus-1-3", "dbus-libs"),
)


def packages(libraries: Iterable[SystemLibrary], distribution: str) -> list[str]:
    """The distribution's ("debian" or "fedora") package names for `libraries`, each once, in order."""
    return list(dict.fromkeys(getattr(library, distribution) for library in libraries))


def install_commands(libraries: Iterable[SystemLibrary] = QT_SYSTEM_LIBRARIES) -> tuple[str, str]:
    """How to install `libraries`: the Debian/Ubuntu command and the Fedora one."""
    libraries = list(libraries)
    return (
        f"sudo apt install {' '.join(packages(libraries, 'debian'))}",
        f"sudo dnf install {' '.join(packages(libraries, 'fedora'))}",
    )


def chosen_platform(environ: Mapping[str, str], argv: Sequence[str]) -> str:
    """The platform plugin Qt will try first: `-platform NAME`, else QT_QPA_PLATFORM, else on
    Linux Wayland in a Wayland session and X11 (xcb) otherwise."""
    for flag, value in zip(argv, argv[1:]):
        if flag in ("-platform", "--platform"):
            return value.split(";")[0].split(":")[0]
    if environ.get("QT_QPA_PLATFORM"):
        return environ["QT_QPA_PLATFORM"].split(";")[0].split(":")[0]
    if environ.get("XDG_SESSION_TYPE") == "wayland" and environ.get("WAYLAND_DISPLAY"):
        return "wayland"
    return "xcb"


def loadable(soname: str) -> bool:
    """Whether the dynamic loader finds and loads the library (Qt would load it anyway)."""
    import ctypes  # only where the check runs: a start elsewhere need not pay for it

    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def missing(libraries: Iterable[SystemLibrary], load: Callable[[str], bool] | None = None) -> list[SystemLibrary]:
    load = load or loadable
    return [library for library in libraries if not load(library.soname)]


def platform_problem(
    environ: Mapping[str, str] | None = None,
    argv: Sequence[str] | None = None,
    load: Callable[[str], bool] | None = None,
    platform: str | None = None,
) -> str | None:
    """One plain line naming the packages to install when Qt's X11 platform cannot load here;
    None when it can, or when another platform was chosen."""
    if not (platform or sys.platform).startswith("linux"):
        return None
    environ = os.environ if environ is None else environ
    argv = sys.argv if argv is None else argv
    if chosen_platform(environ, argv) != "xcb":
        return None
    absent = missing(QT_SYSTEM_LIBRARIES, load)
    if not absent:
        return None
    debian, fedora = install_commands(absent)
    names = ", ".join(library.soname for library in absent)
    return (f"cardavia: Qt cannot open an X11 window: {names} missing. "
            f"Debian/Ubuntu: {debian}; Fedora: {fedora}")
