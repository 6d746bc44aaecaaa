"""Every rule of rules/kowah.md and each numbered resolution (R1–R11), each with a case that
fails if the rule is broken."""

from collections import Counter

import pytest

from engine.core.rng import make_rng
from engine.core.state import IllegalAction, Termination
from engine.kowah.actions import Declare, Discard, Draw, Pass, Take
from engine.kowah.cards import FULL_PACK, Card
from engine.kowah.rules import DECLARE, DISCARD, DRAW, KowahState

from engine.kowah.positions import position

C = Card.parse

READY = "5C 5S 5M 7C 7S 7M 2C 2C"  # two triples and the pair 2C: ready
TWO_TWO_ONE = "5C 5C 5S 5S 5M 7C 7S 7M"  # ready, exposing 5C or 5S
PLAIN = "1C 3S 4M 6C 8S 9M OT RF"  # far from ready
PLAIN2 = "1S 3M 4C 6S 8M 9C WF RF"


def refused(state, seat, action) -> str:
    before = (state.view(0), state.view(1), state.view(2), len(state.history))
    with pytest.raises(IllegalAction) as error:
        state.apply(seat, action)
    assert (state.view(0), state.view(1), state.view(2), len(state.history)) == before
    return error.value.reason.code


def held(state, seat, face) -> Card:
    """The first copy of `face` in a seat's hand (positions number copies for us)."""
    return min(card for card in state.hands[seat] if card.face == face)


# -- §2 Set-up ------------------------------------------------------------------------------
def test_deal_gives_eight_each_and_leaves_ninety_six_in_the_stock():
    state = KowahState.new(seed=3)
    assert [len(hand) for hand in state.hands] == [8, 8, 8]
    assert len(state.stock) == 96 and state.discards == []
    assert sorted(state.all_cards()) == sorted(FULL_PACK)


def test_first_player_is_random_and_reproducible():
    firsts = Counter(KowahState.new(seed).turn for seed in range(60))
    assert set(firsts) == {0, 1, 2}
    for seed in range(10):
        state = KowahState.new(seed)
        assert state.turn == make_rng("kowah", seed, "first_player").randrange(3)
        assert state.pending() == (state.turn,) and state.phase == DRAW
        assert KowahState.new(seed).hands == state.hands


# -- §3 A turn; R7, R9, R11 ------------------------------------------------------------------
def test_a_turn_is_draw_then_discard_back_to_eight_then_the_next_seat():
    state = position([PLAIN, PLAIN2, "2S 2M 3C 3C 4S 4S 6M 6M"], "9S 9C 9M")
    state.apply(0, Draw())
    assert len(state.hands[0]) == 9 and state.phase == DISCARD
    assert C("9S1") in state.hands[0]
    state.apply(0, Discard(C("9S1")))  # discarding the card just drawn is allowed
    assert len(state.hands[0]) == 8 and state.discards == [C("9S1")]
    assert state.pending() == (1,) and state.phase == DRAW


def test_play_runs_in_seat_order_you_right_left():
    # R11: seat 1 is on your right, seat 2 on your left; rotation 0 → 1 → 2 → 0.
    state = position([PLAIN, PLAIN2, "2S 2M 3C 3C 4S 4S 6M 6M"], "9S 9C 9M 9S 9C")
    order = []
    for _ in range(4):
        (seat,) = state.pending()
        order.append(seat)
        state.apply(seat, Draw())
        state.apply(seat, state.legal_actions(seat)[0])
    assert order == [0, 1, 2, 0]


