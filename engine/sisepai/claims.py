"""Who may claim a public card, with which groups, and whose claim wins (rule 5, R4–R8).

A claim window opens on every public card: a fresh draw from the stock (the drawer and the
three others answer) or a discard (the three others answer). Each seat's possible claims are
listed here with their priority level; `winning_answer` picks the claim that takes the card once
every answer is in (R5: answering first gives no priority).
"""

from __future__ import annotations

from itertools import combinations
from typing import Mapping, Sequence

from engine.sisepai.cards import CHESS_FACES, GENERAL, SOLDIER, Card, face_of
from engine.sisepai.melds import COMMAND_TRIO, FIELD_TRIO, MIXED, PAIR, QUAD, TRIPLE, classify

# R5's claim levels, highest priority first.
DRAWER_WIN = 1
OTHER_WIN = 2
IDENTICAL_SET = 3  # an identical triple or quad, by any eligible seat
DRAWER_GROUP = 4  # the drawer's own non-pair group, including a General or flower single
NEXT_MIXED = 5  # the next player's command, field or soldier group

# A seat's role in a window.
DRAWER = "drawer"  # drew this card from the stock
NEXT = "next"  # the seat after the drawer or the discarder
OTHER = "other"
DISCARDER = "discarder"  # R5: nobody claims their own discard


def role_of(seat: int, origin: int, drawn: bool, seats: int) -> str:
    if seat == origin:
        return DRAWER if drawn else DISCARDER
    return NEXT if seat == (origin + 1) % seats else OTHER


def tie_order(seat: int, origin: int, drawn: bool, seats: int) -> int:
    """R5/R10: ties go in turn order, counted from the drawer for a drawn card and from the
    seat after the discarder for a discard."""
    start = origin if drawn else (origin + 1) % seats
    return (seat - start) % seats


def _kin(face: int) -> frozenset[int]:
    """The faces a group with this face may hold: the four Soldiers, or its colour's trio."""
    colour, character = divmod(face, 7)
    if character == SOLDIER:
        return frozenset(face_of(c, SOLDIER) for c in range(4))
    trio = COMMAND_TRIO if character in COMMAND_TRIO else FIELD_TRIO
    return frozenset(face_of(colour, c) for c in trio)


KIN = tuple(_kin(face) for face in range(CHESS_FACES))


def possible_groups(hidden: Sequence[Card], public: Card) -> list[tuple[Card, ...]]:
    """Every distinct group the public card can make with hidden cards, as the hidden cards it
    uses. Copies of one face are interchangeable, so the lowest copies stand for them all."""
    if public.is_flower:
        return [()]
    face = public.face
    character = face % 7
    wanted = KIN[face]
    by_face: dict[int, list[Card]] = {}
    for card in sorted(card for card in hidden if card.face in wanted):
        by_face.setdefault(card.face, []).append(card)
    groups: list[tuple[Card, ...]] = []
    if character == GENERAL:
        groups.append(())
    else:
        same = by_face.get(face, [])
        groups += [tuple(same[:n]) for n in (1, 2, 3) if len(same) >= n]
    if character == SOLDIER:
        present = [by_face[other][0] for other in sorted(wanted) if other != face and other in by_face]
        for size in (2, 3):
            groups += list(combinations(present, size))
    else:
        others = [by_face.get(other) for other in sorted(wanted) if other != face]
        if all(others):
            groups.append(tuple(cards[0] for cards in others))
    return groups


def claim_level(role: str, kind: str) -> int | None:
    """The level of a non-winning claim making `kind`, or None if this role may not make it."""
    if kind in (TRIPLE, QUAD):
        return IDENTICAL_SET if role != DISCARDER else None
    if role == DRAWER:
        return None if kind == PAIR else DRAWER_GROUP  # rule 5: the drawer may not pair
    if role == NEXT and kind in MIXED:
        return NEXT_MIXED
    return None  # others make only triples or quads (rule 5, R6); nobody takes a G/F (R4)


def leaves_a_discard(hidden: Sequence[Card], used: Sequence[Card]) -> bool:
    """R8: after a non-winning claim the claimant must still hold a card it may discard."""
    spent = list(used)
    for card in hidden:
        if card in spent:
            spent.remove(card)
        elif card.discardable:
            return True
    return False


def claim_options(hidden: Sequence[Card], public: Card, role: str,
                  counts: Sequence[int] | None = None) -> list[tuple[tuple[Card, ...], int]]:
    """The non-winning claims this seat may make, with their levels (R4–R8); `counts`, the
    hand's face counts, if the caller has them."""
    options = []
    if role == DISCARDER or (role != DRAWER and not public.discardable):
        return options  # R5: not one's own discard; R4: a drawn General or flower only to win
    if role == OTHER:
        # Only identical triples or quads: skip the full search unless two copies are held.
        held = counts[public.face] if counts is not None else sum(1 for card in hidden if card.face == public.face)
        if held < 2:
            return options
    elif counts is not None and not public.is_flower and public.face % 7 != GENERAL:
        # A claim that does not win makes no pair (R6), so the card needs a second copy of its
        # face or two partners of its kin (a trio's two other faces, two other Soldiers).
        face = public.face
        partners = sum(1 for kin in KIN[face] if kin != face and counts[kin])
        if counts[face] < 2 and partners < 2:
            return options
    for used in possible_groups(hidden, public):
        kind = classify(sorted([public.face, *(card.face for card in used)]))
        level = claim_level(role, kind)
        if level is not None and leaves_a_discard(hidden, used):
            options.append((used, level))
    return options


def winning_answer(claims: Mapping[int, tuple[object, int]], origin: int, drawn: bool, seats: int):
    """The seat and answer that take the card: the best level, then turn order (R5)."""
    if not claims:
        return None
    seat = min(claims, key=lambda s: (claims[s][1], tie_order(s, origin, drawn, seats)))
    return seat, claims[seat][0]
