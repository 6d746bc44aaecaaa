"""The AI worker: answers by signal from another thread, drops stale answers, survives an AI
that raises, and leaves the caller's policy untouched until the answer is accepted."""

from __future__ import annotations

import logging
import random
import threading
import time

import pytest

from cardavia_qt.table.ai_worker import AiWorker, safe_choice


class Counting:
    """Picks a random legal action and remembers which thread it ran on."""

    name = "counting"

    def __init__(self, seed: int = 1, delay: float = 0.0):
        self.rng = random.Random(seed)
        self.delay = delay
        self.thread = None

    def choose(self, view, legal):
        self.thread = threading.current_thread().name
        time.sleep(self.delay)
        return legal[self.rng.randrange(len(legal))]


class Broken:
    name = "broken"

    def choose(self, view, legal):
        raise RuntimeError("the AI tripped")


class Cheating:
    name = "cheating"

    def choose(self, view, legal):
        return "not a legal action"


@pytest.fixture
def worker(qapp):
    worker = AiWorker()
    yield worker
    worker.shutdown()


def test_the_decision_arrives_by_signal_from_another_thread(qtbot, worker):
    policy = Counting()
    with qtbot.waitSignal(worker.decided, timeout=2000) as blocker:
        token = worker.request(policy, view=None, legal=["a", "b", "c"], tag="move 1")
    decision = blocker.args[0]
    assert decision.token is token and decision.token.tag == "move 1"
    assert decision.action in ("a", "b", "c") and not decision.failed
    assert decision.policy.thread != threading.main_thread().name
    assert policy.thread is None  # the caller's own policy was not touched


def test_adopting_the_thinking_copy_replays_exactly(qtbot, worker):
    reference, adopted = Counting(seed=5), Counting(seed=5)
    expected = [reference.choose(None, list(range(10))) for _ in range(5)]
    got = []
    for _ in range(5):
        with qtbot.waitSignal(worker.decided, timeout=2000) as blocker:
            worker.request(adopted, None, list(range(10)))
        got.append(blocker.args[0].action)
        adopted = blocker.args[0].policy
    assert got == expected


def test_a_cancelled_request_never_answers(qtbot, worker):
    seen = []
    worker.decided.connect(seen.append)
    worker.request(Counting(delay=0.05), None, ["a"])
    worker.cancel()
    worker.wait()
    qtbot.wait(50)
    assert seen == [] and not worker.thinking


def test_a_newer_request_makes_the_older_answer_stale(qtbot, worker):
    seen = []
    worker.decided.connect(seen.append)
    worker.request(Counting(delay=0.05), None, ["old"])
    newer = worker.request(Counting(), None, ["new"])
    qtbot.waitUntil(lambda: bool(seen), timeout=2000)
    worker.wait()
    qtbot.wait(30)
    assert [d.action for d in seen] == ["new"] and seen[0].token is newer


def test_an_ai_that_raises_is_logged_and_replaced_by_the_fallback(qtbot, worker, caplog):
    with caplog.at_level(logging.ERROR, logger="cardavia.ai"):
        with qtbot.waitSignal(worker.decided, timeout=2000) as blocker:
            worker.request(Broken(), None, ["a", "b"], fallback=lambda view, legal: legal[0])
    assert blocker.args[0].action == "a" and blocker.args[0].failed
    assert "the AI tripped" in caplog.text


def test_an_illegal_answer_falls_back_to_the_last_legal_action(qtbot, worker, caplog):
    with caplog.at_level(logging.ERROR, logger="cardavia.ai"):
        with qtbot.waitSignal(worker.decided, timeout=2000) as blocker:
            worker.request(Cheating(), None, ["a", "b"])
    assert blocker.args[0].action == "b" and blocker.args[0].failed


def test_a_failing_fallback_still_gives_a_legal_action(caplog):
    def broken(view, legal):
        raise ValueError("no")

    with caplog.at_level(logging.ERROR, logger="cardavia.ai"):
        assert safe_choice(broken, None, ["x", "y"]) == "y"
