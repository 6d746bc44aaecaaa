"""The packaging scripts (packaging/*.py) as modules, loaded from their files.

Never by putting packaging/ on `sys.path`: its `build.py` would then shadow pypa's `build`,
and the wheel test, which skips when `build` is not installed, would find ours and fail.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"


def load(name: str) -> ModuleType:
    """packaging/<name>.py, imported once under the name `packaging_<name>`."""
    qualified = f"packaging_{name}"
    if qualified in sys.modules:
        return sys.modules[qualified]
    spec = importlib.util.spec_from_file_location(qualified, PACKAGING / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[qualified] = module
    spec.loader.exec_module(module)
    return module
