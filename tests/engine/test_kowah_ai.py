"""The AIs' habits, each pinned by a position where it matters."""

import random

import pytest

from engine.kowah.actions import Declare, Discard, Draw, Pass, Take
from engine.kowah.ai_easy import EasyKowah
from engine.kowah.ai_hard import HardKowah
from engine.kowah.cards import FACES, Card
from engine.kowah.game import INFO
from engine.kowah.knowledge import live_copies, unseen_count, usable_copies
from engine.kowah.odds import chance_of_at_least
from engine.kowah.hands import is_ready
from engine.kowah.plans import ONE_OUT_WORTH, plans, readiness, shortfall
from engine.kowah.rules import DECLARE, DISCARD

from engine.kowah.positions import position

C = Card.parse
PLAIN = "1C 3S 4M 6C 8S 9M OT RF"
PLAIN2 = "1S 3M 4C 6S 8M 9C WF RF"
NO_HONOURS = "1M 3C 4S 6M 8C 2S 3S 4C"
# Thirty cards no test hand wants, so `hard` judges with its full horizon of draws ahead.
LONG_STOCK = ("1C 1C 1C 1C 3C 3C 3C 4M 4M 4M 6C 6C 6C 6C 8S 8S 8S 8S "
              "1S 1S 1S 3M 3M 3M 6S 6S 6S 8M 8M 2M")


def hard():
    return HardKowah(random.Random(1))


def test_shortfall_counts_missing_cards():
    assert shortfall("5C 5S 5M 7C 7S 7M 2C 2C".split()) == 0
    assert shortfall("5C 5S 5M 7C 7S 7M 2C 9C".split()) == 1
    assert shortfall("5C 5S 5M 7C 7S 1M 2C 9C".split()) == 2


def test_chance_of_at_least_is_the_hypergeometric_tail():
    assert chance_of_at_least(1, 4, 10, 1) == pytest.approx(0.4)
    # Both good cards of four in two draws: one pair of six.
    assert chance_of_at_least(2, 2, 4, 2) == pytest.approx(1 / 6)
    assert chance_of_at_least(0, 0, 50, 3) == 1.0
    assert chance_of_at_least(2, 1, 50, 10) == 0.0  # one live copy cannot bring two
    assert chance_of_at_least(2, 5, 50, 1) == 0.0  # nor can one draw
    assert chance_of_at_least(1, 5, 50, 10) > chance_of_at_least(1, 5, 50, 5)


def test_readiness_weighs_the_wait_outs_and_dies_with_them():
    ready = "5C 5S 5M 7C 7S 7M 2C 2C".split()
    live = {face: 2 for face in FACES}
    two_outs = readiness(ready, live, 80, 10)
    one_out = readiness(ready, {**live, "2C": 1}, 80, 10)
    assert two_outs >= 1.0  # ready now, whatever the draws
    assert one_out < two_outs and one_out >= ONE_OUT_WORTH
    # With no live 2C left, only plans that rebuild the hand keep any value.
    assert readiness(ready, {**live, "2C": 0}, 80, 10) < 0.5


def test_readiness_does_not_take_three_identical_and_a_pair_for_ready():
    """R2: a pair and a triple of one rank split 2-2-1 by suit. Three Threes of Coins, one of
    Strings and one of Myriads are not ready on the Coins pair (the hard AI held such hands as
    ready and waited on them, one in ten of the hands it thought ready against easy seats)."""
    live = {face: 2 for face in FACES}
    illegal = "3C 3C 3C 3S 3M 5C 5S 5M".split()
    legal = "3C 3C 3S 3S 3M 5C 5S 5M".split()
    assert not is_ready(illegal) and is_ready(legal)
    assert readiness(legal, live, 80, 5) >= 1.0
    assert readiness(illegal, live, 80, 5) < ONE_OUT_WORTH
    # The beginner's count still calls it ready: easy stays as it is.
    assert shortfall(illegal) == 0


def test_a_plan_needs_nothing_exactly_when_the_rules_call_the_hand_ready():
    """Against the rules' own check (hands.py), over hands of few ranks, where 2-2-1 and
    shared ranks are common: readiness's plans with R2's suits need no card just when the
    hand is ready."""
    rng = random.Random(2027)
    checked = ready = 0
    for _ in range(20000):
        ranks = rng.sample("123456789", rng.choice((1, 2, 2, 3)))
        pool = [n + suit for n in ranks for suit in "CSM" for _ in range(4)]
        if rng.random() < 0.2:
            pool += ["OT", "OT", "OT", "OT", "RF", "RF", "RF", "RF"]
        if len(pool) < 8:
            continue
        faces = rng.sample(pool, 8)
        complete = any(pair_need == 1 and all(need == 0 for _, need in triples)
                       for _, pair_need, triples in plans(faces, two_two_one=True))
        assert complete == is_ready(faces), sorted(faces)
        checked += 1
        ready += complete
    assert checked > 15000 and ready > 500


