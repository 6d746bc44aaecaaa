"""Every rule and numbered resolution of rules/sisepai.md, each with a case that fails if broken.

Positions are small: a seat's hidden hand need not hold 20 cards for a rule to show."""

import collections

import pytest

from engine.core.state import IllegalAction, Termination
from engine.sisepai.actions import Claim, Discard, Pass, Win
from engine.sisepai.cards import FULL_PACK, Card, parse_cards
from engine.sisepai.rules import HAND_SIZE, SisepaiState

C = Card.parse


def position(hands, stock, dealer=0, exposed=None):
    """Four hidden hands as text, the stock in drawing order; the dealer draws at once."""
    groups = [[parse_cards(group) for group in seat_groups] for seat_groups in (exposed or [[], [], [], []])]
    return SisepaiState.arrange([parse_cards(hand) for hand in hands], parse_cards(stock), dealer,
                                exposed=groups)


def claim(text=""):
    return Claim(tuple(parse_cards(text)))


def answer(state, answers=None, order=None):
    """Apply each pending seat's answer (Pass unless given), in `order` if given."""
    answers = answers or {}
    for seat in order or state.pending():
        state.apply(seat, answers.get(seat, Pass()))


def refused(state, seat, action):
    before = (tuple(state.view(s) for s in range(4)), len(state.history))
    with pytest.raises(IllegalAction) as error:
        state.apply(seat, action)
    assert (tuple(state.view(s) for s in range(4)), len(state.history)) == before
    return error.value.reason.code


# -- rule 2, R1: set-up ---------------------------------------------------------------------
def test_pack_is_four_colours_of_seven_characters_four_times_and_five_flowers():
    assert len(FULL_PACK) == 117 and len(set(FULL_PACK)) == 117
    faces = collections.Counter(card.face for card in FULL_PACK)
    assert sorted(faces.values()) == [1] * 5 + [4] * 28
    assert sum(card.is_flower for card in FULL_PACK) == 5


@pytest.mark.parametrize("seed", range(12))
def test_r1_twenty_each_and_the_dealer_draws_first(seed):
    state = SisepaiState.new(seed)
    assert [len(hand) for hand in state.hands] == [HAND_SIZE] * 4
    assert len(state.stock) == 37 - 1  # the dealer's public draw is on the table
    assert state.public is not None and state.drawn and state.origin == state.dealer
    assert state.pending() == (0, 1, 2, 3)  # everybody answers a drawn card
    assert sorted(state.all_cards()) == sorted(FULL_PACK)


def test_the_dealer_is_chosen_at_random():
    dealers = collections.Counter(SisepaiState.new(seed).dealer for seed in range(200))
    assert set(dealers) == {0, 1, 2, 3} and min(dealers.values()) > 25


# -- rule 5, R5, R13: the claim window --------------------------------------------------------
def test_all_answers_are_collected_before_resolving_and_answering_first_gives_no_priority():
    state = position(["YH1 YN1 RS1", "WS1", "YC2 YC3 RS2", "GS1"], "YC1 WH1")
    assert state.pending() == (0, 1, 2, 3)
    state.apply(0, claim("YH1 YN1"))  # the drawer's field group, answered first
    assert state.pending() == (1, 2, 3) and state.exposed == [[], [], [], []]
    state.apply(2, claim("YC2 YC3"))  # an identical triple, answered later
    assert state.pending() == (1, 3) and state.exposed == [[], [], [], []]
    answer(state)
    assert [m.kind for m in state.exposed[2]] == ["triple"] and state.exposed[0] == []
    assert state.pending() == (2,)


def test_r13_an_answer_is_not_revealed_before_the_window_resolves():
    base = position(["RS1", "YH1 YN1 RS2", "WS1", "GS1"], "YC1 WH1")
    claimed, passed = base.clone(), base.clone()
    claimed.apply(1, claim("YH1 YN1"))
    passed.apply(1, Pass())
    for seat in (0, 2, 3):
        assert claimed.view(seat) == passed.view(seat)


