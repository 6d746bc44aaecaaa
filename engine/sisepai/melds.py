"""Legal melds (rule 3) and the meld solver: can these cards all be grouped, and how best?

The solver works on face counts (33 numbers), never on physical cards, and is memoised, so
the rules' win test and the AI's thousands of look-ups stay cheap. Colours are independent of
each other except through mixed-colour soldier groups, so it enumerates the soldier groups
first and then solves each colour on its own: how many command groups (each General is either
a single or in one, R2) and how many field groups, the rest in identical groups.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import Iterable, NamedTuple, Sequence

from engine.core.messages import declare
from engine.sisepai.cards import (
    ADVISOR, CANNON, CHARIOT, CHESS_FACES, COLOURS, ELEPHANT, FACES, GENERAL, HORSE,
    SOLDIER, Card, face_counts, face_of,
)

# Meld kinds, as rule 3 names them.
GENERAL_SINGLE = "general"
FLOWER_SINGLE = "flower"
PAIR = "pair"
TRIPLE = "triple"
QUAD = "quad"
COMMAND_GROUP = "command"
FIELD_GROUP = "field"
SOLDIER_GROUP = "soldiers"

KIND_NAMES = {
    GENERAL_SINGLE: declare("sisepai.meld.general", "single General"),
    FLOWER_SINGLE: declare("sisepai.meld.flower", "flower"),
    PAIR: declare("sisepai.meld.pair", "pair"),
    TRIPLE: declare("sisepai.meld.triple", "triple"),
    QUAD: declare("sisepai.meld.quad", "quad"),
    COMMAND_GROUP: declare("sisepai.meld.command", "command group"),
    FIELD_GROUP: declare("sisepai.meld.field", "field group"),
    SOLDIER_GROUP: declare("sisepai.meld.soldiers", "soldier group"),
}

# Rule 6 and R11: identical triples and quads, single Generals and flowers score; pairs and the
# mixed groups (command, field, soldier) score nothing, nor does a General inside a command group.
POINTS = {GENERAL_SINGLE: 1, FLOWER_SINGLE: 3, TRIPLE: 1, QUAD: 2}
IDENTICAL = {2: PAIR, 3: TRIPLE, 4: QUAD}
MIXED = (COMMAND_GROUP, FIELD_GROUP, SOLDIER_GROUP)

# Mixed-colour soldier groups by the colours they use: four of three colours, one of all four.
SOLDIER_SETS = (*combinations(range(len(COLOURS)), 3), tuple(range(len(COLOURS))))


class Meld(NamedTuple):
    kind: str
    cards: tuple[Card, ...]

    @property
    def points(self) -> int:
        return POINTS.get(self.kind, 0)

    def name(self):
        return KIND_NAMES[self.kind]()

    def to_json(self) -> dict:
        return {"kind": self.kind, "cards": [card.code for card in self.cards], "points": self.points}


def classify(faces: Sequence[int]) -> str | None:
    """The kind of meld these faces form (rule 3), or None if they form none."""
    n = len(faces)
    if n == 1:
        face = faces[0]
        if face >= CHESS_FACES:
            return FLOWER_SINGLE
        return GENERAL_SINGLE if face % 7 == GENERAL else None
    if any(face >= CHESS_FACES for face in faces):
        return None  # a flower is never wild and never grouped (rule 2)
    if len(set(faces)) == 1:
        # Identical groups, Generals excepted (R2); identical Soldiers are fine (R3).
        return IDENTICAL.get(n) if faces[0] % 7 != GENERAL else None
    colours = {face // 7 for face in faces}
    characters = sorted(face % 7 for face in faces)
    if n == 3 and len(colours) == 1 and characters == [GENERAL, ADVISOR, ELEPHANT]:
        return COMMAND_GROUP
    if n == 3 and len(colours) == 1 and characters == [CHARIOT, HORSE, CANNON]:
        return FIELD_GROUP
    if n in (3, 4) and len(colours) == n and set(characters) == {SOLDIER}:
        return SOLDIER_GROUP
    return None


def meld_of(cards: Iterable[Card]) -> Meld | None:
    cards = tuple(sorted(cards))
    kind = classify([card.face for card in cards])
    return None if kind is None else Meld(kind, cards)


class Partition(NamedTuple):
    """The solver's answer for a multiset of faces: `loose` faces fit no meld; among the
    partitions leaving fewest loose cards, `groups` is one scoring the most `points`."""

    loose: tuple[int, ...]
    points: int
    groups: tuple[tuple[str, tuple[int, ...]], ...]

    @property
    def uncovered(self) -> int:
        return len(self.loose)

    @property
    def complete(self) -> bool:
        return not self.loose


# -- the solver -------------------------------------------------------------------------------
def _identical(face: int, count: int) -> tuple[int, int, list, list]:
    """(loose, points, groups, loose faces) for `count` cards of one non-General face: a quad
    beats two pairs (2 points to 0), a lone card is loose."""
    groups, loose, points = [], [], 0
    while count >= 5:  # more than one pack's worth only in synthetic tests
        groups.append((QUAD, (face,) * 4))
        points += 2
        count -= 4
    if count == 1:
        loose.append(face)
    elif count:
        kind = IDENTICAL[count]
        groups.append((kind, (face,) * count))
        points += POINTS.get(kind, 0)
    return len(loose), points, groups, loose


@lru_cache(maxsize=None)
def _trio_part(colour: int, trio: tuple[int, int, int], have: tuple[int, int, int]):
    """Best use of one colour's three characters that can form a one-colour mixed group:
    (loose faces, points, groups).

    For the command trio the Generals never go into identical groups: each one left outside
    a command group is a single (1 point, R2)."""
    faces = [face_of(colour, character) for character in trio]
    command = trio[0] == GENERAL
    kind = COMMAND_GROUP if command else FIELD_GROUP
    best = None
    for k in range(min(have) + 1):
        points, groups, loose_faces = 0, [(kind, tuple(faces))] * k, []
        for index, face in enumerate(faces):
            left = have[index] - k
            if command and index == 0:
                points += left
                groups = groups + [(GENERAL_SINGLE, (face,))] * left
                continue
            _, part_points, part_groups, part_loose = _identical(face, left)
            points += part_points
            groups = groups + part_groups
            loose_faces += part_loose
        key = (len(loose_faces), -points)
        if best is None or key < best[0]:
            best = (key, tuple(loose_faces), points, tuple(groups))
    return best[1:]


@lru_cache(maxsize=None)
def _soldier_splits(soldiers: tuple[int, ...]) -> tuple[tuple[tuple[int, ...], tuple], ...]:
    """Every way to take mixed-colour soldier groups out of these per-colour soldier counts,
    as (remaining counts, groups of colours); one way per distinct remainder."""
    found: dict[tuple[int, ...], tuple] = {}

    def take(index: int, left: tuple[int, ...], groups: tuple) -> None:
        if index == len(SOLDIER_SETS):
            found.setdefault(left, groups)
            return
        colours = SOLDIER_SETS[index]
        while True:
            take(index + 1, left, groups)
            if any(left[c] == 0 for c in colours):
                return
            left = tuple(n - 1 if c in colours else n for c, n in enumerate(left))
            groups = groups + (colours,)

    take(0, soldiers, ())
    return tuple(found.items())


SOLDIER_FACES = tuple(face_of(colour, SOLDIER) for colour in range(len(COLOURS)))


@lru_cache(maxsize=None)
def _soldier_part(soldiers: tuple[int, ...]):
    """Best grouping of the Soldiers: mixed-colour groups and identical groups, chosen together
    (three identical triples score 3, three mixed groups of the same cards 0)."""
    best = None
    for left, sets in _soldier_splits(soldiers):
        loose, points = [], 0
        groups = [(SOLDIER_GROUP, tuple(SOLDIER_FACES[c] for c in colours)) for colours in sets]
        for colour, count in enumerate(left):
            _, part_points, part_groups, part_loose = _identical(SOLDIER_FACES[colour], count)
            points += part_points
            groups += part_groups
            loose += part_loose
        key = (len(loose), -points)
        if best is None or key < best[0]:
            best = (key, tuple(loose), points, tuple(groups))
    return best[1:]


COMMAND_TRIO = (GENERAL, ADVISOR, ELEPHANT)
FIELD_TRIO = (CHARIOT, HORSE, CANNON)


@lru_cache(maxsize=1 << 16)  # bounded: a desktop app keeps running for hours
def solve(counts: tuple[int, ...]) -> Partition:
    """Group a multiset of faces (33 counts) with fewest loose cards, then most points.

    The parts (each colour's command trio, each colour's field trio, the Soldiers, the
    flowers) share no card and no meld, so each part's best is the whole's best."""
    loose: list[int] = []
    points = 0
    groups: list = []
    for face in range(CHESS_FACES, FACES):
        for _ in range(counts[face]):
            groups.append((FLOWER_SINGLE, (face,)))
            points += 3
    for colour in range(len(COLOURS)):
        base = colour * 7
        for trio, have in ((COMMAND_TRIO, counts[base:base + 3]), (FIELD_TRIO, counts[base + 3:base + 6])):
            if any(have):
                part_loose, part_points, part_groups = _trio_part(colour, trio, have)
                loose += part_loose
                points += part_points
                groups += part_groups
    part_loose, part_points, part_groups = _soldier_part(counts[SOLDIER:CHESS_FACES:7])
    return Partition(tuple(sorted(loose + list(part_loose))), points + part_points, tuple(groups) + part_groups)


def solve_cards(cards: Iterable[Card]) -> Partition:
    return solve(tuple(face_counts(cards)))


def assign(cards: Iterable[Card], groups) -> list[Meld]:
    """Turn a face partition back into melds of these physical cards."""
    pool: dict[int, list[Card]] = {}
    for card in sorted(cards, reverse=True):
        pool.setdefault(card.face, []).append(card)
    return [Meld(kind, tuple(sorted(pool[face].pop() for face in faces))) for kind, faces in groups]


# -- the win test (R2) --------------------------------------------------------------------------
def winning_melds(hidden: Iterable[Card], exposed: Sequence[Meld], new_card: Card) -> list[Meld] | None:
    """R2: hidden hand + exposed groups + the new card must all be melds; the exposed groups
    are fixed, the hidden part and the new card may use any partition. Returns the best-scoring
    full set of melds (exposed first), or None if the cards do not all group."""
    counts = face_counts(hidden)
    # One new card joins one meld of at most four, so it can cover at most three cards that
    # were loose without it: a hand with more loose cards cannot be completed (a cheap test on
    # a hand the memo has usually seen before).
    if solve(tuple(counts)).uncovered > 3:
        return None
    counts[new_card.face] += 1
    partition = solve(tuple(counts))
    if not partition.complete:
        return None
    return [*exposed, *assign([*hidden, new_card], partition.groups)]


def can_win(counts: Sequence[int], loose: int, new_face: int) -> bool:
    """Whether one more `new_face` completes a hand of these face counts, which leave `loose`
    cards uncovered: `winning_melds`' answer, without building the melds."""
    if loose > 3:
        return False  # see winning_melds
    trial = list(counts)
    trial[new_face] += 1
    return solve(tuple(trial)).complete


