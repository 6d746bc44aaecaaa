"""Every game Cardavia offers, in lobby order. Games without rules yet are listed as coming."""

from __future__ import annotations

from engine.core.registry import GameInfo, register
from engine.durak.game import INFO as DURAK

register(GameInfo(
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
))
register(DURAK)
register(GameInfo(
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
))
register(GameInfo(
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
))
