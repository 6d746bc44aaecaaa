"""The wheel installed the two ways a player without a virtual environment installs it:
`pip install --user` by the interpreter that made this test run's environment, run outside any
environment, and `pipx install`. Each draws the lobby and a table, reading its data from its
own install.

PySide6 is 80 MB: the wheels are downloaded once into a wheelhouse kept in pip's cache folder
and installed from there without an index, so a second run downloads nothing."""

import importlib.util
import os
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from tests.packaging.screenshots import SCREENS, clean_environment, take_screenshot

REPO = Path(__file__).resolve().parents[2]

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(importlib.util.find_spec("build") is None, reason='pypa build is missing: pip install -e ".[build]"'),
    pytest.mark.skipif(os.name == "nt", reason="the scripts' folder and pipx's layout are those of Linux and macOS"),
]


def run(command: list, env: dict[str, str], cwd: Path) -> str:
    done = subprocess.run([str(part) for part in command], cwd=cwd, env=env, capture_output=True, text=True, timeout=1200)
    assert done.returncode == 0, f"{command}\n{done.stdout}\n{done.stderr}"
    return done.stdout


def outside_any_environment(home: Path) -> dict[str, str]:
    """A login of a user whose home is `home`: no virtual environment on PATH or in the
    environment, no test-run settings."""
    env = clean_environment()
    venv_bin = str(Path(sys.executable).parent)
    env["PATH"] = os.pathsep.join(part for part in env.get("PATH", "").split(os.pathsep) if part != venv_bin)
    env["HOME"] = str(home)
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env.pop(name, None)
    return env


def wheelhouse() -> Path:
    """A folder in pip's cache holding the wheels the app needs; pip download fetches only
    what is not there yet."""
    cache = Path(os.environ.get("PIP_CACHE_DIR") or Path.home() / ".cache" / "pip")
    return cache / "cardavia-tests-wheelhouse"


@pytest.fixture(scope="module")
def wheel_and_wheelhouse(tmp_path_factory) -> tuple[Path, Path]:
    out = tmp_path_factory.mktemp("wheel")
    env = clean_environment()
    run([sys.executable, "-m", "build", "--wheel", "--outdir", out, REPO], env, cwd=out)
    (wheel,) = out.glob("cardavia-*.whl")
    house = wheelhouse()
    # The app's dependencies and pip itself (pipx brings its shared pip up to date from here).
    run([sys.executable, "-m", "pip", "download", "--quiet", "--dest", house, wheel, "pip"], env, cwd=out)
    for copy in house.glob("cardavia-*.whl"):
        copy.unlink()  # never install a stale copy of ourselves from the wheelhouse
    return wheel, house


def base_interpreter() -> Path:
    """The Python that created this run's virtual environment (itself when there is none)."""
    return Path(getattr(sys, "_base_executable", sys.executable))


def externally_managed(python: Path) -> bool:
    stdlib = run([python, "-c", "import sysconfig; print(sysconfig.get_path('stdlib'))"], clean_environment(), cwd=Path.cwd())
    return (Path(stdlib.strip()) / "EXTERNALLY-MANAGED").is_file()


def check_screenshots(executable: Path, env: dict[str, str], out: Path) -> None:
    for screen, args in SCREENS.items():
        take_screenshot(executable, out / f"{screen}.png", *args, cwd=out, env=env)


def data_location(python: Path, env: dict[str, str], cwd: Path) -> Path:
    where = run([python, "-c", "from cardavia_qt.resources import asset_path; print(asset_path())"], env, cwd=cwd)
    return Path(where.strip())


def test_a_user_install_outside_any_environment_runs(wheel_and_wheelhouse, tmp_path):
    wheel, house = wheel_and_wheelhouse
    python = base_interpreter()
    if subprocess.run([python, "-m", "pip", "--version"], capture_output=True).returncode != 0:
        pytest.skip(f"{python} has no pip")
    env = outside_any_environment(tmp_path / "home")
    env["PYTHONUSERBASE"] = str(tmp_path / "userbase")
    install = [python, "-m", "pip", "install", "--user", "--quiet", "--no-index", "--find-links", house, wheel]
    if externally_managed(python):
        install.append("--break-system-packages")
    run(install, env, cwd=tmp_path)
    scripts = Path(sysconfig.get_path("scripts", f"{os.name}_user", vars={"userbase": env["PYTHONUSERBASE"]}))
    assert data_location(python, env, tmp_path).is_relative_to(tmp_path / "userbase"), "data read from outside the user install"
    check_screenshots(scripts / "cardavia", env, tmp_path)


def test_a_pipx_install_runs(wheel_and_wheelhouse, tmp_path):
    if importlib.util.find_spec("pipx") is None:
        pytest.skip('pipx is missing: pip install -e ".[test]"')
    wheel, house = wheel_and_wheelhouse
    env = outside_any_environment(tmp_path / "home")
    env.update(PIPX_HOME=str(tmp_path / "pipx"), PIPX_BIN_DIR=str(tmp_path / "bin"), PIPX_MAN_DIR=str(tmp_path / "man"))
    run([sys.executable, "-m", "pipx", "install", f"--pip-args=--no-index --find-links={house}", wheel], env, cwd=tmp_path)
    app_python = tmp_path / "pipx" / "venvs" / "cardavia" / "bin" / "python"
    assert data_location(app_python, env, tmp_path).is_relative_to(tmp_path / "pipx"), "data read from outside pipx's install"
    check_screenshots(tmp_path / "bin" / "cardavia", env, tmp_path)
