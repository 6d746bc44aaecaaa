"""Durak's entry in the game registry."""

from __future__ import annotations

from engine.core.registry import GameInfo

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
    # The rules and the AIs are named, not imported: they load when a deal starts (registry.load).
    new_state="engine.durak.rules:DurakState.new",
    action_parser="engine.durak.actions:action_from_json",
    policies={
        "easy": "engine.durak.ai_easy:EasyDurak",
        "hard": "engine.durak.ai_hard:HardDurak",
        "expert": "engine.durak.ai_expert:ExpertDurak",
    },
    choice_gap="engine.durak.ai_hard:choice_gap",  # the review's measure of a difference
)