def test_every_players_first_turn_must_draw():
    # R9: not only the deal's first turn — each seat's own first turn.
    state = position([PLAIN, PLAIN2, "2S 2M 3C 3C 4S 4S 6M 6M"], "9S 9C 9M 9S", has_played=(False,) * 3)
    assert state.legal_actions(0) == [Draw()]
    assert refused(state, 0, Take()) == "kowah.illegal.first_turn_draws"
    state.apply(0, Draw())
    state.apply(0, Discard(held(state, 0, "OT")))
    assert state.legal_actions(1) == [Draw()]  # a discard lies there, but it is seat 1's first turn
    assert refused(state, 1, Take()) == "kowah.illegal.first_turn_draws"
    state.apply(1, Draw())
    state.apply(1, Discard(held(state, 1, "WF")))
    state.apply(2, Draw())
    state.apply(2, Discard(held(state, 2, "9M")))
    assert state.legal_actions(0) == [Draw(), Take()]  # seat 0's second turn may take


def test_take_the_latest_discard_but_not_discard_it_again():
    state = position([PLAIN, "5C 5S 5M 7C 7S 2C 2C OT", PLAIN2], "9S 9C", discards="3C 7M", turn=1)
    assert state.legal_actions(1) == [Draw(), Take()]
    state.apply(1, Take())
    assert C("7M1") in state.hands[1] and state.discards == [C("3C1")]
    # R7: the card taken may not go straight back; another card may.
    assert Discard(C("7M1")) not in state.legal_actions(1)
    assert refused(state, 1, Discard(C("7M1"))) == "kowah.illegal.taken_card"
    state.apply(1, Discard(held(state, 1, "OT")))
    assert [card.face for card in state.discards] == ["3C", "OT"]


def test_another_copy_of_the_taken_face_may_be_discarded():
    state = position([PLAIN, "7M 5S 5M 7C 7S 2C 2C OT", PLAIN2], "9S 9C", discards="7M", turn=1)
    state.apply(1, Take())
    assert Discard(C("7M1")) in state.legal_actions(1) and Discard(C("7M2")) not in state.legal_actions(1)


def test_out_of_order_actions_are_refused_with_reasons():
    state = position([PLAIN, PLAIN2, "2S 2M 3C 3C 4S 4S 6M 6M"], "9S 9C 9M", discards="3C")
    assert refused(state, 0, Discard(C("1C1"))) == "kowah.illegal.draw_first"
    assert refused(state, 0, Declare("5C")) == "kowah.illegal.declare_after_discard"
    assert refused(state, 1, Draw()) == "core.illegal.not_your_turn"
    state.apply(0, Draw())
    assert refused(state, 0, Draw()) == "kowah.illegal.discard_now"
    assert refused(state, 0, Take()) == "kowah.illegal.discard_now"
    assert refused(state, 0, Discard(C("5C4"))) == "kowah.illegal.not_in_hand"
    assert refused(state, 7, Draw()) == "core.illegal.unknown_seat"


def test_nothing_to_take_on_an_empty_pile():
    state = position([PLAIN, PLAIN2, "2S 2M 3C 3C 4S 4S 6M 6M"], "9S 9C 9M")
    assert state.legal_actions(0) == [Draw()]
    assert refused(state, 0, Take()) == "kowah.illegal.no_discard"


# -- Declaring: §3, R1, R2, R3, R8, R9 -------------------------------------------------------
def ready_after_discard(hand: str, extra: str = "OT", others=(PLAIN, PLAIN2)) -> KowahState:
    """Seat 0 holds `hand` minus nothing plus `extra` drawn, and discards `extra`."""
    state = position([hand, *others], extra + " 9S 9C 9M 9S 9C 9M")
    state.apply(0, Draw())
    state.apply(0, Discard(next(c for c in state.hands[0] if c.face == extra)))
    return state


def test_after_discarding_a_ready_hand_may_declare_or_pass():
    state = ready_after_discard(READY, extra="WF")
    assert state.phase == DECLARE and state.pending() == (0,)
    assert state.legal_actions(0) == [Declare("2C"), Pass()]
    assert refused(state, 0, Declare("5C")) == "kowah.illegal.not_a_wait"
    assert refused(state, 0, Draw()) == "kowah.illegal.decide_declaration"
    assert refused(state, 0, Discard(C("2C1"))) == "kowah.illegal.decide_declaration"


