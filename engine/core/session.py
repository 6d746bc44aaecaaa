"""One deal at the table, without Qt: the state, who sits where, the record, take-back, hints.

A `DealSession` is what a table plays through. It holds the deal's state, each seat's AI level
(None for the player's seat), and the record of the line the deal has taken with its marks; it
answers the questions a table asks — whose move, what may the player do, which AI decision is
due — and it never thinks itself: an AI decision is handed out as a `DecisionRequest` (a value a
worker thread or process runs) and its answer handed back with `answer`. `run_ais` runs them in
this thread, for tests, benchmarks and the arena.

Determinism. An AI's answer depends on its request alone — game, level, seed, seat, ply, view,
legal actions — so the same actions bring the same answers, after a take-back or a resume as in
the first run. Two things keep it so:
- in a claim window, where several seats answer at once, the player's answer waits (`waiting`)
  until every AI seat has answered: the AIs' questions never depend on how fast the player was;
- an AI decision the time cap cut short may come out otherwise when asked again: the record
  marks it (`CUT_SHORT`).

Take-back returns the deal to the player's previous decision — skipping the answers the table
gave for the player (`AUTO`: a lone Pass, see `lone_answer`) — and may be repeated back to the
player's first decision. The line taken back is not kept: the record is the line the deal
finally took, with the count of take-backs and hints used.

Persistence: `record` is everything a save needs; `on_change` is called after every change, so
the app can autosave; `DealSession(record)` resumes. A resumed deal finds its lone answers
again (`AUTO`) from the rule alone, so a record that lost its marks loses nothing.

A position set up without its history (a puzzle, a test's arranged deal: `arranged`) has no
record to replay; the session keeps a copy of it as it was taken over (`origin`) and takes back
by playing the actions since then again on a copy. Its events begin there too: a table lays it
out from `opening_view()`, then follows `events()`.
"""

from __future__ import annotations

import copy
import logging
from typing import Callable, Hashable, Mapping

from engine.core import registry
from engine.core.decision import DecisionRequest
from engine.core.record import AUTO, CUT_SHORT, HINTED, DealRecord, RecordError
from engine.core.seats import HUMAN_SEAT
from engine.core.state import NOT_YOUR_TURN, Event, GameState, IllegalAction

log = logging.getLogger("cardavia.session")


