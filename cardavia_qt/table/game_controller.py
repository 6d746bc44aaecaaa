"""What every game's table controller shares: the deal's session, its AI seats, the cards'
layer, the hint, take-back, the autosave and the statistics.

The deal itself — its state, who sits where at what level, the record and its marks, the
player's automatic answers, the hint's count, take-back — is a `DealSession` (engine/core,
no Qt). The cards are a `CardLayer`: the game's projection of the deal's events, animated.
This class keeps what only the app has: the AI's worker process and its timers, the pacing
of AI moves behind the animation, the status line's words, and the stores.

A game's controller adds its table furniture (which pile shows which pile of the model, where
piles go, the art and the order of a hand), turns gestures into actions and words the status;
it reads the deal through `view()` and `legal()` only.

Automatic answers: a game names the positions that answer themselves (`lone_answer`: Pass in a
claim window where nothing else is legal, in Sì Sè Pái and MCR); the session plays them, marked
as no decision of the player's, so take-back and review step over them.

Watch-only (a replay): `watch(session, events)` shows a position of a finished deal and nothing
more — no AI is asked, no gesture or hint reaches the deal — and may mark a suggestion as the
hint marks its move.

Texts of this class are translated under the context "GameController" explicitly: PySide's
`self.tr` would look them up under the subclass's name, where no translator put them.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import Callable, Hashable, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QTimer, Signal

from cardavia_qt.i18n import translate_message
from cardavia_qt.models.levels import ORDER as LEVELS, level_name, level_or_first, levels_of
from cardavia_qt.projection import PileId, TableModel, projection_for
from cardavia_qt.seat_names import SeatNames
from cardavia_qt.sentences import event_sentence
from cardavia_qt.table.ai_worker import AiWorker, Decision
from cardavia_qt.table.animation import MOVE_MS
from cardavia_qt.table.card_item import CardItem
from cardavia_qt.table.card_layer import CardLayer
from cardavia_qt.table.piles import Pile
from cardavia_qt.table.scene import TableScene
from cardavia_qt.table.text import fill
from engine.core import registry
from engine.core.decision import DecisionRequest
from engine.core.messages import Message
from engine.core.record import AUTO, DealRecord, RecordError
from engine.core.seats import HUMAN_SEAT
from engine.core.session import DealSession
from engine.core.state import Event, GameState, IllegalAction

log = logging.getLogger("cardavia.table")

HUMAN = HUMAN_SEAT
AI_MIN_THINK_MS = 450  # at speed 1 the AI never answers faster than a person could follow
AI_TIME_BUDGET_MS = 5000  # far above any level's worst case here: the search's deadline
AI_KILL_AFTER_MS = 1000  # a search still running this long past its deadline is ended; the safe move plays

__all__ = ["AI_KILL_AFTER_MS", "AI_TIME_BUDGET_MS", "HUMAN", "LEVELS", "GameController", "remark"]


def remark(text: str) -> Callable[[], str]:
    """A note of this class's words (marked with QT_TRANSLATE_NOOP), translated when shown."""
    return lambda: QCoreApplication.translate("GameController", text)


class TakeBackWords(QObject):
    """A count in words needs `self.tr` with the count (lupdate's plural entry): a class of
    its own, since a controller's `self.tr` would look under its game's name."""

    def footnote(self, count: int) -> str:
        return self.tr("You took back %n move(s) in this deal: a win counts apart, outside your streaks.", None,
                       count)