def test_declaring_is_never_forced():
    # R1: pass, stay undeclared, and a third 2C discarded later does not win.
    state = ready_after_discard(READY, extra="WF")
    state.apply(0, Pass())
    assert state.declared == [None, None, None] and state.pending() == (1,)


def test_a_complete_hand_without_a_declaration_does_not_win():
    # R1: seat 0 holds a ready hand but never declared; seat 1 discards the third 2C.
    state = position([READY, "2C 3S 4M 6C 8S 9M OT RF", PLAIN2], "9S 9C 9M", turn=1)
    state.apply(1, Draw())
    state.apply(1, Discard(C("2C3")))
    assert not state.is_over and state.pending() == (2,)


def test_a_hand_that_is_not_ready_skips_the_declaration():
    state = ready_after_discard(PLAIN, extra="WF")
    assert state.pending() == (1,) and state.phase == DRAW


def test_three_identical_and_a_pair_of_one_rank_cannot_declare():
    # R2: 5C 5C 5C + 5S 5S is not a 2-2-1 split.
    state = ready_after_discard("5C 5C 5C 5S 5S 7C 7S 7M", extra="WF")
    assert state.phase == DRAW and state.pending() == (1,)


def test_declaring_exposes_only_the_pair_and_locks_the_hand():
    state = ready_after_discard(READY, extra="WF")
    hand = sorted(state.hands[0])
    state.apply(0, Declare("2C"))
    assert state.declared == ["2C", None, None]
    assert state.exposed[0] == (C("2C1"), C("2C2"))
    for seat in (1, 2):
        view = state.view(seat)
        assert view.declared[0] == "2C" and view.exposed[0] == (C("2C1"), C("2C2"))
        # R8: the triples stay face down — only the pair is known to the others.
        assert set(view.known[0]) == {C("2C1"), C("2C2")}
        assert not set(view.hand) & set(hand)
    event = state.events[-1]
    assert event.kind == "declare" and event.data["pair"] == "2C" and not event.secret
    assert sorted(state.hands[0]) == hand


@pytest.mark.parametrize("pair, other", [("5C", "5S"), ("5S", "5C")])
def test_two_two_one_player_chooses_the_pair_and_only_it_wins(pair, other):
    # R3: both doubled suits are offered; the choice is fixed.
    state = ready_after_discard(TWO_TWO_ONE, extra="WF",
                                others=(other + " 3S 4M 6C 8S 9M OT RF", pair + " 3M 4C 6S 8M 9C RF OT"))
    assert state.legal_actions(0) == [Declare("5C"), Declare("5S"), Pass()]
    state.apply(0, Declare(pair))
    # Seat 1 discards the other doubled suit's third copy: no win. Then the chosen one: win.
    state.apply(1, Draw())
    state.apply(1, Discard(held(state, 1, other)))
    assert not state.is_over
    state.apply(2, Draw())
    state.apply(2, Discard(held(state, 2, pair)))
    assert state.outcome.winners == (0,) and state.outcome.detail["pair"] == pair


def test_a_dealt_ready_hand_waits_for_the_first_draw_and_discard():
    # R9: ready from the deal, seat 0 must still draw first; only after its discard may it declare.
    state = position([READY, PLAIN, PLAIN2], "WF 9S 9C", has_played=(False,) * 3)
    assert state.legal_actions(0) == [Draw()]
    state.apply(0, Draw())
    assert all(isinstance(a, Discard) for a in state.legal_actions(0))
    state.apply(0, Discard(held(state, 0, "WF")))
    assert state.legal_actions(0) == [Declare("2C"), Pass()]


# -- Locked hands: R4, R6 --------------------------------------------------------------------
def declared_position(stock: str, *, turn=0, discards="", seat1=PLAIN, seat2=PLAIN2, declared=("2C", None, None)):
    return position([READY, seat1, seat2], stock, discards=discards, turn=turn, declared=declared)


