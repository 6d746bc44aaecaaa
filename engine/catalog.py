"""Every game Cardavia offers, in lobby order. Games without rules yet are listed as coming;
the app offers a game once it also has a table for it (cardavia_qt.table.can_play)."""

from __future__ import annotations

from engine.core.registry import GameInfo, register
from engine.durak.game import INFO as DURAK
from engine.mahjong.game import INFO as MAHJONG
from engine.sisepai.game import INFO as SISEPAI

register(SISEPAI)
register(DURAK)
register(MAHJONG)
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
