"""The AI worker: decisions are made in a worker process and come back by signal on the UI
thread; stale answers are dropped; an AI that raises (anything, SystemExit and
KeyboardInterrupt included), cheats or kills its process is replaced by the fallback; a search
that never returns is ended with its process — at a new request, at shutdown — and nothing
piles up."""

from __future__ import annotations

import logging
import multiprocessing
import os
import time

import pytest

from cardavia_qt.table.ai_worker import AiWorker, safe_choice
from engine.core import registry
from engine.core.decision import DecisionRequest


def question(level: str, seed: int = 3, game: str = "durak") -> DecisionRequest:
    state = registry.get(game).new_deal(seed)
    seat = state.pending()[0]
    return DecisionRequest.of(state, seat, level)


def first_legal(view, legal):
    return legal[0]


@pytest.fixture
def worker(qapp):
    worker = AiWorker()
    yield worker
    worker.shutdown()


def ask(qtbot, worker, request, timeout=5000, **options):
    with qtbot.waitSignal(worker.decided, timeout=timeout) as blocker:
        token = worker.request(request, **options)
    assert blocker.args[0].token is token
    return blocker.args[0]


def gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def test_the_decision_is_made_in_another_process_and_is_the_one_the_engine_makes(qtbot, worker):
    request = question("hard")
    decision = ask(qtbot, worker, request, tag="move 1")
    assert decision.token.tag == "move 1" and not decision.failed and not decision.cut_short
    assert decision.action == request.run()  # the same question, asked here, gets the same answer
    assert worker.process.pid != os.getpid() and worker.process.alive
    legal = question("test-pid").legal
    assert ask(qtbot, worker, question("test-pid")).action == legal[worker.process.pid % len(legal)]


def test_a_cancelled_request_never_answers(qtbot, worker):
    seen = []
    worker.decided.connect(seen.append)
    worker.request(question("test-slow"))
    worker.cancel()
    assert worker.wait(3000)
    qtbot.wait(50)
    assert seen == [] and not worker.thinking


def test_a_newer_request_makes_the_older_answer_stale(qtbot, worker):
    seen = []
    worker.decided.connect(seen.append)
    worker.request(question("test-slow", seed=1))
    newer = worker.request(question("hard", seed=2))
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    worker.wait(3000)
    qtbot.wait(30)
    assert len(seen) == 1 and seen[0].token is newer


@pytest.mark.parametrize("level, words", [("test-raises", "RuntimeError: the AI tripped"),
                                          ("test-exits", "SystemExit: the AI tripped"),
                                          ("test-interrupts", "KeyboardInterrupt: the AI tripped")])
def test_every_exception_of_a_policy_is_a_failed_decision(qtbot, worker, caplog, level, words):
    with caplog.at_level(logging.ERROR, logger="cardavia.ai"):
        started = time.monotonic()
        decision = ask(qtbot, worker, question(level), fallback=first_legal, seconds=5)
    assert decision.failed and decision.action == question(level).legal[0]
    assert time.monotonic() - started < 2, "a failed decision answers at once, not at the deadline"
    assert words in caplog.text
    pid = worker.process.pid
    assert not ask(qtbot, worker, question("hard")).failed and worker.process.pid == pid  # it lives on


def test_an_illegal_answer_falls_back_to_the_last_legal_action(qtbot, worker, caplog):
    with caplog.at_level(logging.ERROR, logger="cardavia.ai"):
        decision = ask(qtbot, worker, question("test-cheats"))
    assert decision.failed and decision.action == question("test-cheats").legal[-1]


def test_a_process_that_dies_gives_a_failed_decision_and_a_fresh_process(qtbot, worker, caplog):
    with caplog.at_level(logging.ERROR, logger="cardavia.ai"):
        decision = ask(qtbot, worker, question("test-dies"), fallback=first_legal)
    assert decision.failed and "ended without an answer" in caplog.text
    assert not ask(qtbot, worker, question("hard")).failed and worker.process.alive


