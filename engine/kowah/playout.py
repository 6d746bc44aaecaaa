"""Fast playouts for search: a beginner's habits with a sharper eye, played straight on a state.

The habits: keep the cards closest to two triples and a pair (`shortfall`, the easy AI's
measure, worked out from rank counts instead of listing every plan), take the latest discard
when that brings the hand closer, never discard a face a declared seat waits on while there is
another choice, and declare on the wait with the most copies still out (never on a dead one).
A declared hand only draws, so a deal whose undeclared hands are all declared plays on by rule
alone; a playout runs to the end of the deal.
"""

from __future__ import annotations

import random
from typing import Sequence

from engine.kowah.actions import Declare, Discard, Draw, KowahAction, Pass, Take
from engine.kowah.cards import COPIES, rank_of, FACES
from engine.kowah.rules import DECLARE, DISCARD, DRAW, KowahState

RANK = {face: rank_of(face) for face in FACES}
_DRAW, _TAKE, _PASS = Draw(), Take(), Pass()


#: Shortfalls already worked out, by the sorted faces: a hand's turn starts with the cards its
#: last discard left, whose shortfall that discard already knew. Cleared when it grows large.
_KNOWN: dict[tuple[str, ...], int] = {}
KNOWN_LIMIT = 1 << 16


def known_shortfall(faces: Sequence[str]) -> int:
    key = tuple(sorted(faces))
    value = _KNOWN.get(key)
    if value is None:
        if len(_KNOWN) >= KNOWN_LIMIT:
            _KNOWN.clear()
        value = _KNOWN[key] = shortfall(key)
    return value


def shortfall(faces: Sequence[str]) -> int:
    """The fewest cards any plan still lacks to be ready: for each face held as the pair, the
    copies it still needs plus what the two best triple ranks lack (as `plans.shortfall`)."""
    counts: dict[str, int] = {}
    ranks: dict[str, int] = {}
    for face in faces:
        counts[face] = counts.get(face, 0) + 1
        rank = RANK[face]
        ranks[rank] = ranks.get(rank, 0) + 1
    return _shortfall(counts, ranks)


def _shortfall(counts: dict[str, int], ranks: dict[str, int]) -> int:
    return _plan(counts, ranks)[0]


def _plan(counts: dict[str, int], ranks: dict[str, int]) -> tuple[int, str, tuple[str, ...]]:
    """(shortfall, pair face, triple ranks) of a nearest plan (one rank twice: two triples of
    one rank)."""
    best, best_pair, best_ranks = 99, "", ()
    for pair, held in counts.items():
        if not held:
            continue
        used = 2 if held >= 2 else 1
        pair_rank = RANK[pair]
        top = second = six = 0
        top_rank = second_rank = six_rank = ""
        for rank, n in ranks.items():
            if rank == pair_rank:
                n -= used
            if n > six:
                six, six_rank = n, rank
            three = 3 if n > 3 else n
            if three > top:
                top, second, top_rank, second_rank = three, top, rank, top_rank
            elif three > second:
                second, second_rank = three, rank
        kept, kept_ranks = top + second, (top_rank, second_rank)
        if six > kept:
            kept, kept_ranks = (6 if six > 6 else six), (six_rank, six_rank)
        need = 2 - used + 6 - kept
        if need < best:
            best, best_pair, best_ranks = need, pair, kept_ranks
    return best, best_pair, best_ranks


def _counts(faces) -> tuple[dict[str, int], dict[str, int]]:
    counts: dict[str, int] = {}
    ranks: dict[str, int] = {}
    for face in faces:
        counts[face] = counts.get(face, 0) + 1
        rank = RANK[face]
        ranks[rank] = ranks.get(rank, 0) + 1
    return counts, ranks


