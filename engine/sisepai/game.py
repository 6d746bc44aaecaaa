"""Sì Sè Pái's entry in the game registry (the catalogue registers it)."""

from __future__ import annotations

from engine.core.registry import GameInfo

INFO = GameInfo(
    id="sisepai",
    name="Sì Sè Pái",
    players=4,
    origin="Southern Fujian tradition · China",
    # The lobby shows the tradition's pack size, and its description the variant's (R14).
    cards=120,
    unit="cards",
    wikipedia="https://en.wikipedia.org/wiki/Four_Color_Cards",
    description="Chess pieces and soldiers in four colours: Red, Yellow, White and Green. A 120-card "
                "pack; this table plays the 117-card flower variant.",
    table="4 players · you against three AI · one deal",
    # The rules and the AIs are named, not imported: they load when a deal starts (registry.load).
    new_state="engine.sisepai.rules:SisepaiState.new",
    action_parser="engine.sisepai.actions:action_from_json",
    policies={
        "easy": "engine.sisepai.ai_easy:EasySisepai",
        "hard": "engine.sisepai.ai_hard:HardSisepai",
        "expert": "engine.sisepai.ai_expert:ExpertSisepai",
    },
    choice_gap="engine.sisepai.ai_hard:choice_gap",  # the review's measure of a difference
)