class GameController(QObject):
    changed = Signal()  # status, buttons or captions may read differently now
    deal_finished = Signal(object)  # the Outcome, once the last card of the deal has landed
    hint_ready = Signal(object)  # the action the hint suggests
    claim_asked = Signal()  # the player reached for a card there are several ways to claim
    deal_recorded = Signal(str)  # "won" / "lost" / "drawn": the statistics have the finished deal
    events_changed = Signal()  # events_seen() grew, shrank (a take-back) or began again

    game_id = ""  # set by each game's controller
    ai_time_budget_ms = AI_TIME_BUDGET_MS
    ai_kill_after_ms = AI_KILL_AFTER_MS
    # The action the player's seat plays by itself whenever it is the only legal one (None: every
    # position is the player's to answer, as in Durak, where even a lone Take is a decision).
    lone_answer: Hashable | None = None
    watching = False  # watch-only: see `watch`

    def __init__(self, scene: TableScene, settings, parent: QObject | None = None):
        super().__init__(parent)
        self.scene = scene
        self.settings = settings
        self.info = registry.get(self.game_id)
        self.session: DealSession | None = None
        # A passing remark in place of the status: a Message, or a function that words it, so
        # that a language switch rewords the remark on show rather than leave the old words.
        self.note: Message | Callable[[], str] | None = None
        self.note_is_warning = False
        # How many events the player had seen when a note about the position was given (a
        # refusal, a hint, "not your turn"); None for a note that holds whatever happens.
        self._note_at: int | None = None
        self.names = SeatNames(self.info.players, HUMAN)  # how this table names its seats
        self.hinted: Hashable | None = None
        self._ai_request: DecisionRequest | None = None
        self._ai_token = None
        self._hint_token = None
        self._decision: Decision | None = None  # an AI move waiting out its minimum think time
        self._held = False  # a dialog is open over the table: the AI's moves wait (see hold)
        self._late_while_held = False  # the AI ran out of time while held: dealt with on release
        self._finished_shown = False
        self._recorded = False  # the finished deal is in the statistics
        self.disk = None  # a files.DiskStatus: where failed writes are told
        self._autoplay_base = 0  # history length autoplay counts from
        self.saves = None  # a SaveStore when the app keeps autosaves (never for screenshots)
        self.stats = None  # a StatsStore, likewise
        self.keeping = None  # a DealKeeping: where a finished deal is written (deal_keeping.py)

        self.layer = CardLayer(scene, self, projection_for(self.game_id), HUMAN, self)
        self.layer.event_shown.connect(self._event_shown)
        self.layer.drained.connect(self._table_settled)
        self.layer.events_changed.connect(self.events_changed)
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

    # -- what each game provides: furniture (see card_layer.Furniture) and words ---------------
    def apply_geometry(self, geometry, ratio: float) -> None:
        raise NotImplementedError

    def pile_for(self, pile: PileId) -> Pile:
        raise NotImplementedError

    def face(self, card) -> Path:
        raise NotImplementedError

    def back(self) -> Path:
        """The pack's back: every card item is made with it, face down or not."""
        raise NotImplementedError

    def card_name(self, card) -> str:
        raise NotImplementedError

    def order(self, pile: PileId, groups: list[list[int]], model: TableModel) -> list[list[int]]:
        return groups

    def furnish(self, model: TableModel) -> None:
        """Before the piles are laid out: their marks, and their captions (a caption takes
        room from the pile's cards)."""
        self.mark_piles(model)
        self._refresh_captions()

    def mark_piles(self, model: TableModel) -> None:
        """The piles' own marks from the model's notes (a trump's suit, the open discard)."""

    def pace(self, event: Event | None) -> tuple[int, int]:
        return MOVE_MS, 0

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

    def result_footnote(self) -> str:
        """Under the result: a deal played with take-backs says it counts apart."""
        count = self.session.take_backs if self.session is not None else 0
        return TakeBackWords().footnote(count) if count else ""

    def think_ms(self, action) -> int:
        """The least time the AI seems to think before this action shows, at speed 1."""
        return AI_MIN_THINK_MS

    # -- the deal -------------------------------------------------------------------------------
    @property
    def state(self) -> GameState | None:
        """The deal's state (tests and the record read it; the table reads `view()`)."""
        return self.session.state if self.session is not None else None

    @property
    def seed(self) -> int | None:
        return self.session.seed if self.session is not None else None

    @property
    def level(self) -> str:
        """The AI seats' level: the one this deal began with."""
        if self.session is None:
            return self._chosen_level()
        return next((level for level in self.session.seats if level is not None), self._chosen_level())

    @level.setter
    def level(self, level: str) -> None:
        """Every AI seat at `level` from now on (tests: a deal keeps its level otherwise)."""
        if self.session is not None:
            self.session.reseat(level)

    @property
    def speed(self) -> float:
        return max(0.0, float(self.settings.animation_speed))

    @property
    def seats(self) -> range:
        return range(self.info.players)

    @property
    def steps(self):
        return self.layer.steps

    @property
    def told(self) -> Event | None:
        """An opponent's latest move, told before the status (as far as the table shows)."""
        return self.layer.told

    def view(self):
        """The player's view of the deal: all a game's controller reads of it."""
        return self.session.view() if self.session is not None else None

    def events_seen(self) -> tuple[Event, ...]:
        """The events the table shows so far, the player's secrets only (the deal log)."""
        return self.layer.events_seen()

    def _chosen_level(self) -> str:
        return level_or_first(self.game_id, self.settings.ai_level(self.game_id))

    def _seats_at(self, level: str | None) -> tuple[str | None, ...]:
        level = level if level in levels_of(self.game_id) else self._chosen_level()
        return tuple(None if seat == HUMAN else level for seat in self.seats)

    def record(self) -> DealRecord:
        """The deal so far as the save keeps it: the actions, each seat's level, the marks."""
        return self.session.record

    @property
    def automatic(self) -> set[int]:
        """The indices in the deal's history the table answered for the player."""
        if self.session is None:
            return set()
        return {index for index in range(len(self.session.state.history)) if AUTO in self.session.marks(index)}

    def new_deal(self, seed: int) -> None:
        self._take_over(DealSession.new(self.game_id, seed, self._chosen_level(), human=HUMAN,
                                        lone_answer=self.lone_answer))
        self.layer.start()
        self._show_new_events()
        self._after_change()

    def show_position(self, state, seed: int = 0, level: str | None = None, record: DealRecord | None = None) -> None:
        """Take over a deal already under way (a puzzle, a test, a resumed game); with `level`
        the AIs go on exactly as they would have, and a resumed deal's `record` keeps its marks.
        A position no seed replays is played on as it stands (from its own start on)."""
        seats = self._seats_at(level)
        record = record or DealRecord.of(state, seats)
        try:
            replayed = record.replay()
            session = DealSession(record, lone_answer=self.lone_answer) if replayed.events == state.events else None
        except (IllegalAction, RecordError, LookupError):
            session = None
        if session is None:
            if seed:
                state.seed = seed  # its AI decisions descend from this seed
            session = DealSession.arranged(state, seats, lone_answer=self.lone_answer)
        self._take_over(session)
        self.layer.start(session.events(), session.opening_view())
        self._after_change()

    def watch(self, session: DealSession, events: Sequence[Event], *, step: bool = False, everything: bool = False,
              suggestion: Hashable | None = None) -> None:
        """Watch-only from now on (a replay): show `session`'s position with the table after
        `events` — laid out at once, or with `step` only the events past those already given
        flying in, as at the table; `everything`: the events carry every seat's secrets, shown
        face up — and `suggestion` marked as the hint marks its move. The controller asks no
        AI, plays no automatic answer and refuses every gesture, hint and take-back; the deal
        is the caller's, who gives the next position."""
        self.watching = True
        self.cancel_ai()
        self.session = session
        self.note, self.hinted = None, suggestion
        self._finished_shown = self._recorded = True  # a finished deal's end is not news
        self._choose(None)
        if step and self.layer.omniscient == everything:
            self.layer.follow(events[self.layer.given:])
        else:
            self.layer.omniscient = everything
            self.layer.start(events)
        self._refresh()

    def resume(self, saved) -> None:
        """Continue an autosaved deal (a `saves.SavedDeal`) exactly where it stopped."""
        self.show_position(saved.state, saved.state.seed, saved.level, saved.record)

    def _take_over(self, session: DealSession) -> None:
        self.cancel_ai()
        self.session = session
        self.note, self.hinted = None, None
        self._finished_shown = self._recorded = False
        self._autoplay_base = len(session.state.history)
        self._choose(None)

    def autoplay(self, k: int) -> None:
        """Let the AIs play `k` actions for every seat at once: no threads, no animation.

        The count starts where the player (or the previous autoplay) last acted, or at the
        deal: moves the AI made in the background since then are part of the `k`. Every AI
        move is the one autoplay itself would have chosen (each decision's generator comes from
        the seed, the seat and the actions so far), so `new_deal(seed)` then `autoplay(k)` gives
        the same position however long the event loop ran in between.
        """
        session = self.session
        if session is None:
            return
        self.cancel_ai()
        while len(session.state.history) < self._autoplay_base + k and not session.is_over:
            human = session.human_to_act
            request = session.request_for(HUMAN, self.level) if human else session.next_request()
            try:
                action = request.run()
            except BaseException:  # noqa: B036 — as in the worker: a failed decision, not the end
                log.exception("AI failed during autoplay")
                action = None
            if human:
                session.play(action if action in request.legal else request.safe())
            else:
                session.answer(request, action)
        self._autoplay_base = len(session.state.history)
        self.note, self.hinted = None, None
        self._show_new_events()
        self.finish_animations()
        self._after_change()

    def finish_animations(self) -> None:
        """Show everything that happened, at once (screenshots, tests, a new deal)."""
        self.layer.finish()

    @property
    def human_to_act(self) -> bool:
        return self.session is not None and self.session.human_to_act

    @property
    def player_may_move(self) -> bool:
        """The player's turn at a deal they are playing: a replay shows the player's turns, but
        nothing on its table may invite a move (words on the felt, a pile waiting for a card)."""
        return self.human_to_act and not self.watching

    @property
    def ai_seat_to_act(self) -> int | None:
        """The first AI seat the deal waits for (several answer a claim window in turn)."""
        seats = self.session.ai_to_act if self.session is not None else ()
        return seats[0] if seats else None

    @property
    def catching_up(self) -> bool:
        """The table is still showing moves already made (a deal being dealt, a card in
        flight). What the player is asked waits for it: seen live, a new Sì Sè Pái deal asked
        «claim or pass» about a drawn card while the AIs' hands were still being dealt. The
        same wait as an AI move's (`_play_waiting_decision`); `_table_settled` brings the bar
        up to date when the layer drains."""
        return self.session is not None and not self.watching and self.layer.busy

    def catch_up(self) -> bool:
        """A card reached for while others' moves are still on their way to the table (the
        deal being dealt, an AI's move in flight) lands them at once and plays nothing: the
        player chose on a position they had not seen. Their own move still gliding is no
        such case, so quick play goes on."""
        if not self.catching_up:
            return False
        coming = self.session.events()[len(self.layer.events_seen()):self.layer.given]
        if all(event.seat == HUMAN for event in coming):
            return False
        self.finish_animations()
        return True

    @property
    def ai_thinking(self) -> bool:
        return self.ai_seat_to_act is not None

    @property
    def outcome(self):
        """How the deal ended, once it has (None before, and with no deal)."""
        return self.session.outcome if self.session is not None else None

    def legal(self) -> list:
        return self.session.legal() if self.session is not None else []

    def item_for(self, card) -> CardItem | None:
        """The item showing a face-up card, if the player can see it."""
        return self.layer.item_for(card)

    def card_for(self, item: CardItem):
        return self.layer.card_for(item)

    # -- the player's moves ---------------------------------------------------------------------
    def apply_human(self, action) -> bool:
        """Do the player's action, or explain in the status line why it is refused."""
        if self.session is None or self.watching:
            return False
        try:
            self.session.play(action)
        except IllegalAction as refusal:
            self._note_on_position(refusal.reason, warning=True)
            self._choose(None)
            self.changed.emit()
            return False
        self.note, self.hinted = None, None
        self._autoplay_base = len(self.session.state.history)
        self.hint_worker.cancel()
        self._hint_token = None
        self._choose(None)
        self._show_new_events()
        self._after_change()
        return True

    def claim_one_or_ask(self, claims: list) -> bool:
        """Claim the card on offer the one way there is; where there are several, the table asks
        which (`claim_asked`; the answer comes as the player's action). True once played."""
        if len(claims) == 1:
            return self.apply_human(claims[0])
        if claims:
            self.claim_asked.emit()
        return False

    def choose_or_play(self, item: CardItem, action) -> bool:
        """A click (or Enter) on a card of the player's: a card that may be played now is
        chosen first — it rises — and played by a second click; one that may not is offered at
        once, so the status says why."""
        if self.watching:
            return False
        pile = item.pile
        if action in self.legal() and getattr(pile, "chosen", item) is not item:
            self._choose(item)
            self.note = None
            self._refresh()
            return False
        return self.apply_human(action)

    def chosen_card(self):
        """The card the player chose to play next, if any."""
        pile = self.scene.keyboard_pile
        item = getattr(pile, "chosen", None)
        return self.card_for(item) if item is not None else None

    def _choose(self, item: CardItem | None) -> None:
        pile = self.scene.keyboard_pile
        if hasattr(pile, "chosen") and pile.chosen is not item:
            pile.chosen = item
            self.scene.layout([pile], duration=int(MOVE_MS * 0.5))

    # -- take-back ----------------------------------------------------------------------------------
    @property
    def take_backs_allowed(self) -> bool:
        return bool(getattr(self.settings, "take_backs", True))

    @property
    def can_take_back(self) -> bool:
        """Take-backs are allowed, the deal is not over, and the player has decided something."""
        return (self.session is not None and self.take_backs_allowed
                and not self.session.is_over and self.session.can_take_back)

    def take_back(self) -> bool:
        """Return to the player's previous decision, undoing the AI moves since (the table
        goes back there, card by card); when there is none, the status says why."""
        if self.watching:
            return False
        if not self.can_take_back:
            if self.session is not None:
                if not self.take_backs_allowed:
                    why = QT_TRANSLATE_NOOP("GameController", "Take-backs are turned off (see the menu's options).")
                elif self.session.is_over:
                    why = QT_TRANSLATE_NOOP("GameController", "The deal is over: there is nothing to take back.")
                else:
                    why = QT_TRANSLATE_NOOP("GameController", "Nothing to take back yet: you have made no move.")
                self._note_on_position(remark(why))
                self.changed.emit()
            return False
        self.cancel_ai()
        self.session.take_back()
        self.note, self.hinted = None, None
        self._autoplay_base = len(self.session.state.history)
        self._choose(None)
        self.layer.jump(self.session.events(), self.session.opening_view())
        self._after_change()
        return True

    # -- the AI ----------------------------------------------------------------------------------
    def cancel_ai(self) -> None:
        self.worker.cancel()
        self.hint_worker.cancel()
        self._think_timer.stop()
        self._budget_timer.stop()
        self._ai_token = self._hint_token = self._decision = self._ai_request = None
        self._held = self._late_while_held = False  # a new deal, or a position taken back to, starts free

    def shutdown(self) -> None:
        """The table goes: stop at once, even while a search never returns (its process ends)."""
        self.cancel_ai()
        self.layer.steps.clear()
        self.worker.shutdown()
        self.hint_worker.shutdown()

    def hold(self) -> None:
        """A dialog is open over the table (New deal's question, the shortcut list, About): the
        AI seats wait for it to close instead of playing on behind it, as a card game on a
        desktop pauses for a question. They may go on thinking; what they decide is played on
        `release`. `cancel_ai` (a new deal) ends the hold too."""
        self._held = True

    def release(self) -> None:
        self._held = False
        if self._late_while_held:
            self._late_while_held = False
            self._ai_out_of_time()
        elif self._decision is not None and not self._think_timer.isActive():
            self._play_waiting_decision()

    def _position_tag(self) -> tuple:
        return (id(self.session), id(self.session.state), len(self.session.state.history))

    def _schedule_ai(self) -> None:
        if self.session is None or self.watching:
            return
        if self._ai_token is not None:
            if self._ai_token.tag == self._position_tag():
                return  # already thinking about this very position
            self.worker.cancel()  # the position moved on meanwhile
            self._think_timer.stop()
            self._budget_timer.stop()
            self._ai_token = self._decision = self._ai_request = None
        request = self.session.next_request()
        if request is None:
            return
        self._ai_request = request
        self._ai_token = self.worker.request(request, tag=self._position_tag(),
                                             fallback=lambda view, legal: request.safe(),
                                             seconds=self.ai_time_budget_ms / 1000)
        self._budget_timer.start(self.ai_time_budget_ms + self.ai_kill_after_ms)

    def _ai_out_of_time(self) -> None:
        """The AI has thought too long: its answer, should it come, is dropped, and the safe
        move is played in its place (marked cut short), so the deal goes on."""
        request = self._ai_request
        if self._ai_token is None or self._ai_token.tag != self._position_tag():
            return
        if self._held:
            self._late_while_held = True
            return
        log.error("The %s AI of seat %s exceeded its %d ms budget and was stopped; playing a safe move instead",
                  request.level, request.seat, self.ai_time_budget_ms)
        self.worker.abandon()
        self._think_timer.stop()
        self._ai_token = self._decision = self._ai_request = None
        self.session.answer(request, None, cut_short=True)
        self._forget_stale_note()
        self._show_new_events()
        self._after_change()

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
        if self._decision is not None and (self.layer.busy or self._held):
            # The table is still showing earlier moves: this one waits for them (see
            # _table_settled), so the status never speaks of a card not yet on the table;
            # or a dialog is open over the table (see hold).
            return
        decision, self._decision = self._decision, None
        if decision is None or decision.token is not self._ai_token or decision.token.tag != self._position_tag():
            return
        request, self._ai_token, self._ai_request = self._ai_request, None, None
        if decision.cut_short:
            log.warning("The %s AI of seat %s answered at its deadline; a replay may differ", request.level,
                        request.seat)
        self.session.answer(request, decision.action, cut_short=decision.cut_short)
        self._forget_stale_note()
        self._show_new_events()
        self._after_change()

    def _note_on_position(self, note, warning: bool = False) -> None:
        """A note about the position the player sees now: a refusal, a hint, "not your turn"."""
        self.note, self.note_is_warning = note, warning
        self._note_at = len(self.session.events())

    def _forget_stale_note(self) -> None:
        """A note about a position no longer holds once the player sees the deal move on (seen
        live: "It is not your turn" stayed up on the player's own turn, after the AI had
        answered). An AI's secret answer in a claim window shows the player nothing, and
        leaves it; so does a note that holds whatever happens (a new AI level's)."""
        if self.note is None or self._note_at is None or len(self.session.events()) == self._note_at:
            return
        if not self.note_is_warning and self.hinted is not None:
            self.hinted = None  # the hint's mark goes with its words
        self.note, self.note_is_warning, self._note_at = None, False, None

    def hint(self) -> None:
        """Ask the strongest AI what it would play for the player, from the player's view only.
        Once the deal is over there is nothing to ask (H there left "not your turn" in place of
        the result)."""
        if self.watching or (self.session is not None and self.session.is_over):
            return
        strongest = [level for level in LEVELS if level in levels_of(self.game_id)][-1]
        request = self.session.hint_request(strongest) if self.session is not None else None
        if request is None:
            self._note_on_position(remark(QT_TRANSLATE_NOOP("GameController", "No hint now: it is not your turn.")))
            self.changed.emit()
            return
        self._hint_token = self.hint_worker.request(request, tag=self._hint_tag(),
                                                    seconds=self.ai_time_budget_ms / 1000)
        self._note_on_position(remark(QT_TRANSLATE_NOOP("GameController", "Looking for a good move…")))
        self.changed.emit()

    def _hint_tag(self) -> tuple:
        """What the player's choice depends on: the events so far and their turn. In a claim
        window the AIs answer meanwhile without a visible event, and the hint still stands."""
        return (id(self.session.state), len(self.session.state.events), self.human_to_act)

    def _on_hint_decided(self, decision: Decision) -> None:
        if decision.token is not self._hint_token or decision.token.tag != self._hint_tag():
            return
        self._hint_token = None
        self.hinted = decision.action
        self._note_on_position(lambda action=decision.action: self.hint_note(action))
        self._refresh_marks()
        self._focus_the_hinted_card()
        self.hint_ready.emit(decision.action)
        self.changed.emit()

    def _focus_the_hinted_card(self) -> None:
        """H, then Enter, plays what the hint suggests: the keyboard focus moves to the one card
        of the hand it marks. (Enter acts on the focused card, and the focus stayed where it
        was: in Durak, H then Enter tried the J♥ it had been left on, and was refused.) Where a
        card is chosen before it is played, the hint chooses it: it rises, and one Enter or
        click plays it (seen live in Hindi: H, Enter only raised the card, and a second Enter
        played it). A claim's several cards, the stock or a button are marked only."""
        pile = self.scene.keyboard_pile
        marked = [item for item in pile.cards if item.hinted] if pile is not None else []
        if len(marked) == 1:
            self.scene.interaction.set_focus(marked[0])
            if self.card_for(marked[0]) is not None and self.hinted in self.legal():
                self._choose(marked[0])

    # -- settings ----------------------------------------------------------------------------------
    def set_level(self, level: str) -> None:
        """Save the AI level; it plays from the next deal (a deal keeps the AI it began with)."""
        if level not in levels_of(self.game_id):
            return
        self.settings.ai_levels[self.game_id] = level
        if self.session is not None and level != self.level and not self.session.is_over:
            self.note = remark(QT_TRANSLATE_NOOP("GameController", "The new AI level applies from the next deal."))
            self.note_is_warning, self._note_at = False, None
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
        self.layer.refresh_faces()
        self._refresh()

    def retranslate(self) -> None:
        self.layer.retranslate()
        self._refresh()

    # -- status ------------------------------------------------------------------------------------
    def status_text(self, short: bool = False) -> str:
        """The status line: the opponent's latest move, then what to do now; `short`: only what
        to do now, where both would not fit (the move is in the deal log)."""
        if self.session is None:
            return ""
        if self.note is not None:
            return translate_message(self.note) if isinstance(self.note, Message) else self.note()
        if self.session.is_over:
            return self.result_heading()
        told = self.told
        sentence = event_sentence(told, HUMAN, self.names) if told is not None else None
        if self.catching_up:  # only what the table shows so far
            return sentence or QCoreApplication.translate("GameController", "Dealing…")
        status = self.current_status()
        if sentence is None or (short and status):
            return status
        if not status:
            return sentence
        return fill(QCoreApplication.translate("GameController", "{event} {status}",
                                               "the status line: an opponent's latest move, then what to do now"),
                    event=sentence, status=status)

    @property
    def status_is_warning(self) -> bool:
        return self.note is not None and self.note_is_warning

    # -- showing the deal --------------------------------------------------------------------------
    def _show_new_events(self) -> None:
        self.layer.follow(self.session.events()[self.layer.given:])

    def _event_shown(self, event: Event) -> None:
        if event.kind == "deal_over":
            self._announce_end()
        self._refresh()

    def _announce_end(self) -> None:
        if not self._finished_shown and self.outcome is not None:
            self._finished_shown = True
            self.deal_finished.emit(self.outcome)

    def _table_settled(self) -> None:
        self._refresh()
        if self._decision is not None and not self._think_timer.isActive():
            self._play_waiting_decision()

    def _after_change(self) -> None:
        self._refresh()
        self._keep()
        self._schedule_ai()

    def _keep(self) -> None:
        """Autosave after every action; once the deal is over, count it and drop the save."""
        session = self.session
        if session is None:
            return
        if not session.is_over:
            self._write_save(lambda saves: saves.save(session.record))
        elif not self._recorded:
            self._recorded = True
            if self.keeping is not None:  # the save, past deals and statistics, in an order no crash breaks
                result = self.keeping.finish(session.record, session.outcome)
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
