"""What every game's table controller shares: the deal, the AI seats, the hint, the replay.

A game's controller (Durak, Sì Sè Pái, MCR, Kowah) is the only place that knows that game: it
lays out its piles, answers the scene's questions (which card may go where), turns gestures
into engine actions and shows each engine event as cards moving. Everything else is the same
for every game and lives here: starting a deal from a seed, asking the AIs for their moves off
the UI thread (one seat at a time, even while the player is answering a claim window), the
hint, autoplay for screenshots and tests, the status line's passing notes, the player's
automatic answers, and replaying the event log as the human seat sees it — never the engine's
hidden state.

Automatic answers: a game names the positions that answer themselves (`lone_answer`: Pass in a
claim window where nothing else is legal, in Sì Sè Pái and MCR). The table plays them for the
player at once, without a prompt, and records their indices in the deal's history in
`automatic`: they are no decisions of the player's, so take-back and review step over them.

Texts of this class are translated under the context "GameController" explicitly: PySide's
`self.tr` would look them up under the subclass's name, where no translator put them.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import Callable, Hashable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QTimer, Signal

from cardavia_qt.i18n import translate_message
from cardavia_qt.models.levels import ORDER as LEVELS, level_name, level_or_first, levels_of
from cardavia_qt.seat_names import SeatNames
from cardavia_qt.sentences import event_sentence
from cardavia_qt.table.ai_worker import AiWorker, Decision, safe_choice
from cardavia_qt.table.animation import StepQueue
from cardavia_qt.table.card_item import CardItem, face_down_name
from cardavia_qt.table.scene import TableScene
from cardavia_qt.table.text import fill
from engine.core import registry
from engine.core.decision import DecisionRequest
from engine.core.messages import Message
from engine.core.record import AUTO, CUT_SHORT, HINTED, DealRecord
from engine.core.state import Event, GameState, IllegalAction

log = logging.getLogger("cardavia.table")

HUMAN = 0
AI_MIN_THINK_MS = 450  # at speed 1 the AI never answers faster than a person could follow
AI_TIME_BUDGET_MS = 5000  # far above any level's worst case here: the search's deadline
AI_KILL_AFTER_MS = 1000  # a search still running this long past its deadline is ended; the safe move plays


def remark(text: str) -> Callable[[], str]:
    """A note of this class's words (marked with QT_TRANSLATE_NOOP), translated when shown."""
    return lambda: QCoreApplication.translate("GameController", text)