# -- one part at a time ---------------------------------------------------------------------------
# `solve` adds up independent parts (each colour's command trio and field trio, the Soldiers; a
# flower is always a single), so one more card changes only the part it belongs to. The AI asks
# "what would each face do to this hand?" thousands of times: re-solving just that part gives
# the same answers as re-solving the whole hand, several times faster.
SOLDIER_PART = 2 * len(COLOURS)  # parts 0..7 are (colour, trio) pairs, 8 the Soldiers


def _part_of(face: int) -> int | None:
    if face >= CHESS_FACES:
        return None
    colour, character = divmod(face, 7)
    if character == SOLDIER:
        return SOLDIER_PART
    return 2 * colour + (0 if character in COMMAND_TRIO else 1)


PART_OF: tuple[int | None, ...] = tuple(_part_of(face) for face in range(FACES))


def part_loose(counts: Sequence[int], part: int) -> int:
    """Loose cards of one part of a hand, as `solve` would leave them."""
    if part == SOLDIER_PART:
        return len(_soldier_part(tuple(counts[SOLDIER:CHESS_FACES:7]))[0])
    colour, field = divmod(part, 2)
    base = colour * 7 + 3 * field
    have = tuple(counts[base:base + 3])
    if not any(have):
        return 0
    return len(_trio_part(colour, FIELD_TRIO if field else COMMAND_TRIO, have)[0])