# -- the five levels (R5) ---------------------------------------------------------------------
def test_level_1_drawers_win_beats_other_wins():
    state = position(["GC1 GC2", "RC1 RC2", "WH1", "YC1 YC2"], "FPL WH2")
    assert Win() in state.legal_actions(0) and Win() in state.legal_actions(1)
    answer(state, {0: Win(), 1: Win(), 3: Win()})
    assert state.outcome.winners == (0,)


def test_level_2_other_wins_go_to_the_nearest_in_turn_order_from_the_drawer():
    state = position(["GC1", "WH2", "RC1 RC2", "YC1 YC2"], "FPL WH1", dealer=1)
    # Seat 1 drew the flower and must take it; seats 2 and 3 can both win with it.
    answer(state, {1: claim(), 2: Win(), 3: Win()}, order=[3, 2, 1, 0])
    assert state.outcome.winners == (2,)


def test_level_2_on_a_discard_ties_count_from_the_seat_after_the_discarder():
    # Seat 2 deals and draws a Chariot nobody takes: it is seat 2's discard (rule 5). Seats 0
    # and 1 can both win with it; seat 3 comes first after the discarder but cannot.
    state = position(["YC2", "YC3", "RS1", "WS1"], "YC1 WH1", dealer=2)
    answer(state)
    assert not state.drawn and state.origin == 2 and state.pending() == (0, 1, 3)
    answer(state, {0: Win(), 1: Win()}, order=[1, 0, 3])
    assert state.outcome.winners == (0,)


def test_level_3_a_triple_beats_the_drawers_own_group():
    state = position(["YH1 YN1 RS1", "WS1", "YC2 YC3 RS2", "GS1"], "YC1 WH1")
    answer(state, {0: claim("YH1 YN1"), 2: claim("YC2 YC3")})
    assert state.turn == 2 and state.exposed[0] == []


def test_level_3_the_drawer_may_make_a_triple_and_outranks_the_next_players_group():
    state = position(["YC2 YC3 RS1", "YH1 YN1 RS2", "WS1", "GS1"], "YC1 WH1")
    answer(state, {0: claim("YC2 YC3"), 1: claim("YH1 YN1")})
    assert [m.kind for m in state.exposed[0]] == ["triple"] and state.exposed[1] == []


def test_level_4_the_drawers_group_beats_the_next_players_mixed_group():
    state = position(["YH1 YN1 RS1", "YH2 YN2 RS2", "WS1", "GS1"], "YC1 WH1")
    answer(state, {0: claim("YH1 YN1"), 1: claim("YH2 YN2")})
    assert [m.kind for m in state.exposed[0]] == ["field"] and state.exposed[1] == []


def test_level_5_the_next_player_takes_for_a_mixed_group_when_nobody_ranks_higher():
    state = position(["RS1", "YH1 YN1 RS2", "WS1", "GS1"], "YC1 WH1")
    answer(state, {1: claim("YH1 YN1")})
    assert [m.kind for m in state.exposed[1]] == ["field"] and state.pending() == (1,)


# -- the restrictions (rule 5, R6), lifted for a win --------------------------------------------
def test_the_drawer_may_not_pair_the_drawn_card():
    state = position(["WH2 RC1", "RS1", "WS1", "GS1"], "WH1 YC1")
    assert state.legal_actions(0) == [Pass()]
    assert refused(state, 0, claim("WH2")) == "sisepai.illegal.no_pair"


def test_a_pair_is_lifted_for_a_win():
    state = position(["WH2", "RS1", "WS1", "GS1"], "WH1 YC1")
    assert Win() in state.legal_actions(0)
    answer(state, {0: Win()})
    assert state.outcome.winners == (0,)
    assert [m["kind"] for m in state.outcome.detail["melds"]] == ["pair"]


def test_others_may_claim_only_triples_and_quads():
    state = position(["RS1", "RS2", "YH1 YN1 WS1", "YC2 GS1"], "YC1 WH1")
    assert state.legal_actions(2) == [Pass()]  # a field group, but seat 2 is not next
    assert refused(state, 2, claim("YH1 YN1")) == "sisepai.illegal.only_sets"
    assert state.legal_actions(3) == [Pass()]  # nor a pair
    assert refused(state, 3, claim("YC2")) == "sisepai.illegal.no_pair"


