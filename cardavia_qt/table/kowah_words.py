"""What the Kowah table says: the status line, the hint, the results and the piles' captions.

Everything is worded from the player's view and legal actions (and the seat names of the
table), in the language of the moment.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from cardavia_qt.i18n import translate_message
from cardavia_qt.seat_names import SeatNames
from cardavia_qt.sentences import outcome_sentence
from cardavia_qt.table.text import fill
from engine.kowah.actions import Declare, Discard, Draw, KowahAction, Take
from engine.kowah.cards import Card, face_name
from engine.kowah.rules import DECLARE, DISCARD, DRAW

HUMAN = 0


class KowahWords(QObject):
    def __init__(self, names: SeatNames, parent: QObject | None = None):
        super().__init__(parent)
        self.names = names

    def seat_name(self, seat: int) -> str:
        return self.names.title(seat)

    @staticmethod
    def card_text(card: Card) -> str:
        return translate_message(card.name())

    @staticmethod
    def face_text(face: str) -> str:
        return translate_message(face_name(face))

    def hint(self, action: KowahAction, view) -> str:
        if isinstance(action, Draw):
            return self.tr("Hint: draw from the stock")
        if isinstance(action, Take):
            return fill(self.tr("Hint: take the {card}"), card=self.card_text(view.latest_discard))
        if isinstance(action, Discard):
            return fill(self.tr("Hint: discard the {card}"), card=self.card_text(action.card))
        if isinstance(action, Declare):
            return fill(self.tr("Hint: declare cheki, exposing the pair of {face}"), face=self.face_text(action.pair))
        return self.tr("Hint: do not declare yet")

    def status(self, view, legal: list, chosen: Card | None) -> str:
        """What the player should do now, or who the table waits for. The seat is the view's
        (`turn`): an AI's choice whether to declare a ready hand is its own secret (§3), so the
        player sees the turn pass on at once, as after any discard."""
        if view.outcome is not None:
            return ""
        if view.turn != HUMAN:
            return fill(self.tr("{seat} is thinking…"), seat=self.seat_name(view.turn))
        if view.declared[HUMAN] is not None:
            return fill(self.tr("Cheki! You wait on the {face}: draw from the stock"),
                        face=self.face_text(view.declared[HUMAN]))
        if view.phase == DRAW:
            if not view.has_played[HUMAN]:
                return self.tr("Your first turn must draw: click the stock")
            if Take() in legal:
                return fill(self.tr("Draw from the stock, or take the {card}"), card=self.card_text(view.latest_discard))
            return self.tr("Draw from the stock")
        if view.phase == DISCARD:
            if chosen is not None:
                return fill(self.tr("Click the {card} again (or press Enter) to discard it"),
                            card=self.card_text(chosen))
            return self.tr("Discard a card: click it twice, or drag it to the discards")
        if view.phase == DECLARE:
            return self.tr("Your hand is ready: declare cheki, or stay silent")
        return ""

    def result_heading(self, outcome) -> str:
        winner = outcome.detail.get("winner")
        if winner is None:
            return self.tr("The deal is drawn")
        times = fill(self.tr("×{multiplier}"), multiplier=outcome.detail["multiplier"])
        if winner == HUMAN:
            return fill(self.tr("You win {times}!"), times=times)
        return fill(self.tr("{seat} wins {times}"), seat=self.seat_name(winner), times=times)

    def result_detail(self, outcome) -> str:
        """How the deal was won, in people's terms: by whose card, and why that seat."""
        detail = outcome.detail
        if detail.get("winner") is None:
            return self.tr("The stock ran out and neither the last card nor its discard completed a waiting pair.")
        # The engine's verdict, worded for you, then the rule that gave the card to that seat.
        verdict = outcome_sentence(outcome, HUMAN, self.names)
        if detail["how"] == "self_drawn":
            return verdict
        if detail["how"] == "claimed_draw":
            rule = self.tr("A drawn card is checked for the drawer first, then round the table in turn.")
        else:
            rule = self.tr("A discard is checked round the table in turn, from the seat after the discarder.")
        return verdict + " " + rule

    # -- the piles' captions and spoken names ------------------------------------------------------
    def hand_caption(self, seat: int, level: str, count: int, declared: bool) -> str:
        caption = fill(self.tr("{seat} ({level}) · cards: {count}"), seat=self.seat_name(seat), level=level,
                       count=count)
        return caption + " · " + self.tr("cheki") if declared else caption

    def hand_name(self, seat: int, count: int) -> str:
        if seat == HUMAN:
            return fill(self.tr("Your hand, cards: {count}"), count=count)
        return fill(self.tr("{seat}'s hand, cards: {count}"), seat=self.seat_name(seat), count=count)

    def your_caption(self, declared: bool) -> str:
        return self.tr("You · cheki") if declared else ""

    def waits_on(self, seat: int, face: str | None) -> str:
        if face is None:
            return ""
        if seat == HUMAN:
            return fill(self.tr("You wait on the {face}"), face=self.face_text(face))
        return fill(self.tr("{seat} waits on the {face}"), seat=self.seat_name(seat), face=self.face_text(face))

    def discarded_by(self, card: Card, seat: int) -> str:
        return fill(self.tr("{card}, discarded by {seat}"), card=self.card_text(card), seat=self.names.name(seat))

    def stock(self, count: int) -> tuple[str, str]:
        return (fill(self.tr("Stock · {count}"), count=count), fill(self.tr("Stock, cards: {count}"), count=count))

    def discards(self, count: int) -> tuple[str, str]:
        return (fill(self.tr("Discards · {count}"), count=count),
                fill(self.tr("Discards, cards: {count}"), count=count))

    def drew(self, seat: int | None) -> tuple[str, str]:
        caption = fill(self.tr("{seat} drew"), seat=self.seat_name(seat)) if seat is not None else ""
        return caption, self.tr("The latest face-up draw")