def parts_loose(counts: Sequence[int]) -> list[int]:
    """Each part's loose cards; their sum is `solve(counts).uncovered`."""
    return [part_loose(counts, part) for part in range(SOLDIER_PART + 1)]


def loose_with(counts: list[int], face: int, base: Sequence[int]) -> int:
    """Loose cards of the whole hand with one more `face`, given its `parts_loose`."""
    part = PART_OF[face]
    total = sum(base)
    if part is None:
        return total  # a flower is a meld of its own
    counts[face] += 1
    changed = part_loose(counts, part)
    counts[face] -= 1
    return total - base[part] + changed


# -- distance to a win, for the AI and the hint -------------------------------------------------
def winning_faces(counts: Sequence[int]) -> list[int]:
    """Faces whose arrival would complete this hidden hand (exposed groups are already melds)."""
    base = parts_loose(counts)
    if sum(base) > 3:
        return []  # see winning_melds
    trial = list(counts)
    return [face for face in range(FACES) if loose_with(trial, face, base) == 0]


def helpful_faces(counts: Sequence[int]) -> list[int]:
    """Faces that would leave fewer loose cards if added (pair a lone card, complete a group)."""
    base = parts_loose(counts)
    total = sum(base)
    trial = list(counts)
    return [face for face in range(CHESS_FACES) if loose_with(trial, face, base) < total]


def distance(counts: Sequence[int]) -> int:
    """How far a hidden hand is from a win: 0 when one card can complete it ("ready").

    Otherwise each loose card beyond the last must leave the hand — discarded after a claim,
    since a non-winning claim can never pair it (R6) — so the distance is the loose count less
    one (the last loose card can be paired by the winning card)."""
    loose = solve(tuple(counts)).uncovered
    if loose <= 1 or winning_faces(counts):
        return 0
    return loose - 1


def face_name(face: int):
    """A face's name (the card name without the copy)."""
    if face >= CHESS_FACES:
        return Card(face, 0).name()
    return Card(face, 1).name()
