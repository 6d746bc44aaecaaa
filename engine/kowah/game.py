"""Kowah's entry in the game registry (the catalogue registers it)."""

from __future__ import annotations

from engine.core.registry import GameInfo
from engine.kowah.actions import action_from_json
from engine.kowah.ai_easy import EasyKowah
from engine.kowah.ai_expert import ExpertKowah
from engine.kowah.ai_hard import HardKowah
from engine.kowah.rules import KowahState

INFO = GameInfo(
    id="kowah",
    name="Kowah",
    players=3,
    origin="Java, Indonesia",
    cards=120,
    unit="cards",
    wikipedia="https://en.wikipedia.org/wiki/Ceki",
    description=(
        "A traditional money-card game of Chinese communities in Java: make two triples and an "
        "identical pair, declare cheki, then wait for the third matching card."
    ),
    table="3 players · you against two AI · one deal",
    new_state=lambda seed, **options: KowahState.new(seed),
    action_parser=action_from_json,
    policies={"easy": EasyKowah, "hard": HardKowah, "expert": ExpertKowah},
)