def test_a_search_that_never_returns_is_ended_when_the_next_request_comes(qtbot, worker, caplog):
    worker.request(question("test-spins"))
    stuck = worker.process.pid
    qtbot.wait(300)  # it is spinning now
    with caplog.at_level(logging.WARNING, logger="cardavia.ai"):
        decision = ask(qtbot, worker, question("hard"), timeout=5000)
    assert not decision.failed and worker.process.pid != stuck
    assert "ignored its cancellation" in caplog.text
    qtbot.waitUntil(lambda: gone(stuck), timeout=3000)
    assert len(multiprocessing.active_children()) <= 2  # this worker's, and at most one idle one


def test_shutdown_during_a_search_that_never_returns_is_immediate_and_ends_the_process(qtbot, worker):
    worker.request(question("test-spins"))
    pid = worker.process.pid
    qtbot.wait(300)
    started = time.process_time(), time.monotonic()
    worker.shutdown()
    assert time.monotonic() - started[1] < 1.5
    assert gone(pid)


def test_abandoning_a_search_ends_its_process_and_the_next_one_starts_afresh(qtbot, worker):
    worker.request(question("test-spins"))
    pid = worker.process.pid
    worker.abandon()
    assert gone(pid) and not worker.thinking
    assert not ask(qtbot, worker, question("hard")).failed


def test_a_failing_fallback_still_gives_a_legal_action(caplog):
    def broken(view, legal):
        raise SystemExit("no")

    with caplog.at_level(logging.ERROR, logger="cardavia.ai"):
        assert safe_choice(broken, None, ["x", "y"]) == "y"


def test_a_process_still_starting_is_not_taken_for_a_search_that_ignored_its_cancellation(qtbot, worker, caplog,
                                                                                          monkeypatch):
    """A new request replaces one a fresh process has not even read yet (it is still importing
    the engine, slowly on a busy machine: a table dealt twice at once): the process is kept and
    answers the new one; nothing is ended or logged as a search that ignored its cancel."""
    from cardavia_qt import ai_process
    from cardavia_qt.table import ai_worker

    monkeypatch.setattr(ai_worker, "_idle", [])  # no warm process: a fresh one starts
    monkeypatch.setattr(ai_process, "CHILD_IMPORTS", [*ai_process.CHILD_IMPORTS, "tests.qt.slow_ai_child"])
    worker.request(question("hard"))
    starting = worker.process.pid
    with caplog.at_level(logging.WARNING, logger="cardavia.ai"):
        decision = ask(qtbot, worker, question("hard", seed=4), timeout=8000)
    assert not decision.failed and decision.action == question("hard", seed=4).run()
    assert worker.process.pid == starting
    assert "ignored its cancellation" not in caplog.text


def test_an_answer_being_handed_over_holds_back_a_change_of_listener():
    # A late answer's relay thread emitting the signal of a table being deleted crashed a test
    # worker (a segfault). Once the listener is changed, the old one is never called again.
    import threading

    from cardavia_qt.ai_process import DecisionProcess, Reply

    calls, inside, release = [], threading.Event(), threading.Event()

    def slow_listener(reply):
        calls.append(reply.job)
        inside.set()
        release.wait(5)

    process = DecisionProcess(slow_listener)
    process.outstanding.extend([1, 2])
    relay = threading.Thread(target=process._answer, args=(Reply(1, action=None),))
    relay.start()
    assert inside.wait(5), "the first answer is being handed over"
    changed = threading.Event()
    changer = threading.Thread(target=lambda: (setattr(process, "listener", None), changed.set()))
    changer.start()
    assert not changed.wait(0.2), "the change waits for the answer in hand"
    release.set()
    assert changed.wait(5)
    process._answer(Reply(2, action=None))
    relay.join(5)
    changer.join(5)
    assert calls == [1]


def test_a_worker_deleted_without_its_shutdown_lets_go_of_its_process(qapp):
    import shiboken6

    worker = AiWorker()
    process = worker.process
    assert process.listener is not None
    shiboken6.delete(worker)
    assert process.listener is None
    process.kill()
