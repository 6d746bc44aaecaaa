"""The packaging tests load packaging/*.py without putting packaging/ on sys.path, where its
build.py would pass for pypa's `build` and the wheel test would run (and fail) instead of
skipping when the `build` extra is missing."""

import importlib
import importlib.util
import sys
from pathlib import Path

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"


def test_importing_the_packaging_tests_leaves_build_to_pypa():
    for name in ("test_icons", "test_package_metadata", "test_bundle_contents"):
        importlib.import_module(f"tests.packaging.{name}")
    assert all(Path(entry or ".").resolve() != PACKAGING for entry in sys.path)
    spec = importlib.util.find_spec("build")
    assert spec is None or Path(spec.origin or "").parent != PACKAGING
