"""AIs that go wrong, under test level names for every game, so tests send them through the
worker process like any real AI. The worker process registers them (it imports
tests.qt.faulty_ai_child: see cardavia_qt.ai_process.CHILD_IMPORTS and tests/qt/conftest.py);
this process only inside a test that asks for the `faulty_levels` fixture, so the registry the
engine tests see stays as shipped."""

from __future__ import annotations

import os
import time

from engine.core import registry


class _Faulty:
    def __init__(self, rng):
        self.rng = rng


class Raises(_Faulty):
    name = "test-raises"
    error: type[BaseException] = RuntimeError

    def choose(self, view, legal):
        raise self.error("the AI tripped")


class Exits(Raises):
    name = "test-exits"
    error = SystemExit


class Interrupts(Raises):
    name = "test-interrupts"
    error = KeyboardInterrupt


class Cheats(_Faulty):
    name = "test-cheats"

    def choose(self, view, legal):
        return "not a legal action"


class Dies(_Faulty):
    name = "test-dies"

    def choose(self, view, legal):
        os._exit(3)


class Spins(_Faulty):
    """A search that never returns and never looks at its limits: a busy loop in pure Python."""

    name = "test-spins"

    def choose(self, view, legal, limits=None):
        count = 0
        while True:
            count += 1


class Slow(_Faulty):
    """Thinks for 0.3 s, honouring a cancellation as our own searches do."""

    name = "test-slow"

    def choose(self, view, legal, limits=None):
        until = time.monotonic() + 0.3
        while time.monotonic() < until:
            if limits is not None and limits.should_stop():
                break
            time.sleep(0.005)
        return legal[0]


class Pid(_Faulty):
    """Answers with the legal action at (its process id modulo the number of actions)."""

    name = "test-pid"

    def choose(self, view, legal):
        return legal[os.getpid() % len(legal)]


LEVELS = {cls.name: cls for cls in (Raises, Exits, Interrupts, Cheats, Dies, Spins, Slow, Pid)}


def register(setitem=None) -> None:
    """Add the test levels to every game (`setitem`: monkeypatch.setitem, undone after the test)."""
    for info in registry.all_games():
        for name, factory in LEVELS.items():
            if setitem is None:
                info.policies[name] = factory
            else:
                setitem(info.policies, name, factory)
