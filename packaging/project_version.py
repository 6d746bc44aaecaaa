"""The version being packaged, from pyproject.toml: one number for the wheel, the frozen app,
the Windows installer and the macOS bundle."""

from __future__ import annotations

import re
from pathlib import Path

PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"


def project_version(pyproject: Path = PYPROJECT) -> str:
    """The version in pyproject.toml's [project] table (read as text: tomllib needs 3.11)."""
    text = pyproject.read_text(encoding="utf-8")
    project = text.split("[project]", 1)[1].split("\n[", 1)[0]
    match = re.search(r'^version\s*=\s*"([^"]+)"', project, re.MULTILINE)
    if not match:
        raise ValueError(f"{pyproject} has no [project] version")
    return match.group(1)
