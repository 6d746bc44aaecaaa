"""Chinese Official Mahjong (MCR) rules core: tiles, hands, the 81 fan, shanten.

    from engine.mahjong import score, analyse, shanten
    score(WinningHand(...))        -> Score (fans, totals, valid_win)
    analyse(melds, concealed)      -> Analysis (shanten and useful tiles for every form)
    shanten_number(melds, concealed) -> int (fast path)

Pure Python, no Qt. Tiles are kinds 0..33 (see `tiles`); `notation` reads the competition JSON
and the players' short notation; `cli` is the `cardavia-mcr` command.
"""

from engine.mahjong.errors import MahjongError
from engine.mahjong.hand import Meld, SetKind, WinningHand, WinSituation, make_meld
from engine.mahjong.scoring import FanCount, Reading, Score, readings, score, waits
from engine.mahjong.shanten import Analysis, FormResult, analyse, shanten_number

__all__ = [
    "Analysis", "FanCount", "FormResult", "MahjongError", "Meld", "Reading", "Score", "SetKind", "WinSituation",
    "WinningHand", "analyse", "make_meld", "readings", "score", "shanten_number", "waits",
]