def test_the_next_player_may_claim_a_soldier_group_of_three_or_four():
    state = position(["RC1", "YS1 WS1 GS1 RH1", "WH1", "GH1"], "RS1 WH2")
    legal = state.legal_actions(1)
    for group in ("YS1 WS1", "YS1 GS1", "WS1 GS1", "YS1 WS1 GS1"):
        assert claim(group) in legal
    answer(state, {1: claim("YS1 WS1 GS1")})
    assert state.exposed[1][0].kind == "soldiers" and len(state.exposed[1][0].cards) == 4


def test_r6_on_a_discard_no_pair_and_no_drawer_level():
    state = position(["RS1", "YH2 RS2", "WH2 WS1", "WS2"], "YH1 GS1")
    # Seat 0 drew the Horse; seat 0 could not pair it, nor anybody else.
    assert state.legal_actions(0) == [Pass()] and state.legal_actions(1) == [Pass()]
    answer(state)
    # Now it is seat 0's discard: seat 0 is not asked, seat 1 still may not pair.
    assert state.pending() == (1, 2, 3) and state.legal_actions(0) == []
    assert state.legal_actions(1) == [Pass()]
    assert refused(state, 0, Pass()) == "core.illegal.not_your_turn"


def test_a_discard_can_be_claimed_by_the_seat_after_the_discarder_for_a_mixed_group():
    state = position(["RS1", "YH1 YN1 WS1", "YH2 YN2 GS1", "GS2"], "YC1 WH1")
    answer(state)  # nobody takes the draw (seat 1 does not want its field group yet)
    assert state.legal_actions(1) == [claim("YH1 YN1"), Pass()]
    assert state.legal_actions(2) == [Pass()]
    answer(state, {1: claim("YH1 YN1")})
    assert state.exposed[1][0].kind == "field"


# -- R4: drawn Generals and flowers ----------------------------------------------------------
def test_r4_a_drawn_general_must_be_taken_as_single_or_in_a_command_group():
    state = position(["RA1 RE1 WS1", "RA2 RE2 GS1", "WC1", "YC1"], "RG1 WH1")
    legal = state.legal_actions(0)
    assert Pass() not in legal and set(legal) == {claim(), claim("RA1 RE1")}
    assert refused(state, 0, Pass()) == "sisepai.illegal.must_take"
    # The next player could make a command group with it, but may not (only to win).
    assert state.legal_actions(1) == [Pass()]
    assert refused(state, 1, claim("RA2 RE2")) == "sisepai.illegal.only_to_win"
    answer(state, {0: claim("RA1 RE1")})
    assert state.exposed[0][0].kind == "command" and state.pending() == (0,)


def test_r4_a_drawn_flower_taken_as_single_and_another_players_win_ranks_higher():
    state = position(["WS1", "RC1 RC2", "WC1", "YC1"], "FPL WH1")
    assert state.legal_actions(0) == [claim()]
    answer(state, {0: claim()})
    assert state.exposed[0][0].kind == "flower" and state.outcome is None
    state = position(["WS1", "RC1 RC2", "WC1", "YC1"], "FPL WH1")
    answer(state, {0: claim(), 1: Win()})
    assert state.outcome.winners == (1,)


def test_r4_and_r8_when_a_forced_take_would_leave_nothing_to_discard_it_is_a_win():
    state = position(["RG2 FOR", "WS1", "WC1", "YC1"], "RG1 WH1")
    assert state.legal_actions(0) == [Win()]
    answer(state, {0: Win()})
    assert state.outcome.detail["points"] == 1 + 3 + 1


