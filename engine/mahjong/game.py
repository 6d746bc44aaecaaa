"""Chinese Official Mahjong's entry in the game registry (the catalogue registers it; the app
offers it once it has a table)."""

from __future__ import annotations

from engine.core.registry import GameInfo
from engine.mahjong.actions import action_from_json
from engine.mahjong.ai_easy import EasyMahjong
from engine.mahjong.ai_expert import ExpertMahjong
from engine.mahjong.ai_hard import HardMahjong
from engine.mahjong.deal import MahjongState

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
    new_state=lambda seed, **options: MahjongState.new(seed),
    action_parser=action_from_json,
    policies={"easy": EasyMahjong, "hard": HardMahjong, "expert": ExpertMahjong},
)
