"""Rule 3's melds, R2/R3/R11 scoring, and the solver against a brute-force oracle."""

import random
from functools import lru_cache

import pytest
from hypothesis import given, strategies as st

from engine.sisepai.cards import (
    ADVISOR, CANNON, CHARIOT, CHESS_FACES, ELEPHANT, FACES, FULL_PACK, GENERAL, HORSE, SOLDIER, Card,
    face_counts, face_of, parse_cards,
)
from engine.sisepai.melds import (
    COMMAND_GROUP, FIELD_GROUP, FLOWER_SINGLE, GENERAL_SINGLE, PAIR, QUAD, SOLDIER_GROUP, TRIPLE, Meld,
    classify, distance, helpful_faces, meld_of, solve, solve_cards, winning_faces, winning_melds,
)


def kind(text):
    meld = meld_of(parse_cards(text))
    return None if meld is None else meld.kind


# -- rule 3: every meld type ------------------------------------------------------------------
@pytest.mark.parametrize("cards, expected", [
    ("RG1", GENERAL_SINGLE),
    ("FPL", FLOWER_SINGLE),
    ("RA1", None),                      # only a General or a flower stands alone
    ("YC1 YC2", PAIR),
    ("YC1 YC2 YC3", TRIPLE),
    ("YC1 YC2 YC3 YC4", QUAD),
    ("YC1 WC2", None),                  # identical means the same colour too
    ("RG1 RG2", None),                  # R2: Generals never pair
    ("RG1 RG2 RG3", None),              # nor form triples
    ("RS1 RS2", PAIR),                  # R3: identical Soldiers are an identical group
    ("RS1 RS2 RS3", TRIPLE),
    ("WG1 WA1 WE1", COMMAND_GROUP),
    ("WG1 WA1 GE1", None),              # one colour only
    ("GC1 GH1 GN1", FIELD_GROUP),
    ("GC1 GH1 GH2", None),
    ("RG1 RC1 RH1", None),              # no mixing of command and field characters
    ("RS1 YS1 WS1", SOLDIER_GROUP),
    ("RS1 YS1 WS1 GS1", SOLDIER_GROUP),
    ("RS1 RS2 WS1", None),              # soldier groups need different colours
    ("RA1 YA1 WA1", None),              # only Soldiers make mixed-colour groups
    ("FPL FOR", None),                  # each flower is its own meld, never wild
    ("FPL RC1 RC2", None),
    ("RC1 RC2 RC3 RC4 RC1", None),
])
def test_meld_types(cards, expected):
    assert kind(cards) == expected


@pytest.mark.parametrize("cards, points", [
    ("YC1 YC2", 0), ("RG1", 1), ("FLO", 3), ("YC1 YC2 YC3", 1), ("YC1 YC2 YC3 YC4", 2),
    ("WG1 WA1 WE1", 0), ("GC1 GH1 GN1", 0), ("RS1 YS1 WS1", 0), ("RS1 RS2 RS3", 1),
])
def test_rule_6_and_r11_points(cards, points):
    assert meld_of(parse_cards(cards)).points == points


# -- the solver: best partition, General roles (R2) -------------------------------------------
def partition_points(text):
    return solve_cards(parse_cards(text))


def test_quad_beats_two_pairs():
    result = partition_points("RC1 RC2 RC3 RC4")
    assert result.complete and result.points == 2


def test_identical_soldier_triples_beat_soldier_groups():
    # Three mixed-colour groups or three identical triples: the triples score 3.
    result = partition_points("RS1 RS2 RS3 YS1 YS2 YS3 WS1 WS2 WS3")
    assert result.complete and result.points == 3


def test_soldier_groups_used_when_nothing_else_groups_them():
    result = partition_points("RS1 YS1 WS1 GS1 RS2 YS2 WS2")
    assert result.complete and result.points == 0


def test_general_as_single_or_in_command_group():
    # Alone, each General is a single (1 point each).
    assert partition_points("RG1 RG2").points == 2
    # With an Advisor and an Elephant it must join a command group: no point for that General.
    result = partition_points("RG1 RG2 RA1 RE1")
    assert result.complete and result.points == 1
    # Two command groups share the colour's two Generals.
    assert partition_points("RG1 RG2 RA1 RA2 RE1 RE2").complete
    # Where the Advisors pair up, the General may stay single and score.
    result = partition_points("RG1 RA1 RA2 RA3 RE1 RE2 RE3")
    assert result.complete and result.points == 3  # General 1 + two triples


def test_general_must_be_in_a_command_group_when_that_is_the_only_way():
    assert not partition_points("RA1 RE1").complete
    assert partition_points("RA1 RE1 RG1").complete
    assert not partition_points("RA1 YE1 RG1").complete


def test_win_test_keeps_exposed_groups_fixed():
    # R2: hidden YC YC + new YC is a triple; the exposed quad of Reds stays as it is.
    exposed = [meld_of(parse_cards("RC1 RC2 RC3 RC4"))]
    melds = winning_melds(parse_cards("YC1 YC2"), exposed, Card.parse("YC3"))
    assert melds is not None and melds[0] == exposed[0]
    assert sum(meld.points for meld in melds) == 3
    # An exposed soldier group cannot lend a Soldier to pair a lone hidden Soldier.
    exposed = [meld_of(parse_cards("RS1 YS1 WS1"))]
    assert winning_melds(parse_cards("GS1"), exposed, Card.parse("GE1")) is None