def test_generals_and_flowers_are_never_discarded():
    state = position(["YC2 YC3 RG1 FPL WS1", "RS1", "WH2", "GS1"], "YC1 WH1")
    answer(state, {0: claim("YC2 YC3")})
    assert state.legal_actions(0) == [Discard(C("WS1"))]
    assert refused(state, 0, Discard(C("RG1"))) == "sisepai.illegal.never_discard"
    assert refused(state, 0, Discard(C("FPL"))) == "sisepai.illegal.never_discard"
    assert refused(state, 0, Discard(C("GS4"))) == "sisepai.illegal.not_in_hand"
    assert refused(state, 0, Pass()) == "sisepai.illegal.must_discard"


# -- R7, R8, R9: claims, quads, discards, who moves next -----------------------------------------
def test_r7_a_claimed_quad_leaves_21_and_the_claimant_discards_to_20():
    hidden = parse_cards("YC2 YC3 YC4 RS1 RS2 RS3 WS1 WS2 WS3 GS1 GS2 GS3 RH1 RH2 RH3 WH1 WH2 WH3 GH1 GH2")
    state = SisepaiState.arrange([hidden, parse_cards("RE1"), parse_cards("WE1"), parse_cards("GE1")],
                                 parse_cards("YC1 YE1"), 3)
    assert claim("YC2 YC3 YC4") in state.legal_actions(0) and claim("YC2 YC3") in state.legal_actions(0)
    answer(state, {0: claim("YC2 YC3 YC4")})
    held = len(state.hands[0]) + sum(len(m.cards) for m in state.exposed[0])
    assert held == 21 and state.exposed[0][0].kind == "quad"
    state.apply(0, Discard(C("GH2")))
    assert len(state.hands[0]) + sum(len(m.cards) for m in state.exposed[0]) == 20
    # A card can never be added to an exposed group later: no claim option extends it.
    assert state.exposed[0][0].cards == tuple(parse_cards("YC1 YC2 YC3 YC4"))


def test_r8_a_claim_leaving_only_generals_and_flowers_is_not_offered():
    state = position(["RS1", "RS2", "YC2 YC3 RG1 FPL", "GS1"], "YC1 WH1")
    assert state.legal_actions(2) == [Win(), Pass()]  # the hand would be complete: only the win
    assert refused(state, 2, claim("YC2 YC3")) == "sisepai.illegal.no_discard_left"


def test_r9_after_a_claim_the_player_after_the_claimant_draws():
    state = position(["RS1", "GS1", "YC2 YC3 WS1 WA1", "RA1"], "YC1 WH1 GC1")
    answer(state, {2: claim("YC2 YC3")})
    state.apply(2, Discard(C("WA1")))
    assert not state.drawn and state.origin == 2 and state.pending() == (0, 1, 3)
    answer(state)
    assert state.discards == [(2, C("WA1"))]
    assert state.drawn and state.origin == 3 and state.public == C("WH1")  # seat 1 skipped


def test_an_unclaimed_draw_becomes_the_drawers_discard_then_the_next_player_draws():
    state = position(["RS1", "GS1", "WS1", "RA1"], "YC1 WH1", dealer=3)
    answer(state)
    assert state.public == C("YC1") and not state.drawn and state.origin == 3
    assert state.pending() == (0, 1, 2) and state.discards == []
    answer(state)
    assert state.discards == [(3, C("YC1"))]
    # R10: play runs seat 3 → seat 0.
    assert state.drawn and state.origin == 0 and state.public == C("WH1")


def test_r12_the_deal_is_drawn_only_after_the_last_card_and_its_discard_are_resolved():
    state = position(["RS1", "GS1", "WS1", "RA1"], "YC1")
    assert state.stock == []
    answer(state)
    assert state.outcome is None  # the last card is now a discard, still open to claims
    answer(state)
    assert state.outcome.termination == Termination.EXHAUSTED and state.outcome.is_draw
    assert state.pending() == () and state.legal_actions(1) == []


def test_r12_a_claim_on_the_last_card_still_ends_in_a_discard_window():
    state = position(["RS1", "GS1", "YC2 YC3 WS1 WA1", "RA1"], "YC1")
    answer(state, {2: claim("YC2 YC3")})
    state.apply(2, Discard(C("WA1")))
    assert state.outcome is None and state.pending() == (0, 1, 3)
    answer(state, {3: Pass()})
    assert state.outcome.termination == Termination.EXHAUSTED


