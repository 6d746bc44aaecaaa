"""Every game Cardavia offers, in lobby order. A game without rules yet may be registered with
its lobby facts alone (shown as coming); the app offers a game once it also has a table for it
(cardavia_qt.table.can_play)."""

from __future__ import annotations

from engine.core.registry import register
from engine.durak.game import INFO as DURAK
from engine.kowah.game import INFO as KOWAH
from engine.mahjong.game import INFO as MAHJONG
from engine.sisepai.game import INFO as SISEPAI

register(SISEPAI)
register(DURAK)
register(MAHJONG)
register(KOWAH)
