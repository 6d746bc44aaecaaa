"""Which files collected by PyInstaller's hooks stay in the frozen app."""

import sys
from pathlib import Path

import pytest

sys.path.append(str(Path(__file__).resolve().parents[2] / "packaging"))  # after site-packages

from bundle_contents import is_needed, without_dangling_links, without_orphans  # noqa: E402


@pytest.mark.parametrize(
    "path, needed",
    [
        ("PySide6/Qt/translations/qtbase_ru.qm", True),
        ("PySide6/Qt/translations/qtbase_zh_CN.qm", True),
        ("PySide6/Qt/translations/qtbase_de.qm", False),
        ("PySide6/Qt/translations/qt_help_ru.qm", False),
        ("cardavia_qt/translations/cardavia_hi.qm", True),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
        ("PySide6\\plugins\\platforms\\qwindows.dll", True),
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
        ("PySide6/Qt/plugins/imageformats/libqtiff.so", False),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
        ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
        ("PySide6/Qt/lib/libQt6Svg.so.6", True),
        ("cardavia_qt/assets/fonts/NotoSerif-Regular.ttf", True),
    ],
)
def test_the_bundle_keeps_what_the_app_uses(path, needed):
    assert is_needed(path) is needed


# A made-up bundle: what each binary links to, by file name.
LINKS = {
    "QtGui.abi3.so": ["libQt6Gui.so.6"],
    "libQt6Gui.so.6": ["libQt6Core.so.6"],
    "libQt6Core.so.6": ["libicudata.so.73"],
    "libicudata.so.73": [],
    "libqxcb.so": ["libQt6XcbQpa.so.6"],
    "libQt6XcbQpa.so.6": ["libQt6Gui.so.6"],
    "libqgtk3.so": ["libgtk-3.so.0"],  # a plugin dropped before this step, so not in the bundle
    "libgtk-3.so.0": ["libcairo.so.2"],
    "libcairo.so.2": [],
    "libpython3.11.so.1.0": [],
}
BUNDLE = [
    ("PySide6/QtGui.abi3.so", "/src/QtGui.abi3.so", "EXTENSION"),
    ("PySide6/Qt/lib/libQt6Gui.so.6", "/src/libQt6Gui.so.6", "BINARY"),
    ("PySide6/Qt/lib/libQt6Core.so.6", "/src/libQt6Core.so.6", "BINARY"),
    ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
    ("PySide6/Qt/lib/libicudata.so.73", "/src/libicudata.so.73", "BINARY"),
    ("PySide6/Qt/plugins/platforms/libqxcb.so", "/src/libqxcb.so", "BINARY"),
    ("PySide6/Qt/lib/libQt6XcbQpa.so.6", "/src/libQt6XcbQpa.so.6", "BINARY"),
    ("libgtk-3.so.0", "/src/libgtk-3.so.0", "BINARY"),
    ("libcairo.so.2", "/src/libcairo.so.2", "BINARY"),
    ("libpython3.11.so.1.0", "/src/libpython3.11.so.1.0", "BINARY"),
]


def test_libraries_only_dropped_plugins_used_go_too():
    kept = without_orphans(BUNDLE, lambda source: LINKS[Path(source).name])
    assert [dest for dest, _, _ in kept] == [
        dest for dest, _, _ in BUNDLE if not dest.startswith(("libgtk", "libcairo"))
    ]


def test_no_symlink_is_left_pointing_at_a_dropped_library():
    kept = without_orphans(BUNDLE, lambda source: LINKS[Path(source).name])
    links = [
        ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
        ("libgtk-3.so", "libgtk-3.so.0", "SYMLINK"),
        ("assets/fonts/OFL.txt", "/src/OFL.txt", "DATA"),
    ]
    assert without_dangling_links(links, kept) == [links[0], links[2]]
