"""Test-wide settings: headless Qt, and a Hypothesis profile sized for CI."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Settings, autosaves, statistics and logs of test runs go to a throwaway home, never the
# developer's own (platformdirs reads these on every call).
import tempfile  # noqa: E402

_XDG = ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME")
_HOME = tempfile.mkdtemp(prefix="cardavia-tests-")
for _name in _XDG:
    os.environ[_name] = os.path.join(_HOME, _name.lower())

import pytest  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402


@pytest.fixture(autouse=True)
def own_home(tmp_path_factory, monkeypatch):
    """Each test its own throwaway home: a deal, setting or statistic one test leaves must not
    change what a later test of the same worker meets (CI caught that twice, with one home per
    worker: a deal an earlier test had played in made New deal ask)."""
    home = tmp_path_factory.mktemp("home")
    for name in _XDG:
        monkeypatch.setenv(name, str(home / name.lower()))

settings.register_profile("ci", max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci" if os.environ.get("CI") else "dev")
