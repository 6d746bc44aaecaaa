"""Every numbered rule and resolution of rules/durak.md, each with a case that fails if broken."""

import pytest

from engine.core.state import IllegalAction, Termination
from engine.durak.actions import Attack, Defend, Done, Take
from engine.durak.cards import FULL_PACK, Card, beats
from engine.durak.rules import DurakState

from .durak_positions import cards, position

C = Card.parse


def play(state, *moves):
    """Apply moves given as (seat, action) or the printed form 'seat:attack 6S'."""
    for seat, action in moves:
        state.apply(seat, action)
    return state


# -- 2. Set-up ------------------------------------------------------------------------------
def test_deal_gives_six_each_and_turns_up_the_trump_under_the_stock():
    state = DurakState.new(seed=7)
    assert [len(hand) for hand in state.hands] == [6, 6]
    assert len(state.stock) == 24
    assert state.stock[0] == state.trump_card  # at the bottom: drawn last
    assert sorted(state.all_cards()) == sorted(FULL_PACK)


def test_pack_is_six_to_ace_in_four_suits():
    assert len(FULL_PACK) == 36 and len(set(FULL_PACK)) == 36
    assert {c.label()[:-1] for c in FULL_PACK} == {"6", "7", "8", "9", "10", "J", "Q", "K", "A"}


@pytest.mark.parametrize("seed", range(40))
def test_lowest_trump_attacks_first(seed):
    state = DurakState.new(seed)
    trumps = [(c.rank, seat) for seat in (0, 1) for c in state.hands[seat] if c.suit == state.trump]
    expected = min(trumps)[1] if trumps else 0
    assert state.attacker == expected
    assert state.pending() == (expected,)


def test_with_no_trump_dealt_the_human_attacks_first():
    # R6: no trumps in either hand: seat 0 (the human) attacks, even when seat 1 "would".
    state = DurakState.arrange([cards("7S 8S 9S TS JS QS"), cards("6S 7H 8H 9H TH JH")],
                               cards("AC"), C("AC"), attacker=1)
    attacker, lowest = state._first_attacker()
    assert (attacker, lowest) == (0, None)
    state = DurakState.arrange([cards("7S 8S 9S TS JS QS"), cards("6C 7H 8H 9H TH JH")],
                               cards("AC"), C("AC"), attacker=0)
    assert state._first_attacker() == (1, C("6C"))


def test_a_seed_with_no_trumps_dealt_starts_with_seat_zero():
    for seed in range(2000):
        state = DurakState.new(seed)
        if not any(c.suit == state.trump for hand in state.hands for c in hand):
            assert state.attacker == 0
            assert state.events[3].kind == "first_attacker" and state.events[3].seat == 0
            return
    pytest.fail("no seed without dealt trumps found")


# -- 3. A bout: beating ---------------------------------------------------------------------
@pytest.mark.parametrize("defence, attack, ok", [
    ("9S", "7S", True),    # higher, same suit
    ("7S", "9S", False),   # lower, same suit
    ("6C", "AS", True),    # any trump beats a plain card
    ("AH", "6S", False),   # another plain suit never beats
    ("7C", "6C", True),    # only a higher trump beats a trump
    ("6C", "7C", False),
    ("AS", "6C", False),   # a plain card never beats a trump
])
def test_beating(defence, attack, ok):
    assert beats(C(defence), C(attack), "C") is ok


def test_following_suit_is_not_obligatory():
    state = position("7S 8S", "9S 6C 7H", stock="AH 6D 7D 8D", trump="6C")
    state.apply(0, Attack(C("7S")))
    legal = state.legal_actions(1)
    assert Defend(C("9S")) in legal and Defend(C("6C")) in legal and Defend(C("7H")) not in legal
    state.apply(1, Defend(C("6C")))  # trumping while holding a higher spade
    assert state.table == [[C("7S"), C("6C")]]


def test_defence_that_does_not_beat_is_refused_with_a_reason_and_changes_nothing():
    state = position("9S 8S", "7S 6H", stock="AH 6D 7D 8D")
    state.apply(0, Attack(C("9S")))
    before = state.view(0), state.view(1)
    with pytest.raises(IllegalAction) as refused:
        state.apply(1, Defend(C("7S")))
    assert refused.value.reason.code == "durak.illegal.must_beat"
    assert "does not beat" in str(refused.value)
    assert (state.view(0), state.view(1)) == before


# -- 3. A bout: adding cards ----------------------------------------------------------------
def test_attacker_may_add_only_ranks_on_the_table_after_each_beat():
    state = position("7S 9H 8D TC", "9S JS QS KS", stock="AH 6D 7D 8D")
    state.apply(0, Attack(C("7S")))
    state.apply(1, Defend(C("9S")))
    legal = state.legal_actions(0)
    assert set(legal) == {Attack(C("9H")), Done()}  # 7 and 9 are on the table
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, Attack(C("8D")))
    assert refused.value.reason.code == "durak.illegal.rank_not_on_table"