class GameController(QObject):
    changed = Signal()  # status, buttons or captions may read differently now
    deal_finished = Signal(object)  # the Outcome, once the last card of the deal has landed
    hint_ready = Signal(object)  # the action the hint suggests
    deal_recorded = Signal(str)  # "won" / "lost" / "drawn": the statistics have the finished deal

    game_id = ""  # set by each game's controller
    ai_time_budget_ms = AI_TIME_BUDGET_MS
    ai_kill_after_ms = AI_KILL_AFTER_MS
    # The action the player's seat plays by itself whenever it is the only legal one (None: every
    # position is the player's to answer, as in Durak, where even a lone Take is a decision).
    lone_answer: Hashable | None = None

    def __init__(self, scene: TableScene, settings, parent: QObject | None = None):
        super().__init__(parent)
        self.scene = scene
        self.settings = settings
        self.info = registry.get(self.game_id)
        self.state = None
        self.seed: int | None = None
        self.level = self._chosen_level()
        # A passing remark in place of the status: a Message, or a function that words it, so
        # that a language switch rewords the remark on show rather than leave the old words.
        self.note: Message | Callable[[], str] | None = None
        self.note_is_warning = False
        self.names = SeatNames(self.info.players, HUMAN)  # how this table names its seats
        self.told: Event | None = None  # an opponent's latest move, told before the status
        self.hinted: Hashable | None = None
        self.marks: dict[int, set[str]] = {}  # history index -> record marks (cut short, hinted)
        self.hints_used = 0
        self._hint_asked = False  # the player's next decision follows a hint
        self._seen = 0  # engine events already shown
        self.automatic: set[int] = set()  # indices in state.history the table answered for the player
        self._item_of: dict[Hashable, CardItem] = {}
        self._card_of: dict[CardItem, Hashable] = {}
        self._ai_token = None
        self._ai_seat: int | None = None
        self._hint_token = None
        self._decision: Decision | None = None  # an AI move waiting out its minimum think time
        self._finished_shown = False
        self._recorded = False  # the finished deal is in the statistics
        self.disk = None  # a files.DiskStatus: where failed writes are told
        self._autoplay_base = 0  # history length autoplay counts from
        self.saves = None  # a SaveStore when the app keeps autosaves (never for screenshots)
        self.stats = None  # a StatsStore, likewise
        self.keeping = None  # a DealKeeping: where a finished deal is written (deal_keeping.py)

        self.steps = StepQueue(self)
        self.steps.drained.connect(self._check_display)
        self.worker = AiWorker(self)
        self.worker.decided.connect(self._on_ai_decided)
        self.hint_worker = AiWorker(self)
        self.hint_worker.decided.connect(self._on_hint_decided)
        self._think_timer = QTimer(self)
        self._think_timer.setSingleShot(True)
        self._think_timer.timeout.connect(self._play_waiting_decision)
        self._budget_timer = QTimer(self)
        self._budget_timer.setSingleShot(True)
        self._budget_timer.timeout.connect(self._ai_out_of_time)

    # -- what each game provides ---------------------------------------------------------------
    def apply_geometry(self, geometry, ratio: float) -> None:
        raise NotImplementedError

    def _prepare_deal(self) -> None:
        """Reset the game's own table furniture before a deal's first event is shown."""

    def _rebuild_from_view(self) -> None:
        """Lay the table out from the player's view alone, without replaying events."""
        raise NotImplementedError

    def _face(self, card) -> Path:
        raise NotImplementedError

    def _back(self) -> Path:
        """The pack's back: every card item is made with it, face down or not."""
        raise NotImplementedError

    def _card_name(self, card) -> str:
        raise NotImplementedError

    def _refresh_captions(self) -> None:
        pass

    def _refresh_marks(self) -> None:
        pass

    def current_status(self) -> str:
        """What the player should do now (or who is thinking), when no note stands instead."""
        return ""

    def hint_note(self, action) -> str:
        """The hint's suggestion in words."""
        return str(action)

    def result_heading(self) -> str:
        return ""

    def result_detail(self) -> str:
        return ""

    def display_matches_engine(self) -> bool:
        """Does the table show exactly what the player's view holds? (Tests check it.)"""
        raise NotImplementedError

    def think_ms(self, action) -> int:
        """The least time the AI seems to think before this action shows, at speed 1."""
        return AI_MIN_THINK_MS

    def tells(self, event: Event) -> bool:
        """Is this event a move worth telling in the status line when an opponent makes it?
        Each game picks the moves a player follows (a discard, a claim), not the bookkeeping;
        the player's own move of such a kind ends the telling."""
        return False

    def automatic_answer(self, legal) -> Hashable | None:
        """What the player's seat plays without being asked, given its legal actions; None when
        the choice is the player's. The rule sees only the legal actions, so a replay of the
        record finds the same automatic answers again."""
        if self.lone_answer is not None and list(legal) == [self.lone_answer]:
            return self.lone_answer
        return None

    # -- the deal -------------------------------------------------------------------------------
    @property
    def speed(self) -> float:
        return max(0.0, float(self.settings.animation_speed))

    @property
    def seats(self) -> range:
        return range(self.info.players)

    def _chosen_level(self) -> str:
        return level_or_first(self.game_id, self.settings.ai_level(self.game_id))

    def _take_seats(self, seed: int, level: str | None = None, record: DealRecord | None = None) -> None:
        self.seed = seed
        self.level = level if level in levels_of(self.game_id) else self._chosen_level()
        self.marks = {index: set(names) - {AUTO} for index, names in record.marks.items()} if record else {}
        self.hints_used = record.hints if record else 0
        self._hint_asked = False
        self.note, self.hinted = None, None
        self.told = None
        self._finished_shown = False
        self._recorded = False

    def record(self) -> DealRecord:
        """The deal so far as the save keeps it: the actions, each seat's level, the marks."""
        seats = tuple(None if seat == HUMAN else self.level for seat in self.seats)
        marks = {index: set(names) for index, names in self.marks.items()}
        for index in self.automatic:
            marks.setdefault(index, set()).add(AUTO)
        return DealRecord.of(self.state, seats, marks, hints=self.hints_used)

    def new_deal(self, seed: int) -> None:
        self.cancel_ai()
        self._forget_cards()
        self._take_seats(seed)
        self.state = self.info.new_deal(seed)
        self.automatic = set()
        self._seen = 0
        self._autoplay_base = 0
        self._prepare_deal()
        self._show_new_events()
        self._after_change()

    def show_position(self, state, seed: int = 0, level: str | None = None, record: DealRecord | None = None) -> None:
        """Take over a deal already under way (a puzzle, a test, a resumed game); with `level`
        the AIs go on exactly as they would have, and a resumed deal's `record` keeps its marks."""
        self.cancel_ai()
        self._take_seats(seed, level, record)
        self.state = state
        self.automatic = self.automatic_in_record(state)
        if record is not None:
            self.automatic |= {index for index, names in record.marks.items() if AUTO in names}
        self._autoplay_base = len(state.history)
        self._forget_cards()
        self._prepare_deal()
        self._rebuild_from_view()
        self._seen = len(state.events)
        self.told = self._latest_told(state.events_seen_by(HUMAN))
        self.scene.relayout_now()
        self._after_change()

    def _latest_told(self, events) -> Event | None:
        """What the status told when the deal was left: the latest move worth telling, unless
        it was the player's own."""
        for event in reversed(events):
            if self.tells(event):
                return None if event.seat == HUMAN else event
        return None

    def _forget_cards(self) -> None:
        self.steps.clear()
        self.scene.clear_cards()
        self._item_of.clear()
        self._card_of.clear()

    def autoplay(self, k: int) -> None:
        """Let the AIs play `k` actions for every seat at once: no threads, no animation.

        The count starts where the player (or the previous autoplay) last acted, or at the
        deal: moves the AI made in the background since then are part of the `k`. Every AI
        move is the one autoplay itself would have chosen (each decision's generator comes from
        the seed, the seat and the actions so far), so `new_deal(seed)` then `autoplay(k)` gives
        the same position however long the event loop ran in between.
        """
        if self.state is None:
            return
        self.cancel_ai()
        while len(self.state.history) < self._autoplay_base + k and not self.state.is_over:
            seat = self.state.pending()[0]
            request = self._question(seat)
            try:
                action = request.run()
            except BaseException:  # noqa: B036 — as in the worker: a failed decision, not the end
                log.exception("AI failed during autoplay")
                action = None
            if action not in request.legal:
                action = safe_choice(self._fallback(seat), request.view, request.legal)
            if seat == HUMAN and action == self.automatic_answer(request.legal):
                self.automatic.add(len(self.state.history))
            self.state.apply(seat, action)
        self._autoplay_base = len(self.state.history)
        self.note, self.hinted = None, None
        self.finish_animations()
        self._show_new_events()
        self.finish_animations()
        self._after_change()

    def finish_animations(self) -> None:
        """Show everything that happened, at once (screenshots, tests, a new deal)."""
        mover = self.scene.mover
        mover.finish_all()
        previous, mover.instant = mover.instant, True
        try:
            self.steps.flush()
        finally:
            mover.instant = previous

    @property
    def human_to_act(self) -> bool:
        return self.state is not None and not self.state.is_over and HUMAN in self.state.pending()

    @property
    def ai_seat_to_act(self) -> int | None:
        """The first AI seat the engine waits for (several answer a claim window in turn)."""
        if self.state is None or self.state.is_over:
            return None
        return next((seat for seat in self.state.pending() if seat != HUMAN), None)

    @property
    def ai_thinking(self) -> bool:
        return self.ai_seat_to_act is not None

    @property
    def outcome(self):
        """How the deal ended, once it has (None before, and with no deal)."""
        return self.state.outcome if self.state is not None else None

    def legal(self) -> list:
        return self.state.legal_actions(HUMAN) if self.human_to_act else []

    def item_for(self, card) -> CardItem | None:
        """The item showing a face-up card, if the player can see it."""
        return self._item_of.get(card)

    def card_for(self, item: CardItem):
        return self._card_of.get(item)

    # -- the player's moves ---------------------------------------------------------------------
    def apply_human(self, action) -> bool:
        """Do the player's action, or explain in the status line why it is refused."""
        if self.state is None:
            return False
        decided_at = len(self.state.history)
        try:
            self.state.apply(HUMAN, action)
        except IllegalAction as refusal:
            self.note, self.note_is_warning = refusal.reason, True
            self.changed.emit()
            return False
        if self._hint_asked:
            self._hint_asked = False
            self.marks.setdefault(decided_at, set()).add(HINTED)
        self.note, self.hinted = None, None
        self._autoplay_base = len(self.state.history)
        self.hint_worker.cancel()
        self._hint_token = None
        self._show_new_events()
        self._after_change()
        return True

    def _answer_for_player(self) -> bool:
        """Play the player's automatic answers (see `automatic_answer`), marking each in
        `automatic`; True if one was played. Not the player's acting: the autoplay count and
        any note stand."""
        answered = False
        while self.human_to_act:
            action = self.automatic_answer(self.state.legal_actions(HUMAN))
            if action is None:
                break
            self.automatic.add(len(self.state.history))
            self.state.apply(HUMAN, action)
            answered = True
        if answered:
            self._show_new_events()
        return answered

    def automatic_in_record(self, state: GameState) -> set[int]:
        """The player's automatic answers in a deal taken over under way (a resumed save): its
        record replayed from the seed, asking the rule at each of the player's actions. A
        position no seed replays (an arranged deal) has none marked."""
        if not state.history:
            return set()
        try:
            replay = self.info.new_deal(state.seed, **getattr(state, "options", {}))
            found = set()
            for index, (seat, action) in enumerate(state.history):
                if seat == HUMAN and action == self.automatic_answer(replay.legal_actions(HUMAN)):
                    found.add(index)
                replay.apply(seat, action)
        except (IllegalAction, LookupError, TypeError):
            return set()
        return found if replay.events == state.events else set()

    # -- the AI ----------------------------------------------------------------------------------
    def cancel_ai(self) -> None:
        self.worker.cancel()
        self.hint_worker.cancel()
        self._think_timer.stop()
        self._budget_timer.stop()
        self._ai_token = self._hint_token = self._decision = None
        self._ai_seat = None

    def shutdown(self) -> None:
        """The table goes: stop at once, even while a search never returns (its process ends)."""
        self.cancel_ai()
        self.steps.clear()
        self.worker.shutdown()
        self.hint_worker.shutdown()

    def _question(self, seat: int, level: str | None = None) -> DecisionRequest:
        """What the deal asks `seat` now (a value: it goes to the worker process)."""
        return DecisionRequest(self.game_id, level or self.level, self.seed or 0, seat, len(self.state.history),
                               self.state.view(seat), tuple(self.state.legal_actions(seat)))

    def _fallback(self, seat: int):
        """The safe move's chooser: the easy AI of that seat, here on the UI thread."""
        ply = len(self.state.history)
        return lambda view, legal: DecisionRequest(self.game_id, "easy", self.seed or 0, seat, ply, view,
                                                   tuple(legal)).run()

    def _position_tag(self) -> tuple:
        return (id(self.state), len(self.state.history))

    def _schedule_ai(self) -> None:
        if self._ai_token is not None:
            if self._ai_token.tag == self._position_tag():
                return  # already thinking about this very position
            # The player answered while an AI was thinking: the position moved on.
            self.worker.cancel()
            self._think_timer.stop()
            self._budget_timer.stop()
            self._ai_token = self._decision = None
        seat = self.ai_seat_to_act
        if seat is None:
            return
        self._ai_seat = seat
        self._ai_token = self.worker.request(self._question(seat), tag=self._position_tag(),
                                             fallback=self._fallback(seat), seconds=self.ai_time_budget_ms / 1000)
        self._budget_timer.start(self.ai_time_budget_ms + self.ai_kill_after_ms)

    def _ai_out_of_time(self) -> None:
        """The AI has thought too long: its answer, should it come, is dropped, and the safe
        move is played in its place, so the deal goes on."""
        if self._ai_token is None or self._ai_token.tag != self._position_tag():
            return
        seat = self._ai_seat
        log.error("The %s AI of seat %s exceeded its %d ms budget and was stopped; playing a safe move instead",
                  self.level, seat, self.ai_time_budget_ms)
        self.worker.abandon()
        self._think_timer.stop()
        self._ai_token = self._decision = self._ai_seat = None
        self.marks.setdefault(len(self.state.history), set()).add(CUT_SHORT)  # a replay may differ here
        self._play_safe(seat)
        self._show_new_events()
        self._after_change()

    def _play_safe(self, seat: int) -> None:
        legal = self.state.legal_actions(seat)
        self.state.apply(seat, safe_choice(self._fallback(seat), self.state.view(seat), legal))

    def _on_ai_decided(self, decision: Decision) -> None:
        if decision.token is not self._ai_token or decision.token.tag != self._position_tag():
            return
        self._budget_timer.stop()
        elapsed_ms = (time.monotonic() - decision.token.started) * 1000
        wait = int(self.think_ms(decision.action) * self.speed - elapsed_ms)
        self._decision = decision
        if wait > 0:
            self._think_timer.start(wait)
        else:
            self._play_waiting_decision()

    def _play_waiting_decision(self) -> None:
        if self._decision is not None and self.steps.busy:
            # The table is still showing earlier moves: this one waits for them (see
            # _check_display), so the status never speaks of a card not yet on the table.
            return
        decision, self._decision = self._decision, None
        if decision is None or decision.token is not self._ai_token or decision.token.tag != self._position_tag():
            return
        seat, self._ai_token, self._ai_seat = self._ai_seat, None, None
        if decision.cut_short:  # the search stopped at its deadline: a replay may choose otherwise
            self.marks.setdefault(len(self.state.history), set()).add(CUT_SHORT)
            log.warning("The %s AI of seat %s answered at its deadline; a replay may differ", self.level, seat)
        try:
            self.state.apply(seat, decision.action)
        except IllegalAction:
            log.exception("The AI's move was refused; playing a safe one")
            self._play_safe(seat)
        self._show_new_events()
        self._after_change()

    def hint(self) -> None:
        """Ask the hard AI what it would play for the player, from the player's view only."""
        if not self.human_to_act:
            self.note = remark(QT_TRANSLATE_NOOP("GameController", "No hint now: it is not your turn."))
            self.note_is_warning = False
            self.changed.emit()
            return
        self._hint_token = self.hint_worker.request(self._question(HUMAN, "hard"), tag=self._hint_tag(),
                                                    seconds=self.ai_time_budget_ms / 1000)
        self.hints_used += 1
        self._hint_asked = True
        self.note = remark(QT_TRANSLATE_NOOP("GameController", "Looking for a good move…"))
        self.note_is_warning = False
        self.changed.emit()

    def _hint_tag(self) -> tuple:
        """What the player's choice depends on: the events so far and their turn. In a claim
        window the AIs answer meanwhile without a visible event, and the hint still stands."""
        return (id(self.state), len(self.state.events), self.human_to_act)

    def _on_hint_decided(self, decision: Decision) -> None:
        if decision.token is not self._hint_token or decision.token.tag != self._hint_tag():
            return
        self._hint_token = None
        self.hinted = decision.action
        self.note, self.note_is_warning = (lambda action=decision.action: self.hint_note(action)), False
        self._refresh_marks()
        self.hint_ready.emit(decision.action)
        self.changed.emit()

    # -- settings ----------------------------------------------------------------------------------
    def set_level(self, level: str) -> None:
        """Save the AI level; it plays from the next deal (a deal keeps the AI it began with)."""
        if level not in levels_of(self.game_id):
            return
        self.settings.ai_levels[self.game_id] = level
        if self.state is not None and level != self.level and not self.state.is_over:
            self.note = remark(QT_TRANSLATE_NOOP("GameController", "The new AI level applies from the next deal."))
            self.note_is_warning = False
        else:
            self.note = None
        self.changed.emit()

    @staticmethod
    def level_name(level: str) -> str:
        """The level as a caption names it ("AI (hard)"); pickers use models.levels' names."""
        names = {"easy": QT_TRANSLATE_NOOP("GameController", "Easy"),
                 "hard": QT_TRANSLATE_NOOP("GameController", "Hard"),
                 "expert": QT_TRANSLATE_NOOP("GameController", "Expert")}
        return QCoreApplication.translate("GameController", names[level]) if level in names else level_name(level)

    def refresh_faces(self) -> None:
        """Redraw every face-up card (a card-style setting changed)."""
        for item, card in self._card_of.items():
            item.set_face(self._face(card), self._card_name(card))
        self._refresh()

    def retranslate(self) -> None:
        for item, card in self._card_of.items():
            item.accessible_name = self._card_name(card)
        for item in self.scene.cards():
            if item not in self._card_of:
                item.accessible_name = face_down_name()
        self._refresh()

    # -- status ------------------------------------------------------------------------------------
    def status_text(self) -> str:
        if self.state is None:
            return ""
        if self.note is not None:
            return translate_message(self.note) if isinstance(self.note, Message) else self.note()
        if self.state.is_over:
            return self.result_heading()
        status = self.current_status()
        if self.told is None:
            return status
        told = event_sentence(self.told, HUMAN, self.names)
        if not status:
            return told
        return fill(QCoreApplication.translate("GameController", "{event} {status}",
                                               "the status line: an opponent's latest move, then what to do now"),
                    event=told, status=status)

    @property
    def status_is_warning(self) -> bool:
        return self.note is not None and self.note_is_warning

    # -- showing the engine's events ---------------------------------------------------------------
    def _show_new_events(self) -> None:
        events = self.state.events[self._seen:]
        self._seen += len(events)
        shown = [seen for seen in (event.seen_by(HUMAN) for event in events) if seen is not None]
        self.steps.push(*(lambda e=event: self._show(e) for event in shown))

    def _show(self, event: Event) -> int:
        """Show one event; `_on_<kind>` returns how long the table needs before the next."""
        handler = getattr(self, "_on_" + event.kind, None)
        wait = handler(event) if handler is not None else 0
        # The status tells an opponent's move as it is seen; the player's own move ends it.
        if self.tells(event):
            self.told = None if event.seat == HUMAN else event
        self._refresh()
        return wait

    def _on_deal_over(self, event: Event) -> int:
        self._announce_end()
        return 0

    def _announce_end(self) -> None:
        if not self._finished_shown and self.state is not None and self.state.outcome is not None:
            self._finished_shown = True
            self.deal_finished.emit(self.state.outcome)

    def _new_card(self, card=None) -> CardItem:
        """A new card item on the table, face up as `card` when given."""
        item = self.scene.create_card(self._back())
        if card is not None:
            self._reveal(item, card)
        return item

    def _reveal(self, item: CardItem, card) -> None:
        self._item_of[card] = item
        self._card_of[item] = card
        item.turn_over(self._face(card), self._card_name(card))

    def _conceal(self, item: CardItem) -> None:
        card = self._card_of.pop(item, None)
        if card is not None and self._item_of.get(card) is item:
            del self._item_of[card]
        item.turn_over(None)

    def _check_display(self) -> None:
        # Every event has been shown: the table must now be the player's view exactly. Should
        # it ever drift (a bug), lay it out afresh from the view rather than mislead the player.
        if (self.state is not None and self._seen == len(self.state.events)
                and self.scene.interaction.dragging is None and not self.display_matches_engine()):
            log.warning("The table drifted from the deal; laying it out again")
            self._forget_cards()
            self._prepare_deal()
            self._rebuild_from_view()
            self.scene.relayout_now()
        self._refresh()
        if self._decision is not None and not self._think_timer.isActive():
            self._play_waiting_decision()

    # -- keeping the picture current ---------------------------------------------------------------
    def resume(self, saved) -> None:
        """Continue an autosaved deal (a `saves.SavedDeal`) exactly where it stopped."""
        self.show_position(saved.state, saved.state.seed, saved.level, saved.record)

    def _after_change(self) -> None:
        self._answer_for_player()
        self._refresh()
        self._keep()
        self._schedule_ai()

    def _keep(self) -> None:
        """Autosave after every action; once the deal is over, count it and drop the save."""
        if self.state is None:
            return
        if not self.state.is_over:
            self._write_save(lambda saves: saves.save(self.record()))
        elif not self._recorded:
            self._recorded = True
            if self.keeping is not None:  # the save, past deals and statistics, in an order no crash breaks
                result = self.keeping.finish(self.record(), self.state.outcome)
                if self.keeping.stats is not None:
                    self.deal_recorded.emit(result)

    def _write_save(self, write) -> None:
        """A full or read-only disk must not stop the game: the player is told at once, and
        the notice goes after the next save that succeeds."""
        if self.saves is None:
            return
        try:
            write(self.saves)
        except OSError as error:
            if self.disk is None:
                log.error("Could not write the autosave: %s", error)
            else:
                self.disk.report("save", error)
        else:
            if self.disk is not None and not self.saves.read_only:
                self.disk.report("save")

    def _refresh(self) -> None:
        self._refresh_captions()
        for pile in self.scene.piles:  # captions and placeholders are drawn on the felt
            pile.update()
        self._refresh_marks()
        self.changed.emit()
