"""Run a built Cardavia (frozen or installed) the way a headless user would, and insist that it
says nothing on stderr but what the offscreen platform always says."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

# The offscreen platform cannot do this and says so on every show(); nothing else is expected.
HARMLESS_STDERR = {"This plugin does not support propagateSizeHints()"}
SCREENS = {
    "lobby": [],
    "table": ["--screen", "table", "--game", "durak"],
}


def clean_environment() -> dict[str, str]:
    """This machine's environment minus anything that could point the app at the source tree
    or this test run's Python."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "QT_", "PYTEST", "VIRTUAL_ENV"))}
    env["QT_QPA_PLATFORM"] = "offscreen"
    return env


def take_screenshot(executable: Path, png: Path, *args: str, cwd: Path, env: dict[str, str] | None = None) -> None:
    """Run `executable --screenshot png args` (in `env`, else a clean environment); fail on a
    crash, a missing picture, or any warning (missing modules, plugins, translations, fonts...)."""
    done = subprocess.run(
        [str(executable), "--screenshot", str(png), *args],
        cwd=cwd, env=clean_environment() if env is None else env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    complaints = [line for line in done.stderr.splitlines() if line.strip() and line.strip() not in HARMLESS_STDERR]
    assert done.returncode == 0, f"exit {done.returncode}:\n{done.stderr}"
    assert complaints == [], "\n".join(complaints)
    assert png.stat().st_size > 10_000, "the screenshot is missing or empty"
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
