"""Durak rules page (translation context ``RulesDurak``)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from . import Bullets, Paragraph, RulesPage, Section

CONTEXT = "RulesDurak"

PAGE = RulesPage(
    game_id="durak",
    context=CONTEXT,
    title=QT_TRANSLATE_NOOP("RulesDurak", "Durak"),
    intro=QT_TRANSLATE_NOOP(
        "RulesDurak",
        "Durak comes from Russia and is played with a pack of 36 cards. This table "
        "seats two players, you against one AI, for a single deal. Defend with a higher "
        "card of the same suit or a trump, and add attacks that match ranks already on "
        "the table. After the stock runs out, the last player still holding cards "
        "becomes the <i>durak</i>: the fool.",
    ),
    sections=(
        Section(
            heading=QT_TRANSLATE_NOOP("RulesDurak", "Objective"),
            blocks=(
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesDurak",
                        "Get rid of all your cards once the stock has run out. The last "
                        "player still holding cards loses and is the durak.",
                    )
                ),
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesDurak",
                        "If both players go out in the same bout, the deal is a draw.",
                    )
                ),
            ),
        ),
        Section(
            heading=QT_TRANSLATE_NOOP("RulesDurak", "Set-up"),
            blocks=(
                Bullets(
                    (
                        QT_TRANSLATE_NOOP(
                            "RulesDurak",
                            "The game uses a 36-card Russian “Atlas” (Атласные) pack "
                            "of four suits.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesDurak",
                            "In each suit the cards rank from low to high: 6, 7, 8, 9, 10, "
                            "Jack (Валет), Queen (Дама), King (Король), Ace (Туз).",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesDurak", "Each player is dealt six cards."
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesDurak",
                            "The next card is turned face up. Its suit is <b>trump</b> "
                            "for the whole deal. The card is placed face up under the "
                            "stock, so it is the last card to be drawn.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesDurak",
                            "The player holding the lowest trump attacks first. If "
                            "neither of you holds a trump, you attack first.",
                        ),
                    )
                ),
            ),
        ),
        Section(
            heading=QT_TRANSLATE_NOOP("RulesDurak", "A bout"),
            blocks=(
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesDurak",
                        "The game is a series of bouts. In each bout one player attacks "
                        "and the other defends.",
                    )
                ),
                Bullets(
                    (
                        QT_TRANSLATE_NOOP(
                            "RulesDurak",
                            "<b>Attack.</b> The attacker leads any card.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesDurak",
                            "<b>Defence.</b> The defender beats the attack card with a "
                            "higher card of the same suit or, if the attack card is not a "
                            "trump, with any trump. Only a higher trump beats a trump.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesDurak",
                            "<b>No need to follow suit.</b> The defender may beat a card "
                            "with a trump even while holding a higher card of its suit.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesDurak",
                            "<b>Adding attacks.</b> After each attack card is beaten, the "
                            "attacker may add one more card whose rank matches any attack "
                            "or defence card on the table, or stop.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesDurak",
                            "<b>The limit.</b> A bout holds at most six attack cards, and "
                            "never more attack cards than the defender held at the start "
                            "of the bout.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesDurak",
                            "<b>Taking.</b> Instead of beating, the defender may take. "
                            "The attacker may still add matching cards within the bout's "
                            "limits before stopping. The defender then picks up every card "
                            "played in the bout and loses the next attack: at this "
                            "two-player table the same attacker attacks again.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesDurak",
                            "<b>Beaten off.</b> If every attack card is beaten and the "
                            "attacker stops, all the cards on the table are discarded and "
                            "the defender becomes the next attacker.",
                        ),
                    )
                ),
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesDurak",
                        "<b>Drawing up.</b> After each bout the bout's attacker refills "
                        "their hand to six cards from the stock first, then the defender. "
                        "When the stock cannot cover both, draw in that order until it "
                        "runs out.",
                    )
                ),
            ),
        ),
        Section(
            heading=QT_TRANSLATE_NOOP("RulesDurak", "End and scoring"),
            blocks=(
                Paragraph(
                    QT_TRANSLATE_NOOP(
                        "RulesDurak",
                        "There are no card points. Once the stock is empty, hands are "
                        "checked only after a complete bout:",
                    )
                ),
                Bullets(
                    (
                        QT_TRANSLATE_NOOP(
                            "RulesDurak", "Both hands empty: the deal is a draw."
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesDurak",
                            "Otherwise the player still holding cards is the durak, "
                            "and the other player wins.",
                        ),
                    )
                ),
            ),
        ),
        Section(
            heading=QT_TRANSLATE_NOOP("RulesDurak", "Rule clarifications"),
            blocks=(
                Bullets(
                    (
                        QT_TRANSLATE_NOOP(
                            "RulesDurak",
                            "<b>Throw-in only.</b> This is <i>podkidnoy</i> (throw-in) "
                            "Durak. There is no transfer (<i>perevodnoy</i>) move: the "
                            "defender can never pass an attack back by adding a card of "
                            "the same rank.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesDurak",
                            "<b>Counting the limit.</b> The defender's hand size that "
                            "limits a bout is counted before the first attack card is "
                            "played. Cards the defender picks up during the bout do not "
                            "raise the limit.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesDurak",
                            "<b>After “take”.</b> Once the defender has said take, the "
                            "attacker may add cards that match ranks on the table, up to "
                            "the limit, and then stops. The defender cannot beat any more "
                            "cards in that bout.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesDurak",
                            "<b>When cards may be added.</b> The attacker may add a card "
                            "only when every attack card on the table is beaten, or after "
                            "the defender has said take.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesDurak",
                            "<b>The trump card.</b> The face-up trump card is drawn last, "
                            "as a normal card, by whichever player's draw reaches it.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesDurak",
                            "<b>First attacker.</b> There is never a tie: only one card "
                            "can be the lowest trump. If neither hand holds a trump, you "
                            "attack first.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesDurak",
                            "<b>Running out mid-bout.</b> If the attacker runs out of "
                            "cards while the stock is empty, the bout is still finished: "
                            "the defender beats or takes what is on the table. Only then "
                            "are the hands checked for the end of the deal.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesDurak",
                            "<b>When the deal ends.</b> The deal ends when the stock is "
                            "empty and, after a complete bout, at least one hand is empty. "
                            "A player who goes out while the stock still holds cards "
                            "simply refills.",
                        ),
                        QT_TRANSLATE_NOOP(
                            "RulesDurak",
                            "<b>When you may take.</b> The defender may take whenever an "
                            "attack card faces them unbeaten, even after beating earlier "
                            "cards of the same bout. Taking picks up every card of the "
                            "bout, beaten or not.",
                        ),
                    )
                ),
            ),
        ),
    ),
)