def test_attacker_cannot_add_while_an_attack_card_is_unbeaten():
    # R4: with an unbeaten card on the table it is the defender's move, not the attacker's.
    state = position("7S 7H", "9S JS QS KS", stock="AH 6D 7D 8D")
    state.apply(0, Attack(C("7S")))
    assert state.pending() == (1,)
    assert state.legal_actions(0) == []
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, Attack(C("7H")))
    assert refused.value.reason.code == "core.illegal.not_your_turn"


def test_bout_holds_at_most_six_attack_cards():
    south = "6S 6D 6C 7D 7C 8D 8S"
    north = "7S 9D 9C TD 8C JH QH KS"  # eight cards: the limit is six, not eight
    state = position(south, north, trump="AH", stock="AS AH")
    assert state.bout_limit == 6
    for attack, defence in [("6S", "7S"), ("6D", "9D"), ("6C", "9C"), ("7D", "TD"), ("7C", "8C"), ("8D", "JH")]:
        state.apply(0, Attack(C(attack)))
        state.apply(1, Defend(C(defence)))
    assert state.legal_actions(0) == [Done()]  # the 8S matches a rank, but the bout is full
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, Attack(C("8S")))
    assert refused.value.reason.code == "durak.illegal.bout_full"


def test_bout_never_holds_more_attack_cards_than_the_defender_started_with():
    # R2: the defender holds two cards at the start: at most two attack cards, ever.
    state = position("6S 6H 6D", "9S 9H", trump="6C", stock="AH 8C")
    assert state.bout_limit == 2
    state.apply(0, Attack(C("6S")))
    state.apply(1, Defend(C("9S")))
    state.apply(0, Attack(C("6H")))
    state.apply(1, Take())
    assert state.legal_actions(0) == [Done()]
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, Attack(C("6D")))
    assert refused.value.reason.code == "durak.illegal.bout_full"


def test_limit_counts_the_hand_before_the_first_attack_card():
    # The limit is fixed at the bout's start: beating cards (the hand shrinking) does not lower it.
    state = position("6S 6H 6D 6C", "9S 9H 9D", trump="7C", stock="AH 7C")
    assert state.bout_limit == 3
    for attack, defence in [("6S", "9S"), ("6H", "9H")]:
        state.apply(0, Attack(C(attack)))
        state.apply(1, Defend(C(defence)))
    assert Attack(C("6D")) in state.legal_actions(0)


# -- 3. A bout: taking ----------------------------------------------------------------------
def test_take_with_throw_ins_then_same_attacker_again():
    state = position("7S 7H 7D 9C", "8S 6D QC", trump="6C", stock="AH KH QH JH TH 9H 6C")
    state.apply(0, Attack(C("7S")))
    state.apply(1, Defend(C("8S")))   # R9: taking is allowed after beating earlier cards
    state.apply(0, Attack(C("7H")))
    state.apply(1, Take())
    # R3: after take the attacker may still add matching cards; the defender beats no more.
    assert state.pending() == (0,)
    assert set(state.legal_actions(0)) == {Attack(C("7D")), Done()}
    state.apply(0, Attack(C("7D")))
    assert state.legal_actions(0) == [Done()]  # limit 3 reached
    assert state.pending() == (0,) and state.legal_actions(1) == []
    state.apply(0, Done())
    # The taker picks up every card of the bout, beaten ones included.
    assert sorted(state.hands[1]) == sorted(cards("6D QC 7S 8S 7H 7D"))
    assert state.attacker == 0  # the same attacker attacks again
    assert state.discard == []


def test_defender_cannot_beat_after_saying_take():
    state = position("7S 7H", "8S 8H QC", trump="6C", stock="AH KH QH 6C")
    state.apply(0, Attack(C("7S")))
    state.apply(1, Take())
    with pytest.raises(IllegalAction):
        state.apply(1, Defend(C("8S")))


def test_all_beaten_and_done_discards_and_defender_attacks_next():
    state = position("7S 8H", "9S 9H QC", trump="6C", stock="AH KH QH JH 6C")
    state.apply(0, Attack(C("7S")))
    state.apply(1, Defend(C("9S")))
    state.apply(0, Done())
    assert sorted(state.discard) == sorted(cards("7S 9S"))
    assert state.attacker == 1
    assert state.table == []


def test_done_is_refused_before_a_card_is_led():
    state = position("7S 8H", "9S 9H QC", stock="AH KH QH 6C")
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, Done())
    assert refused.value.reason.code == "durak.illegal.nothing_to_stop"


