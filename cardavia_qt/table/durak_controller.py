"""Durak on the generic table: the engine's deal bound to piles and cards.

The controller is the only place that knows Durak. It answers the scene's questions (which
card may go where), turns the player's gestures into engine actions, asks the AI for its moves
off the UI thread, and replays the engine's event log onto the piles one event at a time, so
every deal, attack, beat, pick-up, discard and draw is seen to happen.

The table shows only what the player may know: it is driven by the events as the human seat
sees them (the opponent's cards stay anonymous backs until played), never by the engine's
hidden state.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from cardavia_qt.i18n import translate_message
from cardavia_qt.resources import asset_path
from cardavia_qt.table.ai_worker import AiWorker, Decision, safe_choice
from cardavia_qt.table.animation import MOVE_MS, StepQueue
from cardavia_qt.table.card_item import CardItem, describe_card, face_down_name
from cardavia_qt.table.durak_layout import HAND_LIFT, DurakGeometry
from cardavia_qt.table.piles import FanPile, PairsPile, StackPile, Target
from cardavia_qt.table.scene import TableScene
from cardavia_qt.table.text import fill
from engine.core import registry
from engine.core.messages import Message
from engine.core.state import Event, IllegalAction
from engine.durak.actions import Attack, Defend, Done, DurakAction, Take
from engine.durak.cards import SUIT_SYMBOLS, Card
from engine.durak.rules import DurakState

log = logging.getLogger("cardavia.durak")

HUMAN, AI = 0, 1
LEVELS = ("easy", "hard")
AI_MIN_THINK_MS = 450  # at speed 1 the AI never answers faster than a person could follow
RUSSIAN_INDICES = {"J": "В", "Q": "Д", "K": "К", "A": "Т"}  # as printed on the Atlas cards
SUIT_ORDER = "SHCD"  # black, red, black, red: neighbouring suits in a hand never look alike
DEAL_STAGGER_MS = 55
DRAW_STAGGER_MS = 80


class DurakController(QObject):
    changed = Signal()  # status, buttons or captions may read differently now
    deal_finished = Signal(object)  # the Outcome, once the last card of the deal has landed
    hint_ready = Signal(object)  # the action the hint suggests

    def __init__(self, scene: TableScene, settings, parent: QObject | None = None):
        super().__init__(parent)
        self.scene = scene
        self.settings = settings
        self.info = registry.get("durak")
        self.state: DurakState | None = None
        self.seed: int | None = None
        self.level = settings.ai_level("durak")
        self.note: Message | str | None = None  # a passing remark in place of the status
        self.note_is_warning = False
        self.hinted: DurakAction | None = None
        self.trump: Card | None = None
        self._policies: dict[int, object] = {}
        self._fallback = None
        self._seen = 0  # engine events already shown
        self._item_of: dict[Card, CardItem] = {}
        self._card_of: dict[CardItem, Card] = {}
        self._ai_token = None
        self._hint_token = None
        self._decision: Decision | None = None  # an AI move waiting out its minimum think time
        self._finished_shown = False
        self._autoplay_base = 0  # history length autoplay counts from

        self.steps = StepQueue(self)
        self.steps.drained.connect(self._check_display)
        self.worker = AiWorker(self)
        self.worker.decided.connect(self._on_ai_decided)
        self.hint_worker = AiWorker(self)
        self.hint_worker.decided.connect(self._on_hint_decided)
        self._think_timer = QTimer(self)
        self._think_timer.setSingleShot(True)
        self._think_timer.timeout.connect(self._play_waiting_decision)

        self.opponent = scene.add_pile(FanPile("opponent", 100, max_step=0.36, min_step=0.12, align="top", arc=-3.0))
        self.stock = scene.add_pile(StackPile("stock", 200, bottom_across=True))
        self.table = scene.add_pile(PairsPile("table", 300, capacity=6))
        self.discard = scene.add_pile(StackPile("discard", 400, messy=True))
        self.hand = scene.add_pile(FanPile("hand", 600, max_step=0.64, min_step=0.25, align="bottom", arc=4.0,
                                           lift_room=HAND_LIFT))
        scene.keyboard_pile = self.hand
        scene.rules = self

    # -- geometry --------------------------------------------------------------------------------
    def apply_geometry(self, geometry: DurakGeometry, ratio: float) -> None:
        self.scene.set_ratio(ratio)
        self.opponent.set_geometry(geometry.opponent, geometry.opponent_card_width)
        self.stock.set_geometry(geometry.stock, geometry.stock_card_width)
        self.discard.set_geometry(geometry.discard, geometry.stock_card_width)
        self.table.set_geometry(geometry.table, geometry.card_width)
        self.hand.set_geometry(geometry.hand, geometry.card_width)
        self.scene.relayout_now()

    # -- the deal -----------------------------------------------------------------------------------
    @property
    def speed(self) -> float:
        return max(0.0, float(self.settings.animation_speed))

    def new_deal(self, seed: int) -> None:
        self.cancel_ai()
        self.steps.clear()
        self.scene.clear_cards()
        self._item_of.clear()
        self._card_of.clear()
        self.seed = seed
        self.level = self.settings.ai_level("durak")
        if self.level not in LEVELS:
            self.level = "hard"
        self.state = self.info.new_deal(seed)
        self._policies = {seat: self.info.seat_policy(self.level, seed, seat) for seat in (HUMAN, AI)}
        self._fallback = self.info.seat_policy("easy", seed, AI)
        self._seen = 0
        self.note, self.hinted, self.trump = None, None, None
        self._finished_shown = False
        self._autoplay_base = 0
        self.stock.placeholder = ""
        self._show_new_events()
        self._after_change()

    def show_position(self, state: DurakState, seed: int = 0) -> None:
        """Take over a deal already under way (a puzzle, a test, a resumed game)."""
        self.cancel_ai()
        self.seed = seed
        self.level = self.settings.ai_level("durak")
        if self.level not in LEVELS:
            self.level = "hard"
        self.state = state
        self._policies = {seat: self.info.seat_policy(self.level, seed, seat) for seat in (HUMAN, AI)}
        self._fallback = self.info.seat_policy("easy", seed, AI)
        self.note, self.hinted = None, None
        self._finished_shown = False
        self._autoplay_base = len(state.history)
        self._rebuild_from_view()
        self._after_change()

    def _rebuild_from_view(self) -> None:
        """Lay the table out from the player's view alone, without replaying events."""
        self.steps.clear()
        self.scene.clear_cards()
        self._item_of.clear()
        self._card_of.clear()
        view = self.state.view(HUMAN)
        self.trump = view.trump_card
        back = self._back()

        def new_card(card: Card | None = None) -> CardItem:
            item = self.scene.create_card(back)
            if card is not None:
                self._reveal(item, card)
            return item

        if view.stock_size:
            self.stock.add(new_card(view.trump_card))
            for _ in range(view.stock_size - 1):
                self.stock.add(new_card())
            self.stock.placeholder = ""
        else:
            self.stock.placeholder = SUIT_SYMBOLS[view.trump]
        for _ in range(view.opponent_hand_size):
            self.opponent.add(new_card())
        for index, (attack, cover) in enumerate(view.table):
            self.table.add(new_card(attack))
            if cover is not None:
                self.table.add(new_card(cover), index)
        for _ in view.discard:
            self.discard.add(new_card())
        for card in view.hand:
            self.hand.add(new_card(card))
        self._sort_hand()
        self._seen = len(self.state.events)
        self.scene.relayout_now()

    def item_for(self, card: Card) -> CardItem | None:
        """The item showing a face-up card, if the player can see it."""
        return self._item_of.get(card)

    def card_for(self, item: CardItem) -> Card | None:
        return self._card_of.get(item)

    def autoplay(self, k: int) -> None:
        """Let the AIs play `k` actions for both seats at once: no threads, no animation.

        The count starts where the player (or the previous autoplay) last acted, or at the
        deal: moves the AI made in the background since then are part of the `k`. Every AI
        move is the one autoplay itself would have chosen (same policy, same generator), so
        `new_deal(seed)` then `autoplay(k)` gives the same position however long the event
        loop ran in between.
        """
        if self.state is None:
            return
        self.cancel_ai()
        while len(self.state.history) < self._autoplay_base + k:
            if self.state.is_over:
                break
            seat = self.state.pending()[0]
            legal = self.state.legal_actions(seat)
            view = self.state.view(seat)
            try:
                action = self._policies[seat].choose(view, legal)
            except Exception:
                log.exception("AI failed during autoplay")
                action = None
            if action not in legal:
                action = safe_choice(self._fallback.choose, view, legal)
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
        return self.state is not None and not self.state.is_over and self.state.pending() == (HUMAN,)

    @property
    def ai_thinking(self) -> bool:
        return (self.state is not None and not self.state.is_over and self.state.pending() == (AI,))

    def legal(self) -> list[DurakAction]:
        return self.state.legal_actions(HUMAN) if self.human_to_act else []

    # -- what the scene asks ------------------------------------------------------------------
    def can_drag(self, card: CardItem) -> bool:
        return card.pile is self.hand

    def legal_targets(self, card: CardItem) -> list[Target]:
        played = self._card_of.get(card)
        if played is None or card.pile is not self.hand:
            return []
        legal = self.legal()
        if Defend(played) in legal:
            return [Target(self.table, len(self.table.pairs) - 1)]
        if Attack(played) in legal:
            return [Target(self.table)]
        return []

    def drop(self, card: CardItem, target: Target) -> bool:
        if target.pile is not self.table or card.pile is not self.hand:
            return False
        return self.play(card)

    def activate(self, card: CardItem) -> None:
        if card.pile is self.hand:
            self.play(card)

    # -- the player's moves ---------------------------------------------------------------------
    def play(self, card: CardItem) -> bool:
        """Play a card from hand: beat with it when defending, else lead or add it."""
        played = self._card_of.get(card)
        if played is None or self.state is None:
            return False
        defending = self.state.defender == HUMAN and not self.state.taking
        return self.apply_human(Defend(played) if defending else Attack(played))

    def take(self) -> bool:
        return self.apply_human(Take())

    def done(self) -> bool:
        return self.apply_human(Done())

    def apply_human(self, action: DurakAction) -> bool:
        """Do the player's action, or explain in the status line why it is refused."""
        if self.state is None:
            return False
        try:
            self.state.apply(HUMAN, action)
        except IllegalAction as refusal:
            self.note, self.note_is_warning = refusal.reason, True
            self.changed.emit()
            return False
        self.note, self.hinted = None, None
        self._autoplay_base = len(self.state.history)
        self.hint_worker.cancel()
        self._show_new_events()
        self._after_change()
        return True

    # -- the AI ----------------------------------------------------------------------------------------
    def cancel_ai(self) -> None:
        self.worker.cancel()
        self.hint_worker.cancel()
        self._think_timer.stop()
        self._ai_token = self._hint_token = self._decision = None

    def shutdown(self) -> None:
        self.cancel_ai()
        self.steps.clear()
        self.worker.wait()
        self.hint_worker.wait()

    def _position_tag(self) -> tuple:
        return (id(self.state), len(self.state.history))

    def _schedule_ai(self) -> None:
        if not self.ai_thinking or self._ai_token is not None:
            return
        legal = self.state.legal_actions(AI)
        self._ai_token = self.worker.request(self._policies[AI], self.state.view(AI), legal,
                                             tag=self._position_tag(), fallback=self._fallback.choose)

    def _on_ai_decided(self, decision: Decision) -> None:
        if decision.token is not self._ai_token or decision.token.tag != self._position_tag():
            return
        elapsed_ms = (time.monotonic() - decision.token.started) * 1000
        wait = int(AI_MIN_THINK_MS * self.speed - elapsed_ms)
        self._decision = decision
        if wait > 0:
            self._think_timer.start(wait)
        else:
            self._play_waiting_decision()

    def _play_waiting_decision(self) -> None:
        decision, self._decision = self._decision, None
        if decision is None or decision.token is not self._ai_token or decision.token.tag != self._position_tag():
            return
        self._ai_token = None
        self._policies[AI] = decision.policy  # the copy that thought: its generator moved on
        try:
            self.state.apply(AI, decision.action)
        except IllegalAction:
            log.exception("The AI's move was refused; playing a safe one")
            self.state.apply(AI, self.state.legal_actions(AI)[-1])
        self._show_new_events()
        self._after_change()

    def hint(self) -> None:
        """Ask the hard AI what it would play for the player, from the player's view only."""
        if not self.human_to_act:
            self.note, self.note_is_warning = self.tr("No hint now: it is not your turn."), False
            self.changed.emit()
            return
        policy = self.info.seat_policy("hard", self.seed, HUMAN)
        self._hint_token = self.hint_worker.request(policy, self.state.view(HUMAN), self.legal(),
                                                    tag=self._position_tag())
        self.note, self.note_is_warning = self.tr("Looking for a good move…"), False
        self.changed.emit()

    def _on_hint_decided(self, decision: Decision) -> None:
        if decision.token is not self._hint_token or decision.token.tag != self._position_tag():
            return
        self._hint_token = None
        self.hinted = decision.action
        action = decision.action
        if isinstance(action, (Attack, Defend)):
            verb = self.tr("Hint: beat with the {card}") if isinstance(action, Defend) else self.tr("Hint: play the {card}")
            self.note = fill(verb, card=self.card_label(action.card))
        elif isinstance(action, Take):
            self.note = self.tr("Hint: take the cards")
        else:
            self.note = self.tr("Hint: press Done")
        self.note_is_warning = False
        self._refresh_marks()
        self.hint_ready.emit(action)
        self.changed.emit()

    # -- settings ---------------------------------------------------------------------------------------
    def set_level(self, level: str) -> None:
        """Save the AI level; it plays from the next deal (a deal keeps the AI it began with)."""
        if level not in LEVELS:
            return
        self.settings.ai_levels["durak"] = level
        if self.state is not None and level != self.level and not self.state.is_over:
            self.note, self.note_is_warning = self.tr("The new AI level applies from the next deal."), False
        else:
            self.note = None
        self.changed.emit()

    def refresh_faces(self) -> None:
        """Redraw every face-up card (the card-index style setting changed)."""
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

    # -- status --------------------------------------------------------------------------------------------
    def status_text(self) -> str:
        state = self.state
        if state is None:
            return ""
        if self.note is not None:
            return translate_message(self.note) if isinstance(self.note, Message) else self.note
        if state.is_over:
            return self.result_heading()
        if state.pending() == (AI,):
            return self.tr("The AI is thinking…")
        legal = state.legal_actions(HUMAN)
        can_add = any(isinstance(action, Attack) for action in legal)
        if state.defender == HUMAN:
            return fill(self.tr("Beat the {card} or take"), card=self.card_label(state.table[-1][0]))
        if not state.table:
            return self.tr("Your attack: lead any card")
        if state.taking:
            if can_add:
                return self.tr("The AI takes: add cards or press Done")
            return self.tr("The AI takes: press Done")
        if can_add:
            return self.tr("Add a card or press Done")
        return self.tr("All beaten: press Done")

    @property
    def status_is_warning(self) -> bool:
        return self.note is not None and self.note_is_warning

    def result_heading(self) -> str:
        outcome = self.state.outcome if self.state is not None else None
        if outcome is None:
            return ""
        durak = outcome.detail.get("durak")
        if durak is None:
            return self.tr("A draw")
        if durak == HUMAN:
            return self.tr("You are the durak")
        return self.tr("You won!")

    def result_detail(self) -> str:
        """One friendly sentence on how the deal ended, beside the engine's own verdict."""
        state = self.state
        if state is None or state.outcome is None:
            return ""
        durak = state.outcome.detail.get("durak")
        if durak is None:
            return self.tr("You both went out in the same bout.")
        view = state.view(HUMAN)  # the counts the player could see, nothing more
        left = len(view.hand) if durak == HUMAN else view.opponent_hand_size
        if durak == HUMAN:
            return fill(self.tr("The AI got rid of all its cards; you were left holding {count}."), count=left)
        return fill(self.tr("You got rid of all your cards; the AI was left holding {count}."), count=left)

    def card_label(self, card: Card) -> str:
        """A short label matching the printed index: 9♠, 10♥, В♣ (or J♣ with Latin indices)."""
        label = card.label()
        if not getattr(self.settings, "latin_indices", False):
            label = RUSSIAN_INDICES.get(label[0], label[0]) + label[1:]
        return label

    def level_name(self, level: str) -> str:
        return self.tr("Hard") if level == "hard" else self.tr("Easy")

    # -- showing the engine's events ----------------------------------------------------------------
    def _show_new_events(self) -> None:
        events = self.state.events[self._seen:]
        self._seen += len(events)
        self.steps.push(*(lambda e=event.seen_by(HUMAN): self._show(e) for event in events))

    def _show(self, event: Event) -> int:
        handler = getattr(self, "_on_" + event.kind, None)
        wait = handler(event) if handler is not None else 0
        self._refresh()
        return wait

    def _on_deal(self, event: Event) -> int:
        self.trump = Card.parse(event.data["trump"])
        back = self._back()
        trump_item = self.scene.create_card(back)
        self._reveal(trump_item, self.trump)
        self.stock.add(trump_item)
        for _ in range(35):
            self.stock.add(self.scene.create_card(back))
        previous, self.scene.mover.instant = self.scene.mover.instant, True
        try:
            self.scene.layout([self.stock])
        finally:
            self.scene.mover.instant = previous
        return 0

    def _on_hand(self, event: Event) -> int:
        return self._draw(event.seat, event.data["count"], event.secret.get("cards", ()), DEAL_STAGGER_MS)

    def _on_draw(self, event: Event) -> int:
        return self._draw(event.seat, event.data["count"], event.secret.get("cards", ()), DRAW_STAGGER_MS)

    def _draw(self, seat: int, count: int, codes, stagger: int) -> int:
        items = [self.stock.cards[-1 - i] for i in range(count)]
        pile = self.hand if seat == HUMAN else self.opponent
        for index, item in enumerate(items):
            if seat == HUMAN:
                self._reveal(item, Card.parse(codes[index]))
            else:
                self._conceal(item)
            pile.add(item)
        if not self.stock.cards and self.trump is not None:
            # The trump card is gone from the table: keep its suit in view where it lay.
            self.stock.placeholder = SUIT_SYMBOLS[self.trump.suit]
        self._sort_hand()
        return self.scene.layout([pile, self.stock], stagger=stagger)

    def _on_attack(self, event: Event) -> int:
        card = Card.parse(event.data["card"])
        item = self._from_hand(event.seat, card)
        self.table.add(item)
        return self.scene.layout([self.table, self.hand, self.opponent])

    def _on_defend(self, event: Event) -> int:
        card = Card.parse(event.data["card"])
        slot = self.table.pair_index(self._item_of[Card.parse(event.data["attack"])])
        item = self._from_hand(event.seat, card)
        self.table.add(item, slot)
        return self.scene.layout([self.table, self.hand, self.opponent])

    def _on_pick_up(self, event: Event) -> int:
        pile = self.hand if event.seat == HUMAN else self.opponent
        for item in self.table.cards:
            if event.seat != HUMAN:
                self._conceal(item)
            pile.add(item)
        self.table.clear()
        self._sort_hand()
        return self.scene.layout([pile, self.table], duration=int(MOVE_MS * 1.3), stagger=40)

    def _on_discard(self, event: Event) -> int:
        for item in self.table.cards:
            self._conceal(item)
            self.discard.add(item)
        self.table.clear()
        return self.scene.layout([self.discard, self.table], duration=int(MOVE_MS * 1.3), stagger=35)

    def _on_bout(self, event: Event) -> int:
        return 0

    def _on_deal_over(self, event: Event) -> int:
        if not self._finished_shown and self.state is not None and self.state.outcome is not None:
            self._finished_shown = True
            self.deal_finished.emit(self.state.outcome)
        return 0

    def _from_hand(self, seat: int, card: Card) -> CardItem:
        if seat == HUMAN:
            return self._item_of[card]
        # The opponent's backs are all alike: the card comes from the middle of the fan.
        backs = self.opponent.cards
        item = backs[len(backs) // 2]
        self._reveal(item, card)
        return item

    def _reveal(self, item: CardItem, card: Card) -> None:
        self._item_of[card] = item
        self._card_of[item] = card
        item.turn_over(self._face(card), self._card_name(card))

    def _conceal(self, item: CardItem) -> None:
        card = self._card_of.pop(item, None)
        if card is not None:
            self._item_of.pop(card, None)
        item.turn_over(None)

    def _sort_hand(self) -> None:
        trump = self.trump.suit if self.trump is not None else ""

        def order(item: CardItem):
            card = self._card_of[item]
            return (card.suit == trump, SUIT_ORDER.index(card.suit), card.rank)

        self.hand.reorder(sorted(self.hand.cards, key=order))

    def _face(self, card: Card) -> Path:
        style = "latin" if getattr(self.settings, "latin_indices", False) else "ru"
        return asset_path("cards", "atlas", style, f"{card.code}.svg")

    @staticmethod
    def _back() -> Path:
        return asset_path("cards", "atlas", "back.svg")

    def _card_name(self, card: Card) -> str:
        return describe_card(card.name(), self.trump is not None and card.suit == self.trump.suit)

    def _check_display(self) -> None:
        # Every event has been shown: the table must now be the player's view exactly. Should
        # it ever drift (a bug), lay it out afresh from the view rather than mislead the player.
        if (self.state is not None and self._seen == len(self.state.events)
                and self.scene.interaction.dragging is None and not self.display_matches_engine()):
            log.warning("The table drifted from the deal; laying it out again")
            self._rebuild_from_view()
        self._refresh()

    # -- keeping the picture current ----------------------------------------------------------------------
    def _after_change(self) -> None:
        self._refresh()
        self._schedule_ai()

    def _refresh(self) -> None:
        self._refresh_captions()
        self._refresh_marks()
        self.changed.emit()

    def _refresh_marks(self) -> None:
        legal = set(self.legal())
        hinted_card = getattr(self.hinted, "card", None)
        for item in self.hand.cards:
            card = self._card_of.get(item)
            playable = card is not None and (Attack(card) in legal or Defend(card) in legal)
            item.set_marks(dimmed=bool(legal) and not playable, hinted=card is not None and card == hinted_card)
        for item in self.scene.cards():
            if item.pile is not self.hand:
                item.set_marks(dimmed=False, hinted=False)

    def _refresh_captions(self) -> None:
        state = self.state
        opponent_count = len(self.opponent.cards)
        self.opponent.caption = fill(self.tr("AI ({level}) · cards: {count}"),
                                     level=self.level_name(self.level), count=opponent_count)
        self.opponent.caption_active = self.ai_thinking
        self.opponent.accessible_name = fill(self.tr("The AI's hand, cards: {count}"), count=opponent_count)
        stock_count = len(self.stock.cards)
        suit = SUIT_SYMBOLS[self.trump.suit] if self.trump is not None else ""
        if stock_count:
            self.stock.caption = fill(self.tr("Stock · {count} · trump {card}"), count=stock_count,
                                      card=self.card_label(self.trump))
        else:
            self.stock.caption = fill(self.tr("Trump {suit}"), suit=suit)
        self.stock.accessible_name = fill(self.tr("Stock, cards: {count}"), count=stock_count)
        discard_count = len(self.discard.cards)
        self.discard.caption = fill(self.tr("Discard · {count}"), count=discard_count)
        self.discard.accessible_name = fill(self.tr("Discard pile, cards: {count}"), count=discard_count)
        self.hand.accessible_name = fill(self.tr("Your hand, cards: {count}"), count=len(self.hand.cards))
        self.table.accessible_name = self.tr("The bout on the table")
        if state is not None and not state.is_over and self.table.pairs:
            caption = fill(self.tr("Attack cards: {played} of {limit}"), played=len(self.table.pairs),
                           limit=state.bout_limit)
            if state.taking:
                caption += " · " + (self.tr("you take") if state.defender == HUMAN else self.tr("the AI takes"))
            self.table.caption = caption
        else:
            self.table.caption = ""
        leading = self.human_to_act and not state.table
        self.table.placeholder = self.tr("Drag or click a card to attack") if leading else ""
        for pile in (self.opponent, self.stock, self.discard, self.hand, self.table):
            pile.update()

    def display_matches_engine(self) -> bool:
        """Does the table show exactly what the player's view holds? (Tests check it.)"""
        if self.state is None or self.steps.busy:
            return False
        view = self.state.view(HUMAN)
        hand = [self._card_of.get(item) for item in self.hand.cards]
        table = [(self._card_of.get(a), self._card_of.get(d) if d is not None else None) for a, d in self.table.pairs]
        return (None not in hand and sorted(hand) == sorted(view.hand)
                and len(self.opponent.cards) == view.opponent_hand_size
                and len(self.stock.cards) == view.stock_size
                and table == list(view.table)
                and len(self.discard.cards) == len(view.discard))
