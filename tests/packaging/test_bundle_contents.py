"""Which files collected by PyInstaller's hooks stay in the frozen app."""

from pathlib import Path

import pytest

from tests.packaging.packaging_scripts import load

_bundle = load("bundle_contents")
is_needed, without_dangling_links, without_orphans = _bundle.is_needed, _bundle.without_dangling_links, _bundle.without_orphans
without_system_libraries = _bundle.without_system_libraries
is_kept = load("icu_data").is_kept


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


def test_the_system_libraries_qt_needs_are_left_to_the_system_and_so_is_what_only_they_use():
    bundle = [*BUNDLE, ("libxcb-cursor.so.0", "/src/libxcb-cursor.so.0", "BINARY"),
              ("libgcrypt.so.20", "/src/libgcrypt.so.20", "BINARY")]
    links = {**LINKS, "libQt6XcbQpa.so.6": ["libQt6Gui.so.6", "libxcb-cursor.so.0"],
             "libxcb-cursor.so.0": ["libgcrypt.so.20"], "libgcrypt.so.20": []}
    kept = without_orphans(without_system_libraries(bundle), lambda source: links[Path(source).name])
    names = {Path(dest).name for dest, _, _ in kept}
    assert "libxcb-cursor.so.0" not in names and "libgcrypt.so.20" not in names
    assert {"libQt6XcbQpa.so.6", "libQt6Gui.so.6", "libicudata.so.73"} <= names


@pytest.mark.parametrize(
    "item, kept",
    [
        ("root.res", True), ("pool.res", True), ("res_index.res", True), ("supplementalData.res", True),
        ("ru.res", True), ("zh_Hans_CN.res", True), ("coll/hi.res", True), ("coll/ucadata.icu", True),
        ("nfkc.nrm", True), ("brkitr/line.brk", True), ("cnvalias.icu", True),
        ("de.res", False), ("coll/fr.res", False), ("curr/sw_KE.res", False), ("zone/yue_Hant.res", False),
        ("ibm-1390_P110-2003.cnv", False), ("translit/Latin_ASCII.res", False),
    ],
)
def test_the_icu_data_keeps_the_app_languages_and_icu_own_tables(item, kept):
    assert is_kept(item) is kept
