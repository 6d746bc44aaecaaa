"""Thousands of seeded deals, with the deal's invariants checked after every action: all 120
cards once each, no view showing a hidden card, illegal actions refused with nothing changed."""

import random
from collections import Counter

import pytest

from engine.core.state import IllegalAction, Termination
from engine.kowah.actions import Declare, Discard, Draw, Pass, Take
from engine.kowah.cards import CARD_BY_CODE, FACES, FULL_PACK
from engine.kowah.game import INFO
from engine.kowah.rules import DISCARD, PLAYERS, KowahState

DEALS = 3000
CHUNKS = 12  # separate tests so pytest-xdist can spread them over cores
MAX_ACTIONS = 1000
ALL_CARDS = frozenset(FULL_PACK)
AI_SHARE = 0.01  # deals played by the real AIs (costly per decision, so only a few)
VIEW_EVERY = 7  # actions between full view checks (every card is checked after every action)


def event_cards(event) -> set:
    data = event.data
    codes = [data["card"]] if "card" in data else []
    codes += data.get("cards", [])
    return {CARD_BY_CODE[code] for code in codes}


def check_cards(state: KowahState) -> None:
    cards = state.all_cards()
    assert len(cards) == len(ALL_CARDS) and set(cards) == ALL_CARDS, "a card was lost or doubled"


def check_views(state: KowahState, checked: list[int]) -> None:
    """Each seat's view: true, and showing nothing hidden. `checked` counts the events each
    seat has been checked on, so every event is checked exactly once."""
    holder = {card: seat for seat, hand in enumerate(state.hands) for card in hand}
    # Eight cards each, nine for a seat between draw and discard, or the winner at the end.
    if state.outcome is None:
        nine = {state.turn} if state.phase == DISCARD else set()
    else:
        nine = set(state.outcome.winners)
    sizes = tuple(9 if seat in nine else 8 for seat in range(PLAYERS))
    assert tuple(len(hand) for hand in state.hands) == sizes
    discards = tuple(state.discards)
    for seat in range(PLAYERS):
        view = state.view(seat)
        assert view.hand == tuple(sorted(state.hands[seat])) and view.hand_sizes == sizes
        assert view.stock_size == len(state.stock) and view.discards == discards
        # What a view says another seat holds is true (so never a stock card), and the
        # exposed pair is part of it.
        for other in range(PLAYERS):
            assert all(holder.get(card) == other for card in view.known[other])
            assert set(view.exposed[other]) <= set(view.known[other])
        # Events this seat has not yet checked: no other seat's secret, and every card they
        # name is in the discards, the seat's own, or public knowledge of its holder.
        for event in view.events[checked[seat]:]:
            assert event.seat == seat or not event.secret, "another seat's secret leaked"
            if event.kind == "deal_over":
                continue  # the hands are shown once the deal is over
            for card in event_cards(event):
                owner = holder.get(card)
                if owner is None:
                    assert card in discards, "an event named a stock card"
                else:
                    assert owner == seat or card in state.known[owner], "an event named a hidden card"
        checked[seat] = len(view.events)


def random_illegal(state: KowahState, seat: int, rng: random.Random):
    legal = set(state.legal_actions(seat))
    candidates = [Draw(), Take(), Pass(), Declare(rng.choice(FACES)), Discard(rng.choice(FULL_PACK)),
                  *(Discard(card) for card in state.hands[seat][:2])]
    illegal = [action for action in candidates if action not in legal]
    return rng.choice(illegal)


class Hoarder:
    """A cheap player that keeps what matches: it sheds the card whose rank it holds least,
    takes a discard whose rank it holds twice, and declares whenever it may — so the random
    deals also reach declarations and every kind of win."""

    def __init__(self, rng: random.Random):
        self.rng = rng

    def choose(self, view, legal):
        if len(legal) == 1:
            return legal[0]
        ranks = Counter(card.rank for card in view.hand)
        if Take() in legal:
            return Take() if ranks[view.latest_discard.rank] >= 2 else Draw()
        if isinstance(legal[0], Discard):
            return min(legal, key=lambda a: (ranks[a.card.rank], self.rng.random()))
        return legal[0]  # a Declare, listed before Pass


def players(seed: int, rng: random.Random):
    """Mostly random and hoarding seats (cheap, so many deals); now and then the real AIs."""
    if rng.random() < AI_SHARE:
        return [INFO.seat_policy(rng.choice(["easy", "hard"]), seed, seat) for seat in range(PLAYERS)]
    return [Hoarder(rng) if rng.random() < 0.6 else INFO.seat_policy("random", seed, seat) for seat in range(PLAYERS)]


def play_checked(seed: int) -> KowahState:
    rng = random.Random(seed)
    state = KowahState.new(seed)
    seats = players(seed, rng)
    checked = [0] * PLAYERS
    check_cards(state)
    check_views(state, checked)
    for step in range(MAX_ACTIONS):
        if state.is_over:
            break
        (seat,) = state.pending()
        legal = state.legal_actions(seat)
        assert legal, "a pending seat always has a legal action"
        if rng.random() < 0.03:
            before = (state.view(0), state.view(1), state.view(2), len(state.history))
            with pytest.raises(IllegalAction):
                state.apply(seat, random_illegal(state, seat, rng))
            with pytest.raises(IllegalAction):
                state.apply((seat + 1) % PLAYERS, rng.choice(legal))
            assert (state.view(0), state.view(1), state.view(2), len(state.history)) == before
        state.apply(seat, seats[seat].choose(state.view(seat), legal))
        check_cards(state)
        if step % VIEW_EVERY == 0 or state.is_over:
            check_views(state, checked)
    else:
        pytest.fail(f"deal {seed} did not end in {MAX_ACTIONS} actions")
    return state


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_seeded_deals_keep_every_invariant(chunk):
    per_chunk = DEALS // CHUNKS
    endings = set()
    for seed in range(chunk * per_chunk, (chunk + 1) * per_chunk):
        state = play_checked(seed)
        outcome = state.outcome
        assert state.pending() == ()
        if outcome.termination is Termination.EXHAUSTED:
            assert not state.stock and outcome.detail["multiplier"] == 0
        else:
            winner = outcome.winners[0]
            assert state.declared[winner] == outcome.detail["pair"]
            held = [card.face for card in state.hands[winner]].count(outcome.detail["pair"])
            assert held >= 3  # the third exact match of the exposed pair
        endings.add(outcome.detail["how"])
    assert "exhausted" in endings and len(endings) >= 2
