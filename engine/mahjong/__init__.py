"""Chinese Official Mahjong (MCR) rules core: tiles, hands, the 81 fan, shanten.

    from engine.mahjong import score, analyse, shanten
    score(WinningHand(...))        -> Score (fans, totals, valid_win)
    analyse(melds, concealed)      -> Analysis (shanten and useful tiles for every form)
    shanten_number(melds, concealed) -> int (fast path)

Pure Python, no Qt. Tiles are kinds 0..33 (see `tiles`); `notation` reads the competition JSON
and the players' short notation; `cli` is the `cardavia-mcr` command.
"""

import importlib

# Where each name of the package's short form lives. They load on first use (PEP 562), so the
# lobby, which reads only engine.mahjong.game's facts, never loads the scorer.
_HOMES = {
    "MahjongError": "errors",
    "Meld": "hand", "SetKind": "hand", "WinningHand": "hand", "WinSituation": "hand", "make_meld": "hand",
    "FanCount": "scoring", "Reading": "scoring", "Score": "scoring", "readings": "scoring", "score": "scoring",
    "waits": "scoring",
    "Analysis": "shanten", "FormResult": "shanten", "analyse": "shanten", "shanten_number": "shanten",
}
__all__ = sorted(_HOMES)


def __getattr__(name: str):
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{_HOMES[name]}"), name)
