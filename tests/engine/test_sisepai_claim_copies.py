"""Copies of a Sì Sè Pái face are interchangeable (rule 3 compares faces): a claim window offers
each group once, naming the lowest copies held. A claim naming other copies of the same faces
is the same choice and is accepted, with the cards it names; any other claim is refused with a
reason that is true of the hand."""

from __future__ import annotations

import itertools
import random

from engine.core.state import IllegalAction
from engine.sisepai.actions import Claim, Pass
from engine.sisepai.melds import classify
from engine.sisepai.rules import CLAIM_WINDOW, SisepaiState


def claim_windows(seeds):
    """(state, seat) for every seat answering every claim window of random deals."""
    for seed in seeds:
        state = SisepaiState.new(seed)
        rng = random.Random(seed)
        while not state.is_over:
            if state.phase == CLAIM_WINDOW:
                for seat in state.pending():
                    yield state, seat
            seat = state.pending()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))


def other_copies(state, seat, claim: Claim):
    """The same claim with each card swapped, in turn, for another held copy of its face."""
    hand = state.hands[seat]
    for index, card in enumerate(claim.cards):
        for other in hand:
            if other.face == card.face and other not in claim.cards:
                cards = list(claim.cards)
                cards[index] = other
                yield Claim(tuple(cards))


def test_a_claim_naming_other_copies_is_accepted_with_the_cards_it_names():
    accepted = 0
    for state, seat in claim_windows(range(1, 60)):
        for offered in [a for a in state.legal_actions(seat) if isinstance(a, Claim)]:
            for claim in other_copies(state, seat, offered):
                trial = state.clone()
                trial.apply(seat, claim)  # would raise IllegalAction before the fix
                # Let everyone else pass, so that this claim takes the card if it ranks first.
                while trial.phase == CLAIM_WINDOW and trial.pending() and not trial.is_over:
                    other = trial.pending()[0]
                    legal = trial.legal_actions(other)
                    trial.apply(other, Pass() if Pass() in legal else legal[0])
                exposed = [set(meld.cards) for meld in trial.exposed[seat]]
                if len(exposed) > len(state.exposed[seat]):
                    assert set(claim.cards) <= exposed[-1], "the named copies are the ones shown"
                    assert not set(claim.cards) & set(trial.hands[seat])
                accepted += 1
    assert accepted > 20


def test_a_refused_claim_is_refused_for_a_reason_true_of_the_hand():
    refusals = 0
    for state, seat in itertools.islice(claim_windows(range(100, 130)), 400):
        hand = state.hands[seat]
        public = state.public
        offered_faces = {tuple(sorted(c.face for c in a.cards)) for a in state.legal_actions(seat)
                         if isinstance(a, Claim)}
        rng = random.Random(seat)
        candidates = [tuple(rng.sample(hand, size)) for size in (1, 2, 3) for _ in range(3)]
        for cards in candidates:
            claim = Claim(cards)
            try:
                state.clone().apply(seat, claim)
            except IllegalAction as refusal:
                refusals += 1
                code = refusal.reason.code.rsplit(".", 1)[-1]
                faces = sorted([public.face, *(card.face for card in cards)])
                assert tuple(sorted(c.face for c in cards)) not in offered_faces
                if code == "not_a_group":
                    assert classify(faces) is None
                elif code == "no_discard_left":
                    left = list(hand)
                    for card in cards:
                        left.remove(card)
                    assert classify(faces) is not None
                    assert not any(card.discardable for card in left), "cards to discard remain"
                else:
                    assert code in ("only_sets", "no_pair", "only_to_win", "own_discard"), code
                    assert classify(faces) is not None
            else:
                assert tuple(sorted(c.face for c in cards)) in offered_faces
    assert refusals > 100