def test_a_declared_player_draws_only_and_discards_the_new_card_at_once():
    state = declared_position("9S 9C 9M", discards="3C")
    hand = sorted(state.hands[0])
    assert state.legal_actions(0) == [Draw()]
    assert refused(state, 0, Take()) == "kowah.illegal.locked_draws"
    state.apply(0, Draw())
    assert sorted(state.hands[0]) == hand  # locked: the drawn 9S went straight out (R6)
    assert state.discards == [C("3C1"), C("9S1")]
    assert state.pending() == (1,) and state.phase == DRAW


def test_a_dead_wait_stays_locked():
    # R4: both other 2C are in the discards; no withdrawal, the hand still only draws.
    state = declared_position("9S 9C 9M", discards="2C 2C")
    assert state.legal_actions(0) == [Draw()]
    state.apply(0, Draw())
    assert state.declared[0] == "2C" and len(state.hands[0]) == 8


# -- Public draws: R5 ------------------------------------------------------------------------
def test_draws_are_secret_until_someone_declares_then_public():
    state = position([PLAIN, PLAIN2, "2S 2M 3C 3C 4S 4S 6M 6M"], "9S 9C 9M")
    state.apply(0, Draw())
    event = state.events[-1]
    assert event.kind == "draw" and "card" not in event.data and event.secret["card"] == "9S1"
    assert "card" not in state.view(1).events[-1].secret
    assert C("9S1") not in state.view(1).known[0]

    state = declared_position("9S 9C 9M", turn=1)
    state.apply(1, Draw())
    event = state.events[-1]
    assert event.kind == "draw" and event.data["card"] == "9S1" and event.data["public"]
    assert C("9S1") in state.view(2).known[1]
    state.apply(1, Discard(C("9S1")))
    assert C("9S1") not in state.view(2).known[1]


# -- Wins and multipliers: §4, R5 -----------------------------------------------------------
def test_self_drawn_win_scores_three():
    state = declared_position("2C 9S")
    state.apply(0, Draw())
    outcome = state.outcome
    assert outcome.termination is Termination.WIN and outcome.winners == (0,) and outcome.losers == (1, 2)
    assert outcome.detail["multiplier"] == 3 and outcome.detail["how"] == "self_drawn"
    assert outcome.detail["card"] == "2C3" and C("2C3") in state.hands[0]
    assert "×3" in outcome.message.text()
    assert state.pending() == () and state.events[-1].kind == "deal_over"
    assert refused_over(state)


def refused_over(state) -> bool:
    with pytest.raises(IllegalAction) as error:
        state.apply(state.turn, Draw())
    return error.value.reason.code == "core.illegal.deal_over"


def test_claiming_an_opponents_drawn_card_scores_one_even_out_of_turn():
    state = declared_position("2C 9S", turn=1)
    state.apply(1, Draw())
    assert state.outcome.winners == (0,)
    assert state.outcome.detail == {"winner": 0, "how": "claimed_draw", "multiplier": 1, "card": "2C3",
                                    "source": 1, "pair": "2C"}
    assert C("2C3") in state.hands[0] and len(state.hands[1]) == 8
    assert sorted(state.all_cards()) == sorted(state.all_cards())  # nothing lost or doubled
    assert len(state.all_cards()) == len(set(state.all_cards()))


def test_claiming_a_discard_scores_two():
    state = declared_position("9S 9C", turn=2, seat2="2C 3S 4M 6C 8S 9M OT RF")
    state.apply(2, Draw())
    state.apply(2, Discard(C("2C3")))
    assert state.outcome.detail["how"] == "claimed_discard" and state.outcome.detail["multiplier"] == 2
    assert state.outcome.detail["source"] == 2 and C("2C3") not in state.discards
    assert "×2" in state.outcome.message.text()


