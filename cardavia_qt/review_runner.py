"""A review of a finished deal (engine/core/review.py) run without holding up the window.

The questions — the player's position before each decision — are made here at once (the deal
played through once, no AI: milliseconds); each is then answered by the strongest AI in the
AI worker process (cardavia_qt/table/ai_worker.py), one after the other, with the game's
measure of how far the player's choice fell short (`ReviewQuestion`), so the search and the
measure run on the other core and the UI thread only receives answers. `progress` says how far it is,
`finished` hands over the `Review`; `cancel` stops the search under way through its Limits
(the worker's cancellation) and keeps what was reviewed.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from cardavia_qt.table.ai_worker import AiWorker, Decision
from engine.core.record import DealRecord
from engine.core.review import Review, ReviewAnswer, ReviewedDecision, review_questions, reviewed, strongest_level

SEARCH_SECONDS = 5.0  # each decision's cap, as the hint's


class ReviewRunner(QObject):
    progress = Signal(int, int)  # decisions reviewed, decisions in all
    finished = Signal(object)  # the Review (finished=False if it was cancelled)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.worker = AiWorker(self)
        self.worker.decided.connect(self._answered)
        self.record: DealRecord | None = None
        self.level = ""
        self._asked: list = []
        self._done: list[ReviewedDecision] = []
        self.running = False

    def start(self, record: DealRecord, level: str | None = None) -> None:
        """Review `record` against `level` (the game's strongest by default)."""
        self.cancel()
        self.record = record
        self.level = level or strongest_level(record.game)
        self._asked = review_questions(record, self.level)
        self._done = []
        self.running = True
        self.progress.emit(0, len(self._asked))
        self._ask_next()

    def cancel(self) -> None:
        """Stop now; `finished` comes with the decisions reviewed so far."""
        if self.running:
            self.worker.cancel()
            self._finish()

    def shutdown(self) -> None:
        self.running = False
        self.worker.shutdown()

    def _ask_next(self) -> None:
        if len(self._done) == len(self._asked):
            self._finish()
            return
        _index, question = self._asked[len(self._done)]
        self.worker.request(question, tag=len(self._done), seconds=SEARCH_SECONDS)

    def _answered(self, decision: Decision) -> None:
        if not self.running or decision.token.tag != len(self._done):
            return
        index, question = self._asked[len(self._done)]
        answer = decision.action  # a failed question's is the fallback's bare action
        suggested, gap = (answer.suggested, answer.gap) if isinstance(answer, ReviewAnswer) else (answer, None)
        self._done.append(reviewed(self.record, index, question.request, suggested, decision.cut_short, gap))
        self.progress.emit(len(self._done), len(self._asked))
        self._ask_next()

    def _finish(self) -> None:
        self.running = False
        self.finished.emit(Review(self.record.game, self.level, tuple(self._done), len(self._asked),
                                  len(self._done) == len(self._asked)))
