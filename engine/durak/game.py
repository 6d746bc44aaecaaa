"""Durak's entry in the game registry."""

from __future__ import annotations

from engine.core.registry import GameInfo
from engine.durak.actions import action_from_json
from engine.durak.ai_easy import EasyDurak
from engine.durak.ai_expert import ExpertDurak
from engine.durak.ai_hard import HardDurak
from engine.durak.rules import DurakState

INFO = GameInfo(
    id="durak",
    name="Durak",
    players=2,
    origin="Russia",
    cards=36,
    unit="cards",
    wikipedia="https://en.wikipedia.org/wiki/Durak",
    description=(
        "Defend with a higher card of the same suit or a trump, and add attacks that match ranks "
        "already on the table. After the stock runs out, the last player still holding cards "
        "becomes the durak (the fool)."
    ),
    table="2 players · you against one AI · a single deal",
    new_state=lambda seed, **options: DurakState.new(seed),
    action_parser=action_from_json,
    policies={"easy": EasyDurak, "hard": HardDurak, "expert": ExpertDurak},
)
