"""What desktops, installers and software centres read about Cardavia agrees with the project:
one app id, one version, the icon and command that really exist."""

import ast
import configparser
import plistlib
import shutil
import subprocess
from pathlib import Path

import pytest

from cardavia_qt.resources import APP_ID, app_icon_files

REPO = Path(__file__).resolve().parents[2]
PACKAGING = REPO / "packaging"
from tests.packaging.packaging_scripts import load  # noqa: E402

project_version = load("project_version").project_version
numeric_version, windows_version_info = load("bundle_contents").numeric_version, load("bundle_contents").windows_version_info

METAINFO = PACKAGING / "linux" / f"{APP_ID}.metainfo.xml"
DESKTOP = PACKAGING / "linux" / f"{APP_ID}.desktop"


def desktop_entry() -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def test_the_version_comes_from_pyproject():
    tomllib = pytest.importorskip("tomllib")
    with open(REPO / "pyproject.toml", "rb") as file:
        assert project_version() == tomllib.load(file)["project"]["version"]


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstreamcli is not installed")
def test_the_appstream_metainfo_is_valid():
    done = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    problems = [line for line in done.stdout.splitlines() if line.startswith(("E:", "W:"))]
    assert problems == []


def test_the_metainfo_names_this_app_its_desktop_file_and_current_version():
    import xml.etree.ElementTree as ElementTree

    component = ElementTree.parse(METAINFO).getroot()
    assert component.findtext("id") == APP_ID
    assert component.findtext("launchable") == DESKTOP.name
    assert component.find("releases/release").get("version") == project_version(), "add the release"


def test_the_desktop_entry_starts_the_installed_command_with_the_shipped_icon():
    entry = desktop_entry()
    assert entry["Exec"].split()[0] == "cardavia"  # pyproject's gui-script
    assert entry["Icon"] == APP_ID
    assert {path.stem for path in app_icon_files()} == {APP_ID}
    assert "Game" in entry["Categories"].split(";")


def test_the_macos_bundle_has_the_same_identity():
    info = plistlib.loads((PACKAGING / "macos" / "Info.plist").read_bytes())
    assert info["CFBundleIdentifier"] == APP_ID


@pytest.mark.parametrize(
    "version, numbers",
    [("0.1.0", (0, 1, 0, 0)), ("2.3.4rc1", (2, 3, 4, 0)), ("1.2.3.4.5", (1, 2, 3, 4)), ("7", (7, 0, 0, 0))],
)
def test_windows_version_numbers(version, numbers):
    assert numeric_version(version) == numbers


def test_the_windows_version_resource_carries_the_version(tmp_path):
    text = Path(windows_version_info("1.2.3rc1", tmp_path / "version.txt")).read_text(encoding="utf-8")
    resource = ast.parse(text, mode="eval").body  # PyInstaller evaluates it as a Python expression
    assert resource.func.id == "VSVersionInfo"
    assert "filevers=(1, 2, 3, 0)" in text and "StringStruct('ProductVersion', '1.2.3rc1')" in text
