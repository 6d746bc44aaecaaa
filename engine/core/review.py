"""A review of a finished deal: each decision the player made, beside what the strongest AI
would have chosen in the same position.

The question put to the AI is the one the player met: the player's view and legal actions just
before the player's action, and that decision's own generator (`decision_rng` from the game,
the seed, the seat, the number of actions before it and the level) — the very question a hint
asked at that move, so a review agrees with the hints the player was given. The player's
automatic answers (`AUTO` in the record: a lone Pass the table played) and the moves the rules
forced (one legal action) were no decisions and are skipped.

A review takes a while (the strongest level searches), so it reports its progress after each
decision and stops when told: `cancelled` is handed to each search through `Limits`, and a
review stopped so keeps what it had reviewed (`finished` is False). No Qt here: the app runs
it off the UI thread.

Where the player and the AI differ, the game may say by how much (`ChoiceGap`): its hard AI's
own measure of each choice, from the player's view alone — MCR the distance to a ready hand
worth eight points and the live useful tiles, Kowah the chance of a live ready hand, Durak and
Sì Sè Pái the hard AI's score. It is worked out with the AI's answer (`ReviewQuestion`, in the
same worker), and the review lists the largest differences first (`Review.ranked`).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Callable, Hashable

from engine.core import registry
from engine.core.decision import DecisionRequest
from engine.core.policy import Limits
from engine.core.record import AUTO, HINTED, DealRecord
from engine.core.seats import HUMAN_SEAT

Progress = Callable[[int, int], None]  # (decisions reviewed, decisions in all)


@dataclass(frozen=True)
class ChoiceGap:
    """How much worse the played choice is than the suggested one, by a game's measure.

    `measure` names what `played` and `suggested` hold (the app words each measure):
    "mahjong.progress" (tiles from an eight-point ready hand, live useful tiles),
    "kowah.readiness" (the chance of a live ready hand, 0–1), "hard.score" (the hard AI's own
    score of the move; Durak's runs from -1, the durak, to +1, out first). `size` orders the
    differences: above 0 the player's choice is worse by the measure, at or below 0 the measure
    sees no loss (the strongest AI looks further than the hard AI's measure)."""

    size: float
    measure: str
    played: tuple[float, ...]
    suggested: tuple[float, ...]


@dataclass(frozen=True)
class ReviewedDecision:
    index: int  # the action's index in the record: the replay's position before it
    seat: int
    view: Any  # the player's view then
    legal: tuple[Hashable, ...]
    played: Hashable
    suggested: Hashable  # the AI's choice
    hinted: bool = False  # the player had asked for a hint first
    cut_short: bool = False  # the AI's search was stopped by its time cap
    gap: ChoiceGap | None = None  # by how much the choices differ, where the game measures it

    @property
    def agreed(self) -> bool:
        return self.played == self.suggested


@dataclass(frozen=True)
class Review:
    game: str
    level: str  # the AI level the player's choices were compared with
    decisions: tuple[ReviewedDecision, ...]
    total: int  # the player's decisions in the deal
    finished: bool  # False: cancelled after `len(decisions)` of them

    @property
    def agreed(self) -> int:
        return sum(decision.agreed for decision in self.decisions)

    def differences(self) -> tuple[ReviewedDecision, ...]:
        return tuple(decision for decision in self.decisions if not decision.agreed)

    def ranked(self) -> tuple[ReviewedDecision, ...]:
        """The differences, largest measured gap first (the unmeasured after them, in deal
        order), then the agreements in deal order."""
        differences = sorted(self.differences(),
                             key=lambda d: (d.gap is None, -(d.gap.size if d.gap is not None else 0.0), d.index))
        return (*differences, *(decision for decision in self.decisions if decision.agreed))


def player_seat(record: DealRecord) -> int:
    """The player's seat: the one the record seats no AI at (the app's seat for old records)."""
    return next((seat for seat, level in enumerate(record.seats) if level is None), HUMAN_SEAT)


def decision_indices(record: DealRecord, seat: int | None = None) -> list[int]:
    """The indices of the actions that were the player's own decisions: not automatic, and
    with a choice (a move the rules force, such as Kowah's first draw, asks the player nothing
    and would only swell the count of agreements)."""
    seat = player_seat(record) if seat is None else seat
    return [index for index, state in record.positions() if _decided(record, seat, index, state)]


def _decided(record: DealRecord, seat: int, index: int, state) -> bool:
    """Whether action `index`, played from `state`, was a decision of `seat`."""
    return (index < len(record.actions) and record.actions[index][0] == seat
            and not record.marked(index, AUTO) and len(state.legal_actions(seat)) > 1)


def strongest_level(game: str) -> str:
    """The strongest AI of a game: the registry lists its levels weakest first."""
    return registry.get(game).policy_names()[-1]


def questions(record: DealRecord, level: str | None = None) -> list[tuple[int, DecisionRequest]]:
    """The review's questions, one per decision of the player: (action index, the request for
    `level` in the position before it). Cheap (the deal played once, no AI): the app makes
    them on its UI thread and has the requests answered in its AI process."""
    level = level or strongest_level(record.game)
    seat = player_seat(record)
    return [(index, DecisionRequest.of(state, seat, level)) for index, state in record.positions()
            if _decided(record, seat, index, state)]


@dataclass(frozen=True)
class ReviewAnswer:
    suggested: Hashable
    gap: ChoiceGap | None


@dataclass(frozen=True)
class ReviewQuestion:
    """One decision to review, as a worker runs it: the AI's answer to `request`, and the
    game's measure of how far the `played` choice falls short of it. Pickles as a request does."""

    request: DecisionRequest
    played: Hashable

    @property
    def view(self) -> Any:
        return self.request.view

    @property
    def legal(self) -> tuple[Hashable, ...]:
        return self.request.legal

    def run(self, limits: Limits | None = None) -> ReviewAnswer:
        suggested = self.request.run(limits)
        if suggested not in self.request.legal:
            return ReviewAnswer(suggested, None)  # an AI's bug: `reviewed` puts the safe answer
        return ReviewAnswer(suggested, measure(self.request, self.played, suggested))

    def accepts(self, answer: Any) -> bool:
        """Whether `answer` is an answer to this question (the worker's check of a reply)."""
        return isinstance(answer, ReviewAnswer) and answer.suggested in self.request.legal


def measure(request: DecisionRequest, played: Hashable, suggested: Hashable) -> ChoiceGap | None:
    """The game's measure of the difference between two choices at `request`'s position."""
    return registry.get(request.game).gap(request.view, request.legal, played, suggested)


def review_questions(record: DealRecord, level: str | None = None) -> list[tuple[int, ReviewQuestion]]:
    """`questions`, each with the player's choice, for a worker to answer and measure."""
    return [(index, ReviewQuestion(request, record.actions[index][1])) for index, request in questions(record, level)]


def reviewed(record: DealRecord, index: int, request: DecisionRequest, suggested: Hashable,
             cut_short: bool = False, gap: ChoiceGap | None = None) -> ReviewedDecision:
    """One decision reviewed: `suggested` is the AI's answer to `request` (a bad answer — an
    AI's bug — becomes the request's safe one, measured here), `gap` its measured difference."""
    played = record.actions[index][1]
    if suggested not in request.legal:
        suggested = request.safe()
        gap = measure(request, played, suggested)
    if played == suggested:
        gap = None
    return ReviewedDecision(index, request.seat, request.view, request.legal, played, suggested,
                            record.marked(index, HINTED), cut_short, gap)


def review(record: DealRecord, level: str | None = None, *, progress: Progress | None = None,
           cancelled: Callable[[], bool] | None = None, seconds: float | None = None) -> Review:
    """Review the player's decisions in `record` against `level` (the strongest by default),
    in this thread. `progress(done, total)` is called before the first decision and after each
    one; `cancelled()` stops the review (the search under way stops at its next check);
    `seconds` caps each search (a decision so capped is marked `cut_short`)."""
    level = level or strongest_level(record.game)
    asked = review_questions(record, level)
    stop = cancelled or (lambda: False)
    done: list[ReviewedDecision] = []
    if progress is not None:
        progress(0, len(asked))
    for index, question in asked:
        if stop():
            break
        limits = Limits(deadline=None if seconds is None else time.monotonic() + seconds, cancelled=stop)
        answer = question.run(limits)
        if stop():
            break  # a search told to stop answers in haste: not an answer to show
        done.append(reviewed(record, index, question.request, answer.suggested, limits.cut_short, answer.gap))
        if progress is not None:
            progress(len(done), len(asked))
    return Review(record.game, level, tuple(done), len(asked), len(done) == len(asked))
