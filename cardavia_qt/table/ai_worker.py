"""AI decisions off the UI thread, in a worker process (see cardavia_qt/ai_process.py for why a
process).

The table asks with a `DecisionRequest` and gets a `Decision` back by signal, on the UI thread.
Each request gets a cancel token; a result whose token was cancelled (new deal, autoplay, the
table closed) is dropped, and the search is told to stop. One that does not stop within a
moment is ended with its process, so an abandoned search never holds up the next one, the
switch to another game or the exit. An AI that raises — anything, SystemExit included — or
answers with an illegal move is logged and replaced, for that move, by a fallback that cannot
fail the game.
"""

from __future__ import annotations

import logging
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Hashable, Sequence

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from cardavia_qt.ai_process import DecisionProcess, Reply, next_job_id

log = logging.getLogger("cardavia.ai")

Fallback = Callable[[Any, Sequence[Hashable]], Hashable]

STOP_GRACE_MS = 300  # a cancelled search of ours stops within milliseconds; past this it is killed
IDLE_KEPT = 2  # warm worker processes kept for the next table (the moves' and the hints')
_idle: list[DecisionProcess] = []


def shutdown_all() -> None:
    """End the idle worker processes (the app is quitting)."""
    while _idle:
        _idle.pop().kill()


@dataclass(eq=False)
class CancelToken:
    """One request. `tag` is the caller's note of what it asked about (deal and move number)."""

    tag: Any = None
    job: int = 0
    started: float = field(default_factory=time.monotonic)
    _cancelled: threading.Event = field(default_factory=threading.Event)

    def cancel(self) -> None:
        self._cancelled.set()

    @property
    def cancelled(self) -> bool:
        return self._cancelled.is_set()


@dataclass(frozen=True)
class Decision:
    token: CancelToken
    action: Hashable
    failed: bool  # the policy raised or cheated, and the fallback chose
    cut_short: bool = False  # the search stopped at its deadline: a replay may choose otherwise


class _Relay(QObject):
    # Lives in the UI thread; emitting it from the relay thread queues the call onto the UI thread.
    answered = Signal(object)  # Reply


class _Hookup:
    """The process that hands a worker its answers, let go of when the worker's relay is
    destroyed (a table deleted without its shutdown, as tests do): the relay thread must never
    emit a signal of a deleted object."""

    def __init__(self):
        self.process: DecisionProcess | None = None

    def detach(self, *_) -> None:
        process, self.process = self.process, None
        if process is not None:
            process.listener = None


class AiWorker(QObject):
    """Runs one decision at a time in a worker process of its own."""

    decided = Signal(object)  # Decision

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._relay = _Relay(self)
        self._relay.answered.connect(self._deliver)
        self._hookup = _Hookup()
        self._relay.destroyed.connect(self._hookup.detach)
        self._process: DecisionProcess | None = None
        self._current: CancelToken | None = None
        self._request: tuple = ()  # (request, seconds, view, legal, fallback) of the current job
        self._grace = QTimer(self)
        self._grace.setSingleShot(True)
        self._grace.setInterval(STOP_GRACE_MS)
        self._grace.timeout.connect(self._end_overdue_search)

    @property
    def thinking(self) -> bool:
        return self._current is not None

    @property
    def process(self) -> DecisionProcess:
        if self._process is None:
            self._process = _idle.pop() if _idle else DecisionProcess()
            self._process.listener = self._relay.answered.emit
            self._hookup.process = self._process
        return self._process

    def request(self, request, tag: Any = None, fallback: Fallback | None = None,
                seconds: float | None = None) -> CancelToken:
        """Ask for `request` (a DecisionRequest) to be decided within `seconds`; the answer comes
        as `decided`. Cancels any earlier request."""
        self.cancel()
        token = CancelToken(tag, next_job_id())
        self._current = token
        self._request = (request, seconds, request.view, tuple(request.legal), fallback)
        process = self.process
        if process.outstanding:
            self._grace.start(STOP_GRACE_MS)  # an older search is still running: it has a moment to stop
        process.submit(token.job, request, seconds)
        return token

    def cancel(self) -> None:
        if self._current is not None:
            self._current.cancel()
            if self._process is not None:
                self._process.cancel_through(self._current.job)
            self._current = None
            self._request = ()

    def abandon(self) -> None:
        """Give up on a search that overran its budget: its process is ended (it may be stuck
        for ever) and the next request starts a fresh one."""
        self.cancel()
        self._grace.stop()
        if self._process is not None:
            self._process.kill()

    def wait(self, msecs: int = 10_000) -> bool:
        """Let the events run until no search of ours is under way (tests)."""
        deadline = time.monotonic() + msecs / 1000
        while self._process is not None and self._process.outstanding and time.monotonic() < deadline:
            QCoreApplication.processEvents()
            time.sleep(0.002)
        return self._process is None or not self._process.outstanding

    def shutdown(self) -> None:
        """Stop at once: an idle process waits for the next table, a busy one is ended."""
        self.cancel()
        self._grace.stop()
        process, self._process = self._process, None
        if process is None:
            return
        self._hookup.detach()
        if process.outstanding or not process.alive or len(_idle) >= IDLE_KEPT:
            process.kill()
        else:
            _idle.append(process)

    def _end_overdue_search(self) -> None:
        process = self._process
        if process is None or self._current is None:
            return
        serving = process.serving_for()
        if process.alive and (serving is None or serving * 1000 < STOP_GRACE_MS):
            # A fresh process still importing the engine (slow on a busy machine) has not read
            # the cancelled job yet: it has ignored nothing. Its grace counts from when it serves.
            self._grace.start(STOP_GRACE_MS - int(serving * 1000) if serving is not None else STOP_GRACE_MS)
            return
        if process.outstanding and process.outstanding[0] != self._current.job:
            log.warning("An abandoned AI search ignored its cancellation; its process is ended")
            request, seconds = self._request[:2]
            process.kill()
            process.submit(self._current.job, request, seconds)

    def _deliver(self, reply: Reply) -> None:
        token = self._current
        if token is None or token.cancelled or reply.job != token.job:
            return  # stale: the deal moved on while this search ran
        request, _seconds, view, legal, fallback = self._request
        self._current, self._request = None, ()
        self._grace.stop()
        # A request whose answer is more than an action (a review's) says what it accepts.
        accepts = getattr(request, "accepts", legal.__contains__)
        action, failed = reply.action, reply.error is not None or not accepts(reply.action)
        if reply.error is not None:
            log.error("The AI failed; a safe move is played instead:\n%s", reply.error)
        elif failed:
            log.error("The AI chose %r, which is not legal; a safe move is played instead", action)
        if failed:
            action = safe_choice(fallback, view, legal)
        self.decided.emit(Decision(token, action, failed, reply.cut_short and not failed))


def safe_choice(fallback: Fallback | None, view, legal: Sequence[Hashable]) -> Hashable:
    """The fallback's move if it gives a legal one, else the last legal action."""
    if fallback is not None:
        try:
            action = fallback(view, legal)
            if action in legal:
                return action
        except BaseException:  # noqa: B036 — the fallback is an AI too: nothing it does may stop the game
            log.exception("The fallback AI failed too; playing the last legal action")
    return legal[-1]
