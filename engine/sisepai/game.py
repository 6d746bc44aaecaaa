"""Sì Sè Pái's entry in the game registry (the catalogue registers it)."""

from __future__ import annotations

from engine.core.registry import GameInfo
from engine.sisepai.actions import action_from_json
from engine.sisepai.ai_easy import EasySisepai
from engine.sisepai.ai_expert import ExpertSisepai
from engine.sisepai.ai_hard import HardSisepai
from engine.sisepai.rules import SisepaiState

INFO = GameInfo(
    id="sisepai",
    name="Sì Sè Pái",
    players=4,
    origin="Southern Fujian tradition · China",
    # The lobby shows the tradition's pack size; the flower variant plays 117 of them (R14).
    cards=120,
    unit="cards",
    wikipedia="https://en.wikipedia.org/wiki/Four_Color_Cards",
    description="Chess pieces and soldiers in four colours: Red, Yellow, White and Green.",
    table="4 players · you against three AI · one deal",
    new_state=lambda seed, **options: SisepaiState.new(seed),
    action_parser=action_from_json,
    policies={"easy": EasySisepai, "hard": HardSisepai, "expert": ExpertSisepai},
)
