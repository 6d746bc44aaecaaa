"""Kowah for three, as ../shared/rules/kowah.md specifies; resolutions are cited as R1…R11.

Read as a rule book: `_start` deals (§2), the `legal_actions` branches are a turn (§3),
`_after_draw` and `_after_discard` run the win checks (R5) and end the turn, `_win` and
`_exhausted` end the deal (§4, R10).

Seats are numbered in the order of play (R11: you → right → left), so seat 0 is the human,
seat 1 sits on your right and seat 2 on your left, and "next" is always seat + 1.

Wins need no answer from anyone: the third exact match of an exposed pair wins automatically,
even out of turn (§3), so only the seat whose turn it is ever acts.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.messages import Plural, declare
from engine.core.rng import make_rng
from engine.core.seats import next_seat, seats_after
from engine.core.state import Event, GameState, Outcome, Termination
from engine.kowah.actions import Declare, Discard, Draw, KowahAction, Pass, Take
from engine.kowah.cards import FACES, FULL_PACK, Card, face_name
from engine.kowah.hands import waiting_pairs

PLAYERS = 3
HAND_SIZE = 8

# The phases of a turn.
DRAW = "draw"  # draw from the stock or take the latest discard
DISCARD = "discard"  # discard back to eight
DECLARE = "declare"  # the hand is ready: declare (choosing the pair) or pass

# Win multipliers (§4).
SELF_DRAWN = 3
CLAIMED_DRAW = 1
CLAIMED_DISCARD = 2

NOT_IN_HAND = declare("kowah.illegal.not_in_hand", "You do not hold the {card}.")
FIRST_TURN_DRAWS = declare("kowah.illegal.first_turn_draws", "Your first turn must draw from the stock.")
LOCKED_DRAWS = declare("kowah.illegal.locked_draws", "Your hand is declared and locked: you draw from the stock only.")
NO_DISCARD_TO_TAKE = declare("kowah.illegal.no_discard", "There is no discard to take.")
DRAW_FIRST = declare("kowah.illegal.draw_first", "Draw from the stock or take the latest discard first.")
DISCARD_NOW = declare("kowah.illegal.discard_now", "You already have nine cards: discard one.")
TAKEN_CARD = declare("kowah.illegal.taken_card", "You cannot discard the {card} you have just taken.")
NOT_READY = declare("kowah.illegal.not_ready", "Your hand is not ready: you need two triples and an identical pair.")
NOT_A_WAIT = declare("kowah.illegal.not_a_wait", "The {face} cannot be the waiting pair of this hand.")
DECLARE_AFTER_DISCARD = declare("kowah.illegal.declare_after_discard", "You may declare only just after your discard.")
DECIDE_DECLARATION = declare("kowah.illegal.decide_declaration", "Your hand is ready: declare or pass first.")

EV_DEAL = declare("kowah.event.deal", Plural("Eight cards each; {count} card in the stock.",
                                              "Eight cards each; {count} cards in the stock."))
EV_HAND = declare("kowah.event.hand", "{seat} receives eight cards.", you={"seat": "You receive eight cards."})
EV_FIRST = declare("kowah.event.first_player", "{seat} plays first.", you={"seat": "You play first."})
EV_DRAW = declare("kowah.event.draw", "{seat} draws from the stock.", you={"seat": "You draw from the stock."})
EV_DRAW_PUBLIC = declare("kowah.event.draw_public", "{seat} draws the {card}, face up.",
                         you={"seat": "You draw the {card}, face up."})
EV_TAKE = declare("kowah.event.take", "{seat} takes the {card}.", you={"seat": "You take the {card}."})
EV_DISCARD = declare("kowah.event.discard", "{seat} discards the {card}.", you={"seat": "You discard the {card}."})
EV_DECLARE = declare("kowah.event.declare", "{seat} declares cheki, waiting on the {face}.",
                     you={"seat": "You declare cheki, waiting on the {face}."})
EV_PASS = declare("kowah.event.pass", "{seat} does not declare.", you={"seat": "You do not declare."})
OUT_SELF_DRAWN = declare("kowah.outcome.self_drawn", "{seat} draws the {card} and wins: ×3.",
                         you={"seat": "You draw the {card} and win: ×3."})
OUT_CLAIMED_DRAW = declare("kowah.outcome.claimed_draw", "{seat} wins on the {card} drawn by {source}: ×1.",
                           you={"seat": "You win on the {card} drawn by {source}: ×1.",
                                "source": "{seat} wins on the {card} you drew: ×1."})
OUT_CLAIMED_DISCARD = declare("kowah.outcome.claimed_discard", "{seat} wins on the {card} discarded by {source}: ×2.",
                              you={"seat": "You win on the {card} discarded by {source}: ×2.",
                                   "source": "{seat} wins on the {card} you discarded: ×2."})
OUT_EXHAUSTED = declare("kowah.outcome.exhausted", "The stock is empty and nobody won: the deal is drawn.")

# Actions are values: built once, so listing them costs lookups, not constructions.
_DRAW, _TAKE, _PASS = Draw(), Take(), Pass()
_DISCARD = {card: Discard(card) for card in FULL_PACK}
_DECLARE = {face: Declare(face) for face in FACES}

_HOW = {
    SELF_DRAWN: ("self_drawn", OUT_SELF_DRAWN),
    CLAIMED_DRAW: ("claimed_draw", OUT_CLAIMED_DRAW),
    CLAIMED_DISCARD: ("claimed_discard", OUT_CLAIMED_DISCARD),
}


@dataclass(frozen=True)
class KowahView:
    """All that one seat may know: its hand and what the table has shown."""

    seat: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    known: tuple[tuple[Card, ...], ...]  # cards each seat is publicly known to hold
    declared: tuple[str | None, ...]  # each seat's waiting-pair face once it declared
    exposed: tuple[tuple[Card, ...], ...]  # each declared seat's face-up pair (R8)
    stock_size: int
    discards: tuple[Card, ...]  # oldest first; the last is the latest discard
    # Each seat's discards of its own choosing, oldest first, taken back or not: everyone saw
    # them go. A locked hand's drawn cards, discarded by rule (R6), tell nothing and are not here.
    chosen_discards: tuple[tuple[Card, ...], ...]
    turn: int
    phase: str
    taken: Card | None  # the discard taken this turn, which may not go back (R7)
    has_played: tuple[bool, ...]  # whether each seat has had its first draw (R9)
    to_act: tuple[int, ...]
    events: tuple[Event, ...]
    outcome: Outcome | None

    @property
    def latest_discard(self) -> Card | None:
        """The card a Take would take (R7): while drawing, the top of the pile is always the
        discard made just before this turn."""
        return self.discards[-1] if self.discards else None

    @property
    def anyone_declared(self) -> bool:
        return any(face is not None for face in self.declared)


class KowahState(GameState):
    game_id = "kowah"
    num_seats = PLAYERS
    rules_version = 1  # see GameState.rules_version: old records say which rules played them

    def __init__(self, seed: int, record_events: bool = True):
        super().__init__(seed)
        self.options: dict = {}
        self.record_events = record_events
        self.hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
        self.stock: list[Card] = []  # stock[-1] is drawn next
        self.discards: list[Card] = []
        self.chosen_discards: list[list[Card]] = [[] for _ in range(PLAYERS)]
        self.turn = 0
        self.phase = DRAW
        self.taken: Card | None = None
        self.has_played = [False] * PLAYERS
        self.declared: list[str | None] = [None] * PLAYERS
        self.exposed: list[tuple[Card, ...]] = [()] * PLAYERS
        self.known: list[set[Card]] = [set() for _ in range(PLAYERS)]

    @classmethod
    def new(cls, seed: int) -> "KowahState":
        state = cls(seed)
        state._start()
        return state

    @classmethod
    def arrange(cls, hands, stock=(), *, discards=(), turn: int = 0, phase: str = DRAW,
                has_played=(True, True, True), declared=(None, None, None), taken: Card | None = None,
                record_events: bool = True) -> "KowahState":
        """A deal set up mid-play (tests, AI worlds). `stock` lists cards in drawing order; a
        declared seat's exposed pair is the first two cards of its face in its hand."""
        state = cls(seed=0, record_events=record_events)
        state.hands = [list(hand) for hand in hands]
        state.stock = list(reversed(stock))
        state.discards = list(discards)
        state.turn, state.phase, state.taken = turn, phase, taken
        state.has_played = list(has_played)
        state.declared = list(declared)
        for seat, face in enumerate(declared):
            if face is not None:
                state.exposed[seat] = tuple(c for c in state.hands[seat] if c.face == face)[:2]
                state.known[seat].update(state.exposed[seat])
        return state

    @classmethod
    def resample(cls, view: KowahView, rng) -> "KowahState":
        from engine.kowah.knowledge import resample  # knowledge reads views, built here

        return resample(view, rng)

    # -- set-up (§2) ----------------------------------------------------------------------
    def _start(self) -> None:
        pack = list(FULL_PACK)
        make_rng("kowah", self.seed, "shuffle").shuffle(pack)
        for seat in range(PLAYERS):
            self.hands[seat] = pack[seat * HAND_SIZE:(seat + 1) * HAND_SIZE]
        self.stock = pack[PLAYERS * HAND_SIZE:]
        self.turn = make_rng("kowah", self.seed, "first_player").randrange(PLAYERS)
        self._say("deal", None, EV_DEAL, {"stock": len(self.stock)}, count=len(self.stock))
        for seat in range(PLAYERS):
            self._say("hand", seat, EV_HAND, {}, {"cards": [c.code for c in self.hands[seat]]}, seat=seat)
        self._say("first_player", self.turn, EV_FIRST, seat=self.turn)

    # -- whose turn -----------------------------------------------------------------------
    def pending(self) -> tuple[int, ...]:
        return () if self.outcome is not None else (self.turn,)

    def legal_actions(self, seat: int) -> list[KowahAction]:
        if seat not in self.pending():
            return []
        if self.phase == DRAW:
            # R6: a declared hand draws only; R9: every first turn draws; R7: the latest
            # discard is the top of the pile, discarded just before this turn.
            if self.declared[seat] is None and self.has_played[seat] and self.discards:
                return [_DRAW, _TAKE]
            return [_DRAW]
        if self.phase == DISCARD:
            return [_DISCARD[card] for card in sorted(self.hands[seat]) if card != self.taken]
        return [*(_DECLARE[face] for face in waiting_pairs(self.hands[seat])), _PASS]

    def why_illegal(self, seat: int, action: KowahAction):
        if action in self.legal_actions(seat):
            return None
        if isinstance(action, (Draw, Take)) and self.phase != DRAW:
            return DISCARD_NOW() if self.phase == DISCARD else DECIDE_DECLARATION()
        if isinstance(action, Take):
            if self.declared[seat] is not None:
                return LOCKED_DRAWS()
            if not self.has_played[seat]:
                return FIRST_TURN_DRAWS()
            return NO_DISCARD_TO_TAKE()
        if isinstance(action, Discard):
            if self.phase == DRAW:
                return DRAW_FIRST()
            if self.phase == DECLARE:
                return DECIDE_DECLARATION()
            if action.card == self.taken:
                return TAKEN_CARD(card=action.card.name())
            return NOT_IN_HAND(card=action.card.name())
        if isinstance(action, (Declare, Pass)):
            if self.phase != DECLARE:
                return DECLARE_AFTER_DISCARD()
            return NOT_A_WAIT(face=face_name(action.pair))
        return super().why_illegal(seat, action)

    # -- a turn (§3) ----------------------------------------------------------------------
    def _perform(self, seat: int, action: KowahAction) -> None:
        if isinstance(action, Draw):
            self._draw(seat)
        elif isinstance(action, Take):
            card = self.discards.pop()
            self.hands[seat].append(card)
            self.known[seat].add(card)
            self.taken = card
            self.phase = DISCARD
            self._say("take", seat, EV_TAKE, {"card": card.code}, seat=seat, card=card)
        elif isinstance(action, Discard):
            self.hands[seat].remove(action.card)
            self.known[seat].discard(action.card)
            self.chosen_discards[seat].append(action.card)
            self._discard(seat, action.card)
        elif isinstance(action, Declare):
            self._declare(seat, action.pair)
        else:
            if self.record_events:
                # Only a declaration is public (§3): that this hand was ready and stayed
                # silent is its holder's own knowledge.
                self._log(Event("pass", seat, EV_PASS(seat=seat), private=True))
            self._next_turn()

    def _draw(self, seat: int) -> None:
        card = self.stock.pop()
        self.has_played[seat] = True
        if self.anyone_declared:
            # R5: after any declaration every stock draw is shown before it is used.
            self._say("draw", seat, EV_DRAW_PUBLIC, {"card": card.code, "public": True}, seat=seat, card=card)
            # R5: the drawer first if declared (self-drawn ×3), then the others in rotation (×1).
            order = [seat, *seats_after(seat, PLAYERS)]
            for claimant in order:
                if self.declared[claimant] == card.face:
                    self._win(claimant, card, seat, SELF_DRAWN if claimant == seat else CLAIMED_DRAW)
                    return
            if self.declared[seat] is not None:
                # R6: a locked hand discards the drawn card at once.
                self._discard(seat, card)
                return
            self.known[seat].add(card)
        else:
            self._say("draw", seat, EV_DRAW, {"public": False}, {"card": card.code}, seat=seat)
        self.hands[seat].append(card)
        self.phase = DISCARD

    def _discard(self, seat: int, card: Card) -> None:
        self.discards.append(card)
        self._say("discard", seat, EV_DISCARD, {"card": card.code}, seat=seat, card=card)
        # R5: claims on a discard rotate from the seat after the discarder (×2).
        for claimant in seats_after(seat, PLAYERS):
            if self.declared[claimant] == card.face:
                self.discards.pop()
                self._win(claimant, card, seat, CLAIMED_DISCARD)
                return
        if not self.stock:
            self._exhausted()  # R10: the last stock card and its discard found no winner
            return
        # §3: after discarding a ready player may declare (R1: never forced). A declared seat
        # discarding its drawn card is already locked, so it skips this.
        if self.declared[seat] is None and waiting_pairs(self.hands[seat]):
            self.phase = DECLARE
            return
        self._next_turn()

    def _declare(self, seat: int, face: str) -> None:
        # R3, R8: the chosen pair goes face up and is fixed; the triples stay hidden, locked.
        pair = tuple(sorted(card for card in self.hands[seat] if card.face == face)[:2])
        self.declared[seat] = face
        self.exposed[seat] = pair
        self.known[seat].update(pair)
        self._say("declare", seat, EV_DECLARE, {"pair": face, "cards": [c.code for c in pair]},
                  seat=seat, face=face_name(face))
        self._next_turn()

    def _next_turn(self) -> None:
        self.turn = next_seat(self.turn, PLAYERS)  # R11: seats are numbered in playing order
        self.phase = DRAW
        self.taken = None

    # -- the end of a deal (§4) -----------------------------------------------------------
    def _win(self, winner: int, card: Card, source: int, multiplier: int) -> None:
        self.hands[winner].append(card)  # the winning card completes the exposed triple
        self.known[winner].add(card)
        how, template = _HOW[multiplier]
        losers = tuple(seat for seat in range(PLAYERS) if seat != winner)
        detail = {"winner": winner, "how": how, "multiplier": multiplier, "card": card.code,
                  "source": source, "pair": self.declared[winner]}
        params = {"seat": winner, "card": card.name()}
        if multiplier != SELF_DRAWN:
            params["source"] = source
        self.outcome = Outcome(Termination.WIN, (winner,), losers, template(**params), detail)
        self._close()

    def _exhausted(self) -> None:
        detail = {"winner": None, "how": "exhausted", "multiplier": 0}
        self.outcome = Outcome(Termination.EXHAUSTED, (), (), OUT_EXHAUSTED(), detail)
        self._close()

    def _close(self) -> None:
        if self.record_events:
            # Hands are shown at the end of a deal, so the results can show them.
            hands = [[c.code for c in sorted(hand)] for hand in self.hands]
            self._log(Event("deal_over", None, self.outcome.message, {**self.outcome.detail, "hands": hands}))

    # -- knowledge ------------------------------------------------------------------------
    @property
    def anyone_declared(self) -> bool:
        return any(face is not None for face in self.declared)

    def _say(self, _kind: str, _actor, _template, _data=None, _secret=None, **params) -> None:
        """Log an event; cards among `params` are named. Skipped entirely in AI rollouts."""
        if not self.record_events:
            return
        params = {k: (v.name() if isinstance(v, Card) else v) for k, v in params.items()}
        self._log(Event(_kind, _actor, _template(**params), _data or {}, _secret or {}))

    def _view(self, seat: int) -> KowahView:
        turn, phase, taken, to_act = self.turn, self.phase, self.taken, self.pending()
        if phase == DECLARE and seat != turn:
            # Whether a hand is ready is its holder's secret until it declares (§3, R1): the
            # others see the turn already passed on, exactly as after a silent pass.
            turn, phase, taken = next_seat(turn, PLAYERS), DRAW, None
            to_act = (turn,)
        return KowahView(
            seat=seat,
            hand=tuple(sorted(self.hands[seat])),
            hand_sizes=tuple(len(hand) for hand in self.hands),
            known=tuple(tuple(sorted(known)) for known in self.known),
            declared=tuple(self.declared),
            exposed=tuple(self.exposed),
            stock_size=len(self.stock),
            discards=tuple(self.discards),
            chosen_discards=tuple(tuple(cards) for cards in self.chosen_discards),
            turn=turn,
            phase=phase,
            taken=taken,
            has_played=tuple(self.has_played),
            to_act=to_act,
            events=self.events_seen_by(seat),
            outcome=self.outcome,
        )

    def clone(self, record_events: bool | None = None) -> "KowahState":
        copy = self._copy_contract(record_events)
        copy.hands = [list(hand) for hand in self.hands]
        copy.stock = list(self.stock)
        copy.discards = list(self.discards)
        copy.chosen_discards = [list(cards) for cards in self.chosen_discards]
        copy.turn, copy.phase, copy.taken = self.turn, self.phase, self.taken
        copy.has_played = list(self.has_played)
        copy.declared = list(self.declared)
        copy.exposed = list(self.exposed)
        copy.known = [set(known) for known in self.known]
        return copy

    def all_cards(self) -> list[Card]:
        """Every card wherever it lies (the invariant: each of the 120 exactly once)."""
        return [*self.hands[0], *self.hands[1], *self.hands[2], *self.stock, *self.discards]
