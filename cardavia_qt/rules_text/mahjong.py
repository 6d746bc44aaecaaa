"""Chinese Official Mahjong (MCR) rules page (translation context ``RulesMahjong``)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from . import Bullets, Entry, Paragraph, RulesPage, Section, Table, TileHand

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
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesMahjong",
                        "Under each fan, a winning hand that scores it, set by set: a bar under a "
                        "set means it was claimed, a concealed kong shows two tiles face down, "
                        "and the framed tile is the one the hand wins on.",
                    )
                ),
                Table(
                    header=(
                        QT_TRANSLATE_NOOP("RulesMahjong", "Fan"),
                        QT_TRANSLATE_NOOP("RulesMahjong", "Points"),
                    ),
                    rows=(
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Big Four Winds"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Pungs or kongs of all four winds.",
                                ),
                                TileHand("EEE SSS WWW NNN 5m ; 5m"),
                            ),
                            "88",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Big Three Dragons"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Pungs or kongs of all three dragons.",
                                ),
                                TileHand("CCC FFF PPP 123m 5p ; 5p"),
                            ),
                            "88",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "All Green"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Green tiles only: 2, 3, 4, 6 and 8 of bamboo and the Green Dragon.",
                                ),
                                TileHand("234s 234s 666s 888s F ; F"),
                            ),
                            "88",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Nine Gates"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "1-1-1-2-3-4-5-6-7-8-9-9-9 of one suit, concealed, winning on any tile of that suit.",
                                ),
                                TileHand("1112345678999m ; 5m"),
                            ),
                            "88",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Four Kongs"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Four kongs, melded or concealed.",
                                ),
                                TileHand("[1111m] [2222p] [3333s] [EEEE] 5m ; 5m"),
                            ),
                            "88",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Seven Shifted Pairs"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Seven pairs of one suit in consecutive ranks.",
                                ),
                                TileHand("11m 22m 33m 44m 55m 66m 7m ; 7m"),
                            ),
                            "88",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Thirteen Orphans"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "One of each 1, 9 and honor, and a second of any one of them.",
                                ),
                                TileHand("19m 19s 19p ESWNCFP ; 1m"),
                            ),
                            "88",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "All Terminals"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Pungs and a pair of 1s and 9s only.",
                                ),
                                TileHand("111m 999m 111s 999s 1p ; 1p"),
                            ),
                            "64",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Little Four Winds"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Pungs of three winds and a pair of the fourth.",
                                ),
                                TileHand("EEE SSS WWW 123m N ; N"),
                            ),
                            "64",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Little Three Dragons"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Pungs of two dragons and a pair of the third.",
                                ),
                                TileHand("CCC FFF 123m 456p P ; P"),
                            ),
                            "64",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "All Honors"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Winds and dragons only.",
                                ),
                                TileHand("EEE SSS WWW CCC F ; F"),
                            ),
                            "64",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Four Concealed Pungs"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Four pungs or kongs made without claiming a discard.",
                                ),
                                TileHand("111m 222p 333s EEE 5m ; 5m"),
                            ),
                            "64",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Pure Terminal Chows"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "In one suit: 1-2-3 and 7-8-9 twice each, and a pair of 5s.",
                                ),
                                TileHand("123m 123m 789m 789m 5m ; 5m"),
                            ),
                            "64",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Quadruple Chow"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "The same chow four times in one suit.",
                                ),
                                TileHand("123m 123m 123m 123m 5p ; 5p"),
                            ),
                            "48",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Four Pure Shifted Pungs"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Four pungs of one suit in consecutive ranks.",
                                ),
                                TileHand("[111m] [222m] [333m] [444m] 5p ; 5p"),
                            ),
                            "48",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Four Pure Shifted Chows"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Four chows of one suit, each one rank (or each two ranks) above the last.",
                                ),
                                TileHand("123m 234m 345m 456m 5p ; 5p"),
                            ),
                            "32",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Three Kongs"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Three kongs, melded or concealed.",
                                ),
                                TileHand("[1111m] [2222p] [3333s] 456s 5m ; 5m"),
                            ),
                            "32",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "All Terminals and Honors"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Pungs and a pair of 1s, 9s and honors only.",
                                ),
                                TileHand("111m 999m EEE SSS C ; C"),
                            ),
                            "32",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Seven Pairs"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Seven pairs, concealed.",
                                ),
                                TileHand("11m 33m 55p 77p 22s EE C ; C"),
                            ),
                            "24",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Greater Honors and Knitted Tiles"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "All seven honors once each, with seven tiles of 1-4-7, 2-5-8 and 3-6-9, each in its own suit.",
                                ),
                                TileHand("147m 25s 3p ESWNCFP ; 6p"),
                            ),
                            "24",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "All Even Pungs"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Pungs and a pair of 2s, 4s, 6s and 8s only.",
                                ),
                                TileHand("222m 444m 666p 888s 2p ; 2p"),
                            ),
                            "24",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Full Flush"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Tiles of one suit only.",
                                ),
                                TileHand("123m 345m 567m 789m 5m ; 5m"),
                            ),
                            "24",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Pure Triple Chow"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "The same chow three times in one suit.",
                                ),
                                TileHand("[123m] [123m] [123m] 456p 5s ; 5s"),
                            ),
                            "24",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Pure Shifted Pungs"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Three pungs of one suit in consecutive ranks.",
                                ),
                                TileHand("[111m] [222m] [333m] 456p 5s ; 5s"),
                            ),
                            "24",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Upper Tiles"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "7s, 8s and 9s only.",
                                ),
                                TileHand("777m 888m 999m 789p 9s ; 9s"),
                            ),
                            "24",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Middle Tiles"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "4s, 5s and 6s only.",
                                ),
                                TileHand("444m 555m 666m 456p 5s ; 5s"),
                            ),
                            "24",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Lower Tiles"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "1s, 2s and 3s only.",
                                ),
                                TileHand("111m 222m 333m 123p 3s ; 3s"),
                            ),
                            "24",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Pure Straight"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "1-2-3, 4-5-6 and 7-8-9 of one suit.",
                                ),
                                TileHand("123m 456m 789m 123p 5s ; 5s"),
                            ),
                            "16",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Three-Suited Terminal Chows"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "1-2-3 and 7-8-9 of one suit, the same of a second suit, and a pair of 5s of the third.",
                                ),
                                TileHand("123m 789m 123s 789s 5p ; 5p"),
                            ),
                            "16",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Pure Shifted Chows"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Three chows of one suit, each one rank (or each two ranks) above the last.",
                                ),
                                TileHand("123m 234m 345m 789p 5s ; 5s"),
                            ),
                            "16",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "All Five"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Every set and the pair hold a 5.",
                                ),
                                TileHand("456m 345p 555s 567s 5p ; 5p"),
                            ),
                            "16",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Triple Pung"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Pungs of the same rank in all three suits.",
                                ),
                                TileHand("[222m] [222p] [222s] 456m 5p ; 5p"),
                            ),
                            "16",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Three Concealed Pungs"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Three pungs or kongs made without claiming a discard.",
                                ),
                                TileHand("111m 222p 333s 456m E ; E"),
                            ),
                            "16",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Lesser Honors and Knitted Tiles"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Fourteen different single tiles: honors and tiles of 1-4-7, 2-5-8 and 3-6-9, each in its own suit.",
                                ),
                                TileHand("147m 258s 3p ESWNCF ; 6p"),
                            ),
                            "12",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Knitted Straight"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "1-4-7, 2-5-8 and 3-6-9, each in its own suit, with a set and a pair.",
                                ),
                                TileHand("147m 258s 369p 123m 5p ; 5p"),
                            ),
                            "12",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Upper Four"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "6s, 7s, 8s and 9s only.",
                                ),
                                TileHand("666m 777m 888m 678p 9s ; 9s"),
                            ),
                            "12",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Lower Four"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "1s, 2s, 3s and 4s only.",
                                ),
                                TileHand("111m 222m 333m 234p 4s ; 4s"),
                            ),
                            "12",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Big Three Winds"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Pungs of three winds.",
                                ),
                                TileHand("EEE SSS WWW 123m 5p ; 5p"),
                            ),
                            "12",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Mixed Straight"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "1-2-3, 4-5-6 and 7-8-9, each in a different suit.",
                                ),
                                TileHand("123m 456p 789s EEE 5m ; 5m"),
                            ),
                            "8",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Reversible Tiles"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Only tiles that look the same upside down: 1, 2, 3, 4, 5, 8, 9 of dots, 2, 4, 5, 6, 8, 9 of bamboo, the White Dragon.",
                                ),
                                TileHand("123p 345p 888p 456s P ; P"),
                            ),
                            "8",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Mixed Triple Chow"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "The same chow in all three suits.",
                                ),
                                TileHand("123m 123p 123s EEE 5m ; 5m"),
                            ),
                            "8",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Mixed Shifted Pungs"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Pungs of consecutive ranks, each in a different suit.",
                                ),
                                TileHand("[111m] [222p] [333s] 456m 5p ; 5p"),
                            ),
                            "8",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Chicken Hand"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "A winning hand that scores no other fan (flowers aside).",
                                ),
                                TileHand("[123m] [567p] [345s] 78m WW ; 6m"),
                            ),
                            "8",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Last Tile Draw"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Winning on the last tile of the wall, drawn yourself.",
                                ),
                                TileHand("123m 456p 789s EEE 5m ; 5m ; self wall"),
                            ),
                            "8",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Last Tile Claim"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Winning on the discard of the last tile of the wall.",
                                ),
                                TileHand("123m 456p 789s EEE 5m ; 5m ; wall"),
                            ),
                            "8",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Out with Replacement Tile"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Winning on the replacement tile drawn after a kong.",
                                ),
                                TileHand("[1111m] 456p 789s EEE 5m ; 5m ; self kong"),
                            ),
                            "8",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Robbing the Kong"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Winning on the tile another player adds to a melded pung.",
                                ),
                                TileHand("123m 456p 789s 46m EE ; 5m ; kong"),
                            ),
                            "8",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "All Pungs"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Four pungs or kongs and a pair.",
                                ),
                                TileHand("[111m] [222p] 333s EEE 5m ; 5m"),
                            ),
                            "6",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Half Flush"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Tiles of one suit, with honors.",
                                ),
                                TileHand("123m 456m 789m EEE 5m ; 5m"),
                            ),
                            "6",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Mixed Shifted Chows"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Three chows, each in a different suit, each one rank above the last.",
                                ),
                                TileHand("123m 234p 345s EEE 5m ; 5m"),
                            ),
                            "6",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "All Types"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Tiles of all three suits, winds and dragons.",
                                ),
                                TileHand("123m 456p 789s EEE C ; C"),
                            ),
                            "6",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Melded Hand"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Four claimed sets, winning on a discard that pairs your last tile.",
                                ),
                                TileHand("[123m] [456p] [789s] [EEE] 5m ; 5m"),
                            ),
                            "6",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Two Concealed Kongs"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Two kongs declared from the hand.",
                                ),
                                TileHand("{1111m} {2222p} 345s 678s 5m ; 5m"),
                            ),
                            "6",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Two Dragon Pungs"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Pungs of two dragons.",
                                ),
                                TileHand("CCC FFF 123m 456p 5s ; 5s"),
                            ),
                            "6",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Outside Hand"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Every set and the pair hold a 1, a 9 or an honor.",
                                ),
                                TileHand("123m 789p 111s EEE 9m ; 9m"),
                            ),
                            "4",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Fully Concealed Hand"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "No claimed tiles, winning on a tile you drew yourself.",
                                ),
                                TileHand("123m 456p 789s 345s E ; E ; self"),
                            ),
                            "4",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Two Melded Kongs"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Two melded kongs.",
                                ),
                                TileHand("[1111m] [2222p] 345s 678s 5m ; 5m"),
                            ),
                            "4",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Last Tile"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Winning on the last copy of a tile, the other three already in view.",
                                ),
                                TileHand("[EEE] 123m 456p 46m 55s ; 5m ; last"),
                            ),
                            "4",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Dragon Pung"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "A pung of a dragon.",
                                ),
                                TileHand("CCC 123m 456p 789s 5m ; 5m"),
                            ),
                            "2",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Prevalent Wind"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "A pung of the round's wind.",
                                ),
                                TileHand("[SSS] 123m 456p 789p 5m ; 5m ; round=S"),
                            ),
                            "2",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Seat Wind"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "A pung of your own seat's wind.",
                                ),
                                TileHand("[SSS] 123m 456p 789p 5m ; 5m ; seat=S"),
                            ),
                            "2",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Concealed Hand"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "No claimed sets, winning on a discard.",
                                ),
                                TileHand("123m 456p 789s 345s E ; E"),
                            ),
                            "2",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "All Chows"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Four chows and a pair of suited tiles.",
                                ),
                                TileHand("123m 456p 789s 345s 5m ; 5m"),
                            ),
                            "2",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Tile Hog"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "All four copies of a tile in the hand, but not as a kong.",
                                ),
                                TileHand("111m 123m 456p 789s 5s ; 5s"),
                            ),
                            "2",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Double Pung"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Pungs of the same rank in two suits.",
                                ),
                                TileHand("[222m] [222p] 345s 678s 5m ; 5m"),
                            ),
                            "2",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Two Concealed Pungs"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Two pungs made without claiming a discard.",
                                ),
                                TileHand("222m 333p 345s 678s E ; E"),
                            ),
                            "2",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Concealed Kong"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "A kong declared from the hand.",
                                ),
                                TileHand("{1111m} 456p 789s 345s 5m ; 5m"),
                            ),
                            "2",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "All Simples"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "No 1s, no 9s and no honors.",
                                ),
                                TileHand("234m 456p 678s 345s 5m ; 5m"),
                            ),
                            "2",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Pure Double Chow"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "The same chow twice in one suit.",
                                ),
                                TileHand("123m 123m 456p 789s E ; E"),
                            ),
                            "1",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Mixed Double Chow"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "The same chow in two suits.",
                                ),
                                TileHand("123m 123p 456s 789s E ; E"),
                            ),
                            "1",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Short Straight"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Two chows of one suit that follow on, such as 1-2-3 and 4-5-6.",
                                ),
                                TileHand("123m 456m 789p 789s E ; E"),
                            ),
                            "1",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Two Terminal Chows"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "1-2-3 and 7-8-9 of one suit.",
                                ),
                                TileHand("123m 789m 456p 456s E ; E"),
                            ),
                            "1",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Pung of Terminals or Honors"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "A pung of 1s or 9s, or of a wind that is neither the round's nor your seat's.",
                                ),
                                TileHand("111m 456p 789s 345s E ; E"),
                            ),
                            "1",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Melded Kong"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "A kong made with a discard, or added to a melded pung.",
                                ),
                                TileHand("[1111m] 456p 789s 345s 5m ; 5m"),
                            ),
                            "1",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "One Voided Suit"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "No tiles of one of the three suits.",
                                ),
                                TileHand("123m 456m 789p EEE 5m ; 5m"),
                            ),
                            "1",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "No Honors"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "No winds and no dragons.",
                                ),
                                TileHand("123m 456p 789s 111s 5m ; 5m"),
                            ),
                            "1",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Edge Wait"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Waiting only on the 3 after 1-2, or the 7 before 8-9, and winning on it.",
                                ),
                                TileHand("12m 456p 789s 345s EE ; 3m"),
                            ),
                            "1",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Closed Wait"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Waiting only on the middle tile of a chow, and winning on it.",
                                ),
                                TileHand("13m 456p 789s 345s EE ; 2m"),
                            ),
                            "1",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Single Wait"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Waiting only on the tile that pairs a single one, and winning on it.",
                                ),
                                TileHand("123m 456p 789s 345s E ; E"),
                            ),
                            "1",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Self-Drawn"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "Winning on a tile you drew yourself.",
                                ),
                                TileHand("[123m] 456p 789s 345s E ; E ; self"),
                            ),
                            "1",
                        ),
                        (
                            Entry(
                                QT_TRANSLATE_NOOP("RulesMahjong", "Flower Tiles"),
                                QT_TRANSLATE_NOOP(
                                    "RulesMahjong",
                                    "One point for each flower shown, counted after the 8-point minimum.",
                                ),
                                TileHand("123m 456p 789s EEE 5m ; 5m ; flowers=2"),
                            ),
                            "1",
                        ),
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
