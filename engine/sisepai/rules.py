"""Sì Sè Pái for four, the 117-card flower variant, as ../shared/rules/sisepai.md specifies.

Read as a rule book: `_start` deals (rule 2, R1), `_draw` turns up a public card and opens a
claim window, `_resolve` settles the window once every answer is in (rule 5, R4–R6), a claimant
exposes its group and discards (rule 4, R7, R9), and `_draw` on an empty stock ends the deal as
a draw (R12). Resolutions are cited as R1…R14.

Seats 0–3 in the order play runs (R10: you → right → across → left); "next" is seat + 1.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.messages import Plural, declare
from engine.core.rng import make_rng
from engine.core.state import Event, GameState, Outcome, Termination
from engine.sisepai.actions import Claim, Discard, Pass, SisepaiAction, Win
from engine.sisepai.cards import FULL_PACK, Card, face_counts
from engine.sisepai.claims import (
    DISCARDER, DRAWER, DRAWER_WIN, OTHER_WIN, claim_level, claim_options, role_of, winning_answer,
)
from engine.sisepai.melds import PAIR, Meld, can_win, classify, meld_of, solve, winning_melds

PLAYERS = 4
HAND_SIZE = 20  # R1: everybody, the dealer too
HAND_TARGET = 21  # rule 1: a win groups 21 cards

NOT_IN_HAND = declare("sisepai.illegal.not_in_hand", "You do not hold the {card}.")
NEVER_DISCARD = declare("sisepai.illegal.never_discard", "Generals and flowers can never be discarded.")
MUST_DISCARD = declare("sisepai.illegal.must_discard", "Discard a card from your hidden hand first.")
NOTHING_TO_DISCARD = declare("sisepai.illegal.nothing_to_discard", "You discard only after taking a card.")
MUST_TAKE = declare("sisepai.illegal.must_take", "You drew a General or a flower: you must take it.")
OWN_DISCARD = declare("sisepai.illegal.own_discard", "Nobody claims their own discard.")
NOT_A_GROUP = declare("sisepai.illegal.not_a_group", "Those cards and the {card} do not form a legal group.")
NO_PAIR = declare("sisepai.illegal.no_pair", "A claim that does not win cannot make a pair.")
ONLY_SETS = declare("sisepai.illegal.only_sets", "Only the drawer and the next player may claim for a mixed group; you may claim only for a triple or a quad.")
ONLY_TO_WIN = declare("sisepai.illegal.only_to_win", "Only the drawer may take a General or a flower, unless it wins.")
NO_DISCARD_LEFT = declare("sisepai.illegal.no_discard_left", "That claim would leave you nothing you may discard.")
NOT_A_WIN = declare("sisepai.illegal.not_a_win", "Your cards and the {card} do not all form melds.")

EV_DEAL = declare("sisepai.event.deal", "Twenty cards each; {seat} deals and draws first.",
                  you={"seat": "Twenty cards each; you deal and draw first."})
EV_HAND = declare("sisepai.event.hand", Plural("{seat} is dealt {count} card.", "{seat} is dealt {count} cards."),
                  you={"seat": Plural("You are dealt {count} card.", "You are dealt {count} cards.")})
EV_DRAW = declare("sisepai.event.draw", "{seat} draws the {card}.", you={"seat": "You draw the {card}."})
EV_CLAIM = declare("sisepai.event.claim", "{seat} takes the {card} and shows a {meld}.",
                   you={"seat": "You take the {card} and show a {meld}."})
EV_BECOMES_DISCARD = declare("sisepai.event.becomes_discard", "Nobody takes the {card}: it counts as a discard of {seat}.",
                             you={"seat": "Nobody takes the {card}: it counts as your discard."})
EV_DISCARD = declare("sisepai.event.discard", "{seat} discards the {card}.", you={"seat": "You discard the {card}."})
EV_TO_PILE = declare("sisepai.event.to_pile", "Nobody takes the {card}.")
OUT_WIN = declare("sisepai.outcome.win", Plural("{seat} wins with the {card}: {points} point.",
                                                "{seat} wins with the {card}: {points} points.", n="points"),
                  you={"seat": Plural("You win with the {card}: {points} point.", "You win with the {card}: {points} points.",
                                      n="points")})
OUT_EXHAUSTED = declare("sisepai.outcome.exhausted", "The stock is exhausted with no winner: a draw.")

_WIN, _PASS = Win(), Pass()  # answers are values: one of each serves every window

CLAIM_WINDOW = "claim"
DISCARD_TURN = "discard"


@dataclass(frozen=True)
class SisepaiView:
    """All that one seat may know: its hidden hand and everything on the table."""

    seat: int
    hand: tuple[Card, ...]
    exposed: tuple[tuple[Meld, ...], ...]  # every seat's exposed groups
    hidden_sizes: tuple[int, ...]
    stock_size: int
    dealer: int
    public: Card | None  # the card a claim window is open on
    public_drawn: bool  # drawn from the stock (True) or discarded (False)
    public_from: int | None  # the drawer or the discarder
    discards: tuple[tuple[int, Card], ...]  # unclaimed discards in order, with the discarder
    to_act: tuple[int, ...]
    events: tuple[Event, ...]
    outcome: Outcome | None


class SisepaiState(GameState):
    game_id = "sisepai"
    num_seats = PLAYERS
    rules_version = 1  # see GameState.rules_version: old records say which rules played them

    def __init__(self, seed: int, record_events: bool = True):
        super().__init__(seed)
        self.options: dict = {}
        self.record_events = record_events
        self.hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
        # Each hidden hand's face counts and loose cards, worked out when a claim window first
        # asks and kept until the hand changes (by a claim, or a discard after it): the windows
        # in between all ask about the same hand. The rules reset a seat's entry whenever they
        # change its hand.
        self._facts: list[tuple[tuple[int, ...], int] | None] = [None] * PLAYERS
        self.exposed: list[list[Meld]] = [[] for _ in range(PLAYERS)]
        self.stock: list[Card] = []  # stock[-1] is drawn next
        self.discards: list[tuple[int, Card]] = []
        self.dealer = 0
        self.phase = CLAIM_WINDOW
        self.public: Card | None = None
        self.drawn = True
        self.origin = 0  # the drawer or the discarder of the public card
        self.turn = 0  # who must discard in a discard turn
        self.answers: dict[int, SisepaiAction] = {}
        self.legal: dict[int, list[SisepaiAction]] = {}  # each answering seat's choices
        self.levels: dict[tuple[int, SisepaiAction], int] = {}

    @classmethod
    def new(cls, seed: int) -> "SisepaiState":
        state = cls(seed)
        state._start()
        return state

    @classmethod
    def arrange(cls, hands, stock, dealer: int = 0, *, exposed=((), (), (), ()), discards=(),
                record_events: bool = True) -> "SisepaiState":
        """A deal set up by hand (tests, puzzles): `stock` lists cards in drawing order; the
        dealer draws the first of them at once."""
        state = cls(seed=0, record_events=record_events)
        state.hands = [list(hand) for hand in hands]
        state.exposed = [[group if isinstance(group, Meld) else meld_of(group) for group in groups]
                         for groups in exposed]
        state.stock = list(reversed(stock))
        state.discards = list(discards)
        state.dealer = dealer
        state._draw(dealer)
        return state

    @classmethod
    def resample(cls, view: SisepaiView, rng) -> "SisepaiState":
        from engine.sisepai.knowledge import resample  # knowledge reads views, built here

        return resample(view, rng)

    # -- set-up (rule 2, R1) --------------------------------------------------------------
    def _start(self) -> None:
        pack = list(FULL_PACK)
        make_rng("sisepai", self.seed, "shuffle").shuffle(pack)
        self.dealer = make_rng("sisepai", self.seed, "dealer").randrange(PLAYERS)
        for seat in range(PLAYERS):
            self.hands[seat] = pack[seat * HAND_SIZE:(seat + 1) * HAND_SIZE]
        self.stock = pack[PLAYERS * HAND_SIZE:]  # R1: 117 − 80 = 37 cards
        self._say("deal", self.dealer, EV_DEAL, {"dealer": self.dealer}, seat=self.dealer)
        for seat in range(PLAYERS):
            self._say("hand", seat, EV_HAND, {"count": HAND_SIZE},
                      {"cards": [card.code for card in self.hands[seat]]}, seat=seat, count=HAND_SIZE)
        self._draw(self.dealer)

    # -- public cards and claim windows (rules 4–5) ---------------------------------------
    def _draw(self, seat: int) -> None:
        if not self.stock:
            # R12: reached only after the last drawn card and its discard found no taker.
            self._finish_exhausted()
            return
        card = self.stock.pop()
        if self.record_events:  # fast mode builds no event at all, not even its arguments
            self._say("draw", seat, EV_DRAW, {"card": card.code}, seat=seat, card=card)
        self._open_window(card, drawn=True, origin=seat)

    def _open_window(self, card: Card, drawn: bool, origin: int) -> None:
        """Everybody but a discarder answers; each seat's choices are fixed now, from its own
        hand, so collecting the answers in any order gives the same result (R5, R13)."""
        self.phase = CLAIM_WINDOW
        self.public, self.drawn, self.origin = card, drawn, origin
        self.answers = {}
        self.legal = {}
        self.levels = {}
        levels = self.levels
        face, discardable = card.face, card.discardable
        for seat in range(PLAYERS):
            role = role_of(seat, origin, drawn, PLAYERS)
            if role == DISCARDER:
                continue
            choices: list[SisepaiAction] = []
            counts, loose = self._hand_facts(seat)
            if can_win(counts, loose, face):
                choices.append(_WIN)
                levels[(seat, _WIN)] = DRAWER_WIN if role == DRAWER else OTHER_WIN
            for used, level in claim_options(self.hands[seat], card, role, counts):
                claim = Claim(used)
                choices.append(claim)
                levels[(seat, claim)] = level
            # R4: a drawn General or flower never becomes a discard: its drawer must take it.
            if discardable or role != DRAWER:
                choices.append(_PASS)
            self.legal[seat] = choices

    def _hand_facts(self, seat: int) -> tuple[tuple[int, ...], int]:
        facts = self._facts[seat]
        if facts is None:
            counts = tuple(face_counts(self.hands[seat]))
            facts = self._facts[seat] = (counts, solve(counts).uncovered)
        return facts

    def _reopen_as_discard(self) -> None:
        """Rule 5: the unclaimed draw is claimed again as its drawer's discard. The others'
        choices are the ones they just had: their hands are unchanged, each keeps its role
        (next or other), and a card that may become a discard was claimable by them already;
        only the drawer, now the discarder, drops out (as `_open_window` would find)."""
        origin = self.origin
        self.drawn = False
        self.answers = {}
        del self.legal[origin]
        self.levels = {key: level for key, level in self.levels.items() if key[0] != origin}

    def pending(self) -> tuple[int, ...]:
        if self.outcome is not None:
            return ()
        if self.phase == DISCARD_TURN:
            return (self.turn,)
        if not self.answers:
            return tuple(self.legal)
        return tuple([seat for seat in self.legal if seat not in self.answers])

    def legal_actions(self, seat: int) -> list[SisepaiAction]:
        if self.outcome is not None:
            return []
        if self.phase == DISCARD_TURN:
            if seat != self.turn:
                return []
            # Rule 4: Generals and flowers are never discarded; exposed groups stay put.
            return [Discard(card) for card in sorted(set(self.hands[seat])) if card.discardable]
        if seat not in self.legal or seat in self.answers:
            return []  # not asked in this window, or answered already
        return list(self.legal[seat])

    def why_illegal(self, seat: int, action: SisepaiAction) -> object:
        if self.phase == CLAIM_WINDOW and action in self.legal.get(seat, ()):
            return None  # the common case, without building the list
        if action in self.legal_actions(seat):
            return None
        if isinstance(action, Claim) and self._offered_as(seat, action) is not None:
            return None
        hidden = self.hands[seat]
        if isinstance(action, Discard):
            if self.phase != DISCARD_TURN:
                return NOTHING_TO_DISCARD()
            if action.card not in hidden:
                return NOT_IN_HAND(card=action.card.name())
            return NEVER_DISCARD()
        if self.phase == DISCARD_TURN:
            return MUST_DISCARD()
        role = role_of(seat, self.origin, self.drawn, PLAYERS)
        if role == DISCARDER:
            return OWN_DISCARD()
        if isinstance(action, Pass):
            return MUST_TAKE()
        if isinstance(action, Win):
            return NOT_A_WIN(card=self.public.name())
        if isinstance(action, Claim):
            for card in action.cards:
                if action.cards.count(card) > 1 or card not in hidden:
                    return NOT_IN_HAND(card=card.name())
            kind = classify(sorted([self.public.face, *(card.face for card in action.cards)]))
            if kind is None:
                return NOT_A_GROUP(card=self.public.name())
            if role != DRAWER and not self.public.discardable:
                return ONLY_TO_WIN()
            if claim_level(role, kind) is None:
                return NO_PAIR() if kind == PAIR else ONLY_SETS()
            return NO_DISCARD_LEFT()
        return super().why_illegal(seat, action)

    def _perform(self, seat: int, action: SisepaiAction) -> None:
        if action.__class__ is Discard:
            self.hands[seat].remove(action.card)
            self._facts[seat] = None
            if self.record_events:
                self._say("discard", seat, EV_DISCARD, {"card": action.card.code}, seat=seat, card=action.card)
            self._open_window(action.card, drawn=False, origin=seat)
            return
        # R5/R13: an answer is only recorded; nothing is revealed or resolved until all are in.
        if action.__class__ is Claim and (seat, action) not in self.levels:
            self.levels[(seat, action)] = self.levels[(seat, self._offered_as(seat, action))]
        self.answers[seat] = action
        if len(self.answers) == len(self.legal):
            self._resolve()

    def _offered_as(self, seat: int, claim: Claim) -> Claim | None:
        """The offered claim that `claim` makes with other copies of the same faces, if the
        seat holds the copies it names. Copies of a face are interchangeable, so the window
        offers each group once, with the lowest copies; naming others is the same choice."""
        if self.phase != CLAIM_WINDOW or len(set(claim.cards)) != len(claim.cards):
            return None
        if any(card not in self.hands[seat] for card in claim.cards):
            return None
        faces = sorted(card.face for card in claim.cards)
        return next((choice for choice in self.legal.get(seat, ()) if isinstance(choice, Claim)
                     and sorted(card.face for card in choice.cards) == faces), None)

    def _resolve(self) -> None:
        card = self.public
        claims = {seat: (answer, self.levels[(seat, answer)])
                  for seat, answer in self.answers.items() if answer.__class__ is not Pass}
        taken = winning_answer(claims, self.origin, self.drawn, PLAYERS)
        if taken is None:
            if self.drawn:
                # Rule 5: an unclaimed draw counts as the drawer's discard; claims run again.
                if self.record_events:
                    self._say("becomes_discard", self.origin, EV_BECOMES_DISCARD, {"card": card.code},
                              card=card, seat=self.origin)
                self._reopen_as_discard()
            else:
                # R9: an unclaimed discard stays out; the player after the discarder draws.
                self.discards.append((self.origin, card))
                if self.record_events:
                    self._say("to_pile", self.origin, EV_TO_PILE, {"card": card.code}, card=card)
                self._draw((self.origin + 1) % PLAYERS)
            return
        seat, answer = taken
        if isinstance(answer, Win):
            self._finish_win(seat, card)
            return
        # Rule 4: the card goes at once into an exposed group, fixed for good (R7).
        for used in answer.cards:
            self.hands[seat].remove(used)
        self._facts[seat] = None
        meld = meld_of((*answer.cards, card))
        self.exposed[seat].append(meld)
        if self.record_events:
            self._say("claim", seat, EV_CLAIM, {"card": card.code, "meld": meld.to_json(), "from": self.origin,
                                                "drawn": self.drawn},
                      seat=seat, card=card, meld=meld.name())
        # R7/R9: the claimant holds 21 and discards; play then moves on from the claimant.
        self.public = None
        self.phase = DISCARD_TURN
        self.turn = seat
        self.answers, self.legal, self.levels = {}, {}, {}

    # -- the end (rules 1 and 6) ----------------------------------------------------------
    def _finish_win(self, seat: int, card: Card) -> None:
        melds = winning_melds(self.hands[seat], self.exposed[seat], card)
        points = sum(meld.points for meld in melds)
        self.hands[seat].append(card)  # the winner's 21 cards lie together, shown in the outcome
        self._facts[seat] = None
        detail = {
            "winner": seat,
            "card": card.code,
            "drawn": self.drawn,
            "from": self.origin,
            "melds": [dict(meld.to_json(), exposed=index < len(self.exposed[seat]))
                      for index, meld in enumerate(melds)],
            "points": points,
        }
        self.outcome = Outcome(Termination.WIN, (seat,), (), OUT_WIN(seat=seat, card=card.name(), points=points),
                               detail)
        self._end()

    def _finish_exhausted(self) -> None:
        self.outcome = Outcome(Termination.EXHAUSTED, (), (), OUT_EXHAUSTED(), {"winner": None})
        self._end()

    def _end(self) -> None:
        self.phase = CLAIM_WINDOW
        self.public = None
        self.answers, self.legal, self.levels = {}, {}, {}
        if self.record_events:
            self._log(Event("deal_over", None, self.outcome.message, dict(self.outcome.detail)))

    # -- knowledge ------------------------------------------------------------------------
    def _say(self, _kind: str, _actor, _template, _data=None, _secret=None, **params) -> None:
        """Log an event; cards among `params` are named. Skipped entirely in AI rollouts."""
        if not self.record_events:
            return
        params = {k: (v.name() if isinstance(v, Card) else v) for k, v in params.items()}
        self._log(Event(_kind, _actor, _template(**params), _data or {}, _secret or {}))

    def _view(self, seat: int) -> SisepaiView:
        return SisepaiView(
            seat=seat,
            hand=tuple(sorted(self.hands[seat])),
            exposed=tuple(tuple(groups) for groups in self.exposed),
            hidden_sizes=tuple(len(hand) for hand in self.hands),
            stock_size=len(self.stock),
            dealer=self.dealer,
            public=self.public,
            public_drawn=self.drawn if self.public is not None else False,
            public_from=self.origin if self.public is not None else None,
            discards=tuple(self.discards),
            to_act=self.pending(),
            events=self.events_seen_by(seat),
            outcome=self.outcome,
        )

    def clone(self, record_events: bool | None = None) -> "SisepaiState":
        copy = self._copy_contract(record_events)
        copy.hands = [list(hand) for hand in self.hands]
        copy._facts = list(self._facts)
        copy.exposed = [list(groups) for groups in self.exposed]
        copy.stock = list(self.stock)
        copy.discards = list(self.discards)
        copy.dealer = self.dealer
        copy.phase = self.phase
        copy.public, copy.drawn, copy.origin, copy.turn = self.public, self.drawn, self.origin, self.turn
        copy.answers = dict(self.answers)
        copy.legal = {seat: list(choices) for seat, choices in self.legal.items()}
        copy.levels = dict(self.levels)
        return copy

    def all_cards(self) -> list[Card]:
        """Every card wherever it lies (the invariant: each of the 117 exactly once). A winning
        card or a claimed card is in its group; a public card is counted on its own."""
        cards = [card for hand in self.hands for card in hand]
        cards += [card for groups in self.exposed for meld in groups for card in meld.cards]
        cards += self.stock
        cards += [card for _, card in self.discards]
        if self.public is not None:
            cards.append(self.public)
        return cards