def test_readiness_prefers_the_hand_closer_and_grows_with_the_draws():
    live = {face: 3 for face in FACES}
    one_short = "5C 5S 5M 7C 7S 7M 2C 9S".split()
    two_short = "5C 5S 1M 7C 7S 7M 2C 9S".split()
    assert readiness(one_short, live, 80, 10) > readiness(two_short, live, 80, 10)
    assert readiness(one_short, live, 80, 10) > readiness(one_short, live, 80, 3)
    # Ready on a wait with live outs or not at all: a hand whose pairings are all dead is
    # worth nothing however close it is.
    dead = {**live, "2C": 1, "9S": 1, "5C": 1, "5S": 1, "5M": 1, "7C": 1, "7S": 1, "7M": 1}
    assert readiness(one_short, dead, 80, 10) == 0.0


def test_usable_copies_count_none_of_a_face_an_opponent_waits_on():
    state = position(["2C 3S 4S 9S 9M 7C OT RF", "5C 5S 5M 7C 7S 7M 2C 2C", PLAIN2], LONG_STOCK,
                     declared=(None, "2C", None))
    view = state.view(0)
    assert live_copies(view)["2C"] == 1  # one unseen copy: the opponent's out
    assert usable_copies(view)["2C"] == 0
    assert usable_copies(view)["3C"] == live_copies(view)["3C"]


def test_live_copies_leave_out_cards_other_seats_hold_face_up():
    # Seat 1 takes the 5M from the discards: seat 0 knows where that copy is.
    state = position([PLAIN, "5C 5S 7M 7C 7S 2C 2C 1M", PLAIN2], "9S 9C", discards="5M", turn=1)
    assert live_copies(state.view(0))["5M"] == 3  # on the discard pile: seen
    state.apply(1, Take())
    assert live_copies(state.view(0))["5M"] == 3  # in seat 1's hand, face up: still seen
    # A stock draw is hidden until someone declares; after that it is shown (R5) and stays known.
    hidden = position([PLAIN, "5C 5S 7M 7C 7S 2C 2C 1M", PLAIN2], "9S 9C", turn=1)
    hidden.apply(1, Draw())
    assert live_copies(hidden.view(0))["9S"] == 4
    shown = position([PLAIN, "5C 5S 7M 7C 7S 2C 2C 1M", "2S 2S 4C 6S 8M 9C WF RF"], "9S 9C", turn=1,
                     declared=(None, None, "2S"))
    shown.apply(1, Draw())
    view = shown.view(0)
    assert live_copies(view)["9S"] == 3
    assert usable_copies(view)["9S"] == 3


def test_hard_never_feeds_an_exposed_pair_when_it_has_another_card():
    # Seat 1 waits on 2C; seat 0 holds a 2C that is useless to it, and must discard.
    state = position(["2C 3S 4M 6C 8S 9M OT RF", "5C 5S 5M 7C 7S 7M 2C 2C", PLAIN2], "3C 9S",
                     declared=(None, "2C", None))
    state.apply(0, Draw())
    view = state.view(0)
    choice = hard().choose(view, state.legal_actions(0))
    assert isinstance(choice, Discard) and choice.card.face != "2C"


def test_hard_declares_the_pair_with_more_live_outs():
    # 2-2-1 on fives: 5C or 5S may be exposed; the third 5C lies in the discards, so 5S has
    # more live copies left.
    state = position(["5C 5C 5S 5S 5M 7C 7S 7M", PLAIN, PLAIN2], "WF 9S 9C", discards="5C")
    state.apply(0, Draw())
    state.apply(0, Discard(next(c for c in state.hands[0] if c.face == "WF")))
    assert state.phase == DECLARE
    view = state.view(0)
    assert live_copies(view)["5C"] == 1 and live_copies(view)["5S"] == 2
    assert hard().choose(view, state.legal_actions(0)) == Declare("5S")


def test_hard_will_not_lock_a_dead_wait():
    # Both other 2C are discarded: declaring could never win (R4), so it passes.
    state = position(["5C 5S 5M 7C 7S 7M 2C 2C", PLAIN, PLAIN2], "WF 9S 9C", discards="2C 2C")
    state.apply(0, Draw())
    state.apply(0, Discard(next(c for c in state.hands[0] if c.face == "WF")))
    assert hard().choose(state.view(0), state.legal_actions(0)) == Pass()
    assert EasyKowah(random.Random(1)).choose(state.view(0), state.legal_actions(0)) == Declare("2C")


