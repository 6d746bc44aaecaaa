"""Kowah rules page (translation context ``RulesKowah``)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from . import Bullets, Paragraph, Picture, RulesPage, Section, Table

CONTEXT = "RulesKowah"

RANKS = range(1, 10)


def _faces(suit: str) -> tuple[Picture, ...]:
    """The nine ranks of one money suit, in the order of the pack table's columns."""
    return tuple(Picture(f"cards/kowah/{suit}{rank}.svg") for rank in RANKS)

PAGE = RulesPage(
    game_id="kowah",
    context=CONTEXT,
    title=QT_TRANSLATE_NOOP("RulesKowah", "Kowah (Cheki)"),
    intro=QT_TRANSLATE_NOOP(
        "RulesKowah",
        "Kowah, also called Cheki or Ceki, is a traditional money-card game of the "
        "Chinese communities in Java, Indonesia, played with 120 cards. This table "
        "seats three players, you against two AI, for one deal. Make two triples and an "
        "identical pair, declare <i>cheki</i>, then wait for the third matching card.",
    ),
    sections=(
        Section(
            heading=QT_TRANSLATE_NOOP("RulesKowah", "Objective"),
            blocks=(
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesKowah",
                        "You and the two AI players each play for yourselves. Make two "
                        "triples and an identical pair, declare <i>cheki</i>, then take "
                        "the third exact match of your pair to win.",
                    )
                ),
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesKowah",
                        "If the stock runs out with no winner, the deal is a draw.",
                    )
                ),
            ),
        ),
        Section(
            heading=QT_TRANSLATE_NOOP("RulesKowah", "Set-up"),
            blocks=(
                Bullets(
                    (
                        QT_TRANSLATE_NOOP(
                            "RulesKowah",
                            "Kowah is traditional among Chinese "
                            "communities in Indonesia and the Malay world.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesKowah",
                            "It uses the compatible 120-card subset of the Chinese "
                            "money-suited pack: four each of Coins, Strings and Myriads 1 "
                            "to 9, plus four each of the first three honours. The twelve "
                            "White Snake, Green Snake and Monk extras are left out.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesKowah",
                            "The three honours are Old Thousand (老千), Red Flower (紅花) "
                            "and White Flower (白花): three distinct kinds, never wild.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesKowah",
                            "Ordinary triples match by rank, whatever the suit. Honours "
                            "match only their own kind.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesKowah",
                            "Each player is dealt eight cards, and the first player is "
                            "chosen at random.",
                        ),
                    )
                ),
            ),
        ),
        Section(
            heading=QT_TRANSLATE_NOOP("RulesKowah", "A turn"),
            blocks=(
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesKowah",
                        "Draw from the stock or take the latest discard, then discard one "
                        "card to return to eight. Your first turn must draw from the "
                        "stock.",
                    )
                ),
                Bullets(
                    (
                        QT_TRANSLATE_NOOP(
                            "RulesKowah",
                            "<b>Declaring.</b> After discarding you may declare ready "
                            "(<i>cheki</i>) if your eight cards make two triples and one "
                            "identical pair.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesKowah",
                            "<b>Triples.</b> An ordinary triple may mix suits: a Five of "
                            "Coins, a Five of Strings and a Five of Myriads make a triple. "
                            "An honour triple must be three of one kind.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesKowah",
                            "<b>The pair.</b> The pair must match by suit as well as rank, "
                            "such as two Twos of Coins, or be two of one honour kind.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesKowah",
                            "<b>Pair and triple of one rank.</b> If the pair shares its "
                            "rank with a triple, those five cards must be two of one suit, "
                            "two of a second and one of the third: for example two Fives "
                            "of Coins, two Fives of Strings and one Five of Myriads. You "
                            "may expose either the Coins pair or the Strings pair as your "
                            "waiting pair.",
                        ),
                    )
                ),
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesKowah",
                        "<b>After declaring.</b> This table plays the public-waiting-pair "
                        "variant. Your eight declared cards are locked, and your waiting "
                        "pair is shown face up. From then on you draw a new card and "
                        "discard that same card.",
                    )
                ),
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesKowah",
                        "<b>Winning.</b> A third exact match of your waiting pair wins "
                        "automatically, even out of turn, whether you draw it yourself or "
                        "an opponent draws or discards it. When several players can win on "
                        "the same card, normal rotation order decides.",
                    )
                ),
            ),
        ),
        Section(
            heading=QT_TRANSLATE_NOOP("RulesKowah", "Scoring and end"),
            blocks=(
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesKowah",
                        "After any declaration, draws from the stock are public. A win "
                        "scores a multiplier that depends on where the winning card "
                        "comes from:",
                    )
                ),
                Table(
                    header=(
                        QT_TRANSLATE_NOOP("RulesKowah", "Winning card"),
                        QT_TRANSLATE_NOOP("RulesKowah", "Multiplier"),
                    ),
                    rows=(
                        (
                            QT_TRANSLATE_NOOP(
                                "RulesKowah", "Drawn by the winner (self-drawn)"
                            ),
                            "×3",
                        ),
                        (
                            QT_TRANSLATE_NOOP(
                                "RulesKowah", "Discarded by an opponent"
                            ),
                            "×2",
                        ),
                        (
                            QT_TRANSLATE_NOOP("RulesKowah", "Drawn by an opponent"),
                            "×1",
                        ),
                    ),
                ),
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesKowah",
                        "The result shows the win multiplier; there is no cash or match "
                        "total. If the last stock draw brings no winner, the deal is a "
                        "draw.",
                    )
                ),
            ),
        ),
        Section(
            heading=QT_TRANSLATE_NOOP("RulesKowah", "The pack"),
            blocks=(
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesKowah",
                        "The game uses 120 cards: three money suits and three honours.",
                    )
                ),
                Table(
                    header=(
                        QT_TRANSLATE_NOOP("RulesKowah", "Suit"),
                        QT_TRANSLATE_NOOP("RulesKowah", "Ranks"),
                        QT_TRANSLATE_NOOP("RulesKowah", "Copies"),
                        QT_TRANSLATE_NOOP("RulesKowah", "Cards"),
                    ),
                    rows=(
                        (QT_TRANSLATE_NOOP("RulesKowah", "Coins (餅)"), "1–9", "4", "36"),
                        (QT_TRANSLATE_NOOP("RulesKowah", "Strings (索)"), "1–9", "4", "36"),
                        (QT_TRANSLATE_NOOP("RulesKowah", "Myriads (萬)"), "1–9", "4", "36"),
                        (
                            QT_TRANSLATE_NOOP(
                                "RulesKowah",
                                "Honours: Old Thousand 老千, Red Flower 紅花, "
                                "White Flower 白花",
                            ),
                            "—",
                            QT_TRANSLATE_NOOP("RulesKowah", "4 each"),
                            "12",
                        ),
                    ),
                ),
                Table(
                    header=(QT_TRANSLATE_NOOP("RulesKowah", "Suit"), *(str(rank) for rank in RANKS)),
                    rows=(
                        (QT_TRANSLATE_NOOP("RulesKowah", "Coins (餅)"), *_faces("C")),
                        (QT_TRANSLATE_NOOP("RulesKowah", "Strings (索)"), *_faces("S")),
                        (QT_TRANSLATE_NOOP("RulesKowah", "Myriads (萬)"), *_faces("M")),
                    ),
                ),
                Table(
                    header=(
                        QT_TRANSLATE_NOOP("RulesKowah", "Old Thousand 老千"),
                        QT_TRANSLATE_NOOP("RulesKowah", "Red Flower 紅花"),
                        QT_TRANSLATE_NOOP("RulesKowah", "White Flower 白花"),
                    ),
                    rows=((Picture("cards/kowah/OT.svg"), Picture("cards/kowah/RF.svg"),
                           Picture("cards/kowah/WF.svg")),),
                ),
            ),
        ),
        Section(
            heading=QT_TRANSLATE_NOOP("RulesKowah", "Rule clarifications"),
            blocks=(
                Bullets(
                    (
                        QT_TRANSLATE_NOOP(
                            "RulesKowah",
                            "<b>Declaring is the only way to win.</b> Eight ready cards, "
                            "then a declaration, then the third exact match of the exposed "
                            "pair. A hand that is complete without a declaration does not "
                            "win. Declaring is your choice when you are ready; nobody is "
                            "ever forced to declare.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesKowah",
                            "<b>Ready hands.</b> A ready hand is two triples, each three "
                            "cards of one rank in any suits or three of one honour kind, "
                            "plus one pair identical in suit and rank, or two of one "
                            "honour kind. The two triples may share a rank.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesKowah",
                            "<b>Pair and triple of one rank.</b> The five cards must split "
                            "two, two and one by suit; three identical cards plus a pair of "
                            "the same rank is not ready. A hand is ready when at least one "
                            "way of arranging it into two triples and a pair meets every "
                            "condition.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesKowah",
                            "<b>Choosing your pair.</b> In the two-two-one case you choose "
                            "which pair to expose when you declare. The choice is final: "
                            "only the third copy of that pair wins.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesKowah",
                            "<b>A dead wait.</b> A wait can die when both remaining copies "
                            "of the pair are visible elsewhere. The hand stays locked; a "
                            "declaration cannot be withdrawn.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesKowah",
                            "<b>Public draws.</b> Once anyone has declared, every stock "
                            "draw is shown face up before the drawer may use it.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesKowah",
                            "<b>Who wins first.</b> On a drawn card the drawer is checked "
                            "first if declared (self-drawn, ×3), then the others in "
                            "rotation from the drawer (×1). On a discard the checks rotate "
                            "from the seat after the discarder (×2).",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesKowah",
                            "<b>Declared players.</b> A declared player draws from the "
                            "stock only, and a drawn card that does not win is discarded at "
                            "once. A declared player never takes a discard except to win "
                            "with it.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesKowah",
                            "<b>The latest discard.</b> This is the discard made just "
                            "before your turn. You may not take it and discard the same "
                            "card in the same turn.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesKowah",
                            "<b>What is shown.</b> Only the declared pair is face up. The "
                            "two triples stay face down, but locked.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesKowah",
                            "<b>First turns.</b> Every player's first turn must draw from "
                            "the stock, not only the first turn of the deal. A ready hand "
                            "dealt to you can be declared only after your first draw and "
                            "discard.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesKowah",
                            "<b>A drawn deal.</b> The deal is drawn once the win checks on "
                            "the last stock card, and on its discard, find no winner.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesKowah",
                            "<b>Direction of play.</b> Play runs anticlockwise: you, then "
                            "the player on your right, then the player on your left. Win "
                            "checks follow the same rotation.",
                        ),
                    )
                ),
            ),
        ),
    ),
)
