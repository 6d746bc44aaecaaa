"""Start-up loads what the lobby shows and nothing more: no game's rules or AI (they load when
a deal starts) and no locale files for the language names or numbers."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

from cardavia_qt import i18n
from engine.core import registry

REPO = Path(__file__).resolve().parents[2]
SHOW_LOBBY = r"""
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from cardavia_qt import app as cardavia
args = cardavia.parse_args(["--screenshot", "unused.png"])
args.screenshot = None
qt_app = QApplication([sys.argv[0]])
window = cardavia.build(args)
window.show()
QTimer.singleShot(0, qt_app.quit)
qt_app.exec()
print(json.dumps({"lobby": sorted(sys.modules)}))
"""
# Modules of a game's play: its rules, its AIs and, for MCR, the scorer.
PLAY = ("rules", "deal", "ai_easy", "ai_hard", "ai_expert", "scoring", "shanten", "knowledge")


def loaded_modules(home: Path) -> dict[str, list[str]]:
    """A new player's start (no saved deal to check): the settings and data folders are empty."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[name] = str(home / name.lower())
    done = subprocess.run([sys.executable, "-c", SHOW_LOBBY], cwd=REPO, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


def play_modules(modules: list[str]) -> list[str]:
    return [name for name in modules if name.startswith("engine.") and name.rsplit(".", 1)[-1] in PLAY]


def test_the_lobby_loads_no_game_rules_ai_or_babel(tmp_path):
    modules = loaded_modules(tmp_path)
    assert play_modules(modules["lobby"]) == []
    assert [name for name in modules["lobby"] if name.split(".")[0] == "babel"] == []
    # The rules and statistics pages are built when first shown.
    assert {"cardavia_qt.views.rules_page", "cardavia_qt.views.stats_page"}.isdisjoint(modules["lobby"])
    # ...and the About box (with importlib.metadata) and the shortcut list when asked for.
    assert {"cardavia_qt.views.about", "importlib.metadata"}.isdisjoint(modules["lobby"])
    # The lobby facts are still every game's, from its registry entry alone.
    assert {"engine.durak.game", "engine.sisepai.game", "engine.mahjong.game", "engine.kowah.game"} <= set(modules["lobby"])


def test_a_game_starts_with_its_rules_and_ais_loaded_on_demand():
    info = registry.get("kowah")
    state = info.new_deal(3)
    seat = state.pending()[0]
    policy = info.decision_policy("hard", 3, seat, 0)
    assert policy.choose(state.view(seat), state.legal_actions(seat)) in state.legal_actions(seat)
    assert info.action_from_json(state.legal_actions(seat)[0].to_json()) == state.legal_actions(seat)[0]


def test_a_reference_names_a_module_and_an_attribute_path():
    assert registry.load("engine.core.state:IllegalAction") is __import__("engine.core.state", fromlist=["x"]).IllegalAction
    assert registry.load("os.path:join.__name__") == "join"
    assert registry.load(len) is len  # a factory given as itself
    with pytest.raises(ModuleNotFoundError):
        registry.load("engine.nowhere:Thing")


def test_the_mcr_package_still_offers_its_short_names():
    import engine.mahjong as mcr
    from engine.mahjong import score, shanten_number
    from engine.mahjong.scoring import score as scoring_score

    assert score is scoring_score and callable(shanten_number)
    assert set(mcr.__all__) >= {"score", "analyse", "WinningHand", "Meld"}
    with pytest.raises(AttributeError):
        mcr.nothing_like_this  # noqa: B018


@pytest.mark.parametrize(
    "code, name", [("en", "English"), ("hi", "हिन्दी"), ("nb", "Norsk bokmål"), ("zh_CN", "简体中文"), ("ru", "Русский"),
                   ("id", "Bahasa Indonesia"), ("de", "Deutsch"), ("xx", "Xx")],
)
def test_each_language_names_itself(code, name):
    assert i18n.native_name(code) == name


@pytest.mark.parametrize(
    "language, value, digits, text",
    [("en", 1234567, 0, "1,234,567"), ("hi", 1234567, 0, "12,34,567"), ("ru", 1234.56, 1, "1\u00a0234,6"),
     ("nb", 12.0, 1, "12"), ("id", 1234, 0, "1.234"), ("en", 66.66, 0, "67")],
)
def test_numbers_are_written_as_the_language_writes_them(qapp, monkeypatch, language, value, digits, text):
    monkeypatch.setattr(i18n, "current_language", lambda: language)
    assert i18n.format_number(value, digits) == text
    assert QLocale(language).name()  # Qt knows the locale: no fallback hides a wrong format


def test_every_game_names_rules_and_ais_that_exist():
    """A reference is only followed when a deal starts: a misspelt one must fail here."""
    for info in registry.all_games():
        references = [info.new_state, info.action_parser, *info.policies.values()]
        assert all(callable(registry.load(reference)) for reference in references), info.id


def test_seeds_are_sha256_as_before():
    """Saved deals replay from their seeds: the derivation must not change."""
    import hashlib

    from engine.core.rng import derive_seed

    text = "\x1f".join(repr(label) for label in ("durak", 7, "policy", 1, "hard"))
    assert derive_seed("durak", 7, "policy", 1, "hard") == int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


@pytest.mark.skipif(not Path("/proc/self/maps").exists(), reason="reads the process's memory map (Linux)")
def test_dealing_does_not_load_openssl():
    """OpenSSL's library costs each process 3 MB of memory; the seeds need only SHA-256."""
    probe = ("from engine.core import registry; registry.get('durak').new_deal(3); "
             "print(any('libcrypto' in line for line in open('/proc/self/maps')))")
    done = subprocess.run([sys.executable, "-c", probe], cwd=REPO, capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "False", done.stderr
