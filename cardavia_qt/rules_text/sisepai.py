"""Sì Sè Pái rules page (translation context ``RulesSiSePai``)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from . import Bullets, Numbered, Paragraph, Picture, RulesPage, Section, Table

CONTEXT = "RulesSiSePai"

ROLES = "GAECHNS"  # the art's letters: General, Advisor, Elephant, Chariot, Horse, Cannon, Soldier
FLOWERS = "POLCE"  # plum, orchid, lotus, chrysanthemum, peach


def _faces(colour: str) -> tuple[Picture, ...]:
    """The seven faces of one colour, in the order of the pack table's columns."""
    return tuple(Picture(f"cards/sisepai/{colour}{role}.svg") for role in ROLES)

PAGE = RulesPage(
    game_id="sisepai",
    context=CONTEXT,
    title=QT_TRANSLATE_NOOP("RulesSiSePai", "Sì Sè Pái (Four Color Cards)"),
    intro=QT_TRANSLATE_NOOP(
        "RulesSiSePai",
        "Sì Sè Pái (Four Color Cards, 四色牌) belongs to the Southern Fujian tradition "
        "of China. Its traditional pack has 120 cards: chess pieces and soldiers in four "
        "colours, Red, Yellow, White and Green. This table seats four players, you "
        "against three AI, for one deal. Use command groups, field groups, identical "
        "sets and mixed-colour soldier groups to meld all 21 cards, including the new "
        "card.",
    ),
    sections=(
        Section(
            heading=QT_TRANSLATE_NOOP("RulesSiSePai", "Objective"),
            blocks=(
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesSiSePai",
                        "You and the three AI players each play for yourselves. The "
                        "first player whose 21 cards all form legal melds after taking "
                        "a new card wins.",
                    )
                ),
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesSiSePai",
                        "If the stock runs out with no winner, the deal is a draw.",
                    )
                ),
            ),
        ),
        Section(
            heading=QT_TRANSLATE_NOOP("RulesSiSePai", "Set-up"),
            blocks=(
                Bullets(
                    (
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "This table plays Wei-Hwa Huang's flower-card variant: 112 "
                            "chess cards and five flowers, 117 cards in all. The blank "
                            "and title cards are left out.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "Each flower forms a meld of its own. Flowers are never wild.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "Each player is dealt 20 cards; the other 37 cards form the "
                            "stock.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "A randomly chosen dealer makes the first draw, which is "
                            "public like every draw.",
                        ),
                    )
                ),
            ),
        ),
        Section(
            heading=QT_TRANSLATE_NOOP("RulesSiSePai", "Legal melds"),
            blocks=(
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesSiSePai",
                        "Every card of a winning hand must belong to one of these groups:",
                    )
                ),
                Bullets(
                    (
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "<b>Single-card group:</b> one General, or one flower, on its "
                            "own.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "<b>Identical group:</b> two, three or four cards of exactly "
                            "the same colour and character. Generals never form identical "
                            "groups.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "<b>Command group:</b> one General, one Advisor and one "
                            "Elephant, all of one colour.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "<b>Field group:</b> one Chariot, one Horse and one Cannon, "
                            "all of one colour.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "<b>Soldier group:</b> three or four Soldiers, all of "
                            "different colours.",
                        ),
                    )
                ),
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesSiSePai",
                        "Command and field groups are one-colour mixed groups; soldier "
                        "groups are mixed-colour groups. Together they are called "
                        "<i>mixed groups</i>.",
                    )
                ),
            ),
        ),
        Section(
            heading=QT_TRANSLATE_NOOP("RulesSiSePai", "A turn"),
            blocks=(
                Bullets(
                    (
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "A card drawn from the stock is public: everyone sees it.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "A player who takes the new card must use it at once in a "
                            "legal group, exposed on the table. It cannot be kept hidden "
                            "for later.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "If nobody takes a drawn card, it counts as discarded and the "
                            "other players get another chance to claim it.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "After grouping the new card, a player whose 21 cards are all "
                            "grouped wins, and the deal ends.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "Otherwise that player discards one card from their hidden "
                            "hand, and play goes on.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "Generals and flowers can never be discarded. Exposed groups "
                            "can never be split or rearranged.",
                        ),
                    )
                ),
            ),
        ),
        Section(
            heading=QT_TRANSLATE_NOOP("RulesSiSePai", "Claim priority"),
            blocks=(
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesSiSePai",
                        "When a card is drawn or discarded, each player in turn chooses "
                        "<i>claim</i> or <i>pass</i>. The card is awarded only after every "
                        "answer is in, so answering first gives no priority.",
                    )
                ),
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesSiSePai",
                        "Claims rank in this order, highest first:",
                    )
                ),
                Numbered(
                    (
                        QT_TRANSLATE_NOOP("RulesSiSePai", "The drawer's own win."),
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "Another player's win. If several players can win, the "
                            "nearest in turn order wins.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "An identical triple or quad, by any player allowed to make it.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "The drawer's own group other than a pair: a command, field "
                            "or soldier group, or a General or flower on its own.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai", "The next player's mixed group."
                        ),
                    )
                ),
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesSiSePai",
                        "Ties within a level follow normal turn order. Claims that do not "
                        "win are restricted:",
                    )
                ),
                Bullets(
                    (
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "The drawer may not use the new card to make a pair.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "Other players may claim only to make an identical triple or "
                            "quad. The next player may also claim to make a mixed group of "
                            "three or four cards.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "None of these restrictions applies to a winning hand.",
                        ),
                    )
                ),
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesSiSePai",
                        "If nobody takes a drawn card, it is treated as the drawer's "
                        "discard and claims are resolved again. Only when that discard is "
                        "also unclaimed does the next player draw.",
                    )
                ),
            ),
        ),
        Section(
            heading=QT_TRANSLATE_NOOP("RulesSiSePai", "Scoring and end"),
            blocks=(
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesSiSePai",
                        "A win ends the deal and reveals the winner's remaining melds. "
                        "The winner's melds score:",
                    )
                ),
                Table(
                    header=(
                        QT_TRANSLATE_NOOP("RulesSiSePai", "Meld"),
                        QT_TRANSLATE_NOOP("RulesSiSePai", "Points"),
                    ),
                    rows=(
                        (QT_TRANSLATE_NOOP("RulesSiSePai", "Pair"), "0"),
                        (QT_TRANSLATE_NOOP("RulesSiSePai", "Single General"), "1"),
                        (QT_TRANSLATE_NOOP("RulesSiSePai", "Flower"), "3"),
                        (QT_TRANSLATE_NOOP("RulesSiSePai", "Identical triple"), "1"),
                        (QT_TRANSLATE_NOOP("RulesSiSePai", "Identical quad"), "2"),
                        (
                            QT_TRANSLATE_NOOP(
                                "RulesSiSePai", "Command, field or soldier group"
                            ),
                            "0",
                        ),
                    ),
                ),
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesSiSePai",
                        "The result shows the winner's meld total; there is no regional "
                        "cash settlement. If the stock runs out with no winner, the deal "
                        "is a draw.",
                    )
                ),
            ),
        ),
        Section(
            heading=QT_TRANSLATE_NOOP("RulesSiSePai", "The pack"),
            blocks=(
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesSiSePai",
                        "The variant played here uses 117 cards: 28 in each of the four "
                        "colours, plus five flowers.",
                    )
                ),
                Table(
                    header=(
                        QT_TRANSLATE_NOOP("RulesSiSePai", "Colour"),
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai", "Characters (four copies of each)"
                        ),
                        QT_TRANSLATE_NOOP("RulesSiSePai", "Cards"),
                    ),
                    rows=(
                        (
                            QT_TRANSLATE_NOOP("RulesSiSePai", "Red, Yellow"),
                            QT_TRANSLATE_NOOP(
                                "RulesSiSePai",
                                "帥 General, 仕 Advisor, 相 Elephant, 俥 Chariot, "
                                "傌 Horse, 炮 Cannon, 兵 Soldier",
                            ),
                            QT_TRANSLATE_NOOP("RulesSiSePai", "28 each"),
                        ),
                        (
                            QT_TRANSLATE_NOOP("RulesSiSePai", "Green, White"),
                            QT_TRANSLATE_NOOP(
                                "RulesSiSePai",
                                "將 General, 士 Advisor, 象 Elephant, 車 Chariot, "
                                "馬 Horse, 包 Cannon, 卒 Soldier",
                            ),
                            QT_TRANSLATE_NOOP("RulesSiSePai", "28 each"),
                        ),
                        (
                            QT_TRANSLATE_NOOP("RulesSiSePai", "Flowers"),
                            QT_TRANSLATE_NOOP(
                                "RulesSiSePai",
                                "Five different flowers, one card each: 梅 plum, "
                                "蘭 orchid, 蓮 lotus, 菊 chrysanthemum, 桃 peach",
                            ),
                            "5",
                        ),
                    ),
                ),
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesSiSePai",
                        "The two sets of characters name the same roles. Cards match by "
                        "colour and role, whichever character they show.",
                    )
                ),
                Table(
                    header=(
                        QT_TRANSLATE_NOOP("RulesSiSePai", "Colour"),
                        QT_TRANSLATE_NOOP("RulesSiSePai", "General"),
                        QT_TRANSLATE_NOOP("RulesSiSePai", "Advisor"),
                        QT_TRANSLATE_NOOP("RulesSiSePai", "Elephant"),
                        QT_TRANSLATE_NOOP("RulesSiSePai", "Chariot"),
                        QT_TRANSLATE_NOOP("RulesSiSePai", "Horse"),
                        QT_TRANSLATE_NOOP("RulesSiSePai", "Cannon"),
                        QT_TRANSLATE_NOOP("RulesSiSePai", "Soldier"),
                    ),
                    rows=(
                        (QT_TRANSLATE_NOOP("RulesSiSePai", "Red"), *_faces("R")),
                        (QT_TRANSLATE_NOOP("RulesSiSePai", "Yellow"), *_faces("Y")),
                        (QT_TRANSLATE_NOOP("RulesSiSePai", "Green"), *_faces("G")),
                        (QT_TRANSLATE_NOOP("RulesSiSePai", "White"), *_faces("W")),
                    ),
                ),
                Table(
                    header=(
                        QT_TRANSLATE_NOOP("RulesSiSePai", "梅 Plum"),
                        QT_TRANSLATE_NOOP("RulesSiSePai", "蘭 Orchid"),
                        QT_TRANSLATE_NOOP("RulesSiSePai", "蓮 Lotus"),
                        QT_TRANSLATE_NOOP("RulesSiSePai", "菊 Chrysanthemum"),
                        QT_TRANSLATE_NOOP("RulesSiSePai", "桃 Peach"),
                    ),
                    rows=(tuple(Picture(f"cards/sisepai/F{flower}.svg") for flower in FLOWERS),),
                ),
            ),
        ),
        Section(
            heading=QT_TRANSLATE_NOOP("RulesSiSePai", "Rule clarifications"),
            blocks=(
                Bullets(
                    (
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "<b>The deal.</b> Everybody, the dealer included, is dealt 20 "
                            "cards; the dealer does not start with 21. The remaining 37 "
                            "cards (117 − 80) form the stock.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "<b>What a win counts.</b> Your hidden hand, your exposed "
                            "groups and the new card make 21 cards, and all 21 must split "
                            "into legal melds. Your hidden cards may be grouped in any "
                            "way; exposed groups stay as they are.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "<b>Generals in a win.</b> A General may count as a single-card "
                            "group or as part of a command group, whichever lets the hand "
                            "win. Generals never form pairs or triples.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "<b>Soldiers.</b> Pairs and triples of identical Soldiers "
                            "(same colour) are legal identical groups.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "<b>A drawn General or flower.</b> It can never become a "
                            "discard: the drawer must take it, as a single-card group or, "
                            "for a General, in a command group if the drawer prefers. "
                            "Another player's <i>winning</i> claim on it still ranks "
                            "higher. Nobody else can claim a General or a flower except "
                            "to win.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "<b>Ties.</b> For a drawn card, turn order for ties counts "
                            "from the drawer; for a discard, from the seat after the "
                            "discarder. Nobody claims their own discard.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "<b>Claims on a discard.</b> Only three levels exist: another "
                            "player's win, an identical triple or quad, and the next "
                            "player's mixed group. A claim that does not win never "
                            "completes a pair.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "<b>Quads.</b> After claiming a quad, the claimant holds 21 "
                            "cards and discards down to 20. A card can never be added to "
                            "an exposed group later.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "<b>No dead ends.</b> A claim that would leave a player who has "
                            "not won with no legal discard (only Generals and flowers "
                            "left hidden) is not offered.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "<b>Who plays next.</b> After a claim, the claimant discards "
                            "and the player after the claimant moves next. When a discard "
                            "goes unclaimed, the player after the discarder draws.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "<b>Direction of play.</b> Play runs anticlockwise: you, then "
                            "the player on your right, the player across and the player on "
                            "your left. Claim prompts and ties follow the same order.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "<b>Scoring details.</b> Identical groups score only as "
                            "triples and quads; pairs score nothing. Command, field and "
                            "soldier groups score zero, and a General inside a command "
                            "group does not earn the single-General point. No minimum "
                            "score is needed to win.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "<b>A drawn deal.</b> The deal is drawn only after the claims on "
                            "the last drawn card, and on its discard, have been resolved.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "<b>Fair claims.</b> The AI players claim and are ranked exactly "
                            "as you are. You are asked for your answer before any AI "
                            "answer is revealed.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesSiSePai",
                            "<b>120 or 117 cards.</b> The lobby shows 120 cards, the size "
                            "of the traditional pack; the variant played here uses 117 of "
                            "them.",
                        ),
                    )
                ),
            ),
        ),
    ),
)
