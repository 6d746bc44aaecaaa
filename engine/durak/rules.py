"""Durak for two, podkidnoy (throw-in), as ../shared/rules/durak.md specifies.

Read as a rule book: `_start` deals (rule 2), the `legal_actions` branches are a bout (rule 3),
`_end_bout` discards or hands over the table, refills and runs the end check (rules 3–4).
Resolutions are cited as R1…R9.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.messages import Plural, declare
from engine.core.rng import make_rng
from engine.core.seats import HUMAN_SEAT
from engine.core.state import Event, GameState, Outcome, Termination
from engine.durak.actions import Attack, Defend, Done, DurakAction, Take
from engine.durak.cards import FULL_PACK, Card, beats

HAND_SIZE = 6
MAX_ATTACKS = 6
PLAYERS = 2

# What the engine says (codes + English defaults; the app translates them).
NOT_IN_HAND = declare("durak.illegal.not_in_hand", "You do not hold the {card}.")
MUST_BEAT = declare("durak.illegal.must_beat", "The {card} does not beat the {attack}.")
RANK_NOT_ON_TABLE = declare("durak.illegal.rank_not_on_table", "You can only add a card whose rank is already on the table.")
BOUT_FULL = declare("durak.illegal.bout_full",
                    Plural("This bout already holds {limit} attack card, its limit.",
                           "This bout already holds {limit} attack cards, its limit.", n="limit"))
WAIT_FOR_DEFENCE = declare("durak.illegal.wait_for_defence", "Wait until the defender beats or takes the card on the table.")
ONLY_DEFENDER = declare("durak.illegal.only_defender", "Only the defender can do that.")
ONLY_ATTACKER = declare("durak.illegal.only_attacker", "Only the attacker can do that.")
NOTHING_TO_STOP = declare("durak.illegal.nothing_to_stop", "Lead a card first: a bout cannot end before it starts.")
ALREADY_TAKING = declare("durak.illegal.already_taking", "The defender is taking: no more cards can be beaten this bout.")

EV_DEAL = declare("durak.event.deal", "Six cards each; the trump card is the {card}.")
EV_FIRST = declare("durak.event.first_attacker", "{seat} holds the lowest trump, the {card}, and attacks first.",
                   you={"seat": "You hold the lowest trump, the {card}, and attack first."})
EV_FIRST_NO_TRUMP = declare("durak.event.first_attacker_no_trump", "Nobody holds a trump: {seat} attacks first.",
                            you={"seat": "Nobody holds a trump: you attack first."})
EV_ATTACK = declare("durak.event.attack", "{seat} attacks with the {card}.",
                    you={"seat": "You attack with the {card}."})
EV_DEFEND = declare("durak.event.defend", "{seat} beats the {attack} with the {card}.",
                    you={"seat": "You beat the {attack} with the {card}."})
EV_TAKE = declare("durak.event.take", "{seat} takes.", you={"seat": "You take."})
EV_PICK_UP = declare("durak.event.pick_up", Plural("{seat} picks up {count} card.", "{seat} picks up {count} cards."),
                     you={"seat": Plural("You pick up {count} card.", "You pick up {count} cards.")})
EV_DISCARD = declare("durak.event.discard", Plural("All beaten: {count} card goes to the discard pile.",
                                                   "All beaten: {count} cards go to the discard pile."))
EV_DRAW = declare("durak.event.draw", Plural("{seat} draws {count} card.", "{seat} draws {count} cards."),
                  you={"seat": Plural("You draw {count} card.", "You draw {count} cards.")})
EV_TRUMP_DRAWN = declare("durak.event.trump_drawn", "{seat} draws the face-up trump, the {card}.",
                         you={"seat": "You draw the face-up trump, the {card}."})
EV_BOUT = declare("durak.event.bout", "{attacker} attacks, {defender} defends.",
                  you={"attacker": "You attack, {defender} defends.", "defender": "{attacker} attacks, you defend."})
OUT_DURAK = declare("durak.outcome.durak", "{seat} is left holding cards: the durak.",
                    you={"seat": "You are left holding cards: you are the durak."})
OUT_DRAW = declare("durak.outcome.draw", "Both players went out in the same bout: a draw.")


@dataclass(frozen=True)
class DurakView:
    """All that one seat may know: its hand, the public table, and what it saw picked up."""

    seat: int
    hand: tuple[Card, ...]
    opponent_hand_size: int
    opponent_known: tuple[Card, ...]  # cards seen going into the opponent's hand
    stock_size: int
    trump_card: Card  # face up under the stock until drawn; remembered afterwards
    table: tuple[tuple[Card, Card | None], ...]
    discard: tuple[Card, ...]
    attacker: int
    taking: bool
    bout_limit: int
    to_act: tuple[int, ...]
    events: tuple[Event, ...]
    outcome: Outcome | None

    @property
    def trump(self) -> str:
        return self.trump_card.suit

    @property
    def defender(self) -> int:
        return 1 - self.attacker

    @property
    def attack_count(self) -> int:
        return len(self.table)


class DurakState(GameState):
    game_id = "durak"
    num_seats = PLAYERS
    rules_version = 1  # see GameState.rules_version: old records say which rules played them

    def __init__(self, seed: int, record_events: bool = True):
        super().__init__(seed)
        self.options: dict = {}
        self.record_events = record_events
        self.hands: list[list[Card]] = [[], []]
        self.stock: list[Card] = []  # stock[-1] is drawn next; stock[0] is the face-up trump
        self.trump_card: Card = FULL_PACK[0]
        self.discard: list[Card] = []
        self.table: list[list[Card | None]] = []  # [attack, defence or None] per attack card
        self.attacker = HUMAN_SEAT
        self.taking = False
        self.bout_limit = 0
        self.known: list[set[Card]] = [set(), set()]  # cards each seat is publicly known to hold

    @classmethod
    def new(cls, seed: int) -> "DurakState":
        state = cls(seed)
        state._start()
        return state

    @classmethod
    def arrange(cls, hands, stock, trump_card: Card, attacker: int, *, discard=(), table=(),
                taking: bool = False, bout_limit: int | None = None, known=((), ()),
                record_events: bool = True) -> "DurakState":
        """A deal set up mid-play (puzzles, tests, AI worlds). `stock` lists the cards in
        drawing order, the face-up trump last when it is still there."""
        state = cls(seed=0, record_events=record_events)
        state.hands = [list(hands[0]), list(hands[1])]
        state.stock = list(reversed(stock))
        state.trump_card = trump_card
        state.discard = list(discard)
        state.table = [[attack, defence] for attack, defence in table]
        state.attacker = attacker
        state.taking = taking
        state.known = [set(known[0]), set(known[1])]
        if bout_limit is None:
            state._start_bout()
        else:
            state.bout_limit = bout_limit
        return state

    @classmethod
    def resample(cls, view: DurakView, rng) -> "DurakState":
        from engine.durak.knowledge import resample  # knowledge reads views, built here

        return resample(view, rng)

    # -- set-up (rule 2) ------------------------------------------------------------------
    def _start(self) -> None:
        pack = list(FULL_PACK)
        make_rng("durak", self.seed, "shuffle").shuffle(pack)
        for i in range(2 * HAND_SIZE):
            self.hands[i % 2].append(pack[i])
        self.trump_card = pack[2 * HAND_SIZE]
        # The trump lies face up under the stock: it is the last card drawn (R5).
        self.stock = [self.trump_card, *reversed(pack[2 * HAND_SIZE + 1:])]
        self._say("deal", None, EV_DEAL, {"trump": self.trump_card.code}, card=self.trump_card)
        for seat in range(PLAYERS):
            self._say("hand", seat, EV_DRAW, {"count": HAND_SIZE}, {"cards": [c.code for c in self.hands[seat]]},
                      seat=seat, count=HAND_SIZE)
        self.attacker, lowest = self._first_attacker()
        if lowest is None:
            self._say("first_attacker", self.attacker, EV_FIRST_NO_TRUMP, seat=self.attacker)
        else:
            self._say("first_attacker", self.attacker, EV_FIRST, {"card": lowest.code}, seat=self.attacker, card=lowest)
        self._start_bout()

    def _first_attacker(self) -> tuple[int, Card | None]:
        """The holder of the lowest trump; with no trumps dealt, the human (R6)."""
        trumps = [(card.rank, seat, card) for seat in range(PLAYERS) for card in self.hands[seat]
                  if card.suit == self.trump]
        if not trumps:
            return HUMAN_SEAT, None
        _, seat, card = min(trumps)
        return seat, card

    @property
    def trump(self) -> str:
        return self.trump_card.suit

    @property
    def defender(self) -> int:
        return 1 - self.attacker

    # -- whose turn -----------------------------------------------------------------------
    def _unbeaten(self) -> Card | None:
        if self.table and self.table[-1][1] is None and not self.taking:
            return self.table[-1][0]
        return None

    def pending(self) -> tuple[int, ...]:
        if self.outcome is not None:
            return ()
        if self._unbeaten() is not None:
            return (self.defender,)
        return (self.attacker,)

    # -- a bout (rule 3) ------------------------------------------------------------------
    def _table_ranks(self) -> set[int]:
        return {card.rank for pair in self.table for card in pair if card is not None}

    def _may_add(self) -> bool:
        # R4: add only when every attack card is beaten, or after the defender said take;
        # R2: never more than six, nor more than the defender held when the bout began.
        return (self._unbeaten() is None) and len(self.table) < self.bout_limit

    def legal_actions(self, seat: int) -> list[DurakAction]:
        if seat not in self.pending():
            return []
        hand = self.hands[seat]
        unbeaten = self._unbeaten()
        if seat == self.defender:
            # R9: facing an unbeaten card, the defender beats it or takes.
            return [Defend(c) for c in sorted(hand) if beats(c, unbeaten, self.trump)] + [Take()]
        if not self.table:
            return [Attack(c) for c in sorted(hand)]
        actions: list[DurakAction] = []
        if self._may_add():
            ranks = self._table_ranks()
            actions = [Attack(c) for c in sorted(hand) if c.rank in ranks]
        return actions + [Done()]

    def why_illegal(self, seat: int, action: DurakAction) -> object:
        if action in self.legal_actions(seat):
            return None
        hand = self.hands[seat]
        if isinstance(action, (Take, Defend)) and seat != self.defender:
            return ONLY_DEFENDER()
        if isinstance(action, (Attack, Done)) and seat != self.attacker:
            return ONLY_ATTACKER()
        if isinstance(action, (Attack, Defend)) and action.card not in hand:
            return NOT_IN_HAND(card=action.card.name())
        if isinstance(action, Defend):
            if self.taking:
                return ALREADY_TAKING()
            return MUST_BEAT(card=action.card.name(), attack=self.table[-1][0].name())
        if isinstance(action, Done):
            return NOTHING_TO_STOP()
        if isinstance(action, Attack):
            if len(self.table) >= self.bout_limit:
                return BOUT_FULL(limit=self.bout_limit)
            if self._unbeaten() is not None:
                return WAIT_FOR_DEFENCE()
            return RANK_NOT_ON_TABLE()
        return super().why_illegal(seat, action)

    def _perform(self, seat: int, action: DurakAction) -> None:
        if isinstance(action, Attack):
            self._play_from_hand(seat, action.card)
            self.table.append([action.card, None])
            self._say("attack", seat, EV_ATTACK, {"card": action.card.code}, seat=seat, card=action.card)
        elif isinstance(action, Defend):
            attack = self.table[-1][0]
            self._play_from_hand(seat, action.card)
            self.table[-1][1] = action.card
            self._say("defend", seat, EV_DEFEND, {"card": action.card.code, "attack": attack.code},
                      seat=seat, card=action.card, attack=attack)
        elif isinstance(action, Take):
            # R3: the attacker may still add matching cards; the defender beats no more.
            self.taking = True
            self._say("take", seat, EV_TAKE, seat=seat)
        else:
            self._end_bout()

    def _play_from_hand(self, seat: int, card: Card) -> None:
        self.hands[seat].remove(card)
        self.known[seat].discard(card)

    # -- the end of a bout: discard or pick up, refill, end check (rules 3–4) -------------
    def _end_bout(self) -> None:
        bout_attacker, bout_defender = self.attacker, self.defender
        cards = [card for pair in self.table for card in pair if card is not None]
        if self.taking:
            # R9: the taker picks up every card of the bout, beaten or not, and the same
            # attacker attacks again (two-player table).
            self.hands[bout_defender].extend(cards)
            self.known[bout_defender].update(cards)
            self._say("pick_up", bout_defender, EV_PICK_UP, {"cards": [c.code for c in cards]},
                      seat=bout_defender, count=len(cards))
            next_attacker = bout_attacker
        else:
            self.discard.extend(cards)
            self._say("discard", None, EV_DISCARD, {"cards": [c.code for c in cards]}, count=len(cards))
            next_attacker = bout_defender
        self.table = []
        self.taking = False
        # Refill: the bout's attacker first, then the defender, until the stock runs out.
        self._refill(bout_attacker)
        self._refill(bout_defender)
        # R7/R8: only now, after a complete bout, and only once the stock is empty.
        if not self.stock and (not self.hands[0] or not self.hands[1]):
            self._finish()
            return
        self.attacker = next_attacker
        self._start_bout()

    def _refill(self, seat: int) -> None:
        drawn: list[Card] = []
        while len(self.hands[seat]) + len(drawn) < HAND_SIZE and self.stock:
            drawn.append(self.stock.pop())
        if not drawn:
            return
        self.hands[seat].extend(drawn)
        self._say("draw", seat, EV_DRAW, {"count": len(drawn)}, {"cards": [c.code for c in drawn]},
                  seat=seat, count=len(drawn))
        if drawn[-1] == self.trump_card and not self.stock:
            # The face-up trump was seen by everyone: its new owner is public knowledge.
            self.known[seat].add(self.trump_card)
            self._say("trump_drawn", seat, EV_TRUMP_DRAWN, {"card": self.trump_card.code}, seat=seat,
                      card=self.trump_card)

    def _start_bout(self) -> None:
        # R2: the limit is fixed before the first attack card, from the defender's hand.
        self.bout_limit = min(MAX_ATTACKS, len(self.hands[self.defender]))
        self._say("bout", self.attacker, EV_BOUT, {"defender": self.defender, "limit": self.bout_limit},
                  attacker=self.attacker, defender=self.defender)

    def _finish(self) -> None:
        holders = [seat for seat in range(PLAYERS) if self.hands[seat]]
        if not holders:
            self.outcome = Outcome(Termination.DRAW, (), (), OUT_DRAW(), {"durak": None})
        else:
            durak = holders[0]
            self.outcome = Outcome(Termination.WIN, (1 - durak,), (durak,), OUT_DURAK(seat=durak), {"durak": durak})
        if self.record_events:
            # The deal is over: the cards left in hand are shown, as players do.
            hands = [[card.code for card in sorted(hand)] for hand in self.hands]
            self._log(Event("deal_over", None, self.outcome.message,
                            {"durak": self.outcome.detail["durak"], "hands": hands}))

    # -- knowledge ------------------------------------------------------------------------
    def _say(self, _kind: str, _actor, _template, _data=None, _secret=None, **params) -> None:
        """Log an event; cards among `params` are named. Skipped entirely in AI rollouts."""
        if not self.record_events:
            return
        params = {k: (v.name() if isinstance(v, Card) else v) for k, v in params.items()}
        self._log(Event(_kind, _actor, _template(**params), _data or {}, _secret or {}))

    def _view(self, seat: int) -> DurakView:
        other = 1 - seat
        return DurakView(
            seat=seat,
            hand=tuple(sorted(self.hands[seat])),
            opponent_hand_size=len(self.hands[other]),
            opponent_known=tuple(sorted(self.known[other])),
            stock_size=len(self.stock),
            trump_card=self.trump_card,
            table=tuple((pair[0], pair[1]) for pair in self.table),
            discard=tuple(sorted(self.discard)),
            attacker=self.attacker,
            taking=self.taking,
            bout_limit=self.bout_limit,
            to_act=self.pending(),
            events=self.events_seen_by(seat),
            outcome=self.outcome,
        )

    def clone(self, record_events: bool | None = None) -> "DurakState":
        copy = self._copy_contract(record_events)
        copy.hands = [list(self.hands[0]), list(self.hands[1])]
        copy.stock = list(self.stock)
        copy.trump_card = self.trump_card
        copy.discard = list(self.discard)
        copy.table = [list(pair) for pair in self.table]
        copy.attacker = self.attacker
        copy.taking = self.taking
        copy.bout_limit = self.bout_limit
        copy.known = [set(self.known[0]), set(self.known[1])]
        return copy

    def all_cards(self) -> list[Card]:
        """Every card wherever it lies (the invariant: each of the 36 exactly once)."""
        table = [card for pair in self.table for card in pair if card is not None]
        return [*self.hands[0], *self.hands[1], *self.stock, *self.discard, *table]