class DealSession:
    def __init__(self, record: DealRecord, *, lone_answer: Hashable | None = None,
                 on_change: Callable[["DealSession"], None] | None = None):
        """Resume the deal `record` describes (a new deal is a record without actions; see
        `new`). Raises RecordError or IllegalAction when the record cannot be played again."""
        self.info = registry.get(record.game)
        if len(record.seats) != self.info.players:
            raise RecordError("unreadable", f"a {self.info.name} deal has {self.info.players} seats, "
                                            f"not {len(record.seats)}")
        for level in record.seats:
            if level is not None and level not in self.info.policy_names():
                raise RecordError("unreadable", f"{self.info.name} has no AI level {level!r}")
        self.seed = record.seed
        self.options = dict(record.options)
        self.seats: tuple[str | None, ...] = tuple(record.seats)
        self.human: int | None = next((seat for seat, level in enumerate(self.seats) if level is None), None)
        self.lone_answer = lone_answer
        self.on_change = on_change
        self.state: GameState = record.replay()
        self.origin: GameState | None = None  # an arranged position's start (see `arranged`)
        self.take_backs = record.take_backs
        self.hints = record.hints
        self._marks: dict[int, frozenset[str]] = dict(record.marks)
        for index in self._lone_answers(record):
            self._marks[index] = self._marks.get(index, frozenset()) | {AUTO}
        self._waiting: tuple[Hashable, frozenset[str]] | None = None  # the player's held answer
        self._hinted = False  # a hint was asked for the decision the player has yet to make
        self._settle()

    @classmethod
    def new(cls, game: str, seed: int, levels: str | Mapping[int, str], *, human: int | None = HUMAN_SEAT,
            options: Mapping | None = None, lone_answer: Hashable | None = None,
            on_change: Callable[["DealSession"], None] | None = None) -> "DealSession":
        """A fresh deal: `levels` is the AI level of every seat but `human` (one name for all,
        or a level per seat); `human=None` seats AIs only."""
        info = registry.get(game)
        seats = tuple(None if seat == human else (levels if isinstance(levels, str) else levels[seat])
                      for seat in range(info.players))
        state = info.new_deal(seed, **dict(options or {}))
        record = DealRecord(game, seed, (), dict(options or {}), state.rules_version, seats)
        return cls(record, lone_answer=lone_answer, on_change=on_change)

    @classmethod
    def arranged(cls, state: GameState, seats: tuple[str | None, ...], *, lone_answer: Hashable | None = None,
                 on_change: Callable[["DealSession"], None] | None = None) -> "DealSession":
        """Take over `state` as it stands — a position no seed replays (a puzzle, a test) — and
        play on it itself; `seats` as in a record (None for the player)."""
        session = cls.__new__(cls)
        session.info = registry.get(state.game_id)
        session.seed = state.seed
        session.options = dict(getattr(state, "options", {}))
        session.seats = tuple(seats)
        session.human = next((seat for seat, level in enumerate(session.seats) if level is None), None)
        session.lone_answer = lone_answer
        session.on_change = on_change
        session.state = state
        session.origin = copy.deepcopy(state)
        session.take_backs = session.hints = 0
        session._marks = {}
        session._waiting = None
        session._hinted = False
        session._settle()
        return session

    # -- what the table asks -----------------------------------------------------------------
    @property
    def game(self) -> str:
        return self.info.id

    @property
    def is_over(self) -> bool:
        return self.state.is_over

    @property
    def outcome(self):
        return self.state.outcome

    def level(self, seat: int) -> str | None:
        return self.seats[seat]

    @property
    def human_to_act(self) -> bool:
        """The player must decide now (and has not already answered this claim window)."""
        return (self.human is not None and self._waiting is None and not self.state.is_over
                and self.human in self.state.pending())

    @property
    def waiting(self) -> Hashable | None:
        """The player's answer to a claim window, held until the AIs have answered."""
        return self._waiting[0] if self._waiting is not None else None

    @property
    def answered_for_player(self) -> bool:
        """The held answer is one the table gave for the player (a lone answer)."""
        return self._waiting is not None and AUTO in self._waiting[1]

    def legal(self) -> list:
        """What the player may do now (empty when it is not the player's move)."""
        return list(self.state.legal_actions(self.human)) if self.human_to_act else []

    def view(self, seat: int | None = None):
        return self.state.view(self.human if seat is None else seat)

    def events(self) -> tuple[Event, ...]:
        """The events the player's seat has seen so far (all of them with no player seated);
        for an arranged position, those since it was taken over."""
        if self.human is None:
            events = tuple(self.state.events)
            start = len(self.origin.events) if self.origin is not None else 0
        else:
            events = tuple(self.state.events_seen_by(self.human))
            start = len(self.origin.events_seen_by(self.human)) if self.origin is not None else 0
        return events[start:]

    def opening_view(self):
        """The player's view of an arranged position as it was taken over (None for a deal
        that replays from its seed: its events tell everything from the shuffle on)."""
        if self.origin is None:
            return None
        return self.origin.view(self.human if self.human is not None else 0)

    def reseat(self, level: str) -> None:
        """Every AI seat plays at `level` from now on (tests; a deal keeps its level otherwise,
        or a take-back could not promise the same answers)."""
        self.seats = tuple(None if seat is None else level for seat in self.seats)

    @property
    def ai_to_act(self) -> tuple[int, ...]:
        """The AI seats the deal waits for (several in a claim window), in the engine's order."""
        if self.state.is_over:
            return ()
        return tuple(seat for seat in self.state.pending() if self.seats[seat] is not None)

    def next_request(self) -> DecisionRequest | None:
        """The AI decision due now: the first AI seat the deal waits for."""
        seats = self.ai_to_act
        return self.request_for(seats[0]) if seats else None

    def request_for(self, seat: int, level: str | None = None) -> DecisionRequest:
        return DecisionRequest.of(self.state, seat, level or self.seats[seat])

    @property
    def record(self) -> DealRecord:
        """The line the deal has taken, with everything needed to play it again."""
        return DealRecord.of(self.state, self.seats, self._marks, self.take_backs, self.hints)

    def marks(self, index: int) -> frozenset[str]:
        return self._marks.get(index, frozenset())

    # -- moves ---------------------------------------------------------------------------------
    def play(self, action: Hashable) -> None:
        """The player's move, or IllegalAction (with the rules' reason) and nothing changed."""
        if self.human is None or self._waiting is not None:
            raise IllegalAction(NOT_YOUR_TURN())
        reason = self.state.refusal(self.human, action)
        if reason is not None:
            raise IllegalAction(reason)
        marks = {HINTED} if self._hinted else set()
        self._hinted = False
        self._submit(action, frozenset(marks))
        self._settle()
        self._changed()

    def answer(self, request: DecisionRequest, action: Hashable, *, cut_short: bool = False) -> bool:
        """An AI's answer to `request`. False (and nothing done) if the deal has moved on since
        it was asked; an answer that is not legal (an AI bug, or None for "no answer in time")
        is replaced by the request's safe answer. `cut_short`: the time cap stopped the search."""
        seat = request.seat
        if self.state.is_over or seat not in self.ai_to_act or request != self.request_for(seat):
            return False
        if action not in request.legal:
            if action is not None:
                log.error("The %s AI of seat %s chose %r, which is not legal; a safe move is played",
                          request.level, seat, action)
            action = request.safe()
        self._apply(seat, action, frozenset({CUT_SHORT}) if cut_short else frozenset())
        self._settle()
        self._changed()
        return True

    def run_ais(self, limits_for: Callable[[DecisionRequest], object] | None = None) -> int:
        """Play every AI decision due, in this thread, until the player must act or the deal
        ends; the number played. `limits_for(request)` may give each search its Limits."""
        played = 0
        while (request := self.next_request()) is not None:
            limits = limits_for(request) if limits_for is not None else None
            try:
                action = request.run(limits)
            except Exception:
                log.exception("The %s AI of seat %s raised; a safe move is played", request.level, request.seat)
                action = None
            self.answer(request, action, cut_short=bool(getattr(limits, "cut_short", False)))
            played += 1
        return played

    # -- help ----------------------------------------------------------------------------------
    def hint_request(self, level: str | None = None) -> DecisionRequest | None:
        """The question to ask an AI for the player's hint (the strongest level unless said),
        or None when it is not the player's move. Counted as a hint used, and the decision
        the player then makes is marked HINTED."""
        if not self.human_to_act:
            return None
        self.hints += 1
        self._hinted = True
        self._changed()
        return self.request_for(self.human, level or self.info.policy_names()[-1])

    @property
    def player_has_decided(self) -> bool:
        """Whether the player has decided anything in this deal (an answer still held counts)."""
        return (self._waiting is not None and AUTO not in self._waiting[1]) or self._last_decision() is not None

    @property
    def can_take_back(self) -> bool:
        return self.player_has_decided

    def take_back(self) -> bool:
        """Return to the player's previous decision, undoing every AI move since; False when
        there is none (the player has not decided anything yet)."""
        if self._waiting is not None and AUTO not in self._waiting[1]:
            self._waiting = None  # the answer was still held: taking it back undoes nothing else
        else:
            index = self._last_decision()
            if index is None:
                return False
            self._waiting = None
            self.state = self._replayed(index)
            self._marks = {i: m for i, m in self._marks.items() if i < index}
        self.take_backs += 1
        self._hinted = False
        self._changed()
        return True

    # -- inside --------------------------------------------------------------------------------
    def _replayed(self, count: int) -> GameState:
        """The deal after its first `count` actions, played again."""
        if self.origin is None:
            return self.record.prefix(count).replay()
        state = copy.deepcopy(self.origin)
        for seat, action in self.state.history[len(self.origin.history):count]:
            state.apply(seat, action)
        return state

    def _lone_answers(self, record: DealRecord) -> list[int]:
        """The player's actions in `record` that were their seat's only legal one and the
        lone answer (the rule sees the legal actions alone, so a replay finds them again)."""
        if self.lone_answer is None or self.human is None or \
                not any(seat == self.human and action == self.lone_answer for seat, action in record.actions):
            return []
        return [index for index, state in record.positions()
                if index < len(record.actions) and record.actions[index] == (self.human, self.lone_answer)
                and list(state.legal_actions(self.human)) == [self.lone_answer]]

    def _last_decision(self) -> int | None:
        first = len(self.origin.history) if self.origin is not None else 0
        for index in range(len(self.state.history) - 1, first - 1, -1):
            seat, _ = self.state.history[index]
            if seat == self.human and AUTO not in self._marks.get(index, ()):
                return index
        return None

    def _submit(self, action: Hashable, marks: frozenset[str]) -> None:
        """The player's answer: applied now, or held while AI seats still answer the same
        claim window (see the module's note on determinism)."""
        if self.ai_to_act:
            self._waiting = (action, marks)
        else:
            self._apply(self.human, action, marks)

    def _apply(self, seat: int, action: Hashable, marks: frozenset[str]) -> None:
        if marks:
            self._marks[len(self.state.history)] = marks
        self.state.apply(seat, action)

    def _settle(self) -> None:
        """Play what needs nobody's decision: a held answer once the AIs have answered, and
        the player's lone answers (marked AUTO)."""
        while not self.state.is_over:
            if self._waiting is not None:
                if self.ai_to_act:
                    return
                action, marks = self._waiting
                self._waiting = None
                reason = self.state.refusal(self.human, action)
                if reason is not None:  # cannot happen while a window's choices are fixed
                    log.error("The player's held answer %r became illegal: %s", action, reason.text())
                    return
                self._apply(self.human, action, marks)
                continue
            if self.human_to_act and self.lone_answer is not None \
                    and list(self.state.legal_actions(self.human)) == [self.lone_answer]:
                self._submit(self.lone_answer, frozenset({AUTO}))
                continue
            return

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self)

