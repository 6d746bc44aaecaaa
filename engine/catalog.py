"""Every game Cardavia offers, in lobby order. Games without rules yet are listed as coming;
the app offers a game once it also has a table for it (cardavia_qt.table.can_play)."""

from __future__ import annotations

from engine.core.registry import GameInfo, register
from engine.durak.game import INFO as DURAK
from engine.sisepai.game import INFO as SISEPAI

register(SISEPAI)
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
