"""Ready hands (rules §3, R2–R3): every legal and illegal shape, and a brute-force cross-check."""

from collections import Counter
from itertools import combinations, product

import pytest

from engine.kowah.cards import HONOURS, rank_of, suit_of
from engine.kowah.hands import arrangements, is_ready, waiting_pairs


def faces(text: str) -> list[str]:
    return text.split()


# (hand, the pairs it may expose) — an empty tuple means "not ready".
SHAPES = [
    # Two rank-triples in mixed suits and a pair of an unrelated face.
    ("5C 5S 5M 7C 7S 7M 2C 2C", ("2C",)),
    # Triples may be all one suit, and three identical cards are a fine triple.
    ("5C 5C 5C 7S 7S 7S 2M 2M", ("2M",)),
    # Honour triples are one kind; an honour pair is two of one kind.
    ("OT OT OT RF RF RF WF WF", ("WF",)),
    ("OT OT OT 3C 3S 3S 9M 9M", ("9M",)),
    # The two triples may share a rank (R2).
    ("5C 5S 5M 5C 5S 5M 2C 2C", ("2C",)),
    # 2-2-1: pair and triple share a rank — expose either doubled suit (R3).
    ("5C 5C 5S 5S 5M 7C 7S 7M", ("5C", "5S")),
    ("5S 5S 5M 5M 5C 9C 9C 9C", ("5M", "5S")),
    ("5C 5C 5M 5M 5S OT OT OT", ("5C", "5M")),
    # A 2-2-1 beside a triple of identical cards: only the doubled suits can be the pair.
    ("5C 5C 5S 5S 5M 2C 2C 2C", ("5C", "5S")),
    # An honour pair beside two numbered triples.
    ("OT OT 5C 5S 5M 7C 7S 7M", ("OT",)),
]

ILLEGAL = [
    # Three identical plus a pair of the same rank (the "3+pair of one suit") — R2.
    "5C 5C 5C 5S 5S 7C 7S 7M",
    "5C 5C 5C 5C 5S 7C 7S 7M",  # four of one face and one more: 4-1 split
    "5C 5C 5S 5S 5S 7C 7S 7M",  # 2-3: the triple repeats a suit of the pair
    "5C 5C 5C 5M 5M 7C 7S 7M",
    # The pair must be identical in suit and rank.
    "5C 5S 5M 7C 7S 7M 2C 2S",
    "OT OT OT RF RF RF WF OT",  # an honour pair needs one kind
    # Honours never mix kinds in a triple, nor join a numbered triple.
    "OT RF WF 5C 5S 5M 2C 2C",
    "OT OT RF 5C 5S 5M 2C 2C",
    # Four identical cards are not a triple and a pair of the same face (3+pair, R2).
    "2C 2C 2C 2C 2S 7C 7S 7M",
    # Not two triples at all.
    "5C 5S 7M 7C 7S 9M 2C 2C",
    "1C 2C 3C 4C 5C 6C 7C 7C",  # runs do not count: only same-rank triples
    "5C 5S 5M 5C 7C 7S 2C 2C",  # four and two of ranks, not three and three
    # Wrong sizes.
    "5C 5S 5M 7C 7S 7M 2C",
    "5C 5S 5M 7C 7S 7M 2C 2C 2C",
]


@pytest.mark.parametrize("hand, pairs", SHAPES)
def test_ready_shapes_and_their_waiting_pairs(hand, pairs):
    assert waiting_pairs(faces(hand)) == pairs
    assert is_ready(faces(hand))


@pytest.mark.parametrize("hand", ILLEGAL)
def test_shapes_that_are_not_ready(hand):
    assert waiting_pairs(faces(hand)) == ()
    assert not is_ready(faces(hand))


def test_order_of_cards_does_not_matter():
    hand = faces("5C 5C 5S 5S 5M 7C 7S 7M")
    assert waiting_pairs(reversed(hand)) == waiting_pairs(hand)


def test_the_2_2_1_arrangements_name_their_triples():
    found = {(a.pair, a.triples) for a in arrangements(faces("5C 5C 5S 5S 5M 7C 7S 7M"))}
    assert found == {("5C", (("5M", "5S", "5S"), ("7C", "7M", "7S"))),
                     ("5S", (("5C", "5C", "5M"), ("7C", "7M", "7S")))}


def test_eight_of_one_rank_reads_as_2_2_1_with_each_triple_sharing_the_rank():
    # R2 applied to both triples: pair + each triple must split 2-2-1. 5C×3 5S×3 5M×2:
    # only a Myriads pair leaves two triples that each hold no Myriads... and two triples
    # 5C 5C 5S / 5C 5S 5S, each 2-2-1 with 5M 5M.
    assert waiting_pairs(faces("5C 5C 5C 5S 5S 5S 5M 5M")) == ("5M",)


# -- a brute-force reading of R2, written independently, over a whole family of hands --------
def reference_pairs(hand: list[str]) -> set[str]:
    """Try every split of the eight positions into a pair and two triples, checking R2 literally."""
    found = set()
    positions = range(8)
    for pair in combinations(positions, 2):
        rest = [i for i in positions if i not in pair]
        for first in combinations(rest, 3):
            second = [i for i in rest if i not in first]
            p = [hand[i] for i in pair]
            if p[0] != p[1]:
                continue
            ok = True
            for triple in ([hand[i] for i in first], [hand[i] for i in second]):
                if len({rank_of(face) for face in triple}) != 1:
                    ok = False
                elif rank_of(triple[0]) == rank_of(p[0]):
                    suits = Counter(suit_of(face) for face in p + triple)
                    ok = ok and None not in suits and sorted(suits.values()) == [1, 2, 2]
            if ok:
                found.add(p[0])
    return found


def family():
    """Every eight-card hand (at most four copies a face) over a few faces that can make every
    shape: 2-2-1s, 3+pair, six of a rank, honours."""
    universe = ["5C", "5S", "5M", "7C", "7S", "OT"]
    for counts in product(range(5), repeat=len(universe)):
        if sum(counts) == 8:
            yield [face for face, n in zip(universe, counts) for _ in range(n)]


def test_recognition_agrees_with_brute_force_on_every_hand_of_a_family():
    hands = list(family())
    assert len(hands) > 300
    ready = 0
    for hand in hands:
        expected = reference_pairs(hand)
        assert set(waiting_pairs(hand)) == expected, hand
        ready += bool(expected)
    assert ready > 20  # the family really contains ready hands


@pytest.mark.parametrize("honour", HONOURS)
def test_an_honour_never_pairs_with_a_triple_of_its_kind(honour):
    # Only four copies exist, so pair + triple of one honour cannot be held; the reading still
    # refuses it (a 2-2-1 split needs suits).
    assert waiting_pairs([honour] * 5 + ["7C", "7S", "7M"]) == ()
