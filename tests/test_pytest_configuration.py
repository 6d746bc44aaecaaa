"""The test configuration itself: a hung test ends with every thread's stack instead of eating
CI's time, and an expected failure that starts passing fails the run."""

import subprocess
import sys
import textwrap
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def run_pytest(tmp_path: Path, source: str, *options: str) -> subprocess.CompletedProcess:
    test = tmp_path / "test_sample.py"
    test.write_text(textwrap.dedent(source), encoding="utf-8")
    command = [sys.executable, "-m", "pytest", "-c", str(REPO / "pyproject.toml"), "--rootdir", str(tmp_path),
               "-p", "no:xdist", *options, str(test)]
    return subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, timeout=120)


def test_a_hung_test_is_ended_with_its_stack(tmp_path):
    done = run_pytest(tmp_path, """
        import time

        def test_waits_for_ever():
            time.sleep(100)
        """, "-o", "faulthandler_timeout=2")
    assert done.returncode != 0
    assert "Timeout" in done.stderr and "test_waits_for_ever" in done.stderr


def test_an_expected_failure_that_passes_fails_the_run(tmp_path):
    done = run_pytest(tmp_path, """
        import pytest

        @pytest.mark.xfail(reason="was broken once")
        def test_fixed_meanwhile():
            assert True
        """)
    assert done.returncode == 1 and "XPASS(strict)" in done.stdout
