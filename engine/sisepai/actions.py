"""What a Sì Sè Pái player can do: answer a claim window, or discard. Immutable, print/parse."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.actions import PlainAction
from engine.sisepai.cards import Card


class Pass(PlainAction, json_type="pass"):
    """Let the public card go (not allowed to the drawer of a General or flower, R4)."""


@dataclass(frozen=True, order=True)
class Claim:
    """Take the public card into a new exposed group with these cards from the hidden hand
    (none for a General or flower taken as a single)."""

    cards: tuple[Card, ...] = ()

    def __post_init__(self):
        cards = tuple(self.cards)
        if all(isinstance(card, Card) for card in cards):
            cards = tuple(sorted(cards))  # one claim, one value, however the cards were listed
        object.__setattr__(self, "cards", cards)  # anything else is kept for apply to refuse

    def to_json(self) -> dict:
        return {"type": "claim", "cards": [card.code for card in self.cards]}

    def __str__(self) -> str:
        return " ".join(["claim", *(card.code for card in self.cards)])


class Win(PlainAction, json_type="win"):
    """Take the public card and show a complete hand of 21 (rule 4); the solver lays it out."""


@dataclass(frozen=True, order=True)
class Discard:
    """Discard a hidden card (never a General or a flower)."""

    card: Card

    def to_json(self) -> dict:
        return {"type": "discard", "card": self.card.code}

    def __str__(self) -> str:
        return f"discard {self.card.code}"


SisepaiAction = Pass | Claim | Win | Discard


def action_from_json(data: dict) -> SisepaiAction:
    if not isinstance(data, dict):
        raise ValueError(f"not a Sì Sè Pái action: {data!r}")
    kind = data.get("type")
    try:
        if kind == "pass":
            return Pass()
        if kind == "win":
            return Win()
        if kind == "discard":
            return Discard(Card.parse(data["card"]))
        if kind == "claim":
            cards = data["cards"]
            if not isinstance(cards, list):
                raise ValueError("cards must be a list")
            return Claim(tuple(Card.parse(code) for code in cards))
    except (KeyError, TypeError, AttributeError) as error:
        raise ValueError(f"not a Sì Sè Pái action: {data!r}") from error
    raise ValueError(f"not a Sì Sè Pái action: {data!r}")


def parse_action(text: str) -> SisepaiAction:
    """Parse the printed form (`pass`, `win`, `claim RA1 RE1`, `discard WS3`)."""
    words = text.split()
    if words in (["pass"], ["win"]):
        return action_from_json({"type": words[0]})
    if len(words) == 2 and words[0] == "discard":
        return action_from_json({"type": "discard", "card": words[1]})
    if words and words[0] == "claim":
        return action_from_json({"type": "claim", "cards": words[1:]})
    raise ValueError(f"not a Sì Sè Pái action: {text!r}")
