"""Chinese Official Mahjong's entry in the game registry (the catalogue registers it; the app
offers it once it has a table)."""

from __future__ import annotations

from engine.core.registry import GameInfo

INFO = GameInfo(
    id="mahjong",
    name="Chinese Official Mahjong",
    players=4,
    origin="China",
    cards=144,
    unit="tiles",
    wikipedia="https://en.wikipedia.org/wiki/Guobiao_Majiang",
    description=(
        "Find scoring patterns in your hand. Reach eight points under Chinese Official rules, "
        "with flower points counted separately."
    ),
    table="4 players · you against three AI · one deal",
    # The rules and the AIs are named, not imported: they load when a deal starts (registry.load).
    new_state="engine.mahjong.deal:MahjongState.new",
    action_parser="engine.mahjong.actions:action_from_json",
    policies={
        "easy": "engine.mahjong.ai_easy:EasyMahjong",
        "hard": "engine.mahjong.ai_hard:HardMahjong",
        "expert": "engine.mahjong.ai_expert:ExpertMahjong",
    },
    choice_gap="engine.mahjong.ai_hard:choice_gap",  # the review's measure of a difference
)
