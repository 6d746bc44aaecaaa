"""Thousands of seeded random deals, with the deal's invariants checked after every action."""

import random

import pytest

from engine.core.state import IllegalAction
from engine.sisepai.actions import Claim, Discard, Pass, Win
from engine.sisepai.cards import FULL_PACK, Card
from engine.sisepai.rules import HAND_SIZE, SisepaiState

DEALS = 3000
CHUNKS = 30  # separate tests so pytest-xdist can spread them over cores
MAX_ACTIONS = 3000
ALL_CARDS = frozenset(FULL_PACK)


def public_cards(event):
    """Card codes an event shows to everybody."""
    data = event.data
    codes = [data["card"]] if "card" in data else []
    if "meld" in data:
        codes += data["meld"]["cards"]
    return codes


class Checker:
    def __init__(self, state: SisepaiState):
        self.state = state
        self.seen_events = 0
        self.shown: set[Card] = set()

    def check(self, seats=range(4), sizes=True) -> None:
        state = self.state
        # Every card accounted for exactly once (117 places holding 117 distinct cards).
        cards = state.all_cards()
        assert len(cards) == len(ALL_CARDS) and set(cards) == ALL_CARDS
        if sizes:
            self.check_sizes()
        # No view reveals hidden cards: public event data never names a card now hidden, and
        # a view carries only its own seat's secrets.
        if len(state.events) == self.seen_events and not seats:
            return
        new = state.events[self.seen_events:]
        self.seen_events = len(state.events)
        for event in new:
            self.shown.update(Card.parse(code) for code in public_cards(event))
        if not state.is_over:
            for hand in state.hands:
                assert self.shown.isdisjoint(hand), "a hidden card was shown publicly"
        for seat in seats:
            view = state.view(seat)
            assert view.hand == tuple(sorted(state.hands[seat]))
            assert view.hidden_sizes == tuple(len(hand) for hand in state.hands)
            for event in view.events[len(view.events) - len(new):]:
                assert event.seat == seat or not event.secret, "another seat's secret leaked"

    def check_sizes(self) -> None:
        """Everybody holds 20 (hidden + exposed); a claimant about to discard or the winner 21."""
        state = self.state
        for seat in range(4):
            held = len(state.hands[seat]) + sum(len(meld.cards) for meld in state.exposed[seat])
            extra = 1 if state.is_over and seat in state.outcome.winners else 0
            extra += 1 if (not state.is_over and state.phase == "discard" and state.turn == seat) else 0
            assert held == HAND_SIZE + extra


def random_illegal(state: SisepaiState, seat: int, rng: random.Random):
    legal = set(state.legal_actions(seat))
    hand = state.hands[seat]
    candidates = [Pass(), Win(), Discard(rng.choice(FULL_PACK)), Claim((rng.choice(FULL_PACK),))]
    candidates += [Discard(card) for card in hand] + [Claim(tuple(rng.sample(hand, min(2, len(hand)))))]
    illegal = [action for action in candidates if action not in legal]
    return rng.choice(illegal)


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_deals_keep_every_invariant(chunk):
    per_chunk = DEALS // CHUNKS
    for seed in range(chunk * per_chunk, (chunk + 1) * per_chunk):
        rng = random.Random(seed)
        state = SisepaiState.new(seed)
        checker = Checker(state)
        checker.check()
        for _ in range(MAX_ACTIONS):
            if state.is_over:
                break
            pending = state.pending()
            seat = rng.choice(pending)
            if rng.random() < 0.02:
                # An illegal action, or any action by a seat not asked: refused, state untouched.
                before = (tuple(state.view(s) for s in range(4)), len(state.history))
                with pytest.raises(IllegalAction):
                    state.apply(seat, random_illegal(state, seat, rng))
                idle = [s for s in range(4) if s not in pending]
                if idle:
                    with pytest.raises(IllegalAction):
                        state.apply(rng.choice(idle), rng.choice(state.legal_actions(seat)))
                assert (tuple(state.view(s) for s in range(4)), len(state.history)) == before
            legal = state.legal_actions(seat)
            assert legal, "a pending seat always has a legal action"
            state.apply(seat, rng.choice(legal))
            # Cards after every action; leaks, all four views and the hand sizes whenever
            # anything became public (a window or a discard turn ended). A mere answer in an
            # open window moves no card and shows nothing (R13, tested in the rules).
            turned = state.is_over or state.phase == "discard" or len(state.pending()) > len(pending)
            checker.check(range(4) if turned else (), sizes=turned)
        else:
            pytest.fail(f"deal {seed} did not end in {MAX_ACTIONS} actions")
        checker.check()
        assert state.pending() == ()
        if state.outcome.winners:
            assert len(state.outcome.winners) == 1
            assert sum(len(m["cards"]) for m in state.outcome.detail["melds"]) == 21
        else:
            assert state.stock == [] and state.public is None
