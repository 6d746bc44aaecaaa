"""The sdist and the wheel built from it (`python -m build` does exactly that) carry all the
app's data: the wheel, installed into a fresh virtual environment, draws the lobby and a table."""

import importlib.util
import os
import subprocess
import sys
import tarfile
import venv
from pathlib import Path

import pytest

from tests.packaging.screenshots import SCREENS, clean_environment, take_screenshot

REPO = Path(__file__).resolve().parents[2]

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(importlib.util.find_spec("build") is None, reason='pypa build is missing: pip install -e ".[build]"'),
]


def run(command: list[str], cwd: Path) -> str:
    done = subprocess.run(command, cwd=cwd, env=clean_environment(), capture_output=True, text=True, timeout=1200)
    assert done.returncode == 0, f"{command}\n{done.stdout}\n{done.stderr}"
    return done.stdout


def test_the_wheel_installs_and_runs_without_the_source_tree(tmp_path):
    out = tmp_path / "out"
    run([sys.executable, "-m", "build", "--outdir", str(out), str(REPO)], cwd=tmp_path)
    (sdist,) = out.glob("cardavia-*.tar.gz")
    (wheel,) = out.glob("cardavia-*.whl")
    with tarfile.open(sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    for needed in ("assets/icons/cardavia.svg", "assets/fonts/OFL.txt", "translations/cardavia_ru.qm"):
        assert needed in names, f"the sdist lacks {needed}"

    environment = tmp_path / "fresh"
    venv.EnvBuilder(with_pip=True).create(environment)
    bin_dir = environment / ("Scripts" if os.name == "nt" else "bin")
    run([str(bin_dir / "python"), "-m", "pip", "install", "--quiet", str(wheel)], cwd=tmp_path)
    for folder in ("assets", "translations"):
        probe = f"from cardavia_qt.resources import data_folder; print(data_folder({folder!r}))"
        where = run([str(bin_dir / "python"), "-c", probe], cwd=tmp_path)
        assert Path(where.strip()).is_relative_to(environment), "the app read its data from outside the install"
    for screen, args in SCREENS.items():
        take_screenshot(bin_dir / "cardavia", tmp_path / f"{screen}.png", *args, cwd=tmp_path)