def test_a_declared_players_drawn_card_is_claimed_as_a_draw_before_its_discard():
    # Seat 1 waits on 9M; seat 0 (declared on 2C) draws a 9M. R5 checks the drawn card first,
    # so seat 1 wins ×1 on the draw, before R6's automatic discard could make it ×2.
    state = position([READY, "9M 9M 4C 4S 4M 7C 7S 7M", PLAIN2], "9M", declared=("2C", "9M", None))
    state.apply(0, Draw())
    assert state.outcome.winners == (1,) and state.outcome.detail["how"] == "claimed_draw"


def test_the_drawer_checks_first_then_rotation_from_the_drawer():
    # Real packs cannot give two seats the same wait (four copies), so the waits are forged
    # here to pin down the order R5 sets: drawer first, then the seats after the drawer.
    state = position([PLAIN, PLAIN2, "2S 2M 3C 3C 4S 4S 6M 6M"], "9S", turn=1,
                     declared=("9S", "9S", "9S"))
    state.apply(1, Draw())
    assert state.outcome.winners == (1,) and state.outcome.detail["multiplier"] == 3
    state = position([PLAIN, PLAIN2, "2S 2M 3C 3C 4S 4S 6M 6M"], "9S", turn=1, declared=("9S", None, "9S"))
    state.apply(1, Draw())
    assert state.outcome.winners == (2,) and state.outcome.detail["multiplier"] == 1  # 2 comes before 0


def test_discard_claims_rotate_from_the_seat_after_the_discarder():
    state = position([PLAIN, PLAIN2, "9S 2M 3C 3C 4S 4S 6M 6M"], "9C", turn=2, declared=("9S", "9S", None))
    state.apply(2, Draw())
    state.apply(2, Discard(C("9S1")))
    assert state.outcome.winners == (0,)  # after seat 2 comes seat 0, then seat 1
    state = position(["9S 3S 4M 6C 8S 9M OT RF", PLAIN2, "2S 2M 3C 3C 4S 4S 6M 6M"], "9C", turn=0,
                     declared=(None, "9S", "9S"))
    state.apply(0, Draw())
    state.apply(0, Discard(C("9S1")))
    assert state.outcome.winners == (1,) and state.outcome.detail["multiplier"] == 2


def test_a_discard_matching_the_discarders_own_pair_does_not_win_for_it():
    state = position([PLAIN, PLAIN2, "2S 2M 3C 3C 4S 4S 6M 6M"], "9S 9C", turn=0, declared=("9S", None, None))
    state.apply(0, Draw())
    assert state.outcome.winners == (0,) and state.outcome.detail["how"] == "self_drawn"


# -- The drawn deal: R10 ---------------------------------------------------------------------
def test_no_winner_after_the_last_stock_card_and_its_discard_draws_the_deal():
    state = declared_position("9S", turn=1)
    state.apply(1, Draw())
    assert not state.is_over and state.stock == []
    state.apply(1, Discard(C("9S1")))
    assert state.outcome.termination is Termination.EXHAUSTED and state.outcome.is_draw
    assert state.outcome.detail["how"] == "exhausted" and state.pending() == ()


def test_the_last_stock_card_can_still_win():
    state = declared_position("2C", turn=1)
    state.apply(1, Draw())
    assert state.outcome.winners == (0,) and state.outcome.detail["multiplier"] == 1


def test_the_discard_after_the_last_stock_card_can_still_win():
    state = declared_position("9S", turn=1, seat1="2C 3S 4M 6C 8S 9M OT RF")
    state.apply(1, Draw())
    state.apply(1, Discard(C("2C3")))
    assert state.outcome.winners == (0,) and state.outcome.detail["multiplier"] == 2


def test_a_declared_seat_drawing_the_last_card_ends_the_deal_drawn():
    state = declared_position("9S")
    state.apply(0, Draw())
    assert state.outcome.termination is Termination.EXHAUSTED


def test_a_ready_hand_after_the_last_discard_gets_no_declaration():
    state = position([PLAIN, PLAIN2, READY], "WF", turn=2)
    state.apply(2, Draw())
    state.apply(2, Discard(held(state, 2, "WF")))
    assert state.is_over and state.outcome.is_draw