def _spare(faces: list[str], choices: Sequence[int], rng: random.Random) -> int | None:
    """A card among `choices` that a nearest plan of the whole hand does not use: discarding it
    leaves the fewest cards lacking (a plan uses at most eight of the nine cards)."""
    counts, ranks = _counts(faces)
    need, pair, plan_ranks = _plan(counts, ranks)
    room = {pair: 2}
    for rank in plan_ranks:
        if rank:
            room[rank] = room.get(rank, 0) + 3
    spare = []
    for index, face in enumerate(faces):
        if room.get(face, 0) > 0:
            room[face] -= 1
        elif room.get(RANK[face], 0) > 0:
            room[RANK[face]] -= 1
        elif index in choices:
            spare.append(index)
    if not spare:
        return None
    index = spare[rng.randrange(len(spare))] if len(spare) > 1 else spare[0]
    if len(_KNOWN) < KNOWN_LIMIT:
        _KNOWN[tuple(sorted(faces[:index] + faces[index + 1:]))] = need  # the plan keeps all it had
    return index


def _best_discard(faces: list[str], choices, rng: random.Random) -> tuple[int, int]:
    """(shortfall left, index) of the best of `choices`, ties at random. The counts are made
    once and each discard is tried by taking one card off them."""
    counts, ranks = _counts(faces)
    best, best_key = None, None
    tried: dict[str, int] = {}
    for index in choices:
        face = faces[index]
        left = tried.get(face)
        if left is None:
            rank = RANK[face]
            counts[face] -= 1
            ranks[rank] -= 1
            left = tried[face] = _shortfall(counts, ranks)
            counts[face] += 1
            ranks[rank] += 1
        key = (left, rng.random())
        if best_key is None or key < best_key:
            best, best_key = index, key
    return best_key[0], best


def out_copies(state: KowahState, face: str, seat: int) -> int:
    """Copies of `face` that could still come to `seat`: not in its hand, not discarded, not
    locked in a declared hand."""
    gone = sum(1 for card in state.hands[seat] if card.face == face)
    gone += sum(1 for card in state.discards if card.face == face)
    for other, hand in enumerate(state.hands):
        if other != seat and state.declared[other] is not None:
            gone += sum(1 for card in hand if card.face == face)
    return COPIES - gone


def habit(state: KowahState, seat: int, legal: Sequence[KowahAction], rng: random.Random) -> KowahAction:
    if len(legal) == 1:
        return legal[0]
    phase = state.phase
    hand = state.hands[seat]
    faces = [card.face for card in hand]
    if phase == DRAW:
        latest = state.discards[-1].face
        held = {RANK[face] for face in faces}
        if RANK[latest] not in held and len(held) >= 2:
            # A card of a rank the hand lacks only opens plans no nearer than those a lone
            # card it holds already opens: it cannot help.
            return _DRAW
        # Nine cards lack what their best eight lack (a plan leaves one card spare), so the
        # hand with the discard is compared as it is; R7 only rarely forbids that spare card.
        return _TAKE if shortfall(faces + [latest]) < known_shortfall(faces) else _DRAW
    if phase == DECLARE:
        best, outs = _PASS, 0
        for action in legal:
            if action.__class__ is Declare:
                copies = out_copies(state, action.pair, seat)
                if copies > outs:
                    best, outs = action, copies
        return best
    waits = {face for other, face in enumerate(state.declared) if other != seat and face is not None}
    choices = [i for i, card in enumerate(hand) if card != state.taken]
    safe = [i for i in choices if faces[i] not in waits] or choices
    index = _spare(faces, safe, rng)
    if index is None:
        _, index = _best_discard(faces, safe, rng)
    return Discard(hand[index])


def play_out(state: KowahState, rng: random.Random) -> list[float]:
    """Play habits to the end of the deal: 1 for the winner, 0 for the others."""
    while state.outcome is None:
        seat = state.turn
        if state.phase == DRAW and state.declared[seat] is not None:
            state._draw(seat)  # R6: a declared hand only draws; the rest happens by rule
            continue
        state._perform(seat, habit(state, seat, state.legal_actions(seat), rng))
    rewards = [0.0] * len(state.hands)
    for seat in state.outcome.winners:
        rewards[seat] = 1.0
    return rewards
