"""Guesses at the stock from how the others have discarded (`engine.kowah.reading`)."""

import random
from collections import Counter

from engine.kowah.actions import Declare, Draw
from engine.kowah.hands import waiting_pairs
from engine.kowah.knowledge import unseen_cards, usable_copies
from engine.kowah.positions import position
from engine.kowah.reading import _locked_cards, shed_ranks, stock_worlds
from engine.kowah.rules import DECLARE
from tests.engine.test_kowah_fair_play import mid_deal

OTHERS = ["7C 7S 7M 8C 8S 8M 9C 9S", "OT OT OT RF RF RF WF WF"]


def stock_share(worlds, usable, rank: str) -> float:
    """The share of the usable copies of a rank that the worlds leave in the stock."""
    faces = [face for face, n in usable.items() if n and face[0] == rank]
    return sum(stock[face] for stock in worlds for face in faces) / (len(worlds) * sum(usable[f] for f in faces))


def test_a_rank_a_seat_keeps_shedding_is_guessed_in_the_stock():
    state = position(["1C 1S 2C 2S 3C 3S 4C 4S", *OTHERS], "9M", discards="5C 5S 5M 6C")
    state.chosen_discards[1] = [card for card in state.discards if card.rank == "5"]
    view = state.view(0)
    usable = usable_copies(view)
    worlds = stock_worlds(view, random.Random(1), 3000)
    # Dealt blindly, each unseen card lies in one of the others' 16 hidden cards alike.
    blind = 1 - 16 / len(unseen_cards(view))
    assert stock_share(worlds, usable, "5") > blind + 0.03
    assert abs(stock_share(worlds, usable, "6") - blind) < 0.015


def test_a_declared_hand_is_guessed_as_two_triples_of_ranks_it_did_not_shed():
    # Seat 1 waits on 2M and once shed three nines; seat 2 shed three sixes, so as many sixes
    # as nines are unseen: only the shedding tells them apart.
    state = position(["1C 1S 2C 2S 3C 3S 4C 4S", "2M 2M 7C 7S 7M 8C 8S 8M", OTHERS[1]],
                     discards="9C 9S 9M 6C 6S 6M", declared=(None, "2M", None))
    state.chosen_discards[1] = state.discards[:3]
    state.chosen_discards[2] = state.discards[3:]
    view = state.view(0)
    assert view.known[1] == tuple(sorted(view.exposed[1]))
    shed = shed_ranks(view)
    rng = random.Random(2)
    triples = Counter()
    for _ in range(2000):
        cards = _locked_cards(view, 1, 6, unseen_cards(view), shed[1], rng)
        ranks = Counter(card.rank for card in cards)
        assert len(cards) == 6 and all(n % 3 == 0 for n in ranks.values())
        triples.update(ranks.keys())
    assert triples["6"] > 200
    assert triples["9"] < 0.3 * triples["6"]


def test_every_world_leaves_in_the_stock_at_most_what_is_usable_and_deals_the_others_their_hands():
    rng = random.Random("worlds")
    seen = declared = 0
    for seed in range(60):
        state = mid_deal(seed, rng)
        if state.is_over:
            continue
        (seat,) = state.pending()
        view = state.view(seat)
        usable = usable_copies(view)
        hidden = sum(size - len(view.known[other]) for other, size in enumerate(view.hand_sizes) if other != seat)
        for stock in stock_worlds(view, random.Random(seed), 5):
            assert all(0 <= stock[face] <= usable[face] for face in usable)
            if not view.anyone_declared:
                # Every hidden card is one usable copy fewer in the stock.
                assert sum(usable.values()) - sum(stock.values()) == hidden
        seen += 1
        declared += view.anyone_declared
    assert seen > 40 and declared > 3


def test_the_view_lists_each_seats_chosen_discards_but_not_a_locked_hands_drawn_ones():
    state = position(["5C 5S 5M 7C 7S 7M 2C 2C", "1C 3S 4M 6C 8S 9M OT RF", "1S 3M 4C 6S 8M 9C WF RF"],
                     "WF 9S 9C 3C")
    state.apply(0, Draw())
    flower = next(action for action in state.legal_actions(0) if action.card.face == "WF")
    state.apply(0, flower)
    assert state.phase == DECLARE
    state.apply(0, Declare("2C"))
    for seat in (1, 2):
        state.apply(seat, Draw())
        state.apply(seat, state.legal_actions(seat)[0])
    state.apply(0, Draw())  # locked: the drawn 3C goes at once (R6)
    view = state.view(1)
    assert view.discards[-1].face == "3C"
    assert view.chosen_discards[0] == (flower.card,)
    assert [len(view.chosen_discards[seat]) for seat in (1, 2)] == [1, 1]


def test_a_declared_hand_is_guessed_ready_as_r2_has_it():
    # Seat 1 waits on 5C: a triple of fives beside that pair must split its suits 2-2-1 (R2),
    # so neither a third 5C nor three fives of one other suit. Most unseen cards are fives and
    # sixes, so the guesses often make fives a triple.
    state = position(["1C 1S 1M 2C 2S 2M 3C 3S", "5C 5C 5S 5S 5M 6C 6S 6M", "4C 4S 4M 7C 7S 7M 8C 8S"],
                     discards="9C 9S 9M 9C 1C 2C 3M 4C 7C 8M", declared=(None, "5C", None))
    view = state.view(0)
    shed = shed_ranks(view)
    rng = random.Random(5)
    fives = 0
    for _ in range(500):
        cards = _locked_cards(view, 1, 6, unseen_cards(view), shed[1], rng)
        hand = [*view.known[1], *cards]
        assert "5C" in waiting_pairs(hand), sorted(card.face for card in hand)
        fives += any(card.rank == "5" for card in cards)
    assert fives > 20  # the 2-2-1 case is dealt often enough to matter