def test_distance_and_helpful_cards():
    ready = face_counts(parse_cards("RC1 RC2 YA1"))
    assert distance(ready) == 0
    assert Card.parse("YA2").face in winning_faces(ready)
    far = face_counts(parse_cards("RC1 YA1 WH1 GN1 RS1"))
    assert distance(far) == 4
    helpful = helpful_faces(far)
    assert Card.parse("RC2").face in helpful and Card.parse("GG1").face not in helpful
    # A Soldier joining two lone Soldiers of other colours removes two loose cards at once.
    assert solve(tuple(face_counts(parse_cards("RS1 YS1 WS1")))).complete


# -- a brute-force oracle: try every meld containing the lowest remaining face --------------
def melds_containing(face, counts):
    if face >= CHESS_FACES:
        yield (face,)
        return
    colour, character = divmod(face, 7)
    if character == GENERAL:
        yield (face,)
    else:
        for n in (2, 3, 4):
            yield (face,) * n
    for trio in ((GENERAL, ADVISOR, ELEPHANT), (CHARIOT, HORSE, CANNON)):
        if character in trio:
            yield tuple(face_of(colour, c) for c in trio)
    if character == SOLDIER:
        for mask in range(16):
            colours = [c for c in range(4) if mask >> c & 1]
            if colour in colours and len(colours) >= 3:
                yield tuple(face_of(c, SOLDIER) for c in colours)


@lru_cache(maxsize=None)
def oracle(counts):
    """Best points of a full grouping, or None."""
    first = next((face for face in range(FACES) if counts[face]), None)
    if first is None:
        return 0
    best = None
    for meld in melds_containing(first, counts):
        left = list(counts)
        for face in meld:
            left[face] -= 1
        if min(left) < 0:
            continue
        rest = oracle(tuple(left))
        if rest is not None:
            points = Meld(classify(meld), ()).points + rest
            best = points if best is None else max(best, points)
    return best


def build_winning_hand(rng: random.Random, size: int = 21) -> list[list[Card]]:
    """Random melds from one pack adding up to `size` cards."""
    while True:
        pool = list(FULL_PACK)
        rng.shuffle(pool)
        melds, total = [], 0
        for _ in range(200):
            if total == size:
                return melds
            seed_card = rng.choice(pool)
            candidates = []
            by_face = {}
            for card in pool:
                by_face.setdefault(card.face, []).append(card)
            for faces in melds_containing(seed_card.face, None):
                need = {}
                for face in faces:
                    need[face] = need.get(face, 0) + 1
                if all(len(by_face.get(face, [])) >= n for face, n in need.items()) and total + len(faces) <= size:
                    candidates.append(faces)
            if not candidates:
                continue
            faces = rng.choice(candidates)
            meld = []
            for face in faces:
                card = by_face[face].pop()
                pool.remove(card)
                meld.append(card)
            melds.append(meld)
            total += len(faces)


def check_winning_hand_is_solved(rng: random.Random):
    melds = build_winning_hand(rng)
    cards = [card for meld in melds for card in meld]
    rng.shuffle(cards)
    assert len(cards) == 21
    built_points = sum(meld_of(meld).points for meld in melds)
    # Some melds exposed (fixed), the rest hidden; the new card is any hidden card.
    exposed_count = rng.randrange(len(melds))
    exposed = [meld_of(meld) for meld in melds[:exposed_count]]
    hidden = [card for meld in melds[exposed_count:] for card in meld]
    rng.shuffle(hidden)
    new_card = hidden.pop()
    result = winning_melds(hidden, exposed, new_card)
    assert result is not None
    assert sorted(card for meld in result for card in meld.cards) == sorted(cards)
    assert all(meld_of(meld.cards) == meld for meld in result)
    # Best-scoring: never below the partition we built, and equal to the oracle's best.
    points = sum(meld.points for meld in result)
    assert points >= built_points
    assert points == sum(m.points for m in exposed) + oracle(tuple(face_counts([*hidden, new_card])))


@given(st.integers(0, 2**32))
def test_random_winning_hands_are_always_solved(seed):
    check_winning_hand_is_solved(random.Random(seed))


def test_a_thousand_seeded_winning_hands_are_solved():
    rng = random.Random(2026)
    for _ in range(1000):
        check_winning_hand_is_solved(rng)


@given(st.integers(0, 2**32))
def test_random_hands_agree_with_the_oracle(seed):
    rng = random.Random(seed)
    # Mostly non-winning: 21 random cards, or a winning hand with one card swapped.
    if rng.random() < 0.5:
        cards = rng.sample(FULL_PACK, 21)
    else:
        cards = [card for meld in build_winning_hand(rng) for card in meld]
        outside = [card for card in FULL_PACK if card not in cards]
        cards[rng.randrange(21)] = rng.choice(outside)
    counts = tuple(face_counts(cards))
    expected = oracle(counts)
    result = solve(counts)
    assert result.complete == (expected is not None)
    if expected is not None:
        assert result.points == expected


def test_many_seeded_random_hands_never_accepted_wrongly():
    rng = random.Random(7)
    accepted = 0
    for _ in range(3000):
        counts = tuple(face_counts(rng.sample(FULL_PACK, 21)))
        complete = solve(counts).complete
        assert complete == (oracle(counts) is not None)
        accepted += complete
    assert accepted < 3000
