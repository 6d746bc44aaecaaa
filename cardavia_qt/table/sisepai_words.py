"""What the Sì Sè Pái table says: the status line and its prompts, the claim choices, the hint,
the results and the piles' captions.

Everything is worded from the player's view and legal actions (and the seat names of the
table), in the language of the moment. A prompt says only what the legal actions hold: win
with the card, take or claim it, pass.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from cardavia_qt.i18n import translate_message
from cardavia_qt.seat_names import SeatNames
from cardavia_qt.table.text import fill
from engine.core.state import Event, Termination
from engine.sisepai.actions import Claim, Discard, Pass, SisepaiAction, Win
from engine.sisepai.cards import Card
from engine.sisepai.melds import KIND_NAMES, classify

HUMAN = 0


class SisepaiWords(QObject):
    def __init__(self, names: SeatNames, parent: QObject | None = None):
        super().__init__(parent)
        self.names = names

    def seat_name(self, seat: int) -> str:
        """A seat's short label, as its plate shows it: "You", "Right"."""
        return self.names.label(seat)

    @staticmethod
    def card_text(card: Card) -> str:
        return translate_message(card.name())

    def cards_text(self, cards: list[Card]) -> str:
        """"Red Horse ×3" for identical cards, else their names in a row."""
        if len({card.face for card in cards}) == 1 and len(cards) > 1:
            return fill(self.tr("{card} ×{count}"), card=self.card_text(cards[0]), count=len(cards))
        return ", ".join(self.card_text(card) for card in cards)

    def claim_text(self, claim: Claim, public: Card) -> str:
        """"Triple with Red Horse ×2" — what the claim makes, and with which of your cards."""
        kind = classify(sorted([public.face, *(card.face for card in claim.cards)]))
        meld = translate_message(KIND_NAMES[kind]()) if kind else "?"
        if not claim.cards:
            return fill(self.tr("Take it as a {meld}"), meld=meld)
        text = fill(self.tr("{meld} with {cards}"), meld=meld, cards=self.cards_text(list(claim.cards)))
        return text[:1].upper() + text[1:]

    def hint(self, action: SisepaiAction, public: Card | None) -> str:
        if isinstance(action, Discard):
            return fill(self.tr("Hint: discard the {card}"), card=self.card_text(action.card))
        if isinstance(action, Win):
            return self.tr("Hint: you can win — press Win!")
        if isinstance(action, Claim):
            return fill(self.tr("Hint: claim — {claim}"), claim=self.claim_text(action, public))
        return self.tr("Hint: pass")

    # -- the status line -----------------------------------------------------------------------
    def status(self, view, legal: list, waiting_for: int | None, chosen: Card | None, let_go: bool,
               told: Event | None) -> str:
        """What the player may do now, or who is deciding; `let_go`: the player's answer on
        the card on offer was given for them (they could only let it go)."""
        if legal:
            if view.public is None:
                if chosen is not None:
                    return fill(self.tr("Click the {card} again (or press Enter) to discard it"),
                                card=self.card_text(chosen))
                return self.tr("Your discard: click a card, then click it again — or drag it to the table")
            return self.choice(view, legal, told)
        if waiting_for is None:
            return ""
        who = self.names.title(waiting_for)
        if view.public is None:
            return fill(self.tr("{seat} is choosing a discard…"), seat=who)
        card = self.card_text(view.public)
        if let_go:
            if view.public_from == HUMAN:
                return fill(self.tr("You drew the {card}: you cannot use it. {seat} is deciding…"), card=card, seat=who)
            return fill(self.tr("The {card} is of no use to you. {seat} is deciding…"), card=card, seat=who)
        return fill(self.tr("{seat} is deciding about the {card}…"), seat=who, card=card)

    def choice(self, view, legal: list, told: Event | None) -> str:
        """What the player may do with the public card, in the engine's terms: win, take or
        claim it, pass — only what the legal actions hold."""
        card = self.card_text(view.public)
        can_win = Win() in legal
        can_claim = any(isinstance(action, Claim) for action in legal)
        can_pass = Pass() in legal
        if view.public_from == HUMAN:
            if not can_pass:
                if can_win:
                    return fill(self.tr("You drew the {card}: you must take it — and it wins!"), card=card)
                return fill(self.tr("You drew the {card}: you must take it"), card=card)
            if can_win and can_claim:
                return fill(self.tr("You drew the {card}: win with it, take it into a group, or pass"), card=card)
            if can_win:
                return fill(self.tr("You drew the {card}: win with it or pass"), card=card)
            if can_claim:
                return fill(self.tr("You drew the {card}: take it or pass"), card=card)
            return fill(self.tr("You drew the {card}: you cannot use it — Pass"), card=card)
        if told is not None and told.data.get("card") == view.public.code:
            # The draw or discard on offer is told just before, in the engine's words; only
            # without it (a resumed position) does the prompt say again whose card it is.
            if can_win and can_claim:
                return self.tr("Win with it, claim it, or pass")
            if can_win:
                return self.tr("Win with it or pass")
            if can_claim:
                return self.tr("Claim it or pass")
            return self.tr("It is of no use to you — Pass")
        seat = self.names.title(view.public_from)
        if view.public_drawn:
            if can_win and can_claim:
                return fill(self.tr("{seat} drew the {card}: win with it, claim it, or pass"), seat=seat, card=card)
            if can_win:
                return fill(self.tr("{seat} drew the {card}: win with it or pass"), seat=seat, card=card)
            if can_claim:
                return fill(self.tr("{seat} drew the {card}: claim it or pass"), seat=seat, card=card)
            return fill(self.tr("{seat} drew the {card}: it is of no use to you — Pass"), seat=seat, card=card)
        if can_win and can_claim:
            return fill(self.tr("{seat} discarded the {card}: win with it, claim it, or pass"), seat=seat, card=card)
        if can_win:
            return fill(self.tr("{seat} discarded the {card}: win with it or pass"), seat=seat, card=card)
        if can_claim:
            return fill(self.tr("{seat} discarded the {card}: claim it or pass"), seat=seat, card=card)
        return fill(self.tr("{seat} discarded the {card}: it is of no use to you — Pass"), seat=seat, card=card)

    # -- results -------------------------------------------------------------------------------
    def result_heading(self, outcome) -> str:
        if outcome.termination == Termination.EXHAUSTED or not outcome.winners:
            return self.tr("A draw: the stock is exhausted")
        winner = outcome.winners[0]
        if winner == HUMAN:
            return self.tr("You win!")
        return fill(self.tr("{seat} wins"), seat=self.names.title(winner))

    def result_detail(self, outcome) -> str:
        """The winner's 21 cards as melds, each with its points, and the total."""
        detail = outcome.detail
        if detail.get("winner") is None:
            return self.tr("Nobody grouped all 21 cards before the stock ran out.")
        card = Card.parse(detail["card"])
        origin = detail["from"]
        if detail["drawn"]:
            how = fill(self.tr("Won with the {card}, drawn by {seat}."), card=self.card_text(card),
                       seat=self.names.name(origin))
        else:
            how = fill(self.tr("Won with the {card}, discarded by {seat}."), card=self.card_text(card),
                       seat=self.names.name(origin))
        lines = [how]
        for meld in detail["melds"]:
            cards = [Card.parse(code) for code in meld["cards"]]
            where = self.tr("exposed") if meld["exposed"] else self.tr("hidden")
            if len(cards) == 1:
                line = fill(self.tr("{cards} ({where}) — {points} pt"), cards=self.card_text(cards[0]),
                            where=where, points=meld["points"])
            else:
                line = fill(self.tr("{meld} ({where}): {cards} — {points} pt"),
                            meld=translate_message(KIND_NAMES[meld["kind"]]()), where=where,
                            cards=self.cards_text(cards), points=meld["points"])
            lines.append(points_kept_together(line[:1].upper() + line[1:]))
        lines.append(fill(self.tr("Total: {points} points", None, detail["points"]), points=detail["points"]))
        return "\n".join(lines)

    # -- captions and spoken names -------------------------------------------------------------
    def hidden_caption(self, seat: int, count: int) -> str:
        return fill(self.tr("{seat} · {count} cards", None, count), seat=self.seat_name(seat), count=count)

    def hidden_name(self, seat: int, count: int) -> str:
        return fill(self.tr("{seat}'s hidden cards: {count}"), seat=self.names.title(seat), count=count)

    def winner_caption(self, seat: int, points: int) -> str:
        return fill(self.tr("{seat} wins · {points} points", None, points), seat=self.names.title(seat), points=points)

    def melds_name(self, seat: int, count: int) -> str:
        return fill(self.tr("{seat}: exposed groups: {count}"), seat=self.names.title(seat), count=count)

    def river_name(self, seat: int, count: int) -> str:
        return fill(self.tr("{seat}: discards: {count}"), seat=self.names.title(seat), count=count)

    def stock(self, count: int) -> tuple[str, str]:
        return fill(self.tr("Stock · {count}"), count=count), fill(self.tr("Stock, cards: {count}"), count=count)

    def public_caption(self, origin: int, drawn: bool) -> str:
        if origin == HUMAN:
            return self.tr("You drew") if drawn else self.tr("Your discard")
        who = self.names.name(origin)
        return fill(self.tr("Drawn by {seat}"), seat=who) if drawn else fill(self.tr("Discarded by {seat}"), seat=who)

    def drop_here(self) -> str:
        return self.tr("Drop your discard here")

    def hand_name(self, count: int) -> str:
        return fill(self.tr("Your hand, cards: {count}"), count=count)


NO_BREAK = "\u00a0"


def points_kept_together(line: str) -> str:
    """A meld's line with its points ("— 3 pt", after the line's last dash) held to the word
    before them, so that a line the results panel wraps never leaves them on a line of their
    own: seen live in Russian, «… солдат зелёных —» then «0 оч.» centred below."""
    for dash in ("—", "–"):
        at = line.rfind(dash)
        if at > 0:
            return line[:at].rstrip() + NO_BREAK + line[at:].replace(" ", NO_BREAK)
    return line