# -- 3. Refill order, trump drawn last --------------------------------------------------------
def test_refill_attacker_first_then_defender_until_stock_runs_out():
    # After the bout the attacker needs 2 and the defender 5; the stock holds 3.
    state = position("7S 8S 9S TS 7D", "8D 9H", trump="6C", stock="6D 6H 6C")
    state.apply(0, Attack(C("7D")))
    state.apply(1, Defend(C("8D")))
    state.apply(0, Done())
    assert sorted(state.hands[0]) == sorted(cards("7S 8S 9S TS 6D 6H"))  # attacker first, in full
    assert sorted(state.hands[1]) == sorted(cards("9H 6C"))  # the defender gets what is left
    assert state.stock == []


def test_face_up_trump_is_the_last_card_drawn_and_its_owner_is_public():
    state = position("7S 8S 9S TS JS", "9H TH JH QH KH AH", trump="KC", stock="6D KC")
    state.apply(0, Attack(C("7S")))
    state.apply(1, Take())
    state.apply(0, Done())
    assert C("6D") in state.hands[0] and C("KC") in state.hands[0]
    assert state.view(1).opponent_known == (C("KC"),)
    assert state.events[-2].kind == "trump_drawn"


def test_trump_card_is_drawn_last_across_a_whole_deal():
    state = DurakState.new(3)
    trump = state.trump_card
    while state.stock:
        seat = state.pending()[0]
        action = state.legal_actions(seat)[-1]  # take or done whenever possible
        state.apply(seat, action)
        if trump not in state.stock:
            assert state.stock == []


# -- 4. End and scoring -----------------------------------------------------------------------
def test_both_going_out_in_the_same_bout_is_a_draw():
    state = position("7S", "9S", trump="6C")
    state.apply(0, Attack(C("7S")))
    assert state.outcome is None  # the bout is not over yet (R7)
    state.apply(1, Defend(C("9S")))
    assert state.outcome is None  # end check only after the bout
    state.apply(0, Done())
    assert state.outcome.termination is Termination.DRAW
    assert state.outcome.winners == () and state.outcome.detail["durak"] is None


def test_player_left_holding_cards_is_the_durak():
    state = position("7S", "9S 8H", trump="6C")
    state.apply(0, Attack(C("7S")))
    state.apply(1, Defend(C("9S")))
    state.apply(0, Done())
    assert state.outcome.termination is Termination.WIN
    assert state.outcome.losers == (1,) and state.outcome.winners == (0,)
    assert state.pending() == ()


def test_attacker_out_with_empty_stock_lets_the_bout_complete_with_a_take():
    # R7: the attacker's hand is empty mid-bout; the defender still takes, then the end check.
    state = position("7S", "8H QD", trump="6C")
    state.apply(0, Attack(C("7S")))
    assert state.pending() == (1,) and state.outcome is None
    state.apply(1, Take())
    assert state.legal_actions(0) == [Done()]
    state.apply(0, Done())
    assert state.outcome.losers == (1,)


def test_going_out_while_the_stock_lasts_simply_refills():
    # R8: the stock is not empty, so an empty hand after a bout is refilled, no end.
    state = position("7S", "9S 8H QD", trump="6C", stock="6D 7D 8D 9D TD JD QD KD AD 6C")
    state.apply(0, Attack(C("7S")))
    state.apply(1, Defend(C("9S")))
    state.apply(0, Done())
    assert state.outcome is None
    assert len(state.hands[0]) == 6


def test_no_end_check_mid_bout_even_with_both_conditions_met():
    state = position("7S 7H", "9S 9H 8D", trump="6C")
    state.apply(0, Attack(C("7S")))
    state.apply(1, Defend(C("9S")))
    state.apply(0, Attack(C("7H")))
    assert state.hands[0] == [] and state.outcome is None
    state.apply(1, Defend(C("9H")))
    assert state.outcome is None
    state.apply(0, Done())
    assert state.outcome.losers == (1,)


def test_nothing_is_accepted_after_the_deal_ends():
    state = position("7S", "9S", trump="6C")
    play(state, (0, Attack(C("7S"))), (1, Defend(C("9S"))), (0, Done()))
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, Done())
    assert refused.value.reason.code == "core.illegal.deal_over"


def test_no_transfer_move_exists():
    # R1: podkidnoy only. The defender's choices are always beat or take, nothing else.
    state = position("7S 8S", "7H 9S QC", trump="6C", stock="AH KH 6C")
    state.apply(0, Attack(C("7S")))
    assert all(isinstance(a, (Defend, Take)) for a in state.legal_actions(1))
    with pytest.raises(IllegalAction):
        state.apply(1, Attack(C("7H")))
