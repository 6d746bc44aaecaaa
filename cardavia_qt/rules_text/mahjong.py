"""Chinese Official Mahjong (MCR) rules page (translation context ``RulesMahjong``)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from . import Bullets, Paragraph, RulesPage, Section, Table

CONTEXT = "RulesMahjong"

PAGE = RulesPage(
    game_id="mahjong",
    context=CONTEXT,
    title=QT_TRANSLATE_NOOP("RulesMahjong", "Chinese Official Mahjong (MCR)"),
    intro=QT_TRANSLATE_NOOP(
        "RulesMahjong",
        "Chinese Official Mahjong comes from China and is played with 144 tiles. This "
        "table seats four players, you against three AI, for one deal. Find scoring "
        "patterns in your hand and reach eight points under the Chinese Official rules "
        "(the Mahjong Competition Rules, or MCR), with flower points counted separately.",
    ),
    sections=(
        Section(
            heading=QT_TRANSLATE_NOOP("RulesMahjong", "Objective"),
            blocks=(
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesMahjong",
                        "A winning hand needs at least eight points before flowers. All "
                        "four players compete individually; the first valid win ends the "
                        "deal.",
                    )
                ),
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesMahjong",
                        "If the wall runs out with no winner, the deal is a draw.",
                    )
                ),
            ),
        ),
        Section(
            heading=QT_TRANSLATE_NOOP("RulesMahjong", "Tiles and sets"),
            blocks=(
                Bullets(
                    (
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "<b>Suits:</b> characters, bamboo and dots, each numbered 1 to "
                            "9. The 1s and 9s are <b>terminals</b>; 2 to 8 are "
                            "<b>simples</b>.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "<b>Honors:</b> the four winds (East, South, West, North) and "
                            "the three dragons (red, green, white).",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "<b>Flowers:</b> eight bonus tiles. They are never part of a "
                            "hand's sets; each one is worth 1 point.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "<b>Chow:</b> three consecutive tiles of one suit. "
                            "<b>Pung:</b> three identical tiles. <b>Kong:</b> four "
                            "identical tiles. <b>Pair:</b> two identical tiles.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "A set made with a claimed discard is <b>melded</b> and "
                            "shown on the table; a set built only from your own draws is "
                            "<b>concealed</b>.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "<b>Knitted tiles:</b> the runs 1-4-7, 2-5-8 and 3-6-9, each in "
                            "a different suit. All nine together form a <b>knitted "
                            "straight</b>.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "<b>Fan:</b> a scoring pattern. A hand's points are the sum of "
                            "its fan.",
                        ),
                    )
                ),
            ),
        ),
        Section(
            heading=QT_TRANSLATE_NOOP("RulesMahjong", "Set-up"),
            blocks=(
                Bullets(
                    (
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "144 tiles: characters, bamboo and dots 1 to 9 (four of each), "
                            "four of each wind and dragon, and eight flowers (plum, orchid, "
                            "chrysanthemum, bamboo; spring, summer, autumn, winter).",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong", "Each flower is worth 1 bonus point."
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "The dealer receives 14 tiles, the others 13.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "Flowers are exposed at once and replaced from the end of the "
                            "wall, again if the replacement is also a flower.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "The prevalent (round) wind is East. Seat winds run East, South, "
                            "West, North from the dealer.",
                        ),
                    )
                ),
            ),
        ),
        Section(
            heading=QT_TRANSLATE_NOOP("RulesMahjong", "A turn"),
            blocks=(
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesMahjong",
                        "On your turn, draw a tile, then discard one: select a tile and "
                        "confirm the discard. The four copies of a tile look alike, but "
                        "each is its own tile, and you choose exactly which one you play.",
                    )
                ),
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesMahjong",
                        "<b>Claiming a discard.</b> When a tile is discarded, the other "
                        "players may claim it:",
                    )
                ),
                Bullets(
                    (
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "Any other player may claim a discard to complete a win, a "
                            "pung or an exposed kong. Only the next player may chow it.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "All responses are collected before the tile is awarded. A win "
                            "beats a pung or kong, which beats a chow.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "Equal claims follow seating order after the discarder.",
                        ),
                    )
                ),
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesMahjong",
                        "<b>Kongs.</b> A kong counts as one set of the hand:",
                    )
                ),
                Bullets(
                    (
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "Four matching tiles in your hand may be declared a concealed "
                            "kong. A fourth tile may extend an exposed pung into an added "
                            "kong.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "After any kong, draw a replacement tile from the end of the "
                            "wall, then discard. A kong may be declared only while a "
                            "replacement tile is available.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "An added kong can be robbed: another player may win on the "
                            "tile you add. A concealed kong cannot be robbed.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "After a chow or pung, you discard before you can declare a "
                            "concealed or added kong.",
                        ),
                    )
                ),
            ),
        ),
        Section(
            heading=QT_TRANSLATE_NOOP("RulesMahjong", "Winning hands and scoring"),
            blocks=(
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesMahjong",
                        "A standard win is four melds (chows, pungs or kongs) and a pair. "
                        "These special hands also win:",
                    )
                ),
                Bullets(
                    (
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong", "<b>Seven Pairs:</b> any seven pairs."
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "<b>Seven Shifted Pairs:</b> seven pairs of consecutive "
                            "numbers in one suit.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "<b>Thirteen Orphans:</b> one of each terminal and honor, plus "
                            "a second copy of any one of them.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "<b>Lesser Honors and Knitted Tiles:</b> fourteen different "
                            "single tiles, taken from the knitted runs and the honors.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "<b>Greater Honors and Knitted Tiles:</b> the same, with all "
                            "seven honors among them.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "<b>Knitted Straight hands:</b> the nine knitted tiles plus one "
                            "more set and a pair.",
                        ),
                    )
                ),
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesMahjong",
                        "Your hand is scored with the highest valid total under MCR values "
                        "and exclusions. Winds, dragons, concealed pungs, kongs, waits and "
                        "the way you won all count.",
                    )
                ),
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesMahjong",
                        "Some fan already include others, and the included fan are not "
                        "counted again. For example, Big Four Winds is not also scored as "
                        "Big Three Winds, Prevalent Wind or Seat Wind, and Seven Pairs is "
                        "not also scored as Concealed Hand or Single Wait.",
                    )
                ),
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesMahjong",
                        "Flowers are added only after the eight-point minimum is met.",
                    )
                ),
            ),
        ),
        Section(
            heading=QT_TRANSLATE_NOOP("RulesMahjong", "The 81 fan"),
            blocks=(
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesMahjong",
                        "These are all the scoring patterns of the Chinese Official rules, "
                        "from the highest value to the lowest. Flower Tiles scores 1 point "
                        "for each flower.",
                    )
                ),
                Table(
                    header=(
                        QT_TRANSLATE_NOOP("RulesMahjong", "Fan"),
                        QT_TRANSLATE_NOOP("RulesMahjong", "Points"),
                    ),
                    rows=(
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Big Four Winds"), "88"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Big Three Dragons"), "88"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "All Green"), "88"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Nine Gates"), "88"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Four Kongs"), "88"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Seven Shifted Pairs"), "88"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Thirteen Orphans"), "88"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "All Terminals"), "64"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Little Four Winds"), "64"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Little Three Dragons"), "64"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "All Honors"), "64"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Four Concealed Pungs"), "64"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Pure Terminal Chows"), "64"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Quadruple Chow"), "48"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Four Pure Shifted Pungs"), "48"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Four Pure Shifted Chows"), "32"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Three Kongs"), "32"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "All Terminals and Honors"), "32"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Seven Pairs"), "24"),
                        (
                            QT_TRANSLATE_NOOP("RulesMahjong", "Greater Honors and Knitted Tiles"),
                            "24",
                        ),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "All Even Pungs"), "24"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Full Flush"), "24"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Pure Triple Chow"), "24"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Pure Shifted Pungs"), "24"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Upper Tiles"), "24"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Middle Tiles"), "24"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Lower Tiles"), "24"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Pure Straight"), "16"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Three-Suited Terminal Chows"), "16"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Pure Shifted Chows"), "16"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "All Five"), "16"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Triple Pung"), "16"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Three Concealed Pungs"), "16"),
                        (
                            QT_TRANSLATE_NOOP("RulesMahjong", "Lesser Honors and Knitted Tiles"),
                            "12",
                        ),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Knitted Straight"), "12"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Upper Four"), "12"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Lower Four"), "12"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Big Three Winds"), "12"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Mixed Straight"), "8"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Reversible Tiles"), "8"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Mixed Triple Chow"), "8"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Mixed Shifted Pungs"), "8"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Chicken Hand"), "8"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Last Tile Draw"), "8"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Last Tile Claim"), "8"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Out with Replacement Tile"), "8"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Robbing the Kong"), "8"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "All Pungs"), "6"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Half Flush"), "6"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Mixed Shifted Chows"), "6"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "All Types"), "6"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Melded Hand"), "6"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Two Concealed Kongs"), "6"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Two Dragon Pungs"), "6"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Outside Hand"), "4"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Fully Concealed Hand"), "4"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Two Melded Kongs"), "4"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Last Tile"), "4"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Dragon Pung"), "2"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Prevalent Wind"), "2"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Seat Wind"), "2"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Concealed Hand"), "2"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "All Chows"), "2"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Tile Hog"), "2"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Double Pung"), "2"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Two Concealed Pungs"), "2"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Concealed Kong"), "2"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "All Simples"), "2"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Pure Double Chow"), "1"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Mixed Double Chow"), "1"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Short Straight"), "1"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Two Terminal Chows"), "1"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Pung of Terminals or Honors"), "1"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Melded Kong"), "1"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "One Voided Suit"), "1"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "No Honors"), "1"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Edge Wait"), "1"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Closed Wait"), "1"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Single Wait"), "1"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Self-Drawn"), "1"),
                        (QT_TRANSLATE_NOOP("RulesMahjong", "Flower Tiles"), "1"),
                    ),
                ),
            ),
        ),
        Section(
            heading=QT_TRANSLATE_NOOP("RulesMahjong", "Settlement and end"),
            blocks=(
                Bullets(
                    (
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "<b>Self-drawn win:</b> each opponent pays 8 plus the hand "
                            "total.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "<b>Win on a discard:</b> the discarder pays 8 plus the hand "
                            "total; each of the other two opponents pays 8.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong", "The hand total includes flowers."
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "When several players declare a win on the same discard, only "
                            "the nearest player after the discarder wins.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "Payments are shown as points; no money is involved.",
                        ),
                    )
                ),
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesMahjong",
                        "<i>Example:</i> you win with a 10-point hand and two flowers, a "
                        "total of 12. If you drew the winning tile yourself, each opponent "
                        "pays you 20, 60 in all. If you won on a discard, the discarder "
                        "pays 20 and the other two pay 8 each, 36 in all.",
                    )
                ),
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesMahjong",
                        "If a player needs to draw and no tile is left in the wall, the "
                        "deal is a draw and nobody pays.",
                    )
                ),
            ),
        ),
        Section(
            heading=QT_TRANSLATE_NOOP("RulesMahjong", "Rule clarifications"),
            blocks=(
                Bullets(
                    (
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "<b>Paying for a discard win.</b> The discarder pays 8 plus the "
                            "total, and <i>each</i> of the other two opponents pays 8, as in "
                            "standard MCR.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "<b>Special wins.</b> Winning on a kong replacement tile (Out "
                            "with Replacement Tile), Robbing the Kong, winning on the last "
                            "tile of the wall (Last Tile Draw or Last Tile Claim) and Last "
                            "Tile (the fourth copy of a tile, the other three already "
                            "visible) are scored as MCR defines them.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "<b>The last tile of the wall.</b> It is drawn normally, and "
                            "its discard can still be won.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "<b>The wall.</b> All 144 tiles form the wall. There is no dead "
                            "wall apart from the replacement draws from its end. The deal "
                            "is drawn when a player would need to draw and no tile is left.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "<b>Chicken Hand.</b> A hand that scores no other fan still "
                            "wins as Chicken Hand, worth 8 points. Flowers never help reach "
                            "the 8-point minimum.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "<b>Declaring a win.</b> Only a win worth at least 8 points "
                            "before flowers can be declared: you are offered <i>Hu</i> only "
                            "then, and an AI never declares a smaller win.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "<b>Several winners.</b> When more than one player declares a "
                            "win on the same discard, only the nearest claimant after the "
                            "discarder wins (head bump).",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "<b>Seats.</b> The dealer (East) is chosen at random for the "
                            "deal. Play runs anticlockwise: East, then South on East's "
                            "right, West opposite and North on East's left. You always sit "
                            "at the bottom of the table, whatever your wind.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "<b>Nothing is forced.</b> You may always pass on a claim, and "
                            "you may decline a self-drawn win. Nobody has to claim or to "
                            "win.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesMahjong",
                            "<b>Knitted straight.</b> The nine knitted tiles are always "
                            "concealed: they cannot be claimed into the straight. The "
                            "hand's remaining set may be exposed, as in MCR.",
                        ),
                    )
                ),
            ),
        ),
    ),
)
