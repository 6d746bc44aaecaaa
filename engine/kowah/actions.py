"""What a Kowah player can do. Small immutable values that print and parse.

A turn is Draw or Take, then Discard; after a discard a ready player may Declare (choosing the
exposed pair) or Pass. A declared player only ever Draws: the rest happens by rule (R6).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.actions import PlainAction
from engine.kowah.cards import FACES, Card, parse_face


class Draw(PlainAction, json_type="draw"):
    """Draw the top card of the stock."""


class Take(PlainAction, json_type="take"):
    """Take the latest discard (R7: the one made just before this turn)."""


@dataclass(frozen=True, order=True)
class Discard:
    """Discard one card to return to eight."""

    card: Card

    def to_json(self) -> dict:
        return {"type": "discard", "card": self.card.code}

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True, order=True)
class Declare:
    """Declare cheki, exposing the pair of face `pair` as the waiting pair (R3, R8)."""

    pair: str

    def __post_init__(self) -> None:
        if self.pair not in FACES:  # refused at construction, so no state ever sees it
            raise ValueError(f"not a face: {self.pair!r} (write e.g. 5C, 9M, OT, RF, WF)")

    def to_json(self) -> dict:
        return {"type": "declare", "pair": self.pair}

    def __str__(self) -> str:
        return f"declare {self.pair}"


class Pass(PlainAction, json_type="pass"):
    """Stay undeclared although the hand is ready (R1: declaring is never forced)."""


KowahAction = Draw | Take | Discard | Declare | Pass


def action_from_json(data: dict) -> KowahAction:
    if not isinstance(data, dict):
        raise ValueError(f"not a Kowah action: {data!r}")
    kind = data.get("type")
    if kind == "draw":
        return Draw()
    if kind == "take":
        return Take()
    if kind == "pass":
        return Pass()
    if kind == "discard" and isinstance(data.get("card"), str):
        return Discard(Card.parse(data["card"]))
    if kind == "declare" and isinstance(data.get("pair"), str):
        return Declare(parse_face(data["pair"]))
    raise ValueError(f"not a Kowah action: {data!r}")


def parse_action(text: str) -> KowahAction:
    """Parse the printed form (`draw`, `take`, `discard 5C2`, `declare 5C`, `pass`)."""
    words = text.split()
    if len(words) == 1 and words[0] in ("draw", "take", "pass"):
        return action_from_json({"type": words[0]})
    if len(words) == 2 and words[0] == "discard":
        return action_from_json({"type": "discard", "card": words[1]})
    if len(words) == 2 and words[0] == "declare":
        return action_from_json({"type": "declare", "pair": words[1]})
    raise ValueError(f"not a Kowah action: {text!r}")