def test_both_take_a_discard_that_makes_a_triple():
    state = position(["5C 5S 7M 7C 7S 2C 2C 1M", PLAIN, PLAIN2], "9S 9C", discards="5M")
    for policy in (hard(), EasyKowah(random.Random(1))):
        assert policy.choose(state.view(0), state.legal_actions(0)) == Take()


def test_hard_keeps_the_taken_card_and_discards_the_stray():
    state = position(["5C 5S 7M 7C 7S 2C 2C 1M", PLAIN, PLAIN2], "9S 9C", discards="5M")
    state.apply(0, Take())
    assert state.phase == DISCARD
    assert hard().choose(state.view(0), state.legal_actions(0)) == Discard(C("1M1"))


@pytest.mark.parametrize("name", ["easy", "hard"])
def test_ais_finish_deals_with_legal_moves_only(name):
    for seed in range(4):
        state = INFO.new_deal(seed)
        players = [INFO.seat_policy(name, seed, seat) for seat in range(3)]
        while not state.is_over:
            (seat,) = state.pending()
            legal = state.legal_actions(seat)
            action = players[seat].choose(state.view(seat), legal)
            assert action in legal
            state.apply(seat, action)


def test_same_seed_same_choices():
    def play(seed):
        state = INFO.new_deal(seed)
        players = [INFO.seat_policy("hard", seed, seat) for seat in range(3)]
        while not state.is_over:
            (seat,) = state.pending()
            state.apply(seat, players[seat].choose(state.view(seat), state.legal_actions(seat)))
        return state.history
    assert play(9) == play(9)


@pytest.mark.parametrize("discards, expected", [
    # The 2C and OT the hand waits to pair are all seen: the 9S gives it a live wait again.
    ("2C 2C 2C OT OT OT 9S", Take()),
    # Everything live: the 9S would only swap one live pairing card for another.
    ("9S", Draw()),
])
def test_hard_takes_at_equal_shortfall_only_when_it_speeds_the_hand(discards, expected):
    state = position(["5C 5S 5M 7C 7S 7M 2C OT", PLAIN2, NO_HONOURS], LONG_STOCK, discards=discards)
    assert hard().choose(state.view(0), state.legal_actions(0)) == expected
    # `easy` sees no shortfall gained either way, so it draws.
    assert EasyKowah(random.Random(1)).choose(state.view(0), state.legal_actions(0)) == Draw()


def test_hard_sheds_the_card_whose_pairing_is_dead():
    # Three OT are discarded, so pairing the OT could never win: it goes, not the 2C or 9S.
    state = position(["5C 5S 5M 7C 7S 7M 2C OT", PLAIN2, NO_HONOURS], "9S 8C",
                     discards="OT OT OT")
    state.apply(0, Draw())
    assert hard().choose(state.view(0), state.legal_actions(0)).card.face == "OT"


def test_hard_does_not_spend_its_draw_on_a_discard_that_does_not_speed_it():
    # One 3S or OT from ready; the 4M would only replace the OT as a lone card, while a draw
    # may bring a 3S, an OT or a pairing card.
    state = position(["3S 5M 5S 5S 9C 9M 9S OT", PLAIN2, NO_HONOURS], "9C 8C", discards="4M")
    assert hard().choose(state.view(0), state.legal_actions(0)) == Draw()


def test_hard_does_not_build_on_a_face_an_opponent_waits_on():
    # Seat 1 waits on 5C, so a 5C drawn would end the deal, not make seat 0's triple of fives:
    # the fives are worse than the nines, though counting every unseen copy says the opposite.
    state = position(["5S 5M 7C 7S 7M 2C 2C 9C 9S", "5C 5C 4S 4S 4C 8C 8C 8M", PLAIN2], LONG_STOCK,
                     discards="9M 9M 9M 9M 9C 5S 5M", phase=DISCARD, declared=(None, "5C", None))
    view = state.view(0)
    keep_fives, keep_nines = "5S 5M 7C 7S 7M 2C 2C 9C".split(), "5S 7C 7S 7M 2C 2C 9C 9S".split()
    live = live_copies(view)
    unseen = unseen_count(live)
    assert readiness(keep_fives, live, unseen, 10) > readiness(keep_nines, live, unseen, 10)
    assert hard().choose(view, state.legal_actions(0)).card.face in ("5S", "5M")
