"""Kowah's entry in the game registry (the catalogue registers it)."""

from __future__ import annotations

from engine.core.registry import GameInfo

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
    # The rules and the AIs are named, not imported: they load when a deal starts (registry.load).
    new_state="engine.kowah.rules:KowahState.new",
    action_parser="engine.kowah.actions:action_from_json",
    policies={
        "easy": "engine.kowah.ai_easy:EasyKowah",
        "hard": "engine.kowah.ai_hard:HardKowah",
        "expert": "engine.kowah.ai_expert:ExpertKowah",
    },
    choice_gap="engine.kowah.ai_hard:choice_gap",  # the review's measure of a difference
)
