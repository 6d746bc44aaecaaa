"""The four things a Durak player can do. Small immutable values that print and parse."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.actions import PlainAction
from engine.durak.cards import Card


@dataclass(frozen=True, order=True)
class Attack:
    """Lead a card, or add one whose rank is already on the table (a throw-in)."""

    card: Card

    def to_json(self) -> dict:
        return {"type": "attack", "card": self.card.code}

    def __str__(self) -> str:
        return f"attack {self.card}"


@dataclass(frozen=True, order=True)
class Defend:
    """Beat the attack card that faces the defender."""

    card: Card

    def to_json(self) -> dict:
        return {"type": "defend", "card": self.card.code}

    def __str__(self) -> str:
        return f"defend {self.card}"


class Take(PlainAction, json_type="take"):
    """The defender gives up the bout and will pick up every card on the table."""


class Done(PlainAction, json_type="done"):
    """The attacker stops adding cards; the bout ends."""


DurakAction = Attack | Defend | Take | Done


def action_from_json(data: dict) -> DurakAction:
    if not isinstance(data, dict):
        raise ValueError(f"not a Durak action: {data!r}")
    kind = data.get("type")
    if kind == "attack":
        return Attack(Card.parse(data["card"]))
    if kind == "defend":
        return Defend(Card.parse(data["card"]))
    if kind == "take":
        return Take()
    if kind == "done":
        return Done()
    raise ValueError(f"not a Durak action: {data!r}")


def parse_action(text: str) -> DurakAction:
    """Parse the printed form (`attack 6S`, `defend TD`, `take`, `done`)."""
    words = text.split()
    if words == ["take"]:
        return Take()
    if words == ["done"]:
        return Done()
    if len(words) == 2 and words[0] in ("attack", "defend"):
        return action_from_json({"type": words[0], "card": words[1]})
    raise ValueError(f"not a Durak action: {text!r}")
