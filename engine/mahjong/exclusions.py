"""MCR's "not combined with" rules: a scored fan excludes the fans its pattern implies.

Read as the rule book: each fan lists the fans it is never counted with. The scorer applies the
table from the most valuable fan down, and only fans that are still scored exclude others, so
an excluded fan's own exclusions never apply. Count-dependent parts of the rules (a wind pung
that already scores Prevalent Wind does not also score Pung of Terminals or Honors; Nine Gates
absorbs one terminal pung) are applied where those fans are counted.
"""

from __future__ import annotations

from engine.mahjong.fans import BY_NAME, FANS

_RULES = {
    "Big Four Winds": ["Big Three Winds", "Little Four Winds", "All Pungs", "Prevalent Wind", "Seat Wind",
                       "Pung of Terminals or Honors"],
    "Big Three Dragons": ["Little Three Dragons", "Two Dragon Pungs", "Dragon Pung"],
    "All Green": ["Half Flush", "One Voided Suit"],
    "Nine Gates": ["Full Flush", "Concealed Hand", "Fully Concealed Hand", "No Honors", "One Voided Suit"],
    "Four Kongs": ["Three Kongs", "Two Concealed Kongs", "Two Melded Kongs", "Concealed Kong", "Melded Kong",
                   "All Pungs", "Single Wait"],
    "Seven Shifted Pairs": ["Seven Pairs", "Full Flush", "Concealed Hand", "Fully Concealed Hand", "Single Wait",
                            "No Honors", "One Voided Suit"],
    "Thirteen Orphans": ["All Types", "Concealed Hand", "Fully Concealed Hand", "Single Wait"],
    "All Terminals": ["All Terminals and Honors", "All Pungs", "Outside Hand", "Pung of Terminals or Honors",
                      "No Honors", "Double Pung"],
    "Little Four Winds": ["Big Three Winds", "Pung of Terminals or Honors"],
    "Little Three Dragons": ["Two Dragon Pungs", "Dragon Pung"],
    "All Honors": ["All Terminals and Honors", "All Pungs", "Outside Hand", "Pung of Terminals or Honors",
                   "One Voided Suit"],
    "Four Concealed Pungs": ["Three Concealed Pungs", "Two Concealed Pungs", "All Pungs", "Concealed Hand",
                             "Fully Concealed Hand"],
    "Pure Terminal Chows": ["Seven Pairs", "Full Flush", "All Chows", "Pure Double Chow", "Two Terminal Chows",
                            "No Honors"],
    "Quadruple Chow": ["Pure Triple Chow", "Pure Double Chow", "Tile Hog"],
    "Four Pure Shifted Pungs": ["Pure Shifted Pungs", "All Pungs"],
    "Four Pure Shifted Chows": ["Pure Shifted Chows", "Short Straight", "Two Terminal Chows"],
    "Three Kongs": ["Two Concealed Kongs", "Two Melded Kongs", "Concealed Kong", "Melded Kong"],
    "All Terminals and Honors": ["All Pungs", "Outside Hand", "Pung of Terminals or Honors"],
    "Seven Pairs": ["Concealed Hand", "Fully Concealed Hand", "Single Wait"],
    "Greater Honors and Knitted Tiles": ["Lesser Honors and Knitted Tiles", "All Types", "Concealed Hand",
                                         "Fully Concealed Hand"],
    "All Even Pungs": ["All Pungs", "All Simples", "No Honors"],
    "Full Flush": ["Half Flush", "One Voided Suit", "No Honors"],
    "Pure Triple Chow": ["Pure Double Chow"],
    "Upper Tiles": ["Upper Four", "No Honors"],
    "Middle Tiles": ["All Simples", "No Honors"],
    "Lower Tiles": ["Lower Four", "No Honors"],
    "Three-Suited Terminal Chows": ["All Chows", "No Honors", "Mixed Double Chow", "Two Terminal Chows"],
    "All Five": ["All Simples", "No Honors"],
    "Lesser Honors and Knitted Tiles": ["All Types", "Concealed Hand", "Fully Concealed Hand"],
    "Upper Four": ["No Honors"],
    "Lower Four": ["No Honors"],
    "Reversible Tiles": ["One Voided Suit"],
    "Last Tile Draw": ["Self-Drawn"],
    "Out with Replacement Tile": ["Self-Drawn"],
    "Robbing the Kong": ["Last Tile"],
    "Melded Hand": ["Single Wait"],
    "Two Concealed Kongs": ["Concealed Kong", "Two Concealed Pungs"],
    "Two Dragon Pungs": ["Dragon Pung"],
    "Fully Concealed Hand": ["Self-Drawn", "Concealed Hand"],
    "Two Melded Kongs": ["Melded Kong"],
    "All Chows": ["No Honors"],
    "All Simples": ["No Honors"],
}

EXCLUDES: tuple[tuple[int, ...], ...] = tuple(
    tuple(BY_NAME[n] for n in _RULES.get(f.name, ())) for f in FANS
)
# fans whose pattern makes the hand concealed: self-drawn they score Self-Drawn only
INHERENTLY_CONCEALED = frozenset(
    BY_NAME[n] for n in ("Nine Gates", "Seven Shifted Pairs", "Thirteen Orphans", "Four Concealed Pungs",
                         "Seven Pairs", "Greater Honors and Knitted Tiles", "Lesser Honors and Knitted Tiles")
)


def apply(f: list[int]) -> None:
    """Strike every fan excluded by a fan that is still scored (most valuable first)."""
    for fan, excluded in enumerate(EXCLUDES):
        if excluded and f[fan]:
            for x in excluded:
                f[x] = 0