# -- R2, rule 6, R11: winning and scoring --------------------------------------------------------
def test_a_win_counts_hidden_exposed_and_the_new_card_and_scores_the_melds():
    state = position(["RG2 FPL YC1 YC2 YC3 WA1 WA2", "RS1", "WS1", "GS1"], "FOR WH1",
                     exposed=[["GC1 GC2 GC3 GC4", "RS2 YS2 WS2"], [], [], []])
    answer(state, {0: Win()})
    outcome = state.outcome
    assert outcome.termination == Termination.WIN and outcome.winners == (0,)
    # quad 2 + soldier group 0 + General 1 + two flowers 6 + triple 1 + pair 0
    assert outcome.detail["points"] == 10
    assert [m["exposed"] for m in outcome.detail["melds"]][:2] == [True, True]
    assert len([c for m in outcome.detail["melds"] for c in m["cards"]]) == 4 + 3 + 7 + 1
    assert state.all_cards().count(C("FOR")) == 1


def test_r2_exposed_groups_are_not_rearranged_for_a_win():
    # Hidden GS1 with the new card GS2 pairs; but hidden GS3 alone cannot borrow from the
    # exposed soldier group to make a win with a Red Soldier.
    state = position(["GS3 YC1 YC2", "RA1", "WA1", "GA1"], "RS1 WH1",
                     exposed=[["RS2 YS2 WS2"], [], [], []])
    assert Win() not in state.legal_actions(0)


def test_r2_a_general_completes_a_command_group_for_a_win():
    state = position(["WA1 WE1 WC1 WC2", "RS1", "WS1", "GS1"], "WG1 WH1", dealer=0)
    assert Win() in state.legal_actions(0)
    answer(state, {0: Win()})
    kinds = sorted(m["kind"] for m in state.outcome.detail["melds"])
    assert kinds == ["command", "pair"] and state.outcome.detail["points"] == 0


def test_r11_no_minimum_needed_to_win():
    state = position(["RC1 RC2 WS1 YS1", "RA1", "WA1", "GA1"], "GS1 WH1", dealer=1)
    answer(state, {0: Win()})
    assert state.outcome.winners == (0,) and state.outcome.detail["points"] == 0


def test_nothing_can_be_done_after_the_deal_ends():
    state = position(["WH2", "RS1", "WS1", "GS1"], "WH1 YC1")
    answer(state, {0: Win()})
    assert refused(state, 1, Pass()) == "core.illegal.deal_over"


def test_r3_identical_soldiers_can_be_claimed_as_a_triple_by_anyone():
    state = position(["RC1", "WC1", "YS2 YS3 RA1", "GC1"], "YS1 WH1")
    assert claim("YS2 YS3") in state.legal_actions(2)
    answer(state, {2: claim("YS2 YS3")})
    assert state.exposed[2][0].kind == "triple" and state.exposed[2][0].points == 1


def test_the_drawers_own_soldier_group_is_level_4():
    state = position(["WS1 GS1 RC1", "WS2 GS2 RC2", "YA1", "YE1"], "RS1 WH1")
    assert claim("WS1 GS1") in state.legal_actions(0) and claim("WS2 GS2") in state.legal_actions(1)
    answer(state, {0: claim("WS1 GS1"), 1: claim("WS2 GS2")})
    assert state.exposed[0][0].kind == "soldiers" and state.exposed[1] == []


def test_a_win_passed_on_the_draw_can_still_be_claimed_when_it_becomes_a_discard():
    # Rule 5: an unclaimed draw counts as discarded and "the other players get another chance".
    state = position(["RC1", "YC2", "WS1", "GS1"], "YC1 WH1")
    answer(state)
    assert Win() in state.legal_actions(1)
    answer(state, {1: Win()})
    assert state.outcome.winners == (1,) and state.outcome.detail["drawn"] is False
