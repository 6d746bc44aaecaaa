"""The table's Hint: what the hard AI would do, and how far the hand is from a win.

Built from the seat's view alone, like every AI decision, so a hint never leaks hidden cards.
"""

from __future__ import annotations

from typing import NamedTuple, Sequence

from engine.core.rng import make_rng
from engine.sisepai.actions import SisepaiAction
from engine.sisepai.ai_hard import HardSisepai
from engine.sisepai.cards import face_counts
from engine.sisepai.melds import distance, helpful_faces, winning_faces
from engine.sisepai.rules import SisepaiView


class Hint(NamedTuple):
    action: SisepaiAction | None  # the suggested move, if the seat must act
    distance: int  # 0: one card can complete the hand
    winning_faces: tuple[int, ...]  # faces that would complete it now
    helpful_faces: tuple[int, ...]  # faces that would leave fewer loose cards


def hint(view: SisepaiView, legal: Sequence[SisepaiAction]) -> Hint:
    counts = face_counts(view.hand)
    action = HardSisepai(make_rng("sisepai", "hint")).choose(view, legal) if legal else None
    return Hint(action, distance(counts), tuple(winning_faces(counts)), tuple(helpful_faces(counts)))
