"""AI decisions off the UI thread.

A decision runs in a worker thread while the table keeps painting and answering clicks. Each
request gets a cancel token; a result whose token was cancelled (new deal, autoplay, the table
closed) is dropped. The policy thinks on a private copy, and the caller adopts that copy only
when it accepts the move, so a cancelled search leaves the policy's random generator
untouched and a seed always replays the same game. An AI that raises is logged and replaced,
for that move, by a fallback that cannot fail the game.
"""

from __future__ import annotations

import copy
import logging
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Hashable, Sequence

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

log = logging.getLogger("cardavia.ai")

Fallback = Callable[[Any, Sequence[Hashable]], Hashable]


@dataclass(eq=False)
class CancelToken:
    """One request. `tag` is the caller's note of what it asked about (deal and move number)."""

    tag: Any = None
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
    policy: Any  # the policy after choosing (its generator advanced); adopt it to keep replays exact
    failed: bool  # the policy raised and the fallback chose


class _Relay(QObject):
    # Lives in the UI thread; emitting it from the worker queues the call onto the UI thread.
    done = Signal(object, object, object, object)  # token, action, policy, error


class _Job(QRunnable):
    def __init__(self, relay: _Relay, token: CancelToken, policy, view, legal: tuple):
        super().__init__()
        self.setAutoDelete(True)
        self.relay, self.token, self.policy, self.view, self.legal = relay, token, policy, view, legal

    def run(self) -> None:
        action, error = None, None
        try:
            action = self.policy.choose(self.view, self.legal)
        except Exception as exc:  # any AI bug must not reach the table
            error = exc
        if self.token.cancelled:
            return
        try:
            self.relay.done.emit(self.token, action, self.policy, error)
        except RuntimeError:
            pass  # the table was destroyed while we thought


class AiWorker(QObject):
    """Runs one policy decision at a time in its own thread."""

    decided = Signal(object)  # Decision

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay()
        self._relay.done.connect(self._deliver)
        self._current: CancelToken | None = None
        self._request: tuple = ()  # (view, legal, fallback) of the current request

    @property
    def thinking(self) -> bool:
        return self._current is not None

    def request(self, policy, view, legal: Sequence[Hashable], tag: Any = None,
                fallback: Fallback | None = None) -> CancelToken:
        """Ask `policy` for a move; the answer comes as `decided`. Cancels any earlier request."""
        self.cancel()
        token = CancelToken(tag)
        legal = tuple(legal)
        self._current = token
        self._request = (view, legal, fallback)
        self._pool.start(_Job(self._relay, token, copy.deepcopy(policy), view, legal))
        return token

    def cancel(self) -> None:
        if self._current is not None:
            self._current.cancel()
            self._current = None
            self._request = ()

    def abandon(self) -> None:
        """Give up on a search that overran its budget. Its thread cannot be stopped, so the
        next request gets a thread of its own instead of queueing behind it."""
        if self._current is not None:
            self.cancel()
            self._pool.setMaxThreadCount(self._pool.maxThreadCount() + 1)

    def wait(self, msecs: int = 10_000) -> bool:
        """Block until the worker thread is free (a cancelled search still runs to its end)."""
        return self._pool.waitForDone(msecs)

    def shutdown(self) -> None:
        self.cancel()
        self.wait()

    def _deliver(self, token: CancelToken, action, policy, error) -> None:
        if token.cancelled or token is not self._current:
            return  # stale: the deal moved on while this search ran
        view, legal, fallback = self._request
        self._current, self._request = None, ()
        failed = error is not None or action not in legal
        if failed:
            if error is not None:
                log.error("The AI raised; a safe move is played instead",
                          exc_info=(type(error), error, error.__traceback__))
            else:
                log.error("The AI chose %r, which is not legal; a safe move is played instead", action)
            action = safe_choice(fallback, view, legal)
        self.decided.emit(Decision(token, action, policy, failed))


def safe_choice(fallback: Fallback | None, view, legal: Sequence[Hashable]) -> Hashable:
    """The fallback's move if it gives a legal one, else the last legal action."""
    if fallback is not None:
        try:
            action = fallback(view, legal)
            if action in legal:
                return action
        except Exception:
            log.exception("The fallback AI failed too; playing the last legal action")
    return legal[-1]
