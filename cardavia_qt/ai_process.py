"""The process the AI thinks in, and its handle in the app. No Qt here: the child imports only
the engine.

Why a process and not a thread: a search in pure Python holds the interpreter lock while it
computes, so a thread beside the UI steals its time (benchmarks/ai_latency.py measures it), and
a thread cannot be stopped — an AI that never returns would pin it, and the exit, for ever. A
process thinks on the other core, and can be killed.

The child answers one `DecisionRequest` at a time, in the order sent. The app cancels a job by
raising a shared counter (`cancelled_upto`), which the search reads through `Limits.cancelled`
between iterations; a job that ignores it is ended by killing the process, and the next job
starts a fresh one. Every exception of a policy, SystemExit and KeyboardInterrupt included,
comes back as a failed decision with its traceback, never as the end of the child.
"""

from __future__ import annotations

import itertools
import logging
import multiprocessing
import signal
import threading
import time
import traceback
from dataclasses import dataclass
from typing import Any, Callable, Hashable

log = logging.getLogger("cardavia.ai")

# Modules the child imports before its first job (tests register their faulty policies so).
CHILD_IMPORTS: list[str] = []

_job_ids = itertools.count(1)
READY = 0  # the job number of the child's first message: its imports are done, it serves


def next_job_id() -> int:
    return next(_job_ids)


@dataclass(frozen=True)
class Reply:
    job: int
    action: Hashable | None = None
    cut_short: bool = False
    error: str | None = None  # the policy's traceback, or why the process gave no answer


# -- the child ------------------------------------------------------------------------------------
def serve(connection, cancelled_upto, imports: list[str]) -> None:
    """The child's loop: (job, request, seconds) in, a `Reply` out, until the pipe closes."""
    import importlib

    from engine.core.policy import Limits

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C in a terminal is the app's to handle
    for name in ["engine.catalog", *imports]:
        importlib.import_module(name)
    connection.send(Reply(READY))  # until now no job was read: none can have ignored a cancel
    while True:
        try:
            job, request, seconds = connection.recv()
        except (EOFError, OSError):
            return
        limits = Limits(deadline=None if seconds is None else time.monotonic() + seconds,
                        cancelled=lambda job=job: cancelled_upto.value >= job)
        try:
            reply = Reply(job, request.run(limits), limits.cut_short)
        except BaseException as error:  # noqa: B036 — every failure of a policy is a failed decision
            reply = Reply(job, error="".join(traceback.format_exception(type(error), error, error.__traceback__)))
        try:
            connection.send(reply)
        except (EOFError, OSError):
            return
        except Exception as error:  # an answer that does not pickle
            connection.send(Reply(job, error=f"the answer could not be sent back: {error!r}"))


# -- the handle -----------------------------------------------------------------------------------
class DecisionProcess:
    """One worker process, started on first use. `listener(reply)` is called from a relay
    thread for every answer (and with an error reply for each job a dead process leaves)."""

    def __init__(self, listener: Callable[[Reply], None] | None = None):
        # Held while an answer is handed to the listener and while the listener is changed, so
        # that once it is changed the old one is never called again: it may be a Qt object's
        # signal, and a table being deleted under a late answer crashed the process (seen once
        # in the test suite, a segfault in the relay thread).
        self._listening = threading.RLock()
        self._listener = listener
        self.outstanding: list[int] = []  # jobs sent and not answered, oldest first
        self._process = None
        self._connection = None
        self._relay: threading.Thread | None = None
        self._cancelled_upto = None
        self._lock = threading.Lock()
        self._ended = False  # its pipe closed: it died (or is dying) by itself
        self.ready_at: float | None = None  # when the child began serving (a fresh one imports the engine first)

    @property
    def listener(self) -> Callable[[Reply], None] | None:
        return self._listener

    @listener.setter
    def listener(self, listener: Callable[[Reply], None] | None) -> None:
        with self._listening:  # waits for an answer being handed over
            self._listener = listener

    @property
    def alive(self) -> bool:
        return self._process is not None and not self._ended and self._process.is_alive()

    @property
    def pid(self) -> int | None:
        return self._process.pid if self._process is not None else None

    def _start(self) -> None:
        context = multiprocessing.get_context("spawn")
        ours, theirs = context.Pipe()
        self._cancelled_upto = context.RawValue("q", 0)
        self._process = context.Process(target=serve, args=(theirs, self._cancelled_upto, list(CHILD_IMPORTS)),
                                        name="cardavia-ai", daemon=True)
        self._process.start()
        theirs.close()
        self._connection, self._ended, self.ready_at = ours, False, None
        self._relay = threading.Thread(target=self._relay_answers, args=(ours,), name="cardavia-ai-relay", daemon=True)
        self._relay.start()

    def serving_for(self) -> float | None:
        """Seconds since the child began serving jobs (None: it is still starting)."""
        return None if self.ready_at is None else time.monotonic() - self.ready_at

    def submit(self, job: int, request: Any, seconds: float | None) -> None:
        if not self.alive:
            self.kill()
            self._start()
        with self._lock:
            self.outstanding.append(job)
        try:
            self._connection.send((job, request, seconds))
        except (OSError, ValueError) as error:
            self._answer(Reply(job, error=f"the AI process could not be reached: {error!r}"))

    def cancel_through(self, job: int) -> None:
        """Every job up to this one may stop: its answer will be dropped."""
        if self._cancelled_upto is not None and self._cancelled_upto.value < job:
            self._cancelled_upto.value = job

    def kill(self) -> None:
        """End the process now, whatever it is doing; jobs it held get no answer."""
        process, connection, relay = self._process, self._connection, self._relay
        self._process = self._connection = self._relay = None
        with self._lock:
            self.outstanding.clear()
        if process is not None:
            process.kill()
            process.join(2)
            if process.exitcode is not None:
                process.close()
        if connection is not None:
            connection.close()
        if relay is not None and relay is not threading.current_thread():
            relay.join(2)

    def _answer(self, reply: Reply) -> None:
        with self._lock:
            if reply.job not in self.outstanding:
                return
            self.outstanding.remove(reply.job)
        with self._listening:
            if self._listener is not None:
                try:
                    self._listener(reply)
                except RuntimeError:
                    pass  # the listener's Qt object is gone: the table closed while we thought

    def _relay_answers(self, connection) -> None:
        while True:
            try:
                reply = connection.recv()
            except (EOFError, OSError, TypeError):
                break  # the process ended, or we closed the pipe
            if reply.job == READY:
                self.ready_at = time.monotonic()
                continue
            self._answer(reply)
        if self._connection is connection:  # died by itself (a crash, os._exit in a policy)
            self._ended = True
            for job in list(self.outstanding):
                self._answer(Reply(job, error="the AI process ended without an answer"))
